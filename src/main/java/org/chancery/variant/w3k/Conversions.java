package org.chancery.variant.w3k;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.MovementResult;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;

/**
 * Conversion (army to fleet or back). A unit ordered to convert holds: it gives no support, and may be supported
 * to hold. Any attack on it by another power's unit disrupts the conversion, even one that bounces; an army whose
 * convoy fails never arrives, so it does not. Two undisturbed conversions in consecutive movement phases make it
 * the other kind at the end of the second.
 */
final class Conversions {
    /** Move outcomes of armies that never set out or never arrived. */
    private static final Set<String> NEVER_ARRIVED = Set.of("not convoyed", "convoy disrupted");

    /** The outcomes with each conversion's fate, the position (converted units replaced), the conversions under way. */
    record Result(List<Outcome> outcomes, GameState after, List<W3kState.Conversion> converting) {}

    private Conversions() {}

    static Result apply(Board board, GameState before, W3kState st, List<Order> orders, MovementResult m) {
        boolean any = false;
        for (Order o : orders) any |= o instanceof Order.Special sp && W3kOrders.CONVERT.equals(sp.kind());
        if (!any) return new Result(m.outcomes(), m.after(), List.of());
        String[] attackedBy = new String[board.size()];
        for (Outcome o : m.outcomes()) {
            if (!(o.order() instanceof Order.Move mv) || o.reason() != null && NEVER_ARRIVED.contains(o.reason())) continue;
            Province target = mv.to().province();
            Unit there = before.unitAt(target);
            if (there != null && !there.power().equals(mv.unit().power()) && attackedBy[target.index()] == null) {
                attackedBy[target.index()] = mv.unit().power();
            }
        }
        Outcome[] fates = new Outcome[board.size()];
        List<W3kState.Conversion> next = new ArrayList<>();
        GameState.Builder b = m.after().toBuilder();
        for (Order o : orders) {
            if (!(o instanceof Order.Special sp) || !W3kOrders.CONVERT.equals(sp.kind())) continue;
            Unit u = sp.unit();
            Province p = u.province();
            Location to = board.location(sp.args().get(0));
            UnitKind kind = u.kind().isNaval() ? UnitKind.ARMY : UnitKind.FLEET;
            String attacker = attackedBy[p.index()];
            if (attacker != null) {
                String dislodged = m.after().dislodgedAt(p) != null ? "dislodged; " : "";
                fates[p.index()] = Outcome.failed(sp, dislodged + "conversion disrupted by " + attacker + "'s attack; it must start again");
                continue;
            }
            W3kState.Conversion was = st.conversionAt(p.id());
            if (was != null && String.valueOf(kind.letter()).equals(was.to())) {
                b.removeUnit(p).unit(new Unit(u.power(), kind, to));
                fates[p.index()] = new Outcome(sp, true, "converted: now " + (kind.isNaval() ? "a fleet" : "an army"));
            } else {
                next.add(new W3kState.Conversion(to.id(), String.valueOf(kind.letter()), before.phase().code()));
                fates[p.index()] = new Outcome(sp, true, "conversion begun: it completes if ordered again undisturbed next movement phase");
            }
        }
        List<Outcome> outcomes = new ArrayList<>();
        for (Outcome o : m.outcomes()) {
            Outcome fate = o.order().province() == null ? null : fates[o.order().province().index()];
            outcomes.add(fate != null && o.order() instanceof Order.Special ? fate : o);
        }
        return new Result(outcomes, b.build(), next);
    }
}
