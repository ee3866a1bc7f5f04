package org.chancery.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.Board;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Phase;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;

/**
 * The JSON form of a {@link GameState}: phase, units, centre owners, dislodged units, standoffs, stationary
 * powers and the rule modules' state.
 * Units are written in province order and owners sorted, so equal states give equal text.
 */
public final class StateJson {
    static final ObjectMapper JSON = new ObjectMapper();

    private StateJson() {}

    public static ObjectNode toTree(GameState s) {
        ObjectNode root = JSON.createObjectNode();
        Phase p = s.phase();
        var phase = root.putObject("phase").put("season", p.season()).put("year", p.year()).put("type", p.type().name());
        if (!p.abbr().equals(new Phase(p.season(), p.year(), p.type()).abbr())) phase.put("code", p.abbr());
        if (!p.era().isEmpty()) phase.put("era", p.era());
        ArrayNode units = root.putArray("units");
        for (Unit u : s.units()) units.add(unit(u));
        ObjectNode owners = root.putObject("owners");
        Map<String, String> sorted = new TreeMap<>();
        for (Province pr : s.board().provinces()) {
            if (s.ownerOf(pr) != null) sorted.put(pr.id(), s.ownerOf(pr));
        }
        sorted.forEach(owners::put);
        ArrayNode dislodged = root.putArray("dislodged");
        for (Dislodgement d : s.dislodged()) {
            ObjectNode n = unit(d.unit());
            n.put("attackerFrom", d.attackerFrom() == null ? null : d.attackerFrom().id());
            n.put("byConvoy", d.byConvoy());
            dislodged.add(n);
        }
        ArrayNode standoffs = root.putArray("standoffs");
        for (Province pr : s.standoffs()) standoffs.add(pr.id());
        if (!s.stationaryPowers().isEmpty()) {
            ArrayNode stationary = root.putArray("stationary");
            new java.util.TreeSet<>(s.stationaryPowers()).forEach(stationary::add);
        }
        if (!s.extras().isEmpty()) {
            ObjectNode extras = root.putObject("extras");
            s.extras().forEach(extras::put);
        }
        return root;
    }

    public static String write(GameState s) { return toTree(s).toString(); }

    public static GameState read(Board board, String json) {
        try {
            return fromTree(board, JSON.readTree(json));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException("bad state JSON: " + e.getOriginalMessage(), e);
        }
    }

    public static GameState fromTree(Board board, JsonNode root) {
        JsonNode p = root.path("phase");
        Phase phase = new Phase(p.path("season").asText(), p.path("year").asInt(),
                PhaseType.valueOf(p.path("type").asText()), p.path("code").asText(null), p.path("era").asText(null));
        GameState.Builder b = GameState.builder(board, phase);
        for (JsonNode u : root.path("units")) b.unit(unit(board, u));
        root.path("owners").fields().forEachRemaining(e ->
                b.owner(province(board, e.getKey()), e.getValue().asText()));
        for (JsonNode d : root.path("dislodged")) {
            JsonNode from = d.get("attackerFrom");
            Province attacker = from == null || from.isNull() ? null : province(board, from.asText());
            b.dislodged(new Dislodgement(unit(board, d), attacker, d.path("byConvoy").asBoolean()));
        }
        for (JsonNode s : root.path("standoffs")) b.standoff(province(board, s.asText()));
        for (JsonNode s : root.path("stationary")) b.stationary(s.asText(), true);
        root.path("extras").fields().forEachRemaining(e -> b.extra(e.getKey(), e.getValue().asText()));
        return b.build();
    }

    private static ObjectNode unit(Unit u) {
        ObjectNode n = JSON.createObjectNode();
        n.put("power", u.power()).put("kind", String.valueOf(u.kind().letter())).put("at", u.location().id());
        return n;
    }

    private static Unit unit(Board board, JsonNode n) {
        return new Unit(n.path("power").asText(), kind(board, n.path("kind").asText()), board.location(n.path("at").asText()));
    }

    /** The board's unit kind for a letter or word ("A", "F", "Inf"). */
    static UnitKind kind(Board board, String word) {
        return board.unitKind(word).orElseThrow(() -> new IllegalArgumentException("unknown unit kind '" + word + "'"));
    }

    private static Province province(Board board, String id) {
        return board.find(id).orElseThrow(() -> new IllegalArgumentException("unknown province '" + id + "'"));
    }
}
