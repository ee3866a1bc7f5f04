package org.chancery.bots;

import java.util.List;
import java.util.Random;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.PhaseType;
import org.chancery.game.GameService;
import org.chancery.game.GameStatus;
import org.chancery.game.Rulebook;
import org.chancery.game.SeatPlayer;
import org.chancery.store.GameRow;
import org.chancery.store.PlayerRow;
import org.chancery.variant.Ruleset;

/**
 * Chancery at the seats GMs gave it, in live games: as each phase opens, and at each tick of the scheduler, every such
 * seat that owes orders and is not yet ready orders (through the order desk, as a player) and is marked ready. A phase
 * that its own readiness opened waits for the next tick, so a game of bots alone keeps to the clock's pace.
 */
public final class ClockPlayer implements SeatPlayer {
    /** Whether this thread is already ordering for a seat (a phase it opens is left to the next tick). */
    private static final ThreadLocal<Boolean> ORDERING = ThreadLocal.withInitial(() -> false);

    private final GameService service;
    /** The games a thread is ordering for now. */
    private final java.util.Set<Long> busy = java.util.concurrent.ConcurrentHashMap.newKeySet();

    public ClockPlayer(GameService service) { this.service = service; }

    /** Installs Chancery's player in the service: the scheduler then plays its seats. */
    public static void install(GameService service) { service.seatPlayer(new ClockPlayer(service)); }

    @Override
    public void play() {
        for (GameRow g : service.activeGames()) {
            try {
                playGame(g.id());
            } catch (RuntimeException e) {
                System.err.println("bots: game #" + g.id() + ": Chancery's seats could not order (" + e + ").");
            }
        }
    }

    @Override
    public void opened(long gameId) {
        if (!ORDERING.get()) playGame(gameId);
    }

    /** A seat told of a unit placed under its orders orders again at once (its own notice, not another's). */
    @Override
    public void told(long gameId, String power) {
        if (!ORDERING.get()) playGame(gameId);
    }

    /**
     * Orders for each of the game's Chancery seats that owes and is not ready in this phase; true when any ordered. One
     * thread a game: while another orders for it (a player's command opened a phase as the tick ran), this one leaves it
     * to that one or to the next tick, so no seat orders twice and nothing waits on a lock.
     */
    public boolean playGame(long id) {
        if (!busy.add(id)) return false;
        boolean outer = !ORDERING.get();
        ORDERING.set(true);
        try {
            return ordering(id);
        } finally {
            if (outer) ORDERING.set(false);
            busy.remove(id);
        }
    }

    /** Whether a ready seat has a unit placed under its orders (after it ordered) that it has given no order. */
    private boolean unanswered(long id, GameState s, String power) {
        return s.phase().type() == PhaseType.MOVEMENT && !service.orders().lent(ChanceryPlayer.actor(power), id, power).answered();
    }

    private boolean ordering(long id) {
        // most games have no Chancery seat: their seats alone say so, without reading the position
        if (service.players(id).stream().noneMatch(p -> SeatPlayer.isChancery(p.userId()))) return false;
        boolean any = false;
        int phase = -1;
        java.util.Set<String> checked = new java.util.HashSet<>(); // ready seats looked at for units placed under them
        while (true) {
            var status = service.views().status(id);
            if (GameStatus.valueOf(status.game().status()) != GameStatus.ACTIVE || status.paused()) return any;
            if (phase >= 0 && status.game().phaseSeq() != phase) return any; // the next phase waits for the next tick
            phase = status.game().phaseSeq();
            Ruleset rules = Rulebook.of(status.game().variant()).rules();
            GameState s = status.state();
            List<String> ready = service.orders().readyPowers(id);
            PlayerRow next = null;
            for (PlayerRow p : status.seats()) {
                if (SeatPlayer.isChancery(p.userId()) && !p.disorder() && rules.owed(s).containsKey(p.power())
                        && (!ready.contains(p.power()) || checked.add(p.power()) && unanswered(id, s, p.power()))) {
                    next = p;
                    break;
                }
            }
            if (next == null) return any;
            GameState seen = ChanceryPlayer.seen(rules, s, next.power());
            Random rnd = new Random(id * 1_000_003L + status.game().phaseSeq() * 31L + next.power().hashCode());
            List<Order> orders = new Brain(rules, Kind.BOT, rnd).orders(seen, next.power());
            ChanceryPlayer.give(service, id, next.power(), s.phase().code(), rules, seen, orders);
            any = true;
        }
    }
}
