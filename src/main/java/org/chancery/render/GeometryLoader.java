package org.chancery.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads {@code maps/<id>/geometry.json} and the land file it names: from the working directory's
 * {@code maps/} folder when there is one, otherwise from the copy packed in the jar.
 */
public final class GeometryLoader {
    public static final String FILE = "geometry.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    private GeometryLoader() {}

    /** The geometry of a variant by id; throws a {@link GeometryException} naming the missing file. */
    public static MapGeometry load(String variantId) { return loadHashed(variantId).geometry(); }

    /**
     * A variant's geometry with the SHA-256 of the files it was read from, in the order they were read. The land
     * file is read and hashed but parsed only when {@link Hashed#geometry} is first asked for.
     */
    static Hashed loadHashed(String variantId) {
        String folder = "maps/" + variantId;
        String file = folder + "/" + FILE;
        byte[] bytes = read(file);
        if (bytes == null) {
            throw new GeometryException(file, null, "not found; variant '" + variantId
                    + "' has no geometry, so it cannot be drawn (see the geometry format in the README)");
        }
        java.security.MessageDigest sha = StoredShapes.sha256();
        sha.update(bytes);
        String[] landName = new String[1];
        byte[][] landBytes = new byte[1][];
        MapGeometry g = parse(file, bytes, name -> {
            byte[] b = read(resolve(folder, name));
            sha.update((name + (b == null ? ":none" : ":" + b.length)).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            if (b != null) sha.update(b);
            return b;
        }, (name, b) -> {
            landName[0] = name;
            landBytes[0] = b;
            return List.of();
        });
        return new Hashed(g, landName[0], landBytes[0], java.util.HexFormat.of().formatHex(sha.digest()));
    }

    /** A geometry read by {@link #loadHashed}: its key's hash, and the geometry with or without its land parsed. */
    static final class Hashed {
        private final MapGeometry withoutLand;
        private final String landName;
        private final byte[] landBytes;
        private final String sha256;
        private MapGeometry geometry;

        private Hashed(MapGeometry withoutLand, String landName, byte[] landBytes, String sha256) {
            this.withoutLand = withoutLand;
            this.landName = landName;
            this.landBytes = landBytes;
            this.sha256 = sha256;
        }

        String sha256() { return sha256; }

        /** The whole geometry, its land file parsed (the first call parses it). */
        synchronized MapGeometry geometry() {
            if (geometry == null) {
                MapGeometry g = withoutLand;
                geometry = landName == null ? g : new MapGeometry(g.file(), g.lonLat(), g.projection(), g.bounds(),
                        readLand(landName, landBytes), g.provinces(), g.neutral(), g.background(), g.features(),
                        g.areas(), g.capitals());
            }
            return geometry;
        }

        /**
         * The geometry with no land polygons: enough to draw from shapes already made (stored ones), which the
         * land is only needed to make. Not for making shapes: without land they would be other shapes.
         */
        MapGeometry withoutLand() { return withoutLand; }
    }

    /** Reads a geometry file from disk; files it names are looked up beside it. */
    public static MapGeometry loadFile(Path path) {
        byte[] bytes = readPath(path);
        if (bytes == null) throw new GeometryException(path.toString(), null, "not found");
        Path dir = path.toAbsolutePath().getParent();
        return parse(path.toString(), bytes, name -> readPath(dir.resolve(name).normalize()));
    }

    interface Beside { byte[] read(String name); }

    /** How the land file's bytes become its polygons. */
    interface Land { List<MapGeometry.LandPolygon> read(String name, byte[] bytes); }

    static MapGeometry parse(String file, byte[] bytes, Beside beside) {
        return parse(file, bytes, beside, GeometryLoader::readLand);
    }

    static MapGeometry parse(String file, byte[] bytes, Beside beside, Land lands) {
        JsonNode root;
        try {
            root = JSON.readTree(bytes);
        } catch (IOException e) {
            throw new GeometryException(file, null, "not valid JSON: " + e.getMessage());
        }
        String coords = root.path("coordinates").asText("xy");
        if (!coords.equals("lonlat") && !coords.equals("xy")) {
            throw new GeometryException(file, null, "\"coordinates\" must be \"lonlat\" or \"xy\", not \"" + coords + "\"");
        }
        double[] bounds = box(file, null, root.get("bounds"), "bounds");
        List<MapGeometry.LandPolygon> land = List.of();
        if (root.hasNonNull("land")) {
            String name = root.get("land").asText();
            byte[] landBytes = beside.read(name);
            if (landBytes == null) throw new GeometryException(file, null, "land file '" + name + "' not found beside it");
            land = lands.read(name, landBytes);
        }
        Map<String, MapGeometry.Place> places = new LinkedHashMap<>();
        JsonNode provinces = root.path("provinces");
        if (!provinces.isObject()) throw new GeometryException(file, null, "needs a \"provinces\" object");
        Iterator<Map.Entry<String, JsonNode>> it = provinces.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            places.put(e.getKey(), place(file, e.getKey(), e.getValue()));
        }
        MapGeometry.Background background = null;
        JsonNode bg = root.get("background");
        if (bg != null && bg.hasNonNull("image")) {
            byte[] image = beside.read(bg.get("image").asText());
            if (image == null) throw new GeometryException(file, null, "background image '" + bg.get("image").asText() + "' not found");
            background = new MapGeometry.Background(image, box(file, null, bg.get("bounds"), "background.bounds"));
        }
        String projection = root.path("projection").asText("equirectangular");
        if (!projection.equals("equirectangular") && !projection.equals("mercator")) {
            throw new GeometryException(file, null, "\"projection\" must be \"equirectangular\" or \"mercator\"");
        }
        List<double[]> neutral = points(file, null, root.get("neutral"), "neutral");
        String capitals = root.path("capitals").asText("star");
        if (!capitals.equals("star") && !capitals.equals("circle")) {
            throw new GeometryException(file, null, "\"capitals\" must be \"star\" or \"circle\", not \"" + capitals + "\"");
        }
        return new MapGeometry(file, coords.equals("lonlat"), projection, bounds, land, places, neutral, background,
                features(file, root.get("features"), places), areas(file, root.get("areas"), places), capitals);
    }

