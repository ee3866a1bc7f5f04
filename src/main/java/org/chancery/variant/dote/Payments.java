package org.chancery.variant.dote;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.PhaseResult;
import org.chancery.variant.economy.PayOrders;
import org.chancery.variant.economy.Treasury;

/**
 * PAY orders. A payment leaves the payer when its phase is adjudicated, in the order given, and fails when the
 * payer no longer holds enough. It goes to the recipient's home province: in the build phase at once, otherwise
 * at the end of the season. A power that takes the recipient's home that Fall intercepts it; a recipient that
 * has lost its home gets nothing, and the payer has the money back.
 */
final class Payments {
    private final DoteSetup setup;
    private final Empire empire;

    Payments(DoteSetup setup, Empire empire) {
        this.setup = setup;
        this.empire = empire;
    }

    /** The ledger's word for money received from a player: "PAY from Numidia". */
    private static final String FROM = "PAY from ";

    /** Whether a ledger shows a payment received from {@code payer} (delivered or intercepted). */
    static boolean received(List<String> ledger, String payer) {
        return ledger.stream().anyMatch(line -> line.contains(": " + FROM + payer + " "));
    }

    /**
     * Takes each payment from its payer and sends it on its way, or in the build phase ({@code atOnce}) delivers it;
     * adds their outcomes to the phase's.
     */
    PhaseResult send(GameState s, PhaseResult r, List<Order.Special> orders, boolean atOnce) {
        Treasury t = Treasury.read(r.after());
        List<Outcome> outcomes = new ArrayList<>(r.outcomes());
        String when = DoteRuleset.when(s.phase());
        for (Order.Special o : orders) {
            if (!PayOrders.KIND.equals(o.kind())) {
                outcomes.add(Outcome.failed(o, "not an order for the " + s.phase().displayName()));
                continue;
            }
            int n = PayOrders.amount(o);
            String to = PayOrders.recipient(o);
            if (t.balance(o.power()) < n) {
                outcomes.add(Outcome.failed(o, "not enough money"));
                t = t.note(o.power(), when + ": " + o.text() + " not paid: " + o.power() + " holds only " + t.balance(o.power())
                        + " talents");
                continue;
            }
            if (atOnce && (!empire.players(s).contains(to) || empire.homeLost(s, to))) {
                outcomes.add(Outcome.failed(o, to + " receives no payments"));
                continue;
            }
            t = t.add(o.power(), -n, when, "PAY to " + to);
            t = atOnce ? t.add(to, n, when, FROM + o.power()) : t.sending(new Treasury.Payment(o.power(), to, n, s.phase().code()));
            outcomes.add(Outcome.ok(o));
        }
        return new PhaseResult(outcomes, t.write(r.after().toBuilder()).build());
    }

    /**
     * Delivers the payments on their way in {@code s} (after ownership has changed); {@code captors} maps a power
     * whose home was taken this season to the power that took it.
     */
    Treasury deliver(GameState s, Treasury t, Map<String, String> captors, List<String> notes) {
        String when = DoteRuleset.when(s.phase());
        for (Treasury.Payment p : t.inTransit()) {
            String captor = captors.get(p.to());
            if (captor != null) {
                t = t.add(captor, p.amount(), when, FROM + p.from() + " to " + p.to() + ", intercepted");
                notes.add(captor + " takes " + p.to() + "'s home and intercepts " + p.from() + "'s payment of "
                        + p.amount() + " talents.");
            } else if (!empire.players(s).contains(p.to()) || empire.homeLost(s, p.to())) {
                t = t.add(p.from(), p.amount(), when, "PAY to " + p.to() + " returned (" + p.to() + " receives no payments)");
            } else {
                t = t.add(p.to(), p.amount(), when, FROM + p.from());
            }
        }
        return t.delivered();
    }
}
