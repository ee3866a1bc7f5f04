package org.chancery.variant.w3k;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.engine.Coasts;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.OrderValidator;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.Power;
import org.chancery.variant.Variant;

/**
 * Order entry in the rulebook's own style. Beside the engine's orders it reads W3K's own: a proxy ("Army London
 * is under the orders of the Crown", "Command of Army London is offered to the Crown"), a conversion ("Army York
 * converts to a fleet", "Army St Augustine converts to a fleet on the north coast"), a supply transfer ("Send 2
 * units' supply to Hamilton") and a convoy route ("Army Picardy moves via convoy through Fleet Straits of Dover,
 * then Fleet Thames Sea Area, to Suffolk"). An order for another power's unit is kept as {@link #FOREIGN}: it
 * counts only if that unit's owner places the unit under the giver's orders.
 */
final class W3kOrders {
    static final String PROXY = "proxy";
    static final String FOREIGN = "foreign";
    static final String CONVERT = "convert";
    static final String TRANSFER = "transfer";

    private static final Pattern GRANT = Pattern.compile(
            "(?i)^(?:command of\\s+)?(.+?)\\s+(?:is\\s+)?(?:placed\\s+|put\\s+)?(?:under the (?:orders|command) of|offered to)"
                    + "\\s+(.+?)\\.?$");
    private static final Pattern CONVERSION = Pattern.compile(
            "(?i)^(.+?)\\s+(?:converts?|conversion)(?:\\s+(?:to|into)\\s+(?:an?\\s+)?(army|fleet|a|f))?\\b(.*?)\\.?$");
    private static final Pattern SEND = Pattern.compile(
            "(?i)^(?:send|sends|transfer|transfers|give|gives)\\s+(\\w+)\\s+(?:units?['\u2019]?s?['\u2019]?\\s+)?(?:of\\s+)?"
                    + "supply\\s+to\\s+(?:player\\s+)?(.+?)\\.?$");
    /** "Army Picardy moves via convoy through Fleet X, then Fleet Y, to Suffolk": the army, the fleets, the end. */
    static final Pattern ROUTE = Pattern.compile(
            "(?i)^(.+?)\\s+(?:(?:moves?|goes|sails?)\\s+)?via convoy\\s+(?:through|by|with|using)\\s+(.+?),?\\s+to\\s+(.+?)\\.?$");
    /** A bracketed remark that is not a coast, as in "Build a Fleet in Portland (Dorset)": left out. */
    private static final Pattern REMARK = Pattern.compile(
            "(?i)\\((?!\\s*(?:north|south|east|west|nc|sc|ec|wc|n|s|e|w)\\b)[^)]*\\)");
    /** "Build an Army at Fort William", "Build a Fleet in Portland": the article goes. */
    private static final Pattern ARTICLE = Pattern.compile("(?i)\\b(build|builds|remove|removes)\\s+an?\\s+(?=army|fleet)");
    private static final List<String> NUMBERS = List.of("zero", "one", "two", "three", "four", "five", "six", "seven",
            "eight", "nine", "ten");

    private final Variant variant;
    private final OrderParser parser;
    private final OrderValidator validator;
    /** A power named before a unit, as in "supports the Crown Army Ashby": the unit says whose it is. */
    private final Pattern owners;

    W3kOrders(Variant variant, OrderParser parser) {
        this.variant = variant;
        this.parser = parser;
        this.validator = new OrderValidator(variant.board(), variant.rules());
        List<String> names = new java.util.ArrayList<>();
        for (Power p : variant.powers()) {
            names.add(Pattern.quote(p.name()));
            names.add(Pattern.quote(p.adjective()));
        }
        this.owners = Pattern.compile("(?i)\\b(?:the\\s+)?(?:" + String.join("|", names) + ")(?:['\u2019]s)?\\s+(?=(?:army|fleet)\\b)");
    }

    /**
     * An order in its canonical form, as kept (such as "A london-surrey" or "F york converts to A"): read directly
     * when it is a plain hold, move, support or convoy, which is most of them, else by the full parser.
     */
    ParseResult canonical(GameState s, String text) {
        Order o = plain(s, text);
        if (o != null && validator.refusal(s, o) == null) return new ParseResult.Ok(text, o);
        return parse(s, null, text);
    }

    /** "A x H", "A x-y", "A x-y via convoy", "A x S A y", "A x S A y-z", "F x C A y-z"; null for anything else. */
    private Order plain(GameState s, String text) {
        String[] w = text.split(" ");
        if (w.length < 2 || w.length > 5 || !(w[0].equals("A") || w[0].equals("F"))) return null;
        Unit u = unitAt(s, w[1].split("-")[0]);
        if (u == null || u.kind().letter() != w[0].charAt(0)) return null;
        if (w.length == 3 && w[2].equals("H")) return new Order.Hold(u);
        int dash = w[1].indexOf('-');
        if (dash > 0 && (w.length == 2 || w.length == 4 && w[2].equals("via") && w[3].equals("convoy"))) {
            Location to = location(w[1].substring(dash + 1));
            return to == null ? null : new Order.Move(u, to, w.length == 4);
        }
        if (w.length != 5 || dash > 0 || !(w[2].equals("S") || w[2].equals("C"))) return null;
        String[] other = w[4].split("-");
        Unit o = unitAt(s, other[0]);
        if (o == null) return null;
        if (other.length == 1) return w[2].equals("S") ? new Order.SupportHold(u, o) : null;
        Location to = location(other[1]);
        if (to == null) return null;
        if (w[2].equals("C")) return new Order.Convoy(u, o, to.province());
        return new Order.SupportMove(u, o, to.province(), to.coast());
    }

