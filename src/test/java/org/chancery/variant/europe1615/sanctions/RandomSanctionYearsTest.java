package org.chancery.variant.europe1615.sanctions;

import static org.chancery.variant.europe1615.Fixture.R;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.Allocations;
import org.chancery.variant.Turn;
import org.chancery.variant.europe1615.E1615State;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded random years of play with the sanctions dealt: every Late Winter each power submits a random sanction
 * from its list (some with SUPPORT), choosers make random choices the checks accept, and forced marches, bribes
 * and levies are tried. Every phase must adjudicate; lists only shrink; every sanction in effect was on a list.
 */
class RandomSanctionYearsTest {
    private static final String[] CHOICES = {"CAT", "SAX", "HES", "WUR", "BAV", "LOR", "SAV", "VEN", "par", "lon", "cas", "vie",
        "cop", "yor", "bre", "mar"};

    @ParameterizedTest
    @ValueSource(longs = {3, 4})
    void sixYearsOfRandomPlayWithSanctions(long seed) {
        Random rnd = new Random(seed);
        GameState s = R.begin(R.start(), seed).state();
        List<String> all = R.playablePowers();
        for (Sanction x : List.of(Sanction.FORCED_MARCH, Sanction.LEVY_AN_ARMY, Sanction.RELIEVE_ATTRITION, Sanction.STRONGHOLD_II)) {
            s = SanctionFixture.pending(s, x, all, all);
        }
        s = SanctionFixture.pending(s, Sanction.BRIBE_A_UNIT, all, List.of("Spain"));
        int submitted = 0;
        while (s.phase().year() < 1621 && R.end(s).isEmpty()) {
            List<Order> orders = new ArrayList<>();
            Map<String, List<String>> secret = new TreeMap<>();
            Allocations alloc = R.allocations().orElseThrow();
            for (String p : R.playablePowers()) {
                PhaseType type = s.phase().type();
                if (type == PhaseType.MOVEMENT) {
                    for (Unit u : s.unitsOf(p)) orders.add(pick(rnd, R.legalOrders(s, u)));
                    march(rnd, s, p, orders);
                    List<String> lines = new ArrayList<>();
                    List<String> states = alloc.suggestions(s, p);
                    if (!states.isEmpty() && E1615State.read(s).left(p) > 0) lines.add("1: " + pick(rnd, states));
                    lines.addAll(choices(rnd, s, p));
                    Allocations.Check c = alloc.check(s, p, lines, List.of());
                    assertTrue(c.ok(), () -> p + " " + lines + " " + c.errors());
                    secret.put(p, lines);
                } else if (type == PhaseType.RETREAT) {
                    for (var d : s.dislodged()) if (d.unit().power().equals(p)) orders.add(pick(rnd, R.legalOrders(s, d.unit())));
                } else {
                    List<Order> builds = R.legalBuilds(s, p);
                    if (!builds.isEmpty()) orders.add(pick(rnd, builds));
                    List<String> offered = alloc.suggestions(s, p);
                    if (!alloc.pointed(s) && !offered.isEmpty() && R.owed(s).containsKey(p)) {
                        String line = pick(rnd, offered);
                        if (alloc.check(s, p, List.of(line), List.of()).ok()) {
                            secret.put(p, List.of(line));
                            submitted++;
                        }
                    }
                }
            }
            SanctionState before = SanctionState.read(s);
            Turn t = R.play(s, orders, secret);
            SanctionState after = SanctionState.read(t.next());
            for (String p : R.playablePowers()) assertTrue(before.hand(p).containsAll(after.hand(p)), "lists only shrink");
            for (SanctionState.Effect e : after.effects()) {
                assertTrue(before.effects().contains(e) || before.effects().stream().anyMatch(b -> b.sanction() == e.sanction())
                        || before.hands().values().stream().anyMatch(h -> h.contains(e.sanction())), e.toString());
            }
            assertTrue(t.next().phase() != s.phase() || R.end(t.next()).isPresent());
            s = t.next();
        }
        assertTrue(submitted >= 10, "submissions made: " + submitted);
    }

    /** Random choices for whatever the power has pending, kept when the check accepts them. */
    private static List<String> choices(Random rnd, GameState s, String p) {
        List<String> out = new ArrayList<>();
        for (SanctionState.Effect e : SanctionState.read(s).active()) {
            if (!e.pending().contains(p) || e.sanction() == Sanction.FORCED_MARCH) continue;
            for (int i = 0; i < 12; i++) {
                String line = e.sanction().title + ": " + candidate(rnd, s, e);
                List<String> trial = new ArrayList<>(out);
                trial.add(line);
                if (R.allocations().orElseThrow().check(s, p, trial, List.of()).ok()) {
                    out.add(line);
                    break;
                }
            }
        }
        return out;
    }

    private static String candidate(Random rnd, GameState s, SanctionState.Effect e) {
        Sanction x = e.sanction();
        if (x == Sanction.CANCELLATION_OPTION) return pick(rnd, SanctionState.read(s).active()).sanction().title;
        if (x == Sanction.BRIBE_A_UNIT || x == Sanction.RELIEVE_ATTRITION) return pick(rnd, s.units()).shortName();
        if (x == Sanction.LEVY_AN_ARMY) return "A " + pick(rnd, List.of(CHOICES));
        if (x.forts() > 0) {
            List<String> centres = new ArrayList<>();
            for (Province c : s.board().provinces()) if (c.isSupplyCenter() && R.playablePowers().contains(s.ownerOf(c))) centres.add(c.id());
            List<String> picked = new ArrayList<>();
            for (int i = 0; i < x.forts(); i++) picked.add(pick(rnd, centres));
            return String.join(", ", picked);
        }
        int n = Math.max(1, x.forts() + (x == Sanction.ECCLESIASTICAL_RESERVATION ? e.holders().size() - 1 : 0));
        List<String> picked = new ArrayList<>();
        for (int i = 0; i < n; i++) picked.add(pick(rnd, List.of(CHOICES)));
        return String.join(", ", picked);
    }

    /** Sometimes a forced march for one of the power's armies, when it holds one. */
    private static void march(Random rnd, GameState s, String p, List<Order> orders) {
        SanctionState.Effect e = SanctionState.read(s).active(Sanction.FORCED_MARCH);
        if (e == null || !e.pending().contains(p) || rnd.nextInt(3) == 0) return;
        for (Unit u : s.unitsOf(p)) {
            for (Order o : R.legalOrders(s, u)) {
                if (!(o instanceof Order.Move m)) continue;
                Province to = m.to().province();
                if (R.parse(s, p, o.text() + " || " + to.id() + " H") instanceof ParseResult.Ok) continue;
                for (Province next : s.board().armyNeighbours(to)) {
                    if (R.parse(s, p, o.text() + " || " + to.id() + " - " + next.id()) instanceof ParseResult.Ok ok) {
                        orders.removeIf(x -> x.province() == u.province());
                        orders.add(ok.order());
                        return;
                    }
                }
            }
        }
    }

    private static <T> T pick(Random rnd, List<T> options) { return options.get(rnd.nextInt(options.size())); }
}
