package org.chancery.variant.iceandfire;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.Board;
import org.chancery.engine.Province;
import org.chancery.engine.UnitKind;
import org.chancery.variant.Power;
import org.chancery.variant.Variant;
import org.chancery.variant.heirs.Heir;

/**
 * The Ice and Fire data read once from the map's {@code rules} block: capitals, the starting heirs, the
 * Greyjoys' extra build site, the wildling army, and the draw's waiting time.
 */
public final class IafSetup {
    final Variant variant;
    final Board board;
    /** House -> its capital. */
    final Map<String, Province> capitals = new LinkedHashMap<>();
    final List<Heir> startingHeirs = new ArrayList<>();
    final List<ExtraSite> extraSites = new ArrayList<>();
    final String wildlings;
    final UnitKind wildlingKind;
    final Province beyondTheWall;
    final int drawYears;

    /** A build site that is not a centre, open to one House while it holds any of {@code whileHolds}. */
    record ExtraSite(String power, Province at, List<Province> whileHolds) {}

    IafSetup(Variant variant) {
        this.variant = variant;
        this.board = variant.board();
        Map<String, JsonNode> rules = variant.definition().rules();
        rules.get("capitals").fields().forEachRemaining(e -> capitals.put(e.getKey(), province(e.getValue().asText())));
        rules.get("heirs").fields().forEachRemaining(e -> {
            int count = e.getValue().path("count").asInt(1);
            String at = e.getValue().path("livesAt").asText();
            for (int i = 1; i <= count; i++) {
                String id = count == 1 ? e.getKey() : e.getKey() + " " + i;
                startingHeirs.add(new Heir(id, e.getKey(), province(at).id(), null));
            }
        });
        for (JsonNode site : rules.get("extraBuildSites")) {
            List<Province> holds = new ArrayList<>();
            site.path("whileControlsAnyOf").forEach(n -> holds.add(province(n.asText())));
            extraSites.add(new ExtraSite(site.path("power").asText(), province(site.path("province").asText()), holds));
        }
        JsonNode wild = rules.get("wildlings");
        wildlings = wild.path("power").asText();
        wildlingKind = wild.path("unit").asText("A").equals("F") ? UnitKind.FLEET : UnitKind.ARMY;
        beyondTheWall = province(wild.path("province").asText());
        drawYears = rules.get("draw").path("minYearsElapsed").asInt(5);
    }

    private Province province(String id) {
        return board.find(id).orElseThrow(() -> new IllegalArgumentException("rules name unknown province " + id));
    }

    /** The Houses players take. */
    List<String> houses() {
        List<String> out = new ArrayList<>();
        for (Power p : variant.powers()) out.add(p.name());
        return out;
    }

    /** Every name a House goes by, for heir references. */
    Map<String, String> powerNames() {
        Map<String, String> out = new TreeMap<>();
        for (Power p : variant.powers()) {
            out.put(p.name(), p.name());
            out.put(p.adjective(), p.name());
        }
        return out;
    }

    Province capitalOf(String house) { return capitals.get(house); }

    /** The House whose capital this is, or null. */
    String capitalHouse(Province p) {
        for (Map.Entry<String, Province> e : capitals.entrySet()) if (e.getValue() == p) return e.getKey();
        return null;
    }

    boolean isHouse(String power) { return capitals.containsKey(power); }
}
