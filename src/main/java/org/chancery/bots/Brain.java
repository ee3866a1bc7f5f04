package org.chancery.bots;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.BotAdvice;
import org.chancery.variant.Duties;
import org.chancery.variant.Ruleset;

/**
 * Chooses one power's orders for a phase from what that power may see, among the orders the variant's rules list as
 * legal: by province values ({@link Values}) for {@link Kind#BOT}, at random for {@link Kind#RANDOM}.
 */
public final class Brain {
    private final Ruleset rules;
    private final Kind kind;
    private final Random rnd;

    public Brain(Ruleset rules, Kind kind, Random rnd) {
        this.rules = rules;
        this.kind = kind;
        this.rnd = rnd;
    }

    /** The order lines {@code power} gives in the phase of {@code seen} (the position as that power may see it). */
    public List<Order> orders(GameState seen, String power) {
        if (kind == Kind.HOLD) return List.of();
        BotAdvice advice = rules.botAdvice();
        double[] value = kind == Kind.BOT ? Values.of(seen, power, advice) : randomValues(seen);
        List<Order> chosen = switch (seen.phase().type()) {
            case MOVEMENT -> movement(seen, power, value);
            case RETREAT -> retreats(seen, power, value);
            case ADJUSTMENT -> adjustments(seen, power, value);
        };
        return kind == Kind.BOT ? advice.orders(seen, power, chosen, value) : chosen;
    }

    private double[] randomValues(GameState s) {
        double[] v = new double[s.board().size()];
        for (int i = 0; i < v.length; i++) v[i] = rnd.nextDouble();
        return v;
    }

    /** Each unit to the best place left to it, with a little chance; units with nothing better support a contested move. */
    private List<Order> movement(GameState s, String power, double[] value) {
        List<Unit> units = new ArrayList<>(s.unitsOf(power));
        Collections.shuffle(units, rnd);
        if (kind == Kind.RANDOM) {
            List<Order> out = new ArrayList<>();
            for (Unit u : units) {
                List<Order> legal = rules.legalOrders(s, u);
                if (!legal.isEmpty()) out.add(legal.get(rnd.nextInt(legal.size())));
            }
            return out;
        }
        Set<Province> claimed = new HashSet<>();
        Map<Unit, Order> chosen = new HashMap<>();
        for (Unit u : units) {
            List<Order> options = moveOptions(s, power, u);
            if (options.isEmpty()) continue;
            options.sort(Comparator.comparingDouble((Order o) -> -value[target(o).index()]));
            int j = 0;
            while (j + 1 < options.size() && value[target(options.get(j)).index()] > 0) {
                double ratio = value[target(options.get(j + 1)).index()] / value[target(options.get(j)).index()];
                if (rnd.nextDouble() < ratio - 0.7) j++;
                else break;
            }
            Order pick = null;
            for (int k = 0; k < options.size() && pick == null; k++) {
                Order o = options.get((j + k) % options.size());
                Province t = target(o);
                if (claimed.contains(t)) continue;
                if (o instanceof Order.Move) {
                    Unit there = s.unitAt(t);
                    boolean own = there != null && there.power().equals(power);
                    if (own && !(chosen.get(there) instanceof Order.Move)) continue; // it stays, or has not chosen yet
                    if (own && target(chosen.get(there)) == u.province()) continue; // a swap without a convoy only bounces
                }
                pick = o;
            }
            if (pick == null) pick = options.stream().filter(o -> o instanceof Order.Hold).findFirst().orElse(null);
            if (pick == null) continue;
            chosen.put(u, pick);
            claimed.add(target(pick));
        }
        backAttacks(s, power, chosen, claimed, value);
        Convoys.plan(s, power, chosen, claimed, value, o -> read(s, power, o));
        supports(s, power, chosen, value);
        List<Order> out = new ArrayList<>();
        for (Unit u : units) if (chosen.get(u) != null) out.add(chosen.get(u));
        return out;
    }

