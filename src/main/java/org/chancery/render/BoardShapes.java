package org.chancery.render;

import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.variant.Variant;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.LinearRing;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.geom.util.GeometryFixer;
import org.locationtech.jts.operation.overlayng.OverlayNG;
import org.locationtech.jts.operation.overlayng.OverlayNGRobust;
import org.locationtech.jts.operation.union.UnaryUnionOp;
import org.locationtech.jts.triangulate.VoronoiDiagramBuilder;

/**
 * Province shapes on a flat plane (y down), made from a variant's geometry: Voronoi cells of the anchors and
 * seeds, clipped to the bounds and cut to land (land, coastal and impassable provinces) or to sea (sea
 * provinces). Land sites and sea sites get separate diagrams, so land cells cover all the land and sea cells
 * all the sea. A land mass or body of water holding no site belongs to no province and is drawn as neutral.
 * Explicit polygons override the generated cells.
 */
public final class BoardShapes {
    private static final Map<String, BoardShapes> CACHE = new ConcurrentHashMap<>();
    private static final GeometryFactory GF = new GeometryFactory();

    private final Variant variant;
    private final MapGeometry geometry;
    private final Envelope plane;
    private final Map<Province, Geometry> shapes = new LinkedHashMap<>();
    private final Map<Province, Path2D> paths = new LinkedHashMap<>();
    private final double[] areas;
    /** Each province's own outline, or null for a Voronoi cell; made once. */
    private Geometry[] own;
    /** Paths of the board's own geometries (neutral land, features, unions of provinces), made once each. */
    private final Map<Geometry, Path2D> geometryPaths = java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());
    private final Map<List<Province>, Geometry> unions = new ConcurrentHashMap<>();
    private final Map<Geometry, java.awt.Shape> hatchings = java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());
    private final Map<Location, Point2D> unitPoints = new HashMap<>();
    private final Map<Location, Point2D> drawnUnitPoints = new ConcurrentHashMap<>();
    private final Map<Province, Point2D> labelPoints = new HashMap<>();
    private final Map<Province, Point2D> centrePoints = new HashMap<>();
    private Geometry neutralLand;
    private Geometry neutralWater;
    private volatile BoardDetails details;
    /** The key of this board's marks' spots and outlines on disk ({@link StoredMarks}), or null; and how many it holds. */
    private volatile String marksKey;
    private int marksKept;
    /** The key these shapes are stored under on disk ({@link StoredShapes}), or null when they are not. */
    private volatile String storedKey;
    /** The last shapes' key and the details' key made from it (the details' key walks the seas, so it is made once). */
    private volatile String[] detailsKey;

    /** The shapes of a variant whose geometry is in {@code maps/<id>/}, computed once per process. */
    public static BoardShapes of(Variant v) {
        return CACHE.computeIfAbsent(v.id(), id -> {
            FontsAhead.start();
            if (org.chancery.variant.upload.UploadedVariants.isKey(id)) return new BoardShapes(v, UploadGeometry.of(v));
            GeometryLoader.Hashed loaded = GeometryLoader.loadHashed(id);
            if (StoredShapes.directory() == null) return new BoardShapes(v, loaded.geometry());
            String key = StoredShapes.key(v, loaded.sha256());
            StoredShapes.Shapes stored = StoredShapes.read(v, key);
            BoardShapes made = new BoardShapes(v, stored == null ? loaded.geometry() : loaded.withoutLand(), stored);
            if (stored == null) StoredShapes.write(v, key, made.stored());
            made.storedKey = key;
            return made;
        });
    }

    /**
     * Keeps the shapes of the boards made from now on in this directory, and reads them back from it in a later
     * run, so a fresh process skips making them (see {@link StoredShapes}); null stops it.
     */
    public static void keepOnDisk(java.nio.file.Path directory) { StoredShapes.keepIn(directory); }

    public BoardShapes(Variant variant, MapGeometry geometry) { this(variant, geometry, null); }

    /** Shapes made from the geometry, or taken as they are from {@code stored} (made from the same geometry before). */
    BoardShapes(Variant variant, MapGeometry geometry, StoredShapes.Shapes stored) {
        this.variant = variant;
        this.geometry = geometry;
        Projection proj = new Projection(geometry);
        double[] b = geometry.bounds();
        double[] p1 = proj.apply(new double[] {b[0], b[1]}), p2 = proj.apply(new double[] {b[2], b[3]});
        plane = new Envelope(p1[0], p2[0], p1[1], p2[1]);
        checkNames();
        areas = new double[variant.board().size()];
        if (stored == null) {
            build(proj);
        } else {
            for (Province p : variant.board().provinces()) shapes.put(p, stored.provinces()[p.index()]);
            neutralLand = stored.neutralLand();
            neutralWater = stored.neutralWater();
        }
        for (Province p : variant.board().provinces()) {
            paths.put(p, Shapes.path(shapes.get(p)));
            areas[p.index()] = shapes.get(p).getArea();
        }
        points(proj);
    }

    /** The shapes as {@link StoredShapes} keeps them. */
    StoredShapes.Shapes stored() {
        Geometry[] out = new Geometry[variant.board().size()];
        for (Province p : variant.board().provinces()) out[p.index()] = shapes.get(p);
        return new StoredShapes.Shapes(out, neutralLand, neutralWater);
    }

    private void checkNames() {
        for (String id : geometry.provinces().keySet()) {
            if (variant.board().find(id).filter(p -> p.id().equals(id)).isEmpty()) {
                throw new GeometryException(geometry.file(), id, "no province with this id in variant.json");
            }
        }
        for (Province p : variant.board().provinces()) {
            MapGeometry.Place place = geometry.provinces().get(p.id());
            if (place == null) throw new GeometryException(geometry.file(), p.id(), "has no entry; every province needs an anchor");
            for (String c : place.coasts().keySet()) {
                if (p.coasts().stream().noneMatch(l -> l.coast().equals(c))) {
                    throw new GeometryException(geometry.file(), p.id(), "coast '" + c + "' is not a coast of this province");
                }
            }
        }
    }

    private void build(Projection proj) {
        MapGeometry.Place[] places = new MapGeometry.Place[variant.board().size()];
        Polygon frame = (Polygon) GF.toGeometry(plane);
        List<Coordinate> landSites = new ArrayList<>(), seaSites = new ArrayList<>();
        Map<Coordinate, Province> owner = new HashMap<>();
        List<Geometry> explicit = new ArrayList<>();
        own = new Geometry[places.length];
        for (Province p : variant.board().provinces()) {
            MapGeometry.Place place = geometry.provinces().get(p.id());
            places[p.index()] = place;
            own[p.index()] = explicit(place, proj);
            if (own[p.index()] != null) {
                explicit.add(own[p.index()]);
                continue;
            }
            List<double[]> pts = new ArrayList<>(place.seeds());
            pts.add(0, place.anchor());
            for (double[] pt : pts) {
                Coordinate c = new Coordinate(proj.x(pt[0], pt[1]), proj.y(pt[0], pt[1]));
                if (owner.putIfAbsent(c, p) != null) continue;
                (p.kind() == ProvinceKind.SEA ? seaSites : landSites).add(c);
            }
        }
        Geometry land = landArea(proj, frame, landSites, seaSites, owner);
        Geometry sea = frame.difference(land);
        for (double[] pt : geometry.neutral()) {
            Coordinate c = new Coordinate(proj.x(pt[0], pt[1]), proj.y(pt[0], pt[1]));
            boolean onLand = !frame.covers(GF.createPoint(c)) || land.covers(GF.createPoint(c));
            (onLand ? landSites : seaSites).add(c);
        }
        Geometry[] landSplit = split(land, landSites);
        Geometry[] seaSplit = split(sea, seaSites);
        Map<Province, List<Geometry>> cells = new HashMap<>();
        List<Geometry> unowned = new ArrayList<>();
        collect(voronoi(landSites, frame), owner, cells, unowned);
        neutralLand = landSplit[1].union(UnaryUnionOp.union(unowned, GF).intersection(landSplit[0]));
        unowned.clear();
        collect(voronoi(seaSites, frame), owner, cells, unowned);
        neutralWater = seaSplit[1].union(UnaryUnionOp.union(unowned, GF).intersection(seaSplit[0]));
        Geometry overrides = UnaryUnionOp.union(explicit, GF);
        for (Province p : variant.board().provinces()) {
            MapGeometry.Place place = places[p.index()];
            Geometry shape;
            if (own[p.index()] != null) {
                shape = own[p.index()];
            } else {
                Geometry cell = UnaryUnionOp.union(cells.getOrDefault(p, List.of()), GF);
                // OverlayNG clips the large land or sea to the cell's envelope first, which on a big board is
                // many times faster than the classic overlay
                shape = OverlayNGRobust.overlay(cell, p.kind() == ProvinceKind.SEA ? seaSplit[0] : landSplit[0], OverlayNG.INTERSECTION);
                if (overrides != null && !overrides.isEmpty() && overrides.getEnvelopeInternal().intersects(shape.getEnvelopeInternal())) {
                    shape = OverlayNGRobust.overlay(shape, overrides, OverlayNG.DIFFERENCE);
                }
            }
            shapes.put(p, shape);
        }
        // a part may border its new owner only through another part that moves: a few passes settle them
        for (int pass = 0; pass < 3 && regroup(places, proj); pass++) { }
    }

    /**
     * A land cell reaches across water where the land beyond has no site nearer (Glamorgan's cell onto the north
     * Devon coast, a Kent region's onto Picardy). Such a part, holding neither the province's anchor nor a seed,
     * goes to the land province it shares the longest border with; a part that touches none (an outlying islet)
     * stays. Returns whether any part moved.
     */
    private boolean regroup(MapGeometry.Place[] places, Projection proj) {
        double touch = AdjacencyCheck.TOUCH * plane.getWidth();
        Map<Province, List<Geometry>> kept = new LinkedHashMap<>(), loose = new LinkedHashMap<>();
        for (Province p : variant.board().provinces()) {
            Geometry shape = shapes.get(p);
            MapGeometry.Place place = places[p.index()];
            if (p.kind() == ProvinceKind.SEA || own[p.index()] != null || shape.getNumGeometries() < 2) continue;
            List<double[]> sites = new ArrayList<>(place.seeds());
            sites.add(place.anchor());
            for (int i = 0; i < shape.getNumGeometries(); i++) {
                Geometry part = shape.getGeometryN(i);
                boolean own = sites.stream().anyMatch(pt -> part.distance(GF.createPoint(
                        new Coordinate(proj.x(pt[0], pt[1]), proj.y(pt[0], pt[1])))) < touch);
                (own ? kept : loose).computeIfAbsent(p, k -> new ArrayList<>()).add(part);
            }
        }
        if (loose.isEmpty()) return false;
        boolean moved = false;
        Map<Province, List<Geometry>> gained = new HashMap<>();
        for (Map.Entry<Province, List<Geometry>> e : loose.entrySet()) {
            if (!kept.containsKey(e.getKey())) continue;
            for (Geometry part : e.getValue()) {
                Province best = e.getKey();
                double longest = touch;
                Geometry near = part.buffer(touch);
                for (Province q : variant.board().provinces()) {
                    if (q == e.getKey() || q.kind() == ProvinceKind.SEA) continue;
                    Geometry other = kept.containsKey(q) ? UnaryUnionOp.union(kept.get(q), GF) : shapes.get(q);
                    if (!other.getEnvelopeInternal().intersects(near.getEnvelopeInternal())) continue;
                    double shared = other.getBoundary().intersection(near).getLength();
                    if (shared > longest) {
                        longest = shared;
                        best = q;
                    }
                }
                gained.computeIfAbsent(best, k -> new ArrayList<>()).add(part);
                if (best != e.getKey()) {
                    shapes.put(e.getKey(), UnaryUnionOp.union(kept.get(e.getKey()), GF));
                    moved = true;
                }
            }
        }
        for (Map.Entry<Province, List<Geometry>> e : gained.entrySet()) {
            Province q = e.getKey();
            List<Geometry> all = new ArrayList<>(e.getValue());
            all.add(shapes.get(q));
            shapes.put(q, UnaryUnionOp.union(all, GF));
        }
        return moved;
    }

    /** A province's own outline (a polygon and any further parts, or a circle round its anchor), or null for a Voronoi cell. */
    private static Geometry explicit(MapGeometry.Place place, Projection proj) {
        if (!place.polygon().isEmpty()) {
            if (place.parts().isEmpty()) return GeometryFixer.fix(ring(place.polygon(), proj));
            List<Geometry> all = new ArrayList<>();
            all.add(GeometryFixer.fix(ring(place.polygon(), proj)));
            for (List<double[]> part : place.parts()) all.add(GeometryFixer.fix(ring(part, proj)));
            return UnaryUnionOp.union(all, GF);
        }
        if (place.radius() <= 0) return null;
        double[] a = place.anchor();
        double r = place.radius() * Math.abs(proj.x(a[0] + 1, a[1]) - proj.x(a[0], a[1]));
        return GF.createPoint(new Coordinate(proj.x(a[0], a[1]), proj.y(a[0], a[1]))).buffer(r, 12);
    }

    /** The land, or with no land file, the cells of the land provinces in one joint diagram. */
    private Geometry landArea(Projection proj, Polygon frame, List<Coordinate> landSites,
                                                         List<Coordinate> seaSites, Map<Coordinate, Province> owner) {
        if (geometry.land().isEmpty()) {
            List<Coordinate> all = new ArrayList<>(landSites);
            all.addAll(seaSites);
            List<Geometry> landCells = new ArrayList<>();
            for (Geometry cell : voronoi(all, frame)) {
                if (owner.get((Coordinate) cell.getUserData()).kind() != ProvinceKind.SEA) landCells.add(cell);
            }
            return UnaryUnionOp.union(landCells, GF).intersection(frame);
        }
        List<Geometry> polys = new ArrayList<>();
        for (MapGeometry.LandPolygon lp : geometry.land()) {
            LinearRing shell = GF.createLinearRing(coords(lp.outer(), proj));
            LinearRing[] holes = lp.holes().stream().map(h -> GF.createLinearRing(coords(h, proj))).toArray(LinearRing[]::new);
            polys.add(GeometryFixer.fix(GF.createPolygon(shell, holes)));
        }
        return UnaryUnionOp.union(polys, GF).intersection(frame);
    }

    /** Splits an area into the parts holding a site and the parts holding none. */
    private static Geometry[] split(Geometry area, List<Coordinate> sites) {
        List<Geometry> used = new ArrayList<>(), unused = new ArrayList<>();
        for (int i = 0; i < area.getNumGeometries(); i++) {
            Geometry part = area.getGeometryN(i);
            boolean has = sites.stream().anyMatch(c -> part.covers(GF.createPoint(c)));
            (has ? used : unused).add(part);
        }
        return new Geometry[] {UnaryUnionOp.union(used, GF), UnaryUnionOp.union(unused, GF)};
    }

    private List<Geometry> voronoi(List<Coordinate> sites, Polygon frame) {
        List<Geometry> out = new ArrayList<>();
        if (sites.isEmpty()) return out;
        if (sites.size() == 1) {
            Geometry all = frame.copy();
            all.setUserData(sites.get(0));
            out.add(all);
            return out;
        }
        VoronoiDiagramBuilder vb = new VoronoiDiagramBuilder();
        vb.setSites(sites);
        Envelope clip = new Envelope(plane);
        clip.expandBy(plane.getWidth(), plane.getHeight());
        vb.setClipEnvelope(clip);
        Geometry cells = vb.getDiagram(GF);
        for (int i = 0; i < cells.getNumGeometries(); i++) {
            Geometry c = cells.getGeometryN(i);
            Geometry clipped = c.intersection(frame);
            clipped.setUserData(c.getUserData());
            out.add(clipped);
        }
        return out;
    }

    private static void collect(List<Geometry> cells, Map<Coordinate, Province> owner,
                                Map<Province, List<Geometry>> out,
                                List<Geometry> unowned) {
        for (Geometry c : cells) {
            Province p = owner.get((Coordinate) c.getUserData());
            if (p != null) out.computeIfAbsent(p, k -> new ArrayList<>()).add(c);
            else unowned.add(c);
        }
    }

    private void points(Projection proj) {
        for (Province p : variant.board().provinces()) {
            MapGeometry.Place place = geometry.provinces().get(p.id());
            Point2D anchor = point(place.anchor(), proj);
            unitPoints.put(p.main(), anchor);
            for (Location c : p.coasts()) {
                double[] at = place.coasts().get(c.coast());
                unitPoints.put(c, at == null ? anchor : point(at, proj));
            }
            labelPoints.put(p, place.label() == null ? null : point(place.label(), proj));
            centrePoints.put(p, place.centre() == null ? null : point(place.centre(), proj));
        }
    }

    private static Point2D point(double[] p, Projection proj) {
        return new Point2D.Double(proj.x(p[0], p[1]), proj.y(p[0], p[1]));
    }

    private static Polygon ring(List<double[]> pts, Projection proj) {
        return GF.createPolygon(coords(pts, proj));
    }

    private static Coordinate[] coords(List<double[]> pts, Projection proj) {
        List<Coordinate> out = new ArrayList<>();
        for (double[] p : pts) out.add(new Coordinate(proj.x(p[0], p[1]), proj.y(p[0], p[1])));
        if (!out.get(0).equals2D(out.get(out.size() - 1))) out.add(out.get(0).copy());
        while (out.size() < 4) out.add(out.get(0).copy());
        return out.toArray(Coordinate[]::new);
    }

    /**
     * Label spots, borders, board features and sizes derived from the shapes, computed once; read from disk, or
     * stored there once made, when the shapes are kept on disk ({@link StoredDetails}).
     */
    BoardDetails details() {
        BoardDetails d = details;
        if (d == null) {
            synchronized (this) {
                if (details == null) {
                    java.nio.file.Path dir = StoredShapes.directory();
                    String key = detailsKey();
                    StoredDetails.Read read = key == null ? null : StoredDetails.read(this, dir, key);
                    BoardDetails made;
                    if (read != null) {
                        drawnUnitPoints.putAll(read.units());
                        made = read.details();
                    } else {
                        made = new BoardDetails(this);
                        details = made;
                        if (key != null) StoredDetails.write(this, dir, key);
                    }
                    if (key != null) {
                        String marks = StoredMarks.key(key);
                        StoredMarks.Read kept = StoredMarks.read(dir, this, marks);
                        if (kept != null) {
                            made.spots.knownMarks(kept.spots());
                            unions.putAll(kept.outlines());
                        }
                        marksKept = made.spots.markCount() + unions.size();
                        marksKey = marks;
                    }
                    details = made;
                }
                d = details;
            }
        }
        return d;
    }

    /** Stores the marks' spots and areas' outlines the maps have worked out, when they are more than were stored. */
    void keepMarks() {
        String key = marksKey;
        java.nio.file.Path dir = StoredShapes.directory();
        if (key == null || dir == null) return;
        synchronized (this) {
            int n = details.spots.markCount() + unions.size();
            if (n == marksKept) return;
            StoredMarks.write(dir, this, key, details.spots.marks(), Map.copyOf(unions));
            marksKept = n;
        }
    }

    /** The key of these shapes' details on disk ({@link StoredDetails}), or null when nothing of this board is kept. */
    String detailsKey() {
        String k = storedKey;
        if (k == null || StoredShapes.directory() == null) return null;
        String[] known = detailsKey;
        if (known != null && known[0].equals(k)) return known[1];
        String made = StoredDetails.key(variant, k);
        detailsKey = new String[] {k, made};
        return made;
    }

    /** Keeps these shapes' details on disk under this key of their shapes (for tests; {@link #of} sets it). */
    void storedUnder(String key) { storedKey = key; }

    public Variant variant() { return variant; }
    public MapGeometry geometry() { return geometry; }
    /** The drawn area on the plane. */
    public Envelope plane() { return plane; }
    public Geometry shape(Province p) { return shapes.get(p); }
    public Path2D path(Province p) { return paths.get(p); }
    /** The path of one of this board's own geometries (its neutral land, a feature's line, a union), made once. */
    Path2D path(Geometry g) { return geometryPaths.computeIfAbsent(g, Shapes::path); }

    /** The hatching over one of the board's own areas, on the plane and cut to it, made once. */
    java.awt.Shape hatching(Geometry area) {
        return hatchings.computeIfAbsent(area, a -> BoardPainter.hatching(path(a), details().unit));
    }

    /** Several provinces' shapes as one, made once per set. */
    Geometry union(List<Province> ps) {
        return unions.computeIfAbsent(List.copyOf(ps), k -> UnaryUnionOp.union(k.stream().map(this::shape).toList(), GF));
    }

    /** A province's area on the plane. */
    public double area(Province p) { return areas[p.index()]; }
    public Geometry neutralLand() { return neutralLand; }
    public Geometry neutralWater() { return neutralWater; }
    /** Where a unit at this location is drawn: its spot in the file, nudged inside its province if it lies on the edge. */
    public Point2D unitPoint(Location l) {
        return drawnUnitPoints.computeIfAbsent(l, k -> details().spots.nudge(k.province(), unitPoints.get(k), MarkSpots.UNIT));
    }

    /** A unit's spot as the geometry file gives it. */
    Point2D fileUnitPoint(Location l) { return unitPoints.get(l); }
    /** The label position from the file, or null to place it near the anchor. */
    public Point2D labelPoint(Province p) { return labelPoints.get(p); }
    /** The supply-centre marker position from the file, or null to place it near the anchor. */
    public Point2D centrePoint(Province p) { return centrePoints.get(p); }
}
