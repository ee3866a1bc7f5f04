package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.game.ResultLine;
import org.chancery.game.Rulebook;
import org.chancery.render.BoardShapes;
import org.chancery.render.Framing;
import org.chancery.render.MapRenderer;
import org.chancery.render.RenderOptions;
import org.chancery.variant.Allocations;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.locationtech.jts.geom.Envelope;

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

    @TestFactory
    List<DynamicTest> everyActionOfABusyPhaseIsInACloseUpReadableAt480() {
        List<DynamicTest> out = new ArrayList<>();
        for (String id : BOARDS) out.add(DynamicTest.dynamicTest(id, () -> closeUps(id)));
        return out;
    }

    /**
     * The results post's close-ups of the busy phase together frame every order that moved, supported, convoyed or
     * failed (all its ends: the unit, the unit supported or convoyed, the target, a road's provinces), every unit
     * dislodged and every centre a move entered; each close-up is drawn {@link RenderOptions#CLOSE_UP_WIDTH} px wide
     * from at most 36 glyphs of the board, so at Discord's 480 px preview its names are about 13 px high.
     */
    private static void closeUps(String id) {
        Played p = play(id);
        BoardShapes shapes = BoardShapes.of(p.rb().variant());
        GameState after = p.turn().next();
        List<Envelope> frames = new ArrayList<>();
        for (List<String> where : Framing.actions(shapes, p.before(), after, p.outcomes())) {
            Envelope f = Framing.frame(shapes, where);
            assertEquals(RenderOptions.CLOSE_UP_WIDTH, Framing.width(shapes, f),
                    id + ": a close-up wider than one that reads at 480 px: " + where);
            frames.add(f);
        }
        List<String> missed = new ArrayList<>();
        int framed = 0;
        for (Outcome o : p.outcomes()) {
            Order order = o.order();
            boolean action = !o.succeeded() || order instanceof Order.Move || order instanceof Order.SupportHold
                    || order instanceof Order.SupportMove || order instanceof Order.Convoy || order instanceof Order.Retreat;
            List<Point2D> ends = ends(shapes, order);
            if (!action || ends.isEmpty()) continue;
            framed++;
            if (!inOne(frames, ends)) missed.add(o.describe());
            Province entered = o.succeeded() && order instanceof Order.Move m ? m.to().province()
                    : o.succeeded() && order instanceof Order.Retreat r ? r.to().province() : null;
            if (entered != null && entered.isSupplyCenter() && shapes.centrePoint(entered) != null
                    && !inOne(frames, List.of(shapes.centrePoint(entered)))) missed.add("the centre entered by " + o.describe());
        }
        for (var d : after.dislodged()) {
            if (!inOne(frames, List.of(shapes.unitPoint(d.unit().location())))) missed.add(d.unit() + " dislodged");
        }
        System.out.println(id + ": " + frames.size() + " close-ups frame " + (framed - missed.size()) + " of " + framed
                + " orders of action");
        assertEquals(List.of(), missed, id + ": " + missed.size() + " of " + framed + " orders of action in no close-up");
    }

    /** Where an order's marks lie: its unit, the unit it supports or convoys, its target, a road's provinces. */
    private static List<Point2D> ends(BoardShapes shapes, Order order) {
        List<Location> at = new ArrayList<>();
        if (order.unit() != null) at.add(order.unit().location());
        if (order instanceof Order.Move m) {
            for (Province q : m.road()) at.add(q.main());
            at.add(m.to());
            if (m.then() != null) at.add(m.then().to());
        } else if (order instanceof Order.SupportHold sh) {
            at.add(sh.supported().location());
        } else if (order instanceof Order.SupportMove sm) {
            at.add(sm.supported().location());
            at.add(sm.to().main());
        } else if (order instanceof Order.Convoy c) {
            at.add(c.convoyed().location());
            at.add(c.to().main());
        } else if (order instanceof Order.Retreat r) {
            at.add(r.to());
        } else if (order instanceof Order.Build b) {
            at.add(b.at());
        } else if (order.unit() == null && order.province() != null) {
            at.add(order.province().main());
        }
        return at.stream().map(shapes::unitPoint).toList();
    }

    private static boolean inOne(List<Envelope> frames, List<Point2D> pts) {
        for (Envelope f : frames) if (pts.stream().allMatch(pt -> f.contains(pt.getX(), pt.getY()))) return true;
        return false;
    }

    /** A busy phase of a board, played: the position before, its result lines, their outcomes as the maps read them. */
    private record Played(Rulebook rb, GameState before, List<ResultLine> lines, List<Outcome> outcomes, Turn turn) {}

    private static Played play(String id) {
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
        return new Played(rb, s, lines, rb.outcomes(s, lines), t);
    }

    private static void check(String id) {
        Played p = play(id);
        Rulebook rb = p.rb();
        Ruleset rules = rb.rules();
        GameState s = p.before();
        Turn t = p.turn();
        List<ResultLine> lines = p.lines();
        List<Outcome> outcomes = p.outcomes();
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
