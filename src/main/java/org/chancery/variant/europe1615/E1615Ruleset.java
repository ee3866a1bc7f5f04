package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
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
import org.chancery.variant.Measure;
import org.chancery.variant.Opening;
import org.chancery.variant.Ruleset;
import org.chancery.variant.ScenarioFields;
import org.chancery.variant.Turn;
import org.chancery.variant.Variant;

/**
 * Europe 1615 (version 3), with the optional sanctions plugged in as {@link Sanctions}: five powers
 * deploy influence by DM to the minor states, whose units follow the strongest hand; the Ottomans follow the
 * weightiest suggestion; diplomatic attacks, religious markers and attrition; a year of Spring, Summer and Fall,
 * Early and Late Winter, opened by a status check and closed by scoring, both run here; victory by rounds.
 */
public final class E1615Ruleset implements Ruleset {
    private final Variant variant;
    private final E1615Setup setup;
    private final Sanctions sanctions;
    private final Retreats retreats;
    private final GmActions gm;
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
    private final E1615Bot bot;

    /** Without the sanctions. */
    public E1615Ruleset(Variant variant) { this(variant, x -> Sanctions.NONE); }

    /** With the sanctions {@code sanctions} makes for this board. */
    public E1615Ruleset(Variant variant, Function<E1615Setup, Sanctions> sanctions) {
        this.variant = variant;
        this.setup = new E1615Setup(variant);
        this.sanctions = sanctions.apply(setup);
        setup.sanctions = this.sanctions;
        this.rules = new Rules(variant.calendar(), variant.rules().victoryCentres(), this::buildRefusal);
        this.parser = new OrderParser(variant.board(), rules);
        this.legal = new LegalOrders(variant.board(), rules);
        this.runner = new PhaseRunner(variant.board(), rules);
        this.deployment = new Deployment(setup, parser, this.sanctions);
        this.movement = new MovementTurn(setup, deployment, this.sanctions);
        this.winter = new Winter(setup, this.sanctions);
        this.retreats = new Retreats(setup, runner);
        this.ending = new Ending(setup);
        this.gm = new GmActions(ending, this.sanctions);
        this.adjustments = new Adjustments(setup, winter, rules, ending);
        this.entry = new OrderEntry(setup, parser, this::lateWinter);
        this.allocations = new E1615Allocations(setup, deployment, this);
        this.bot = new E1615Bot(setup, deployment, allocations, parser, this);
    }

    @Override public Variant variant() { return variant; }

    public E1615Setup setup() { return setup; }

    /** The start: every state unaligned, each power's INFs the values of its home centres. */
    @Override
    public GameState start() {
        GameState s = setup.start();
        E1615State st = E1615State.empty().withTerritory(setup.territory);
        return sanctions.start(st.withYear(adjustments.budgets(s, st)).write(s));
    }

    /** As play begins, the sanctions are dealt from the seed (or from the one the GM fixed). */
    @Override
    public Opening begin(GameState s, long seed) {
        Sanctions.Dealt d = sanctions.deal(s, seed);
        return new Opening(d.state(), d.record(), d.privateNotes());
    }

    @Override public List<String> playablePowers() { return List.copyOf(setup.majors); }

    @Override public Optional<Allocations> allocations() { return Optional.of(allocations); }

    @Override public org.chancery.variant.BotAdvice botAdvice() { return bot; }

    /** Each surviving power's INFs for a year: the values of the centres it holds. */
    Map<String, Integer> budgets(GameState s, E1615State st) { return adjustments.budgets(s, st); }

    /** The states as they stand in a position. */
    public Politics politics(GameState s) { return Politics.of(setup, s); }

