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
import org.chancery.engine.OrderParser;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.game.Rulebook;
import org.chancery.variant.Ruleset;
import org.chancery.variant.ScenarioInput;
import org.chancery.variant.Turn;

/**
 * A scenario played by a variant's own rules, for every variant with rules of its own. State fields left out
 * are the start position; {@code extras} replaces rule-module state by key (for example {@code heirs}),
 * {@code stationary} lists the powers whose units never move, {@code allocations} gives each power's secret
 * allocations, and the ruleset's {@link org.chancery.variant.ScenarioFields} read and write the variant's own
 * fields. Unit orders' results are keyed by province, other orders' (marriages, executions) by their text. As at the
 * table, a power's later order for a unit replaces its earlier one (a proxy consent followed by a hold is withdrawn).
 */
final class RulesetScenario {
    private final Ruleset rules;
    private final ObjectMapper json = new ObjectMapper();

    RulesetScenario(Ruleset rules) { this.rules = rules; }

    /** A scenario's position, its orders as read, and the phase played from it. */
    record Played(GameState before, List<Order> orders, Turn turn) {}

    ObjectNode run(JsonNode sc) {
        ObjectNode out = json.createObjectNode();
        Played played = play(sc, out.putArray("rejected"));
        GameState s = played.before();
        Turn t = played.turn();
        out.put("phase_before", s.phase().code());
        out.put("phase_after", t.next().phase().code());
        ObjectNode res = out.putObject("resolutions");
        for (Outcome o : t.result().outcomes()) {
            Unit u = o.order().unit();
            String key = u == null || res.has(u.province().id()) ? o.order().text() : u.province().id();
            res.put(key, o.succeeded() ? "succeeds" : "fails: " + o.reason());
        }
        out.set("units", byPower(t.next().units().stream().map(u -> new String[] {u.power(), u.shortName()}).toList()));
        List<String[]> owned = new ArrayList<>();
        for (Province p : t.next().board().provinces()) {
            if (t.next().ownerOf(p) != null) owned.add(new String[] {t.next().ownerOf(p), p.id()});
        }
        out.set("sc_owners", byPower(owned));
        ObjectNode extras = out.putObject("extras");
        t.next().extras().forEach((k, v) -> extras.set(k, tree(v)));
        out.set("notes", json.valueToTree(t.notes()));
        rules.end(t.next()).ifPresent(e -> out.set("end", json.valueToTree(e)));
        RetreatFields.write(out, t.result(), t.next(), u -> retreatsOf(t.next(), u));
        rules.scenarioFields().write(out, s, t);
        out.set("results", ScenarioRunner.results(json, t.result().outcomes()));
        return out;
    }

    /** Where a dislodged unit may retreat, by the variant's own legal orders. */
    private List<org.chancery.engine.Location> retreatsOf(GameState s, Unit u) {
        List<org.chancery.engine.Location> out = new ArrayList<>();
        for (Order o : rules.legalOrders(s, u)) if (o instanceof Order.Retreat r) out.add(r.to());
        return out;
    }

