package org.chancery.variant.europe1615;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Outcome;
import org.chancery.engine.Unit;
import org.chancery.variant.ScenarioFields;
import org.chancery.variant.ScenarioInput;
import org.chancery.variant.Turn;

/**
 * Europe 1615's fields of an {@code adjudicate} scenario. In: {@code influence} (INFs per state by power),
 * {@code budgets} and {@code spent} (INFs this year; the budgets default to the values of the centres held),
 * {@code attrition} (provinces of marked units), {@code captured} (state key to captor), {@code territory},
 * {@code waivers}, {@code rounds}, {@code eliminated}, {@code abandoned}, {@code awake}, {@code sanctions} (the lists
 * and the sanctions in effect, as {@code /sanctions} and the README describe them). Out: the statuses,
 * markers and captured states after the phase, the INFs, the order each state's and Ottoman unit took, the
 * attrition marks, the rounds with their scores, and the sanctions, all of them after the phase and whatever
 * the game ran on leaving it (captures, Winter, scoring). Who ordered the Ottomans never appears.
 */
final class E1615Scenario implements ScenarioFields {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final E1615Ruleset rules;

    E1615Scenario(E1615Ruleset rules) { this.rules = rules; }

    @Override
    public GameState read(JsonNode sc, GameState read) {
        E1615Setup setup = rules.setup();
        GameState s = read;
        for (var it = sc.path("captured").fields(); it.hasNext(); ) {
            var e = it.next();
            MinorState m = Politics.of(setup, s).get(e.getKey().toUpperCase(java.util.Locale.ROOT));
            if (m == null) throw new IllegalArgumentException("captured: no state '" + e.getKey() + "'");
            s = s.toBuilder().owner(setup.province(m.capital()), e.getValue().asText()).build();
        }
        E1615State st = E1615State.read(s);
        if (sc.has("influence")) st = st.withInfluence(convert(sc, "influence", new TypeReference<>() {}, "INFs by state and power, such as {\"SAX\": {\"France\": 2}}"));
        if (sc.has("territory")) {
            Map<String, String> t = new TreeMap<>(st.territory());
            t.putAll(convert(sc, "territory", new TypeReference<Map<String, String>>() {}, "a holder by province, such as {\"als\": \"France\"}"));
            st = st.withTerritory(t);
        }
        if (sc.has("waivers")) st = st.withWaivers(convert(sc, "waivers", new TypeReference<>() {}, "a power by province, such as {\"als\": \"France\"}"));
        if (sc.has("attrition")) st = st.withAttrition(convert(sc, "attrition", new TypeReference<>() {}, "a list of provinces, such as [\"boh\"]"));
        if (sc.has("rounds")) st = st.withRounds(convert(sc, "rounds", new TypeReference<>() {}, "a list of rounds, such as [{\"year\": 1615, \"scores\": {\"Denmark\": 1}, \"winner\": \"Denmark\"}]"));
        if (sc.has("eliminated")) st = st.withEliminated(convert(sc, "eliminated", new TypeReference<>() {}, "a list of powers, such as [\"Spain\"]"));
        if (sc.has("abandoned")) st = st.withAbandoned(convert(sc, "abandoned", new TypeReference<>() {}, "a list of powers, such as [\"Spain\"]"));
        if (sc.has("awake")) st = st.withAwake(convert(sc, "awake", new TypeReference<>() {}, "a list of state keys, such as [\"SAX\"]"));
        Map<String, Integer> budgets = sc.has("budgets") ? convert(sc, "budgets", new TypeReference<>() {}, "INFs by power, such as {\"France\": 21}")
                : rules.budgets(s, st);
        st = st.withYear(budgets);
        if (sc.has("spent")) st = st.withSpent(convert(sc, "spent", new TypeReference<>() {}, "INFs spent by power, such as {\"France\": 5}"));
        s = st.write(s);
        return sc.has("sanctions") ? setup.sanctions().readScenario(sc.get("sanctions"), s) : s;
    }

    private static <T> T convert(JsonNode sc, String field, TypeReference<T> type, String shape) {
        T value = ScenarioInput.convert(field, sc.get(field), type, shape);
        if (value == null) throw ScenarioInput.wrong(field, sc.get(field), shape);
        return value;
    }

    @Override
    public void write(ObjectNode out, GameState before, Turn t) {
        E1615Setup setup = rules.setup();
        Politics was = Politics.of(setup, before);
        ObjectNode given = out.putObject("orders_given");
        for (Outcome o : t.result().outcomes()) {
            Unit u = o.order().unit();
            if (u != null && was.ofPower(u.power()) != null) given.put(u.province().id(), o.order().text());
        }
        Politics now = Politics.of(setup, t.next());
        ObjectNode statuses = out.putObject("statuses");
        ObjectNode markers = out.putObject("markers");
        List<String> captured = new ArrayList<>();
        for (MinorState m : now.all()) {
            if (m.ottoman() || now.ofPower(m.power()) != m) continue;
            Influence.Status x = now.status(m);
            if (x == null) captured.add(m.key());
            else statuses.put(m.key(), x.describe());
            String marker = now.marker(m);
            if (marker != null) markers.put(m.key(), marker);
        }
        out.set("captured", JSON.valueToTree(captured));
        E1615State after = E1615State.read(t.next());
        out.set("influence", JSON.valueToTree(after.influence()));
        out.set("budgets", JSON.valueToTree(after.budgets()));
        out.set("spent", JSON.valueToTree(after.spent()));
        out.set("attrition", JSON.valueToTree(after.attrition()));
        out.set("rounds", JSON.valueToTree(after.rounds()));
        out.set("rounds_won", JSON.valueToTree(after.roundsWon()));
        JsonNode sanctions = setup.sanctions().writeScenario(t.next());
        if (sanctions != null) out.set("sanctions", sanctions);
    }
}
