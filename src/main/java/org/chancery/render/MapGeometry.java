package org.chancery.render;

import java.util.List;
import java.util.Map;

/**
 * The parsed {@code maps/<id>/geometry.json}: where each province is drawn, in the file's own coordinates
 * (lon/lat or plain x/y, y down). Shapes are computed from it by {@link BoardShapes}. Optional keys beyond the
 * shared contract: {@code projection} ("equirectangular" or "mercator"), {@code neutral} (Voronoi sites whose
 * cells belong to no province, such as Libya on the classic board) and a province's {@code centre} (where its
 * supply-centre marker goes).
 */
public record MapGeometry(String file, boolean lonLat, String projection, double[] bounds,
                       List<LandPolygon> land, Map<String, Place> provinces, List<double[]> neutral,
                       Background background) {

    /**
     * One province's drawing data; everything but the anchor may be null or empty. {@code text} is a shorter
     * label than the name; {@code circle} marks a castle, city or port drawn as a small circle, whose label
     * has a style of its own.
     */
    public record Place(double[] anchor, double[] label, List<double[]> seeds, Map<String, double[]> coasts,
                        List<double[]> polygon, double[] centre, String text, boolean circle) {
        public Place(double[] anchor, double[] label, List<double[]> seeds, Map<String, double[]> coasts,
                     List<double[]> polygon, double[] centre) {
            this(anchor, label, seeds, coasts, polygon, centre, null, false);
        }
    }

    /** A land mass: an outer ring and its holes (lakes, inland seas). */
    public record LandPolygon(List<double[]> outer, List<List<double[]>> holes) {}

    /** An optional picture drawn under the board, stretched to the given bounds. */
    public record Background(byte[] image, double[] bounds) {}
}
