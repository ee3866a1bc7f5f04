package org.chancery.render;

import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.geom.AffineTransform;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The bundled DejaVu Sans (Bitstream Vera licence, see fonts/DejaVu-LICENSE.txt), so output never depends on the machine. */
final class Fonts {
    private static final Font REGULAR = load("/fonts/DejaVuSans.ttf");
    private static final Font BOLD = load("/fonts/DejaVuSans-Bold.ttf");

    private Fonts() {}

    static Font regular(float size) { return REGULAR.deriveFont(size); }

    static Font bold(float size) { return BOLD.deriveFont(size); }

    static Font oblique(float size) { return REGULAR.deriveFont(AffineTransform.getShearInstance(-0.2, 0)).deriveFont(size); }

    private static Font load(String resource) {
        try (InputStream in = Fonts.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("font " + resource + " is missing from the build");
            return Font.createFont(Font.TRUETYPE_FONT, in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (FontFormatException e) {
            throw new IllegalStateException("font " + resource + " is damaged", e);
        }
    }
}
