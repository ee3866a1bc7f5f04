package org.chancery.variant;

import java.util.List;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.engine.UnitKind;

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
     * The secret allocation lines (Diplomacy Points, influence) {@code power} gives beside its orders, or none, given
     * what each province is worth to it ({@code value}, by index, as for {@link #orders}). They go through the same
     * order desk and its checks as a player's.
     */
    default List<String> allocations(GameState s, String power, List<Order> ownOrders, double[] value) {
        return List.of();
    }

    /**
     * The orders {@code power} gives in the phase of {@code s}, given the shared brain's {@code chosen} ones and what each
     * province is worth to it ({@code value}, by index): where the variant's own orders (conversions, transfers,
     * payments, builds bought with money, heirs, hostages) replace or join them, each an order the variant's rules
     * read. The standard judgement keeps the brain's orders.
     */
    default List<Order> orders(GameState s, String power, List<Order> chosen, double[] value) { return chosen; }

    /**
     * The orders {@code power} gives the units other powers placed under its orders this phase ({@code lent}, W3K's
     * proxies), beside its own orders {@code own}: each an order the variant's rules read for {@code power}. The
     * standard judgement gives none (a variant without such units never has any).
     */
    default List<Order> lent(GameState s, String power, List<org.chancery.engine.Unit> lent, List<Order> own) {
        return List.of();
    }

    /** Whether the bot votes for a draw in this position. The standard rule: never while it still has a unit. */
    default boolean votesDraw(GameState s, String power) { return s.unitsOf(power).isEmpty(); }

    /** The most a unit of this kind standing at {@code at} could move to in one step, its own place included. */
    static double reach(Board b, UnitKind kind, Location at, double[] value) {
        double best = value[at.province().index()];
        if (kind.isNaval()) {
            for (Location l : b.fleetNeighbours(at)) best = Math.max(best, value[l.province().index()]);
        } else {
            for (Province p : b.armyNeighbours(at.province())) best = Math.max(best, value[p.index()]);
        }
        return best;
    }

    /** Whether a unit of {@code other} could move onto one of {@code power}'s, or one of its onto theirs. */
    static boolean borders(GameState s, String power, String other) {
        for (org.chancery.engine.Unit mine : s.unitsOf(power)) {
            for (org.chancery.engine.Unit theirs : s.unitsOf(other)) {
                if (s.board().canReach(theirs.kind(), theirs.location(), mine.province())
                        || s.board().canReach(mine.kind(), mine.location(), theirs.province())) return true;
            }
        }
        return false;
    }
}
