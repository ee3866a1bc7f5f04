package org.chancery.variant.europe1615;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.MovementResult;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.Allocations;
import org.chancery.variant.MapMarks;

/**
 * Where the optional sanctions plug in: each one narrows who may deploy where or attack whom, who counts as one
 * side in combat and capture, which markers stand and score, where units may go, retreat and be built, and adds
 * what is chosen and done in the year's phases. Without sanctions ({@link #NONE}) the general rules stand.
 */
public interface Sanctions {
    Sanctions NONE = new Sanctions() {};

    /** The sanctions' state without the deal's secrets (its seed, every list and satellite but {@code keep}'s). */
    default GameState withoutSecrets(GameState s, java.util.Set<String> keep) { return s; }

    // ---- restrictions ----

    /** Why a sanction bars this power from deploying INFs to the state (an embargo, say), or null. */
    default String deploymentRefusal(Politics pol, String power, MinorState state) { return null; }

    /** Why a sanction makes the target immune to the attacker's diplomatic attacks, or null. */
    default String attackRefusal(Politics pol, String attacker, String target) { return null; }

    /** Whether a sanction puts two sides on one (the Protestant Union, the Catholic League). */
    default boolean sameSide(Politics pol, String a, String b) { return false; }

    /** Whether units of this side may enter a province of a neutral state all the same (free passage). */
    default boolean passes(Politics pol, String side, Province p) { return false; }

    /** Why a sanction forbids this unit to move into a province (Switzerland under the Treaty of Lyon), or null. */
    default String moveRefusal(Politics pol, Unit u, Province to) { return null; }

    /** Whether a unit fighting for {@code side} may take this province in Winter (an ecclesiastical reservation). */
    default boolean mayCapture(Politics pol, String side, Province p) { return true; }

    /** Whether the state may bear this religious marker (a reservation forbids a Protestant one). */
    default boolean markerAllowed(Politics pol, MinorState state, String marker) { return true; }

    /** Whether the state's religious marker scores (a white cross, say, does not). */
    default boolean markerScores(Politics pol, MinorState state) { return true; }

    /** Strength a unit adds when holding its province (a stronghold's fortification adds 1). */
    default double fortification(Politics pol, Unit u) { return 0; }

    /** Whether a dislodged unit of a state may retreat (Swedish, Dutch and Polish units under interventions). */
    default boolean mayRetreat(Politics pol, Unit u) { return false; }

    /** Why a dislodged unit of a power is disbanded at once (Austria's in Bohemia in revolt, say), or null. */
    default String disbandReason(Politics pol, Dislodgement d, GameState after) { return null; }

    /** Why this unit may not retreat into a province, or null. */
    default String retreatRefusal(Politics pol, Unit u, Province to) { return null; }

    /** Why a power may not build in a province, or null. */
    default String buildRefusal(Politics pol, String power, Province p) { return null; }

    /** Whether the Ottoman units take no orders at all. */
    default boolean ottomansNeutral(Politics pol) { return false; }

    // ---- the game's flow ----

    /** The position a game starts from, with the sanctions on and not yet dealt. */
    default GameState start(GameState s) { return s; }

    /** The deal as play begins: the position, the GM's record and each power's private note. */
    default Dealt deal(GameState s, long seed) { return new Dealt(s, List.of(), Map.of()); }

    /** The deal made as play begins. */
    record Dealt(GameState state, List<String> record, Map<String, List<String>> privateNotes) {}

    /** Reads a deployment line a sanction owns ("Embargo on Spain: CAT", "A par H BRIBE"), or null if none does. */
    default Line readLine(Politics pol, String power, String line) { return null; }

    /** A line a sanction read: its canonical text, or why it is refused. */
    record Line(String text, String error) {}

    /** Reads an order a sanction owns for the power (a forced march), or null if none does. */
    default ParseResult readOrder(GameState s, String power, String text) { return null; }

    /**
     * A movement phase: the sanction lines and orders of every power are applied (choices, relieved attrition),
     * and the phase's bribes, forced marches and levies are kept for the adjudication.
     */
    default Moves movement(GameState s, Map<String, List<String>> lines, List<Order> orders, List<String> notes,
                           Map<String, List<String>> secret) {
        return Moves.NONE;
    }

    /** What the sanctions do in one movement phase. */
    interface Moves {
        Moves NONE = new Moves() {};

        /** The position with this phase's choices applied. */
        default GameState position(GameState s) { return s; }

        /** The orders with bribed units holding and the forced marches' first orders added. */
        default List<Order> orders(Politics pol, List<Order> given, List<String> notes) { return given; }

        /** The forced marches' second orders, by the province of the marching unit. */
        default Map<Province, Order> seconds() { return Map.of(); }

        /** After the moves: fortifications lost to an assault, armies levied. */
        default GameState after(Politics pol, MovementResult m, GameState after, List<String> notes) { return after; }
    }

    /** After Winter's captures: sanctions cancelled by them, and those that can never be played leave the lists. */
    default GameState afterCaptures(GameState s, List<String> notes) { return s; }

    /** Whether the power submits a sanction this Late Winter. */
    default boolean owesSubmission(GameState s, String power) { return false; }

    /** Checks a Late Winter submission ("Protestant Union", "Saxon intervention SUPPORT"). */
    default Allocations.Check submission(GameState s, String power, List<String> lines) {
        return new Allocations.Check(List.of(), List.of("no sanctions are played in this game"), List.of(), 0);
    }

    /** The sanction lines the power could send now, for autocompletion. */
    default List<String> suggestions(GameState s, String power) { return List.of(); }

    /** The year's selection after scoring: what each submitted is published, and what goes into effect. */
    default GameState select(GameState s, Map<String, List<String>> submissions, List<String> notes,
                             Map<String, List<String>> secret) {
        return s;
    }

    // ---- the GM, the players' view, scenarios ----

    /** The GM's actions for the sanctions, as "name: what it does". */
    default List<String> gmActions() { return List.of(); }

    /** Applies one of {@link #gmActions()}, or returns null when the action is not the sanctions'. */
    default GameState gmAction(GameState s, String action, String value) { return null; }

    /** What a power sees with /sanctions: its own list, its choices, and everything in effect. */
    default String view(GameState s, String power) { return "Sanctions are not played in this game."; }

    /** Signs on the map: a white cross on a reserved state, a square by a fortified centre. */
    default List<MapMarks.Mark> marks(Politics pol) { return List.of(); }

    /** Adds a scenario's {@code sanctions} field to the position. */
    default GameState readScenario(JsonNode sanctions, GameState s) { return s; }

    /** The sanctions after a phase, for a scenario's answer; null for none. */
    default JsonNode writeScenario(GameState after) { return null; }
}
