package org.chancery.command;

import java.util.List;
import java.util.Optional;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.variant.Variant;

/** Draws a map as PNG bytes (or SVG text); wired to the map renderer. Empty when rendering is not available. */
public interface MapImages {
    Optional<byte[]> png(Variant variant, GameState state, List<Order> orders);

    /** The map with orders drawn with their outcomes (a phase's results). */
    default Optional<byte[]> png(Variant variant, GameState state, List<Order> orders, List<Outcome> outcomes) {
        return png(variant, state, orders);
    }

    /**
     * A close-up that reads at Discord's preview size. {@code area}: a province, a power's home or a named area;
     * an unknown one throws a {@code GameException} naming what there is. Empty without a renderer.
     */
    default Optional<byte[]> closeUp(Variant variant, GameState state, List<Order> orders, String area) {
        return Optional.empty();
    }

    /** A map with a name for it (an area's, as a title and in a file name). */
    record Named(String name, byte[] png) {}

    /**
     * A close-up of a power's own part of a board too large to read whole at preview size (see {@code Areas.own}),
     * with {@code orders} drawn; empty on other boards, for a power holding nothing, or without a renderer.
     */
    default Optional<Named> ownArea(Variant variant, GameState state, List<Order> orders, String power) {
        return Optional.empty();
    }

    /** A phase's results on the whole board: the position before, its orders and outcomes, the units they dislodged. */
    default Optional<byte[]> results(Variant variant, GameState before, GameState after, List<Outcome> outcomes) {
        return png(variant, before, outcomes.stream().map(Outcome::order).toList(), outcomes);
    }

    /**
     * Close-ups of where a phase's action was, the busiest first: together they hold every centre that changed hands
     * and every unit dislodged, one per cluster where those lie apart. None without a renderer.
     */
    default List<byte[]> actions(Variant variant, GameState before, GameState after, List<Outcome> outcomes) {
        return List.of();
    }

    default Optional<String> svg(Variant variant, GameState state, List<Order> orders) {
        return Optional.empty();
    }

    /** The same maps in a game's palette ("standard" or "colourblind"). */
    default MapImages palette(String palette) { return this; }

    /** No renderer: every map command says so. */
    MapImages NONE = (v, s, o) -> Optional.empty();
}
