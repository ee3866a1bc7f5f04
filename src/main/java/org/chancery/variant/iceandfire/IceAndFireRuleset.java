package org.chancery.variant.iceandfire;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.chancery.engine.BuildPolicy;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Phase;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Rules;
import org.chancery.engine.Unit;
import org.chancery.variant.ClassicRuleset;
import org.chancery.variant.GameEnd;
import org.chancery.variant.MapMarks;
import org.chancery.variant.Measure;
import org.chancery.variant.Power;
import org.chancery.variant.Review;
import org.chancery.variant.Turn;
import org.chancery.variant.Variant;
import org.chancery.variant.heirs.Heirs;

/**
 * Diplomacy of Ice and Fire III: the standard rules with builds anywhere (and Harlaw for the Greyjoys), heirs,
 * marriages and hostages, the support ban after an execution, removal of a House, the auto-destroy order, the
 * wildling army Beyond the Wall, victory at 18 centres after the Autumn retreats, and a unanimous draw no
 * earlier than five years in.
 */
public final class IceAndFireRuleset extends ClassicRuleset {
    private final IafSetup setup;
    private final Hostages hostages;
    private final HeirOrderEntry entry;
    private final UnitOrderRules unitRules;
    private final IafAdjustments winter;
    private final IafPhases phases;
    private final IafBot bot;

    public IceAndFireRuleset(Variant v) { this(new IafSetup(v)); }

    private IceAndFireRuleset(IafSetup setup) {
        super(withBuildSites(setup));
        this.setup = setup;
        this.hostages = new Hostages(setup);
        this.entry = new HeirOrderEntry(setup, hostages);
        this.unitRules = new UnitOrderRules(setup);
        this.winter = new IafAdjustments(setup, variant.rules(), new AutoDisband(setup), entry);
        this.phases = new IafPhases(setup, hostages, new HeirTurn(setup, hostages, entry), unitRules, winter, variant.calendar());
        this.bot = new IafBot(setup, hostages, this);
    }

    /** The variant with builds anywhere plus the extra build sites (Harlaw while the Greyjoys hold Pyke or Great Wyk). */
    private static Variant withBuildSites(IafSetup setup) {
        Variant v = setup.variant;
        BuildPolicy policy = (s, power, p) -> {
            for (IafSetup.ExtraSite x : setup.extraSites) {
                if (x.at() != p) continue;
                if (!x.power().equals(power)) return p.name() + " is a build site of " + x.power() + " only";
                boolean holds = x.whileHolds().stream().anyMatch(h -> power.equals(s.ownerOf(h)));
                if (!holds) {
                    return p.name() + " is a build site only while " + power + " holds "
                            + String.join(" or ", x.whileHolds().stream().map(Province::name).toList());
                }
                return s.unitAt(p) != null ? p.name() + " is occupied" : null;
            }
            return BuildPolicy.ANY_OWNED_CENTRE.refusal(s, power, p);
        };
        Rules rules = new Rules(v.calendar(), v.rules().victoryCentres(), policy);
        return new Variant(v.id(), v.name(), v.board(), v.powers(), rules, v.start(), v.definition());
    }

    @Override
    public GameState start() {
        GameState.Builder b = variant.start().toBuilder();
        b.unit(new Unit(setup.wildlings, setup.wildlingKind, setup.beyondTheWall.main())).stationary(setup.wildlings, true);
        new Heirs(setup.startingHeirs, Map.of()).write(b);
        return IafState.none().write(b).build();
    }

    // ---- orders ----

    /** A marriage whose heir was named by its House alone says which of the alike heirs it took. */
    @Override
    public org.chancery.variant.BotAdvice botAdvice() { return bot; }

    @Override
    public Review review(GameState s, String power, List<Order> standing, String input, Order o) {
        String note = entry.interchangeableNote(s, input, o);
        return note != null ? Review.warn(note) : super.review(s, power, standing, input, o);
    }