    /**
     * A move against another power's unit bounces alone: the own unit bound for the least valuable place that can
     * reach the attacked province holds instead (and supports it below), when the attack is worth more than its own move.
     */
    private void backAttacks(GameState s, String power, Map<Unit, Order> chosen, Set<Province> claimed, double[] value) {
        List<Unit> attackers = new ArrayList<>();
        for (Map.Entry<Unit, Order> e : chosen.entrySet()) {
            if (e.getValue() instanceof Order.Move m && s.unitAt(target(m)) != null && !s.unitAt(target(m)).power().equals(power)) {
                attackers.add(e.getKey());
            }
        }
        attackers.sort(Comparator.comparingDouble((Unit a) -> -value[target(chosen.get(a)).index()]));
        Set<Unit> helping = new HashSet<>();
        for (Unit a : attackers) {
            Province at = target(chosen.get(a));
            Unit best = null;
            for (Map.Entry<Unit, Order> e : chosen.entrySet()) {
                Unit u = e.getKey();
                if (u.equals(a) || helping.contains(u) || attackers.contains(u) || !s.board().canReach(u.kind(), u.location(), at)) continue;
                double own = value[target(e.getValue()).index()];
                if (own < value[at.index()] && (best == null || own < value[target(chosen.get(best)).index()])) best = u;
            }
            if (best == null) continue;
            Order was = chosen.get(best);
            if (was instanceof Order.Move) {
                if (claimed.contains(best.province())) continue; // another own unit is moving in: it must not bounce
                claimed.remove(target(was));
                chosen.put(best, new Order.Hold(best));
                claimed.add(best.province());
            }
            helping.add(best);
        }
    }

    /**
     * A unit's hold and one-step moves, each read by the variant's rules as the order desk reads a player's line:
     * only what they accept is offered (the rules' full list, with every convoy, is too slow on the largest boards).
     */
    private List<Order> moveOptions(GameState s, String power, Unit u) {
        List<Order> out = new ArrayList<>();
        accept(s, power, new Order.Hold(u), out);
        if (u.kind().isStationary()) return out;
        if (u.kind().isNaval()) {
            for (var to : s.board().fleetNeighbours(u.location())) accept(s, power, new Order.Move(u, to, false), out);
        } else {
            for (Province p : s.board().armyNeighbours(u.province())) accept(s, power, new Order.Move(u, p.main(), false), out);
        }
        return out;
    }

    /** The order as the rules read its text, when they accept it as the same order (a move by the same way); else null. */
    private Order read(GameState s, String power, Order o) {
        List<Order> ok = new ArrayList<>(1);
        accept(s, power, o, ok);
        if (ok.isEmpty()) return null;
        if (o instanceof Order.Move m && ((Order.Move) ok.get(0)).viaConvoy() != m.viaConvoy()) return null;
        return ok.get(0);
    }

    /** Adds the order as the rules read its text, when they accept it as the same kind of order. */
    private void accept(GameState s, String power, Order o, List<Order> out) {
        if (rules.parse(s, power, o.text()) instanceof ParseResult.Ok ok && ok.order().getClass() == o.getClass()) {
            out.add(ok.order());
        }
    }

    /** A holding unit supports the own move (or hold) into the most valuable contested province it can. */
    private void supports(GameState s, String power, Map<Unit, Order> chosen, double[] value) {
        Graph g = Graph.of(s.board());
        for (Map.Entry<Unit, Order> e : new ArrayList<>(chosen.entrySet())) {
            if (!(e.getValue() instanceof Order.Hold)) continue;
            Unit u = e.getKey();
            // a unit that supports still holds its own place as strongly, unless its support is cut
            List<Order> candidates = new ArrayList<>();
            for (Map.Entry<Unit, Order> other : chosen.entrySet()) {
                Unit helped = other.getKey();
                if (helped.equals(u)) continue;
                Province at = target(other.getValue());
                if (!contested(s, g, power, at) || !s.board().canReach(u.kind(), u.location(), at)) continue;
                if (other.getValue() instanceof Order.Move m) {
                    String coast = helped.kind().isNaval() && m.to().isCoast() ? m.to().coast() : null;
                    candidates.add(coast == null ? new Order.SupportMove(u, helped, at) : new Order.SupportMove(u, helped, at, coast));
                } else if (other.getValue() instanceof Order.Hold) {
                    candidates.add(new Order.SupportHold(u, helped));
                }
            }
            candidates.sort(Comparator.comparingDouble((Order o) -> -value[supported(o).index()]));
            for (Order c : candidates) {
                List<Order> ok = new ArrayList<>();
                accept(s, power, c, ok);
                if (!ok.isEmpty()) {
                    chosen.put(u, ok.get(0));
                    break;
                }
            }
        }
    }

