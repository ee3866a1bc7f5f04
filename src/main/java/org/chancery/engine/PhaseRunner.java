package org.chancery.engine;

import java.util.List;
import java.util.Map;

/**
 * Plays one phase and moves the game on: adjudicates the phase's orders, then advances the calendar,
 * skipping retreat phases with nobody to retreat and adjustment phases with nothing to adjust, and
 * handing over supply centres when the calendar says so (after the Fall in the classic game). One runner may
 * serve several threads at once (a variant's rules are shared by every game of it).
 */
public final class PhaseRunner {
    private final Board board;
    private final Rules rules;
    /** One per thread: a movement adjudicator keeps its working arrays between calls, so it is not shared. */
    private final ThreadLocal<MovementAdjudicator> movement;
    private final RetreatAdjudicator retreats;
    private final AdjustmentAdjudicator adjustments;

    public PhaseRunner(Board board, Rules rules) {
        this.board = board;
        this.rules = rules;
        this.movement = ThreadLocal.withInitial(() -> new MovementAdjudicator(board));
        this.retreats = new RetreatAdjudicator(board);
        this.adjustments = new AdjustmentAdjudicator(board, rules);
    }

    /** The result of a phase and the position at the start of the next phase to be played. */
    public record Step(PhaseResult result, GameState next) {}

    public Step run(GameState s, List<Order> orders) {
        PhaseResult r = adjudicate(s, orders);
        return new Step(r, advance(r.after()));
    }

    public PhaseResult adjudicate(GameState s, List<Order> orders) {
        return switch (s.phase().type()) {
            case MOVEMENT -> {
                MovementResult m = movement.get().adjudicate(s, orders);
                yield new PhaseResult(m.outcomes(), m.after());
            }
            case RETREAT -> retreats.adjudicate(s, orders);
            case ADJUSTMENT -> adjustments.adjudicate(s, orders);
        };
    }

    /** Moves an adjudicated position on to the next phase that needs orders. */
    public GameState advance(GameState s) {
        GameState cur = s;
        while (true) {
            Phase from = cur.phase();
            Phase to = rules.calendar().next(from);
            GameState.Builder b = enter(cur, to);
            if (rules.calendar().ownershipChangesBetween(from, to)) takeCentres(cur, b);
            cur = b.build();
            if (to.type() == PhaseType.RETREAT && cur.dislodged().isEmpty()) continue;
            if (to.type() == PhaseType.ADJUSTMENT && !adjustments.anythingToDo(cur)) continue;
            return cur;
        }
    }

    /** The position moved on to {@code to}: dislodged units and standoffs last only into a retreat phase. */
    public static GameState.Builder enter(GameState s, Phase to) {
        GameState.Builder b = s.toBuilder().phase(to);
        if (to.type() != PhaseType.RETREAT) b.clearDislodged();
        return b;
    }

    private void takeCentres(GameState s, GameState.Builder b) {
        for (Province p : board.provinces()) {
            Unit u = s.unitAt(p);
            if (p.isSupplyCenter() && u != null) b.owner(p, u.power());
        }
    }

    /** The power that has reached the victory count, or null. */
    public String winner(GameState s) {
        for (Map.Entry<String, Integer> e : s.centreCounts().entrySet()) {
            if (e.getValue() >= rules.victoryCentres()) return e.getKey();
        }
        return null;
    }

    /** Powers that had units or centres and now have neither. */
    public List<String> eliminated(GameState before, GameState after) {
        List<String> out = new java.util.ArrayList<>(before.livePowers());
        out.removeAll(after.livePowers());
        return out;
    }
}
