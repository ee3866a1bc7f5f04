package org.chancery.command;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.OrderExamples;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.game.Rulebook;
import org.chancery.store.GameRow;

/** Help for the game at hand: example orders, allocations and GM actions from its own variant and position. */
final class GameExamples {
    private final GameService service;
    private final GameFinder games;

    GameExamples(GameService service, GameFinder games) {
        this.service = service;
        this.games = games;
    }

    /** Example orders for the caller in the game at hand; none when there is no game at hand. */
    List<String> orders(Request r) {
        Long id = game(r);
        if (id == null) return List.of();
        return Rulebook.of(service.game(id).variant()).rules().examples(service.views().status(id).state(), seatOf(r, id));
    }

    private Long game(Request r) {
        try {
            return games.find(r);
        } catch (GameException | Request.UsageException e) {
            return null;
        }
    }

    /** The examples of the caller's game, or null when there is no game at hand. */
    Table table(Request r) {
        Long id = game(r);
        if (id == null) return null;
        GameRow g = service.game(id);
        Rulebook rb = Rulebook.of(g.variant());
        GameState s = service.views().status(id).state();
        String power = seatOf(r, id);
        Table t = new Table("In game #" + id + " (" + rb.variant().name() + ", " + s.phase().displayName() + ")",
                List.of("Command", "Example"), new ArrayList<>());
        List<String> orders = rb.rules().examples(s, power);
        if (!orders.isEmpty()) t.rows().add(List.of("order", OrderExamples.quoted(orders)));
        if (rb.rules().allocations().isPresent() && power != null) {
            List<String> lines = rb.rules().allocations().get().suggestions(s, power);
            String points = rb.rules().allocations().get().pointed(s) ? "1 " : "";
            if (!lines.isEmpty()) t.rows().add(List.of("allocate", "'" + points + lines.get(0) + "'"));
        }
        for (var topic : rb.rules().helpTopics().entrySet()) {
            t.rows().add(List.of("help " + topic.getKey(), topic.getValue().get(0)));
        }
        for (String action : rb.rules().gmActions()) t.rows().add(List.of("game rule", action));
        return t;
    }

    /** The whole of one topic of the game's variant, or the topics there are. */
    String topic(Request r, String name) {
        Long id = game(r);
        if (id == null) return "help " + name + " is about a game's variant; ask in a game's channel (or add game=<number>).";
        Rulebook rb = Rulebook.of(service.game(id).variant());
        var topics = rb.rules().helpTopics();
        for (var t : topics.entrySet()) {
            if (t.getKey().equalsIgnoreCase(name)) return String.join("\n", t.getValue());
        }
        if (topics.isEmpty()) return rb.variant().name() + " has no help topics; help lists the commands.";
        return "No help topic '" + name + "' in " + rb.variant().name() + "; the topics: "
                + String.join(", ", topics.keySet()) + " (as in help " + topics.keySet().iterator().next() + ").";
    }

    private String seatOf(Request r, long id) {
        for (var seat : service.players(id)) if (r.caller().userId().equals(seat.userId())) return seat.power();
        return null;
    }
}
