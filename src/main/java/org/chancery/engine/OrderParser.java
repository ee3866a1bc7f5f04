package org.chancery.engine;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.OrderLexer.Kind;
import org.chancery.engine.OrderLexer.Term;

/**
 * Reads orders as players write them ("A Par - Bur", "Army Paris moves to Burgundy", "F nth C A yor-nwy",
 * "Build F stp/nc") and checks them against a state with {@link OrderValidator}. Immutable and thread-safe.
 */
public final class OrderParser {
    private enum Action { HOLD, MOVE, SUPPORT_HOLD, SUPPORT_MOVE, CONVOY, RETREAT, DISBAND, BUILD, REMOVE, WAIVE }

    private final Board board;
    private final OrderLexer lexer;
    private final ProvinceSuggester suggester;
    private final OrderValidator validator;

    public OrderParser(Board board, Rules rules) {
        this.board = board;
        this.lexer = new OrderLexer(board);
        this.suggester = new ProvinceSuggester(board);
        this.validator = new OrderValidator(board, rules);
    }

    /** Parses one order for {@code power} (null = whoever owns the unit) against the state and its phase. */
    public ParseResult parse(GameState state, String power, String text) {
        String input = text == null ? "" : text.strip();
        List<Term> terms = lexer.lex(input);
        Reader r = new Reader(terms);
        if (!read(r)) return new ParseResult.Error(input, syntaxError(state, power, input, r));
        Object out = resolve(state, power, r);
        if (out instanceof String message) return new ParseResult.Error(input, message);
        Order order = (Order) out;
        String why = validator.refusal(state, order);
        return why == null ? new ParseResult.Ok(input, order) : new ParseResult.Error(input, why);
    }

    /**
     * Reads a place a player named on its own ("Neapolis", "Hispania (sc)"), for a variant's own orders: its
     * location, or a String saying what is wrong, with suggestions for a misspelling.
     */
    public Object place(String text) {
        String input = text == null ? "" : text.strip();
        List<Term> terms = lexer.lex(input);
        if (terms.size() == 1 && terms.get(0).kind() == Kind.PLACE) {
            Term t = terms.get(0);
            return t.coast() == null ? t.province().main() : coast(t.province(), t.coast());
        }
        if (terms.size() == 1 && terms.get(0).kind() == Kind.UNKNOWN) {
            return "no province '" + input + "'" + ProvinceSuggester.didYouMean(suggester.suggest(input, 3));
        }
        return "'" + input + "' is not one province";
    }

    /** Whether a result is the answer to text that does not read as an order at all ("could not read ..."). */
    public static boolean unreadable(ParseResult r) {
        return r instanceof ParseResult.Error e && e.message().startsWith(UNREADABLE);
    }

    private static final String UNREADABLE = "could not read '";

    /** Whether the text reads as an order at all, whatever the position makes of it. */
    public boolean readable(String text) {
        return read(new Reader(lexer.lex(text == null ? "" : text.strip())));
    }

    /** Splits a multi-line / semicolon-separated text into orders and parses each. Blank lines ignored. */
    public List<ParseResult> parseAll(GameState state, String power, String text) {
        List<ParseResult> out = new ArrayList<>();
        for (String line : lines(text)) out.add(parse(state, power, line));
        return out;
    }

    /** The orders in a text, one a line or between semicolons (or "&"), list markers dropped, blank lines ignored. */
    public static List<String> lines(String text) { return lines(text, true); }

    /** The longest order or allocation line read; a longer one is answered, never parsed (issue 23). */
    public static final int LINE_MAX = 1_000;

    /** Why a line is too long to be read, or null when it is not. */
    public static String tooLong(String line) {
        if (line == null || line.length() <= LINE_MAX) return null;
        return "that line is " + line.length() + " characters long; a line takes at most " + LINE_MAX
                + ": give each order or allocation a line of its own";
    }