    @Override
    public ParseResult parse(GameState s, String power, String text) {
        String input = text == null ? "" : text.strip();
        String house = power == null ? null : variant.power(power).map(Power::name).orElse(power);
        IafState st = IafState.read(s);
        if (house != null && !setup.isHouse(house)) {
            return new ParseResult.Error(input, house + " is not a Great House: nobody gives its orders");
        }
        if (house != null && st.isRemoved(house)) {
            return new ParseResult.Error(input, "House " + house + " has been removed from the game: it gives no more "
                    + "orders, and its units hold");
        }
        if (HeirOrderEntry.isHeirOrder(input)) return entry.parse(s, house, input);
        ParseResult r = super.parse(s, power, input);
        if (!(r instanceof ParseResult.Ok ok)) return r;
        String why = unitRules.refusal(st, ok.order());
        if (why == null) why = adjustmentRefusal(s, st, ok.order());
        return why == null ? r : new ParseResult.Error(input, why);
    }

    /** Builds, waives and removals checked against the balance with promoted heirs counted as units. */
    private String adjustmentRefusal(GameState s, IafState st, Order o) {
        String house = IafAdjustments.powerOf(o);
        if (house == null || !setup.isHouse(house)) return null;
        Heirs heirs = Heirs.read(s);
        int balance = IafAdjustments.balance(s, heirs, house);
        String count = s.centresOf(house).size() + " centres, " + s.unitsOf(house).size() + " units and "
                + heirs.built(house).size() + " promoted heirs (each counts as a unit)";
        if ((o instanceof Order.Build || o instanceof Order.Waive) && balance <= 0) {
            return house + " has no build to make: " + count;
        }
        if (o instanceof Order.Remove && balance >= 0 && !winter.mayPromote(s, heirs, st, house)) {
            return house + " owes no removals: " + count;
        }
        return null;
    }

    /** Unit orders from the board, and a marriage or promotion the House could order now. */
    @Override
    public List<String> examples(GameState s, String power) {
        List<String> out = new ArrayList<>(super.examples(s, power));
        if (power == null || !setup.isHouse(power)) return out;
        Heirs heirs = Heirs.read(s);
        if (s.phase().type() == PhaseType.ADJUSTMENT && winter.mayPromote(s, heirs, IafState.read(s), power)) out.add("Build Heir");
        if (s.phase().type() == PhaseType.MOVEMENT) entry.exampleMarriage(s, heirs, power).ifPresent(out::add);
        return out;
    }

    @Override
    public List<Order> legalOrders(GameState s, Unit unit) {
        IafState st = IafState.read(s);
        List<Order> out = new ArrayList<>();
        for (Order o : super.legalOrders(s, unit)) if (unitRules.refusal(st, o) == null) out.add(o);
        return out;
    }

    @Override
    public List<Order> legalBuilds(GameState s, String power) {
        IafState st = IafState.read(s);
        if (!setup.isHouse(power) || st.isRemoved(power) || s.phase().type() != PhaseType.ADJUSTMENT) return List.of();
        Heirs heirs = Heirs.read(s);
        List<Order> out = new ArrayList<>();
        if (IafAdjustments.balance(s, heirs, power) > 0) out.addAll(super.legalBuilds(s, power));
        if (winter.mayPromote(s, heirs, st, power)) {
            out.add(new Order.Special(power, null, setup.capitalOf(power), IafOrders.PROMOTE, List.of(), "Build Heir"));
        }
        return out;
    }

    @Override
    protected int removalsOwed(GameState s, String power) {
        Heirs heirs = Heirs.read(s);
        int owed = Math.max(0, -IafAdjustments.balance(s, heirs, power));
        boolean promotionMayForceOne = owed == 0 && winter.mayPromote(s, heirs, IafState.read(s), power);
        return promotionMayForceOne ? 1 : owed;
    }

    @Override
    public Map<String, Integer> owed(GameState s) {
        IafState st = IafState.read(s);
        Map<String, Integer> out = new TreeMap<>();
        switch (s.phase().type()) {
            case MOVEMENT -> {
                for (Unit u : s.units()) if (ordersFrom(st, u.power())) out.merge(u.power(), 1, Integer::sum);
            }
            case RETREAT -> {
                for (Dislodgement d : s.dislodged()) {
                    if (ordersFrom(st, d.unit().power()) && !s.isStationary(d.unit())) out.merge(d.unit().power(), 1, Integer::sum);
                }
            }
            case ADJUSTMENT -> {
                Heirs heirs = Heirs.read(s);
                for (String h : winter.houses(s)) {
                    int n = winter.owed(s, heirs, st, h);
                    if (n >= 0) out.put(h, n);
                }
            }
        }
        return out;
    }

