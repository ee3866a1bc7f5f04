package org.chancery.variant.upload;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.triangulate.VoronoiDiagramBuilder;

/** A picture for a board, as a GM's drawing program would give it: one path per province, the cells round its anchors. */
public final class SixCrownsPicture {
    private SixCrownsPicture() {}

    /**
     * {@code swap} 1 gives mid's shape to aur and aur's to mid, so their anchors lie outside their shapes; 2 cuts
     * Harrow ("har") in two with a river 10 wide, 20 below its anchor, drawn as one path of two parts.
     */
    public static String svg(String json, int swap) throws Exception {
        JsonNode root = new ObjectMapper().readTree(json);
        List<String> ids = new ArrayList<>();
        List<Coordinate> sites = new ArrayList<>();
        for (JsonNode p : root.path("provinces")) {
            ids.add(p.path("id").asText());
            sites.add(new Coordinate(p.path("at").get(0).asDouble(), p.path("at").get(1).asDouble()));
        }
        GeometryFactory gf = new GeometryFactory();
        Envelope box = new Envelope(0, 1000, 0, 800);
        VoronoiDiagramBuilder vb = new VoronoiDiagramBuilder();
        vb.setSites(sites);
        vb.setClipEnvelope(box);
        Geometry cells = vb.getDiagram(gf);
        Polygon frame = (Polygon) gf.toGeometry(box);
        StringBuilder out = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1000 800\">\n");
        for (int i = 0; i < cells.getNumGeometries(); i++) {
            Geometry c = cells.getGeometryN(i);
            Coordinate site = (Coordinate) c.getUserData();
            String id = ids.get(sites.indexOf(site));
            if (swap == 1 && id.equals("aur")) id = "mid";
            else if (swap == 1 && id.equals("mid")) id = "aur";
            Geometry clipped = c.intersection(frame);
            if (swap == 2 && id.equals("har")) {
                clipped = clipped.difference(gf.toGeometry(new Envelope(0, 1000, site.y + 20, site.y + 30)));
            }
            out.append("  <path id=\"").append(id).append("\" fill=\"#ddd\" d=\"");
            for (int part = 0; part < clipped.getNumGeometries(); part++) {
                Coordinate[] ring = ((Polygon) clipped.getGeometryN(part)).getExteriorRing().getCoordinates();
                for (int k = 0; k < ring.length - 1; k++) out.append(k == 0 ? "M " : " L ").append(Math.round(ring[k].x * 10) / 10.0).append(' ').append(Math.round(ring[k].y * 10) / 10.0);
                out.append(" Z ");
            }
            out.append("\"/>\n");
        }
        return out.append("</svg>\n").toString();
    }
}
