package org.chancery.variant.dragon;

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
import org.chancery.variant.GameEnd;
import org.chancery.variant.MapMarks;
import org.chancery.variant.Measure;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Turn;
import org.chancery.variant.Variant;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.HeirNames;
import org.chancery.variant.heirs.HeirOrder;
import org.chancery.variant.heirs.HeirOrderParser;
import org.chancery.variant.heirs.Heirs;

/**
 * Order of the Dragon: five-year cycles with an Autumn Census, stationary minor and thrall powers ordered
 * by secret Diplomacy Points, heirs, thralls and vassals. The cycle cap is a game setting kept in the
 * state ({@link #withCycleCap}); the GM's early elimination of a dropped player is {@link #dropPlayer}.
 */
public final class DragonRuleset implements Ruleset {
    private final Variant variant;
    private final DragonSetup setup;
    private final Rules rules;
    private final OrderParser parser;
    private final LegalOrders legal;
    private final PhaseRunner runner;
    private final AdjustmentAdjudicator adjustments;
    private final HeirNames names;
    private final HeirOrderParser heirParser;
    private final DragonDp dp;
    private final Census census;
    private final DragonOrderEntry entry;
    private final DragonDuties duties;
    private final DragonMovement movement;
    private final DragonBot bot;

    public DragonRuleset(Variant variant) {
        this.variant = variant;
        this.setup = new DragonSetup(variant);
        this.rules = new Rules(variant.calendar(), setup.victoryCentres, this::buildRefusal);
        this.parser = new OrderParser(variant.board(), rules);
        this.legal = new LegalOrders(variant.board(), rules);
        this.runner = new PhaseRunner(variant.board(), rules);
        this.adjustments = new AdjustmentAdjudicator(variant.board(), rules);
        this.names = new HeirNames(variant.board(), setup.powerNames());
        this.heirParser = new HeirOrderParser(variant.board(), names);
        this.dp = new DragonDp(setup, parser, names, this::legalOrders);
        this.census = new Census(setup);
        this.entry = new DragonOrderEntry(setup, parser, heirParser);
        this.duties = new DragonDuties(setup, adjustments, legal, entry);
        this.movement = new DragonMovement(dp, runner, names, new DragonMarriages(setup));
        this.bot = new DragonBot(setup, dp, entry, parser, this);
    }

    @Override public Variant variant() { return variant; }

    @Override public GameState start() { return setup.start(setup.cycleCap); }

    /** The start with another cycle cap (0 for none). */
    public GameState start(int cycleCap) { return setup.start(cycleCap); }

    /** The GM changes the cycle cap of a game in progress (0 for none). */
    public static GameState withCycleCap(GameState s, int cycleCap) {
        if (cycleCap < 0) throw new IllegalArgumentException("the cycle cap is a number of cycles, 0 for none");
        return DragonState.read(s).withCycleCap(cycleCap).write(s.toBuilder()).build();
    }

    /** The GM applies early elimination to a dropped player at the next Autumn Census (§3.3, optional). */
    public static GameState dropPlayer(GameState s, String power) {
        return DragonState.read(s).withDropped(power).write(s.toBuilder()).build();
    }

    @Override
    public List<String> gmActions() {
        return List.of("cycle-cap <n>: end the game in a draw after n cycles (0: no cap)",
                "drop <power>: eliminate a dropped player's power at the next Autumn Census (§3.3)");
    }

    @Override
    public GameState gmAction(GameState s, String action, String value) {
        return switch (action) {
            case "cycle-cap" -> {
                try {
                    yield withCycleCap(s, Integer.parseInt(value.trim()));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("the cycle cap is a whole number of cycles, such as 10; 0 for none");
                }
            }
            case "drop" -> dropPlayer(s, playablePower(value));
            default -> throw new IllegalArgumentException("Order of the Dragon's GM actions are cycle-cap and drop");
        };
    }

    @Override public List<String> playablePowers() { return setup.majors(); }

    @Override public Optional<Allocations> allocations() { return Optional.of(dp); }

    @Override public org.chancery.variant.BotAdvice botAdvice() { return bot; }

    /** The heirs in a position. */
    public Heirs heirs(GameState s) { return Heirs.read(s); }

    /** The minor, thrall and vassal powers in a position. */
    public DragonState dragonState(GameState s) { return DragonState.read(s); }

    /** Each surviving player's centre total for victory, thralls and vassals included (§3.1). */
    public Map<String, Integer> victoryTotals(GameState s) { return Victory.totals(setup, s, DragonState.read(s)); }