    private Unit unitAt(GameState s, String id) {
        Location l = location(id);
        Unit u = l == null ? null : s.unitAt(l.province());
        return u != null && u.location() == l ? u : null;
    }

    private Location location(String id) {
        try {
            return variant.board().location(id);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    ParseResult parse(GameState s, String power, String text) {
        String input = text == null ? "" : text.strip();
        String read = owners.matcher(ARTICLE.matcher(REMARK.matcher(input).replaceAll(" ")).replaceAll("$1 "))
                .replaceAll("").strip();
        Matcher m = SEND.matcher(read);
        if (m.matches()) return transfer(s, power, input, m);
        m = GRANT.matcher(read);
        if (m.matches()) return grant(s, power, input, m);
        m = CONVERSION.matcher(read);
        if (m.matches()) return wrapIfForeign(s, power, input, conversion(s, input, m));
        m = ROUTE.matcher(read);
        String engineText = m.matches() ? m.group(1) + " - " + m.group(3) + " via convoy" : read;
        ParseResult r = parser.parse(s, power, engineText);
        if (r instanceof ParseResult.Ok || power == null) return rename(r, input);
        ParseResult any = parser.parse(s, null, engineText);
        if (any instanceof ParseResult.Ok ok && ok.order().unit() != null) return wrapIfForeign(s, power, input, any);
        return rename(r, input);
    }

    private static ParseResult rename(ParseResult r, String input) {
        if (r instanceof ParseResult.Ok ok) return new ParseResult.Ok(input, ok.order());
        return new ParseResult.Error(input, ((ParseResult.Error) r).message());
    }

    /** An order for another power's unit, kept under the giver's name; it counts only with the owner's consent. */
    private ParseResult wrapIfForeign(GameState s, String power, String input, ParseResult r) {
        if (!(r instanceof ParseResult.Ok ok) || power == null) return r;
        Unit u = ok.order().unit();
        if (u == null || u.power().equalsIgnoreCase(power)) return rename(r, input);
        if (s.phase().type() != PhaseType.MOVEMENT) {
            return new ParseResult.Error(input, "the " + kind(u) + " in " + u.province().name() + " belongs to " + u.power()
                    + "; another power's unit can be ordered (by proxy) only in a movement phase");
        }
        String me = powerName(power);
        return new ParseResult.Ok(input, new Order.Special(me, u, null, FOREIGN, List.of(ok.order().text()), ok.order().text()));
    }

    private ParseResult grant(GameState s, String power, String input, Matcher m) {
        if (s.phase().type() != PhaseType.MOVEMENT) {
            return new ParseResult.Error(input, "command of a unit is given for a movement phase; it is the "
                    + s.phase().displayName());
        }
        Object u = unit(s, m.group(1));
        if (u instanceof String why) return new ParseResult.Error(input, why);
        Unit unit = (Unit) u;
        String grantee = power(m.group(2));
        if (grantee == null) {
            return new ParseResult.Error(input, "no power '" + m.group(2) + "'; the powers are " + powerList());
        }
        if (power != null && !unit.power().equalsIgnoreCase(power)) {
            return new ParseResult.Error(input, "only " + unit.power() + " can place its " + kind(unit) + " in "
                    + unit.province().name() + " under another power's orders");
        }
        if (grantee.equals(unit.power())) {
            return new ParseResult.Error(input, "the " + kind(unit) + " in " + unit.province().name() + " is already "
                    + grantee + "'s; name another power, such as 'Army London is under the orders of the Crown'");
        }
        String canonical = unit.shortName() + " under the orders of " + grantee;
        return new ParseResult.Ok(input, new Order.Special(unit.power(), unit, null, PROXY, List.of(grantee), canonical));
    }

    private ParseResult conversion(GameState s, String input, Matcher m) {
        if (s.phase().type() != PhaseType.MOVEMENT) {
            return new ParseResult.Error(input, "units convert in a movement phase; it is the " + s.phase().displayName());
        }
        Object u = unit(s, m.group(1));
        if (u instanceof String why) return new ParseResult.Error(input, why);
        Unit unit = (Unit) u;
        Province p = unit.province();
        UnitKind to = unit.kind().isNaval() ? UnitKind.ARMY : UnitKind.FLEET;
        if (m.group(2) != null && Character.toUpperCase(m.group(2).charAt(0)) != to.letter()) {
            return new ParseResult.Error(input, "a " + kind(unit) + " converts to " + article(to) + ", not to "
                    + article(unit.kind()));
        }
        if (!p.isSupplyCenter() || p.kind() != ProvinceKind.COASTAL) {
            return new ParseResult.Error(input, "a unit converts only in a coastal supply centre its owner controls; "
                    + p.name() + " is " + (p.isSupplyCenter() ? "inland" : "not a supply centre"));
        }
        if (!unit.power().equals(s.ownerOf(p))) {
            return new ParseResult.Error(input, "a unit converts only in a coastal supply centre its owner controls; "
                    + unit.power() + " does not control " + p.name());
        }
        Location at = p.main();
        String rest = m.group(3).toLowerCase(Locale.ROOT).replaceAll("[()/,.]|\\b(on|at|the|its|coast)\\b", " ").strip();
        String coast = rest.isEmpty() ? null : Coasts.parse(rest.replace(" ", ""));
        if (!rest.isEmpty() && coast == null) {
            return new ParseResult.Error(input, "could not read '" + m.group(3).strip() + "'; write e.g. '"
                    + unit.shortName() + " converts to " + article(to) + "'");
        }
        if (to.isNaval() && p.hasSplitCoasts()) {
            List<String> names = p.coasts().stream().map(c -> Coasts.longName(c.coast())).toList();
            if (coast == null) {
                return new ParseResult.Error(input, p.name() + " has two coasts: name the fleet's, e.g. '" + unit.shortName()
                        + " converts to a fleet on the " + names.get(0) + "'");
            }
            at = p.coasts().stream().filter(c -> c.coast().equals(coast)).findFirst().orElse(null);
            if (at == null) return new ParseResult.Error(input, p.name() + " has no " + Coasts.longName(coast) + "; its coasts are " + names);
        }
        String canonical = unit.shortName() + " converts to " + to.letter() + (at.isCoast() ? "/" + at.coast() : "");
        return new ParseResult.Ok(input, new Order.Special(unit.power(), unit, null, CONVERT, List.of(at.id()), canonical));
    }

    private ParseResult transfer(GameState s, String power, String input, Matcher m) {
        if (s.phase().type() != PhaseType.ADJUSTMENT) {
            return new ParseResult.Error(input, "supply is sent in the Winter adjustments; it is the " + s.phase().displayName());
        }
        if (power == null) return new ParseResult.Error(input, "say which power sends the supply");
        String sender = powerName(power);
        int n = number(m.group(1));
        if (n < 1) return new ParseResult.Error(input, "send a number of units' supply, such as 'Send 2 units' supply to Hamilton'");
        String to = power(m.group(2));
        if (to == null) return new ParseResult.Error(input, "no power '" + m.group(2) + "'; the powers are " + powerList());
        if (to.equals(sender)) return new ParseResult.Error(input, "send supply to another power, not to " + sender);
        int excess = Supply.excess(s, sender);
        if (n > excess) {
            return new ParseResult.Error(input, "supply is sent only from excess: " + sender + " has " + excess
                    + " (" + Supply.describe(s, sender) + ")");
        }
        String canonical = "Send " + n + (n == 1 ? " unit's" : " units'") + " supply to " + to;
        return new ParseResult.Ok(input, new Order.Special(sender, null, null, TRANSFER, List.of(to, String.valueOf(n)), canonical));
    }

    /** The unit a phrase such as "Army London" or "Fleet St Augustine's North Coast" names; or why not. */
    Object unit(GameState s, String phrase) {
        ParseResult r = parser.parse(s, null, phrase + " H");
        if (r instanceof ParseResult.Ok ok) return ok.order().unit();
        if (s.phase().type() != PhaseType.MOVEMENT) {
            var p = variant.board().find(phrase.replaceFirst("(?i)^(army|fleet|a|f)\\s+", ""));
            if (p.isPresent() && s.unitAt(p.get()) != null) return s.unitAt(p.get());
        }
        return ((ParseResult.Error) r).message().replace(" H'", "'");
    }

    /** The power a player names ("the Crown", "Irish Confederacy", "Hamilton"), or null. */
    String power(String named) {
        String n = named.strip().replaceFirst("(?i)^the\\s+", "");
        return variant.power(n).or(() -> variant.power("The " + n)).map(Power::name).orElse(null);
    }

    private String powerName(String power) {
        return variant.power(power).map(Power::name).orElse(power);
    }

    private String powerList() {
        return String.join(", ", variant.powers().stream().map(Power::name).toList());
    }

    private static int number(String w) {
        String s = w.toLowerCase(Locale.ROOT);
        if (s.matches("\\d{1,3}")) return Integer.parseInt(s);
        int i = NUMBERS.indexOf(s);
        return s.equals("a") || s.equals("an") ? 1 : i;
    }

    static String kind(Unit u) { return u.kind().name().toLowerCase(Locale.ROOT); }

    private static String article(UnitKind k) { return k.isNaval() ? "a fleet" : "an army"; }
}
