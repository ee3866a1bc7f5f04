package org.chancery.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.chancery.engine.Province;
import org.chancery.variant.VariantDefinition;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.operation.union.UnaryUnionOp;

/**
 * The thick outline of each sea area (a map's {@code seaArea} groups, as W3K's Shipping Forecast areas) over the
 * thin borders of its regions. Outlines are the union of the areas' shapes, computed once per board.
 */
final class SeaAreaOutlines {
    private static final Map<BoardShapes, List<Path2D>> CACHE = new ConcurrentHashMap<>();

    private SeaAreaOutlines() {}

    static void draw(Graphics2D g, Scene scene, BoardShapes shapes, Layout layout) {
        List<Path2D> outlines = CACHE.computeIfAbsent(shapes, SeaAreaOutlines::outlines);
        if (outlines.isEmpty()) return;
        scene.begin("sea-areas");
        g.setColor(new Color(0x2b4f8c));
        g.setStroke(new BasicStroke((float) (0.3 * layout.unit), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (Path2D p : outlines) g.draw(layout.toPixels.createTransformedShape(p));
        scene.end();
    }

    private static List<Path2D> outlines(BoardShapes shapes) {
        Map<String, List<Geometry>> areas = new LinkedHashMap<>();
        for (VariantDefinition.ProvinceDef d : shapes.variant().definition().provinces()) {
            if (d.seaArea() == null) continue;
            Province p = shapes.variant().board().find(d.id()).orElseThrow();
            areas.computeIfAbsent(d.seaArea(), k -> new ArrayList<>()).add(shapes.shape(p).buffer(0));
        }
        List<Path2D> out = new ArrayList<>();
        for (List<Geometry> parts : areas.values()) {
            out.add(Shapes.path(UnaryUnionOp.union(parts, new GeometryFactory()).buffer(0)));
        }
        return out;
    }
}
