package org.chancery.variant.upload;

import java.awt.geom.AffineTransform;
import java.awt.geom.Arc2D;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.List;

/**
 * SVG path data ("M 10 10 L 20 10 Z") read into a Java path, by the SVG 1.1 path grammar: moves, lines,
 * horizontal and vertical lines, cubic and quadratic curves (with their smooth forms), elliptical arcs and close,
 * absolute and relative. One pass, no backtracking.
 */
final class SvgPath {
    private SvgPath() {}

    static void append(Path2D p, String d, String id) {
        int i = 0, n = d.length();
        char cmd = 0;
        double x = 0, y = 0, sx = 0, sy = 0, cx = 0, cy = 0;
        char last = 0;
        List<Double> args = new ArrayList<>();
        while (i < n) {
            char ch = d.charAt(i);
            if (Character.isWhitespace(ch) || ch == ',') { i++; continue; }
            if (Character.isLetter(ch) && ch != 'e' && ch != 'E') {
                cmd = ch;
                i++;
                if (cmd == 'Z' || cmd == 'z') {
                    p.closePath();
                    x = sx;
                    y = sy;
                    last = 'Z';
                }
                continue;
            }
            if ((cmd == 'A' || cmd == 'a') && (args.size() == 3 || args.size() == 4)) {
                // an arc's flags are one digit each and may be written without a space ("a5 5 0 01 10 0")
                if (ch != '0' && ch != '1') SvgShapes.refuse(id, "an arc in its path data has the flag " + UploadCheck.cut(String.valueOf(ch)) + "; an arc's two flags are each 0 or 1");
                args.add((double) (ch - '0'));
                i++;
                continue;
            }
            int[] end = {i};
            double v = number(d, end, id);
            i = end[0];
            args.add(v);
            int need = switch (Character.toUpperCase(cmd)) {
                case 'M', 'L', 'T' -> 2;
                case 'H', 'V' -> 1;
                case 'C' -> 6;
                case 'S', 'Q' -> 4;
                case 'A' -> 7;
                default -> { SvgShapes.refuse(id, "its path data starts with a number; start it with M"); yield 0; }
            };
            if (args.size() < need) continue;
            boolean rel = Character.isLowerCase(cmd);
            double ox = rel ? x : 0, oy = rel ? y : 0;
            char up = Character.toUpperCase(cmd);
            switch (up) {
                case 'M' -> {
                    x = ox + args.get(0); y = oy + args.get(1);
                    if (last == 'M' || last == 'L') p.lineTo(x, y); else p.moveTo(x, y);
                    sx = x; sy = y;
                    cmd = rel ? 'l' : 'L';
                }
                case 'L' -> { x = ox + args.get(0); y = oy + args.get(1); p.lineTo(x, y); }
                case 'H' -> { x = ox + args.get(0); p.lineTo(x, y); }
                case 'V' -> { y = oy + args.get(0); p.lineTo(x, y); }
                case 'C' -> {
                    cx = ox + args.get(2); cy = oy + args.get(3);
                    p.curveTo(ox + args.get(0), oy + args.get(1), cx, cy, x = ox + args.get(4), y = oy + args.get(5));
                }
                case 'S' -> {
                    double rx = last == 'C' || last == 'S' ? 2 * x - cx : x, ry = last == 'C' || last == 'S' ? 2 * y - cy : y;
                    cx = ox + args.get(0); cy = oy + args.get(1);
                    p.curveTo(rx, ry, cx, cy, x = ox + args.get(2), y = oy + args.get(3));
                }
                case 'Q' -> {
                    cx = ox + args.get(0); cy = oy + args.get(1);
                    p.quadTo(cx, cy, x = ox + args.get(2), y = oy + args.get(3));
                }
                case 'T' -> {
                    cx = last == 'Q' || last == 'T' ? 2 * x - cx : x; cy = last == 'Q' || last == 'T' ? 2 * y - cy : y;
                    p.quadTo(cx, cy, x = ox + args.get(0), y = oy + args.get(1));
                }
                default -> {
                    double ex = ox + args.get(5), ey = oy + args.get(6);
                    arc(p, x, y, args.get(0), args.get(1), args.get(2), args.get(3) != 0, args.get(4) != 0, ex, ey);
                    x = ex;
                    y = ey;
                }
            }
            last = up == 'M' ? 'M' : up;
            args.clear();
        }
        if (!args.isEmpty()) SvgShapes.refuse(id, "its path data ends in the middle of a command");
    }

