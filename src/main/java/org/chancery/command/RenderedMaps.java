package org.chancery.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Unit;
import org.chancery.game.GameException;
import org.chancery.render.Areas;
import org.chancery.render.BoardShapes;
import org.chancery.render.Framing;
import org.chancery.render.MapRenderer;
import org.chancery.render.Palette;
import org.chancery.render.RenderOptions;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;

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
    public List<byte[]> actions(Variant variant, GameState before, GameState after, List<Outcome> outcomes) {
        List<List<String>> where = Framing.actions(BoardShapes.of(variant), before, after, outcomes);
        RenderOptions options = resultsOptions(variant, before, after, outcomes);
        List<byte[]> out = new ArrayList<>();
        for (int i = 0; i < where.size(); i++) {
            String title = "Where the action was" + (where.size() > 1 ? " (" + (i + 1) + " of " + where.size() + ")" : "");
            out.add(MapRenderer.png(variant, before, options.closeUp(where.get(i), title)));
        }
        return out;
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

    /** How many results posts the warm-up draws: about as many as the compiler needs to finish with the drawing. */
    static final int WARM_UP_POSTS = 60;

    /**
     * Draws the maps of {@link #WARM_UP_POSTS} results posts of the first playable variant's opening, each with
     * every unit ordered at random (a different draw each time), on a background thread, and forgets them: the
     * drawing code is then compiled and that board's layer made before the first deadline, which would otherwise
     * pay for both while a storm of results waits (two or three of a post's maps cost as much while the compiler
     * works). A bot starts it once; it takes about ten seconds of one core.
     */
    public void warmUpInBackground() {
        Thread t = new Thread(() -> {
            try {
                Ruleset rules = Rulesets.of(VariantLoader.available().get(0));
                GameState start = rules.start();
                List<List<Order>> legal = new ArrayList<>();
                for (Unit u : start.units()) {
                    List<Order> each = rules.legalOrders(start, u);
                    if (!each.isEmpty()) legal.add(each);
                }
                SplittableRandom random = new SplittableRandom(1901);
                for (int i = 0; i < WARM_UP_POSTS; i++) {
                    List<Order> orders = new ArrayList<>();
                    for (List<Order> each : legal) orders.add(each.get(random.nextInt(each.size())));
                    Turn turn = rules.play(start, orders, Map.of());
                    actions(rules.variant(), start, turn.next(), turn.result().outcomes());
                    results(rules.variant(), start, turn.next(), turn.result().outcomes());
                    png(rules.variant(), turn.next(), List.of());
                }
            } catch (RuntimeException e) {
                System.getLogger(RenderedMaps.class.getName()).log(System.Logger.Level.WARNING, "warming up the maps failed", e);
            }
        }, "chancery-maps-warm-up");
        t.setDaemon(true);
        t.start();
    }

    private RenderOptions options(Variant variant, GameState state, List<Order> orders, List<Outcome> outcomes) {
        RenderOptions options = RenderOptions.defaults().palette(palette).marks(Rulesets.of(variant.id()).marks(state));
        return orders.isEmpty() ? options : options.orders(orders, outcomes);
    }
}
