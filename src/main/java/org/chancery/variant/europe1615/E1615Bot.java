package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.BotAdvice;
import org.chancery.variant.allocation.Helpers;
import org.chancery.variant.europe1615.sanctions.SanctionBot;

/**
 * Chancery's player in Europe 1615 (docs/bots.md): its INFs for the year spread over the movement phases left, on
 * the two states worth most to it (their centres' values, thrice for a state next to it, the help their units could
 * give its moves, and keeping the states it holds INFs in); orders for the units of states it holds INFs in (it sees no
 * other power's INFs) that support its moves or hinder its strongest rival; no diplomatic attack; and in Late Winter the first sanction of its list the rules take.
 */
final class E1615Bot implements BotAdvice {
    /** How many states the INFs of one phase go to. */
    static final int STATES = 2;
    /** What keeping a state aligned with the power adds to its worth. */
    static final int KEEP = 3;
    /** How many times a centre's value counts in a state next to the power's units or centres. */
    static final int NEAR = 3;

    private final E1615Setup setup;
    private final Deployment deployment;
    private final E1615Allocations allocations;
    private final OrderParser parser;
    private final E1615Ruleset rules;

    E1615Bot(E1615Setup setup, Deployment deployment, E1615Allocations allocations, OrderParser parser, E1615Ruleset rules) {
        this.setup = setup;
        this.deployment = deployment;
        this.allocations = allocations;
        this.parser = parser;
        this.rules = rules;
    }

    @Override
    public List<String> allocations(GameState s, String power, List<Order> ownOrders, double[] value) {
        if (!setup.isMajor(power)) return List.of();
        List<String> lines = rules.lateWinter(s.phase()) ? sanction(s, power)
                : s.phase().type() == PhaseType.MOVEMENT ? deployment(s, power, ownOrders) : new ArrayList<>();
        if (s.phase().type() == PhaseType.MOVEMENT) {
            lines.addAll(SanctionBot.choices(Politics.of(setup, s), power, ownOrders, takesCentresNow(s)));
        }
        return Helpers.accepted(allocations, s, power, lines, ownOrders);
    }

    /** Where centres change hands next and it holds a forced march, one of its moves becomes the march (docs/bots.md). */
    @Override
    public List<Order> orders(GameState s, String power, List<Order> chosen, double[] value) {
        if (s.phase().type() != PhaseType.MOVEMENT || !setup.isMajor(power)) return chosen;
        return SanctionBot.march(Politics.of(setup, s), power, chosen, value, takesCentresNow(s),
                t -> rules.parse(s, power, t) instanceof ParseResult.Ok ok ? ok.order() : null);
    }

    /** The first of the power's own sanctions the rules accept as its submission, or none. */
    private List<String> sanction(GameState s, String power) {
        for (String l : setup.sanctions().suggestions(s, power)) {
            if (allocations.check(s, power, List.of(l), List.of()).ok()) return List.of(l);
        }
        return List.of();
    }

    /** INFs for the phase and orders for aligned states' units. */
    List<String> deployment(GameState s, String power, List<Order> ownOrders) {
        Politics pol = Politics.of(setup, s);
        List<String> out = new ArrayList<>();
        List<Unit> steered = new ArrayList<>();
        for (Unit u : s.units()) {
            MinorState m = pol.ofPower(u.power());
            if (m != null && !m.ottoman()) steered.add(u);
        }
        String rival = Helpers.strongest(s, power, setup.majors());
        List<Helpers.Help> helps = Helpers.helps(s, power, ownOrders, steered, rival,
                t -> parser.parse(s, null, t) instanceof ParseResult.Ok ok ? ok.order() : null);
        Map<String, Integer> worth = new HashMap<>();
        for (Helpers.Help h : helps) {
            MinorState m = pol.ofPower(h.unit().power());
            worth.merge(m.key(), h.score(), Integer::sum);
            if (power.equals(pol.alignedWith(m))) out.add(h.order().text());
        }
        int left = E1615State.read(s).left(power);
        int spend = (left + phasesLeft(s) - 1) / phasesLeft(s);
        if (spend <= 0) return out;
        List<MinorState> open = new ArrayList<>();
        for (MinorState m : pol.all()) {
            if (deployment.refusal(pol, power, m) != null) continue;
            int w = worth.getOrDefault(m.key(), 0) + (power.equals(pol.alignedWith(m)) ? KEEP : 0);
            for (String id : m.provinces()) {
                Province p = setup.province(id);
                if (p.isSupplyCenter()) w += setup.value(p) * (near(s, power, p) ? NEAR : 1);
            }
            worth.put(m.key(), w);
            open.add(m);
        }
        open.sort(Comparator.comparingInt((MinorState m) -> -worth.get(m.key())).thenComparing(MinorState::key));
        List<String> best = new ArrayList<>();
        for (MinorState m : open) if (best.size() < STATES) best.add(m.key());
        Helpers.spread(best, spend).forEach((key, n) -> out.add(0, n + ": " + key));
        return out;
    }

    /** Whether one of the power's units could move into the province, or it borders one of the power's centres. */
    static boolean near(GameState s, String power, Province p) { return SanctionBot.near(s, power, p); }

    /** The movement phases left in the year, this one counted: 3 in Spring, 2 in Summer, 1 in Fall. */
    static int phasesLeft(GameState s) {
        String season = s.phase().season().toLowerCase(java.util.Locale.ROOT);
        return season.startsWith("spring") ? 3 : season.startsWith("summer") ? 2 : 1;
    }
}
