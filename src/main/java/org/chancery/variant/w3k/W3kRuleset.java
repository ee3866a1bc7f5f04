package org.chancery.variant.w3k;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chancery.engine.BuildPolicy;
import org.chancery.engine.GameState;
import org.chancery.engine.MovementAdjudicator;
import org.chancery.engine.MovementResult;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Phase;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.PhaseRunner;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.RetreatAdjudicator;
import org.chancery.engine.Rules;
import org.chancery.engine.Unit;
import org.chancery.variant.ClassicRuleset;
import org.chancery.variant.Duties;
import org.chancery.variant.GameEnd;
import org.chancery.variant.MapMarks;
import org.chancery.variant.Measure;
import org.chancery.variant.Review;
import org.chancery.variant.TextView;
import org.chancery.variant.Turn;
import org.chancery.variant.Variant;
import org.chancery.variant.seaareas.SeaAreas;

/**
 * Wars of the Three Kingdoms: the standard adjudication on a 384-region board whose fleet adjacency comes from
 * Sea Areas; four seasons; builds in any empty centre owned; the mercy position; conversion; proxy orders;
 * supply transfers with removals drawn by lot; victory at 55 centres with a capital in each Kingdom, checked
 * at the end of a year; draws only between Kingdoms.
 */
public final class W3kRuleset extends ClassicRuleset {
    /** Builds anywhere owned; a power without excess may still order builds, which supply sent to it can pay for. */
    static final BuildPolicy BUILDS = new BuildPolicy() {
        @Override public String refusal(GameState s, String power, Province p) {
            return BuildPolicy.ANY_OWNED_CENTRE.refusal(s, power, p);
        }

        @Override public boolean limitedByCentres() { return false; }
    };
    private static final SecureRandom SEEDS = new SecureRandom();

    private final W3kOrders entry;
    private final W3kExamples examples;
    private final Kingdoms kingdoms;
    private final W3kWinter winter;
    private final W3kReview reviews;
    private final ThreadLocal<MovementAdjudicator> movement;
    private final RetreatAdjudicator retreats;
    private final W3kBotAdvice botAdvice = new W3kBotAdvice(this);

    public W3kRuleset(Variant v) {
        super(withBuilds(v));
        this.entry = new W3kOrders(variant, parser);
        this.examples = new W3kExamples(variant, this::parse);
        this.kingdoms = new Kingdoms(variant);
        this.winter = new W3kWinter(adjustments, playablePowers());
        this.reviews = new W3kReview(variant);
        this.movement = ThreadLocal.withInitial(() -> new MovementAdjudicator(variant.board()));
        this.retreats = new RetreatAdjudicator(variant.board());
    }

    private static Variant withBuilds(Variant v) {
        Rules rules = new Rules(v.calendar(), v.rules().victoryCentres(), BUILDS);
        return new Variant(v.id(), v.name(), v.board(), v.powers(), rules, v.start(), v.definition());
    }

    // ---- orders ----

    @Override
    public ParseResult parse(GameState s, String power, String text) {
        ParseResult r = owedOnly(s, text, entry.parse(s, power, text));
        if (s.phase().type() != PhaseType.ADJUSTMENT) return r;
        if (r instanceof ParseResult.Error e && e.message().endsWith(ONLY_ADJUSTMENTS)) {
            return new ParseResult.Error(text, e.message().substring(0, e.message().length() - ONLY_ADJUSTMENTS.length())
                    + "you may only build, remove, waive or send supply (such as 'Send 1 unit's supply to " + example(s, power) + "')");
        }
        if (r instanceof ParseResult.Error && power != null && Supply.balance(s, power) < 0 && text.strip().matches("(?i)waive.*")) {
            List<Order> removals = Duties.removalsOf(this, s, power);
            return new ParseResult.Error(text, power + " has insufficient supply (" + Supply.describe(s, power) + "): it must remove "
                    + units(-Supply.balance(s, power)) + (removals.isEmpty() ? "" : ", such as '" + removals.get(0).text() + "'")
                    + ", and cannot waive the shortfall; the lots remove any it does not order");
        }
        return r;
    }

