package org.chancery.render;

/**
 * Maps a geometry file's coordinates to a flat plane with y down. Lon/lat boards use an equirectangular
 * projection scaled by the cosine of the middle latitude, or Mercator; x/y boards are used as they are.
 */
public final class Projection {
    private final boolean lonLat;
    private final boolean mercator;
    private final double cos;

    public Projection(MapGeometry g) {
        this.lonLat = g.lonLat();
        this.mercator = "mercator".equals(g.projection());
        this.cos = Math.cos(Math.toRadians((g.bounds()[1] + g.bounds()[3]) / 2));
    }

    public double x(double x, double y) {
        if (!lonLat) return x;
        return mercator ? x : x * cos;
    }

    public double y(double x, double y) {
        if (!lonLat) return y;
        if (!mercator) return -y;
        return -Math.toDegrees(Math.log(Math.tan(Math.PI / 4 + Math.toRadians(y) / 2)));
    }

    public double[] apply(double[] p) { return new double[] {x(p[0], p[1]), y(p[0], p[1])}; }
}