    /**
     * The same, splitting at "&" and at commas too when {@code commas} is true, except a comma that goes on with
     * the place of the same order (", to live at Dragonstone", ", at Tunis"); without, only at new lines and
     * semicolons, since a place's name may hold "&" ("Hastings & Pevensey"). A full stop ending an order is dropped.
     */
    public static List<String> lines(String text, boolean commas) {
        List<String> out = new ArrayList<>();
        if (text == null) return out;
        for (String line : text.split(commas ? "[\\r\\n;&]+" : "[\\r\\n;]+")) {
            for (String part : commas ? GOES_ON.split(line) : new String[] {line}) {
                String s = stripBullet(part.strip());
                if (s.endsWith(".")) s = s.substring(0, s.length() - 1).strip();
                if (!s.isEmpty()) out.add(s);
            }
        }
        return out;
    }

    /**
     * Allocation lines: as {@link #lines(String)}, except that a line naming a list after a label keeps its commas
     * ("Stronghold II: par, bre", as Europe 1615's rulebook writes a sanction choice): one with a colon whose pieces
     * after the first are each one word. "9: WUR, 3: RHI" and "9: WUR, SAV HOLD" are still two lines.
     */
    public static List<String> allocationLines(String text) {
        List<String> out = new ArrayList<>();
        for (String line : lines(text, false)) {
            List<String> pieces = lines(line, true);
            boolean list = line.contains(":") && pieces.size() > 1
                    && pieces.stream().skip(1).allMatch(p -> !p.contains(":") && !p.contains(" "));
            out.addAll(list ? List.of(line) : pieces);
        }
        return out;
    }

    /** A comma between orders: not one followed by the place of the same order. */
    private static final java.util.regex.Pattern GOES_ON = java.util.regex.Pattern.compile(
            ",+(?!\\s*(?:to\\s+live\\s+)?(?:at|in)\\s)", java.util.regex.Pattern.CASE_INSENSITIVE);

    /** Drops a leading list marker such as "* ", "- " or "1. ". */
    private static String stripBullet(String s) {
        if (s.startsWith("* ") || s.startsWith("- ") || s.startsWith("\u2022")) return s.substring(1).strip();
        int i = 0;
        while (i < s.length() && Character.isDigit(s.charAt(i))) i++;
        if (i > 0 && i < s.length() && (s.charAt(i) == '.' || s.charAt(i) == ')')) return s.substring(i + 1).strip();
        return s;
    }

    // ---- grammar over terms ----

    /** A cursor over terms plus what was read so far. */
    private static final class Reader {
        /** The terms, as an array: read term by term, where a list's every look was an interface call. */
        final Term[] t;
        int i;
        Action action;
        UnitKind kind;
        Term place;
        Term other;
        Term dest;
        boolean via;
        int hops;
        /** Every place of the move, the destination last; and of a second move after "then", or null. */
        List<Term> route;
        List<Term> then;
        int failAt = -1;
        boolean placeSlot;
        boolean firstSlot;

        Reader(List<Term> t) { this.t = t.toArray(new Term[t.size()]); }

        Kind peek() { return i < t.length ? t[i].kind() : null; }

        boolean accept(Kind k) {
            if (peek() != k) return false;
            i++;
            return true;
        }

        boolean end() { return i >= t.length; }

        boolean fail(boolean place, boolean first) {
            failAt = i;
            placeSlot = place;
            firstSlot = first;
            return false;
        }

        Term place(boolean first) {
            if (peek() == Kind.PLACE) return t[i++];
            fail(true, first);
            return null;
        }

        void skipMoves() { while (accept(Kind.MOVE)) { /* "moves to", "->" */ } }

        boolean done() { return end() || fail(false, false); }
    }

