package org.chancery.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.chancery.engine.Board;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Outcome;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;

/**
 * The retreat fields every scenario shares, whatever its variant. In: {@code dislodged} by power, {@code dislodgers}
 * (the dislodged unit's province and where its attacker came from) and {@code bounces} (pairs of provinces; the
 * second was left empty by a standoff). Out: {@code dislodged} by power (the units that must retreat),
 * {@code retreats} (where each may go, by its province) and {@code destroyed} (units dislodged with nowhere to go,
 * or that the variant's rules disband at once).
 */
final class RetreatFields {
    private RetreatFields() {}

    /** Adds the scenario's dislodged units and standoffs to the position being read. */
    static void read(JsonNode sc, Board board, GameState.Builder b, BiFunction<String, String, Unit> unit) {
        JsonNode dislodgers = sc.path("dislodgers");
        for (Iterator<Map.Entry<String, JsonNode>> it = sc.path("dislodged").fields(); it.hasNext(); ) {
            var e = it.next();
            for (JsonNode text : e.getValue()) {
                Unit u = unit.apply(e.getKey(), text.asText());
                dislodged(board, b, u, dislodgers.path(u.province().id()).asText(null));
            }
        }
        for (JsonNode pair : sc.path("bounces")) {
            if (!pair.isArray() || pair.size() != 2) {
                throw new IllegalArgumentException("a bounce is a pair of provinces, such as [\"bur\", \"mun\"], not " + pair);
            }
            bounce(board, b, pair.get(0).asText(), pair.get(1).asText(), id -> dislodgers.path(id).asText(null));
        }
    }

    /**
     * {@link #read(JsonNode, Board, GameState.Builder, BiFunction)} for a plain line's fields as read by
     * {@link PlainScenario}: the dislodged units by power, where their attackers came from by province, and the
     * bounces as pairs (each null when not given).
     */
    static void read(List<Map.Entry<String, List<String>>> dislodged, Map<String, String> dislodgers, List<List<String>> bounces,
                     Board board, GameState.Builder b, BiFunction<String, String, Unit> unit) {
        Map<String, String> by = dislodgers == null ? Map.of() : dislodgers;
        if (dislodged != null) {
            for (Map.Entry<String, List<String>> e : dislodged) {
                for (String text : e.getValue()) {
                    Unit u = unit.apply(e.getKey(), text);
                    dislodged(board, b, u, by.get(u.province().id()));
                }
            }
        }
        if (bounces == null) return;
        for (List<String> pair : bounces) bounce(board, b, pair.get(0), pair.get(1), by::get);
    }

    /** A dislodged unit, its attacker from {@code from} (a location's name, or null when not given). */
    private static void dislodged(Board board, GameState.Builder b, Unit u, String from) {
        Province attacker = from == null ? null : board.location(from).province();
        b.dislodged(new Dislodgement(u, attacker, false));
    }

    /**
     * A bounce from one province into another: the target is left empty by a standoff unless the bouncing unit was
     * itself dislodged by an attack from that target ({@code attackerOf}: where a dislodged unit's attacker came from).
     */
    private static void bounce(Board board, GameState.Builder b, String fromText, String toText,
                               Function<String, String> attackerOf) {
        Province from = board.location(fromText).province();
        Province to = board.location(toText).province();
        String by = attackerOf.apply(from.id());
        boolean lostToTarget = by != null && board.location(by).province() == to;
        if (!lostToTarget) b.standoff(to);
    }

    /**
     * Writes who must retreat after {@code result} and where each may go ({@code retreatsOf} gives a dislodged
     * unit's legal destinations in the next phase), and who was destroyed instead.
     */
    static void write(ObjectNode out, PhaseResult result, GameState next, Function<Unit, List<Location>> retreatsOf) {
        ObjectNode dislodged = out.putObject("dislodged");
        ArrayNode destroyed = out.putArray("destroyed");
        ObjectNode retreats = out.putObject("retreats");
        Set<Unit> waiting = new LinkedHashSet<>();
        if (next.phase().type() == PhaseType.RETREAT) for (Dislodgement d : next.dislodged()) waiting.add(d.unit());
        for (Unit u : waiting) {
            List<Location> where = retreatsOf.apply(u);
            if (where.isEmpty()) {
                destroyed.add(u.shortName());
                continue;
            }
            ArrayNode mine = dislodged.has(u.power()) ? (ArrayNode) dislodged.get(u.power()) : dislodged.putArray(u.power());
            mine.add(u.shortName());
            ArrayNode list = retreats.putArray(u.province().id());
            for (Location l : where) list.add(l.id());
        }
        Set<Unit> gone = new LinkedHashSet<>();
        for (Dislodgement d : result.after().dislodged()) gone.add(d.unit());
        for (Outcome o : result.outcomes()) {
            Unit u = o.order().unit();
            if (u != null && !o.succeeded() && o.reason() != null && o.reason().contains("dislodged")) gone.add(u);
        }
        List<String> names = new ArrayList<>();
        for (JsonNode n : destroyed) names.add(n.asText());
        for (Unit u : gone) {
            if (!waiting.contains(u) && !names.contains(u.shortName())) destroyed.add(u.shortName());
        }
    }
}
