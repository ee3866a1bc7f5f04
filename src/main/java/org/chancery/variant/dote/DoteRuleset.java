package org.chancery.variant.dote;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chancery.engine.BuildPolicy;
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
import org.chancery.variant.Turn;
import org.chancery.variant.Variant;
import org.chancery.variant.economy.Treasury;
import org.chancery.variant.roads.Roads;

/**
 * Diplomacy of the Empire: four kinds of legion (Infantry, Cavalry and Fleets of strength 1, Catapults of 1.5),
 * two-stage moves for Cavalry and Fleets (the second with the retreats), roads between cities, straits, fortified
 * cities, and a treasury of talents in place of supply centres: tribute, upkeep, prices with inflation, builds
 * bought in the capital or cities joined to it, payments between powers. The last player standing wins.
 */
public final class DoteRuleset extends ClassicRuleset {
    /** Build sites are checked by the variant; money, not centres, limits builds. */
    private static final BuildPolicy BY_MONEY = new BuildPolicy() {
        @Override public String refusal(GameState s, String power, Province p) { return null; }
        @Override public boolean limitedByCentres() { return false; }
    };

    private final DoteSetup setup;
    private final Empire empire;
    private final DoteOrderEntry entry;
    private final DoteMoves moves;
    private final Seasons seasons;
    private final Builds builds;
    private final DoteReview reviews;
    private final DoteBotAdvice botAdvice;

    public DoteRuleset(Variant v) { this(new DoteSetup(v)); }

    private DoteRuleset(DoteSetup setup) {
        super(withBuildRules(setup.variant));
        this.setup = setup;
        this.empire = new Empire(setup);
        this.entry = new DoteOrderEntry(setup, empire, parser);
        Payments payments = new Payments(setup, empire);
        this.moves = new DoteMoves(setup, empire, payments);
        this.seasons = new Seasons(setup, empire, payments);
        this.builds = new Builds(setup, empire, entry, payments);
        this.reviews = new DoteReview(setup, empire);
        this.botAdvice = new DoteBotAdvice(this, setup, empire, builds);
    }

    @Override
    public org.chancery.variant.BotAdvice botAdvice() { return botAdvice; }

    private static Variant withBuildRules(Variant v) {
        Rules rules = new Rules(v.calendar(), v.rules().victoryCentres(), BY_MONEY);
        return new Variant(v.id(), v.name(), v.board(), v.powers(), rules, v.start(), v.definition());
    }

    @Override
    public GameState start() {
        GameState.Builder b = variant.start().toBuilder();
        Roads roads = Roads.none();
        for (Map.Entry<Province, Boolean> c : setup.startCities.entrySet()) roads = roads.withCity(c.getKey(), c.getValue());
        roads.write(b);
        Treasury.empty().write(b);
        DoteState.none().write(b);
        return seasons.joinRoads(b.build());
    }

    // ---- orders ----

    @Override
    public ParseResult parse(GameState s, String power, String text) { return entry.parse(s, power, text); }

    @Override
    public List<Order> legalOrders(GameState s, Unit unit) {
        List<Order> candidates = new ArrayList<>(super.legalOrders(s, unit));
        if (s.phase().type() == PhaseType.MOVEMENT && unit.kind().usesRoads()) {
            List<List<Province>> routes = setup.roads.routes(Roads.read(s), unit.province());
            for (List<Province> r : routes.subList(0, Math.min(routes.size(), 60))) {
                candidates.add(new Order.Move(unit, r.get(r.size() - 1).main(), false, r.subList(0, r.size() - 1), null));
            }
        }
        List<Order> out = new ArrayList<>();
        for (Order o : candidates) if (parse(s, unit.power(), o.text()) instanceof ParseResult.Ok) out.add(o);
        return out;
    }

    /** In the build phase: a legion or a city the power may buy, and a payment (there is nothing to waive). */
    @Override
    public List<String> examples(GameState s, String power) {
        if (s.phase().type() != PhaseType.ADJUSTMENT) return super.examples(s, power);
        List<String> out = new ArrayList<>();
        String who = power != null ? power : empire.players(s).isEmpty() ? null : empire.players(s).get(0);
        if (who == null) return List.of("Build Inf his", "Build City nar", "PAY 10 Italia");
        for (Order o : legalBuilds(s, who)) {
            if (out.size() < 2 && (o instanceof Order.Build || out.isEmpty())) out.add(o.text());
        }
        for (String p : empire.players(s)) {
            if (!p.equals(who)) {
                out.add("PAY 10 " + p);
                break;
            }
        }
        return out;
    }

    /** A player may disband any of its legions in the build phase (if it does, it builds none). */
    @Override
    protected int removalsOwed(GameState s, String power) { return s.unitsOf(power).size(); }

