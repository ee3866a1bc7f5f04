package org.chancery.command;

import java.util.List;
import java.util.Optional;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.game.GameException;
import org.chancery.render.Areas;
import org.chancery.render.BoardShapes;
import org.chancery.render.Framing;
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
    public Optional<byte[]> closeUp(Variant variant, GameState state, List<Order> orders, String area) {
        Areas.Area found = Areas.find(variant, area).orElseThrow(() -> new GameException("There is no province or area '"
                + area + "' on this map. Name a province (e.g. " + variant.board().provinces().get(0).name()
                + "), a power's home (e.g. " + variant.powers().get(0).name() + ")"
                + (Areas.names(variant).isEmpty() ? "" : ", or an area: " + String.join(", ", Areas.names(variant))) + "."));
        return Optional.of(MapRenderer.png(variant, state, options(variant, state, orders, List.of()).closeUp(found.provinces(), found.name())));
    }

    @Override
    public Optional<byte[]> results(Variant variant, GameState before, GameState after, List<Outcome> outcomes) {
        return Optional.of(MapRenderer.png(variant, before, resultsOptions(variant, before, after, outcomes)));
    }

    @Override
    public Optional<byte[]> action(Variant variant, GameState before, GameState after, List<Outcome> outcomes) {
        List<String> where = Framing.action(BoardShapes.of(variant), before, after, outcomes);
        if (where.isEmpty()) return Optional.empty();
        return Optional.of(MapRenderer.png(variant, before, resultsOptions(variant, before, after, outcomes)
                .closeUp(where, "Where the action was")));
    }

    private RenderOptions resultsOptions(Variant variant, GameState before, GameState after, List<Outcome> outcomes) {
        List<Order> orders = outcomes.stream().map(Outcome::order).toList();
        return options(variant, before, orders, outcomes)
                .dislodged(after.dislodged().stream().map(d -> d.unit().location()).toList());
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
