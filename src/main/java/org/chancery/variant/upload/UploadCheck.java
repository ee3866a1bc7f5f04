package org.chancery.variant.upload;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.chancery.variant.MapException;
import org.chancery.variant.MapProblem;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantDefinition;
import org.chancery.variant.VariantLoader;

/**
 * The checks an uploaded board passes, in the order issue 35 gives: sizes and counts, ids and names, keys the
 * format knows (each once), then every check a built-in board passes and more (starting units on their own
 * homes, anchors), then the picture. Each refusal names the place it is about. An uploaded board is data only:
 * it plays by the classic rules, with the options {@link #RULES} lists.
 */
public final class UploadCheck {
    public static final String FILE = "variant.json";
    /** The rules an uploaded board may set: where builds go, convoys, and its calendar. */
    public static final List<String> RULES = List.of("builds", "convoys", "phases", "startPhase", "era", "seasons", "fall");
    private static final List<String> TOP = List.of("id", "name", "startYear", "calendar", "victoryCentres",
            "supplyCentres", "homeCentres", "powers", "provinces", "armyEdges", "fleetEdges", "convoySpaces",
            "startingUnits", "rules");
    private static final List<String> POWER = List.of("name", "adjective", "colour");
    private static final List<String> PROVINCE = List.of("id", "name", "kind", "aliases", "supplyCentre", "home",
            "coasts", "owner", "at");
    private static final List<String> UNIT = List.of("power", "unit", "at");
    private static final Pattern VARIANT_ID = Pattern.compile("[a-z][a-z0-9-]{1,31}");
    private static final Pattern PROVINCE_ID = Pattern.compile("[a-z][a-z0-9]{0,9}");
    private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N} .,'()&-]{0,39}");
    private static final Pattern POWER_NAME = Pattern.compile("\\p{L}[\\p{L} -]{0,23}");
    private static final Pattern COLOUR = Pattern.compile("#[0-9a-fA-F]{6}");
    private static final ObjectMapper JSON = new ObjectMapper(JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(UploadLimits.DEPTH)
                    .maxStringLength(100_000).maxNumberLength(40).build())
            .build())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /** A board that passed: playable under its key, with the picture's shapes by province id and any warnings. */
    public record Checked(Variant variant, UploadedVariants.Files files, Map<String, List<List<double[]>>> shapes,
                          List<String> warnings) {
        public VariantDefinition definition() { return variant.definition(); }
    }

    private UploadCheck() {}

    /** Every check; throws a {@link MapException} listing what is wrong, in words. */
    public static Checked check(UploadedVariants.Files files) {
        String json = files.json();
        long bytes = json.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > UploadLimits.JSON_BYTES) {
            refuse(null, "is " + UploadLimits.size(bytes) + "; a board's JSON may be at most " + UploadLimits.size(UploadLimits.JSON_BYTES));
        }
        if (json.indexOf('\uFFFD') >= 0 || json.indexOf('\0') >= 0) {
            refuse(null, "is not UTF-8 text (save it as UTF-8, without bytes that are not text)");
        }
        if (files.svg() != null) {
            long svgBytes = files.svg().getBytes(StandardCharsets.UTF_8).length;
            if (svgBytes > UploadLimits.SVG_BYTES) {
                throw new MapException(List.of(new MapProblem(SvgShapes.FILE, null, "is " + UploadLimits.size(svgBytes)
                        + "; a board's picture may be at most " + UploadLimits.size(UploadLimits.SVG_BYTES))));
            }
        }
        JsonNode root = tree(json);
        List<MapProblem> problems = new ArrayList<>();
        shape(root, problems);
        if (!problems.isEmpty()) throw new MapException(problems);
        VariantDefinition def = definition(root);
        names(def, problems);
        anchors(def, problems);
        if (!problems.isEmpty()) throw new MapException(problems);
        String key = files.key();
        Variant v = VariantLoader.build(FILE, def, key);
        homes(def, problems);
        if (!problems.isEmpty()) throw new MapException(problems);
        Map<String, List<List<double[]>>> shapes = Map.of();
        List<String> warnings = new ArrayList<>();
        if (files.svg() != null) {
            shapes = SvgShapes.read(files.svg(), v.board());
            inside(def, shapes);
            warnings.addAll(SvgShapes.disagreements(shapes, v.board()));
        }
        return new Checked(v, files, shapes, warnings);
    }

    private static void refuse(String province, String problem) {
        throw new MapException(List.of(new MapProblem(FILE, province, problem)));
    }

    private static JsonNode tree(String json) {
        try {
            JsonNode root = JSON.readTree(json);
            if (root == null || !root.isObject()) refuse(null, "must be one JSON object, {\"id\": ..., \"powers\": [...], ...}");
            return root;
        } catch (StreamConstraintsException e) {
            String what = e.getMessage().contains("nesting") ? "nests deeper than " + UploadLimits.DEPTH + " levels; a board needs 5"
                    : "holds a value longer than a board needs";
            throw new MapException(List.of(new MapProblem(FILE, null, what + line(e))));
        } catch (JsonProcessingException e) {
            String msg = e.getOriginalMessage();
            if (msg.startsWith("Duplicate field")) {
                msg = "the key " + msg.substring(msg.indexOf('\'')).replace('\'', '"') + " is given twice in one object";
            } else {
                msg = "is not valid JSON: " + msg.replaceAll("\\(code \\d+\\)", "").replaceAll("\\s+", " ").strip();
            }
            throw new MapException(List.of(new MapProblem(FILE, null, msg + line(e))));
        }
    }

    private static String line(JsonProcessingException e) {
        return e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")";
    }

    /** Known keys only, lists where lists go, and the counts, before anything is built. */
    private static void shape(JsonNode root, List<MapProblem> out) {
        keys(root, TOP, "the top level", out);
        if (root.has("unitKinds")) {
            out.add(new MapProblem(FILE, null, "\"unitKinds\" is for built-in boards; an uploaded board plays with armies (A) and fleets (F)"));
        }
        if (!root.path("id").isTextual() || !VARIANT_ID.matcher(root.path("id").asText()).matches()) {
            out.add(new MapProblem(FILE, null, "\"id\" is 2 to 32 lower-case letters, digits and dashes, starting with a letter, such as \"six-isles\"; not "
                    + cut(root.path("id"))));
        } else if (root.path("id").asText().startsWith(UploadedVariants.PREFIX) || VariantLoader.ids().contains(root.path("id").asText())) {
            out.add(new MapProblem(FILE, null, "\"id\" " + root.path("id") + " belongs to Chancery's own boards; choose another"));
        }
        count(root, "powers", UploadLimits.POWERS, out);
        count(root, "provinces", UploadLimits.PROVINCES, out);
        count(root, "startingUnits", UploadLimits.PROVINCES, out);
        if (root.path("armyEdges").size() + root.path("fleetEdges").size() > UploadLimits.EDGES) {
            out.add(new MapProblem(FILE, null, "has " + (root.path("armyEdges").size() + root.path("fleetEdges").size())
                    + " edges; a board may have at most " + String.format("%,d", UploadLimits.EDGES)));
        }
        if (!out.isEmpty()) return;
        int i = 0;
        for (JsonNode p : root.path("powers")) keys(p, POWER, "powers[" + i++ + "]", out);
        i = 0;
        for (JsonNode p : root.path("provinces")) {
            String where = "provinces[" + i++ + "]" + (p.path("id").isTextual() ? " (" + cut(p.path("id")) + ")" : "");
            if (p.has("seaArea") || p.has("primary")) {
                out.add(new MapProblem(FILE, null, where + ": sea areas are for built-in boards; list the fleet edges instead"));
            }
            keys(p, PROVINCE, where, out);
        }
        i = 0;
        for (JsonNode u : root.path("startingUnits")) keys(u, UNIT, "startingUnits[" + i++ + "]", out);
        JsonNode rules = root.path("rules");
        if (!rules.isMissingNode()) {
            if (rules.has("ruleset")) {
                out.add(new MapProblem(FILE, null, "rules.ruleset: an uploaded board plays by the classic rules; it cannot name " + cut(rules.get("ruleset"))));
            }
            keys(rules, RULES, "rules", out);
        }
    }

    private static void count(JsonNode root, String key, int max, List<MapProblem> out) {
        JsonNode n = root.path(key);
        if (n.isMissingNode()) return;
        if (!n.isArray()) out.add(new MapProblem(FILE, null, "\"" + key + "\" must be a list [...]"));
        else if (n.size() > max) out.add(new MapProblem(FILE, null, "has " + n.size() + " " + key + "; a board may have at most " + max));
    }

    private static void keys(JsonNode n, List<String> known, String where, List<MapProblem> out) {
        if (!n.isObject()) {
            out.add(new MapProblem(FILE, null, where + " must be an object {...}, not " + cut(n)));
            return;
        }
        Iterator<String> it = n.fieldNames();
        while (it.hasNext()) {
            String k = it.next();
            if (k.equals("unitKinds") || k.equals("seaArea") || k.equals("primary") || k.equals("ruleset")) continue;
            if (!known.contains(k)) {
                out.add(new MapProblem(FILE, null, where + ": unknown key " + cut(k) + "; the keys here are " + String.join(", ", known)));
            }
        }
    }

    private static VariantDefinition definition(JsonNode root) {
        try {
            return JSON.treeToValue(root, VariantDefinition.class);
        } catch (JsonMappingException e) {
            StringBuilder path = new StringBuilder();
            for (JsonMappingException.Reference r : e.getPath()) {
                if (r.getFieldName() != null) path.append(path.length() == 0 ? "" : ".").append(r.getFieldName());
                else path.append('[').append(r.getIndex()).append(']');
            }
            throw new MapException(List.of(new MapProblem(FILE, null, "the value at " + (path.length() == 0 ? "the top" : path)
                    + " is not of the right kind (a number, text, true/false or list, as docs/variants/your-own.md shows)")));
        } catch (JsonProcessingException e) {
            throw new MapException(List.of(new MapProblem(FILE, null, "is not a board: " + e.getOriginalMessage())));
        }
    }

    /** Short plain ids and names: they are typed in orders and shown in Discord. */
    private static void names(VariantDefinition def, List<MapProblem> out) {
        if (def.name() == null || !NAME.matcher(def.name()).matches()) {
            out.add(new MapProblem(FILE, null, "\"name\" is 1 to 40 letters, digits, spaces and . , ' ( ) & -, such as \"Six Isles\"; not " + cut(def.name())));
        }
        for (VariantDefinition.PowerDef p : def.powers() == null ? List.<VariantDefinition.PowerDef>of() : def.powers()) {
            if (p.name() == null || !POWER_NAME.matcher(p.name()).matches()) {
                out.add(new MapProblem(FILE, null, "power " + cut(p.name()) + ": a power's name is 1 to 24 letters, spaces and dashes, such as \"Ostmark\""));
            }
            if (p.adjective() != null && !POWER_NAME.matcher(p.adjective()).matches()) {
                out.add(new MapProblem(FILE, null, "power " + cut(p.name()) + ": its adjective is 1 to 24 letters, spaces and dashes"));
            }
            if (p.colour() == null || !COLOUR.matcher(p.colour()).matches()) {
                out.add(new MapProblem(FILE, null, "power " + cut(p.name()) + ": \"colour\" is #rrggbb, such as \"#c8403a\", not " + cut(p.colour())));
            }
        }
        for (VariantDefinition.ProvinceDef p : def.provinces() == null ? List.<VariantDefinition.ProvinceDef>of() : def.provinces()) {
            if (p.id() == null || !PROVINCE_ID.matcher(p.id()).matches()) {
                out.add(new MapProblem(FILE, null, "province " + cut(p.id()) + ": an id is 1 to 10 lower-case letters and digits, starting with a letter, such as \"nor\""));
                continue;
            }
            if (p.name() == null || !NAME.matcher(p.name()).matches()) {
                out.add(new MapProblem(FILE, p.id(), "a name is 1 to 40 letters, digits, spaces and . , ' ( ) & -, not " + cut(p.name())));
            }
            if (p.aliases().size() > UploadLimits.ALIASES) {
                out.add(new MapProblem(FILE, p.id(), "has " + p.aliases().size() + " aliases; at most " + UploadLimits.ALIASES));
            }
            for (String a : p.aliases()) {
                if (a == null || !NAME.matcher(a).matches()) out.add(new MapProblem(FILE, p.id(), "alias " + cut(a) + " is not a plain name"));
            }
        }
    }

    /** Each province has an anchor [x, y] of its own, where its cell and units are drawn. */
    private static void anchors(VariantDefinition def, List<MapProblem> out) {
        if (def.provinces() == null) return;
        Map<String, String> seen = new HashMap<>();
        for (VariantDefinition.ProvinceDef p : def.provinces()) {
            if (p.id() == null) continue;
            List<Double> at = p.at();
            if (at == null || at.size() != 2 || at.contains(null)) {
                out.add(new MapProblem(FILE, p.id(), "needs \"at\": [x, y], the point its cell is drawn round"));
                continue;
            }
            if (at.stream().anyMatch(d -> !Double.isFinite(d) || Math.abs(d) > UploadLimits.COORDINATE)) {
                out.add(new MapProblem(FILE, p.id(), "\"at\" " + at + " lies off the board; use numbers between -100000 and 100000"));
                continue;
            }
            String other = seen.put(at.get(0) + "," + at.get(1), p.id());
            if (other != null) out.add(new MapProblem(FILE, p.id(), "\"at\" " + at + " is also " + other + "'s; each province needs a point of its own"));
        }
    }

    /** Each anchor lies in its own shape: units and the centre's mark are drawn there. */
    private static void inside(VariantDefinition def, Map<String, List<List<double[]>>> shapes) {
        var gf = new org.locationtech.jts.geom.GeometryFactory();
        for (VariantDefinition.ProvinceDef p : def.provinces()) {
            var at = gf.createPoint(new org.locationtech.jts.geom.Coordinate(p.at().get(0), p.at().get(1)));
            if (!SvgShapes.geometry(shapes.get(p.id())).covers(at)) {
                throw new MapException(List.of(new MapProblem(SvgShapes.FILE, p.id(), "its \"at\" " + p.at()
                        + " lies outside its shape; units and the centre's mark are drawn there")));
            }
        }
    }

    /** Starting units stand on their own power's homes. */
    private static void homes(VariantDefinition def, List<MapProblem> out) {
        Map<String, VariantDefinition.ProvinceDef> byId = new HashMap<>();
        for (VariantDefinition.ProvinceDef p : def.provinces()) byId.put(p.id(), p);
        Set<String> powersWithHomes = new HashSet<>();
        for (VariantDefinition.ProvinceDef p : def.provinces()) if (p.home() != null) powersWithHomes.add(p.home());
        for (VariantDefinition.StartingUnit u : def.startingUnits()) {
            String id = u.at().split("/")[0];
            VariantDefinition.ProvinceDef p = byId.get(id);
            if (p != null && !u.power().equals(p.home())) {
                out.add(new MapProblem(FILE, id, "a starting unit of " + u.power() + " stands here, but this is "
                        + (p.home() == null ? "no power's home" : p.home() + "'s home") + "; start each unit on one of its own power's home centres"));
            }
        }
        for (VariantDefinition.PowerDef p : def.powers()) {
            if (!powersWithHomes.contains(p.name())) out.add(new MapProblem(FILE, null, "power " + p.name() + " has no home centre"));
        }
    }

    /** A value shown in a refusal: quoted, cut to 40 characters, control characters out. */
    static String cut(Object o) {
        if (o == null) return "nothing";
        String s = o instanceof JsonNode n ? (n.isMissingNode() ? "nothing" : n.toString()) : "\"" + o + "\"";
        s = s.replaceAll("\\p{Cntrl}", "?");
        return s.length() <= 42 ? s : s.substring(0, 40) + "\u2026";
    }
}
