package org.chancery.render;

import java.util.List;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.variant.MapMarks;

/**
 * What to draw besides the position: the image width in pixels (0: the width that suits the board, or for a
 * close-up {@link #CLOSE_UP_WIDTH}), the palette, optionally orders with their outcomes (outcomes from
 * {@code PhaseResult.outcomes()}; without them orders are drawn as given), a variant's marks, and optionally a
 * close-up: the provinces to frame and a name for them (see {@link Areas} and {@link Framing}).
 */
public record RenderOptions(int width, Palette palette, List<Order> orders, List<Outcome> outcomes, MapMarks marks,
                            List<String> focus, String focusName, List<Location> dislodged) {
    /** A close-up's width: shown at about 480 pixels in a Discord preview, so twice that for sharp text. */
    public static final int CLOSE_UP_WIDTH = 960;

    public RenderOptions {
        if (width != 0 && (width < 300 || width > 8000)) throw new IllegalArgumentException("width must be 300 to 8000 pixels, not " + width);
        palette = palette == null ? Palette.STANDARD : palette;
        orders = orders == null ? List.of() : List.copyOf(orders);
        outcomes = outcomes == null ? List.of() : List.copyOf(outcomes);
        marks = marks == null ? MapMarks.none() : marks;
        focus = focus == null ? List.of() : List.copyOf(focus);
        dislodged = dislodged == null ? List.of() : List.copyOf(dislodged);
    }

    public RenderOptions(int width, Palette palette, List<Order> orders, List<Outcome> outcomes) {
        this(width, palette, orders, outcomes, null, null, null, null);
    }

    public static RenderOptions defaults() { return new RenderOptions(0, Palette.STANDARD, null, null); }

    public RenderOptions width(int w) { return new RenderOptions(w, palette, orders, outcomes, marks, focus, focusName, dislodged); }

    public RenderOptions palette(Palette p) { return new RenderOptions(width, p, orders, outcomes, marks, focus, focusName, dislodged); }

    /** Heirs, the players behind thralls and vassals, and a variant's own marks. */
    public RenderOptions marks(MapMarks m) { return new RenderOptions(width, palette, orders, outcomes, m, focus, focusName, dislodged); }

    /** Orders with their outcomes; the outcomes may be empty for a preview. */
    public RenderOptions orders(List<Order> o, List<Outcome> results) {
        return new RenderOptions(width, palette, o, results, marks, focus, focusName, dislodged);
    }

    /** A close-up framing these provinces (ids), titled with {@code name}; an empty list draws the whole board. */
    public RenderOptions closeUp(List<String> provinces, String name) {
        return new RenderOptions(width, palette, orders, outcomes, marks, provinces, name, dislodged);
    }

    /** For a results map drawn on the position before: the units these orders dislodged, ringed where they stand. */
    public RenderOptions dislodged(List<Location> where) {
        return new RenderOptions(width, palette, orders, outcomes, marks, focus, focusName, where);
    }

    public boolean isCloseUp() { return !focus.isEmpty(); }
}