    private String buildRefusal(GameState s, String power, Province p) {
        if (setup.isMajor(power)) {
            String why = BuildPolicy.HOME_CENTRES.refusal(s, power, p);
            return why != null ? why : sanctions.buildRefusal(Politics.of(setup, s), power, p);
        }
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
            if (o instanceof Order.Move m && (pol.closedTo(m.to().province(), unit.power())
                    || sanctions.moveRefusal(pol, unit, m.to().province()) != null)) continue;
            if (o instanceof Order.Retreat r && retreats.refusal(pol, unit, r.to().province()) != null) continue;
            out.add(o);
        }
        return out;
    }

    /**
     * A retreat the rules forbid (into a neutral state, or where a sanction bars it) is refused when it is given, with
     * the retreats there are, as the engine refuses a retreat to a place the unit cannot reach.
     */
    @Override
    public org.chancery.variant.Review review(GameState s, String power, List<Order> standing, String input, Order o) {
        if (!(o instanceof Order.Retreat r)) return null;
        String why = retreats.refusal(Politics.of(setup, s), r.unit(), r.to().province());
        if (why == null) return null;
        List<String> may = new ArrayList<>();
        for (Order x : legalOrders(s, r.unit())) may.add(x.text());
        return org.chancery.variant.Review.refuse(why + "; " + r.unit().shortName() + " may "
                + (may.isEmpty() ? "only disband" : "give " + String.join(" or ", may)));
    }

    /**
     * A power's Winter duties, for its notice: its own removals or builds, those of the states aligned with it, and
     * in Late Winter its sanction submission.
     */
    @Override
    public List<String> duties(GameState s, String power) {
        if (s.phase().type() != PhaseType.ADJUSTMENT) return Ruleset.super.duties(s, power);
        List<String> out = new ArrayList<>();
        duty(out, s, power, power);
        Politics pol = Politics.of(setup, s);
        for (MinorState m : pol.all()) {
            if (power.equals(pol.alignedWith(m)) && pol.ofPower(m.power()) == m) duty(out, s, m.power(), power + ", for " + m.power() + ",");
        }
        if (lateWinter(s.phase()) && sanctions.owesSubmission(s, power)) {
            out.add("Submit one sanction from your secret list for " + (s.phase().year() + 1) + " by DM or /allocate, such as"
                    + " 'allocate " + sanctions.suggestions(s, power).get(0) + "'; /sanctions shows your list.");
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
                Politics pol = Politics.of(setup, s);
                for (Dislodgement x : s.dislodged()) {
                    String who = setup.isMajor(x.unit().power()) ? x.unit().power() : pol.alignedWith(pol.ofPower(x.unit().power()));
                    if (who != null) out.merge(who, 1, Integer::sum);
                }
            }
            case ADJUSTMENT -> {
                out.putAll(adjustments.owed(s, lateWinter(s.phase())));
                if (lateWinter(s.phase())) {
                    for (String p : setup.majors) if (sanctions.owesSubmission(s, p)) out.merge(p, 1, Integer::sum);
                }
            }
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
        Map<String, List<String>> given = allocations == null ? Map.of() : allocations;
        PhaseResult r = switch (s.phase().type()) {
            case MOVEMENT -> movement.play(withWaivers, orders, given, notes, secret);
            case RETREAT -> retreats.play(withWaivers, orders);
            case ADJUSTMENT -> lateWinter(s.phase()) ? adjustments.lateWinter(s, orders, notes) : adjustments.earlyWinter(s, orders);
        };
        GameState after = r.after();
        if (lateWinter(s.phase())) after = adjustments.yearEnd(after, given, notes, secret);
        List<Outcome> outcomes = new ArrayList<>(r.outcomes());
        for (Order o : orders) if (o instanceof Order.Special x && OrderEntry.WAIVE.equals(x.kind())) outcomes.add(Outcome.ok(o));
        GameState next = advance(after, notes, secret);
        String marks = E1615View.marks(next, E1615State.read(next));
        if (marks != null) notes.add(marks);
        return new Turn(new PhaseResult(outcomes, after), next, notes, secret);
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

    /** Moves on to the next phase that needs orders, running captures, Winter's automatic steps, scoring and the status check. */
    GameState advance(GameState s, List<String> notes, Map<String, List<String>> secret) {
        Calendar calendar = rules.calendar();
        GameState cur = s;
        while (E1615State.read(cur).end() == null) {
            Phase from = cur.phase();
            Phase to = calendar.next(from);
            GameState.Builder b = PhaseRunner.enter(cur, to);
            cur = b.build();
            if (calendar.ownershipChangesBetween(from, to)) {
                cur = sanctions.afterCaptures(winter.capture(cur, notes), notes);
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
                cur = adjustments.yearEnd(adjustments.lateWinter(cur, List.of(), notes).after(), Map.of(), notes, secret);
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

    /** Every other power's INFs, spending and sanctions are left out. */
    @Override
    public GameState withoutSecrets(GameState s, java.util.Set<String> keep) {
        return sanctions.withoutSecrets(Secrets.without(s, keep), keep);
    }

    @Override public List<String> gmActions() { return gm.actions(); }

    @Override
    public List<PrivateView> privateViews() {
        return List.of(new PrivateView("sanctions", "your own secret sanctions, your choices, and every sanction in effect (Europe 1615)"));
    }

    @Override
    public String privateView(GameState s, String name, String power) { return sanctions.view(s, power); }

    @Override
    public GameState gmAction(GameState s, String action, String value) { return gm.apply(s, action, value, this::playablePower); }

    /** The rulebook's civil disorder is abandonment, which dissolves the power; a player who stopped ordering is not that. */
    @Override public String missedName() { return "missed orders"; }

    @Override public ScenarioFields scenarioFields() { return new E1615Scenario(this); }

    @Override public MapMarks marks(GameState s) { return E1615Marks.of(setup, s); }

    @Override public org.chancery.variant.TextView view(GameState s) { return E1615View.of(setup, s); }

    /** Rounds won, then the score over all rounds: victory's count and its tie-break, as the status orders them. */
    @Override
    public List<Measure> race(GameState s) {
        E1615State st = E1615State.read(s);
        java.util.Map<String, Integer> won = new java.util.TreeMap<>(), score = new java.util.TreeMap<>();
        for (String p : setup.majors) {
            if (st.isEliminated(p)) continue;
            won.put(p, st.roundsWon().getOrDefault(p, 0));
            score.put(p, st.accumulated().getOrDefault(p, 0));
        }
        return List.of(new Measure("Rounds won", won), new Measure("Score over all rounds", score));
    }
}
