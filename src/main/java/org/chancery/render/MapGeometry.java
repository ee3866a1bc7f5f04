package org.chancery.render;

import java.util.List;
import java.util.Map;

/**
 * The parsed {@code maps/<id>/geometry.json}: where each province is drawn, in the file's own coordinates
 * (lon/lat or plain x/y, y down). Shapes are computed from it by {@link BoardShapes}. Optional keys beyond the
 * shared contract: {@code projection} ("equirectangular" or "mercator"), {@code neutral} (Voronoi sites whose
 * cells belong to no province, such as Libya on the classic board), a province's {@code centre} (where its
 * supply-centre marker goes) and {@code radius} (drawn as a circle of that radius round its anchor),
 * {@code features} (rivers, walls, dividing lines, board arrows, impassable places), {@code areas} (named
 * groups of provinces for {@code /map area:}) and {@code capitals} ("star", or "circle" for a larger disc).
 */
public record MapGeometry(String file, boolean lonLat, String projection, double[] bounds,
                       List<LandPolygon> land, Map<String, Place> provinces, List<double[]> neutral,
                       Background background, List<Feature> features, Map<String, List<String>> areas,
                       String capitals) {

    /**
     * One province's drawing data; everything but the anchor may be null or empty (radius 0 for none).
     * {@code shortName}: the name to draw where the full one does not fit (the id, capitalised, when null; none when
     * empty: the close-up names it). {@code parts}: further outlines of a province drawn in several parts (an
     * island group, a province a river cuts), beside {@code polygon}, its largest.
     */
    public record Place(double[] anchor, double[] label, List<double[]> seeds, Map<String, double[]> coasts,
                        List<double[]> polygon, double[] centre, double radius, String shortName,
                        List<List<double[]>> parts) {
        public Place(double[] anchor, double[] label, List<double[]> seeds, Map<String, double[]> coasts,
                     List<double[]> polygon, double[] centre, double radius, String shortName) {
            this(anchor, label, seeds, coasts, polygon, centre, radius, shortName, List.of());
        }

        public Place(double[] anchor, double[] label, List<double[]> seeds, Map<String, double[]> coasts,
                     List<double[]> polygon, double[] centre, double radius) {
            this(anchor, label, seeds, coasts, polygon, centre, radius, null);
        }
    }

    /** A land mass: an outer ring and its holes (lakes, inland seas). */
    public record LandPolygon(List<double[]> outer, List<List<double[]>> holes) {}

    /** An optional picture drawn under the board, stretched to the given bounds. */
    public record Background(byte[] image, double[] bounds) {}

    /**
     * Something drawn on the board that is not a province. {@code along}: pairs of province ids whose shared
     * border it follows; {@code points}: a line or places in the file's coordinates. Kinds: {@link #KINDS}.
     */
    public record Feature(String kind, List<List<String>> along, List<double[]> points, String name) {}

    /**
     * river: navigable, light blue along borders or points; stream: a river fleets cannot use; wall: a thick
     * wall line; divide: a light grey dividing line; arrow: a board arrow joining two provinces that count as
     * adjacent (along one pair); impassable: the unowned land or water holding each point is hatched;
     * point: an impassable point where borders meet.
     */
    public static final List<String> KINDS = List.of("river", "stream", "wall", "divide", "arrow", "impassable", "point");
}
