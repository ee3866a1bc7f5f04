package org.chancery.variant.europe1615;

import static org.chancery.variant.europe1615.Fixture.R;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.Allocations;
import org.chancery.variant.Turn;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded random years of play: legal orders, deployments that pass the check, attacks, Winter orders. Every phase
 * must adjudicate, keep one unit a province, keep each state's centres with a live holder, and never let a
 * deployment past what a power has left.
 */
class RandomYearsTest {
    /** This phase's orders for the Papal units, which only the Catholic powers may give. */
    private static final java.util.Set<String> papal = new java.util.HashSet<>();

    @ParameterizedTest
    @ValueSource(longs = {1, 2})
    void sixYearsOfRandomPlay(long seed) {
        Random rnd = new Random(seed);
        GameState s = R.start();
        int phases = 0;
        while (s.phase().year() < 1621 && R.end(s).isEmpty()) {
            List<Order> orders = new ArrayList<>();
            Map<String, List<String>> inf = new TreeMap<>();
            List<String> offered = new ArrayList<>();
            papal.clear();
            if (s.phase().type() == PhaseType.MOVEMENT) {
                for (String k : R.allocations().orElseThrow().suggestions(s, "Spain")) offered.add("1: " + k);
                for (Unit u : s.units()) {
                    if (!R.playablePowers().contains(u.power())) for (Order o : R.legalOrders(s, u)) {
                        offered.add(o.text());
                        if (u.power().equals(Fixture.state("PAPL").power())) papal.add(o.text());
                    }
                }
            }
            for (String p : R.playablePowers()) {
                if (s.phase().type() == PhaseType.MOVEMENT) {
                    for (Unit u : s.unitsOf(p)) orders.add(pick(rnd, R.legalOrders(s, u)));
                    List<String> lines = deployment(rnd, s, p, offered);
                    Allocations.Check c = R.allocations().orElseThrow().check(s, p, lines, List.of());
                    assertTrue(c.ok(), () -> p + " " + lines + " " + c.errors());
                    inf.put(p, lines);
                } else if (s.phase().type() == PhaseType.RETREAT) {
                    for (var d : s.dislodged()) if (d.unit().power().equals(p)) orders.add(pick(rnd, R.legalOrders(s, d.unit())));
                } else {
                    List<Order> options = new ArrayList<>(R.legalBuilds(s, p));
                    for (Unit u : s.units()) if (p.equals(Politics.of(Fixture.SETUP, s).side(u.power()))) options.add(new Order.Remove(u));
                    for (int i = 0; i < R.owed(s).getOrDefault(p, 0) && !options.isEmpty(); i++) orders.add(pick(rnd, options));
                }
            }
            Turn t = R.play(s, orders, inf);
            check(t.next());
            assertTrue(t.next().phase() != s.phase() || R.end(t.next()).isPresent());
            s = t.next();
            phases++;
        }
        assertTrue(phases >= 18 || R.end(s).isPresent(), "played " + phases + " phases to " + s.phase() + ", " + R.end(s));
        if (R.end(s).isEmpty()) assertEquals(s.phase().year() - 1615, E1615State.read(s).rounds().size(), "one round a year");
    }

    /** A random deployment from what Spain (a Catholic power, offered every state) is offered. */
    private static List<String> deployment(Random rnd, GameState s, String p, List<String> offered) {
        List<String> out = new ArrayList<>();
        List<String> states = new ArrayList<>(), unitOrders = new ArrayList<>();
        for (String o : offered) {
            if (!o.startsWith("1: ")) {
                if (Fixture.SETUP.catholic(p) || !papal.contains(o)) unitOrders.add(o);
            }
            else if (Fixture.SETUP.catholic(p) || !o.equals("1: PAPL")) states.add(o);
        }
        int left = E1615State.read(s).left(p);
        List<String> used = new ArrayList<>();
        while (left > 0 && !states.isEmpty() && rnd.nextInt(3) > 0) {
            String st = states.get(rnd.nextInt(states.size())).substring(3);
            int n = 1 + rnd.nextInt(left);
            out.add(n + ": " + st);
            used.add(st);
            left -= n;
        }
        List<String> ordered = new ArrayList<>();
        for (int i = 0; i < 4 && !unitOrders.isEmpty(); i++) {
            String o = unitOrders.get(rnd.nextInt(unitOrders.size()));
            String unit = o.split(" ")[1].split("-")[0];
            if (ordered.contains(unit)) continue;
            ordered.add(unit);
            out.add(o);
        }
        if (!used.isEmpty() && rnd.nextBoolean()) {
            List<String> others = new ArrayList<>(R.playablePowers());
            others.remove(p);
            out.add(used.get(0) + " > " + others.get(rnd.nextInt(others.size())));
        }
        return out;
    }

    private static <T> T pick(Random rnd, List<T> options) { return options.get(rnd.nextInt(options.size())); }

    private static void check(GameState s) {
        E1615State st = E1615State.read(s);
        for (String p : R.playablePowers()) assertTrue(st.spent().getOrDefault(p, 0) <= st.budgets().getOrDefault(p, 0), p);
        Politics pol = Politics.of(Fixture.SETUP, s);
        for (Province c : s.board().provinces()) {
            String owner = s.ownerOf(c);
            if (owner == null) continue;
            assertTrue(R.playablePowers().contains(owner) || pol.ofPower(owner) != null || pol.all().stream()
                    .anyMatch(m -> m.power().equals(owner)), "an owner that is no power: " + owner);
        }
    }
}
