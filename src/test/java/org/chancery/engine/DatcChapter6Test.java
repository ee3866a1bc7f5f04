package org.chancery.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.chancery.engine.DatcChapter6.Block;
import org.chancery.engine.DatcChapter6.Case;
import org.chancery.engine.DatcChapter6.Line;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every case of DATC 3.0 chapter 6, from the DATC's own text: each order, in the DATC's words, goes through
 * the parser a player's order goes through, then the phase is adjudicated. What each case must give is in
 * {@code /datc/chapter6-expected.json}, read from the case's text with the DATC's preferences for the 2023
 * rulebook. A case where Chancery departs from the preference carries a {@code departure}: its reason; a
 * {@code note} explains a reading or a setup the text leaves open.
 */
class DatcChapter6Test {
    private static final Variant CLASSIC = VariantLoader.load("classic");
    private static final Board BOARD = CLASSIC.board();
    private static final OrderParser PARSER = new OrderParser(BOARD, CLASSIC.rules());
    private static final PhaseRunner RUNNER = new PhaseRunner(BOARD, CLASSIC.rules());
    private static final RetreatAdjudicator RETREATS = new RetreatAdjudicator(BOARD);
    private static final Set<String> KEYS = Set.of("illegal", "moves", "dislodged", "retreatTo", "noRetreatTo",
            "destroyed", "then", "built", "removed", "setup", "departure", "note");
    private static final Pattern COUNT = Pattern.compile("(\\d+) of (\\d+) chapter 6 cases");

    @TestFactory
    Stream<DynamicTest> everyCase() {
        JsonNode expected = expected();
        List<Case> cases = DatcChapter6.cases();
        Set<String> ids = new TreeSet<>();
        cases.forEach(c -> ids.add(c.id()));
        Set<String> listed = new TreeSet<>();
        expected.fieldNames().forEachRemaining(listed::add);
        assertEquals(ids, listed, "every case has exactly one expectation");
        return cases.stream().map(c -> {
            JsonNode e = expected.get(c.id());
            String departure = departure(e);
            String name = c.id() + " " + c.title().replace("TEST CASE, ", "")
                    + (departure == null ? "" : " [Chancery departs: " + departure + "]");
            return DynamicTest.dynamicTest(name, () -> check(c, e));
        });
    }

    /** The README's DATC section gives the count of cases that follow the DATC's preference. */
    @Test
    void readmeGivesTheCount() throws IOException {
        JsonNode expected = expected();
        int all = expected.size();
        int departures = 0;
        for (JsonNode e : expected) if (departure(e) != null) departures++;
        Matcher m = COUNT.matcher(Files.readString(Path.of("docs/rules-decisions.md")));
        assertTrue(m.find(), "the README says \"N of M chapter 6 cases\"");
        assertEquals((all - departures) + " of " + all, m.group(1) + " of " + m.group(2));
        assertEquals(164, all, "DATC 3.0 chapter 6 has 164 cases");
    }

    private static String departure(JsonNode e) {
        JsonNode first = e.isArray() ? e.get(0) : e;
        return first.has("departure") ? first.get("departure").asText() : null;
    }

    private static void check(Case c, JsonNode e) {
        if (e.isArray()) {
            assertEquals(c.blocks().size(), e.size(), "one expectation per block");
            for (int i = 0; i < e.size(); i++) scenario(c, c.blocks().get(i), null, e.get(i));
        } else {
            scenario(c, c.blocks().get(0), c.blocks().size() > 1 ? c.blocks().get(1) : null, e);
        }
    }