    private static Province supported(Order o) {
        return o instanceof Order.SupportMove sm ? sm.to() : ((Order.SupportHold) o).supported().province();
    }

    private static Unit ownUnit(Map<Unit, Order> chosen, Unit u) { return chosen.containsKey(u) ? u : null; }

    /** Whether another power's unit stands on or next to the province. */
    private static boolean contested(GameState s, Graph g, String power, Province p) {
        Unit there = s.unitAt(p);
        if (there != null && !there.power().equals(power)) return true;
        for (int q : g.near[p.index()]) {
            Unit u = s.unitAt(s.board().province(q));
            if (u != null && !u.power().equals(power)) return true;
        }
        return false;
    }

    private static Province target(Order o) {
        if (o instanceof Order.Move m) return m.to().province();
        if (o instanceof Order.Retreat r) return r.to().province();
        return o.province();
    }

    /** Each dislodged unit to the best free place, none two to one place; a disband when nothing is left. */
    private List<Order> retreats(GameState s, String power, double[] value) {
        List<Order> out = new ArrayList<>();
        Set<Province> claimed = new HashSet<>();
        for (Dislodgement d : s.dislodged()) {
            if (!d.unit().power().equals(power) || s.isStationary(d.unit())) continue;
            List<Order> legal = new ArrayList<>(rules.legalOrders(s, d.unit()));
            if (legal.isEmpty()) continue;
            legal.sort(Comparator.comparingDouble((Order o) -> o instanceof Order.Retreat ? -value[target(o).index()] : 1e18));
            Order pick = null;
            for (Order o : legal) {
                if (o instanceof Order.Retreat r && claimed.add(target(r))) pick = o;
                else if (o instanceof Order.Disband) pick = o;
                if (pick != null) break;
            }
            if (pick != null) out.add(pick);
        }
        return out;
    }

    /** Builds where they are worth most, one a province; removals of the units worth least. */
    private List<Order> adjustments(GameState s, String power, double[] value) {
        int owed = rules.owed(s).getOrDefault(power, 0);
        int limit = Math.min(owed, rules.adjustmentLimit(s, power));
        if (limit <= 0) return List.of();
        List<Order> all = rules.legalBuilds(s, power);
        List<Order> builds = new ArrayList<>();
        for (Order o : all) if (o instanceof Order.Build b && b.power().equals(power)) builds.add(o); // not a vassal's
        List<Order> out = new ArrayList<>();
        if (!builds.isEmpty()) {
            Graph g = Graph.of(s.board());
            Map<Order, Double> score = new HashMap<>();
            for (Order o : builds) score.put(o, buildScore(s, g, (Order.Build) o, value) + rnd.nextDouble());
            builds.sort(Comparator.comparingDouble(o -> -score.get(o)));
            Set<Province> used = new HashSet<>();
            for (Order o : builds) if (out.size() < limit && used.add(o.province())) out.add(o);
            return out;
        }
        List<Order> removals = Duties.removalsOf(rules, s, power);
        removals.sort(Comparator.comparingDouble(o -> value[o.province().index()] + rnd.nextDouble()));
        Set<Unit> gone = new HashSet<>();
        for (Order o : removals) if (out.size() < limit && gone.add(o.unit())) out.add(o);
        return out;
    }

    /** A build's worth: the best place next to it that its kind of unit can reach, or its own place. */
    private double buildScore(GameState s, Graph g, Order.Build b, double[] value) {
        double best = value[b.province().index()];
        for (int q : g.near[b.province().index()]) {
            Province p = s.board().province(q);
            if (s.board().canReach(b.kind(), b.at(), p)) best = Math.max(best, value[q]);
        }
        return best;
    }

    /** Whether this phase is one where the power has anything to give (for callers that skip the rest). */
    public static boolean acts(Ruleset rules, GameState s, String power) {
        return rules.owed(s).containsKey(power) || (s.phase().type() == PhaseType.MOVEMENT && !s.unitsOf(power).isEmpty());
    }
}