    private static boolean read(Reader r) {
        if (r.end()) return r.fail(false, false);
        if (r.accept(Kind.WAIVE)) {
            r.accept(Kind.TYPE);
            r.accept(Kind.BUILD);
            r.action = Action.WAIVE;
            return r.done();
        }
        Kind k = r.peek();
        if (k == Kind.BUILD || k == Kind.REMOVE || k == Kind.DISBAND || k == Kind.HOLD) {
            r.i++;
            r.action = k == Kind.BUILD ? Action.BUILD : k == Kind.REMOVE ? Action.REMOVE
                    : k == Kind.DISBAND ? Action.DISBAND : Action.HOLD;
            return unit(r, false) && r.done();
        }
        if (!unit(r, true)) return false;
        if (r.end()) {
            r.action = Action.HOLD;
            return true;
        }
        Kind next = r.peek();
        r.i++;
        switch (next) {
            case HOLD -> r.action = Action.HOLD;
            case DISBAND -> r.action = Action.DISBAND;
            case REMOVE -> r.action = Action.REMOVE;
            case BUILD -> r.action = Action.BUILD;
            case RETREAT -> {
                r.skipMoves();
                r.dest = r.place(false);
                if (r.dest == null) return false;
                r.action = Action.RETREAT;
            }
            case MOVE, PLACE -> {
                if (next == Kind.PLACE) r.i--;
                r.skipMoves();
                if (!moveTail(r)) return false;
            }
            case SUPPORT -> {
                if (!other(r)) return false;
                if (r.end() || r.accept(Kind.HOLD)) {
                    r.action = Action.SUPPORT_HOLD;
                } else {
                    r.skipMoves();
                    r.dest = r.place(false);
                    if (r.dest == null) return false;
                    if (r.accept(Kind.VIA)) r.accept(Kind.CONVOY);
                    r.action = Action.SUPPORT_MOVE;
                }
            }
            case CONVOY -> {
                if (!other(r)) return false;
                r.skipMoves();
                r.dest = r.place(false);
                if (r.dest == null) return false;
                r.action = Action.CONVOY;
            }
            default -> {
                r.i--;
                return r.fail(false, false);
            }
        }
        return r.done();
    }

    /** [type] place, for the ordered unit. */
    private static boolean unit(Reader r, boolean first) {
        if (r.peek() == Kind.TYPE) {
            r.kind = r.t[r.i++].unitKind();
            first = false;
        }
        r.place = r.place(first);
        return r.place != null;
    }

    /** [type] place, for a supported or convoyed unit; its type letter is not checked. */
    private static boolean other(Reader r) {
        r.accept(Kind.TYPE);
        r.other = r.place(false);
        return r.other != null;
    }

    /** route [via convoy | via place...] [then route], where a route is place ([-|,] place)*. */
    private static boolean moveTail(Reader r) {
        r.route = route(r);
        if (r.route == null) return false;
        r.dest = r.route.get(r.route.size() - 1);
        r.hops = r.route.size();
        if (r.accept(Kind.VIA)) {
            if (!r.accept(Kind.CONVOY)) {
                if (r.peek() != Kind.PLACE) return r.fail(false, false);
                while (r.accept(Kind.PLACE) || r.accept(Kind.MOVE)) { /* the route */ }
            }
            r.via = true;
        } else if (r.accept(Kind.CONVOY)) {
            r.via = true;
        }
        if (r.accept(Kind.THEN)) {
            r.skipMoves();
            r.then = route(r);
            if (r.then == null) return false;
        }
        r.action = Action.MOVE;
        return true;
    }

    /** Places joined by dashes, "to" or commas ("Nar, Ita, Dal, Macedonia"); null if one is missing. */
    private static List<Term> route(Reader r) {
        List<Term> out = new ArrayList<>();
        Term t = r.place(false);
        if (t == null) return null;
        out.add(t);
        while (r.peek() == Kind.MOVE || r.peek() == Kind.PLACE) {
            r.skipMoves();
            t = r.place(false);
            if (t == null) return null;
            out.add(t);
        }
        return out;
    }

    private String syntaxError(GameState state, String power, String input, Reader r) {
        Term bad = r.failAt >= 0 && r.failAt < r.t.length ? r.t[r.failAt] : null;
        if (bad != null && bad.kind() == Kind.UNKNOWN && r.placeSlot) {
            List<Province> guesses = suggester.suggest(bad.text(), 3);
            if (!guesses.isEmpty() || !r.firstSlot) {
                return "no province '" + bad.text() + "'" + ProvinceSuggester.didYouMean(guesses);
            }
        }
        String examples = OrderExamples.quoted(OrderExamples.of(state, power));
        if (input.isEmpty()) return "empty order: write an order like " + examples;
        return UNREADABLE + input + "': write an order like " + examples;
    }