    private static void scenario(Case c, Block block, Block retreats, JsonNode e) {
        e.fieldNames().forEachRemaining(k -> assertTrue(KEYS.contains(k), c.id() + ": unknown key " + k));
        GameState state = setup(block, e.path("setup"));
        Phase phase = state.phase();
        PhaseResult result = play(c, state, block, e);
        if (phase.type() == PhaseType.ADJUSTMENT) {
            assertEquals(set(e, "built"), changed(result.after(), state), c.id() + " builds\n" + c.expectation());
            assertEquals(set(e, "removed"), changed(state, result.after()), c.id() + " removals\n" + c.expectation());
            return;
        }
        assertEquals(set(e, "moves"), moves(result), c.id() + " moves\n" + c.expectation());
        Set<String> dislodged = new TreeSet<>();
        Map<String, List<String>> options = new TreeMap<>();
        for (Dislodgement d : result.after().dislodged()) {
            String p = d.unit().province().id();
            dislodged.add(p);
            List<String> where = new ArrayList<>();
            for (Location l : RETREATS.options(result.after(), d)) where.add(l.province().id());
            options.put(p, where);
        }
        assertEquals(set(e, "dislodged"), dislodged, c.id() + " dislodged\n" + c.expectation());
        e.path("retreatTo").fields().forEachRemaining(r -> assertTrue(options.get(r.getKey()).contains(r.getValue().asText()),
                c.id() + ": " + r.getKey() + " may retreat to " + r.getValue().asText() + "; options " + options));
        e.path("noRetreatTo").fields().forEachRemaining(r -> assertFalse(options.get(r.getKey()).contains(r.getValue().asText()),
                c.id() + ": " + r.getKey() + " may not retreat to " + r.getValue().asText() + "; options " + options));
        if (e.has("destroyed")) {
            Set<String> none = new TreeSet<>();
            options.forEach((p, where) -> { if (where.isEmpty()) none.add(p); });
            assertEquals(set(e, "destroyed"), none, c.id() + " dislodged with no retreat");
        }
        if (retreats == null) return;
        JsonNode then = e.get("then");
        GameState next = RUNNER.advance(result.after());
        assertEquals(PhaseType.RETREAT, next.phase().type(), c.id() + ": a retreat phase follows");
        PhaseResult r = play(c, next, retreats, then);
        assertEquals(set(then, "moves"), moves(r), c.id() + " retreats\n" + c.expectation());
        Set<String> disbanded = new TreeSet<>();
        for (Dislodgement d : next.dislodged()) {
            boolean retreated = r.outcomes().stream().anyMatch(o -> o.succeeded() && o.order() instanceof Order.Retreat
                    && o.order().province() == d.unit().province());
            if (!retreated) disbanded.add(d.unit().province().id());
        }
        assertEquals(set(then, "disbanded"), disbanded, c.id() + " disbanded\n" + c.expectation());
    }

    /** Parses the block's orders as a player's orders are parsed, checks which are refused, and adjudicates. */
    private static PhaseResult play(Case c, GameState state, Block block, JsonNode e) {
        List<Order> orders = new ArrayList<>();
        Set<String> refused = new TreeSet<>();
        StringBuilder why = new StringBuilder();
        for (Line line : block.lines()) {
            ParseResult r = PARSER.parse(state, line.power(), line.text());
            if (r instanceof ParseResult.Ok ok) {
                orders.add(ok.order());
            } else {
                refused.add(DatcChapter6.provinceOf(BOARD, line).id());
                why.append("\n  ").append(line.text()).append(": ").append(((ParseResult.Error) r).message());
            }
        }
        assertEquals(set(e, "illegal"), refused, c.id() + " orders refused at entry:" + why + "\n" + c.expectation());
        return RUNNER.adjudicate(state, orders);
    }

    /** The position the block's orders imply, with the case's stated setup on top. */
    private static GameState setup(Block block, JsonNode setup) {
        boolean adjustment = block.adjustment();
        Phase phase = CLASSIC.calendar().parse(adjustment ? "W1901A" : "S1901M");
        GameState.Builder b = GameState.builder(BOARD, phase);
        if (!adjustment) {
            for (Line line : block.lines()) b.unit(DatcChapter6.unitOf(BOARD, line));
        }
        List<String> removing = DatcChapter6.prose(BOARD, block.prose(), b);
        setup.path("units").fields().forEachRemaining(p -> p.getValue().forEach(u -> {
            String[] parts = u.asText().split(" ");
            UnitKind kind = parts[0].equals("A") ? UnitKind.ARMY : UnitKind.FLEET;
            Location at = BOARD.location(parts[1]);
            b.removeUnit(at.province()).unit(new Unit(p.getKey(), kind, at));
        }));
        setup.path("owners").fields().forEachRemaining(p -> p.getValue().forEach(
                id -> b.owner(BOARD.location(id.asText()).province(), p.getKey())));
        GameState s = b.build();
        for (String power : removing) assertEquals(-1, AdjustmentAdjudicator.balance(s, power), power + " removes one");
        return s;
    }

    /** Successful moves or retreats as "from-to", the destination with its coast. */
    private static Set<String> moves(PhaseResult r) {
        Set<String> out = new TreeSet<>();
        for (Outcome o : r.outcomes()) {
            if (!o.succeeded()) continue;
            if (o.order() instanceof Order.Move m) out.add(m.province().id() + "-" + m.to().id());
            if (o.order() instanceof Order.Retreat t) out.add(t.province().id() + "-" + t.to().id());
        }
        return out;
    }

    /** Provinces with a unit in {@code a} and none in {@code b}. */
    private static Set<String> changed(GameState a, GameState b) {
        Set<String> out = new TreeSet<>();
        for (Unit u : a.units()) if (b.unitAt(u.province()) == null) out.add(u.province().id());
        return out;
    }

    private static Set<String> set(JsonNode e, String key) {
        Set<String> out = new TreeSet<>();
        if (e != null) e.path(key).forEach(v -> out.add(v.asText()));
        return out;
    }

    private static JsonNode expected() {
        try (InputStream in = DatcChapter6Test.class.getResourceAsStream("/datc/chapter6-expected.json")) {
            return new ObjectMapper().readTree(in);
        } catch (IOException ex) {
            throw new java.io.UncheckedIOException(ex);
        }
    }
}