    @Override
    public List<Order> legalBuilds(GameState s, String power) {
        if (s.phase().type() != PhaseType.ADJUSTMENT) return List.of();
        List<Order> out = new ArrayList<>();
        Roads roads = Roads.read(s);
        for (Order o : super.legalBuilds(s, power)) {
            if (o instanceof Order.Build b && entry.buildSite(s, roads, b) == null && roads.hasCity(b.at().province())) out.add(o);
        }
        for (Province p : s.board().provinces()) {
            if (!power.equals(s.ownerOf(p))) continue;
            for (String text : List.of("Build City " + p.id(), "Build Fort " + p.id(), "Raze " + p.id())) {
                if (parse(s, power, text) instanceof ParseResult.Ok ok) out.add(ok.order());
            }
        }
        return out;
    }

    @Override
    public Map<String, Integer> owed(GameState s) {
        if (s.phase().type() != PhaseType.ADJUSTMENT) {
            Map<String, Integer> out = new TreeMap<>(super.owed(s));
            out.keySet().retainAll(empire.players(s));
            return out;
        }
        Map<String, Integer> out = new TreeMap<>();
        for (String p : empire.players(s)) out.put(p, builds.owedDisbands(s, p));
        return out;
    }

    // ---- adjudication ----

    @Override
    public Turn play(GameState s, List<Order> orders, Map<String, List<String>> allocations) {
        List<String> notes = new ArrayList<>();
        PhaseResult r = switch (s.phase().type()) {
            case MOVEMENT -> moves.movement(s, orders, notes);
            case RETREAT -> moves.retreat(s, orders);
            case ADJUSTMENT -> builds.adjudicate(s, orders, notes);
        };
        GameState next = advance(r.after(), notes);
        return new Turn(r, next, notes, ledgerNotes(s, next));
    }

    /** Moves on to the next phase that needs orders, ending seasons on the way. */
    GameState advance(GameState s, List<String> notes) {
        GameState cur = s;
        while (true) {
            Phase from = cur.phase();
            Phase to = variant.calendar().next(from);
            GameState ended = cur;
            if (to.type() != PhaseType.RETREAT) {
                ended = cur.toBuilder().clearDislodged().build();
                if (variant.calendar().ownershipChangesBetween(from, to)) ended = seasons.fall(ended, notes);
                else if (!from.season().equals(to.season()) && from.type() != PhaseType.ADJUSTMENT) ended = seasons.spring(ended, notes);
            }
            cur = ended.toBuilder().phase(to).build();
            if (to.type() == PhaseType.RETREAT && cur.dislodged().isEmpty()) continue;
            return cur;
        }
    }

    /** Each power's new ledger lines, for it alone. */
    private Map<String, List<String>> ledgerNotes(GameState before, GameState after) {
        Treasury was = Treasury.read(before), now = Treasury.read(after);
        Map<String, List<String>> out = new TreeMap<>();
        for (String p : setup.powers()) {
            List<String> lines = now.ledgerOf(p);
            int old = was.ledgerOf(p).size();
            if (lines.size() <= old) continue;
            List<String> mine = new ArrayList<>(lines.subList(old, lines.size()));
            mine.add("Treasury: " + now.balance(p) + " talents.");
            out.put(p, List.of(String.join("\n", mine)));
        }
        return out;
    }

    // ---- the end ----

    @Override
    public Optional<GameEnd> end(GameState s) {
        List<String> left = empire.players(s);
        if (left.size() == 1) {
            return Optional.of(GameEnd.solo(left.get(0), "the last player standing, emperor of a united empire"));
        }
        if (left.isEmpty()) return Optional.of(new GameEnd(List.of(), false, "no player is left"));
        return Optional.empty();
    }

    /** A draw of two or three players only. */
    @Override
    public String drawRefusal(GameState s) {
        int n = empire.players(s).size();
        return n <= 3 ? null : "a draw is for two or three survivors, and " + n + " are still playing";
    }

    @Override
    public Set<String> drawVoters(GameState s) { return new TreeSet<>(empire.players(s)); }

    /** The power's units are disbanded, its territories become blank (their cities stay), its treasury is gone. */
    @Override
    public Optional<GameState> surrender(GameState s, String power) {
        if (!empire.players(s).contains(power)) return Optional.empty();
        GameState.Builder b = s.toBuilder();
        for (Unit u : s.unitsOf(power)) b.removeUnit(u.province());
        for (Province p : s.board().provinces()) if (power.equals(s.ownerOf(p))) b.owner(p, null);
        Treasury.read(s).without(power).write(b);
        DoteState.read(s).without(power).write(b);
        return Optional.of(b.build());
    }

