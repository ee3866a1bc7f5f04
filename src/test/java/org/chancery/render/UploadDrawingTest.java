package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.chancery.variant.Variant;
import org.chancery.variant.upload.UploadCheck;
import org.chancery.variant.upload.UploadedVariants;
import org.junit.jupiter.api.Test;

/** An uploaded board drawn from its anchors alone, and from a picture's outlines. */
class UploadDrawingTest {
    static UploadedVariants.Files example(String svg) throws Exception {
        return new UploadedVariants.Files(Files.readString(Path.of("src/test/resources/upload/six-crowns.json")), svg);
    }

    static Variant remembered(UploadedVariants.Files f) {
        UploadCheck.check(f);
        UploadedVariants.remember(f);
        return org.chancery.variant.VariantLoader.load(f.key());
    }

    @Test
    void aBoardWithoutAPictureIsDrawnFromItsAnchors() throws Exception {
        Variant v = remembered(example(null));
        byte[] png = MapRenderer.png(v, v.start(), RenderOptions.defaults());
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
        assertTrue(img.getWidth() >= 800, "width " + img.getWidth());
        String out = System.getProperty("chancery.upload.png");
        if (out != null) Files.write(Path.of(out), png);
        BoardShapes shapes = BoardShapes.of(v);
        for (var p : v.board().provinces()) assertTrue(shapes.area(p) > 0, p.id() + " has no area");
        String svg = MapRenderer.svg(v, v.start(), RenderOptions.defaults());
        assertTrue(svg.contains("Aurum") || svg.contains("AUR") || svg.contains("Aur"), "names drawn");
        assertEquals(37, v.board().size());
    }

    @Test
    void aProvinceInSeveralPartsKeepsEveryPartAndLabelsTheLargest() throws Exception {
        String json = Files.readString(Path.of("src/test/resources/upload/six-crowns.json"));
        Variant v = remembered(new UploadedVariants.Files(json, org.chancery.variant.upload.SixCrownsPicture.svg(json, 2)));
        BoardShapes shapes = BoardShapes.of(v);
        var har = v.board().find("har").orElseThrow();
        var shape = shapes.shape(har);
        assertEquals(2, shape.getNumGeometries(), "Harrow drawn in two parts: " + shape);
        var big = shape.getGeometryN(0).getArea() >= shape.getGeometryN(1).getArea() ? shape.getGeometryN(0) : shape.getGeometryN(1);
        var small = big == shape.getGeometryN(0) ? shape.getGeometryN(1) : shape.getGeometryN(0);
        assertTrue(small.getArea() > 0.05 * big.getArea(), "the part beyond the river is kept: " + small.getArea());
        var inSmall = small.getInteriorPoint().getCoordinate();
        assertTrue(shapes.path(har).contains(inSmall.x, inSmall.y), "the part beyond the river is filled");
        var label = shapes.details().roomiest.get(har);
        assertTrue(big.covers(big.getFactory().createPoint(new org.locationtech.jts.geom.Coordinate(label.getX(), label.getY()))),
                "the name goes in the larger part");
        var unit = shapes.unitPoint(har.main());
        assertTrue(big.distance(big.getFactory().createPoint(new org.locationtech.jts.geom.Coordinate(unit.getX(), unit.getY()))) < 1e-6,
                "the unit stands in the part holding its anchor");
        for (var p : v.board().provinces()) {
            if (p != har) assertEquals(1, shapes.shape(p).getNumGeometries(), p.id());
        }
        byte[] png = MapRenderer.png(v, v.start(), RenderOptions.defaults());
        String out = System.getProperty("chancery.upload.png");
        if (out != null) Files.write(Path.of(out.replace(".png", "-parts.png")), png);
    }
}
