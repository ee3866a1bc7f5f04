package org.chancery.variant.dote;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.variant.ScenarioFields;
import org.chancery.variant.ScenarioInput;
import org.chancery.variant.Turn;
import org.chancery.variant.economy.Treasury;
import org.chancery.variant.roads.Roads;
import org.chancery.variant.stages.PendingMoves;

/**
 * Diplomacy of the Empire's fields of an {@code adjudicate} scenario, read and written alike: {@code treasury}
 * (talents by power), {@code inflation} (the price level: 1, 2 or 3), {@code cities} (province: "city" or
 * "fortified"; given, it replaces the starting capitals), {@code roads} (pairs of provinces; roads between
 * neighbouring cities of one owner are added as the game would), {@code second_moves} (by power, such as
 * {@code "Cav cea-tin"}, for a retreat phase) and {@code six_players}.
 */
final class DoteScenarioFields implements ScenarioFields {
    /** More talents than a game could gather; a larger treasury is refused rather than wrapped round. */
    static final int TALENTS_MAX = 1_000_000;
    private final DoteSetup setup;
    private final Seasons seasons;

    DoteScenarioFields(DoteSetup setup, Seasons seasons) {
        this.setup = setup;
        this.seasons = seasons;
    }

    @Override
    public GameState read(JsonNode sc, GameState read) {
        GameState.Builder b = read.toBuilder();
        if (sc.has("cities") || sc.has("roads")) {
            Roads roads = sc.has("cities") ? Roads.none() : Roads.read(read);
            for (Map.Entry<String, JsonNode> e : fields(sc.path("cities"))) {
                roads = roads.withCity(setup.province(e.getKey()), Roads.FORTIFIED.equals(e.getValue().asText()));
            }
            for (JsonNode r : sc.path("roads")) roads = roads.withRoad(setup.province(r.get(0).asText()), setup.province(r.get(1).asText()));
            roads.write(b);
        }
        Treasury t = Treasury.read(read);
        if (sc.has("treasury") && !sc.get("treasury").isObject()) {
            throw ScenarioInput.wrong("treasury", sc.get("treasury"), "talents by power, such as {\"Italia\": 45}");
        }
        for (Map.Entry<String, JsonNode> e : fields(sc.path("treasury"))) {
            String power = setup.power(e.getKey()).orElseThrow(() -> new IllegalArgumentException("treasury: no power '" + e.getKey()
                    + "'; the powers are " + String.join(", ", setup.powers())));
            int talents = ScenarioInput.whole("treasury of " + power, e.getValue(), 0, TALENTS_MAX);
            t = t.add(power, talents - t.balance(power), "scenario", "set");
        }
        // the rulebook's price levels: the base, doubled past 100 talents of tribute, tripled past 205
        if (sc.has("inflation")) t = t.withPriceFactor(ScenarioInput.whole("inflation", sc.get("inflation"), 1, 3));
        t.write(b);
        if (sc.has("second_moves")) {
            List<PendingMoves.Entry> moves = new ArrayList<>();
            for (Map.Entry<String, JsonNode> e : fields(sc.get("second_moves"))) {
                for (JsonNode m : e.getValue()) moves.add(entry(e.getKey(), m.asText()));
            }
            new PendingMoves(moves).write(b);
        }
        GameState s = b.build();
        if (sc.path("six_players").asBoolean(false)) s = DoteRuleset.sixPlayerGame(setup, s);
        return seasons.joinRoads(s);
    }

    /** "Cav cea-tin" or "Cav tin-cea-num-afr": a unit where its first move ended, and where it goes on to. */
    private PendingMoves.Entry entry(String power, String text) {
        String[] w = text.trim().split("\\s+");
        String[] places = w.length == 2 ? w[1].split("-") : new String[0];
        if (places.length < 2) throw new IllegalArgumentException("a second move is written 'Cav cea-tin', not '" + text + "'");
        var kind = setup.board.unitKind(w[0]).orElseThrow(() -> new IllegalArgumentException("no unit kind in '" + text + "'"));
        List<String> road = new ArrayList<>();
        for (int i = 1; i < places.length - 1; i++) road.add(setup.province(places[i]).id());
        return new PendingMoves.Entry(setup.power(power).orElse(power), String.valueOf(kind.letter()),
                setup.board.location(places[0]).id(), setup.board.location(places[places.length - 1]).id(), road);
    }

    @Override
    public void write(ObjectNode answer, GameState before, Turn turn) {
        GameState next = turn.next();
        Treasury t = Treasury.read(next);
        ObjectNode treasury = answer.putObject("treasury");
        for (String p : setup.powers()) if (t.talents().containsKey(p)) treasury.put(p, t.balance(p));
        answer.put("inflation", t.priceFactor());
        Roads roads = Roads.read(next);
        ObjectNode cities = answer.putObject("cities");
        roads.cities().forEach(cities::put);
        ArrayNode list = answer.putArray("roads");
        for (List<String> r : roads.roads()) list.addArray().add(r.get(0)).add(r.get(1));
        ObjectNode pending = answer.putObject("second_moves");
        for (Order.Move m : PendingMoves.read(next).orders(setup.board)) {
            ArrayNode mine = pending.has(m.unit().power()) ? (ArrayNode) pending.get(m.unit().power()) : pending.putArray(m.unit().power());
            mine.add(m.text());
        }
    }

    private static List<Map.Entry<String, JsonNode>> fields(JsonNode n) {
        List<Map.Entry<String, JsonNode>> out = new ArrayList<>();
        if (n != null && n.isObject()) n.fields().forEachRemaining(out::add);
        return out;
    }
}
