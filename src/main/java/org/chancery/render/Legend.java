package org.chancery.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The key under the board: a row of powers (colour, name, centres held), then every symbol the map shows with
 * what it means. Entries flow left to right and wrap; the text scales with the image, so the key reads at the
 * size the image is shown.
 */
final class Legend {
    /** Draws an entry's sample centred on a point, for a sample size (radius) in pixels. */
    interface Sample {
        void draw(Graphics2D g, Point2D at, double r);
    }

    record Entry(String text, Sample sample, boolean bold) {}

    private final List<Entry> powers = new ArrayList<>();
    private final Map<String, Entry> keys = new LinkedHashMap<>();

    void power(String text, Sample sample) { powers.add(new Entry(text, sample, false)); }

    /** A symbol's entry; the first sample given for a text is kept. */
    void key(String text, Sample sample) { keys.putIfAbsent(text, new Entry(text, sample, false)); }

    List<String> keyTexts() { return new ArrayList<>(keys.keySet()); }

    List<String> powerTexts() { return powers.stream().map(Entry::text).toList(); }

    /** The band's height at this layout's width and text size. */
    int height(Layout layout) {
        int rows = rows(layout, powers) + rows(layout, new ArrayList<>(keys.values()));
        return (int) Math.ceil(rows * rowHeight(layout) + layout.chrome * 1.2);
    }

    private static double rowHeight(Layout l) { return l.chrome * 2.1; }

    private static double entryWidth(Layout l, Entry e) {
        return l.chrome * 2.4 + l.legend.getStringBounds(e.text(), Glyphs.FRC).getWidth() + l.chrome * 1.6;
    }

    private static int rows(Layout l, List<Entry> entries) {
        if (entries.isEmpty()) return 0;
        double x = 0, max = l.width - 2 * l.chrome;
        int rows = 1;
        for (Entry e : entries) {
            double w = entryWidth(l, e);
            if (x > 0 && x + w > max) {
                rows++;
                x = 0;
            }
            x += w;
        }
        return rows;
    }

    void paint(Graphics2D g, Scene scene, Layout l) {
        scene.begin("legend");
        int top = l.legendTop();
        g.setColor(new Color(0xf4f1ea));
        g.fillRect(0, top, l.width, l.legendHeight);
        g.setColor(BoardPainter.BORDER);
        g.setStroke(new BasicStroke(Math.max(1f, l.chrome * 0.1f)));
        g.drawLine(0, top, l.width, top);
        double y = top + l.chrome * 0.6 + rowHeight(l) / 2;
        y = flow(g, l, powers, y);
        flow(g, l, new ArrayList<>(keys.values()), y);
        scene.end();
    }

    private static double flow(Graphics2D g, Layout l, List<Entry> entries, double y) {
        if (entries.isEmpty()) return y;
        double x = l.chrome, max = l.width - l.chrome, r = l.chrome * 0.8;
        Font font = l.legend;
        for (Entry e : entries) {
            double w = entryWidth(l, e);
            if (x > l.chrome && x + w > max) {
                x = l.chrome;
                y += rowHeight(l);
            }
            e.sample().draw(g, new Point2D.Double(x + l.chrome, y), r);
            Rectangle2D tb = font.getStringBounds(e.text(), Glyphs.FRC);
            Glyphs.text(g, e.text(), font, new Point2D.Double(x + l.chrome * 2.4 + tb.getWidth() / 2, y), Glyphs.DARK);
            x += w;
        }
        return y + rowHeight(l);
    }
}
