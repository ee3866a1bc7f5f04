package org.chancery.variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chancery.engine.AdjustmentAdjudicator;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.LegalOrders;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseRunner;
import org.chancery.engine.Unit;

/** The standard rules: orders by the engine's parser, adjudication by the DATC-exact engine. */
public class ClassicRuleset implements Ruleset {
    protected final Variant variant;
    protected final OrderParser parser;
    protected final LegalOrders legal;
    protected final PhaseRunner runner;
    protected final AdjustmentAdjudicator adjustments;

    public ClassicRuleset(Variant variant) {
        this.variant = variant;
        this.parser = new OrderParser(variant.board(), variant.rules());
        this.legal = new LegalOrders(variant.board(), variant.rules());
        this.runner = new PhaseRunner(variant.board(), variant.rules());
        this.adjustments = new AdjustmentAdjudicator(variant.board(), variant.rules());
    }

    @Override public Variant variant() { return variant; }

    @Override public GameState start() { return variant.start(); }

    @Override
    public List<String> playablePowers() {
        List<String> out = new ArrayList<>();
        for (Power p : variant.powers()) out.add(p.name());
        return out;
    }

    @Override
    public ParseResult parse(GameState s, String power, String text) { return owedOnly(s, text, parser.parse(s, power, text)); }

    /** The order read, unless it is a removal by a power that owes none ({@link #removalsOwed}). */
    protected final ParseResult owedOnly(GameState s, String text, ParseResult r) {
        if (r instanceof ParseResult.Ok ok && ok.order() instanceof Order.Remove rm && removalsOwed(s, rm.unit().power()) == 0) {
            return new ParseResult.Error(text, rm.unit().power() + " owes no removal this phase: " + holdings(s, rm.unit().power()));
        }
        return r;
    }

    /** "5 centres and 4 units", as a power is told what it owes. */
    protected String holdings(GameState s, String power) { return AdjustmentAdjudicator.describe(s, power); }

    @Override
    public List<Order> legalOrders(GameState s, Unit unit) {
        List<Order> out = legal.forUnit(s, unit);
        if (s.phase().type() != org.chancery.engine.PhaseType.ADJUSTMENT || removalsOwed(s, unit.power()) > 0) return out;
        return out.stream().filter(o -> !(o instanceof Order.Remove)).toList();
    }

    /** How many units the power must remove in this adjustment phase: none when it builds or owes nothing. */
    protected int removalsOwed(GameState s, String power) {
        return Math.max(0, -AdjustmentAdjudicator.balance(s, power));
    }

    @Override
    public List<Order> legalBuilds(GameState s, String power) { return legal.builds(s, power); }

    @Override
    public Map<String, Integer> owed(GameState s) {
        Map<String, Integer> out = new TreeMap<>();
        switch (s.phase().type()) {
            case MOVEMENT -> {
                for (Unit u : s.units()) out.merge(u.power(), 1, Integer::sum);
            }
            case RETREAT -> {
                for (Dislodgement d : s.dislodged()) out.merge(d.unit().power(), 1, Integer::sum);
            }
            case ADJUSTMENT -> {
                for (String p : s.livePowers()) {
                    int b = AdjustmentAdjudicator.balance(s, p);
                    if (b < 0 || (b > 0 && adjustments.hasBuildSite(s, p))) out.put(p, Math.abs(b));
                }
            }
        }
        return out;
    }

    @Override
    public Turn play(GameState s, List<Order> orders, Map<String, List<String>> allocations) {
        PhaseRunner.Step step = runner.run(s, orders);
        return new Turn(step.result(), step.next(), List.of());
    }

    @Override
    public Optional<GameEnd> end(GameState s) {
        String winner = runner.winner(s);
        if (winner != null) {
            return Optional.of(GameEnd.solo(winner, winner + " holds " + s.centreCounts().get(winner)
                    + " supply centres"));
        }
        return Optional.empty();
    }

    @Override
    public Set<String> drawVoters(GameState s) {
        Set<String> out = new TreeSet<>(s.livePowers());
        out.retainAll(playablePowers());
        return out;
    }
}
