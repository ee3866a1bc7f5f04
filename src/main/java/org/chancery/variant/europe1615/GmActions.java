package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.chancery.engine.GameState;

/**
 * The GM's Europe 1615 actions: an abandoned power to dissolve in Winter, victory by agreement, and the
 * sanctions' settings (on or off before the start, the deal's seed, the overlap rule).
 */
final class GmActions {
    private final Ending ending;
    private final Sanctions sanctions;

    GmActions(Ending ending, Sanctions sanctions) {
        this.ending = ending;
        this.sanctions = sanctions;
    }

    List<String> actions() {
        List<String> out = new ArrayList<>(List.of("abandon <power>: the power was abandoned and no replacement found; it is dissolved in Winter",
                "agree yes: every player agreed to stop; the winner is named by rounds won, then accumulated score"));
        out.addAll(sanctions.gmActions());
        return out;
    }

    /** Applies an action; {@code power} reads a playable power's name. */
    GameState apply(GameState s, String action, String value, UnaryOperator<String> power) {
        E1615State st = E1615State.read(s);
        switch (action) {
            case "abandon" -> {
                String p = power.apply(value);
                if (st.isEliminated(p)) throw new IllegalArgumentException(p + " is already out of the game");
                List<String> a = new ArrayList<>(st.abandoned());
                if (!a.contains(p)) a.add(p);
                return st.withAbandoned(a).write(s);
            }
            case "agree" -> {
                if (!value.trim().equalsIgnoreCase("yes")) {
                    throw new IllegalArgumentException("say 'rule agree yes' once every player has agreed to stop the game");
                }
                return st.withEnd(ending.byAgreement(st)).write(s);
            }
            default -> {
                GameState changed = sanctions.gmAction(s, action, value);
                if (changed != null) return changed;
                List<String> names = new ArrayList<>();
                for (String a : actions()) names.add(a.substring(0, a.indexOf(':')).split(" ")[0]);
                throw new IllegalArgumentException("Europe 1615's GM actions are " + String.join(", ", names));
            }
        }
    }
}
