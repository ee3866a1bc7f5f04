package org.chancery.variant.upload;

import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.List;

/**
 * SVG path data ("M 10 10 L 20 10 Z") read into a Java path, by the SVG 1.1 path grammar: moves, lines,
 * horizontal and vertical lines, cubic and quadratic curves (with their smooth forms), arcs (drawn as a line to
 * their end) and close, absolute and relative. One pass, no backtracking.
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
                default -> { x = ox + args.get(5); y = oy + args.get(6); p.lineTo(x, y); }
            }
            last = up == 'M' ? 'M' : up;
            args.clear();
        }
        if (!args.isEmpty()) SvgShapes.refuse(id, "its path data ends in the middle of a command");
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
