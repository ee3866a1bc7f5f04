package org.chancery.render;

import java.util.List;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;

/**
 * What to draw besides the position: the image width in pixels, the palette, and optionally orders with
 * their outcomes (outcomes from {@code PhaseResult.outcomes()}; without them orders are drawn as given).
 */
public record RenderOptions(int width, Palette palette, List<Order> orders, List<Outcome> outcomes) {
    public static final int DEFAULT_WIDTH = 1600;

    public RenderOptions {
        if (width < 300 || width > 8000) throw new IllegalArgumentException("width must be 300 to 8000 pixels, not " + width);
        palette = palette == null ? Palette.STANDARD : palette;
        orders = orders == null ? List.of() : List.copyOf(orders);
        outcomes = outcomes == null ? List.of() : List.copyOf(outcomes);
    }

    public static RenderOptions defaults() { return new RenderOptions(DEFAULT_WIDTH, Palette.STANDARD, null, null); }

    public RenderOptions width(int w) { return new RenderOptions(w, palette, orders, outcomes); }

    public RenderOptions palette(Palette p) { return new RenderOptions(width, p, orders, outcomes); }

    /** Orders with their outcomes; the outcomes may be empty for a preview. */
    public RenderOptions orders(List<Order> o, List<Outcome> results) { return new RenderOptions(width, palette, o, results); }
}
