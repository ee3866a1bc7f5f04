package org.chancery.variant;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.chancery.engine.BoardBuilder;
import org.chancery.engine.BuildPolicy;
import org.chancery.engine.ClassicCalendar;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Rules;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.engine.Board;
import org.chancery.variant.seaareas.SeaAreas;

/**
 * Reads {@code maps/<id>/variant.json}: from the working directory's {@code maps/} folder when there is
 * one, otherwise from the copy packed in the jar. Every problem is reported with file and province.
 */
public final class VariantLoader {
    public static final String FILE = "variant.json";
    private static final Map<String, Variant> CACHE = new ConcurrentHashMap<>();
    private static final java.util.regex.Pattern ID = java.util.regex.Pattern.compile("[a-z0-9][a-z0-9-]*");
    /** Calendar names a definition may give; none means classic. */
    static final List<String> CALENDARS = List.of("classic", "seasons");
    /** Values of {@code rules.builds}. */
    static final List<String> BUILD_RULES = List.of("home", "anywhere");

    private VariantLoader() {}

    /** The ids of the playable variants, as listed in {@code maps/variants.txt}. */
    public static List<String> ids() {
        try {
            Path onDisk = Path.of("maps", "variants.txt");
            String text;
            if (Files.isRegularFile(onDisk)) {
                text = Files.readString(onDisk);
            } else {
                try (InputStream in = VariantLoader.class.getResourceAsStream("/maps/variants.txt")) {
                    if (in == null) return List.of("classic");
                    text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
                }
            }
            return text.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Loads a variant by id, once per process; a broken one throws its {@link MapException} each time, read once. */
    public static Variant load(String id) {
        String key = id.toLowerCase(Locale.ROOT);
        MapException broken = BROKEN.get(key);
        if (broken != null) throw broken;
        try {
            return CACHE.computeIfAbsent(key, VariantLoader::loadFresh);
        } catch (MapException e) {
            if (ids().contains(key)) BROKEN.put(key, e);
            throw e;
        } catch (UncheckedIOException e) {
            MapException m = new MapException(List.of(new MapProblem("maps/" + key + "/" + FILE, null, "cannot read: " + e.getCause().getMessage())));
            if (ids().contains(key)) BROKEN.put(key, m);
            throw m;
        }
    }

    private static final Map<String, MapException> BROKEN = new ConcurrentHashMap<>();

    /**
     * Why a listed variant cannot be played, in one line naming its file and first problem, or null when it loads.
     * Each variant loads alone: a broken one is unavailable and every other plays on.
     */
    public static String problem(String id) {
        try {
            load(id);
            return null;
        } catch (MapException e) {
            return oneLine(e);
        }
    }

    /** The first problem of a map, with a count of the rest. */
    public static String oneLine(MapException e) {
        List<MapProblem> all = e.problems();
        if (all.isEmpty()) return String.valueOf(e.getMessage()).lines().findFirst().orElse("");
        return all.get(0) + (all.size() > 1 ? " (and " + (all.size() - 1) + " more problems; run check-map)" : "");
    }

    /** The listed variants that load, in their listed order. */
    public static List<String> available() {
        return ids().stream().filter(id -> problem(id) == null).toList();
    }

    private static Variant loadFresh(String id) {
        if (!ID.matcher(id).matches()) {
            throw new MapException(List.of(new MapProblem(id, null,
                    "a variant id is lower-case letters, digits and dashes, such as 'classic'")));
        }
        if (org.chancery.variant.upload.UploadedVariants.isKey(id)) return org.chancery.variant.upload.UploadedVariants.build(id);
        Path dir = Path.of("maps", id);
        String file = "maps/" + id + "/" + FILE;
        if (Files.isRegularFile(dir.resolve(FILE))) return loadFile(dir.resolve(FILE));
        try (InputStream in = VariantLoader.class.getResourceAsStream("/" + file)) {
            if (in == null) {
                throw new MapException(List.of(new MapProblem(file, null, "no such variant '" + id + "'")));
            }
            return build(file, read(file, in.readAllBytes()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Loads a definition from a file path, such as for {@code check-map}. */
    public static Variant loadFile(Path path) {
        try {
            return build(path.toString(), read(path.toString(), Files.readAllBytes(path)));
        } catch (IOException e) {
            throw new MapException(List.of(new MapProblem(path.toString(), null, "cannot read: " + e.getMessage())));
        }
    }

    /**
     * A definition read from its JSON: by Jackson's streaming parser when it is of the plain shape (classic's map, read
     * so at a batch JVM's start), otherwise by data binding, which gives the refusals.
     */
    static VariantDefinition read(String file, byte[] bytes) {
        VariantDefinition plain = PlainDefinition.read(bytes);
        if (plain != null) return plain;
        try {
            return Binding.JSON.readValue(bytes, VariantDefinition.class);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")";
            throw new MapException(List.of(new MapProblem(file, null, e.getOriginalMessage() + where)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Data binding's reader, made at its first use: a plain definition does without it. */
    private static final class Binding {
        static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }

    /** Builds the board and start, then runs every map check; throws listing all problems. */
    public static Variant build(String file, VariantDefinition def) {
        return build(file, def, def.id());
    }

    /** The same, under another id (an uploaded board goes by the key of its files). */
    public static Variant build(String file, VariantDefinition def, String id) {
        List<MapProblem> problems = new ArrayList<>(MapChecker.checkDefinition(file, def));
        if (!problems.isEmpty()) throw new MapException(problems);
        Board board = buildBoard(def);
        Rules rules = new Rules(calendar(def), def.victoryCentres(), buildPolicy(def));
        GameState.Builder start = GameState.builder(board, rules.calendar().first());
        for (VariantDefinition.StartingUnit su : def.startingUnits()) {
            Location at = board.location(su.at());
            start.unit(new Unit(su.power(), board.unitKind(su.unit()).orElseThrow(), at));
        }
        for (Province p : board.provinces()) {
            if (p.isSupplyCenter() && p.home() != null) start.owner(p, p.home());
        }
        for (VariantDefinition.ProvinceDef p : def.provinces()) {
            if (p.owner() != null) start.owner(board.find(p.id()).orElseThrow(), p.owner());
        }
        List<Power> powers = new ArrayList<>();
        for (VariantDefinition.PowerDef pd : def.powers()) {
            powers.add(new Power(pd.name(), pd.adjective() == null ? pd.name() : pd.adjective(), pd.colour()));
        }
        Variant v = new Variant(id, def.name(), board, List.copyOf(powers), rules, start.build(), def);
        problems.addAll(MapChecker.checkBoard(file, v));
        if (!problems.isEmpty()) throw new MapException(problems);
        return v;
    }

    static Board buildBoard(VariantDefinition def) {
        BoardBuilder b = new BoardBuilder();
        for (VariantDefinition.ProvinceDef p : def.provinces()) {
            b.province(p.id(), p.name(), kind(p.kind()), p.supplyCentre(), p.home(), p.aliases(), p.coasts());
        }
        for (List<String> e : def.armyEdges()) b.armyEdge(e.get(0), e.get(1));
        List<List<String>> fleet = SeaAreas.declared(def) ? SeaAreas.fleetEdges(def) : def.fleetEdges();
        for (List<String> e : fleet) b.fleetEdge(e.get(0), e.get(1));
        for (String c : def.convoySpaces()) b.convoySpace(c);
        for (VariantDefinition.ProvinceDef p : def.provinces()) {
            if (ISLAND.equalsIgnoreCase(String.valueOf(p.kind()))) b.convoySpace(p.id());
        }
        if (!def.unitKinds().isEmpty()) b.unitKinds(unitKinds(def.unitKinds()));
        var convoys = def.rules().get("convoys");
        if (convoys != null && convoys.isBoolean() && !convoys.asBoolean()) b.noConvoys();
        return b.build();
    }

    /**
     * An island is land in the sea that fleets sail through (W3K's Isle of Wight): armies and fleets may stand
     * there, and a fleet there may convoy.
     */
    static final String ISLAND = "island";

    /** The variant's own kinds of unit; those that retreat as another kind after the others. */
    static List<UnitKind> unitKinds(List<VariantDefinition.UnitKindDef> defs) {
        Map<String, UnitKind> plain = new java.util.LinkedHashMap<>();
        for (VariantDefinition.UnitKindDef d : defs) {
            UnitKind k = new UnitKind(d.letter().charAt(0), d.name(), d.naval(), d.strength() == null ? 1 : d.strength(),
                    false, d.convoyable())
                    .words(d.abbreviation() == null ? d.letter() : d.abbreviation(), d.aliases())
                    .stages(d.stages() == null ? 1 : d.stages())
                    .roads(d.roads());
            plain.put(d.letter(), k);
        }
        List<UnitKind> out = new ArrayList<>();
        for (VariantDefinition.UnitKindDef d : defs) {
            UnitKind k = plain.get(d.letter());
            out.add(d.retreatsAs() == null ? k : k.retreatsAs(plain.get(d.retreatsAs())));
        }
        return out;
    }

    static ProvinceKind kind(String s) {
        if (s.equalsIgnoreCase(ISLAND)) return ProvinceKind.COASTAL;
        return ProvinceKind.valueOf(s.toUpperCase(Locale.ROOT));
    }

    private static org.chancery.engine.Calendar calendar(VariantDefinition def) {
        if (def.calendar() == null || def.calendar().equals("classic")) {
            var years = def.rules().get("yearsPerTurn");
            int perTurn = years == null ? 1 : years.asInt();
            var seasons = def.rules().get("seasons");
            if (seasons != null) {
                List<String> names = new ArrayList<>();
                seasons.forEach(n -> names.add(n.asText()));
                var cal = def.rules().get("calendar");
                String era = cal == null ? "" : cal.path("yearSuffix").asText("");
                return new ClassicCalendar(def.startYear(), perTurn, names, era);
            }
            var fall = def.rules().get("fall");
            return new ClassicCalendar(def.startYear(), perTurn, fall == null ? ClassicCalendar.FALL : fall.asText());
        }
        if (def.calendar().equals("seasons")) return SeasonsConfig.calendar(def);
        throw new IllegalArgumentException("unknown calendar " + def.calendar());
    }

    private static BuildPolicy buildPolicy(VariantDefinition def) {
        var node = def.rules().get("builds");
        if (node != null && "anywhere".equals(node.asText())) return BuildPolicy.ANY_OWNED_CENTRE;
        return BuildPolicy.HOME_CENTRES;
    }
}