    private static List<MapGeometry.Feature> features(String file, JsonNode n, Map<String, MapGeometry.Place> places) {
        List<MapGeometry.Feature> out = new ArrayList<>();
        if (n == null) return out;
        for (JsonNode f : n) {
            String kind = f.path("kind").asText();
            String name = f.path("name").asText(kind);
            if (!MapGeometry.KINDS.contains(kind)) {
                throw new GeometryException(file, null, "feature '" + name + "': \"kind\" must be one of " + MapGeometry.KINDS);
            }
            List<List<String>> along = new ArrayList<>();
            for (JsonNode pair : f.path("along")) {
                if (pair.size() != 2) throw new GeometryException(file, null, "feature '" + name + "': \"along\" takes pairs [\"a\", \"b\"]");
                List<String> ids = List.of(pair.get(0).asText(), pair.get(1).asText());
                for (String id : ids) {
                    if (!places.containsKey(id)) throw new GeometryException(file, id, "feature '" + name + "' names a province with no entry");
                }
                along.add(ids);
            }
            List<double[]> pts = points(file, null, f.get("points"), "features." + name + ".points");
            if (along.isEmpty() && pts.isEmpty()) throw new GeometryException(file, null, "feature '" + name + "' needs \"along\" or \"points\"");
            if (kind.equals("arrow") && along.size() != 1) throw new GeometryException(file, null, "arrow '" + name + "' joins one pair: \"along\": [[\"a\", \"b\"]]");
            out.add(new MapGeometry.Feature(kind, along, pts, name));
        }
        return out;
    }

