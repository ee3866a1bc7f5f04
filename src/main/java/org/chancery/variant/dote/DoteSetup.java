package org.chancery.variant.dote;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chancery.engine.Board;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.variant.Power;
import org.chancery.variant.Variant;
import org.chancery.variant.economy.Prices;
import org.chancery.variant.roads.RoadNetwork;

/**
 * Diplomacy of the Empire's data, read once from the map's {@code rules}: home provinces, talents, straits, the
 * starting cities, prices and inflation, and the six-player setting.
 */
final class DoteSetup {
    final Variant variant;
    final Board board;
    /** Power -> home province. */
    final Map<String, Province> homes = new LinkedHashMap<>();
    final Set<Province> tenTalents = new HashSet<>();
    final int defaultTalents;
    final Set<Set<Province>> straits = new HashSet<>();
    /** Province -> fortified, for the cities on the board at the start. */
    final Map<Province, Boolean> startCities = new LinkedHashMap<>();
    final Prices prices;
    final RoadNetwork roads;
    final String sixPlayerDrop;
    final Map<Province, Integer> sixPlayerTalents = new LinkedHashMap<>();

    DoteSetup(Variant variant) {
        this.variant = variant;
        this.board = variant.board();
        Map<String, JsonNode> rules = variant.definition().rules();
        for (Province p : board.provinces()) if (p.home() != null) homes.put(p.home(), p);
        JsonNode talents = rules.get("talents");
        defaultTalents = talents.path("default").asInt(5);
        talents.path("ten").forEach(n -> tenTalents.add(province(n.asText())));
        for (JsonNode s : rules.get("straits")) straits.add(Set.of(province(s.get(0).asText()), province(s.get(1).asText())));
        rules.get("cities").fields().forEachRemaining(e ->
                startCities.put(province(e.getKey()), !e.getValue().asText().equals("city")));
        prices = Prices.read(rules.get("economy"));
        roads = new RoadNetwork(board, this::isStrait);
        JsonNode six = rules.get("sixPlayers");
        sixPlayerDrop = six.path("drop").asText();
        six.path("talents").fields().forEachRemaining(e -> sixPlayerTalents.put(province(e.getKey()), e.getValue().asInt()));
    }

    Province province(String id) {
        return board.find(id).orElseThrow(() -> new IllegalArgumentException("no province '" + id + "' on the map"));
    }

    boolean isStrait(Province a, Province b) { return straits.contains(Set.of(a, b)); }

    /** The talents a land province yields a year (not counting its city). */
    int talents(Province p, boolean sixPlayers) {
        if (p.kind() == ProvinceKind.SEA) return 0;
        if (sixPlayers && sixPlayerTalents.containsKey(p)) return sixPlayerTalents.get(p);
        return tenTalents.contains(p) ? 10 : defaultTalents;
    }

    List<String> powers() {
        List<String> out = new ArrayList<>();
        for (Power p : variant.powers()) out.add(p.name());
        return out;
    }

    /** A power by its name or adjective, any case ("egyptus", "Egyptian"). */
    Optional<String> power(String name) {
        return variant.power(name.strip()).map(Power::name);
    }
}
