package org.chancery.render;

import java.awt.Color;

/**
 * How different two colours look: CIEDE2000 (Sharma, Wu and Dalal 2005) on CIELAB under D65, and the same after
 * simulating colour-vision deficiency (Machado, Oliveira and Fernandes 2009, severity 1). Used to choose and
 * test the power palettes.
 */
public final class ColourDifference {
    /** Deficiencies simulated, with their matrices on linear RGB. */
    public enum Vision {
        NORMAL(null),
        PROTAN(new double[] {0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998}),
        DEUTAN(new double[] {0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881}),
        TRITAN(new double[] {1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900});

        private final double[] m;

        Vision(double[] m) { this.m = m; }
    }

    private ColourDifference() {}

    /** CIEDE2000 between two colours as seen with the given vision. */
    public static double delta(Color a, Color b, Vision v) { return ciede2000(lab(a, v), lab(b, v)); }

    /** The smallest CIEDE2000 between two colours over normal vision and the three deficiencies. */
    public static double worst(Color a, Color b) {
        double min = Double.MAX_VALUE;
        for (Vision v : Vision.values()) min = Math.min(min, delta(a, b, v));
        return min;
    }

    /** CIELAB (D65) of an sRGB colour, seen with the given vision. */
    static double[] lab(Color c, Vision v) {
        double r = lin(c.getRed()), g = lin(c.getGreen()), b = lin(c.getBlue());
        if (v.m != null) {
            double[] m = v.m;
            double r2 = m[0] * r + m[1] * g + m[2] * b, g2 = m[3] * r + m[4] * g + m[5] * b, b2 = m[6] * r + m[7] * g + m[8] * b;
            r = clamp(r2);
            g = clamp(g2);
            b = clamp(b2);
        }
        double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
        double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
        double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
        double fx = f(x), fy = f(y), fz = f(z);
        return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
    }

    private static double clamp(double v) { return Math.max(0, Math.min(1, v)); }

    private static double lin(int c) {
        double s = c / 255.0;
        return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }

    private static double f(double t) {
        return t > 216.0 / 24389 ? Math.cbrt(t) : (24389.0 / 27 * t + 16) / 116;
    }

    /** CIEDE2000 colour difference of two CIELAB colours, with kL = kC = kH = 1. */
    static double ciede2000(double[] lab1, double[] lab2) {
        double l1 = lab1[0], a1 = lab1[1], b1 = lab1[2], l2 = lab2[0], a2 = lab2[1], b2 = lab2[2];
        double c1 = Math.hypot(a1, b1), c2 = Math.hypot(a2, b2), cBar = (c1 + c2) / 2;
        double c7 = Math.pow(cBar, 7), gFactor = 0.5 * (1 - Math.sqrt(c7 / (c7 + Math.pow(25, 7))));
        double a1p = (1 + gFactor) * a1, a2p = (1 + gFactor) * a2;
        double c1p = Math.hypot(a1p, b1), c2p = Math.hypot(a2p, b2);
        double h1p = hue(b1, a1p), h2p = hue(b2, a2p);
        double dLp = l2 - l1, dCp = c2p - c1p;
        double dhp = 0;
        if (c1p * c2p != 0) {
            dhp = h2p - h1p;
            if (dhp > 180) dhp -= 360;
            else if (dhp < -180) dhp += 360;
        }
        double dHp = 2 * Math.sqrt(c1p * c2p) * Math.sin(Math.toRadians(dhp / 2));
        double lBarP = (l1 + l2) / 2, cBarP = (c1p + c2p) / 2;
        double hBarP = h1p + h2p;
        if (c1p * c2p != 0) {
            if (Math.abs(h1p - h2p) <= 180) hBarP = (h1p + h2p) / 2;
            else hBarP = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
        }
        double t = 1 - 0.17 * Math.cos(Math.toRadians(hBarP - 30)) + 0.24 * Math.cos(Math.toRadians(2 * hBarP))
                + 0.32 * Math.cos(Math.toRadians(3 * hBarP + 6)) - 0.20 * Math.cos(Math.toRadians(4 * hBarP - 63));
        double dTheta = 30 * Math.exp(-Math.pow((hBarP - 275) / 25, 2));
        double cBarP7 = Math.pow(cBarP, 7);
        double rc = 2 * Math.sqrt(cBarP7 / (cBarP7 + Math.pow(25, 7)));
        double l50 = (lBarP - 50) * (lBarP - 50);
        double sl = 1 + 0.015 * l50 / Math.sqrt(20 + l50), sc = 1 + 0.045 * cBarP, sh = 1 + 0.015 * cBarP * t;
        double rt = -Math.sin(Math.toRadians(2 * dTheta)) * rc;
        double x = dLp / sl, y = dCp / sc, z = dHp / sh;
        return Math.sqrt(x * x + y * y + z * z + rt * y * z);
    }

    private static double hue(double b, double a) {
        if (a == 0 && b == 0) return 0;
        double h = Math.toDegrees(Math.atan2(b, a));
        return h < 0 ? h + 360 : h;
    }

    /** Same hue family: both clearly coloured and within 30 degrees of hue, or both nearly grey and alike. */
    public static boolean sameHueFamily(Color a, Color b) {
        double[] x = hueChroma(a), y = hueChroma(b);
        boolean greyA = x[1] < 12, greyB = y[1] < 12;
        if (greyA || greyB) return greyA && greyB && delta(a, b, Vision.NORMAL) < 20;
        double dh = Math.abs(x[0] - y[0]);
        return Math.min(dh, 360 - dh) < 30;
    }

    /** The hue angle (degrees) and chroma of a colour in CIELCh, for telling hue families apart. */
    static double[] hueChroma(Color c) {
        double[] lab = lab(c, Vision.NORMAL);
        return new double[] {hue(lab[2], lab[1]), Math.hypot(lab[1], lab[2])};
    }
}
