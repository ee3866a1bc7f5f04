package org.chancery.variant.dote;

import java.util.List;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.RulesetProbe;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;
import org.chancery.variant.economy.Treasury;
import org.chancery.variant.roads.Roads;

/** Positions and orders for the Diplomacy of the Empire tests. */
final class Dote {
    static final DoteRuleset R = (DoteRuleset) Rulesets.of("diplomacy-of-the-empire");
    static final Board BOARD = R.variant().board();
    static final RulesetProbe PROBE = new RulesetProbe(R);

    private Dote() {}

    static Province p(String id) { return BOARD.find(id).orElseThrow(); }

    /**
     * The start, changed: "phase fall" (spring, springRetreat, fall, fallRetreat, winter of the first year); "+Hispania Cav nar" (add a unit); "-his" (remove the unit there); "own nar
     * Hispania" ("own nar -" for blank); "city nar", "fort nar", "raze nar" (cities; roads join by themselves);
     * "road a b"; "talents Hispania 40"; "prices 2".
     */
    static GameState at(GameState from, String... edits) {
        GameState s = from;
        for (String e : edits) {
            String[] w = e.split(" ");
            GameState.Builder b = s.toBuilder();
            Roads roads = Roads.read(s);
            Treasury t = Treasury.read(s);
            switch (w[0]) {
                case "phase" -> b.phase(phase(w[1]));
                case "own" -> b.owner(p(w[1]), w[2].equals("-") ? null : w[2]);
                case "city" -> roads.withCity(p(w[1]), false).write(b);
                case "fort" -> roads.withCity(p(w[1]), true).write(b);
                case "raze" -> roads.razed(p(w[1])).write(b);
                case "road" -> roads.withRoad(p(w[1]), p(w[2])).write(b);
                case "talents" -> t.add(w[1], Integer.parseInt(w[2]) - t.balance(w[1]), "test", "set").write(b);
                case "prices" -> t.withPriceFactor(Integer.parseInt(w[1])).write(b);
                default -> {
                    if (w[0].startsWith("-")) {
                        b.removeUnit(p(w[0].substring(1)));
                    } else {
                        b.unit(new Unit(w[0].substring(1), BOARD.unitKind(w[1]).orElseThrow(), BOARD.location(w[2])));
                    }
                }
            }
            s = b.build();
            if (w[0].equals("city") || w[0].equals("fort") || w[0].equals("own")) {
                s = new Seasons(new DoteSetup(R.variant()), null, null).joinRoads(s);
            }
        }
        return s;
    }

    static GameState at(String... edits) { return at(R.start(), edits); }

    /** A phase of the first year by name. */
    static org.chancery.engine.Phase phase(String name) {
        var cal = R.variant().calendar();
        int steps = List.of("spring", "springRetreat", "fall", "fallRetreat", "winter").indexOf(name);
        if (steps < 0) throw new IllegalArgumentException(name);
        org.chancery.engine.Phase p = cal.first();
        for (int i = 0; i < steps; i++) p = cal.next(p);
        return p;
    }

    static List<Order> orders(GameState s, String... lines) { return PROBE.orders(s, lines); }

    static Order order(GameState s, String line) { return orders(s, line).get(0); }

    static Turn play(GameState s, String... lines) { return PROBE.play(s, lines); }

    /** The refusal of an order that must be refused. */
    static String refusal(GameState s, String power, String line) { return PROBE.refusal(s, power, line); }

    static Outcome outcome(Turn t, String text) { return RulesetProbe.outcome(t, text); }

    /** The unit in a province after the turn ("Hispania Inf mac"), or null. */
    static String unit(GameState s, String id) {
        Unit u = s.unitAt(p(id));
        return u == null ? null : u.power() + " " + u.shortName();
    }

    static int talents(GameState s, String power) { return Treasury.read(s).balance(power); }
}
