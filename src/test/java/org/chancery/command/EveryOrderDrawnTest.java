package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Unit;
import org.chancery.game.ResultLine;
import org.chancery.game.Rulebook;
import org.chancery.render.MapRenderer;
import org.chancery.render.RenderOptions;
import org.chancery.variant.Allocations;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every order of a phase's results is drawn on its results map, on every board: a busy phase (every unit ordered,
 * moves, supports and holds in turn) with the orders allocations give (Order of the Dragon's Diplomacy Points, among
 * them a support that dislodges and destroys a minor's army; Europe 1615's states ordered through their aligned power,
 * and the Ottoman units), and W3K's proxy (the docs' Richmond to North Riding) is played, its results read back as
 * the results maps read them ({@link Rulebook#outcomes}), and the map drawn as SVG: each result line reads back, each
 * order of a unit has its drawn group ({@code order-<text>}) with a shape in it, and each unit whose order failed
 * because it was dislodged is ringed, the ones destroyed at once included. Before, the Dragon's minors' 28 lines did
 * not read back, and `render --orders` drew neither them nor W3K's proxied move.
 */
class EveryOrderDrawnTest {
    private static final List<String> BOARDS = List.of("classic", "diplomacy-of-the-empire", "europe-1615", "ice-and-fire",
            "order-of-the-dragon", "wars-of-the-three-kingdoms");

    @TestFactory
    List<DynamicTest> everyOrderOfABusyPhaseIsDrawn() {
        List<DynamicTest> out = new ArrayList<>();
        for (String id : BOARDS) out.add(DynamicTest.dynamicTest(id, () -> check(id)));
        return out;
    }

    private static void check(String id) {
        Rulebook rb = Rulebook.of(id);
        Ruleset rules = rb.rules();
        GameState s = rules.start();
        Map<String, List<String>> texts = new LinkedHashMap<>(), allocations = new LinkedHashMap<>();
        given(id, texts, allocations);
        List<Order> orders = new ArrayList<>();
        Set<Unit> ordered = new HashSet<>();
        texts.forEach((power, lines) -> {
            for (String line : lines) {
                Order o = assertInstanceOf(ParseResult.Ok.class, rules.parse(s, power, line), power + ": " + line).order();
                orders.add(o);
                if (o.unit() != null && o.unit().power().equals(power)) ordered.add(o.unit());
            }
        });
        int i = 0;
        for (Unit u : s.units()) {
            if (!rules.playablePowers().contains(u.power()) || ordered.contains(u)) continue;
            Order pick = pick(rules.legalOrders(s, u), i++);
            if (pick != null) orders.add(pick);
        }
        allocate(id, rules, s, allocations);
        Turn t = rules.play(s, orders, allocations);
        List<ResultLine> lines = ResultLine.ofAll(t.result().outcomes());
        List<Outcome> outcomes = rb.outcomes(s, lines);
        List<String> lost = new ArrayList<>();
        Set<String> read = new HashSet<>();
        for (Outcome o : outcomes) read.add(Rulebook.powerOf(o.order()) + ": " + o.order().text());
        for (ResultLine l : lines) if (!read.contains(l.power() + ": " + l.order())) lost.add(l.power() + ": " + l.order());
        assertEquals(List.of(), lost, id + ": results lines the maps could not read back");

        String svg = MapRenderer.svg(rb.variant(), s, RenderOptions.defaults().marks(rules.marks(s))
                .orders(outcomes.stream().map(Outcome::order).toList(), outcomes)
                .dislodged(t.next().dislodged().stream().map(d -> d.unit().location()).toList()));
        List<String> undrawn = new ArrayList<>();
        int drawn = 0, dislodged = 0, byAllocation = 0;
        for (Outcome o : outcomes) {
            Unit u = o.order().unit();
            if (u == null && !(o.order() instanceof Order.Build)) continue; // heirs, payments, transfers: no unit to mark
            if (!hasShape(svg, "order-" + o.order().text().replace(' ', '_'))) undrawn.add(o.describe());
            else drawn++;
            if (u != null && !rules.playablePowers().contains(u.power()) && !(o.order() instanceof Order.Hold)) byAllocation++;
            if (u != null && !o.succeeded() && o.reason() != null && o.reason().contains("dislodged")) {
                dislodged++;
                if (!hasShape(svg, "dislodged-" + u.power() + "-" + u.shortName().replace(' ', '_'))) undrawn.add("dislodged mark of " + u);
            }
        }
        System.out.println(id + ": " + lines.size() + " result lines, " + drawn + " orders drawn (" + byAllocation
                + " given to units no player plays), " + dislodged + " dislodged; SVG " + svg.length() / 1024 + " KB");
        assertEquals(List.of(), undrawn, id + ": orders in the results with no mark on the map");
        if (id.equals("order-of-the-dragon")) {
            assertTrue(outcomes.stream().anyMatch(o -> o.order().text().equals("A par S A dij") && !o.succeeded()
                    && o.reason().contains("dislodged")), "England's Diplomacy Point support for Paris, which is dislodged: " + outcomes);
            assertTrue(byAllocation >= 10, "the Diplomacy Point orders are drawn: " + byAllocation);
        }
        if (id.equals("europe-1615")) assertTrue(byAllocation >= 3, "the states' and Ottoman orders are drawn: " + byAllocation);
        if (id.equals("wars-of-the-three-kingdoms")) {
            assertTrue(outcomes.stream().anyMatch(o -> o.order() instanceof Order.Move m && m.unit().province().id().equals("richmond")
                    && m.to().province().id().equals("nyorkshire")), "the proxied move is in the outcomes: " + outcomes);
        }
    }

    /** The orders each board's busy phase gives by name: the rulebook and docs examples that come from allocations. */
    private static void given(String id, Map<String, List<String>> texts, Map<String, List<String>> allocations) {
        switch (id) {
            case "order-of-the-dragon" -> {
                texts.put("Burgundy", List.of("A ghe - par", "A dij S A ghe - par"));
                allocations.put("England", new ArrayList<>(List.of("1 A par S A dij")));
            }
            case "wars-of-the-three-kingdoms" -> {
                texts.put("Newcastle", List.of("Army Richmond is under the orders of the Crown"));
                texts.put("Crown", List.of("Army Richmond to North Riding of Yorkshire"));
            }
            default -> { }
        }
    }

    /**
     * Points on moves of units no player owns, within each power's budget (Dragon); in Europe 1615 each power puts its
     * INFs on one state and orders that state's units, and suggests moves to the Ottoman units.
     */
    private static void allocate(String id, Ruleset rules, GameState s, Map<String, List<String>> allocations) {
        Allocations a = rules.allocations().orElse(null);
        if (a == null) return;
        Set<String> taken = new HashSet<>(List.of("par"));
        for (String power : rules.playablePowers()) {
            List<String> lines = allocations.computeIfAbsent(power, k -> new ArrayList<>());
            if (id.equals("europe-1615")) europe(rules, s, a, power, lines, taken);
            else {
                int left = a.budget(s, power) - lines.size();
                for (String target : a.suggestions(s, power)) {
                    if (left <= 0) break;
                    String at = target.split(" ")[1].split("[-/]")[0];
                    if (!target.matches("[AF] [a-z/]+-[a-z/]+") || !taken.add(at)) continue;
                    lines.add("1 " + target);
                    left--;
                }
            }
            Allocations.Check c = a.check(s, power, lines, List.of());
            assertTrue(c.ok(), power + ": " + lines + " " + c.errors());
        }
    }

    /** A state's units stand in the province named as it is (SCOT: Scotland's army in scot); the Ottomans' are suggested by the last power. */
    private static void europe(Ruleset rules, GameState s, Allocations a, String power, List<String> lines, Set<String> taken) {
        for (String state : a.suggestions(s, power)) {
            var home = s.board().find(state.toLowerCase(java.util.Locale.ROOT));
            Unit there = home.isEmpty() ? null : s.unitAt(home.get());
            if (there == null || rules.playablePowers().contains(there.power()) || !taken.add(state)) continue;
            lines.add(a.budget(s, power) + ": " + state);
            for (Unit u : s.units()) if (u.power().equals(there.power())) lines.add(pick(rules.legalOrders(s, u), 0).text());
            break;
        }
        if (!power.equals(rules.playablePowers().get(rules.playablePowers().size() - 1))) return;
        for (Unit u : s.units()) {
            if (u.power().startsWith("Ottoman")) lines.add(pick(rules.legalOrders(s, u), 0).text());
        }
    }

    /** Moves, supports of a move, moves and supports to hold in turn; a hold where the unit has none of them. */
    private static Order pick(List<Order> legal, int i) {
        Class<?> want = switch (i % 4) {
            case 0, 2 -> Order.Move.class;
            case 1 -> Order.SupportMove.class;
            default -> Order.SupportHold.class;
        };
        return legal.stream().filter(want::isInstance).findFirst()
                .orElse(legal.stream().filter(Order.Hold.class::isInstance).findFirst().orElse(null));
    }

    /** Whether the SVG has a group of this id with a shape drawn in it. */
    private static boolean hasShape(String svg, String id) {
        String open = "id='" + id.replace("&", "&amp;").replace("'", "&apos;") + "'";
        for (int at = svg.indexOf(open); at >= 0; at = svg.indexOf(open, at + 1)) {
            int end = svg.indexOf("</g>", at);
            String body = svg.substring(at, end < 0 ? svg.length() : end);
            if (body.contains("<path") || body.contains("<ellipse") || body.contains("<line") || body.contains("<circle")
                    || body.contains("<polygon") || body.contains("<rect")) return true;
        }
        return false;
    }
}
