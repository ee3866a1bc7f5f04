package org.chancery.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.chancery.engine.Board;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.PhaseRunner;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.RetreatAdjudicator;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.Rulesets;
import org.chancery.variant.ScenarioInput;
import org.chancery.variant.Variant;

/**
 * The scenario format of {@code adjudicate} (README, "Scenarios in adjudicate"): one JSON
 * scenario in, one JSON result out. Not thread-safe; use one per thread.
 */
public final class ScenarioRunner {
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern SPACES_OR_DASHES = Pattern.compile("[\\s\\-]+");
    private static final Pattern COAST_SUFFIX = Pattern.compile("[/(].*");

    /**
     * Jackson's streaming parser and generator for the plain lines, and data binding made at the first line that needs
     * it (a tree, a refusal): its first {@code ObjectMapper} costs a batch JVM's start some 70 ms.
     */
    private static final JsonFactory FACTORY = new JsonFactory();
    private ObjectMapper json;
    private final String defaultId;
    private Variant variant;
    private Board board;
    private OrderParser parser;
    private PhaseRunner runner;
    private RetreatAdjudicator retreats;
    private java.util.Set<String> variantPowers;
    private final Map<Province, String> spelling = new java.util.HashMap<>();
    /** Whether the board has a three-letter name that is not its province's id, the only spellings kept. */
    private boolean otherSpellings;

    public ScenarioRunner(Variant variant) {
        this.defaultId = variant.id();
        use(variant);
    }

    /**
     * Scenarios without a variant play {@code defaultId}, loaded at the first such line: when its map is broken,
     * those lines answer so and the lines of every other variant play on.
     */
    public static ScenarioRunner forDefault(String defaultId) {
        return new ScenarioRunner(defaultId);
    }

    private ScenarioRunner(String defaultId) { this.defaultId = defaultId; }

    private ObjectMapper json() {
        if (json == null) json = new ObjectMapper();
        return json;
    }

    private void use(Variant v) {
        this.variant = v;
        this.board = v.board();
        this.parser = new OrderParser(board, v.rules());
        this.runner = new PhaseRunner(board, v.rules());
        this.retreats = new RetreatAdjudicator(board);
        this.variantPowers = variantPowers(v);
        phases.clear();
        ownPowers.clear();
        for (String p : variantPowers) ownPowers.put(p, p);
        encodeNames();
        placeUnits();
        java.util.Arrays.fill(aliases3, false);
        otherSpellings = false;
        for (Map.Entry<String, Province> e : board.names().entrySet()) {
            String w = e.getKey();
            if (w.length() != 3 || e.getValue().id().equals(w)) continue;
            otherSpellings = true;
            if (w.chars().allMatch(c -> c >= 'a' && c <= 'z')) aliases3[((w.charAt(0) - 'a') * 26 + w.charAt(1) - 'a') * 26 + w.charAt(2) - 'a'] = true;
        }
        List<String> known = new ArrayList<>(variantPowers);
        known.addAll(placed.keySet());
        for (Location l : board.locations()) known.add(l.id());
        known.removeIf(t -> {
            spelling.clear();
            learnText(t);
            return !spelling.isEmpty();
        });
        spelling.clear();
        knownTexts = new KnownTexts(known);
    }

    /** The standard variant a scenario names (or the default), loaded now if it was not. */
    private void standard(String variantId) {
        if (variant == null || !variant.id().equals(variantId)) use(org.chancery.variant.VariantLoader.load(variantId));
    }

    /** Runs one scenario line; a malformed scenario gives {"error": "..."}. */
    public String runLine(String line) {
        ObjectNode err = json().createObjectNode();
        try {
            if (line.isBlank()) return err.put("error", ScenarioErrors.BLANK).toString();
            JsonNode scenario = json().readTree(line);
            if (scenario == null || !scenario.isObject()) return err.put("error", ScenarioErrors.NOT_AN_OBJECT).toString();
            return json().writeValueAsString(run(scenario));
        } catch (Exception e) {
            return err.put("error", ScenarioErrors.describe(e, line)).toString();
        }
    }

