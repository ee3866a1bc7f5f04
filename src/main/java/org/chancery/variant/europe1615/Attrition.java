package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.MovementResult;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.chancery.engine.UnitKind;

/**
 * Attrition marks, kept by the province of the marked unit: an army forced to retreat takes one; a mark moves
 * with its unit and goes when the unit does.
 */
final class Attrition {
    private Attrition() {}

    /**
     * The marks after a movement phase: moved with their units (on to a forced march's second move), dropped with
     * dislodged or disbanded ones. {@code seconds} are the second orders, by the province their unit left.
     */
    static List<String> afterMovement(E1615State st, MovementResult m, Map<Province, Order> seconds, GameState after) {
        Map<String, String> moved = new HashMap<>();
        List<Outcome> units = m.outcomes().subList(0, m.outcomes().size() - seconds.size());
        for (Outcome o : units) {
            if (o.succeeded() && o.order() instanceof Order.Move mv) moved.put(mv.province().id(), mv.to().province().id());
        }
        for (Outcome o : m.outcomes().subList(units.size(), m.outcomes().size())) {
            if (!o.succeeded() || !(o.order() instanceof Order.Move mv)) continue;
            seconds.forEach((from, second) -> { if (second == o.order()) moved.put(from.id(), mv.to().province().id()); });
        }
        List<String> dislodged = new ArrayList<>();
        for (Dislodgement x : m.after().dislodged()) dislodged.add(x.unit().province().id());
        List<String> out = new ArrayList<>();
        for (String at : st.attrition()) {
            if (moved.containsKey(at)) out.add(moved.get(at));
            else if (!dislodged.contains(at) && after.unitAt(after.board().find(at).orElseThrow()) != null) out.add(at);
        }
        return out;
    }

    /** The marks after retreats: every army that retreated takes one where it went. */
    static List<String> afterRetreat(E1615State st, List<Outcome> outcomes) {
        List<String> out = new ArrayList<>(st.attrition());
        for (Outcome o : outcomes) {
            if (o.succeeded() && o.order() instanceof Order.Retreat r && r.unit().kind().equals(UnitKind.ARMY)) {
                out.add(r.to().province().id());
            }
        }
        return out;
    }

    /** The marks of units still on the board (after builds, removals and disbands). */
    static List<String> standing(E1615State st, GameState s) {
        List<String> out = new ArrayList<>();
        for (String at : st.attrition()) if (s.unitAt(s.board().find(at).orElseThrow()) != null) out.add(at);
        return out;
    }
}