    /** Every treasury and ledger but those kept is left out (an import plays on with them empty). */
    @Override
    public GameState withoutSecrets(GameState s, Set<String> keep) {
        Treasury t = Treasury.read(s);
        for (String p : setup.powers()) if (!keep.contains(p)) t = t.without(p);
        return t.write(s.toBuilder()).build();
    }

    /** The treasury, the price level and every ledger line, for the power alone. */
    @Override
    public List<String> accounts(GameState s, String power) {
        Treasury t = Treasury.read(s);
        List<String> out = new ArrayList<>();
        out.add(power + "'s treasury: " + t.balance(power) + " talents. Prices are " + (t.priceFactor() == 1 ? "at their base"
                : t.priceFactor() + " times their base") + "; upkeep is " + setup.prices.upkeep(t.priceFactor()) + " a legion.");
        if (empire.homeLost(s, power)) {
            out.add(power + " has lost " + setup.homes.get(power).name() + ": it keeps no treasury, receives no payments,"
                    + " and builds nothing until it retakes it.");
        }
        out.addAll(t.ledgerOf(power));
        return out;
    }

    @Override
    public org.chancery.variant.Review review(GameState s, String power, List<Order> standing, String input, Order o) {
        return reviews.review(s, power, standing, o);
    }

    /**
     * In the build phase: the treasury, what must be disbanded if the upkeep cannot be paid, and what may be bought;
     * for the power alone.
     */
    @Override
    public List<String> duties(GameState s, String power) {
        if (s.phase().type() != PhaseType.ADJUSTMENT) return super.duties(s, power);
        if (!empire.players(s).contains(power)) return List.of();
        Treasury t = Treasury.read(s);
        int f = t.priceFactor();
        List<String> out = new ArrayList<>();
        out.add(power + " holds " + t.balance(power) + " talents; the upkeep of its legions, " + setup.prices.upkeep(f)
                + " each, is paid by itself.");
        int owed = builds.owedDisbands(s, power);
        if (owed > 0) {
            out.add(power + " must disband " + owed + (owed == 1 ? " legion" : " legions") + ": give them with /order, e.g. Destroy "
                    + s.unitsOf(power).get(0).province().name() + "; otherwise those farthest from "
                    + setup.homes.get(power).name() + " go.");
        }
        List<Order> choices = legalBuilds(s, power);
        int cheapest = Math.min(setup.prices.of("I", f), setup.prices.of("city", f));
        if (empire.capitalRazed(s, power)) {
            String home = setup.homes.get(power).name();
            out.add(power + "'s capital in " + home + " is razed: Build City " + home + " (" + setup.prices.of("city", f)
                    + " talents) rebuilds it, and legions may be built there in the same build phase.");
        }
        boolean legions = empire.noBuilds(s, power) == null && choices.stream().anyMatch(o -> o instanceof Order.Build);
        if (t.balance(power) < cheapest) {
            out.add(power + " holds too little to build anything (the cheapest, a city or Infantry, costs " + cheapest
                    + "); it may raze its cities, or build with talents another power pays it this phase.");
        } else if (!choices.isEmpty()) {
            out.add(power + " may build " + (legions ? "legions (Inf " + setup.prices.of("I", f) + ", Cav " + setup.prices.of("C", f)
                    + ", Cat " + setup.prices.of("K", f) + ", F " + setup.prices.of("F", f) + "), " : "") + "cities ("
                    + setup.prices.of("city", f) + ", fortified " + setup.prices.of("fortifiedCity", f) + "), forts ("
                    + setup.prices.of("fort", f) + "), raze its cities or pay another power, e.g. " + choices.get(0).text()
                    + "; all builds fail if they cost more than it holds.");
        }
        return out;
    }