    /** Reads the position, orders and allocations, notes what is refused in {@code rejected}, and plays the phase. */
    Played play(JsonNode sc, ArrayNode rejected) {
        GameState s = readState(sc);
        Unit first = rules.start().units().isEmpty() ? null : rules.start().units().get(0);
        String[] example = first == null ? new String[] {rules.playablePowers().get(0), "A ?"} : new String[] {first.power(), first.shortName()};
        Map<String, Order> bySlot = new LinkedHashMap<>();
        for (var e : ScenarioInput.listsByName("orders", sc.path("orders"), "{\"" + example[0] + "\": [\"" + example[1] + " H\"]}",
                ScenarioRunner.powerNames(rules.variant(), s))) {
            for (String line : e.getValue()) {
                String tooLong = OrderParser.tooLong(line);
                ParseResult r = tooLong != null ? new ParseResult.Error(line, tooLong) : rules.parse(s, e.getKey(), line);
                if (r instanceof ParseResult.Ok ok) {
                    String slot = e.getKey() + "|" + Rulebook.slot(ok.order(), bySlot.size());
                    bySlot.remove(slot);
                    bySlot.put(slot, ok.order());
                }
                else rejected.addObject().put("power", e.getKey()).put("order", ScenarioErrors.echo(line))
                        .put("error", ScenarioErrors.echo(((ParseResult.Error) r).message()));
            }
        }
        List<Order> orders = new ArrayList<>(bySlot.values());
        Map<String, List<String>> allocations = new LinkedHashMap<>();
        JsonNode given = sc.path("allocations");
        if (rules.allocations().isEmpty()) {
            if (!given.isMissingNode() && !given.isNull() && !(given.isContainerNode() && given.isEmpty()))
                rejected.addObject().put("allocation", rules.variant().name() + " has no allocations: leave 'allocations' out");
            return new Played(s, orders, rules.play(s, orders, allocations));
        }
        for (var e : ScenarioInput.listsByName("allocations", sc.path("allocations"), "{\"" + example[0] + "\": [\"...\"]}")) {
            List<String> lines = new ArrayList<>();
            for (String line : e.getValue()) {
                String tooLong = OrderParser.tooLong(line);
                if (tooLong == null) lines.add(line);
                else rejected.addObject().put("power", e.getKey()).put("allocation", ScenarioErrors.echo(line) + ": " + tooLong);
            }
            var check = rules.allocations().get().check(s, e.getKey(), lines, List.of());
            for (String err : check.errors()) rejected.addObject().put("power", e.getKey()).put("allocation", err);
            allocations.put(e.getKey(), lines);
        }
        return new Played(s, orders, rules.play(s, orders, allocations));
    }

    private ObjectNode byPower(List<String[]> pairs) {
        ObjectNode out = json.createObjectNode();
        for (String[] p : pairs) ((ArrayNode) (out.has(p[0]) ? out.get(p[0]) : out.putArray(p[0]))).add(p[1]);
        return out;
    }

    private JsonNode tree(String text) {
        try {
            return json.readTree(text);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("rule state is not JSON", e);
        }
    }

    private GameState readState(JsonNode sc) {
        GameState.Builder b = rules.start().toBuilder();
        if (sc.hasNonNull("phase")) b.phase(ScenarioInput.phase(sc.get("phase"), rules.variant()));
        if (sc.has("units")) {
            b.clearUnits();
            java.util.Set<Province> taken = new java.util.HashSet<>();
            String example = rules.start().units().isEmpty() ? "{}" : "{\"" + rules.start().units().get(0).power() + "\": [\""
                    + rules.start().units().get(0).shortName() + "\"]}";
            for (var e : ScenarioInput.listsByName("units", sc.get("units"), example)) {
                for (String text : e.getValue()) {
                    Unit u = ScenarioInput.unit("units", e.getKey(), text, rules.variant());
                    if (!taken.add(u.province())) throw new IllegalArgumentException("'units': two units in " + u.province().name());
                    b.unit(u);
                }
            }
        }
        RetreatFields.read(sc, rules.variant().board(), b, (power, text) -> ScenarioInput.unit("dislodged", power, text, rules.variant()));
        if (sc.has("sc_owners")) {
            for (Province p : rules.variant().board().provinces()) if (p.isSupplyCenter()) b.owner(p, null);
            for (var e : ScenarioInput.listsByName("sc_owners", sc.get("sc_owners"), "{\"" + rules.playablePowers().get(0) + "\": [\"...\"]}")) {
                for (String id : e.getValue()) {
                    b.owner(rules.variant().board().find(id).orElseThrow(
                            () -> new IllegalArgumentException("'sc_owners': no province '" + ScenarioErrors.echo(id) + "'")), e.getKey());
                }
            }
        }
        if (sc.has("stationary")) {
            for (String p : rules.start().stationaryPowers()) b.stationary(p, false);
            for (JsonNode p : sc.get("stationary")) b.stationary(p.asText(), true);
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = sc.path("extras").fields(); it.hasNext(); ) {
            var e = it.next();
            b.extra(e.getKey(), e.getValue().isNull() ? null : e.getValue().toString());
        }
        return rules.scenarioFields().read(sc, b.build());
    }
}
