package org.chancery.command;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Optional;
import java.util.SplittableRandom;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Unit;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.render.Areas;
import org.chancery.render.BoardShapes;
import org.chancery.render.Framing;
import org.chancery.render.MapRenderer;
import org.chancery.render.Palette;
import org.chancery.render.RenderOptions;
import org.chancery.store.GameRow;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;

/** Maps drawn by the map renderer, with orders drawn as a preview when given. */
public final class RenderedMaps implements MapImages {
    private static final System.Logger LOG = System.getLogger(RenderedMaps.class.getName());
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
    public Optional<Named> ownArea(Variant variant, GameState state, List<Order> orders, String power) {
        return Areas.own(variant, state, power).map(a -> new Named(a.name(), MapRenderer.png(variant, state,
                options(variant, state, orders, List.of()).closeUp(a.provinces(), a.name()))));
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

    /** Where boards' shapes are kept between runs, under the data directory (docs/operators.md, "Stored board shapes"). */
    public static final java.nio.file.Path BOARDS = java.nio.file.Path.of("data", "boards");

    /** Keeps boards' shapes in {@link #BOARDS} from now on, so the first map after a restart need not make them. */
    public static void keepBoardsOnDisk() { BoardShapes.keepOnDisk(BOARDS); }

    /** How many results posts of classic openings the warm-up draws for the compiler, after the boards. */
    static final int WARM_UP_POSTS = 60;

    /**
     * Warms the maps on one background thread, so that no map of a running game pays for a first drawing, and
     * forgets what it draws. First, for each variant with a running game (most games first) and each palette its
     * games use: the board's shapes ({@code BoardShapes}, 2 to 7 s for the first map of a board before), the whole
     * board drawn until its layer of pixels is kept ({@link MapRenderer#DRAWN_BEFORE_KEPT}), and the maps of a phase
     * of random orders (close-ups, whole board). Then the results posts of {@link #WARM_UP_POSTS} random classic
     * openings, so the compiler is done with the drawing before a storm of results (about ten seconds of one core);
     * last, each variant's results post once more, so its big maps meet the code as the classic posts left it.
     * It never blocks: a command that comes first draws as it would have, sharing what is made. Returns the thread;
     * interrupting it stops the warm-up after the step it is on.
     */
    public Thread warmUpInBackground(GameService service) {
        Thread t = new Thread(() -> {
            for (var board : boards(service).entrySet()) {
                for (String palette : board.getValue()) {
                    if (Thread.currentThread().isInterrupted()) return;
                    warm(board.getKey(), palette);
                }
            }
            warmCompiler();
            for (var board : boards(service).entrySet()) {
                if (Thread.currentThread().isInterrupted()) return;
                post(board.getKey(), board.getValue().iterator().next());
            }
        }, "chancery-maps-warm-up");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
        return t;
    }

    /** The variants of the running games, most games first, each with the palettes its games use. */
    static Map<String, Set<String>> boards(GameService service) {
        Map<String, Set<String>> boards = new LinkedHashMap<>();
        try {
            List<GameRow> active = service.activeGames();
            Map<String, Long> games = new HashMap<>();
            for (GameRow g : active) games.merge(g.variant(), 1L, Long::sum);
            active.stream().sorted(Comparator.comparing((GameRow g) -> -games.get(g.variant())))
                    .forEach(g -> boards.computeIfAbsent(g.variant(), k -> new LinkedHashSet<>())
                            .add(GameSettings.fromJson(g.settings()).palette()));
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "could not list the running games to warm their maps", e);
        }
        return boards;
    }

    /** Draws a variant's maps in a palette until what can be kept is kept. */
    void warm(String variantId, String paletteName) {
        try {
            long t0 = System.nanoTime();
            Ruleset rules = Rulesets.of(variantId);
            MapImages maps = palette(paletteName);
            GameState start = rules.start();
            for (int i = 0; i <= MapRenderer.DRAWN_BEFORE_KEPT; i++) maps.png(rules.variant(), start, List.of());
            post(rules, maps, new SplittableRandom(variantId.hashCode()));
            LOG.log(System.Logger.Level.INFO, "maps of " + variantId + " (" + paletteName + ") warmed in "
                    + (System.nanoTime() - t0) / 1_000_000 + " ms");
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "warming the maps of " + variantId + " failed", e);
        }
    }

    /**
     * A results post of a variant's random opening again, after the classic posts: those train the compiled drawing
     * code on classic's small maps, and without this the first post of a big board after the warm-up paid for its
     * recompiling (docs/performance.md, "W3K's whole board after the warm-up").
     */
    private void post(String variantId, String paletteName) {
        try {
            post(Rulesets.of(variantId), palette(paletteName), new SplittableRandom(variantId.hashCode() + 1));
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "warming the maps of " + variantId + " failed", e);
        }
    }

    /** The maps of a results post of random orders from the start: close-ups, whole board, position. */
    private static void post(Ruleset rules, MapImages maps, SplittableRandom random) {
        GameState start = rules.start();
        Turn turn = rules.play(start, randomOrders(rules, start, random), Map.of());
        maps.actions(rules.variant(), start, turn.next(), turn.result().outcomes());
        maps.results(rules.variant(), start, turn.next(), turn.result().outcomes());
        maps.png(rules.variant(), turn.next(), List.of());
    }

    /** Results posts of random classic openings, a different draw each time, for the compiler. */
    private void warmCompiler() {
        try {
            Ruleset rules = Rulesets.of(VariantLoader.available().get(0));
            GameState start = rules.start();
            SplittableRandom random = new SplittableRandom(1901);
            for (int i = 0; i < WARM_UP_POSTS && !Thread.currentThread().isInterrupted(); i++) {
                Turn turn = rules.play(start, randomOrders(rules, start, random), Map.of());
                actions(rules.variant(), start, turn.next(), turn.result().outcomes());
                results(rules.variant(), start, turn.next(), turn.result().outcomes());
                png(rules.variant(), turn.next(), List.of());
            }
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "warming up the maps failed", e);
        }
    }

    private static List<Order> randomOrders(Ruleset rules, GameState s, SplittableRandom random) {
        List<Order> orders = new ArrayList<>();
        for (Unit u : s.units()) {
            List<Order> legal = rules.legalOrders(s, u);
            if (!legal.isEmpty()) orders.add(legal.get(random.nextInt(legal.size())));
        }
        return orders;
    }

    private RenderOptions options(Variant variant, GameState state, List<Order> orders, List<Outcome> outcomes) {
        RenderOptions options = RenderOptions.defaults().palette(palette).marks(Rulesets.of(variant.id()).marks(state));
        return orders.isEmpty() ? options : options.orders(orders, outcomes);
    }
}
