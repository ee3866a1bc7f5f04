package org.chancery.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.Turn;
import org.chancery.variant.dragon.DragonRuleset;
import org.chancery.variant.dragon.DragonState;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;

/**
 * Order of the Dragon scenarios for the {@code adjudicate} command: the interchange format plus
 * "allocations", "heirs", "thralls" and "vassals". Any state field left out is the starting position's.
 * The answer includes the order each minor, thrall and vassal unit received.
 */
public final class DragonScenario {
    private final ObjectMapper json = new ObjectMapper();
    private final DragonRuleset rules;

    public DragonScenario(DragonRuleset rules) { this.rules = rules; }

    public ObjectNode run(JsonNode sc) {
        GameState s = readState(sc);
        ObjectNode out = json.createObjectNode();
        ArrayNode rejected = out.putArray("rejected");
        List<Order> orders = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : entries(sc.path("orders"))) {
            for (String text : e.getValue()) {
                ParseResult r = rules.parse(s, e.getKey(), text);
                if (r instanceof ParseResult.Ok ok) orders.add(ok.order());
                else rejected.addObject().put("power", e.getKey()).put("order", text)
                        .put("error", ((ParseResult.Error) r).message());
            }
        }
        Map<String, List<String>> allocations = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> e : entries(sc.path("allocations"))) {
            var check = rules.allocations().orElseThrow().check(s, e.getKey(), e.getValue(), List.of());
            for (String err : check.errors()) rejected.addObject().put("power", e.getKey()).put("allocation", err);
            allocations.put(e.getKey(), e.getValue());
        }
        Turn t = rules.play(s, orders, allocations);
        DragonState d = DragonState.read(s);
        out.put("phase_before", s.phase().code());
        out.put("phase_after", t.next().phase().code());
        ObjectNode given = out.putObject("orders_given");
        ObjectNode res = out.putObject("resolutions");
        for (Outcome o : t.result().outcomes()) {
            Unit u = o.order().unit();
            if (u != null && d.isBiddable(u.power())) given.put(u.province().id(), o.order().text());
            String key = o.order().province() != null ? o.order().province().id() : o.order().text();
            res.put(key, o.succeeded() ? "succeeds" : "fails: " + o.reason());
        }
        ObjectNode units = out.putObject("units");
        for (Unit u : t.next().units()) {
            ((ArrayNode) (units.has(u.power()) ? units.get(u.power()) : units.putArray(u.power()))).add(u.shortName());
        }
        ObjectNode owners = out.putObject("sc_owners");
        for (Province p : t.next().board().provinces()) {
            String o = t.next().ownerOf(p);
            if (o != null) ((ArrayNode) (owners.has(o) ? owners.get(o) : owners.putArray(o))).add(p.id());
        }
        out.set("heirs", json.valueToTree(Heirs.read(t.next()).all()));
        DragonState after = DragonState.read(t.next());
        ObjectNode thralls = out.putObject("thralls");
        after.neutrals().forEach((n, x) -> { if (x.isThrall()) thralls.put(n, x.controller()); });
        out.set("vassals", json.valueToTree(after.vassals()));
        out.set("notes", json.valueToTree(t.notes()));
        rules.end(t.next()).ifPresent(e -> out.set("end", json.valueToTree(e)));
        return out;
    }

    private GameState readState(JsonNode sc) {
        GameState start = rules.start();
        String phase = sc.path("phase").asText(null);
        GameState.Builder b = start.toBuilder();
        if (phase != null) b.phase(rules.variant().calendar().parse(phase));
        DragonState d = DragonState.read(start);
        if (sc.has("units")) {
            b.clearUnits();
            for (Map.Entry<String, List<String>> e : entries(sc.get("units"))) {
                for (String u : e.getValue()) {
                    String[] w = u.trim().split("\\s+");
                    UnitKind kind = w[0].equalsIgnoreCase("F") ? UnitKind.FLEET : UnitKind.ARMY;
                    b.unit(new Unit(e.getKey(), kind, rules.variant().board().location(w[1])));
                }
            }
        }
        if (sc.has("sc_owners")) {
            for (Province p : rules.variant().board().provinces()) if (p.isSupplyCenter()) b.owner(p, null);
            for (Map.Entry<String, List<String>> e : entries(sc.get("sc_owners"))) {
                for (String id : e.getValue()) b.owner(rules.variant().board().find(id).orElseThrow(), e.getKey());
            }
        }
        if (sc.has("units") || sc.has("sc_owners") || sc.has("thralls") || sc.has("vassals")) {
            GameState mid = b.build();
            for (String n : d.neutrals().keySet()) { d = d.withNeutral(n, null); b.stationary(n, false); }
            JsonNode thralls = sc.path("thralls");
            for (Province p : mid.board().provinces()) {
                String o = mid.ownerOf(p);
                if (o == null || rules.playablePowers().contains(o) || sc.path("vassals").has(o)) continue;
                String controller = thralls.has(o) ? thralls.get(o).asText() : null;
                d = d.withNeutral(o, new DragonState.Neutral(p.id(), controller));
                b.stationary(o, true);
            }
            Iterator<Map.Entry<String, JsonNode>> vs = sc.path("vassals").fields();
            while (vs.hasNext()) {
                var v = vs.next();
                d = d.withVassal(v.getKey(), new DragonState.Vassal(v.getValue().path("capital").asText(),
                        v.getValue().path("giver").asText(), v.getValue().path("receiver").asText()));
            }
        }
        d.write(b);
        if (sc.has("heirs")) {
            List<Heir> heirs = new ArrayList<>();
            Heirs none = Heirs.none();
            for (JsonNode h : sc.get("heirs")) {
                String power = h.path("power").asText();
                String id = power;
                for (Heir x : heirs) if (x.id().equals(id)) id = power + " " + (heirs.size() + 1);
                heirs.add(new Heir(id, power, h.path("at").asText(), h.path("spouse").asText(null)));
            }
            new Heirs(heirs, none.built()).write(b);
        }
        return b.build();
    }

    private static List<Map.Entry<String, List<String>>> entries(JsonNode node) {
        List<Map.Entry<String, List<String>>> out = new ArrayList<>();
        Iterator<Map.Entry<String, JsonNode>> it = node.fields();
        while (it.hasNext()) {
            var e = it.next();
            List<String> list = new ArrayList<>();
            if (e.getValue().isArray()) for (JsonNode x : e.getValue()) list.add(x.asText());
            else list.add(e.getValue().asText());
            out.add(Map.entry(e.getKey(), list));
        }
        return out;
    }
}
