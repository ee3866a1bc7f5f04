package org.chancery.variant;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Unit;

/**
 * Everything the game service asks of a variant's rules. Classic Diplomacy is {@link ClassicRuleset}; a
 * variant with mechanics of its own composes rule modules behind this interface.
 */
public interface Ruleset {
    Variant variant();

    /** The position a new game starts from, with any rule-module state. */
    GameState start();

    /**
     * Play begins from the start position: a variant that deals or draws something before the first phase does it
     * here from {@code seed}, which the service draws at random and records.
     */
    default Opening begin(GameState s, long seed) { return Opening.unchanged(s); }

    /** The variant's own private views, each a player command showing the caller's power its own side of it. */
    default List<View> views() { return List.of(); }

    /** A private view: its command name ("sanctions") and what it shows. */
    record View(String name, String description) {}

    /** The text of one of {@link #views()} for a power. */
    default String view(GameState s, String name, String power) {
        throw new IllegalArgumentException(variant().name() + " has no " + name);
    }

    /** The powers that players take. */
    List<String> playablePowers();

    /** The player's power a GM named, in any case; an IllegalArgumentException names the powers there are. */
    default String playablePower(String name) {
        for (String p : playablePowers()) if (p.equalsIgnoreCase(name.trim())) return p;
        throw new IllegalArgumentException("'" + name.trim() + "' is not a major power; say one of "
                + String.join(", ", playablePowers()));
    }

    /** Reads one order line of {@code power}; null means any power (a GM entering orders). */
    ParseResult parse(GameState s, String power, String text);

    /** Legal orders for a unit, for autocompletion and the move browser. */
    List<Order> legalOrders(GameState s, Unit unit);

    /** The builds, waives and other adjustment orders open to a power. */
    List<Order> legalBuilds(GameState s, String power);

    /**
     * The removals open to a power this phase, for the notice of what it owes: by default one for each of its
     * units when it has more units than centres in an adjustment phase.
     */
    default List<Order> legalRemovals(GameState s, String power) {
        if (s.phase().type() != org.chancery.engine.PhaseType.ADJUSTMENT
                || org.chancery.engine.AdjustmentAdjudicator.balance(s, power) >= 0) return List.of();
        List<Order> out = new java.util.ArrayList<>();
        for (Unit u : s.unitsOf(power)) out.add(new Order.Remove(u));
        return out;
    }

    /** What each power owes this phase: units to order, to retreat, or builds or removals to make. */
    Map<String, Integer> owed(GameState s);

    /**
     * What a power owes this phase beyond its units (a secret submission, say), one line each for its reminder;
     * each is counted in {@link #owed}.
     */
    default List<String> owedBeyondUnits(GameState s, String power) { return List.of(); }

    /** Secret allocations (Diplomacy Points and the like), when the variant has them. */
    default Optional<Allocations> allocations() { return Optional.empty(); }

    /** Adjudicates the phase on these orders and secret allocations, and moves on. */
    Turn play(GameState s, List<Order> orders, Map<String, List<String>> allocations);

    /** The end of the game in this position, if it has ended. */
    Optional<GameEnd> end(GameState s);

    /** Whether a draw may be proposed in this position. */
    default boolean drawAllowed(GameState s) { return true; }

    /** The powers who must all vote for a draw. */
    Set<String> drawVoters(GameState s);

    /** The variant's own GM actions, as "name: what it does" (Order of the Dragon's cycle cap, say). */
    default List<String> gmActions() { return List.of(); }

    /**
     * Applies one of {@link #gmActions()} to the position; throws IllegalArgumentException, with a message
     * for the GM, when the action or its value is wrong.
     */
    default GameState gmAction(GameState s, String action, String value) {
        throw new IllegalArgumentException(variant().name() + " has no GM action '" + action + "'");
    }

    /** The variant's own fields of an {@code adjudicate} scenario and of its answer. */
    default ScenarioFields scenarioFields() { return ScenarioFields.NONE; }

    /** Heirs, and the players behind thralls and vassals, for the map. */
    default MapMarks marks(GameState s) { return MapMarks.none(); }
}
