package org.chancery.variant.upload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Unit;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.Test;

/** A copy of classic uploaded under a new id plays exactly as classic: the same orders give the same results. */
class ClassicCopyTest {
    /** Classic's variant.json as an upload: a new id and name, and each province's anchor from classic's geometry. */
    public static String classicCopy() throws Exception {
        ObjectMapper m = new ObjectMapper();
        ObjectNode root = (ObjectNode) m.readTree(Files.readString(Path.of("maps/classic/variant.json")));
        JsonNode geometry = m.readTree(Files.readString(Path.of("maps/classic/geometry.json"))).path("provinces");
        root.put("id", "classic-copy").put("name", "Classic Copy");
        for (JsonNode p : root.withArray("provinces")) {
            JsonNode a = geometry.path(p.path("id").asText()).path("anchor");
            ((ObjectNode) p).putArray("at").add(Math.round(a.get(0).asDouble() * 100) / 10.0).add(Math.round((75 - a.get(1).asDouble()) * 160) / 10.0);
        }
        return m.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    }

    @Test
    void theCopyAdjudicatesAsClassicForTenYearsOfRandomOrders() throws Exception {
        Variant copy = UploadCheck.check(new UploadedVariants.Files(classicCopy(), null)).variant();
        Ruleset a = Rulesets.of("classic"), b = Rulesets.forVariant(copy);
        GameState sa = a.start(), sb = b.start();
        Random random = new Random(35);
        int phases = 0, orders = 0;
        while (sa.phase().year() < 1911 && a.end(sa).isEmpty()) {
            List<Order> oa = new ArrayList<>();
            for (Unit u : sa.units()) {
                List<Order> legal = a.legalOrders(sa, u);
                if (!legal.isEmpty()) oa.add(legal.get(random.nextInt(legal.size())));
            }
            for (String p : a.playablePowers()) {
                List<Order> builds = a.legalBuilds(sa, p);
                if (!builds.isEmpty()) oa.add(builds.get(random.nextInt(builds.size())));
            }
            List<Order> ob = new ArrayList<>();
            for (Order o : oa) {
                var read = b.parse(sb, org.chancery.game.Rulebook.powerOf(o), o.text());
                if (!(read instanceof org.chancery.engine.ParseResult.Ok ok)) throw new AssertionError(o + " in " + sb.phase().code() + ": " + read + " / classic: " + a.parse(sa, org.chancery.game.Rulebook.powerOf(o), o.text()));
                ob.add(ok.order());
            }
            var ta = a.play(sa, oa, Map.of());
            var tb = b.play(sb, ob, Map.of());
            assertEquals(ta.result().outcomes().toString(), tb.result().outcomes().toString(), sa.phase().code());
            sa = ta.next();
            sb = tb.next();
            assertEquals(sa.units().toString(), sb.units().toString());
            assertEquals(sa.centreCounts(), sb.centreCounts());
            phases++;
            orders += oa.size();
        }
        assertTrue(phases >= 25 && orders > 500, phases + " phases, " + orders + " orders");
    }
}
