package org.chancery.render;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import org.jfree.svg.SVGHints;

/**
 * Names each element as it is drawn: the painter opens a group per element, which becomes an SVG group
 * with that id and is recorded in a list for either output, so tests can see that the SVG and the PNG come
 * from one drawing.
 */
final class Scene {
    private final Graphics2D g;
    private final List<String> ids = new ArrayList<>();

    Scene(Graphics2D g) { this.g = g; }

    void begin(String id) {
        ids.add(id);
        g.setRenderingHint(SVGHints.KEY_BEGIN_GROUP, id);
    }

    void end() { g.setRenderingHint(SVGHints.KEY_END_GROUP, "true"); }

    List<String> ids() { return ids; }
}
