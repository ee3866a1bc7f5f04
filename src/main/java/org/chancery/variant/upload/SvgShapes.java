package org.chancery.variant.upload;

import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.chancery.engine.Board;
import org.chancery.engine.Province;
import org.chancery.variant.MapException;
import org.chancery.variant.MapProblem;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;

/**
 * Reads an uploaded board picture into outlines, one shape per province id. Only plain shapes and text are
 * taken: no DTD or entities, no scripts, event attributes, foreign objects, links, transforms or CSS
 * {@code url()}. Chancery never serves the bytes; it draws its own maps from the outlines.
 */
public final class SvgShapes {
    public static final String FILE = "board.svg";
    private static final String SVG_NS = "http://www.w3.org/2000/svg";
    private static final Set<String> SHAPES = Set.of("path", "polygon", "rect", "circle", "ellipse");
    private static final Set<String> PLAIN = Set.of("svg", "g", "line", "polyline", "text", "tspan", "title", "desc");
    private static final Set<String> ATTRIBUTES = Set.of("id", "d", "points", "x", "y", "width", "height", "cx", "cy",
            "r", "rx", "ry", "x1", "y1", "x2", "y2", "fill", "stroke", "stroke-width", "opacity", "fill-opacity",
            "font-size", "font-family", "text-anchor", "viewBox", "version", "class", "style");
    private static final GeometryFactory GF = new GeometryFactory();

    private SvgShapes() {}

    /** Each province's outline rings, by id; throws naming the first thing the picture may not hold. */
    public static Map<String, List<List<double[]>>> read(String svg, Board board) {
        XMLInputFactory f = XMLInputFactory.newFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        f.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        Map<String, List<List<double[]>>> out = new LinkedHashMap<>();
        int depth = 0;
        try {
            XMLStreamReader r = f.createXMLStreamReader(new StringReader(svg));
            boolean root = true;
            while (r.hasNext()) {
                int e = r.next();
                if (e == XMLStreamConstants.DTD) refuse(null, "declares a DOCTYPE; an SVG needs none (take the <!DOCTYPE ...> line out)");
                if (e == XMLStreamConstants.ENTITY_REFERENCE) refuse(null, "uses the entity &" + r.getLocalName() + "; write the text itself");
                if (e == XMLStreamConstants.PROCESSING_INSTRUCTION) refuse(null, "holds a processing instruction <?" + r.getPITarget() + " ...?>; leave it out");
                if (e == XMLStreamConstants.END_ELEMENT) depth--;
                if (e != XMLStreamConstants.START_ELEMENT) continue;
                if (++depth > 32) refuse(null, "nests its groups deeper than 32");
                String name = r.getLocalName();
                if (!SVG_NS.equals(r.getNamespaceURI())) refuse(null, "holds <" + name + ">, which is not SVG; save it as plain SVG");
                if (root && !name.equals("svg")) refuse(null, "is not an SVG picture: it starts with <" + name + ">");
                root = false;
                String id = null;
                for (int i = 0; i < r.getAttributeCount(); i++) {
                    String a = r.getAttributeLocalName(i), v = r.getAttributeValue(i);
                    String ns = r.getAttributeNamespace(i);
                    if (a.toLowerCase(Locale.ROOT).startsWith("on")) refuse(null, "<" + name + "> has the event attribute " + a + "; a board's picture runs nothing");
                    if (a.equals("href")) refuse(null, "<" + name + "> links to " + UploadCheck.cut(v) + "; a board's picture refers to nothing outside it");
                    if (v.toLowerCase(Locale.ROOT).contains("url(") || v.contains("@import")) refuse(null, "<" + name + "> refers to " + UploadCheck.cut(v) + "; a board's picture refers to nothing outside it");
                    if (a.equals("transform")) refuse(null, "<" + name + "> has a transform; give the shapes in plain coordinates (in Inkscape: Edit, Preferences, Behaviour, Transforms, Store transformation: optimised, then ungroup)");
                    if (ns != null && !ns.isEmpty() && !a.equals("space")) refuse(null, "<" + name + "> has the attribute " + a + " of another format; save it as plain SVG");
                    if (!ATTRIBUTES.contains(a) && !a.equals("space")) refuse(null, "<" + name + "> has the attribute " + a + ", which a board's picture does not take");
                    if (a.equals("id")) id = v;
                }
                if (!SHAPES.contains(name) && !PLAIN.contains(name)) {
                    refuse(null, "holds <" + name + ">; a board's picture takes only plain shapes (path, polygon, rect, circle, ellipse) and text");
                }
                if (!SHAPES.contains(name)) continue;
                String where = id == null ? "a <" + name + "> without an id" : "shape " + UploadCheck.cut(id);
                if (id == null) refuse(null, where + ": each shape is a province, with the province's id as its id");
                String shapeId = id;
                if (board.find(id).filter(p -> p.id().equals(shapeId)).isEmpty()) refuse(UploadCheck.cut(id).replace("\"", ""), "a shape with this id, but no province has it");
                List<List<double[]>> rings = rings(name, r, id);
                if (rings.isEmpty()) refuse(id, "its shape has no area");
                if (out.put(id, rings) != null) refuse(id, "two shapes have this id; give each province one shape");
            }
        } catch (XMLStreamException e) {
            String where = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNumber() + ")";
            refuse(null, "is not well-formed XML" + where);
        }
        for (Province p : board.provinces()) {
            if (!out.containsKey(p.id())) refuse(p.id(), "has no shape in the picture; give it one with id=\"" + p.id() + "\"");
        }
        return out;
    }

