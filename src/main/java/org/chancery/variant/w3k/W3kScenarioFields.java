package org.chancery.variant.w3k;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Unit;
import org.chancery.variant.ScenarioFields;
import org.chancery.variant.ScenarioInput;
import org.chancery.variant.Turn;
import org.chancery.variant.Variant;

/**
 * W3K's scenario fields. In: {@code converting} (the units that converted undisturbed last movement phase, as
 * {@code {"york": "F", "staugustine": "F/nc", "deal": "A"}}) and {@code seed} (the Winter's lots). Proxies and
 * transfers are orders like any other. Out: {@code proxied} (each unit that obeyed another power, and whose
 * order it obeyed), {@code ignored} (orders given for others' units without consent), {@code converting} after
 * the phase, and the {@code seed} the lots were drawn with.
 */
final class W3kScenarioFields implements ScenarioFields {
    private final Variant variant;

    W3kScenarioFields(Variant variant) { this.variant = variant; }

    @Override
    public GameState read(JsonNode sc, GameState read) {
        W3kState st = W3kState.read(read);
        if (sc.has("converting")) {
            List<W3kState.Conversion> list = new ArrayList<>();
            for (Map.Entry<String, JsonNode> e : iterable(sc.get("converting"))) {
                Unit u = read.unitAt(variant.board().location(e.getKey()).province());
                if (u == null) throw new IllegalArgumentException("converting: no unit in " + e.getKey());
                String[] to = e.getValue().asText().split("/");
                Location at = to.length > 1 ? variant.board().location(u.province().id() + "/" + to[1]) : u.province().main();
                list.add(new W3kState.Conversion(at.id(), to[0].toUpperCase(), "earlier"));
            }
            st = st.withConverting(list);
        }
        if (sc.has("seed")) st = st.withSeed(ScenarioInput.wholeLong("seed", sc.get("seed")));
        return st.write(read.toBuilder()).build();
    }

    @Override
    public void write(ObjectNode out, GameState before, Turn t) {
        ObjectNode proxied = out.putObject("proxied");
        ArrayNode ignored = out.putArray("ignored");
        for (Outcome o : t.result().outcomes()) {
            if (o.order() instanceof Order.Special sp && W3kOrders.FOREIGN.equals(sp.kind())) {
                ignored.addObject().put("power", sp.power()).put("order", sp.text()).put("reason", o.reason());
            } else if (Proxies.grantee(o) != null && o.order().unit() != null) {
                proxied.put(o.order().unit().province().id(), Proxies.grantee(o) + ": " + o.order().text());
            }
        }
        ObjectNode converting = out.putObject("converting");
        for (W3kState.Conversion c : W3kState.read(t.next()).converting()) {
            converting.put(c.at().split("/")[0], c.to() + (c.at().contains("/") ? "/" + c.at().split("/")[1] : ""));
        }
        if (W3kState.read(before).seed() != 0) out.put("seed", W3kState.read(before).seed());
    }

    private static Iterable<Map.Entry<String, JsonNode>> iterable(JsonNode n) { return n::fields; }
}
