package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chancery.engine.AdjustmentAdjudicator;
import org.chancery.engine.BuildPolicy;
import org.chancery.engine.Calendar;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.LegalOrders;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Phase;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.PhaseRunner;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Rules;
import org.chancery.engine.Unit;
import org.chancery.variant.Allocations;
import org.chancery.variant.Duties;
import org.chancery.variant.GameEnd;
import org.chancery.variant.MapMarks;
import org.chancery.variant.Ruleset;
import org.chancery.variant.ScenarioFields;
import org.chancery.variant.Turn;
import org.chancery.variant.Variant;

/**
 * Europe 1615 (version 3), without the optional sanctions (they plug in as {@link Sanctions}): five powers
 * deploy influence by DM to the minor states, whose units follow the strongest hand; the Ottomans follow the
 * weightiest suggestion; diplomatic attacks, religious markers and attrition; a year of Spring, Summer and Fall,
 * Early and Late Winter, opened by a status check and closed by scoring, both run here; victory by rounds.
 */
public final class E1615Ruleset implements Ruleset {
    private final Variant variant;
    private final E1615Setup setup;
    private final Sanctions sanctions;
    private final Rules rules;
    private final OrderParser parser;
    private final LegalOrders legal;
    private final PhaseRunner runner;
    private final Deployment deployment;
    private final MovementTurn movement;
    private final Winter winter;
    private final Ending ending;
    private final Adjustments adjustments;
    private final OrderEntry entry;
    private final E1615Allocations allocations;

    public E1615Ruleset(Variant variant) { this(variant, Sanctions.NONE); }

    public E1615Ruleset(Variant variant, Sanctions sanctions) {
        this.variant = variant;
        this.setup = new E1615Setup(variant);
        this.sanctions = sanctions;
        this.rules = new Rules(variant.calendar(), variant.rules().victoryCentres(), this::buildRefusal);
        this.parser = new OrderParser(variant.board(), rules);
        this.legal = new LegalOrders(variant.board(), rules);
        this.runner = new PhaseRunner(variant.board(), rules);
        this.deployment = new Deployment(setup, parser, sanctions);
        this.movement = new MovementTurn(setup, deployment, sanctions);
        this.winter = new Winter(setup, sanctions);
        this.ending = new Ending(setup);
        this.adjustments = new Adjustments(setup, winter, rules, ending);
        this.entry = new OrderEntry(setup, parser);
        this.allocations = new E1615Allocations(setup, deployment);
    }

    @Override public Variant variant() { return variant; }

    E1615Setup setup() { return setup; }

    /** The start: every state unaligned, each power's INFs the values of its home centres. */
    @Override
    public GameState start() {
        GameState s = setup.start();
        E1615State st = E1615State.empty().withTerritory(setup.territory);
        return st.withYear(adjustments.budgets(s, st)).write(s);
    }

    @Override public List<String> playablePowers() { return List.copyOf(setup.majors); }

    @Override public Optional<Allocations> allocations() { return Optional.of(allocations); }

    /** Each surviving power's INFs for a year: the values of the centres it holds. */
    Map<String, Integer> budgets(GameState s, E1615State st) { return adjustments.budgets(s, st); }

    /** The states as they stand in a position. */
    public Politics politics(GameState s) { return Politics.of(setup, s); }

    private String buildRefusal(GameState s, String power, Province p) {
        if (setup.isMajor(power)) return BuildPolicy.HOME_CENTRES.refusal(s, power, p);
        MinorState m = setup.stateOf(s, power);
        if (m == null || !m.provinces().contains(p.id()) || !p.isSupplyCenter()) {
            return p.name() + " is not one of " + power + "'s home centres";
        }
        if (!power.equals(s.ownerOf(p))) return power + " no longer owns " + p.name();
        return s.unitAt(p) != null ? p.name() + " is occupied" : null;
    }

    // ---- orders ----

    @Override
    public ParseResult parse(GameState s, String power, String text) { return entry.parse(s, power, text); }

    @Override
    public List<Order> legalOrders(GameState s, Unit unit) {
        Politics pol = Politics.of(setup, s);
        List<Order> out = new ArrayList<>();
        for (Order o : legal.forUnit(s, unit)) {
            Province to = o instanceof Order.Move m ? m.to().province() : o instanceof Order.Retreat r ? r.to().province() : null;
            if (to == null || !pol.closed(to)) out.add(o);
        }
        return out;
    }

