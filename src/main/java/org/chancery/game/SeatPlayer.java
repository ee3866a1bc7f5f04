package org.chancery.game;

/**
 * Plays the seats given to Chancery (package {@code bots} supplies it; see docs/bots.md): the scheduler asks it at each
 * tick, before deadlines, to order and mark ready every such seat that owes orders in an open phase, and the game
 * service tells it of each phase that opens (a start, an adjudication, a rollback, a seat given) so it orders at once.
 */
public interface SeatPlayer {
    /** The user id of Chancery's seat at a power is this prefix and the power. */
    String USER_PREFIX = "chancery:";
    /** The name its seats are listed under: "France (Chancery)". */
    String NAME = "Chancery";

    SeatPlayer NONE = () -> {};

    /** Orders for every Chancery seat that owes and has not yet ordered, in every active game. */
    void play();

    /** A phase of the game has just opened (its change committed): Chancery's seats may order in it now. */
    default void opened(long gameId) {}

    /**
     * Another power's submission sent {@code power} a private notice (W3K: a unit placed under its orders), once it
     * has committed: if Chancery plays that seat, it may order again.
     */
    default void told(long gameId, String power) {}

    static boolean isChancery(String userId) { return userId != null && userId.startsWith(USER_PREFIX); }
}
