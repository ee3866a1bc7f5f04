package org.chancery.variant.w3k;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;

/** Positions and turns on the W3K board for the rules tests. */
final class W3k {
    static final W3kRuleset R = (W3kRuleset) Rulesets.of("wars-of-the-three-kingdoms");
    static final Board B = R.variant().board();

    private W3k() {}

    static Province p(String name) { return B.find(name).orElseThrow(() -> new AssertionError("no region " + name)); }

    /** An empty board at a phase ("Su1642M"), with the start's owners unless {@code keepOwners} is false. */
    static Pos at(String phase) { return new Pos(R.start().toBuilder().clearUnits().phase(R.variant().calendar().parse(phase))); }

    static final class Pos {
        final GameState.Builder b;

        Pos(GameState.Builder b) { this.b = b; }

        /** Units as "Crown: A london, F bristol; Newcastle: A york". */
        Pos units(String spec) {
            for (String part : spec.split(";")) {
                String[] pw = part.split(":");
                for (String u : pw[1].split(",")) {
                    String[] w = u.strip().split("\\s+");
                    b.unit(new Unit(pw[0].strip(), w[0].equals("F") ? UnitKind.FLEET : UnitKind.ARMY, B.location(w[1])));
                }
            }
            return this;
        }

        Pos owner(String power, String... provinces) {
            for (String id : provinces) b.owner(p(id), power);
            return this;
        }

        Pos noOwners() {
            for (Province q : B.provinces()) b.owner(q, null);
            return this;
        }

        Pos state(W3kState st) {
            st.write(b);
            return this;
        }

        GameState build() { return b.build(); }
    }

    /** Orders as "Power: order; order | Power: order". */
    static List<Order> orders(GameState s, String spec) {
        List<Order> out = new ArrayList<>();
        if (spec.isBlank()) return out;
        for (String part : spec.split("\\|")) {
            int colon = part.indexOf(':');
            String power = part.substring(0, colon).strip();
            for (String line : part.substring(colon + 1).split(";")) {
                ParseResult r = R.parse(s, power, line.strip());
                if (r instanceof ParseResult.Error e) fail(power + ": " + line + " -> " + e.message());
                out.add(((ParseResult.Ok) r).order());
            }
        }
        return out;
    }

    static Turn play(GameState s, String spec) { return R.play(s, orders(s, spec), Map.of()); }

    /** Each outcome by its unit's province id (or text), as "succeeds" or the failure reason. */
    static Map<String, Outcome> outcomes(Turn t) {
        Map<String, Outcome> out = new LinkedHashMap<>();
        for (Outcome o : t.result().outcomes()) {
            String key = o.order().unit() == null ? o.order().text() : o.order().unit().province().id();
            out.merge(key, o, (a, b) -> b.order() instanceof Order.Special ? a : b);
        }
        return out;
    }

    static String error(GameState s, String power, String text) {
        ParseResult r = R.parse(s, power, text);
        assertTrue(r instanceof ParseResult.Error, text + " should be refused, but reads as " + r);
        return ((ParseResult.Error) r).message();
    }

    static Order ok(GameState s, String power, String text) {
        ParseResult r = R.parse(s, power, text);
        if (r instanceof ParseResult.Error e) fail(text + " -> " + e.message());
        return ((ParseResult.Ok) r).order();
    }
}