    /** A power's Winter duties, for its notice: its own removals or builds, and those of the states aligned with it. */
    @Override
    public List<String> duties(GameState s, String power) {
        if (s.phase().type() != PhaseType.ADJUSTMENT) return Ruleset.super.duties(s, power);
        List<String> out = new ArrayList<>();
        duty(out, s, power, power);
        Politics pol = Politics.of(setup, s);
        for (MinorState m : pol.all()) {
            if (power.equals(pol.alignedWith(m)) && pol.ofPower(m.power()) == m) duty(out, s, m.power(), power + ", for " + m.power() + ",");
        }
        return out;
    }

    /** Early Winter: the removals {@code owner} must make; Late Winter: the builds it can make. */
    private void duty(List<String> out, GameState s, String owner, String who) {
        int balance = AdjustmentAdjudicator.balance(s, owner);
        if (!lateWinter(s.phase()) && balance < 0) {
            List<Order> removals = new ArrayList<>();
            for (Unit u : s.unitsOf(owner)) removals.add(new Order.Remove(u));
            out.add(Duties.removals(who, -balance, removals));
        } else if (lateWinter(s.phase()) && balance > 0) {
            List<Order> builds = legal.builds(s, owner);
            Set<Province> sites = new TreeSet<>(java.util.Comparator.comparing(Province::id));
            for (Order o : builds) if (o instanceof Order.Build b) sites.add(b.province());
            if (!sites.isEmpty()) out.add(Duties.builds(who, Math.min(balance, sites.size()), builds));
        }
    }

    /** Late Winter's builds, the power's own and those of the states aligned with it; none in Early Winter. */
    @Override
    public List<Order> legalBuilds(GameState s, String power) {
        if (s.phase().type() == PhaseType.ADJUSTMENT && !lateWinter(s.phase())) return List.of();
        List<Order> out = new ArrayList<>(legal.builds(s, power));
        Politics pol = Politics.of(setup, s);
        for (MinorState m : pol.all()) {
            if (power.equals(pol.alignedWith(m)) && pol.ofPower(m.power()) == m) {
                for (Order o : legal.builds(s, m.power())) {
                    if (o instanceof Order.Build b) out.add(OrderEntry.stateBuild(power, b));
                }
            }
        }
        return out;
    }

    @Override
    public Map<String, Integer> owed(GameState s) {
        Map<String, Integer> out = new TreeMap<>();
        switch (s.phase().type()) {
            case MOVEMENT -> {
                for (Unit u : s.units()) if (setup.isMajor(u.power())) out.merge(u.power(), 1, Integer::sum);
            }
            case RETREAT -> {
                for (Dislodgement x : s.dislodged()) if (setup.isMajor(x.unit().power())) out.merge(x.unit().power(), 1, Integer::sum);
            }
            case ADJUSTMENT -> out.putAll(adjustments.owed(s, lateWinter(s.phase())));
        }
        return out;
    }

    /** Late Winter: the second adjustment phase, after which the year turns. */
    boolean lateWinter(Phase p) {
        return p.type() == PhaseType.ADJUSTMENT && rules.calendar().next(p).type() != PhaseType.ADJUSTMENT;
    }

    // ---- adjudication ----

    @Override
    public Turn play(GameState s, List<Order> orders, Map<String, List<String>> allocations) {
        List<String> notes = new ArrayList<>();
        Map<String, List<String>> secret = new TreeMap<>();
        GameState withWaivers = waivers(s, orders, notes);
        PhaseResult r = switch (s.phase().type()) {
            case MOVEMENT -> movement.play(withWaivers, orders, allocations == null ? Map.of() : allocations, notes, secret);
            case RETREAT -> retreat(withWaivers, orders);
            case ADJUSTMENT -> lateWinter(s.phase()) ? adjustments.lateWinter(s, orders, notes) : adjustments.earlyWinter(s, orders);
        };
        GameState after = r.after();
        if (lateWinter(s.phase())) after = adjustments.yearEnd(after, notes, sanctions);
        List<Outcome> outcomes = new ArrayList<>(r.outcomes());
        for (Order o : orders) if (o instanceof Order.Special x && OrderEntry.WAIVE.equals(x.kind())) outcomes.add(Outcome.ok(o));
        return new Turn(new PhaseResult(outcomes, after), advance(after, notes), notes, secret);
    }

