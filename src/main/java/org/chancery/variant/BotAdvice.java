package org.chancery.variant;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;

/**
 * A variant's own judgement for the players Chancery seats (package {@code bots}): what its places are worth and how
 * it answers the variant's own questions. The standard judgement is classic's; a variant overrides what differs,
 * and docs/bots.md gives each variant's rule.
 */
public interface BotAdvice {
    BotAdvice STANDARD = new BotAdvice() {};

    /** What owning {@code p} is worth to {@code power}, relative to a supply centre (1); 0 for a place of no worth. */
    default double worth(GameState s, String power, Province p) { return p.isSupplyCenter() ? 1 : 0; }

    /** The price of a centre nobody owns, in units of a power's size. */
    default double freeCentre(GameState s) { return 3; }

    /** Whether the movement now is the one after which centres change hands (classic: the autumn's). */
    default boolean takesCentresNow(GameState s) {
        String season = s.phase().season().toLowerCase();
        return season.startsWith("fall") || season.startsWith("autumn") || season.startsWith("winter");
    }

    /**
     * The bot's orders for the phase with the variant's own added or changed (heirs, hostages), each an order the
     * variant's rules read from its text. The standard: the unit orders as they are.
     */
    default List<Order> orders(GameState s, String power, List<Order> unitOrders) { return unitOrders; }

    /**
     * The secret allocation lines (Diplomacy Points, influence) {@code power} gives beside its orders, or none. They
     * go through the same order desk and its checks as a player's.
     */
    default List<String> allocations(GameState s, String power, List<Order> ownOrders) { return List.of(); }

    /** Whether the bot votes for a draw in this position. The standard rule: never while it still has a unit. */
    default boolean votesDraw(GameState s, String power) { return s.unitsOf(power).isEmpty(); }
}
