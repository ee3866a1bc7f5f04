package org.chancery.variant.europe1615.sanctions;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.BuildPolicy;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Rules;
import org.chancery.engine.Unit;
import org.chancery.variant.Allocations;
import org.chancery.variant.MapMarks;
import org.chancery.variant.europe1615.E1615Setup;
import org.chancery.variant.europe1615.MinorState;
import org.chancery.variant.europe1615.Politics;
import org.chancery.variant.europe1615.Sanctions;

/**
 * Europe 1615's optional sanctions, on unless the GM turns them off before the start: the seeded deal, the Late
 * Winter submissions and selection, the choices and one-time actions of the year's phases, and every sanction's
 * effect (see {@link Restrictions}).
 */
public final class SanctionRules implements Sanctions {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final E1615Setup setup;
    private final ForcedMarch marches;
    private final YearSelection selection;

    public SanctionRules(E1615Setup setup) {
        this.setup = setup;
        Rules rules = new Rules(setup.variant().calendar(), setup.variant().rules().victoryCentres(), BuildPolicy.HOME_CENTRES);
        this.marches = new ForcedMarch(new OrderParser(setup.variant().board(), rules));
        this.selection = new YearSelection(setup);
    }

    // ---- restrictions ----

    @Override public String deploymentRefusal(Politics pol, String power, MinorState m) { return Restrictions.deployment(pol, power, m); }

    @Override public String attackRefusal(Politics pol, String attacker, String target) { return Restrictions.attack(pol, attacker, target); }

    @Override public boolean sameSide(Politics pol, String a, String b) { return Restrictions.allies(pol, a, b); }

    @Override public boolean passes(Politics pol, String side, Province p) { return Restrictions.passes(pol, side, p); }

    @Override public String moveRefusal(Politics pol, Unit u, Province to) { return Restrictions.move(pol, u, to); }

    @Override public boolean mayCapture(Politics pol, String side, Province p) { return Restrictions.mayCapture(pol, side, p); }

    @Override
    public boolean markerAllowed(Politics pol, MinorState m, String marker) {
        return !(E1615Setup.PROTESTANT.equals(marker) && Restrictions.reserved(pol, m));
    }

    @Override public double fortification(Politics pol, Unit u) { return Restrictions.fortification(pol, u); }

    @Override public boolean mayRetreat(Politics pol, Unit u) { return Restrictions.mayRetreat(pol, u); }

    @Override public String disbandReason(Politics pol, Dislodgement d, GameState after) { return Restrictions.disband(pol, d, after); }

    @Override public String retreatRefusal(Politics pol, Unit u, Province to) { return Restrictions.retreat(pol, u, to); }

    @Override public String buildRefusal(Politics pol, String power, Province p) { return Restrictions.build(pol, power, p); }

    @Override public boolean ottomansNeutral(Politics pol) { return SanctionState.read(pol.position()).inEffect(Sanction.OTTOMAN_NEUTRALITY); }

    // ---- the flow ----

    @Override public GameState start(GameState s) { return SanctionState.initial().write(s); }

    /** The seed is left out (it deals every list); a dealt game keeps a seed of 0 so that it is not dealt again. */
    @Override
    public GameState withoutSecrets(GameState s, java.util.Set<String> keep) {
        SanctionState ss = SanctionState.read(s);
        if (!s.extras().containsKey(SanctionState.KEY)) return s;
        Map<String, List<Sanction>> dealt = new TreeMap<>(ss.dealt()), hands = new TreeMap<>(ss.hands());
        Map<String, String> sats = new TreeMap<>(ss.satellites());
        dealt.keySet().retainAll(keep);
        hands.keySet().retainAll(keep);
        sats.keySet().retainAll(keep);
        return new SanctionState(ss.off(), ss.seed() == null ? null : 0L, null, dealt, hands, sats, ss.effects(), ss.overlap())
                .write(s);
    }