    /** The orders a W3K player needs, in the rulebook's words: a move, a conversion, a proxy, a convoy route, a transfer. */
    @Override
    public List<String> examples(GameState s, String power) {
        List<String> others = new ArrayList<>();
        for (String p : winter.powers(s)) if (!p.equals(power)) others.add(p);
        return examples.of(s, power, others);
    }

    /** The end of the engine's answer to a unit order in an adjustment phase. */
    static final String ONLY_ADJUSTMENTS = "you may only build, remove or waive";

    /** Another power that may receive supply, for examples. */
    private String example(GameState s, String power) {
        for (String p : winter.powers(s)) if (!p.equalsIgnoreCase(String.valueOf(power))) return p;
        return "Hamilton";
    }

    private static String units(int n) { return n + (n == 1 ? " unit" : " units"); }

    /**
     * A Winter notice that matches the adjudication: "If a player has fewer supply centres than units, they have
     * insufficient supply; they must remove units" (Annexe 5), whatever builds supply sent to it might allow; a power
     * with excess may build, and may send supply, said once with the powers that may receive.
     */
    @Override
    public List<String> duties(GameState s, String power) {
        if (s.phase().type() != PhaseType.ADJUSTMENT) return super.duties(s, power);
        if (!winter.powers(s).contains(power)) return List.of();
        int balance = Supply.balance(s, power);
        List<String> out = new ArrayList<>();
        if (balance < 0) {
            List<Order> removals = Duties.removalsOf(this, s, power);
            out.add(power + " has insufficient supply (" + Supply.describe(s, power) + ") and must remove " + units(-balance)
                    + ": give them with /order" + (removals.isEmpty() ? "" : ", e.g. " + removals.get(0).text())
                    + "; otherwise the lots choose. Supply another power sends you this Winter means fewer to remove.");
        } else if (balance > 0) {
            List<Order> builds = new ArrayList<>();
            for (Order o : super.legalBuilds(s, power)) if (o instanceof Order.Build || o instanceof Order.Waive) builds.add(o);
            out.add(Duties.builds(power, balance, builds));
            int excess = Supply.excess(s, power);
            List<String> others = new ArrayList<>();
            for (String p : winter.powers(s)) if (!p.equals(power)) others.add(p);
            if (excess > 0 && !others.isEmpty()) {
                out.add(power + " may send up to " + excess + (excess == 1 ? " unit's" : " units'") + " supply instead of building with it,"
                        + " to any of " + String.join(", ", others) + ": e.g. Send 1 unit's supply to " + others.get(0)
                        + "; nothing is owed if it does not.");
            }
        }
        return out;
    }

    @Override
    protected String holdings(GameState s, String power) { return Supply.describe(s, power); }

    /** Removals come only from insufficient supply, the mercy position's one unit counted as supplied. */
    @Override
    protected int removalsOwed(GameState s, String power) { return Math.max(0, -Supply.balance(s, power)); }

    @Override
    public List<Order> legalOrders(GameState s, Unit unit) {
        List<Order> out = new ArrayList<>(super.legalOrders(s, unit));
        if (s.phase().type() != PhaseType.MOVEMENT) return out;
        List<String> ways = unit.kind().isNaval() || !unit.province().hasSplitCoasts() ? List.of("")
                : unit.province().coasts().stream().map(c -> " on the " + c.coast()).toList();
        for (String way : ways) {
            if (entry.parse(s, null, unit.shortName() + " converts" + way) instanceof ParseResult.Ok ok) out.add(ok.order());
        }
        return out;
    }

    @Override
    public List<Order> legalBuilds(GameState s, String power) {
        if (s.phase().type() != PhaseType.ADJUSTMENT || !winter.powers(s).contains(power)) return List.of();
        List<Order> out = new ArrayList<>(super.legalBuilds(s, power));
        if (Supply.excess(s, power) > 0) {
            for (String other : winter.powers(s)) {
                if (other.equals(power)) continue;
                if (entry.parse(s, power, "Send 1 unit's supply to " + other) instanceof ParseResult.Ok ok) out.add(ok.order());
            }
        }
        return out;
    }

