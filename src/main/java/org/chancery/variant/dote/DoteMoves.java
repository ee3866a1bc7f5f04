package org.chancery.variant.dote;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.MovementResult;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.RetreatAdjudicator;
import org.chancery.engine.SecondMoves;
import org.chancery.engine.SteppedMovement;
import org.chancery.variant.stages.PendingMoves;

/**
 * The movement and retreat phases: road moves step by step, fortifications holding for their owners, first
 * moves now and second moves with the retreats (at once when nobody has to retreat), no retreat across a
 * strait, and payments sent.
 */
final class DoteMoves {
    private final DoteSetup setup;
    private final Empire empire;
    private final Payments payments;
    private final RetreatAdjudicator retreats;
    /** The stepped adjudicator keeps scratch arrays: one per thread. */
    private final ThreadLocal<SteppedMovement> stepped;

    DoteMoves(DoteSetup setup, Empire empire, Payments payments) {
        this.setup = setup;
        this.empire = empire;
        this.payments = payments;
        this.retreats = new RetreatAdjudicator(setup.board, setup::isStrait);
        this.stepped = ThreadLocal.withInitial(() -> new SteppedMovement(setup.board));
    }

    RetreatAdjudicator retreats() { return retreats; }

    PhaseResult movement(GameState s, List<Order> orders, List<String> notes) {
        List<Order> unitOrders = new ArrayList<>();
        List<Order.Special> specials = new ArrayList<>();
        for (Order o : orders) {
            if (o instanceof Order.Special x) specials.add(x);
            else if (o.unit() != null) unitOrders.add(o);
        }
        MovementResult m = stepped.get().adjudicate(s, unitOrders, empire.fortifications(s));
        List<Outcome> outcomes = new ArrayList<>(m.outcomes());
        PendingMoves pending = PendingMoves.after(m.outcomes(), m.after());
        GameState after = m.after();
        if (!pending.isEmpty() && after.dislodged().isEmpty()) {
            PhaseResult second = new SecondMoves(retreats).adjudicate(after, pending.orders(setup.board), List.of());
            outcomes.addAll(second.outcomes());
            after = second.after();
            notes.add("Nobody has to retreat, so the second moves are played at once.");
            pending = PendingMoves.none();
        } else if (!pending.isEmpty()) {
            List<String> texts = new ArrayList<>();
            for (Order.Move mv : pending.orders(setup.board)) texts.add(mv.text());
            notes.add("Second moves, played with the retreats: " + String.join("; ", texts) + ".");
        }
        GameState.Builder b = pending.write(after.toBuilder());
        return payments.send(s, new PhaseResult(outcomes, b.build()), specials, false);
    }

    PhaseResult retreat(GameState s, List<Order> orders) {
        List<Order> unitOrders = new ArrayList<>();
        List<Order.Special> specials = new ArrayList<>();
        for (Order o : orders) {
            if (o instanceof Order.Special x) specials.add(x);
            else if (o.unit() != null) unitOrders.add(o);
        }
        PhaseResult r = new SecondMoves(retreats).adjudicate(s, PendingMoves.read(s).orders(setup.board), unitOrders);
        GameState after = PendingMoves.none().write(r.after().toBuilder()).build();
        return payments.send(s, new PhaseResult(r.outcomes(), after), specials, false);
    }
}
