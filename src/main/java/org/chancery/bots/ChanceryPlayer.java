package org.chancery.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.game.Actor;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.game.SeatPlayer;
import org.chancery.game.SubmitResult;
import org.chancery.variant.Ruleset;

/** Chancery at a seat: who it is to the game service, what it may see, and how it gives its orders. */
public final class ChanceryPlayer {
    private ChanceryPlayer() {}

    /** The actor Chancery is at this power's seat. */
    public static Actor actor(String power) { return new Actor(SeatPlayer.USER_PREFIX + power, SeatPlayer.NAME, false); }

    /** The position as {@code power} may see it: every other power's secrets left out (Ruleset.withoutSecrets). */
    public static GameState seen(Ruleset rules, GameState s, String power) {
        return rules.withoutSecrets(s, Set.of(power));
    }

    /** What the order desk made of a bot's orders: the lines it refused, and whether the phase was adjudicated. */
    public record Given(List<SubmitResult.Rejected> refused, boolean adjudicated) {}

    /** Gives the orders (and the variant's allocations) through the order desk, then marks the power ready. */
    public static Given give(GameService service, long id, String power, String phase, Ruleset rules, GameState seen,
                             List<Order> orders) {
        Actor a = actor(power);
        List<SubmitResult.Rejected> refused = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        for (Order o : orders) lines.add(o.text());
        if (!lines.isEmpty()) refused.addAll(service.orders().submit(a, id, power, String.join("\n", lines), true).rejected());
        List<String> alloc = rules.allocations().isPresent()
                ? rules.botAdvice().allocations(seen, power, orders, Values.of(seen, power, rules.botAdvice())) : List.of();
        if (!alloc.isEmpty()) {
            var r = service.orders().allocate(a, id, power, String.join("\n", alloc));
            for (String e : r.check().errors()) refused.add(new SubmitResult.Rejected("allocation", e));
        }
        if (rules.botAdvice().votesDraw(seen, power) && rules.drawRefusal(seen) == null && rules.voterRefusal(seen, power) == null) {
            try {
                service.orders().voteDraw(a, id, power, true);
            } catch (GameException e) {
                refused.add(new SubmitResult.Rejected("draw", e.getMessage()));
            }
        }
        try {
            return new Given(refused, service.orders().ready(a, id, power, true, phase) != null);
        } catch (GameException e) {
            return new Given(refused, true); // the phase moved on under us (a deadline): nothing to mark
        }
    }
}
