package org.chancery.render;

import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;

/**
 * The way a convoyed army's arrow goes: from the army through each fleet convoying it, nearest first, to its target,
 * so the arrow follows the convoy route by sea instead of a straight line across whatever lies between.
 */
final class ConvoyWays {
    private ConvoyWays() {}

    static List<Point2D> through(Point2D army, List<Point2D> fleets, Point2D target) {
        List<Point2D> left = new ArrayList<>(fleets), way = new ArrayList<>(List.of(army));
        Point2D at = army;
        while (!left.isEmpty()) {
            Point2D here = at, next = left.get(0);
            for (Point2D f : left) if (f.distance(here) < next.distance(here)) next = f;
            left.remove(next);
            way.add(next);
            at = next;
        }
        way.add(target);
        return way;
    }
}
