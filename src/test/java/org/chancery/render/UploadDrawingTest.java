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
}