    @Override
    public Dealt deal(GameState s, long seed) {
        SanctionState ss = SanctionState.read(s);
        if (ss.seed() != null) return new Dealt(s, List.of(), Map.of());
        long used = ss.fixedSeed() != null ? ss.fixedSeed() : seed;
        if (ss.off()) return new Dealt(ss.withDeal(used, Map.of(), Map.of()).write(s), List.of("Sanctions are off in this game."), Map.of());
        Map<String, List<Sanction>> lists = Deal.lists(used, setup.majors());
        Map<String, String> sats = Deal.satellites(used, lists, satellites(Politics.of(setup, s)));
        List<String> parts = new ArrayList<>();
        Map<String, List<String>> notes = new TreeMap<>();
        lists.forEach((p, hand) -> {
            String titles = Submissions.titles(hand);
            if (sats.containsKey(p)) titles = titles.replace("Satellite state", "Satellite state (satellite state " + sats.get(p) + ")");
            parts.add(p + ": " + titles);
            notes.put(p, List.of("Your secret list of sanctions: " + titles + ". Submit one each Late"
                    + " Winter with your builds (allocate, then its name); /sanctions shows your list and those in effect."));
        });
        String record = "Sanctions dealt with seed " + used + (ss.fixedSeed() != null ? " (fixed by the GM)" : "") + ": "
                + String.join("; ", parts) + ".";
        return new Dealt(ss.withDeal(used, lists, sats).write(s), List.of(record), notes);
    }

    /** States a Satellite card may list: with a centre and a unit, not Sweden or Poland. */
    static List<String> satellites(Politics pol) {
        List<String> out = new ArrayList<>();
        for (MinorState m : pol.all()) {
            if (m.ottoman() || m.dormant() || Places.NOT_SATELLITES.contains(m.key()) || !pol.pliant(m)) continue;
            Province c = pol.setup().province(m.capital());
            if (c.isSupplyCenter() && pol.position().unitAt(c) != null) out.add(m.key());
        }
        return out;
    }

    @Override
    public Line readLine(Politics pol, String power, String line) {
        try {
            Choices.Choice c = Choices.read(pol, power, line);
            return c == null ? null : new Line(c.text(), null);
        } catch (Choices.Refused r) {
            return new Line(null, r.getMessage());
        }
    }

    @Override public ParseResult readOrder(GameState s, String power, String text) { return marches.read(s, power, text); }

    @Override
    public Moves movement(GameState s, Map<String, List<String>> lines, List<Order> orders, List<String> notes,
                          Map<String, List<String>> secret) {
        if (SanctionState.read(s).active().isEmpty()) return Moves.NONE;
        return new SanctionMoves(setup, marches, s, lines, orders, notes, secret);
    }

    @Override
    public GameState afterCaptures(GameState s, List<String> notes) {
        SanctionState ss = SanctionState.read(s);
        if (ss.off()) return s;
        Politics pol = Politics.of(setup, s);
        for (SanctionState.Effect e : ss.active()) {
            String why = Conditions.ends(pol, e);
            if (why == null) continue;
            ss = ss.replace(e, e.end(why));
            notes.add(e.sanction().title + " ends: " + why + ".");
        }
        Map<String, List<Sanction>> gone = new TreeMap<>();
        List<String> never = new ArrayList<>();
        ss.hands().forEach((p, hand) -> hand.forEach(x -> {
            if (!Conditions.never(pol, x)) return;
            gone.computeIfAbsent(p, k -> new ArrayList<>()).add(x);
            if (!never.contains(x.title)) never.add(x.title);
        }));
        if (!never.isEmpty()) notes.add("Never to be played now, and gone from every list: " + String.join(", ", never) + ".");
        return ss.remove(gone).write(s);
    }

    @Override
    public boolean owesSubmission(GameState s, String power) {
        SanctionState ss = SanctionState.read(s);
        if (!ss.live()) return false;
        Politics pol = Politics.of(setup, s);
        if (pol.state().isEliminated(power)) return false;
        for (Sanction x : ss.hand(power)) if (Conditions.unavailable(pol, ss, x, power) == null) return true;
        return false;
    }

    @Override
    public Allocations.Check submission(GameState s, String power, List<String> lines) {
        return Submissions.check(Politics.of(setup, s), SanctionState.read(s), power, lines);
    }