    /** Waived captures, kept until the next build phase. */
    private GameState waivers(GameState s, List<Order> orders, List<String> notes) {
        E1615State st = E1615State.read(s);
        Map<String, String> w = new TreeMap<>(st.waivers());
        for (Order o : orders) {
            if (o instanceof Order.Special x && OrderEntry.WAIVE.equals(x.kind()) && !w.containsKey(x.at().id())) {
                w.put(x.at().id(), x.power());
                notes.add(x.power() + " waives the capture of " + x.at().name() + " until the next build phase.");
            }
        }
        return w.equals(st.waivers()) ? s : st.withWaivers(w).write(s);
    }

    private PhaseResult retreat(GameState s, List<Order> orders) {
        Politics pol = Politics.of(setup, s);
        List<Order> kept = new ArrayList<>();
        List<Outcome> refused = new ArrayList<>();
        for (Order o : orders) {
            if (o instanceof Order.Special) continue;
            if (o instanceof Order.Retreat r && pol.closed(r.to().province())) {
                refused.add(Outcome.failed(o, "void: " + r.to().province().name() + " lies in a neutral state; disbanded"));
            } else {
                kept.add(o);
            }
        }
        PhaseResult r = runner.adjudicate(s, kept);
        List<Outcome> out = new ArrayList<>(r.outcomes());
        out.addAll(refused);
        E1615State st = E1615State.read(r.after());
        return new PhaseResult(out, st.withAttrition(Attrition.afterRetreat(st, r.outcomes())).write(r.after()));
    }

    /** Moves on to the next phase that needs orders, running captures, Winter's automatic steps, scoring and the status check. */
    GameState advance(GameState s, List<String> notes) {
        Calendar calendar = rules.calendar();
        GameState cur = s;
        while (E1615State.read(cur).end() == null) {
            Phase from = cur.phase();
            Phase to = calendar.next(from);
            GameState.Builder b = cur.toBuilder().phase(to);
            if (to.type() != PhaseType.RETREAT) b.clearDislodged();
            cur = b.build();
            if (calendar.ownershipChangesBetween(from, to)) {
                cur = winter.capture(cur, notes);
                E1615State st = E1615State.read(cur);
                E1615State.End end = ending.afterCaptures(cur, st);
                if (end != null) return st.withEnd(end).write(cur);
            }
            if (to.type() == PhaseType.RETREAT) {
                if (cur.dislodged().isEmpty()) continue;
                return cur;
            }
            if (to.type() == PhaseType.ADJUSTMENT && !lateWinter(to)) {
                cur = adjustments.enterEarlyWinter(cur, notes);
                if (!owed(cur).isEmpty()) return cur;
                cur = adjustments.earlyWinter(cur, List.of()).after();
                continue;
            }
            if (to.type() == PhaseType.ADJUSTMENT) {
                if (!owed(cur).isEmpty()) return cur;
                cur = adjustments.yearEnd(adjustments.lateWinter(cur, List.of(), notes).after(), notes, sanctions);
                continue;
            }
            return cur;
        }
        return cur;
    }

    @Override
    public Optional<GameEnd> end(GameState s) {
        E1615State.End e = E1615State.read(s).end();
        return e == null ? Optional.empty() : Optional.of(new GameEnd(e.winners(), e.draw(), e.reason()));
    }

    @Override
    public Set<String> drawVoters(GameState s) { return new TreeSet<>(ending.alive(E1615State.read(s))); }

    @Override
    public List<String> gmActions() {
        return List.of("abandon <power>: the power was abandoned and no replacement found; it is dissolved in Winter",
                "agree yes: every player agreed to stop; the winner is named by rounds won, then accumulated score");
    }

    @Override
    public GameState gmAction(GameState s, String action, String value) {
        E1615State st = E1615State.read(s);
        switch (action) {
            case "abandon" -> {
                String p = playablePower(value);
                if (st.isEliminated(p)) throw new IllegalArgumentException(p + " is already out of the game");
                List<String> a = new ArrayList<>(st.abandoned());
                if (!a.contains(p)) a.add(p);
                return st.withAbandoned(a).write(s);
            }
            case "agree" -> {
                if (!value.trim().equalsIgnoreCase("yes")) {
                    throw new IllegalArgumentException("say 'rule agree yes' once every player has agreed to stop the game");
                }
                return st.withEnd(ending.byAgreement(st)).write(s);
            }
            default -> throw new IllegalArgumentException("Europe 1615's GM actions are abandon and agree");
        }
    }

    @Override public ScenarioFields scenarioFields() { return new E1615Scenario(this); }

    @Override public MapMarks marks(GameState s) { return E1615Marks.of(setup, s); }

    @Override public org.chancery.variant.TextView view(GameState s) { return E1615View.of(setup, s); }
}
