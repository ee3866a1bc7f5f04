package org.chancery.variant.dragon;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.ScenarioFields;
import org.chancery.variant.Turn;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;

/**
 * Order of the Dragon's scenario fields: {@code heirs}, {@code thralls} and {@code vassals} in; the order
 * each minor, thrall and vassal unit received ({@code orders_given}), heirs, thralls and vassals out. Who
 * allocated what never appears.
 */
final class DragonScenarioFields implements ScenarioFields {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final DragonRuleset rules;

    DragonScenarioFields(DragonRuleset rules) { this.rules = rules; }

    /**
     * Each field stands alone: {@code sc_owners} decides which centres minor powers hold, {@code thralls}
     * which of them are thralls (left out, the starting thralls stay thralls), {@code vassals} the vassals, and
     * {@code heirs} the heirs; {@code units} moves units only.
     */
    @Override
    public GameState read(JsonNode sc, GameState read) {
        GameState.Builder b = read.toBuilder();
        DragonState d = DragonState.read(read);
        if (sc.has("sc_owners") || sc.has("thralls") || sc.has("vassals")) {
            DragonState start = DragonState.read(rules.start());
            for (String n : d.neutrals().keySet()) { d = d.withNeutral(n, null); b.stationary(n, false); }
            Iterator<Map.Entry<String, JsonNode>> vs = sc.path("vassals").fields();
            while (vs.hasNext()) {
                var v = vs.next();
                d = d.withVassal(v.getKey(), new DragonState.Vassal(v.getValue().path("capital").asText(),
                        v.getValue().path("giver").asText(), v.getValue().path("receiver").asText()));
            }
            for (Province p : read.board().provinces()) {
                String o = read.ownerOf(p);
                if (o == null || rules.playablePowers().contains(o) || d.isVassal(o)) continue;
                String controller = sc.has("thralls") ? sc.path("thralls").path(o).asText(null)
                        : start.isThrall(o) ? start.neutrals().get(o).controller() : null;
                d = d.withNeutral(o, new DragonState.Neutral(p.id(), controller));
                b.stationary(o, true);
            }
        }
        d.write(b);
        if (sc.has("heirs")) {
            List<Heir> heirs = new ArrayList<>();
            for (JsonNode h : sc.get("heirs")) {
                String power = h.path("power").asText();
                String id = power;
                for (Heir x : heirs) if (x.id().equals(id)) id = power + " " + (heirs.size() + 1);
                heirs.add(new Heir(id, power, h.path("at").asText(), h.path("spouse").asText(null)));
            }
            new Heirs(heirs, Heirs.none().built()).write(b);
        }
        return b.build();
    }

    @Override
    public void write(ObjectNode out, GameState before, Turn t) {
        DragonState d = DragonState.read(before);
        ObjectNode given = out.putObject("orders_given");
        for (Outcome o : t.result().outcomes()) {
            Unit u = o.order().unit();
            if (u != null && d.isBiddable(u.power())) given.put(u.province().id(), o.order().text());
        }
        out.set("heirs", JSON.valueToTree(Heirs.read(t.next()).all()));
        DragonState after = DragonState.read(t.next());
        ObjectNode thralls = out.putObject("thralls");
        after.neutrals().forEach((n, x) -> { if (x.isThrall()) thralls.put(n, x.controller()); });
        out.set("vassals", JSON.valueToTree(after.vassals()));
    }
}
