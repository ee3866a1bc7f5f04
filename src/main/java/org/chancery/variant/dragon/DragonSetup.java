package org.chancery.variant.dragon;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.Power;
import org.chancery.variant.Variant;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;

/**
 * The variant's data under {@code rules} in variant.json: capitals, vassal initials, the unit each centre
 * started with, the starting heirs, thralls and minors, and the cycle cap.
 */
public final class DragonSetup {
    final Variant variant;
    final Board board;
    final Map<String, String> capitals = new TreeMap<>();
    final Map<String, String> initials = new TreeMap<>();
    final Map<String, String> codes = new TreeMap<>();
    final Map<String, String> centreUnits = new TreeMap<>();
    final int cycleCap;
    final int yearsPerCycle;
    final int firstYear;
    final int victoryCentres;

    public DragonSetup(Variant v) {
        this.variant = v;
        this.board = v.board();
        Map<String, JsonNode> r = v.definition().rules();
        r.get("capitals").fields().forEachRemaining(e -> capitals.put(e.getKey(), e.getValue().asText()));
        r.get("vassalInitials").fields().forEachRemaining(e -> initials.put(e.getKey(), e.getValue().asText()));
        r.get("powerCodes").fields().forEachRemaining(e -> codes.put(e.getKey(), e.getValue().asText()));
        r.get("centreUnits").fields().forEachRemaining(e ->
                centreUnits.put(e.getKey(), e.getValue().get("unit").asText() + " " + e.getValue().get("at").asText()));
        JsonNode cycles = r.get("cycles");
        cycleCap = cycles == null ? 10 : cycles.path("cycleCap").asInt(10);
        yearsPerCycle = cycles == null ? 5 : cycles.path("yearsPerCycle").asInt(5);
        firstYear = v.definition().startYear();
        JsonNode victory = r.get("victory");
        victoryCentres = victory == null ? v.definition().victoryCentres() : victory.path("centres").asInt(18);
    }

    public List<String> majors() {
        List<String> out = new ArrayList<>();
        for (Power p : variant.powers()) out.add(p.name());
        return out;
    }

    public boolean isMajor(String power) { return capitals.containsKey(power); }

    public Province capital(String major) { return board.find(capitals.get(major)).orElseThrow(); }

    public Province province(String id) { return board.find(id).orElseThrow(); }

    /** The unit a centre started with, rebuilt there by a minor or thrall (§8.2, §3.3). */
    public Unit startingUnit(String power, Province centre) {
        String[] w = centreUnits.get(centre.id()).split(" ");
        UnitKind kind = w[0].equals("F") ? UnitKind.FLEET : UnitKind.ARMY;
        Location at = board.location(w[1]);
        return new Unit(power, kind, at);
    }

    /** Every name a major goes by (name, adjective, code), for heir references. */
    public Map<String, String> powerNames() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Power p : variant.powers()) {
            out.put(p.name(), p.name());
            out.put(p.adjective(), p.name());
            if (codes.containsKey(p.name())) out.put(codes.get(p.name()), p.name());
            String first = p.name().split(" ")[0];
            out.putIfAbsent(first, p.name());
        }
        return out;
    }

    /** The start of §6: majors' units and centres, heirs, thralls and minors on their centres. */
    public GameState start(int cap) {
        GameState.Builder b = variant.start().toBuilder();
        Map<String, JsonNode> r = variant.definition().rules();
        DragonState d = new DragonState(null, null, null, null, null, cap, null);
        for (String key : List.of("minors", "thralls")) {
            for (JsonNode m : r.get(key)) {
                String name = m.get("name").asText();
                Province centre = province(m.get("centre").asText());
                b.unit(startingUnit(name, centre)).owner(centre, name).stationary(name, true);
                String controller = m.hasNonNull("controller") ? m.get("controller").asText() : null;
                d = d.withNeutral(name, new DragonState.Neutral(centre.id(), controller));
            }
        }
        List<Heir> heirs = new ArrayList<>();
        for (JsonNode h : r.get("heirs")) {
            String power = h.get("power").asText();
            String at = h.get("at").asText();
            String spouse = h.get("married").asBoolean() ? d.neutralAt(at) : null;
            heirs.add(new Heir(power, power, at, spouse));
        }
        new Heirs(heirs, Map.of()).write(b);
        return d.write(b).build();
    }
}
