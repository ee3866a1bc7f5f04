package org.chancery.render;

import java.awt.Color;
import java.util.Locale;

/** Colours of a map's board; the powers' colours for each palette are chosen by {@link PowerColours}. */
public enum Palette {
    STANDARD(new Color(0xa7c7e0), new Color(0xe9dfc4), new Color(0x9fbcd3)),
    COLOURBLIND(new Color(0xdbe6ec), new Color(0xf2eee3), new Color(0xc9d7df));

    /** An unowned supply centre's marker. */
    static final Color UNOWNED = new Color(0xfaf7ef);

    private final Color sea;
    private final Color land;
    private final Color seaBorder;

    Palette(Color sea, Color land, Color seaBorder) {
        this.sea = sea;
        this.land = land;
        this.seaBorder = seaBorder;
    }

    public Color sea() { return sea; }
    /** Land that no power controls. */
    public Color land() { return land; }
    public Color seaBorder() { return seaBorder; }


    /** A tint keeps at least this CIEDE2000 distance from the sea and from neutral land, where it can. */
    static final double FROM_GROUND = 12;

    /**
     * A lighter shade of a power's colour, for the provinces it controls; less light where the usual shade would
     * pass for the sea or for plain land (a blue power's land looked like water).
     */
    public Color tint(Color c) { return shade(c, keep(c)); }

    /** How much of a colour its usual tint keeps (the rest is white); see {@link #tint}. */
    double keep(Color c) {
        double keep = c.getRed() + c.getGreen() + c.getBlue() > 600 ? 0.9 : 0.55;
        double best = keep, most = -1;
        for (double k = keep; k <= 1.0001; k += 0.05) {
            double d = fromGround(shade(c, Math.min(1, k)));
            if (d >= FROM_GROUND) return Math.min(1, k);
            if (d > most) {
                most = d;
                best = Math.min(1, k);
            }
        }
        return best;
    }

    /** A colour with {@code keep} of it kept and the rest white: its hue, lighter or darker. */
    static Color shade(Color c, double keep) { return mix(c, Color.WHITE, keep); }

    /** The CIEDE2000 distance of a fill from the nearer of the sea and neutral land. */
    double fromGround(Color fill) {
        return Math.min(ColourDifference.delta(fill, sea, ColourDifference.Vision.NORMAL),
                ColourDifference.delta(fill, land, ColourDifference.Vision.NORMAL));
    }

    static Color mix(Color a, Color b, double keepA) {
        return new Color((int) Math.round(a.getRed() * keepA + b.getRed() * (1 - keepA)),
                (int) Math.round(a.getGreen() * keepA + b.getGreen() * (1 - keepA)),
                (int) Math.round(a.getBlue() * keepA + b.getBlue() * (1 - keepA)));
    }

    /** Dark text or outline on a light colour, white on a dark one: whichever stands further from it (WCAG contrast). */
    static Color ink(Color c) {
        Color dark = new Color(0x1b1b1b);
        return Lettering.contrast(c, dark) >= Lettering.contrast(c, Color.WHITE) ? dark : Color.WHITE;
    }

    static Color parse(String hex) {
        if (hex == null || !hex.matches("#?[0-9a-fA-F]{6}")) return Color.GRAY;
        return new Color(Integer.parseInt(hex.replace("#", ""), 16));
    }

    /** "standard" or "colourblind" (also "colorblind", "cb"); null for anything else. */
    public static Palette named(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "standard", "default" -> STANDARD;
            case "colourblind", "colorblind", "cb", "okabe-ito" -> COLOURBLIND;
            default -> null;
        };
    }
}