    private static Map<String, List<String>> areas(String file, JsonNode n, Map<String, MapGeometry.Place> places) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        if (n == null) return out;
        n.fields().forEachRemaining(e -> {
            List<String> ids = new ArrayList<>();
            for (JsonNode id : e.getValue()) {
                if (!places.containsKey(id.asText())) throw new GeometryException(file, id.asText(), "area '" + e.getKey() + "' names a province with no entry");
                ids.add(id.asText());
            }
            if (ids.isEmpty()) throw new GeometryException(file, null, "area '" + e.getKey() + "' lists no province");
            out.put(e.getKey(), ids);
        });
        return out;
    }

    private static MapGeometry.Place place(String file, String id, JsonNode n) {
        if (!n.has("anchor")) throw new GeometryException(file, id, "needs an \"anchor\": [x, y]");
        double[] anchor = point(file, id, n.get("anchor"), "anchor");
        double[] label = n.has("label") ? point(file, id, n.get("label"), "label") : null;
        double[] centre = n.has("centre") ? point(file, id, n.get("centre"), "centre") : null;
        List<double[]> seeds = points(file, id, n.get("seeds"), "seeds");
        List<double[]> polygon = points(file, id, n.get("polygon"), "polygon");
        if (!polygon.isEmpty() && polygon.size() < 3) throw new GeometryException(file, id, "\"polygon\" needs at least 3 points");
        Map<String, double[]> coasts = new LinkedHashMap<>();
        JsonNode c = n.get("coasts");
        if (c != null) c.fields().forEachRemaining(e -> coasts.put(e.getKey(), point(file, id, e.getValue(), "coasts." + e.getKey())));
        double radius = n.path("radius").asDouble(0);
        if (radius < 0) throw new GeometryException(file, id, "\"radius\" must not be negative");
        String shortName = n.hasNonNull("short") ? n.get("short").asText() : null;
        return new MapGeometry.Place(anchor, label, seeds, coasts, polygon, centre, radius, shortName);
    }

    static List<MapGeometry.LandPolygon> readLand(String file, byte[] bytes) {
        JsonNode root;
        try {
            root = JSON.readTree(bytes);
        } catch (IOException e) {
            throw new GeometryException(file, null, "not valid JSON: " + e.getMessage());
        }
        List<MapGeometry.LandPolygon> out = new ArrayList<>();
        for (JsonNode p : root.path("polygons")) {
            List<List<double[]>> holes = new ArrayList<>();
            for (JsonNode h : p.path("holes")) holes.add(points(file, null, h, "holes"));
            out.add(new MapGeometry.LandPolygon(points(file, null, p.get("outer"), "outer"), holes));
        }
        if (out.isEmpty()) throw new GeometryException(file, null, "needs \"polygons\": [{\"outer\": [[x, y], ...]}]");
        return out;
    }

    private static double[] point(String file, String id, JsonNode n, String what) {
        if (n == null || !n.isArray() || n.size() != 2 || !n.get(0).isNumber() || !n.get(1).isNumber()) {
            throw new GeometryException(file, id, "\"" + what + "\" must be a point [x, y], not " + n);
        }
        return new double[] {n.get(0).asDouble(), n.get(1).asDouble()};
    }

    private static List<double[]> points(String file, String id, JsonNode n, String what) {
        List<double[]> out = new ArrayList<>();
        if (n == null) return out;
        if (!n.isArray()) throw new GeometryException(file, id, "\"" + what + "\" must be a list of points [[x, y], ...]");
        for (JsonNode p : n) out.add(point(file, id, p, what));
        return out;
    }

    private static double[] box(String file, String id, JsonNode n, String what) {
        if (n == null || !n.isArray() || n.size() != 4) {
            throw new GeometryException(file, id, "\"" + what + "\" must be [minX, minY, maxX, maxY]");
        }
        double[] b = new double[4];
        for (int i = 0; i < 4; i++) b[i] = n.get(i).asDouble();
        if (b[2] <= b[0] || b[3] <= b[1]) throw new GeometryException(file, id, "\"" + what + "\" is empty: " + n);
        return b;
    }

    private static String resolve(String folder, String name) {
        return Path.of(folder).resolve(name).normalize().toString().replace('\\', '/');
    }

    private static byte[] read(String file) {
        Path p = Path.of(file);
        if (Files.isRegularFile(p)) return readPath(p);
        try (InputStream in = GeometryLoader.class.getResourceAsStream("/" + file)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }

    private static byte[] readPath(Path p) {
        try {
            return Files.isRegularFile(p) ? Files.readAllBytes(p) : null;
        } catch (IOException e) {
            return null;
        }
    }
}