    // ---- from what was read to an Order ----

    /** An Order, or a String saying what is wrong. */
    private Object resolve(GameState s, String power, Reader r) {
        Phase phase = s.phase();
        PhaseType now = phase.type();
        Action a = fitPhase(r.action, now);
        PhaseType needed = switch (a) {
            case RETREAT, DISBAND -> PhaseType.RETREAT;
            case BUILD, REMOVE, WAIVE -> PhaseType.ADJUSTMENT;
            default -> PhaseType.MOVEMENT;
        };
        if (needed != now) return validator.wrongPhase(phase, needed, noun(a));
        if (a == Action.WAIVE) return power == null ? "say which power waives a build" : new Order.Waive(power);
        if (a == Action.BUILD) return build(s, power, r);
        if (a == Action.RETREAT && r.via) return "a retreat cannot go by convoy";
        Province p = r.place.province();
        Unit u = now == PhaseType.RETREAT ? dislodgedUnit(s, p) : s.unitAt(p);
        if (u == null) {
            Unit there = s.unitAt(p);
            if (now != PhaseType.RETREAT || there == null) {
                return now == PhaseType.RETREAT ? "no dislodged unit in " + p.name() : "no unit in " + p.name();
            }
            return there.displayName() + " was not dislodged: only dislodged units have orders now";
        }
        String why = OrderValidator.mismatch(u, r.kind, power);
        if (why != null) return why;
        switch (a) {
            case HOLD: return new Order.Hold(u);
            case DISBAND: return new Order.Disband(u);
            case REMOVE: return new Order.Remove(u);
            case MOVE:
            case RETREAT: {
                if (r.hops > 1 && u.kind().isNaval()) return "a fleet moves one province at a time";
                Object to = destination(u, r.dest);
                if (to instanceof String) return to;
                if (a == Action.RETREAT) {
                    if (r.then != null || r.hops > 1) {
                        return "a retreat goes to one neighbouring province: never along a road, by convoy or in two moves";
                    }
                    return new Order.Retreat(u, (Location) to);
                }
                return move(u, (Location) to, r);
            }
            default: break;
        }
        Province op = r.other.province();
        Unit o = s.unitAt(op);
        if (o == null) return "there is no unit in " + op.name() + (a == Action.CONVOY ? " to convoy" : " to support");
        if (a == Action.SUPPORT_HOLD) return new Order.SupportHold(u, o);
        if (a == Action.SUPPORT_MOVE) return new Order.SupportMove(u, o, r.dest.province(), r.dest.coast());
        return new Order.Convoy(u, o, r.dest.province());
    }

    /**
     * A move as read: several places are a road for a unit that uses roads when none is at sea, otherwise a
     * convoy's route; "then" adds a second move for a unit that moves in two stages.
     */
    private Object move(Unit u, Location to, Reader r) {
        List<Province> road = road(u, r.route);
        Order.Leg then = null;
        if (r.then != null) {
            if (u.kind().stages() < 2) {
                return u.displayName() + " moves once a turn: only " + twoStageKinds() + " may add a second move with 'then'";
            }
            Object second = destination(u.at(to), r.then.get(r.then.size() - 1));
            if (second instanceof String) return second;
            List<Province> secondRoad = road(u, r.then);
            if (r.then.size() > 1 && secondRoad.isEmpty()) {
                return u.displayName() + " cannot travel along roads: its second move goes one province";
            }
            then = new Order.Leg((Location) second, secondRoad);
        }
        boolean byRoad = !road.isEmpty();
        return new Order.Move(u, to, !byRoad && (r.via || r.hops > 1), road, then);
    }