    @Override
    public Map<String, Integer> owed(GameState s) {
        if (s.phase().type() != PhaseType.ADJUSTMENT) return super.owed(s);
        Map<String, Integer> out = new TreeMap<>();
        for (String p : winter.powers(s)) {
            int b = Supply.balance(s, p);
            if (b != 0) out.put(p, Math.abs(b));
        }
        return out;
    }

    /** A power may build in every empty centre it owns, as supply sent to it may pay for builds beyond its own. */
    @Override
    public int adjustmentLimit(GameState s, String power) {
        int balance = Supply.balance(s, power);
        if (balance < 0) return -balance;
        int sites = 0;
        for (Province p : s.centresOf(power)) if (s.unitAt(p) == null) sites++;
        return Math.max(balance, sites);
    }

    @Override
    public Review review(GameState s, String power, List<Order> standing, String input, Order o) {
        return reviews.review(s, power, standing, input, o, owner -> List.of());
    }

    @Override
    public Review review(GameState s, String power, List<Order> standing, String input, Order o,
                         java.util.function.Function<String, List<Order>> standingOf) {
        return reviews.review(s, power, standing, input, o, standingOf);
    }

    @Override
    public Map<String, String> notices(GameState s, String power, List<Order> before, List<Order> after) {
        return reviews.notices(s, power, before, after);
    }

    @Override
    public List<Unit> lent(GameState s, String power, java.util.function.Function<String, List<Order>> standingOf) {
        List<Unit> out = new ArrayList<>();
        for (String owner : playablePowers()) {
            if (owner.equals(power)) continue;
            for (Order o : standingOf.apply(owner)) {
                if (o instanceof Order.Special sp && W3kOrders.PROXY.equals(sp.kind()) && sp.args().get(0).equals(power)
                        && sp.unit().equals(s.unitAt(sp.province()))) out.add(sp.unit());
            }
        }
        return out;
    }

    /** The standard victory progress, with the Kingdoms' capitals held, and the conversions under way. */
    @Override
    public TextView view(GameState s) {
        TextView standard = super.view(s);
        List<String> summary = new ArrayList<>(standard.summary());
        summary.addAll(kingdoms.capitalsHeld(s));
        for (W3kState.Conversion c : W3kState.read(s).converting()) {
            Unit u = s.unitAt(variant.board().location(c.at()).province());
            if (u == null) continue;
            summary.add(u.power() + "'s " + W3kOrders.kind(u) + " in " + u.province().name() + " is converting to "
                    + (c.to().equals("F") ? "a fleet" : "an army") + " (another undisturbed conversion order completes it).");
        }
        return new TextView(summary, standard.notes(), standard.sections());
    }

    /** Supply centres, then the Kingdoms in which a power holds a capital: victory needs enough of the one and all three of the other. */
    @Override
    public List<Measure> race(GameState s) {
        List<Measure> out = new ArrayList<>(super.race(s));
        Map<String, Integer> kingdomsHeld = new TreeMap<>();
        for (String p : out.get(0).byPower().keySet()) kingdomsHeld.put(p, kingdoms.withCapital(s, p));
        out.add(new Measure("Kingdoms with a capital held", kingdomsHeld));
        return out;
    }

    /** Each Sea Area outlined thick (with the board: they never change), and a badge on each unit converting. */
    @Override
    public MapMarks marks(GameState s) {
        MapMarks m = MapMarks.none();
        for (List<String> area : SeaAreas.areas(variant.definition()).values()) {
            m = m.with(new MapMarks.Mark(MapMarks.Symbol.OUTLINE, area, null, "#2b4f8c", null, "Sea Area").onBoard());
        }
        for (W3kState.Conversion c : W3kState.read(s).converting()) {
            Unit u = s.unitAt(variant.board().location(c.at()).province());
            if (u == null) continue;
            m = m.with(new MapMarks.Mark(MapMarks.Symbol.BADGE, List.of(u.province().id()), u.power(), null, "C",
                    "converting to " + (c.to().equals("F") ? "a fleet" : "an army")));
        }
        return m;
    }

    @Override
    public org.chancery.variant.ScenarioFields scenarioFields() { return new W3kScenarioFields(variant); }

    // ---- adjudication ----

