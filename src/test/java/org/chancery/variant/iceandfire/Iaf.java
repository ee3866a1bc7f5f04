package org.chancery.variant.iceandfire;

import java.util.List;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.RulesetProbe;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;

/** Positions and orders for the Ice and Fire tests. */
final class Iaf {
    static final IceAndFireRuleset R = (IceAndFireRuleset) Rulesets.of("ice-and-fire");
    static final Board BOARD = R.variant().board();
    static final RulesetProbe PROBE = new RulesetProbe(R);

    private Iaf() {}

    static Province p(String id) { return BOARD.find(id).orElseThrow(); }

    /**
     * The start, changed: "phase F298M", "+Stark A bgf" (add a unit), "-wfl" (remove the unit there),
     * "own wfl Lannister" (or "own wfl -" for neutral).
     */
    static GameState at(GameState from, String... edits) {
        GameState.Builder b = from.toBuilder();
        for (String e : edits) {
            String[] w = e.split(" ");
            if (w[0].equals("phase")) b.phase(R.variant().calendar().parse(w[1]));
            else if (w[0].equals("own")) b.owner(p(w[1]), w[2].equals("-") ? null : w[2]);
            else if (w[0].startsWith("-")) b.removeUnit(p(w[0].substring(1)));
            else {
                UnitKind kind = w[1].equals("A") ? UnitKind.ARMY : UnitKind.FLEET;
                b.unit(new Unit(w[0].substring(1), kind, BOARD.location(w[2])));
            }
        }
        return b.build();
    }

    static GameState at(String... edits) { return at(R.start(), edits); }

    /** The position with these heirs instead. */
    static GameState heirs(GameState s, Heir... heirs) {
        return new Heirs(List.of(heirs), Heirs.read(s).built()).write(s.toBuilder()).build();
    }

    static Heir heir(GameState s, String id) { return Heirs.read(s).byId(id).orElse(null); }

    static List<Order> orders(GameState s, String... lines) { return PROBE.orders(s, lines); }

    static Turn play(GameState s, String... lines) { return PROBE.play(s, lines); }

    /** The refusal of an order that must be refused. */
    static String refusal(GameState s, String power, String line) { return PROBE.refusal(s, power, line); }

    static Outcome outcome(Turn t, String text) { return RulesetProbe.outcome(t, text); }
}
