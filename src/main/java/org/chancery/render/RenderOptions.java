package org.chancery.render;

import java.util.List;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.variant.MapMarks;

/**
 * What to draw besides the position: the image width in pixels, the palette, optionally orders with their
 * outcomes (outcomes from {@code PhaseResult.outcomes()}; without them orders are drawn as given), and a
 * variant's marks (heirs, thralls' and vassals' controllers).
 */
public record RenderOptions(int width, Palette palette, List<Order> orders, List<Outcome> outcomes, MapMarks marks) {
    public static final int DEFAULT_WIDTH = 1600;

    public RenderOptions {
        if (width < 300 || width > 8000) throw new IllegalArgumentException("width must be 300 to 8000 pixels, not " + width);
        palette = palette == null ? Palette.STANDARD : palette;
        orders = orders == null ? List.of() : List.copyOf(orders);
        outcomes = outcomes == null ? List.of() : List.copyOf(outcomes);
        marks = marks == null ? MapMarks.none() : marks;
    }

    public RenderOptions(int width, Palette palette, List<Order> orders, List<Outcome> outcomes) {
        this(width, palette, orders, outcomes, null);
    }

    public static RenderOptions defaults() { return new RenderOptions(DEFAULT_WIDTH, Palette.STANDARD, null, null); }

    public RenderOptions width(int w) { return new RenderOptions(w, palette, orders, outcomes, marks); }

    public RenderOptions palette(Palette p) { return new RenderOptions(width, p, orders, outcomes, marks); }

    /** Heirs, and the players behind thralls and vassals. */
    public RenderOptions marks(MapMarks m) { return new RenderOptions(width, palette, orders, outcomes, m); }

    /** Orders with their outcomes; the outcomes may be empty for a preview. */
    public RenderOptions orders(List<Order> o, List<Outcome> results) {
        return new RenderOptions(width, palette, o, results, marks);
    }
}
