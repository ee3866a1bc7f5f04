package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.allocation.PointLine;
import org.chancery.variant.allocation.Points;
import org.chancery.variant.allocation.Submission;

/**
 * One power's deployment for a movement phase, as the rulebook writes it: INFs to states ("9: WUR"), orders for
 * states' units ("BRU S SAX HOLD"), suggestions for the Ottoman units ("A SER - BOS") and at most one
 * diplomatic attack ("LOR > France"), and the lines of the sanctions in effect ("Embargo on Spain: CAT"). Read
 * line by line; the INFs are held to what the power has left this year.
 */
public final class Deployment {
    private static final Pattern ATTACK = Pattern.compile("^(.+?)\\s*>\\s*(.+)$");
    static final String EXAMPLE = "9: WUR";

    /** INFs to one state. */
    public record Grant(String state, int points) {
        public String text() { return points + ": " + state; }
    }

    /** The lines read: what they do, their canonical text and the errors. */
    public record Read(List<Grant> grants, Map<Province, Order> orders, Map<Province, Order> ottoman,
                       Influence.Attack attack, List<String> sanctionLines, Submission submission) {
        public int points() {
            int n = 0;
            for (Grant g : grants) n += g.points();
            return n;
        }
    }

    private final E1615Setup setup;
    private final OrderParser parser;
    private final Sanctions sanctions;

    Deployment(E1615Setup setup, OrderParser parser, Sanctions sanctions) {
        this.setup = setup;
        this.parser = parser;
        this.sanctions = sanctions;
    }

    /** Reads every line; nothing counts unless {@code submission.check(left).ok()}. */
    public Read read(GameState s, String power, List<String> lines) {
        Politics pol = Politics.of(setup, s);
        Submission sub = new Submission(Points.INF);
        List<Grant> grants = new ArrayList<>();
        Map<Province, Order> orders = new LinkedHashMap<>();
        Map<Province, Order> ottoman = new LinkedHashMap<>();
        Influence.Attack attack = null;
        List<String> attackLines = new ArrayList<>(), sanctionLines = new ArrayList<>();
        if (!setup.isMajor(power) || pol.state().isEliminated(power)) {
            sub.error((power == null ? "nobody" : power) + " is not a power in the game and has no INFs");
            return new Read(grants, orders, ottoman, null, sanctionLines, sub);
        }
        if (s.phase().type() != PhaseType.MOVEMENT) {
            sub.error("INFs and orders for the states go in with the movement phases (Spring, Summer, Fall); it is the "
                    + s.phase().displayName());
            return new Read(grants, orders, ottoman, null, sanctionLines, sub);
        }
        for (String raw : lines) {
            if (raw == null || raw.isBlank()) continue;
            String line = raw.strip();
            Sanctions.Line sl = sanctions.readLine(pol, power, line);
            if (sl != null) {
                if (sl.error() != null) sub.reject(line, sl.error());
                else {
                    sanctionLines.add(sl.text());
                    sub.accept(sl.text(), 0);
                }
                continue;
            }
            PointLine.Read pl = PointLine.read(line, EXAMPLE);
            if (pl instanceof PointLine.Read.Error e) {
                sub.reject(line, e.message());
            } else if (pl instanceof PointLine.Read.Ok ok) {
                Object r = grant(pol, power, ok.line());
                if (r instanceof String why) sub.reject(line, why);
                else {
                    grants.add((Grant) r);
                    sub.accept(((Grant) r).text(), ok.line().points());
                }
            } else if (ATTACK.matcher(line).matches()) {
                attackLines.add(line);
            } else {
                Object r = order(s, pol, power, line);
                if (r instanceof String why) {
                    sub.reject(line, why);
                    continue;
                }
                Order o = (Order) r;
                boolean ot = pol.ofPower(o.unit().power()).ottoman();
                if (ot && sanctions.ottomansNeutral(pol)) {
                    sub.reject(line, "the Ottoman Empire has declared neutrality (Ottoman neutrality): its units take no orders");
                    continue;
                }
                Map<Province, Order> into = ot ? ottoman : orders;
                if (into.containsKey(o.province())) {
                    sub.reject(line, "a second order for the unit in " + o.province().name() + "; give each unit one order");
                    continue;
                }
                into.put(o.province(), o);
                sub.accept(o.text(), 0);
            }
        }
        if (attackLines.size() > 1) sub.error("at most one diplomatic attack a phase; you gave " + attackLines.size());
        for (String line : attackLines) {
            Object r = attack(pol, power, line, grants);
            if (r instanceof String why) sub.reject(line, why);
            else if (attackLines.size() == 1) {
                attack = (Influence.Attack) r;
                sub.accept(attack.text(), 0);
            }
        }
        return new Read(grants, orders, ottoman, attack, sanctionLines, sub);
    }


