package org.chancery.variant;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;

/** Orders and outcomes of a variant's rules, for its tests: orders written "Power: text". */
public record RulesetProbe(Ruleset rules) {
    /** Orders as "Stark: A wfl-dwm"; each must be accepted. */
    public List<Order> orders(GameState s, String... lines) {
        List<Order> out = new ArrayList<>();
        for (String line : lines) {
            String[] parts = line.split(": ", 2);
            ParseResult r = rules.parse(s, parts[0], parts[1]);
            out.add(assertInstanceOf(ParseResult.Ok.class, r, () -> line + " -> " + r).order());
        }
        return out;
    }

    public Turn play(GameState s, String... lines) { return rules.play(s, orders(s, lines), Map.of()); }

    /** The refusal of an order that must be refused. */
    public String refusal(GameState s, String power, String line) {
        ParseResult r = rules.parse(s, power, line);
        return assertInstanceOf(ParseResult.Error.class, r, () -> line + " -> " + r).message();
    }

    /** The outcome of the order with this text. */
    public static Outcome outcome(Turn t, String text) {
        for (Outcome o : t.result().outcomes()) if (o.order().text().equals(text)) return o;
        throw new AssertionError("no outcome for " + text + " in " + t.result().outcomes());
    }
}
