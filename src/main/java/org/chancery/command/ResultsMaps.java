package org.chancery.command;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.chancery.engine.GameState;
import org.chancery.engine.Outcome;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.Rulebook;
import org.chancery.game.Views;
import org.chancery.store.GameRow;

/**
 * The maps a phase's results carry, wherever they are shown (Discord's results post, the local table): close-ups
 * of where the action was, which a player reads at Discord's preview size and which together hold every centre
 * that changed hands and every dislodgement (one per cluster where they lie apart), then the whole board with the
 * orders and their outcomes, and the new position.
 */
public final class ResultsMaps {
    private static final Logger LOG = System.getLogger(ResultsMaps.class.getName());

    /** One map: its file name and PNG bytes; {@code kind} is "action" (one or more, first), "results" or "position". */
    public record Drawn(String kind, String name, byte[] png) {}

    private ResultsMaps() {}

    /** The maps of phase {@code seq}'s results, in the game's palette; none if that phase is not adjudicated. */
    public static List<Drawn> of(GameService service, MapImages images, GameRow game, int seq) {
        Views.PhaseView before = service.views().phaseAt(game.id(), seq);
        Views.PhaseView after = service.views().phaseAt(game.id(), seq + 1);
        if (before == null || !before.adjudicated() || after == null) return List.of();
        Rulebook rb = Rulebook.of(game.variant());
        GameState was = before.state();
        GameState now = after.state();
        MapImages maps = images.palette(GameSettings.fromJson(game.settings()).palette());
        List<Outcome> outcomes = rb.outcomes(was, before.results());
        String prefix = "game-" + game.id() + "-";
        List<Drawn> out = new ArrayList<>();
        List<byte[]> actions = draw(() -> Optional.of(maps.actions(rb.variant(), was, now, outcomes))).orElse(List.of());
        for (int i = 0; i < actions.size(); i++) {
            out.add(new Drawn("action", prefix + was.phase().code() + "-action" + (i == 0 ? "" : "-" + (i + 1)) + ".png",
                    actions.get(i)));
        }
        draw(() -> maps.results(rb.variant(), was, now, outcomes))
                .ifPresent(png -> out.add(new Drawn("results", prefix + was.phase().code() + "-results.png", png)));
        draw(() -> maps.png(rb.variant(), now, List.of()))
                .ifPresent(png -> out.add(new Drawn("position", prefix + now.phase().code() + ".png", png)));
        return out;
    }

    /** Maps, or none if drawing fails: the results still go out. */
    private static <T> Optional<T> draw(Supplier<Optional<T>> d) {
        try {
            return d.get();
        } catch (RuntimeException e) {
            LOG.log(Level.ERROR, "could not draw a results map", e);
            return Optional.empty();
        }
    }
}