    /** A state named by its key ("LOWR"), its name ("Lower Saxony") or one of its provinces ("BRU"). */
    MinorState find(Politics pol, String name) {
        String n = name.strip();
        for (MinorState m : pol.all()) if (m.key().equalsIgnoreCase(n) || m.power().equalsIgnoreCase(n)) return m;
        Province p = setup.board.find(n).orElse(null);
        if (p == null) return null;
        MinorState m = pol.ofPower(pol.holder(p));
        if (m != null) return m;
        for (MinorState x : pol.all()) if (x.provinces().contains(p.id()) && !x.dormant()) return x;
        return null;
    }

    private Object grant(Politics pol, String power, PointLine line) {
        MinorState m = find(pol, line.rest());
        if (m == null) {
            return "no state '" + line.rest() + "'; name a state by its letters, name or a province of it, such as '"
                    + EXAMPLE + "', '5: Lower Saxony' or '3: BRU'";
        }
        String why = refusal(pol, power, m);
        return why != null ? why : new Grant(m.key(), line.points());
    }

    /** Why a power may not deploy to a state now, or null. */
    String refusal(Politics pol, String power, MinorState m) {
        String why = open(pol, power, m);
        return why != null ? why : sanctions.deploymentRefusal(pol, power, m);
    }

    /** Why a state is closed to this power's INFs and attacks under the general rules, or null. */
    private String open(Politics pol, String power, MinorState m) {
        if (m.ottoman()) return "the Ottoman Empire takes no INFs; suggest orders for its units instead, such as 'A ser-bos'";
        if (m.dormant() && !pol.state().awake().contains(m.key())) {
            MinorState of = pol.ofPower(pol.holder(setup.province(m.capital())));
            return m.power() + " is part of " + (of == null ? "another state" : of.power()) + " until "
                    + setup.province(m.awakes()).name() + " is captured";
        }
        if (pol.captured(m)) {
            return m.power() + " has been captured by " + pol.position().ownerOf(setup.province(m.capital()))
                    + " and can no longer be influenced until it is liberated";
        }
        if (m.papal() && !setup.catholic(power)) return "only the Catholic powers may deploy INFs to the " + m.power();
        return null;
    }

    private Object order(GameState s, Politics pol, String power, String line) {
        ParseResult r = parser.parse(s, null, line);
        if (r instanceof ParseResult.Error e) {
            return e.message() + ". A line is INFs ('" + EXAMPLE + "'), an order for a state's unit ('BRU S SAX HOLD'),"
                    + " an Ottoman suggestion ('A SER - BOS') or an attack ('LOR > France')";
        }
        Order o = ((ParseResult.Ok) r).order();
        Unit u = o.unit();
        if (u == null) return "not an order for a unit";
        MinorState m = pol.ofPower(u.power());
        if (m == null) {
            return u.power().equals(power) ? "that is your own unit: order it with your orders, not with your INFs"
                    : "the " + u.displayName() + " is " + u.power() + "'s; you may order only the units of the states";
        }
        if (m.papal() && !setup.catholic(power)) return "only the Catholic powers may submit orders to the " + m.power();
        return o;
    }

    private Object attack(Politics pol, String power, String line, List<Grant> grants) {
        Matcher mt = ATTACK.matcher(line);
        if (!mt.matches()) return "write an attack as 'LOR > France'";
        MinorState m = find(pol, mt.group(1));
        if (m == null) return "no state '" + mt.group(1).strip() + "'; write an attack as 'LOR > France'";
        String target = null;
        for (String p : setup.majors) if (p.equalsIgnoreCase(mt.group(2).strip())) target = p;
        if (target == null) return "'" + mt.group(2).strip() + "' is not a power; attack one of " + String.join(", ", setup.majors);
        if (target.equals(power)) return "a power cannot attack itself";
        String why = open(pol, power, m);
        if (why == null) why = sanctions.attackRefusal(pol, power, target);
        if (why != null) return why;
        boolean present = pol.state().in(m.key()).getOrDefault(power, 0) > 0;
        for (Grant g : grants) present |= g.state().equals(m.key());
        if (!present) return "attack only in a state where you have INFs or deploy INFs now; add a line such as '1: " + m.key() + "'";
        return new Influence.Attack(power, m.key(), target);
    }

    static String key(String s) { return s.toUpperCase(Locale.ROOT); }
}