    /** Centres towards victory, thralls' and vassals' counted (§3.1), then each player's own; both public. */
    @Override
    public List<Measure> race(GameState s) {
        Map<String, Integer> totals = victoryTotals(s), own = new TreeMap<>();
        for (String p : totals.keySet()) own.put(p, s.centreCounts().getOrDefault(p, 0));
        return List.of(new Measure("Centres towards victory (thralls and vassals counted)", totals), new Measure("Own supply centres", own));
    }

    // ---- orders ----

    @Override
    public ParseResult parse(GameState s, String power, String text) { return entry.parse(s, power, text); }

    /**
     * A results line of a minor's, thrall's or vassal's unit is the order its Diplomacy Points won, which no player
     * may give as an order: read as any order of that unit, or the marriage a winning bid gave it.
     */
    @Override
    public Order resultOrder(GameState s, String power, String text) {
        Order own = Ruleset.super.resultOrder(s, power, text);
        if (own != null) return own;
        if (parser.parse(s, null, text) instanceof ParseResult.Ok ok && ok.order().unit() != null
                && ok.order().unit().power().equals(power)) return ok.order();
        for (Unit u : s.units()) {
            if (!u.power().equals(power)) continue;
            for (Order o : legalOrders(s, u)) if (o.text().equals(text)) return o;
        }
        return null;
    }

    /** Why the power may not build an heir now (§8.1), or null. */
    String heirBuildRefusal(GameState s, String power) { return entry.heirBuildRefusal(s, power); }

    /** Where a power may build a unit: majors in their home centres, vassals in their capital, minors never. */
    private String buildRefusal(GameState s, String power, Province p) {
        DragonState d = DragonState.read(s);
        if (d.isNeutral(power)) return "minor and thrall powers rebuild by themselves";
        if (d.isVassal(power)) {
            if (!p.id().equals(d.vassals().get(power).capital())) return "a vassal builds only in its capital";
            if (!power.equals(s.ownerOf(p))) return power + " no longer owns " + p.name();
            if (s.unitAt(p) != null) return p.name() + " is occupied";
            return null;
        }
        return BuildPolicy.HOME_CENTRES.refusal(s, power, p);
    }

    /** Unit orders from the board, and the power's own heir order when it has one to give. */
    @Override
    public List<String> examples(GameState s, String power) {
        List<String> out = new ArrayList<>(org.chancery.engine.OrderExamples.of(s, power));
        entry.exampleHeirOrder(s, power).ifPresent(out::add);
        return out;
    }

    @Override
    public List<Order> legalOrders(GameState s, Unit unit) {
        List<Order> out = new ArrayList<>(legal.forUnit(s, unit));
        out.removeIf(o -> o instanceof Order.Remove && DragonDuties.removalRefusal(s, unit.power()) != null);
        DragonState d = DragonState.read(s);
        if (s.phase().type() == PhaseType.MOVEMENT && d.isMinor(unit.power())) {
            for (Heir h : Heirs.read(s).all()) {
                if (!h.married()) out.add(DragonMovement.minorMarry(unit, h));
            }
        }
        return out;
    }

    @Override
    public List<Order> legalBuilds(GameState s, String power) {
        List<Order> out = new ArrayList<>(legal.builds(s, power));
        if (heirBuildRefusal(s, power) == null) out.add(new HeirOrder.Build(power, setup.capital(power)).toOrder());
        for (String v : DragonState.read(s).vassalsOf(power)) {
            if (DragonState.read(s).liveControllers(v).contains(power)) out.addAll(legal.builds(s, v));
        }
        return out;
    }

    @Override
    public Map<String, Integer> owed(GameState s) { return duties.owed(s); }

    @Override
    public org.chancery.variant.TextView view(GameState s) { return new DragonView(setup, dp).of(s); }

    @Override
    public List<String> duties(GameState s, String power) { return duties.duties(s, power); }

    // ---- adjudication ----

    @Override
    public Turn play(GameState s, List<Order> orders, Map<String, List<String>> allocations) {
        List<String> notes = new ArrayList<>();
        Map<String, List<String>> secret = new TreeMap<>();
        PhaseResult r = switch (s.phase().type()) {
            case MOVEMENT -> movement.play(s, orders, allocations == null ? Map.of() : allocations, notes, secret);
            case RETREAT -> runner.adjudicate(s, VassalOrders.choose(s, parser, playerOrders(s, orders), o -> true));
            case ADJUSTMENT -> adjustment(s, orders, notes);
        };
        return new Turn(r, advance(r.after(), notes), notes, secret);
    }

