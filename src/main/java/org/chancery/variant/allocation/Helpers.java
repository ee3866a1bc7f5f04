package org.chancery.variant.allocation;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;

/**
 * What Chancery's own player asks of units it does not own but may steer with points (Order of the Dragon's minor
 * units by Diplomacy Points, Europe 1615's states by influence): one order a unit that helps the power's own orders
 * or hinders its strongest rival, and points spread over the most useful. The rule is written in docs/bots.md.
 */
public final class Helpers {
    private Helpers() {}

    /** A steered unit's order and how much it is worth to the power. */
    public record Help(Unit unit, Order order, int score) {}

    /** The score of a support for an own move into a place another power holds. */
    public static final int ATTACK = 4;
    /** The score of a support for an own move into a centre another power's unit borders, or a hold there. */
    public static final int DEFEND = 3;
    /** The score of a move into the rival's unit (a sortie that cuts its support). */
    public static final int HINDER = 2;

    /**
     * For each helper unit, its most useful order, if any: a support of an own move into a province another power
     * holds ({@link #ATTACK}); a support of an own move into a centre, or of an own unit holding a centre, next to
     * another power's unit ({@link #DEFEND}); else a move into a unit of {@code rival} next to it ({@link #HINDER}).
     * {@code read} gives the order as the variant's rules read its text, or null when they refuse it.
     */
    public static List<Help> helps(GameState s, String power, List<Order> own, Collection<Unit> helpers, String rival,
                                   Function<String, Order> read) {
        List<Help> out = new ArrayList<>();
        for (Unit h : helpers) {
            Help best = null;
            for (Order o : own) {
                if (o.unit() == null || !power.equals(o.unit().power())) continue;
                Help c = support(s, power, h, o, read);
                if (c != null && (best == null || c.score() > best.score())) best = c;
            }
            if (best == null && rival != null) best = hinder(s, h, rival, read);
            if (best != null) out.add(best);
        }
        out.sort(Comparator.comparingInt((Help x) -> -x.score()));
        return out;
    }

    /**
     * The helps of both lists, one a unit: where a unit has a help in each, the one with the higher score (the first
     * list's on a tie); best first.
     */
    public static List<Help> best(List<Help> first, List<Help> second) {
        Map<Unit, Help> byUnit = new LinkedHashMap<>();
        for (Help h : first) byUnit.merge(h.unit(), h, (a, b) -> b.score() > a.score() ? b : a);
        for (Help h : second) byUnit.merge(h.unit(), h, (a, b) -> b.score() > a.score() ? b : a);
        List<Help> out = new ArrayList<>(byUnit.values());
        out.sort(Comparator.comparingInt((Help x) -> -x.score()));
        return out;
    }

    private static Help support(GameState s, String power, Unit h, Order o, Function<String, Order> read) {
        Unit u = o.unit();
        Province at = o instanceof Order.Move m ? m.to().province() : o instanceof Order.Hold ? u.province() : null;
        if (at == null || at == h.province() || !s.board().canReach(h.kind(), h.location(), at)) return null;
        Unit there = s.unitAt(at);
        int score;
        if (o instanceof Order.Move && there != null && !there.power().equals(power) && !there.equals(h)) score = ATTACK;
        else if (at.isSupplyCenter() && threatened(s, power, at, h)) score = DEFEND;
        else return null;
        String text;
        if (o instanceof Order.Move m) {
            String coast = u.kind().isNaval() && m.to().isCoast() ? m.to().coast() : null;
            text = (coast == null ? new Order.SupportMove(h, u, at) : new Order.SupportMove(h, u, at, coast)).text();
        } else {
            text = new Order.SupportHold(h, u).text();
        }
        Order read1 = read.apply(text);
        return read1 == null ? null : new Help(h, read1, score);
    }

    /** Whether a unit of another power than {@code power} (and not the helper) stands next to the province. */
    private static boolean threatened(GameState s, String power, Province p, Unit helper) {
        for (Unit e : s.units()) {
            if (e.power().equals(power) || e.equals(helper)) continue;
            if (s.board().canReach(e.kind(), e.location(), p)) return true;
        }
        return false;
    }

    private static Help hinder(GameState s, Unit h, String rival, Function<String, Order> read) {
        for (Unit e : s.unitsOf(rival)) {
            if (!s.board().canReach(h.kind(), h.location(), e.province())) continue;
            for (var to : h.kind().isNaval() ? s.board().fleetNeighbours(h.location()) : List.<org.chancery.engine.Location>of()) {
                if (to.province() == e.province()) {
                    Order o = read.apply(new Order.Move(h, to, false).text());
                    if (o != null) return new Help(h, o, HINDER);
                }
            }
            if (!h.kind().isNaval()) {
                Order o = read.apply(new Order.Move(h, e.province().main(), false).text());
                if (o != null) return new Help(h, o, HINDER);
            }
        }
        return null;
    }

    /**
     * Points for each of {@code targets} (helps, states), best first: one each while the budget lasts, then what is
     * left on the best. Empty for no budget or no targets.
     */
    public static <T> Map<T, Integer> spread(List<T> targets, int budget) {
        Map<T, Integer> out = new LinkedHashMap<>();
        int left = budget;
        for (T t : targets) {
            if (left <= 0) break;
            out.put(t, 1);
            left--;
        }
        if (left > 0 && !out.isEmpty()) out.merge(out.keySet().iterator().next(), left, Integer::sum);
        return out;
    }

    /** The lines the variant's check accepts each on its own, in order: a bot gives no line the rules refuse. */
    public static List<String> accepted(org.chancery.variant.Allocations rules, GameState s, String power, List<String> lines,
                                        List<Order> own) {
        List<String> out = new ArrayList<>();
        for (String l : lines) {
            // as the order desk reads it: a line it would cut in two (at a comma) is not given
            if (org.chancery.engine.OrderParser.allocationLines(l).equals(List.of(l)) && rules.check(s, power, List.of(l), own).ok()) out.add(l);
        }
        return out;
    }

    /** The power with the most centres other than {@code power} among {@code players}, or null. */
    public static String strongest(GameState s, String power, Collection<String> players) {
        String best = null;
        int most = 0;
        for (String p : players) {
            int n = s.centreCounts().getOrDefault(p, 0);
            if (!p.equals(power) && n > most) {
                best = p;
                most = n;
            }
        }
        return best;
    }
}