    /** Neighbours whose shapes do not touch: warnings, since the edges decide play. */
    public static List<String> disagreements(Map<String, List<List<double[]>>> shapes, Board board) {
        Map<String, Geometry> g = new LinkedHashMap<>();
        double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE;
        for (var e : shapes.entrySet()) {
            Geometry geom = geometry(e.getValue());
            g.put(e.getKey(), geom);
            minX = Math.min(minX, geom.getEnvelopeInternal().getMinX());
            maxX = Math.max(maxX, geom.getEnvelopeInternal().getMaxX());
        }
        double touch = (maxX - minX) * 0.01;
        List<String> out = new ArrayList<>();
        for (Province p : board.provinces()) {
            for (Province q : board.provinces()) {
                if (p.index() >= q.index()) continue;
                if (!board.armyAdjacent(p, q) && !board.fleetAdjacent(p, q)) continue;
                if (g.get(p.id()).distance(g.get(q.id())) > touch) {
                    out.add(p.id() + " and " + q.id() + " are neighbours, but their shapes do not touch");
                }
            }
        }
        return out;
    }

    /** A shape's rings as one geometry (the biggest ring first). */
    public static Geometry geometry(List<List<double[]>> rings) {
        List<Geometry> parts = new ArrayList<>();
        for (List<double[]> ring : rings) {
            Coordinate[] c = new Coordinate[ring.size() + 1];
            for (int i = 0; i < ring.size(); i++) c[i] = new Coordinate(ring.get(i)[0], ring.get(i)[1]);
            c[ring.size()] = c[0];
            parts.add(org.locationtech.jts.geom.util.GeometryFixer.fix(GF.createPolygon(c)));
        }
        return org.locationtech.jts.operation.union.UnaryUnionOp.union(parts, GF);
    }

    private static List<List<double[]>> rings(String name, XMLStreamReader r, String id) {
        Path2D path = new Path2D.Double();
        switch (name) {
            case "rect" -> path.append(new java.awt.geom.Rectangle2D.Double(num(r, "x", id, 0), num(r, "y", id, 0),
                    num(r, "width", id, -1), num(r, "height", id, -1)), false);
            case "circle" -> {
                double rad = num(r, "r", id, -1);
                path.append(new java.awt.geom.Ellipse2D.Double(num(r, "cx", id, 0) - rad, num(r, "cy", id, 0) - rad, 2 * rad, 2 * rad), false);
            }
            case "ellipse" -> {
                double rx = num(r, "rx", id, -1), ry = num(r, "ry", id, -1);
                path.append(new java.awt.geom.Ellipse2D.Double(num(r, "cx", id, 0) - rx, num(r, "cy", id, 0) - ry, 2 * rx, 2 * ry), false);
            }
            case "polygon" -> {
                List<Double> n = SvgPath.numbers(attr(r, "points", id), id);
                if (n.size() < 6 || n.size() % 2 != 0) refuse(id, "\"points\" needs at least three x,y pairs");
                path.moveTo(n.get(0), n.get(1));
                for (int i = 2; i < n.size(); i += 2) path.lineTo(n.get(i), n.get(i + 1));
                path.closePath();
            }
            default -> SvgPath.append(path, attr(r, "d", id), id);
        }
        List<List<double[]>> out = new ArrayList<>();
        List<double[]> ring = new ArrayList<>();
        double[] c = new double[6];
        for (PathIterator it = path.getPathIterator(null, 0.5); !it.isDone(); it.next()) {
            int t = it.currentSegment(c);
            if (t == PathIterator.SEG_MOVETO && !ring.isEmpty()) {
                if (ring.size() >= 3) out.add(ring);
                ring = new ArrayList<>();
            }
            if (t == PathIterator.SEG_MOVETO || t == PathIterator.SEG_LINETO) {
                if (!Double.isFinite(c[0]) || !Double.isFinite(c[1]) || Math.abs(c[0]) > UploadLimits.COORDINATE || Math.abs(c[1]) > UploadLimits.COORDINATE) {
                    refuse(id, "its shape has a point off the board; use coordinates between -100000 and 100000");
                }
                ring.add(new double[] {c[0], c[1]});
            }
            if (out.size() > 200) refuse(id, "its shape has more than 200 parts");
        }
        if (ring.size() >= 3) out.add(ring);
        out.sort((a, b) -> Double.compare(geometry(List.of(b)).getArea(), geometry(List.of(a)).getArea()));
        return out;
    }

    private static String attr(XMLStreamReader r, String name, String id) {
        String v = r.getAttributeValue(null, name);
        if (v == null) refuse(id, "its <" + r.getLocalName() + "> has no \"" + name + "\"");
        return v;
    }

    private static double num(XMLStreamReader r, String name, String id, double fallback) {
        String v = r.getAttributeValue(null, name);
        if (v == null && fallback >= 0) return fallback;
        if (v == null) refuse(id, "its <" + r.getLocalName() + "> has no \"" + name + "\"");
        try {
            return Double.parseDouble(v.strip());
        } catch (NumberFormatException e) {
            refuse(id, "\"" + name + "\" is " + UploadCheck.cut(v) + ", not a plain number");
            return 0;
        }
    }

    static void refuse(String province, String problem) {
        throw new MapException(List.of(new MapProblem(FILE, province, problem)));
    }
}