    @Override
    public Turn play(GameState s, List<Order> orders, Map<String, List<String>> allocations) {
        List<String> notes = new ArrayList<>();
        PhaseResult r = switch (s.phase().type()) {
            case MOVEMENT -> movement(s, orders);
            case RETREAT -> retreat(s, orders);
            case ADJUSTMENT -> winter.adjudicate(s, orders, notes);
        };
        return new Turn(r, advance(r.after()), notes);
    }

    private PhaseResult movement(GameState s, List<Order> orders) {
        Proxies.Record rec = Proxies.resolve(s, orders, (st, power, text) -> entry.canonical(st, text));
        List<Order> unitOrders = new ArrayList<>();
        List<Outcome> refused = new ArrayList<>();
        for (Order o : rec.orders()) {
            if (o.unit() != null) unitOrders.add(o);
            else refused.add(Outcome.failed(o, "not an order for a movement phase"));
        }
        MovementResult m = movement.get().adjudicate(s, unitOrders);
        W3kState st = W3kState.read(s);
        Conversions.Result c = Conversions.apply(variant.board(), s, st, unitOrders, m);
        List<Outcome> out = Proxies.mark(rec, c.outcomes());
        if (!refused.isEmpty()) {
            out = new ArrayList<>(out);
            out.addAll(refused);
        }
        if (c.converting().equals(st.converting())) return new PhaseResult(out, c.after());
        return new PhaseResult(out, st.withConverting(c.converting()).write(c.after().toBuilder()).build());
    }

    private PhaseResult retreat(GameState s, List<Order> orders) {
        List<Order> kept = new ArrayList<>();
        List<Outcome> refused = new ArrayList<>();
        for (Order o : orders) {
            if (o instanceof Order.Retreat || o instanceof Order.Disband) kept.add(o);
            else refused.add(Outcome.failed(o, "not an order for a retreat phase"));
        }
        PhaseResult r = retreats.adjudicate(s, kept);
        List<Outcome> out = new ArrayList<>(r.outcomes());
        out.addAll(refused);
        return new PhaseResult(out, r.after());
    }

    /**
     * Moves on to the next phase that needs orders. Passing the end of Autumn hands over centres and ends the
     * year; a Winter begins with a fresh seed for its lots.
     */
    GameState advance(GameState s) {
        GameState cur = s;
        Phase from = s.phase();
        boolean handover = false, yearEnded = false;
        while (true) {
            Phase to = variant.calendar().next(from);
            handover |= variant.calendar().ownershipChangesBetween(from, to);
            from = to;
            if (to.type() == PhaseType.RETREAT && cur.dislodged().isEmpty()) continue;
            GameState.Builder b = PhaseRunner.enter(cur, to);
            if (handover) {
                yearEnded = true;
                handover = false;
                for (Unit u : cur.units()) if (u.province().isSupplyCenter()) b.owner(u.province(), u.power());
            }
            W3kState st = W3kState.read(cur).withYearEnded(yearEnded)
                    .withSeed(to.type() == PhaseType.ADJUSTMENT ? SEEDS.nextLong() : 0);
            cur = st.write(b).build();
            if (to.type() == PhaseType.ADJUSTMENT && !winter.anythingToDo(cur)) continue;
            return cur;
        }
    }

    // ---- the end ----

    @Override
    public org.chancery.variant.BotAdvice botAdvice() { return botAdvice; }

    @Override
    public Optional<GameEnd> end(GameState s) {
        if (!W3kState.read(s).yearEnded()) return Optional.empty();
        List<String> alive = survivors(s);
        Optional<GameEnd> won = kingdoms.victory(s, alive);
        if (won.isPresent() || alive.size() != 1) return won;
        return Optional.of(GameEnd.solo(alive.get(0), alive.get(0) + " is the last power standing"));
    }

    @Override
    public String drawRefusal(GameState s) { return kingdoms.drawRefusal(s, survivors(s)); }

    @Override
    public Set<String> drawVoters(GameState s) { return new TreeSet<>(survivors(s)); }

    private List<String> survivors(GameState s) {
        List<String> out = new ArrayList<>();
        for (String p : s.livePowers()) if (playablePowers().contains(p)) out.add(p);
        return out;
    }
}