    /** The provinces before the destination, when the places read are a road this unit may take; else none. */
    private static List<Province> road(Unit u, List<Term> route) {
        List<Province> out = new ArrayList<>();
        if (route.size() < 2 || !u.kind().usesRoads()) return out;
        for (Term t : route) if (!t.province().kind().admitsArmies()) return List.of();
        for (int i = 0; i < route.size() - 1; i++) out.add(route.get(i).province());
        return out;
    }

    /** "Cavalry or Fleets": the kinds of this board that move in two stages. */
    private String twoStageKinds() {
        List<String> names = new ArrayList<>();
        for (UnitKind k : board.unitKinds()) if (k.stages() > 1) names.add(k.name());
        return names.isEmpty() ? "units that move in two stages" : String.join(" or ", names);
    }

    /** Reads a move as a retreat in a retreat phase, a disband as a removal in the winter, and so on. */
    private static Action fitPhase(Action a, PhaseType now) {
        if (now == PhaseType.RETREAT && a == Action.MOVE) return Action.RETREAT;
        if (now == PhaseType.RETREAT && a == Action.REMOVE) return Action.DISBAND;
        if (now == PhaseType.ADJUSTMENT && a == Action.DISBAND) return Action.REMOVE;
        return a;
    }

    private static String noun(Action a) {
        return switch (a) {
            case BUILD -> "builds";
            case REMOVE -> "removals";
            case WAIVE -> "waives";
            case DISBAND -> "disbands";
            default -> "retreats";
        };
    }

    private static Unit dislodgedUnit(GameState s, Province p) {
        Dislodgement d = s.dislodgedAt(p);
        return d == null ? null : d.unit();
    }

    /** Where a unit moving to this place ends up: a Location, or a String saying what is wrong. */
    private Object destination(Unit u, Term t) {
        Province q = t.province();
        if (!u.kind().isNaval() || !q.hasSplitCoasts()) return q.main();
        if (t.coast() != null) return coast(q, t.coast());
        List<Location> reachable = board.reachableCoasts(u.location(), q);
        if (reachable.size() == 1) return reachable.get(0);
        if (reachable.size() > 1) return OrderValidator.whichCoast(q, reachable, u.displayName());
        return q.main();
    }

    /** The named coast of a split province, or a String saying it has no such coast. */
    private static Object coast(Province q, String coast) {
        List<String> names = new ArrayList<>();
        for (Location c : q.coasts()) {
            if (c.coast().equals(coast)) return c;
            names.add(Coasts.longName(c.coast()));
        }
        return q.name() + " has no " + Coasts.longName(coast) + "; say " + ProvinceSuggester.orList(names);
    }

    private Object build(GameState s, String power, Reader r) {
        Province p = r.place.province();
        UnitKind kind = r.kind;
        if (kind == null) {
            List<UnitKind> fit = new ArrayList<>();
            for (UnitKind k : board.unitKinds()) if (!k.isStationary() && k.canStandOn(p)) fit.add(k);
            if (fit.size() == 1) {
                kind = fit.get(0);
            } else {
                List<String> ways = new ArrayList<>();
                for (UnitKind k : fit) ways.add("'Build " + k.abbreviation() + " " + p.name() + "'");
                return ways.isEmpty() ? "nothing can be built in " + p.name() : "say " + ProvinceSuggester.orList(ways);
            }
        }
        String who = power;
        if (who == null) who = s.ownerOf(p) != null ? s.ownerOf(p) : p.home();
        else if (who.equalsIgnoreCase(s.ownerOf(p))) who = s.ownerOf(p);
        else if (who.equalsIgnoreCase(p.home())) who = p.home();
        if (who == null) return "say which power builds in " + p.name();
        Location at = p.main();
        if (kind.isNaval() && p.hasSplitCoasts()) {
            if (r.place.coast() != null) {
                Object c = coast(p, r.place.coast());
                if (c instanceof String) return c;
                at = (Location) c;
            } else if (p.coasts().size() == 1) {
                at = p.coasts().get(0);
            }
        }
        return new Order.Build(who, kind, at);
    }
}
