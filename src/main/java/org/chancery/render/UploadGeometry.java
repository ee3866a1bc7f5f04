package org.chancery.render;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantDefinition;
import org.chancery.variant.upload.UploadCheck;
import org.chancery.variant.upload.UploadedVariants;

/**
 * The geometry of an uploaded board: each province's anchor ({@code "at"}) from its JSON, and its outline from
 * the picture when there is one (every part of it, the largest first, where labels and marks go); without a picture the cells round the anchors are the provinces (land and sea
 * as the JSON says, see {@link BoardShapes}). Plain x/y, y down, framed round what is drawn.
 */
final class UploadGeometry {
    private UploadGeometry() {}

    static MapGeometry of(Variant v) {
        UploadCheck.Checked checked = UploadCheck.check(UploadedVariants.files(v.id()));
        Map<String, MapGeometry.Place> places = new LinkedHashMap<>();
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (VariantDefinition.ProvinceDef p : v.definition().provinces()) {
            double[] at = {p.at().get(0), p.at().get(1)};
            List<List<double[]>> rings = checked.shapes().get(p.id());
            List<double[]> outline = rings == null ? List.of() : rings.get(0);
            List<List<double[]>> parts = rings == null ? List.of() : rings.subList(1, rings.size());
            for (List<double[]> ring : rings == null ? List.of(List.of(at)) : rings) {
                for (double[] pt : ring) {
                    minX = Math.min(minX, pt[0]);
                    minY = Math.min(minY, pt[1]);
                    maxX = Math.max(maxX, pt[0]);
                    maxY = Math.max(maxY, pt[1]);
                }
            }
            places.put(p.id(), new MapGeometry.Place(at, null, List.of(), Map.of(), outline, null, 0, null, parts));
        }
        double pad = checked.shapes().isEmpty() ? Math.max(1, Math.max(maxX - minX, maxY - minY) / 12) : 1;
        double[] bounds = {minX - pad, minY - pad, maxX + pad, maxY + pad};
        return new MapGeometry(UploadCheck.FILE, false, "equirectangular", bounds, List.of(), places, List.of(), null,
                List.of(), Map.of(), "star");
    }
}