    @Override
    public List<String> suggestions(GameState s, String power) {
        SanctionState ss = SanctionState.read(s);
        List<String> out = new ArrayList<>();
        if (s.phase().type() == PhaseType.MOVEMENT) {
            for (SanctionState.Effect e : ss.active()) {
                if (e.pending().contains(power) && e.sanction() != Sanction.FORCED_MARCH) out.add(Choices.example(e.sanction()));
            }
            return out;
        }
        for (Sanction x : ss.hand(power)) {
            out.add(x.title);
            if (x.advantage() && !x.confession().equals(setup.confession(power))) out.add(x.title + " SUPPORT");
        }
        return out;
    }

    @Override
    public GameState select(GameState s, Map<String, List<String>> submissions, List<String> notes, Map<String, List<String>> secret) {
        return selection.select(s, submissions, notes, secret);
    }

    // ---- the GM, the view, scenarios ----

    @Override
    public List<String> gmActions() {
        return List.of("sanctions on|off: play the optional sanctions or not (before the start; on by default)",
                "deal-seed <number>: deal the sanctions from this seed at the start (to replay a deal)",
                "overlap strict|latest: where sanctions disagree about who may deploy INFs, every bar applies (strict,"
                        + " the default) or the later sanction decides");
    }

    @Override
    public GameState gmAction(GameState s, String action, String value) {
        SanctionState ss = SanctionState.read(s);
        String v = value.strip().toLowerCase(java.util.Locale.ROOT);
        switch (action) {
            case "sanctions" -> {
                if (!v.equals("on") && !v.equals("off")) throw new IllegalArgumentException("say 'rule sanctions on' or 'rule sanctions off'");
                if (ss.seed() != null) throw new IllegalArgumentException("the sanctions are set when the game starts; it has started");
                return ss.withOff(v.equals("off")).write(s);
            }
            case "deal-seed" -> {
                if (ss.seed() != null) throw new IllegalArgumentException("the sanctions were dealt when the game started");
                try {
                    return ss.withFixedSeed(Long.parseLong(v)).write(s);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("the seed is a whole number, such as 'rule deal-seed 1615'");
                }
            }
            case "overlap" -> {
                if (!v.equals(SanctionState.STRICT) && !v.equals(SanctionState.LATEST)) {
                    throw new IllegalArgumentException("say 'rule overlap strict' or 'rule overlap latest'");
                }
                return ss.withOverlap(v).write(s);
            }
            default -> { return null; }
        }
    }

    @Override public String view(GameState s, String power) { return SanctionView.of(setup, s, power); }

    /** A white cross on each reserved state, a square by each fortified centre. */
    @Override
    public List<MapMarks.Mark> marks(Politics pol) {
        List<MapMarks.Mark> out = new ArrayList<>();
        for (SanctionState.Effect e : SanctionState.read(pol.position()).active()) {
            for (String x : e.chosen()) {
                if (e.sanction() == Sanction.ECCLESIASTICAL_RESERVATION && pol.get(x) != null) {
                    out.add(new MapMarks.Mark(MapMarks.Symbol.CROSS, List.of(pol.get(x).capital()), null, "#ffffff", null,
                            "Ecclesiastical reservation (white cross)"));
                } else if (e.sanction().forts() > 0) {
                    out.add(new MapMarks.Mark(MapMarks.Symbol.SQUARE, List.of(x), null, "#b0a48a", null, "Fortified centre (stronghold)"));
                }
            }
        }
        return out;
    }

    @Override
    public GameState readScenario(JsonNode node, GameState s) {
        SanctionState given = org.chancery.variant.ScenarioInput.convert("sanctions", node, SanctionState.class,
                "an object of the powers' lists and the sanctions in effect, such as {\"hands\": {\"France\": [\"Levy an army\"]},"
                + " \"effects\": [{\"sanction\": \"Embargo on Spain\", \"year\": 1616, \"holders\": [\"England\"]}]}");
        if (given == null) throw org.chancery.variant.ScenarioInput.wrong("sanctions", node, "an object of the powers' lists and the sanctions in effect");
        return given.write(s);
    }

    @Override public JsonNode writeScenario(GameState after) { return JSON.valueToTree(SanctionState.read(after)); }
}