    /** The players still in the game, their territories and legions; the treasuries stay secret. */
    @Override
    public org.chancery.variant.TextView view(GameState s) {
        List<String> left = empire.players(s);
        Map<String, Integer> territories = new TreeMap<>();
        for (String p : left) territories.put(p, s.centreCounts().getOrDefault(p, 0));
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<String, Integer> e : org.chancery.variant.TextView.mostFirst(territories)) {
            rows.add(List.of(e.getKey(), String.valueOf(e.getValue()), String.valueOf(s.unitsOf(e.getKey()).size())));
        }
        Map<String, String> notes = new TreeMap<>();
        for (String p : DoteState.read(s).out()) notes.put(p, "out of the game");
        String prices = "Prices are " + (Treasury.read(s).priceFactor() == 1 ? "at their base." : Treasury.read(s).priceFactor()
                + " times their base.");
        return new org.chancery.variant.TextView(List.of("Victory to the last player standing: " + left.size()
                + " still playing. " + prices), notes,
                List.of(new org.chancery.variant.TextView.Section("Players still standing", List.of("Power", "Territories", "Legions"), rows)));
    }

    @Override
    public List<String> gmActions() {
        return List.of("players 6: the six-player game (Macedonia is out and Syria is worth 5), set in the first phase");
    }

    @Override
    public GameState gmAction(GameState s, String action, String value) {
        if (!action.equals("players")) throw new IllegalArgumentException(variant.name() + "'s GM action is players 6");
        if (!value.strip().equals("6")) throw new IllegalArgumentException("the only other setting is players 6");
        if (!s.phase().equals(variant.calendar().first())) {
            throw new IllegalArgumentException("the six-player game is set in the first phase, " + variant.calendar().first().displayName());
        }
        return sixPlayerGame(setup, s);
    }

    /** The six-player game: Macedonia's legions, territory and capital go, and Syria yields 5 (NOTES, reading 13). */
    static GameState sixPlayerGame(DoteSetup setup, GameState s) {
        String out = setup.sixPlayerDrop;
        GameState.Builder b = s.toBuilder();
        for (Unit u : s.unitsOf(out)) b.removeUnit(u.province());
        Province home = setup.homes.get(out);
        b.owner(home, null);
        Roads.read(s).razed(home).write(b);
        DoteState.read(s).withSixPlayers().without(out).write(b);
        return b.build();
    }

    /**
     * Cities, fortified cities and capitals in their owners' colours, the roads, the four "dotted" straits, gold
     * ten-talent names, four legions.
     */
    @Override
    public MapMarks marks(GameState s) {
        Roads roads = Roads.read(s);
        MapMarks m = MapMarks.none();
        for (List<String> r : roads.roads()) {
            m = m.with(new MapMarks.Mark(MapMarks.Symbol.LINE, r, null, ROAD, null, "Road"));
        }
        for (Set<Province> strait : setup.straits) {
            List<String> ends = strait.stream().map(Province::id).sorted().toList();
            m = m.with(new MapMarks.Mark(MapMarks.Symbol.CROSSING, ends, null, null, null, "Strait: crossed in one move"));
        }
        for (Map.Entry<String, String> c : roads.cities().entrySet()) {
            Province p = setup.province(c.getKey());
            String owner = s.ownerOf(p);
            boolean fortified = c.getValue().equals(Roads.FORTIFIED);
            m = m.with(new MapMarks.Mark(MapMarks.Symbol.SQUARE, List.of(p.id()), owner, owner == null ? UNOWNED : null,
                    fortified ? "F" : null, fortified ? "Fortified city" : "City"));
            if (owner != null && owner.equals(p.home())) {
                m = m.with(new MapMarks.Mark(MapMarks.Symbol.FLAG, List.of(p.id()), owner, null, null, "Capital"));
            }
        }
        boolean six = DoteState.read(s).sixPlayers();
        List<String> gold = new ArrayList<>();
        for (Province p : s.board().provinces()) if (setup.tenTalents.contains(p) && setup.talents(p, six) == 10) gold.add(p.id());
        m = m.with(new MapMarks.Mark(MapMarks.Symbol.NAME, gold, null, GOLD, null, "Ten talents a year (five elsewhere)"));
        Map<String, String> glyphs = new TreeMap<>();
        for (var k : setup.board.unitKinds()) glyphs.put(String.valueOf(k.letter()), k.name().toLowerCase(java.util.Locale.ROOT));
        return m.withUnits(glyphs, false);
    }

    private static final String ROAD = "#7a4e1f";
    private static final String UNOWNED = "#fcfaf5";

    @Override
    public String centresName() { return "Territories"; }

    /**
     * Territories and each power's tribute this year, for the players still standing: both follow from the board
     * and are public (NOTES, reading 15); the treasuries are not, and are not here.
     */
    @Override
    public List<Measure> race(GameState s) {
        Map<String, Integer> territories = new TreeMap<>(), tribute = new TreeMap<>();
        for (String p : empire.players(s)) {
            territories.put(p, s.centreCounts().getOrDefault(p, 0));
            tribute.put(p, empire.tribute(s, p));
        }
        return List.of(new Measure("Territories", territories),
                new Measure("Tribute (talents a year)", tribute));
    }

    /** The gold of the ten-talent names on the designer's map, dark enough to read on parchment. */
    private static final String GOLD = "#a57a00";

    @Override
    public org.chancery.variant.ScenarioFields scenarioFields() { return new DoteScenarioFields(setup, seasons); }

    // ---- labels ----

    /** "Spring 43 BC": a phase's season and year, for ledger lines. */
    static String when(Phase p) { return p.season() + " " + p.yearName(); }

    /** "43 BC". */
    static String year(Phase p) { return p.yearName(); }
}
