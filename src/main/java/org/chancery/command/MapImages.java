package org.chancery.command;

import java.util.List;
import java.util.Optional;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.variant.Variant;

/** Draws a map as PNG bytes; wired to the map renderer. Empty when rendering is not available. */
public interface MapImages {
    Optional<byte[]> png(Variant variant, GameState state, List<Order> orders);

    /** No renderer: every map command says so. */
    MapImages NONE = (v, s, o) -> Optional.empty();
}
