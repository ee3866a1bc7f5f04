package org.chancery.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.chancery.engine.GameState;
import org.chancery.engine.LookAlikes;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
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

    /** The rulebook of a variant; one whose map is broken is unavailable, said without its path (see {@link #unavailable}). */
    public static Rulebook of(String variantId) {
        try {
            return CACHE.computeIfAbsent(variantId, id -> new Rulebook(Rulesets.of(id)));
        } catch (org.chancery.variant.MapException e) {
            throw unavailable(variantId);
        }
    }

    static GameException unavailable(String id) {
        String shown = id.length() <= 40 ? id : id.substring(0, 39) + "\u2026";
        return new GameException("The variant '" + shown + "' is unavailable: its map could not be loaded, and whoever runs"
                + " Chancery has been told why. Its games wait until it is repaired; the variants that play now are: "
                + String.join(", ", VariantLoader.available()) + ".");
    }

    /**
     * The rulebook of a variant a user named; an unknown name gets the list of variants, never a path or a
     * loader's message.
     */
    public static Rulebook named(String variantId) { return named(variantId, VariantLoader.available()); }

    /** The same, naming {@code offered} (the built-in boards and a server's own) when there is no such variant. */
    static Rulebook named(String variantId, List<String> offered) {
        String id = variantId == null ? "" : variantId.strip();
        if (!VariantLoader.ids().contains(id)) {
            String shown = id.length() <= 40 ? id : id.substring(0, 39) + "\u2026";
            throw new GameException("There is no variant '" + shown + "'. The variants are: "
                    + String.join(", ", offered) + ".");
        }
        return of(id);
    }

    public Variant variant() { return rules.variant(); }

    public GameState start() { return rules.start(); }

    public GameState state(String json) { return StateJson.read(variant().board(), json); }

    public ParseResult parse(GameState s, String power, String text) { return rules.parse(s, power, text); }

    /**
     * Each order of a multi-line or semicolon-separated text, read by the variant's rules. Commas and "&"
     * separate orders too, but not inside a place's name ("Hastings & Pevensey"), nor when the whole line reads as
     * one order ("Heir Stark weds Heir Tully, to live at ..."), nor when it reads as one order that is wrong and
     * its pieces are not all orders ("HISPANIA move to Nar, Ita, Dal, MACIDONIA" without the roads): then the
     * answer is about the whole order, and no piece of it ("HISPANIA move to Nar") is kept.
     */
    public List<ParseResult> parseAll(GameState s, String power, String text) {
        List<ParseResult> out = new ArrayList<>();
        for (String line : OrderParser.lines(text, false)) {
            String tooLong = OrderParser.tooLong(line);
            if (tooLong != null) {
                out.add(new ParseResult.Error(Durations.cut(line), tooLong));
                continue;
            }
            var lookAlike = LookAlikes.explain(line);
            if (lookAlike.isPresent()) {
                out.add(new ParseResult.Error(line, lookAlike.get()));
                continue;
            }
            ParseResult whole = rules.parse(s, power, line);
            List<String> parts = whole instanceof ParseResult.Ok ? List.of() : pieces(line);
            if (parts.size() < 2) {
                out.add(whole);
                continue;
            }
            List<ParseResult> read = new ArrayList<>();
            boolean allOk = true;
            for (String part : parts) {
                ParseResult r = rules.parse(s, power, part);
                allOk &= r instanceof ParseResult.Ok;
                read.add(r);
            }
            if (allOk || OrderParser.unreadable(whole)) out.addAll(read);
            else out.add(whole);
        }
        return out;
    }

    /** A line cut at its commas and "&"s, except those inside a place's name or alias. */
    private List<String> pieces(String line) {
        if (line.indexOf(',') < 0 && line.indexOf('&') < 0) return List.of(line);
        char[] masked = line.toCharArray();
        for (String name : NAMES_WITH_SEPARATORS.computeIfAbsent(variant().id(), id -> namesWithSeparators())) {
            for (int i = 0; i + name.length() <= line.length(); i++) {
                if (!line.regionMatches(true, i, name, 0, name.length())) continue;
                for (int j = i; j < i + name.length(); j++) {
                    if (masked[j] == '&') masked[j] = AMPERSAND;
                    else if (masked[j] == ',') masked[j] = COMMA;
                }
            }
        }
        List<String> out = new ArrayList<>();
        for (String part : OrderParser.lines(new String(masked))) out.add(part.replace(AMPERSAND, '&').replace(COMMA, ','));
        return out;
    }

    private static final char AMPERSAND = '\uE000', COMMA = '\uE001';
    private static final Map<String, List<String>> NAMES_WITH_SEPARATORS = new ConcurrentHashMap<>();

    private List<String> namesWithSeparators() {
        List<String> out = new ArrayList<>();
        for (var p : variant().board().provinces()) {
            List<String> names = new ArrayList<>(p.aliases());
            names.add(p.name());
            for (String n : names) if (n.indexOf('&') >= 0 || n.indexOf(',') >= 0) out.add(n);
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
     * A played phase's results as outcomes, each order read again against the position it was given in, by the
     * rules' {@link Ruleset#resultOrder}: the orders allocations gave minors' and states' units are in the results
     * (and so on the maps) as any player's are; who allocated what is not.
     */
    public List<Outcome> outcomes(GameState was, List<ResultLine> lines) {
        List<Outcome> out = new ArrayList<>();
        for (ResultLine l : lines) {
            Order o = rules.resultOrder(was, l.power(), l.order());
            if (o != null) out.add(new Outcome(o, l.succeeded(), l.reason()));
        }
        return out;
    }

    /**
     * What each power owes this phase: the number of units to order (movement), units to retreat, or the
     * absolute build/removal balance (adjustment). Powers owing nothing are left out.
     */
    public Map<String, Integer> owed(GameState s) { return rules.owed(s); }
}