    /**
     * {@link #runLine(String)} for a line of UTF-8, answered in UTF-8: the same answer, without making text of the
     * line or of the answer. A line that is no scenario object, or whose answer cannot be written so (a lone
     * surrogate escaped in its input), is answered by {@link #runLine(String)}, as it would have been.
     */
    public byte[] runLine(byte[] utf8) {
        Answers out = new Answers(8192);
        runLine(utf8, out);
        return out.toByteArray();
    }

    /** {@link #runLine(byte[])}, the answer added to {@code to}: a batch's answers are written where they will be sent. */
    void runLine(byte[] utf8, Answers to) {
        int start = to.size();
        try {
            PlainScenario plain = PlainScenario.read(FACTORY, utf8,
                    variant != null && variant.id().equals(defaultId) ? knownTexts : KnownTexts.NONE);
            if (plain != null) {
                standard(defaultId);
                if (plain.namesOnly(variantPowers) && !spelt(plain.dislodgers())) {
                    try (JsonGenerator g = FACTORY.createGenerator(to)) {
                        write(plain, g);
                    }
                    return;
                }
            }
            JsonNode scenario = json().readTree(utf8);
            if (scenario != null && scenario.isObject()) {
                if (!Rulesets.isStandard(scenario.path("variant").asText(defaultId))) {
                    to.writeBytes(json().writeValueAsBytes(run(scenario)));
                    return;
                }
                try (JsonGenerator g = json().getFactory().createGenerator(to)) {
                    write(scenario, g);
                }
                return;
            }
        } catch (Exception e) {
            to.truncate(start); // answered below, with the message the text gets
        }
        to.writeBytes(runLine(new String(utf8, java.nio.charset.StandardCharsets.UTF_8)).getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** Answers written one after another, and a failed one's start taken back. */
    static final class Answers extends java.io.ByteArrayOutputStream {
        Answers(int size) { super(size); }

        void truncate(int size) { count = size; }
    }

    /** The texts a plain line's reader takes as they are kept ({@link PlainScenario}), of the variant in use. */
    private KnownTexts knownTexts;


    /**
     * A scenario's position, its orders as parsed (unparseable ones left out), their adjudication, and the position
     * in the phase after it (owners updated, its own phase).
     */
    public record Adjudicated(GameState before, List<Order> orders, PhaseResult result, GameState next) {}

    /** Reads and adjudicates one scenario without writing a result, for callers such as {@code render}. */
    public Adjudicated adjudicate(JsonNode scenario) {
        String variantId = scenario.path("variant").asText(defaultId);
        if (!Rulesets.isStandard(variantId)) {
            RulesetScenario.Played p = new RulesetScenario(Rulesets.of(variantId)).play(scenario, json().createArrayNode());
            return new Adjudicated(p.before(), p.orders(), p.turn().result(), p.turn().next());
        }
        standard(variantId);
        GameState before = readState(scenario);
        List<Order> orders = readOrders(ScenarioInput.listsByName("orders", scenario.path("orders"), EXAMPLES.get("orders"),
                powerNames(variantPowers, before)), before, new ArrayList<>());
        PhaseResult result = runner.adjudicate(before, orders);
        return new Adjudicated(before, orders, result, runner.advance(result.after()));
    }

    public ObjectNode run(JsonNode scenario) {
        String variantId = scenario.path("variant").asText(defaultId);
        if (!Rulesets.isStandard(variantId)) return new RulesetScenario(Rulesets.of(variantId)).run(scenario);
        try (TokenBuffer answer = new TokenBuffer(json(), false)) {
            write(scenario, answer);
            return (ObjectNode) json().readTree(answer.asParser());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A refused order of a scenario: its power, text and why, and its unit's province for the resolutions (or null). */
    private record Rejected(String power, String order, String error, String province) {}

    /**
     * Adjudicates a scenario of a standard variant and writes its answer as it goes, with no tree of it: the position,
     * orders and phase are all worked out first, so nothing is written for a scenario that fails.
     */
    private void write(JsonNode scenario, JsonGenerator g) throws java.io.IOException {
        standard(scenario.path("variant").asText(defaultId));
        spelling.clear();
        if (otherSpellings) learnSpelling(scenario);
        GameState before = readState(scenario);
        List<Rejected> rejected = new ArrayList<>();
        List<Order> orders = readOrders(ScenarioInput.listsByName("orders", scenario.path("orders"), EXAMPLES.get("orders"),
                powerNames(variantPowers, before)), before, rejected);
        write(before, orders, rejected, g);
    }

    /** {@link #write(JsonNode, JsonGenerator)} for a plain scenario of the default variant, its names checked. */
    private void write(PlainScenario scenario, JsonGenerator g) throws java.io.IOException {
        spelling.clear();
        if (otherSpellings) for (String text : scenario.texts()) learnText(text);
        GameState.Builder b = GameState.builder(board, scenario.phase() != null ? phase(scenario.phase()) : variant.start().phase());
        readUnits(b, scenario.units());
        if (scenario.dislodged() != null || scenario.bounces() != null) {
            RetreatFields.read(scenario.dislodged(), scenario.dislodgers(), scenario.bounces(), board, b,
                    (power, text) -> readUnit("dislodged", power, text));
        }
        readOwners(b, scenario.owners());
        GameState before = b.build();
        List<Rejected> rejected = new ArrayList<>();
        List<Order> orders = readOrders(scenario.orders() == null ? List.of() : scenario.orders(), before, rejected);
        write(before, orders, rejected, g);
    }

    /**
     * Whether a name of the dislodgers' object is a place's other three-letter spelling, which the tree's reading learns
     * as the caller's spelling (a plain line's names are not learnt; such a line is read as a tree).
     */
    private boolean spelt(Map<String, String> dislodgers) {
        if (dislodgers == null || !otherSpellings) return false;
        for (String name : dislodgers.keySet()) {
            if (name.length() != 3) continue;
            String w = name.toLowerCase(Locale.ROOT);
            Province p = board.names().get(w);
            if (p != null && !p.id().equals(w)) return true;
        }
        return false;
    }

    /** A phase code read, kept for the lines after it: a run of lines plays the same few phases again and again. */
    private org.chancery.engine.Phase phase(String code) {
        org.chancery.engine.Phase known = phases.get(code);
        if (known != null) return known;
        known = ScenarioInput.phase(com.fasterxml.jackson.databind.node.TextNode.valueOf(code), variant);
        if (phases.size() >= 4096) phases.clear();
        phases.put(code, known);
        return known;
    }

    /** {@link #phase(String)}'s codes read, of the variant in use. */
    private final Map<String, org.chancery.engine.Phase> phases = new java.util.HashMap<>();

    /** The variant's own instance of a power's name, so that the engine's comparisons of names find it at once. */
    private String own(String power) {
        String own = ownPowers.get(power);
        return own != null ? own : power;
    }

    private final Map<String, String> ownPowers = new java.util.HashMap<>();

    /** Adjudicates the position read and writes the answer. */
    private void write(GameState before, List<Order> orders, List<Rejected> rejected, JsonGenerator g) throws java.io.IOException {
        PhaseResult result = runner.adjudicate(before, orders);
        GameState next = runner.advance(result.after());
        units.clear();
        for (Unit u : result.after().units()) units.add(u.power(), encodedName(u), rank(u));
        List<SerializedString> destroyed = new ArrayList<>();
        Map<String, List<SerializedString>> options = new LinkedHashMap<>();
        Map<String, List<SerializedString>> dislodged = new TreeMap<>();
        for (Dislodgement d : result.after().dislodged()) {
            List<Location> where = retreats.options(result.after(), d);
            if (where.isEmpty()) {
                destroyed.add(encodedName(d.unit()));
                continue;
            }
            dislodged.computeIfAbsent(d.unit().power(), k -> new ArrayList<>()).add(encodedName(d.unit()));
            List<SerializedString> list = new ArrayList<>(where.size());
            for (Location l : where) list.add(new SerializedString(id(l)));
            options.put(id(d.unit().province()), list);
        }
        owners.clear();
        for (Province p : board.provinces()) {
            String o = next.ownerOf(p);
            if (o != null) owners.add(o, encodedId(p), -1);
        }
        Map<String, Resolution> resolutions = new LinkedHashMap<>();
        for (Outcome o : result.outcomes()) {
            Province p = o.order().province();
            if (p != null) resolutions.put(id(p), new Resolution(encodedId(p), o.succeeded() ? SUCCEEDS : FAILS));
        }
        for (Rejected r : rejected) {
            if (r.province() != null) {
                resolutions.put(r.province(), new Resolution(new SerializedString(r.province()),
                        new SerializedString("rejected: " + r.error())));
            }
        }
        g.writeStartObject();
        field(g, PHASE_BEFORE, before.phase().code());
        field(g, PHASE_AFTER, next.phase().code());
        units.write(g, UNITS);
        writeLists(g, DISLODGED, dislodged);
        g.writeFieldName(DESTROYED);
        g.writeStartArray();
        for (SerializedString d : destroyed) g.writeString(d);
        g.writeEndArray();
        writeLists(g, RETREATS, options);
        owners.write(g, SC_OWNERS);
        g.writeFieldName(RESOLUTIONS);
        g.writeStartObject();
        for (Resolution r : resolutions.values()) {
            g.writeFieldName(r.province());
            g.writeString(r.word());
        }
        g.writeEndObject();
        g.writeFieldName(REJECTED);
        g.writeStartArray();
        for (Rejected r : rejected) {
            g.writeStartObject();
            field(g, POWER, r.power());
            field(g, ORDER, r.order());
            field(g, ERROR, r.error());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeFieldName(RESULTS);
        g.writeStartArray();
        for (Outcome o : result.outcomes()) {
            g.writeStartObject();
            String power = org.chancery.game.Rulebook.powerOf(o.order());
            if (power != null) {
                g.writeFieldName(POWER);
                g.writeString(encodedPower(power));
            }
            field(g, ORDER, o.order().text());
            g.writeFieldName(RESULT);
            g.writeString(encodedResult(o));
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    /** The answer's names and commonest words, encoded once. */
    private static final SerializedString DESTROYED = new SerializedString("destroyed");
    private static final SerializedString DISLODGED = new SerializedString("dislodged");
    private static final SerializedString ERROR = new SerializedString("error");
    private static final SerializedString ORDER = new SerializedString("order");
    private static final SerializedString PHASE_AFTER = new SerializedString("phase_after");
    private static final SerializedString PHASE_BEFORE = new SerializedString("phase_before");
    private static final SerializedString POWER = new SerializedString("power");
    private static final SerializedString REJECTED = new SerializedString("rejected");
    private static final SerializedString RESOLUTIONS = new SerializedString("resolutions");
    private static final SerializedString RESULT = new SerializedString("result");
    private static final SerializedString RESULTS = new SerializedString("results");
    private static final SerializedString RETREATS = new SerializedString("retreats");
    private static final SerializedString SC_OWNERS = new SerializedString("sc_owners");
    private static final SerializedString UNITS = new SerializedString("units");
    private static final SerializedString SUCCEEDS = new SerializedString("succeeds");
    private static final SerializedString FAILS = new SerializedString("fails");

    /** A province's entry in {@code resolutions}: its name in the answer and its word, both encoded. */
    private record Resolution(SerializedString province, SerializedString word) {}

    /** The answer's units and centres by power, kept from line to line. */
    private ByPower units, owners;

    /** A unit's name in the answer ("F stp/sc"), encoded once per kind and place unless the caller spelt a place its own way. */
    private SerializedString encodedName(Unit u) {
        if (!spelling.isEmpty()) return new SerializedString(name(u));
        for (int k = 0; k < kinds.length; k++) {
            if (kinds[k] == u.kind()) return unitNames[k][u.location().index()];
        }
        return new SerializedString(name(u));
    }

    /** A unit's place among the board's unit names in text order, or -1 when the caller spelt a place its own way. */
    private int rank(Unit u) {
        if (!spelling.isEmpty()) return -1;
        for (int k = 0; k < kinds.length; k++) {
            if (kinds[k] == u.kind()) return unitRanks[k][u.location().index()];
        }
        return -1;
    }

    /** A province's id in the answer, encoded once unless the caller spelt it another way. */
    private SerializedString encodedId(Province p) {
        String other = spelling.isEmpty() ? null : spelling.get(p);
        return other == null ? provinceIds[p.index()] : new SerializedString(other);
    }

    private SerializedString encodedPower(String power) {
        SerializedString known = powers.get(power);
        return known != null ? known : new SerializedString(power);
    }

    /** An order's result ("succeeds", "fails: bounced"), the engine's few reasons encoded once each. */
    private SerializedString encodedResult(Outcome o) {
        if (o.succeeded()) return SUCCEEDS;
        if (o.reason() == null) return FAILS;
        SerializedString known = failures.get(o.reason());
        if (known != null) return known;
        known = new SerializedString(result(o));
        if (failures.size() < 256) failures.put(o.reason(), known);
        return known;
    }

    /** The board's names, encoded for the answer when the board is taken up: by kind and location, and by province. */
    private UnitKind[] kinds;
    private SerializedString[][] unitNames;
    private int[][] unitRanks;
    private SerializedString[] provinceIds;
    private final Map<String, SerializedString> powers = new java.util.HashMap<>();
    private final Map<String, SerializedString> failures = new java.util.HashMap<>();

    private void encodeNames() {
        kinds = board.unitKinds().toArray(new UnitKind[0]);
        List<Location> locations = board.locations();
        unitNames = new SerializedString[kinds.length][locations.size()];
        for (int k = 0; k < kinds.length; k++) {
            for (Location l : locations) unitNames[k][l.index()] = new SerializedString(kinds[k].abbreviation() + " " + l.id());
        }
        List<String> texts = new ArrayList<>();
        for (SerializedString[] byKind : unitNames) for (SerializedString n : byKind) texts.add(n.getValue());
        texts.sort(null);
        unitRanks = new int[kinds.length][locations.size()];
        for (int k = 0; k < kinds.length; k++) {
            for (Location l : locations) unitRanks[k][l.index()] = java.util.Collections.binarySearch(texts, unitNames[k][l.index()].getValue());
        }
        units = new ByPower(List.copyOf(variantPowers), true);
        owners = new ByPower(List.copyOf(variantPowers), false);
        provinceIds = new SerializedString[board.size()];
        for (Province p : board.provinces()) provinceIds[p.index()] = new SerializedString(p.id());
        powers.clear();
        for (String p : variantPowers) powers.put(p, new SerializedString(p));
    }

    private static void field(JsonGenerator g, SerializedString name, String value) throws java.io.IOException {
        g.writeFieldName(name);
        g.writeString(value);
    }

    private void writeLists(JsonGenerator g, SerializedString field, Map<String, List<SerializedString>> lists) throws java.io.IOException {
        g.writeFieldName(field);
        g.writeStartObject();
        for (Map.Entry<String, List<SerializedString>> e : lists.entrySet()) {
            g.writeFieldName(encodedPower(e.getKey()));
            g.writeStartArray();
            for (SerializedString s : e.getValue()) g.writeString(s);
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    private static String result(Outcome o) {
        return o.succeeded() ? "succeeds" : o.reason() == null ? "fails" : "fails: " + o.reason();
    }

    /**
     * Each adjudicated order's own result, in the adjudicator's order: {@code resolutions} keys by province, so two
     * orders of one province (two builds in Paris) share a key there; here each has its line.
     */
    static ArrayNode results(ObjectMapper json, List<Outcome> outcomes) {
        ArrayNode out = json.createArrayNode();
        for (Outcome o : outcomes) {
            ObjectNode line = out.addObject();
            String power = org.chancery.game.Rulebook.powerOf(o.order());
            if (power != null) line.put("power", power);
            line.put("order", o.order().text());
            line.put("result", result(o));
        }
        return out;
    }

    /** Answers in the caller's spelling: a province named by an alias in the input keeps that alias. */
    private void learnSpelling(JsonNode node) {
        if (node.isTextual()) learnText(node.asText());
        if (!node.isContainerNode()) return;
        for (JsonNode child : node) learnSpelling(child);
        if (node.isObject()) {
            for (var names = node.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (name.length() == 3) learnWord(name.toLowerCase(Locale.ROOT));
            }
        }
    }

    /** Learns the three-letter aliases among a text's words. */
    private void learnText(String text) {
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean letter = i < text.length() && isLetter(text.charAt(i));
            if (letter && start < 0) start = i;
            if (!letter && start >= 0) {
                if (i - start == 3 && mayBeAlias(text, start)) learnWord(text.substring(start, i).toLowerCase(Locale.ROOT));
                start = -1;
            }
        }
    }

    /** {@link Character#isLetter(char)}, with ASCII answered without its table. */
    private static boolean isLetter(char c) {
        return c < 128 ? (char) ((c | 0x20) - 'a') < 26 : Character.isLetter(c);
    }

    /**
     * Whether the three letters at {@code at} may be a name other than its province's id: false only for plain
     * ASCII letters that are no such name, which saves making a word of every id in the scenario.
     */
    private boolean mayBeAlias(String text, int at) {
        int key = 0;
        for (int k = at; k < at + 3; k++) {
            char c = (char) (text.charAt(k) | 0x20);
            if (c < 'a' || c > 'z') return true;
            key = key * 26 + (c - 'a');
        }
        return aliases3[key];
    }

    /** {@link #mayBeAlias}'s table: the three-letter names that are not their province's id. */
    private final boolean[] aliases3 = new boolean[26 * 26 * 26];

    private void learnWord(String w) {
        Province p = board.names().get(w);
        if (p != null && !p.id().equals(w)) spelling.putIfAbsent(p, w);
    }

    private String id(Province p) { return spelling.getOrDefault(p, p.id()); }

    private String id(Location l) { return l.coast() == null ? id(l.province()) : id(l.province()) + "/" + l.coast(); }

    private String name(Unit u) { return u.kind().abbreviation() + " " + id(u.location()); }

    private GameState readState(JsonNode s) {
        GameState.Builder b = GameState.builder(board, s.hasNonNull("phase")
                ? ScenarioInput.phase(s.get("phase"), variant) : variant.start().phase());
        readUnits(b, s.has("units") ? entries("units", s.path("units")) : null);
        RetreatFields.read(s, board, b, (power, text) -> readUnit("dislodged", power, text));
        JsonNode owners = s.get("sc_owners");
        readOwners(b, owners == null ? null : entries("sc_owners", owners));
        return b.build();
    }

    /** The position's units by power, or the variant's start when not given (null). */
    private void readUnits(GameState.Builder b, List<Map.Entry<String, List<String>>> units) {
        if (units == null) {
            for (Unit u : variant.start().units()) b.unit(u);
            return;
        }
        boolean[] taken = new boolean[board.size()];
        for (Map.Entry<String, List<String>> e : units) {
            String power = own(e.getKey());
            for (String text : e.getValue()) {
                Unit u = readUnit("units", power, text);
                if (taken[u.province().index()]) throw new IllegalArgumentException("'units': two units in " + u.province().name());
                taken[u.province().index()] = true;
                b.unit(u);
            }
        }
    }

    /** The centres' owners by power, or the variant's start when not given (null). */
    private void readOwners(GameState.Builder b, List<Map.Entry<String, List<String>>> owners) {
        if (owners == null) {
            for (Province p : board.provinces()) {
                if (p.isSupplyCenter()) b.owner(p, variant.start().ownerOf(p));
            }
            return;
        }
        for (Map.Entry<String, List<String>> e : owners) {
            String power = own(e.getKey());
            for (String id : e.getValue()) b.owner(board.location(id).province(), power);
        }
    }

    private Unit readUnit(String field, String power, String text) {
        Placed known = placed.get(text);
        return known != null ? new Unit(power, known.kind(), known.at()) : ScenarioInput.unit(field, power, text, variant);
    }

    /** A unit's kind and place, as its name in the answer ("F stp/sc") reads. */
    private record Placed(UnitKind kind, Location at) {}

    /**
     * Every unit the board may hold, by its name in the answer: a position's units are read from this table, and any
     * other spelling the long way ({@link ScenarioInput#unit}), which reads these names to the same kind and place.
     */
    private final Map<String, Placed> placed = new java.util.HashMap<>();

    private void placeUnits() {
        placed.clear();
        for (int k = 0; k < kinds.length; k++) {
            UnitKind kind = kinds[k];
            if (board.unitKind(kind.abbreviation()).orElse(null) != kind) continue;
            for (Location l : board.locations()) {
                if (kind.canStandOn(l.province()) && board.location(l.id()) == l) {
                    placed.put(unitNames[k][l.index()].getValue(), new Placed(kind, l));
                }
            }
        }
    }

    private List<Order> readOrders(List<Map.Entry<String, List<String>>> byPower, GameState s, List<Rejected> rejected) {
        boolean adjustment = s.phase().type() == PhaseType.ADJUSTMENT;
        int n = board.size();
        Map<Object, Order> byUnit = new LinkedHashMap<>(2 * n);
        List<Order> all = new ArrayList<>(n);
        for (Map.Entry<String, List<String>> e : byPower) {
            String power = own(e.getKey());
            for (String text : e.getValue()) {
                String tooLong = OrderParser.tooLong(text);
                ParseResult r = tooLong != null ? new ParseResult.Error(text, tooLong) : parser.parse(s, power, text);
                if (r instanceof ParseResult.Ok ok) {
                    all.add(ok.order());
                    Object key = ok.order().province() == null ? ok.order() : ok.order().province();
                    byUnit.put(key, ok.order());
                } else if (r instanceof ParseResult.Error err) {
                    rejected.add(new Rejected(power, ScenarioErrors.echo(text), ScenarioErrors.echo(err.message()),
                            tooLong != null ? null : provinceOf(text)));
                }
            }
        }
        return adjustment ? all : new ArrayList<>(byUnit.values());
    }

    /** The province of the order's unit, the first named ("A yor-nwy", "F North Sea Convoys ..."), for the resolutions map. */
    private String provinceOf(String text) {
        String[] words = SPACES_OR_DASHES.split(text.trim());
        for (int i = 0; i < words.length; i++) {
            for (int len = Math.min(3, words.length - i); len >= 1; len--) {
                String name = String.join(" ", java.util.Arrays.copyOfRange(words, i, i + len));
                Optional<Province> p = board.find(COAST_SUFFIX.matcher(name.toLowerCase(Locale.ROOT)).replaceAll(""));
                if (p.isPresent()) return id(p.get());
            }
        }
        return null;
    }

    /** The names an orders field may use: the variant's powers, and any other owner of a unit on the board. */
    static java.util.Collection<String> powerNames(Variant v, GameState s) {
        return powerNames(variantPowers(v), s);
    }

    /** {@link #powerNames(Variant, GameState)} given the variant's own, which serve as they are when every unit is one of theirs. */
    private static java.util.Collection<String> powerNames(java.util.Set<String> powers, GameState s) {
        boolean others = false;
        for (var u : s.units()) others |= !powers.contains(u.power());
        if (!others) return powers;
        java.util.Set<String> out = new java.util.LinkedHashSet<>(powers);
        for (var u : s.units()) out.add(u.power());
        return out;
    }

    private static java.util.Set<String> variantPowers(Variant v) {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        for (var p : v.powers()) out.add(p.name());
        return java.util.Collections.unmodifiableSet(out);
    }

    private static List<Map.Entry<String, List<String>>> entries(String field, JsonNode obj) {
        return ScenarioInput.listsByName(field, obj, EXAMPLES.getOrDefault(field, "{\"France\": [\"A par\"]}"));
    }

    private static final Map<String, String> EXAMPLES = Map.of("orders", "{\"France\": [\"A par-bur\"]}",
            "sc_owners", "{\"France\": [\"par\", \"bre\"]}");
}