    /** Drops orders no player may give here (for minors and thralls, or heir orders out of season). */
    private List<Order> playerOrders(GameState s, List<Order> orders) {
        DragonState d = DragonState.read(s);
        List<Order> out = new ArrayList<>();
        for (Order o : orders) {
            if (o instanceof Order.Special sp && !VassalOrders.KIND.equals(sp.kind())) continue;
            if (o.unit() != null && d.isNeutral(o.unit().power())) continue;
            out.add(o);
        }
        return out;
    }

    private PhaseResult adjustment(GameState s, List<Order> orders, List<String> notes) {
        Heirs heirs = Heirs.read(s);
        List<Outcome> heirOutcomes = new ArrayList<>();
        List<Order> rest = new ArrayList<>();
        Set<String> builtHeir = new TreeSet<>();
        for (Order o : playerOrdersWithHeirs(s, orders)) {
            if (o instanceof Order.Special sp && HeirOrder.BUILD.equals(sp.kind())) {
                String why = builtHeir.contains(sp.power()) ? "an heir is already being built" : heirBuildRefusal(s, sp.power());
                if (why != null) {
                    heirOutcomes.add(Outcome.failed(o, why));
                    continue;
                }
                Province capital = setup.capital(sp.power());
                heirs = heirs.with(new Heir(heirs.nextId(sp.power()), sp.power(), capital.id(), null))
                        .withBuilt(sp.power(), s.phase().year());
                builtHeir.add(sp.power());
                heirOutcomes.add(Outcome.ok(o));
                notes.add(sp.power() + " builds a new heir in " + capital.name());
            } else {
                rest.add(o);
            }
        }
        List<Order> chosen = VassalOrders.choose(s, parser, rest, o -> !(o instanceof Order.Build b)
                || buildRefusal(s, b.power(), b.province()) == null);
        PhaseResult r = runner.adjudicate(s, chosen);
        List<Outcome> outcomes = new ArrayList<>(r.outcomes());
        outcomes.addAll(heirOutcomes);
        return new PhaseResult(outcomes, heirs.write(r.after().toBuilder()).build());
    }

    private List<Order> playerOrdersWithHeirs(GameState s, List<Order> orders) {
        List<Order> out = new ArrayList<>();
        for (Order o : orders) {
            if (o instanceof Order.Special sp && HeirOrder.BUILD.equals(sp.kind())) out.add(o);
        }
        out.addAll(playerOrders(s, orders));
        return out;
    }

    /** Moves on to the next phase needing orders, holding the Census as play leaves the Autumn. */
    GameState advance(GameState s, List<String> notes) {
        Calendar calendar = rules.calendar();
        GameState cur = s;
        while (true) {
            Phase from = cur.phase();
            Phase to = calendar.next(from);
            GameState.Builder b = PhaseRunner.enter(cur, to);
            cur = b.build();
            if (calendar.ownershipChangesBetween(from, to)) {
                cur = census.run(cur, notes);
                if (DragonState.read(cur).end() != null) return cur;
            }
            if (to.type() == PhaseType.RETREAT && cur.dislodged().isEmpty()) continue;
            if (to.type() == PhaseType.RETREAT && onlyStationaryDislodged(cur)) {
                for (Dislodgement x : cur.dislodged()) {
                    notes.add(x.unit().power() + "'s " + x.unit().displayName() + " was dislodged and destroyed");
                }
                cur = runner.adjudicate(cur, List.of()).after();
                continue;
            }
            if (to.type() == PhaseType.ADJUSTMENT && owed(cur).isEmpty()) continue;
            return cur;
        }
    }

    private static boolean onlyStationaryDislodged(GameState s) {
        for (Dislodgement x : s.dislodged()) if (!s.isStationary(x.unit())) return false;
        return true;
    }

    @Override
    public Optional<GameEnd> end(GameState s) {
        DragonState.End e = DragonState.read(s).end();
        if (e == null) return Optional.empty();
        return Optional.of(new GameEnd(e.winners(), e.draw(), e.reason()));
    }

    @Override
    public MapMarks marks(GameState s) {
        DragonState d = DragonState.read(s);
        Map<String, List<String>> patrons = new TreeMap<>();
        d.neutrals().forEach((name, n) -> { if (n.isThrall()) patrons.put(name, List.of(n.controller())); });
        d.vassals().forEach((name, v) -> patrons.put(name, v.controllers()));
        return new MapMarks(patrons, Heirs.read(s).marks());
    }

    @Override
    public Set<String> drawVoters(GameState s) {
        Set<String> out = new TreeSet<>(setup.majors());
        out.removeAll(DragonState.read(s).eliminated());
        return out;
    }

    @Override
    public org.chancery.variant.ScenarioFields scenarioFields() { return new DragonScenarioFields(this); }
}
