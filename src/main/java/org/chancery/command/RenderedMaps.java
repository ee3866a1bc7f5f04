package org.chancery.command;

import java.util.List;
import java.util.Optional;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.render.MapRenderer;
import org.chancery.render.Palette;
import org.chancery.render.RenderOptions;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;

/** Maps drawn by the map renderer, with orders drawn as a preview when given. */
public final class RenderedMaps implements MapImages {
    private final Palette palette;

    public RenderedMaps() { this(Palette.STANDARD); }

    private RenderedMaps(Palette palette) { this.palette = palette; }

    @Override
    public MapImages palette(String name) {
        Palette p = Palette.named(name);
        return new RenderedMaps(p == null ? Palette.STANDARD : p);
    }

    @Override
    public Optional<byte[]> png(Variant variant, GameState state, List<Order> orders) {
        return png(variant, state, orders, List.of());
    }

    @Override
    public Optional<byte[]> png(Variant variant, GameState state, List<Order> orders, List<Outcome> outcomes) {
        return Optional.of(MapRenderer.png(variant, state, options(variant, state, orders, outcomes)));
    }

    @Override
    public Optional<String> svg(Variant variant, GameState state, List<Order> orders) {
        return Optional.of(MapRenderer.svg(variant, state, options(variant, state, orders, List.of())));
    }

    private RenderOptions options(Variant variant, GameState state, List<Order> orders, List<Outcome> outcomes) {
        RenderOptions options = RenderOptions.defaults().palette(palette).marks(Rulesets.of(variant.id()).marks(state));
        return orders.isEmpty() ? options : options.orders(orders, outcomes);
    }
}