    /**
     * An elliptical arc from (x1, y1) to (x2, y2), by the SVG 1.1 implementation notes (F.6.5, endpoint to centre
     * parametrisation; F.6.6, radii too small are scaled up), appended as Java2D's {@link Arc2D} turned by the
     * arc's rotation. Zero radii give a line; equal ends give nothing.
     */
    static void arc(Path2D p, double x1, double y1, double rx, double ry, double degrees, boolean large, boolean sweep,
                    double x2, double y2) {
        if (x1 == x2 && y1 == y2) return;
        rx = Math.abs(rx);
        ry = Math.abs(ry);
        if (rx == 0 || ry == 0) {
            p.lineTo(x2, y2);
            return;
        }
        double phi = Math.toRadians(degrees % 360), cos = Math.cos(phi), sin = Math.sin(phi);
        double dx = (x1 - x2) / 2, dy = (y1 - y2) / 2;
        double x1p = cos * dx + sin * dy, y1p = -sin * dx + cos * dy;
        double lambda = x1p * x1p / (rx * rx) + y1p * y1p / (ry * ry);
        if (lambda > 1) {
            rx *= Math.sqrt(lambda);
            ry *= Math.sqrt(lambda);
        }
        double num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
        double den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
        double k = Math.sqrt(Math.max(0, num / den)) * (large == sweep ? -1 : 1);
        double cxp = k * rx * y1p / ry, cyp = -k * ry * x1p / rx;
        double cx = cos * cxp - sin * cyp + (x1 + x2) / 2, cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
        double start = Math.atan2((y1p - cyp) / ry, (x1p - cxp) / rx);
        double extent = Math.atan2((-y1p - cyp) / ry, (-x1p - cxp) / rx) - start;
        if (sweep && extent < 0) extent += 2 * Math.PI;
        if (!sweep && extent > 0) extent -= 2 * Math.PI;
        // Arc2D's angles turn the other way (towards y up), so both change sign
        Arc2D unit = new Arc2D.Double(-rx, -ry, 2 * rx, 2 * ry, -Math.toDegrees(start), -Math.toDegrees(extent), Arc2D.OPEN);
        AffineTransform at = new AffineTransform(cos, sin, -sin, cos, cx, cy);
        p.append(at.createTransformedShape(unit), true);
        p.lineTo(x2, y2);
    }

    /** The plain numbers of a "points" list. */
    static List<Double> numbers(String s, String id) {
        List<Double> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char ch = s.charAt(i);
            if (Character.isWhitespace(ch) || ch == ',') { i++; continue; }
            int[] end = {i};
            out.add(number(s, end, id));
            i = end[0];
        }
        return out;
    }

    private static double number(String s, int[] at, String id) {
        int i = at[0], start = i;
        if (i < s.length() && (s.charAt(i) == '-' || s.charAt(i) == '+')) i++;
        boolean dot = false, digits = false;
        while (i < s.length() && (Character.isDigit(s.charAt(i)) || (s.charAt(i) == '.' && !dot))) {
            if (s.charAt(i) == '.') dot = true; else digits = true;
            i++;
        }
        if (digits && i < s.length() && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            int j = i + 1;
            if (j < s.length() && (s.charAt(j) == '-' || s.charAt(j) == '+')) j++;
            if (j < s.length() && Character.isDigit(s.charAt(j))) {
                i = j;
                while (i < s.length() && Character.isDigit(s.charAt(i))) i++;
            }
        }
        if (!digits || i - start > 40) SvgShapes.refuse(id, "its shape has " + UploadCheck.cut(s.substring(start, Math.min(s.length(), start + 20))) + " where a number goes");
        at[0] = i;
        return Double.parseDouble(s.substring(start, i));
    }
}