    private boolean ordersFrom(IafState st, String power) { return phases.ordersFrom(st, power); }

    // ---- adjudication ----

    @Override
    public Turn play(GameState s, List<Order> orders, Map<String, List<String>> allocations) {
        List<String> notes = new ArrayList<>();
        PhaseResult r = switch (s.phase().type()) {
            case MOVEMENT -> phases.movement(s, orders, notes);
            case RETREAT -> phases.retreat(s, orders);
            case ADJUSTMENT -> winter.adjudicate(s, orders, notes);
        };
        return new Turn(r, phases.advance(r.after(), notes), notes);
    }

    // ---- the end ----

    /** Victory is checked as play passes the Autumn retreats: in the Winter, or the Spring when Winter was skipped. */
    @Override
    public Optional<GameEnd> end(GameState s) {
        Phase p = s.phase();
        boolean afterAutumn = p.type() == PhaseType.ADJUSTMENT
                || (p.type() == PhaseType.MOVEMENT && p.season().equals(variant.calendar().first().season()));
        if (!afterAutumn) return Optional.empty();
        for (Map.Entry<String, Integer> e : s.centreCounts().entrySet()) {
            if (setup.isHouse(e.getKey()) && e.getValue() >= variant.rules().victoryCentres()) {
                return Optional.of(GameEnd.solo(e.getKey(), e.getKey() + " holds " + e.getValue()
                        + " supply centres at the end of the Autumn retreats"));
            }
        }
        return Optional.empty();
    }

    /** Not before five game years have passed: "not before Spring 303" for a game from Spring 298. */
    @Override
    public String drawRefusal(GameState s) {
        Phase first = variant.calendar().first();
        int from = first.year() + setup.drawYears;
        if (s.phase().year() >= from) return null;
        return "a draw needs " + setup.drawYears + " game years to have passed: not before "
                + new Phase(first.season(), from, first.type(), first.abbr(), first.era()).displayName().replace(" Movement", "");
    }

    /** A removed House may not vote. */
    @Override
    public String voterRefusal(GameState s, String power) {
        if (IafState.read(s).isRemoved(power)) {
            return "House " + power + " has been removed from the game, and a removed House may not vote on a draw";
        }
        return super.voterRefusal(s, power);
    }

    /** Every living House that has not been removed. */
    @Override
    public MapMarks marks(GameState s) {
        List<MapMarks.HeirMark> heirs = new ArrayList<>();
        for (var h : Heirs.read(s).all()) {
            heirs.add(new MapMarks.HeirMark(h.power(), h.at(), h.married(), hostages.holder(s, h) != null));
        }
        return new MapMarks(Map.of(), heirs);
    }

    @Override
    public Set<String> drawVoters(GameState s) {
        Set<String> out = super.drawVoters(s);
        out.removeAll(IafState.read(s).removed());
        return out;
    }

    @Override
    public org.chancery.variant.TextView view(GameState s) {
        return new IafView(setup, hostages).of(s, variant.rules().victoryCentres(), drawRefusal(s));
    }

    @Override
    public org.chancery.variant.ScenarioFields scenarioFields() { return IafScenarioFields.INSTANCE; }

    /** The supply centres of the Houses still in the game: a removed House is out of the race (as the status counts). */
    @Override
    public List<Measure> race(GameState s) {
        IafState st = IafState.read(s);
        Map<String, Integer> n = new TreeMap<>();
        for (String h : setup.houses()) if (!st.isRemoved(h) && s.livePowers().contains(h)) n.put(h, s.centreCounts().getOrDefault(h, 0));
        return List.of(new Measure(centresName(), n));
    }

    /** The heirs in a position. */
    public Heirs heirs(GameState s) { return Heirs.read(s); }

    /** Executions, removed Houses and the wildlings' fate in a position. */
    public IafState state(GameState s) { return IafState.read(s); }
}
