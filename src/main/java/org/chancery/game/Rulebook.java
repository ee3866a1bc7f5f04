package org.chancery.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.chancery.engine.GameState;
import org.chancery.engine.LookAlikes;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Unit;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;

/** A variant's rules as the service uses them, built once per variant id. */
public record Rulebook(Ruleset rules) {
    private static final Map<String, Rulebook> CACHE = new ConcurrentHashMap<>();

    public static Rulebook of(String variantId) {
        return CACHE.computeIfAbsent(variantId, id -> new Rulebook(Rulesets.of(id)));
    }

    /**
     * The rulebook of a variant a user named; an unknown name gets the list of variants, never a path or a
     * loader's message.
     */
    public static Rulebook named(String variantId) {
        String id = variantId == null ? "" : variantId.strip();
        if (!VariantLoader.ids().contains(id)) {
            String shown = id.length() <= 40 ? id : id.substring(0, 39) + "\u2026";
            throw new GameException("There is no variant '" + shown + "'. The variants are: "
                    + String.join(", ", VariantLoader.ids()) + ".");
        }
        return of(id);
    }

    public Variant variant() { return rules.variant(); }

    public GameState start() { return rules.start(); }

    public GameState state(String json) { return StateJson.read(variant().board(), json); }

    public ParseResult parse(GameState s, String power, String text) { return rules.parse(s, power, text); }

    /**
     * Each order of a multi-line or semicolon-separated text, read by the variant's rules. Commas separate
     * orders too, unless the whole line reads as one order ("Heir Stark weds Heir Tully, to live at ...").
     */
    public List<ParseResult> parseAll(GameState s, String power, String text) {
        List<ParseResult> out = new ArrayList<>();
        for (String line : OrderParser.lines(text, false)) {
            var lookAlike = LookAlikes.explain(line);
            if (lookAlike.isPresent()) {
                out.add(new ParseResult.Error(line, lookAlike.get()));
                continue;
            }
            ParseResult whole = line.indexOf(',') < 0 ? null : rules.parse(s, power, line);
            if (whole instanceof ParseResult.Ok) {
                out.add(whole);
                continue;
            }
            for (String part : OrderParser.lines(line)) out.add(rules.parse(s, power, part));
        }
        return out;
    }

    /**
     * A phase code as the game stores it, for any spelling the calendar reads ("F298R" and "A298R" are one
     * retreat phase); the text as typed when the calendar cannot read it.
     */
    public String phaseCode(String typed) {
        String t = typed == null ? "" : typed.strip();
        try {
            return variant().calendar().parse(t).code();
        } catch (RuntimeException e) {
            return t;
        }
    }

    public List<Order> legalOrders(GameState s, Unit u) { return rules.legalOrders(s, u); }

    public List<Order> legalBuilds(GameState s, String power) { return rules.legalBuilds(s, power); }

    /** The power an order belongs to. */
    public static String powerOf(Order o) {
        if (o instanceof Order.Build b) return b.power();
        if (o instanceof Order.Waive w) return w.power();
        if (o instanceof Order.Special x) return x.power();
        return o.unit().power();
    }

    /**
     * Where an order is kept: one per ordered province; waives get a number of their own; a variant's own
     * orders go by their unit, else by the heir they name (so a new order for an heir replaces the last).
     */
    public static String slot(Order o, int waiveNo) {
        if (o instanceof Order.Special x) {
            if (x.unit() != null) return x.unit().province().id();
            return x.args().isEmpty() ? "special:" + x.kind() : "heir:" + x.args().get(0);
        }
        return o.province() == null ? "waive-" + waiveNo : o.province().id();
    }

    /** Re-reads stored order texts against the state; any that no longer parse are left out. */
    public List<Order> reparse(GameState s, String power, List<String> texts) {
        List<Order> out = new ArrayList<>();
        for (String t : texts) {
            if (rules.parse(s, power, t) instanceof ParseResult.Ok ok) out.add(ok.order());
        }
        return out;
    }

    /**
     * What each power owes this phase: the number of units to order (movement), units to retreat, or the
     * absolute build/removal balance (adjustment). Powers owing nothing are left out.
     */
    public Map<String, Integer> owed(GameState s) { return rules.owed(s); }
}
