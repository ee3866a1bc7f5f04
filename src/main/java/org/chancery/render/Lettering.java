package org.chancery.render;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.font.TextLayout;
import java.awt.geom.Point2D;

/**
 * How text is lettered over the board: its ink, and the edge drawn round each letter so that it reads on whatever
 * fill lies under it. Dark ink gets a pale halo; ink that stands out from dark (the Empire's gold names, a power's
 * score in its colour) gets a dark outline, since no one colour of its kind reads on a pale fill and a strong one
 * alike (gold on yellow Galatia was 2.6:1).
 */
record Lettering(Color ink, Color edge, float edgeAlpha) {
    static final Color HALO = new Color(0xfbf8f0), SEA_HALO = new Color(0xd7e6f2);
    /** Contrast (WCAG 2 ratio) text needs against what it is read on: the large-text minimum. */
    static final double LEGIBLE = 3;

    /**
     * Ink dark enough (relative luminance) to read 3:1 on the strongest fill behind a pale halo; names are 0.014. A
     * mid-tone ink reads neither way, so it is drawn a shade lighter (with a dark outline) or darker (with a halo),
     * whichever is nearer its colour: a score in England's blue.
     */
    static final double DARK_ENOUGH = 0.05;

    static Lettering of(Color ink, boolean sea) {
        if (contrast(ink, Glyphs.DARK) >= LEGIBLE) return outlined(ink);
        if (sea || luminance(ink) <= DARK_ENOUGH) return haloed(ink, sea);
        for (int i = 1; i <= 20; i++) {
            double keep = 1 - i * 0.05;
            Color light = Palette.mix(ink, Color.WHITE, keep), dark = Palette.mix(ink, Color.BLACK, keep);
            if (contrast(light, Glyphs.DARK) >= LEGIBLE) return outlined(light);
            if (luminance(dark) <= DARK_ENOUGH) return haloed(dark, false);
        }
        return haloed(Glyphs.DARK, false);
    }

    private static Lettering outlined(Color ink) { return new Lettering(ink, Glyphs.DARK, 1f); }

    private static Lettering haloed(Color ink, boolean sea) { return new Lettering(ink, sea ? SEA_HALO : HALO, 0.9f); }

    /** Whether this lettering reads on a fill: its ink against the fill, or against its edge with the edge against the fill. */
    boolean readsOn(Color fill) {
        if (contrast(ink, fill) >= LEGIBLE) return true;
        return edgeAlpha >= 0.9f && contrast(ink, edge) >= LEGIBLE && contrast(edge, fill) >= LEGIBLE;
    }

    /** Draws one line of text with its left end of baseline at (x, y). */
    void draw(Graphics2D g, String s, Font font, float x, float y) {
        double d = Math.max(1, font.getSize2D() * HALO_STEP);
        g.setFont(font);
        g.setColor(Glyphs.withAlpha(edge, edgeAlpha));
        for (double[] o : HALO_OFFSETS) g.drawString(s, (float) (x + o[0] * d), (float) (y + o[1] * d));
        g.setColor(ink);
        g.drawString(s, x, y);
    }

    /** Draws one line of text centred on a point. */
    void drawCentred(Graphics2D g, String s, Font font, Point2D c) {
        TextLayout tl = new TextLayout(s, font, Glyphs.FRC);
        float x = (float) (c.getX() - font.getStringBounds(s, Glyphs.FRC).getWidth() / 2);
        draw(g, s, font, x, (float) (c.getY() + (tl.getAscent() - tl.getDescent()) / 2));
    }

    private static final double[][] HALO_OFFSETS = {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}, {-1.3, 0}, {1.3, 0}, {0, -1.3}, {0, 1.3}};

    /** The halo's step, a share of the font size (at least a pixel), and its furthest offset in steps. */
    static final double HALO_STEP = 0.09,
            HALO_REACH = java.util.Arrays.stream(HALO_OFFSETS).flatMapToDouble(java.util.Arrays::stream).map(Math::abs).max().orElse(0);

    /** The WCAG 2 contrast ratio of two colours, 1 to 21. */
    static double contrast(Color a, Color b) {
        double x = luminance(a), y = luminance(b);
        return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    }

    /** WCAG 2 relative luminance of an sRGB colour. */
    static double luminance(Color c) {
        return 0.2126 * lin(c.getRed()) + 0.7152 * lin(c.getGreen()) + 0.0722 * lin(c.getBlue());
    }

    private static double lin(int v) {
        double s = v / 255.0;
        return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }
}
