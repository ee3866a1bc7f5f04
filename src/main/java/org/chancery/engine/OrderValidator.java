package org.chancery.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Checks that an order is legal in a state and its phase, with a reason a player understands. */
public final class OrderValidator {
    private final Board board;
    private final Rules rules;

    public OrderValidator(Board board, Rules rules) {
        this.board = board;
        this.rules = rules;
    }

    /** Null if legal in this state and phase, otherwise a reason a player understands. */
    public String refusal(GameState s, Order order) {
        PhaseType needed = phaseOf(order);
        if (needed != s.phase().type()) return wrongPhase(s.phase(), needed, noun(order));
        if (order instanceof Order.Hold h) return present(s, h.unit());
        if (order instanceof Order.Move m) return move(s, m);
        if (order instanceof Order.SupportHold sh) return supportHold(s, sh);
        if (order instanceof Order.SupportMove sm) return supportMove(s, sm);
        if (order instanceof Order.Convoy c) return convoy(s, c);
        if (order instanceof Order.Retreat r) return retreat(s, r);
        if (order instanceof Order.Disband d) return dislodged(s, d.unit());
        if (order instanceof Order.Build b) return build(s, b);
        if (order instanceof Order.Remove r) return present(s, r.unit());
        if (order instanceof Order.Waive w) return w.power() == null ? "a waive needs a power" : owed(s, w.power());
        return "unknown order";
    }

    static PhaseType phaseOf(Order o) {
        if (o instanceof Order.Retreat || o instanceof Order.Disband) return PhaseType.RETREAT;
        if (o instanceof Order.Build || o instanceof Order.Remove || o instanceof Order.Waive) {
            return PhaseType.ADJUSTMENT;
        }
        return PhaseType.MOVEMENT;
    }

    private static String noun(Order o) {
        if (o instanceof Order.Build) return "builds";
        if (o instanceof Order.Remove) return "removals";
        if (o instanceof Order.Waive) return "waives";
        if (o instanceof Order.Disband) return "disbands";
        return "retreats";
    }

    /** "it is the Spring 1901 movement phase: builds come in the winter" and the like. */
    String wrongPhase(Phase now, PhaseType needed, String noun) {
        String head = "it is the " + describe(now) + ": ";
        if (needed == PhaseType.ADJUSTMENT) return head + noun + " come in the " + adjustmentSeason(now);
        if (needed == PhaseType.RETREAT) return head + noun + " come in a retreat phase, for dislodged units";
        if (now.type() == PhaseType.RETREAT) return head + "a dislodged unit may only retreat or disband";
        return head + "you may only build, remove or waive";
    }

    /** "Spring 1901 movement phase", "Spring 43 BC movement phase": the year as the calendar writes it. */
    public static String describe(Phase p) {
        return p.season() + " " + p.yearName() + " " + p.type().name().toLowerCase(Locale.ROOT) + " phase";
    }

    private String adjustmentSeason(Phase now) {
        try {
            Phase p = now;
            for (int i = 0; i < 12; i++) {
                p = rules.calendar().next(p);
                if (p.type() == PhaseType.ADJUSTMENT) return p.season().toLowerCase(Locale.ROOT);
            }
        } catch (RuntimeException e) {
            // an odd phase the calendar does not know; fall through
        }
        return "adjustment phase";
    }

    /** Null if exactly this unit stands where it says. */
    static String present(GameState s, Unit u) {
        Province p = u.province();
        Unit there = s.unitAt(p);
        if (there == null) return "no unit in " + p.name();
        String mismatch = mismatch(there, u.kind(), u.power());
        if (mismatch != null) return mismatch;
        if (there.location() != u.location()) {
            return "the " + kindName(there) + " in " + p.name() + " is at " + there.location().displayName();
        }
        return null;
    }

    /** Null if {@code there} has this kind (when given) and power (when given), else the message. */
    static String mismatch(Unit there, UnitKind kind, String power) {
        Province p = there.province();
        if (kind != null && !kind.equals(there.kind())) {
            return "there is " + article(kindName(there)) + ", not " + article(kind.name().toLowerCase(Locale.ROOT))
                    + ", in " + p.name();
        }
        if (power != null && !power.equalsIgnoreCase(there.power())) {
            return "the " + kindName(there) + " in " + p.name() + " belongs to " + there.power() + ", not " + power;
        }
        return null;
    }

    static String kindName(Unit u) { return u.kind().name().toLowerCase(Locale.ROOT); }

    private static String article(String word) {
        return ("aeiou".indexOf(word.charAt(0)) >= 0 ? "an " : "a ") + word;
    }

    private String move(GameState s, Order.Move m) {
        String why = present(s, m.unit());
        if (why != null) return why;
        Unit u = m.unit();
        if (u.kind().isStationary()) return u.displayName() + " cannot move";
        why = m.road().isEmpty() ? step(s, m) : road(u, u.province(), m.road(), m.to());
        if (why != null || m.then() == null) return why;
        return secondMove(u, m);
    }

    /** Null if the unit may take this road from {@code from}: a land unit stepping land to land, never twice into one province. */
    private String road(Unit u, Province from, List<Province> road, Location to) {
        String who = u.displayName();
        if (!u.kind().usesRoads()) return who + " cannot travel along roads";
        List<Province> seen = new ArrayList<>(List.of(from));
        Province at = from;
        List<Province> steps = new ArrayList<>(road);
        steps.add(to.province());
        for (Province next : steps) {
            if (seen.contains(next)) return who + "'s road enters " + next.name() + " twice: a road move may not loop";
            if (!next.kind().admitsArmies()) return who + " cannot take a road through " + next.name() + ": it is at sea";
            if (!board.armyAdjacent(at, next)) {
                return who + "'s road goes from " + at.name() + " to " + next.name() + ", which are not adjacent";
            }
            seen.add(next);
            at = next;
        }
        return null;
    }

    /** Null if the second move may follow: a unit of two stages, from its destination, never back to its start. */
    private String secondMove(Unit u, Order.Move m) {
        String who = u.displayName();
        if (u.kind().stages() < 2) return who + " moves once a turn, so it has no second move";
        if (m.viaConvoy() && !m.then().road().isEmpty()) return who + " cannot take a road after a convoy";
        Unit there = u.at(m.to());
        Order.Leg then = m.then();
        if (then.to().province() == u.province()) {
            return who + "'s second move cannot go back to " + u.province().name() + ", where its first move started";
        }
        if (then.to().province() == m.to().province()) return who + "'s second move must leave " + m.to().province().name();
        if (!then.road().isEmpty()) {
            String why = road(there, m.to().province(), then.road(), then.to());
            return why == null && then.road().contains(u.province())
                    ? who + "'s second move cannot go back through " + u.province().name() + ", where its first move started"
                    : why;
        }
        String why = reach(there, then.to(), "move on to", false);
        return why == null ? null : why.replace(there.displayName(), who + " (from " + m.to().displayName() + ")");
    }

    /** Null if a move of one step (or by convoy) is legal. */
    private String step(GameState s, Order.Move m) {
        Unit u = m.unit();
        Province p = u.province();
        Province q = m.to().province();
        String who = u.displayName();
        if (q == p) return who + " cannot move to its own province";
        String why = reach(u, m.to(), "move to", true);
        if (why != null) return why;
        boolean adjacent = u.kind().isNaval() || board.armyAdjacent(p, q);
        if (!adjacent && !fleetsBetween(s, p, q)) {
            return who + " cannot reach " + q.name() + ": they are not adjacent, and no fleets stand between them"
                    + " to convoy it";
        }
        if (!m.viaConvoy()) return null;
        if (u.kind().isNaval() || !u.kind().isConvoyable()) return who + " cannot be convoyed: only armies can";
        if (p.kind() != ProvinceKind.COASTAL) return who + " cannot go by convoy: " + p.name() + " is not on the coast";
        if (q.kind() != ProvinceKind.COASTAL) {
            return who + " cannot go by convoy to " + q.name() + ": it is not on the coast";
        }
        if (!fleetsBetween(s, p, q)) return who + " cannot go by convoy to " + q.name() + ": no fleets stand between them";
        return null;
    }

    /** Whether fleets on convoy spaces form a chain from {@code a} to {@code b}, whatever their orders. */
    private boolean fleetsBetween(GameState s, Province a, Province b) {
        return FleetChains.between(board, s.units, a, b, -1);
    }

    /** Null if unit u could go to {@code to} (armies also by convoy when {@code convoy}), else why not. */
    private String reach(Unit u, Location to, String verb, boolean convoy) {
        Province p = u.province();
        Province q = to.province();
        String who = u.displayName();
        if (q.kind() == ProvinceKind.IMPASSABLE) return who + " cannot " + verb + " " + q.name() + ": it is impassable";
        if (u.kind().isNaval()) {
            if (!q.kind().admitsFleets()) return who + " cannot " + verb + " " + q.name() + ": " + q.name() + " is inland";
            List<Location> coasts = board.reachableCoasts(u.location(), q);
            if (coasts.isEmpty()) return who + " cannot reach " + q.name() + ": they are not adjacent";
            if (q.hasSplitCoasts() && !to.isCoast()) return whichCoast(q, coasts, who);
            if (!coasts.contains(to)) return who + " cannot reach " + to.displayName();
            return null;
        }
        if (!q.kind().admitsArmies()) return who + " cannot " + verb + " " + q.name() + ": armies cannot enter the sea";
        if (board.armyAdjacent(p, q)) return null;
        if (convoy && u.kind().isConvoyable() && p.kind() == ProvinceKind.COASTAL && q.kind() == ProvinceKind.COASTAL) {
            return null;
        }
        return who + " cannot reach " + q.name() + ": they are not adjacent";
    }

    /** "Spain has two coasts Fleet Portugal can reach: say north coast or south coast". */
    static String whichCoast(Province q, List<Location> coasts, String who) {
        List<String> names = new ArrayList<>();
        for (Location c : coasts) names.add(Coasts.longName(c.coast()));
        if (coasts.size() == 1) {
            String head = who == null ? q.name() + " has one coast" : who + " can only reach " + coasts.get(0).displayName();
            return head + ": say " + names.get(0);
        }
        String count = coasts.size() == 2 ? "two" : coasts.size() == 3 ? "three" : String.valueOf(coasts.size());
        String prefix = who == null ? "" : " " + who + " can reach";
        return q.name() + " has " + count + " coasts" + prefix + ": say " + ProvinceSuggester.orList(names);
    }

    private String supportHold(GameState s, Order.SupportHold sh) {
        String why = present(s, sh.unit());
        if (why != null) return why;
        Unit u = sh.unit();
        Province t = sh.supported().province();
        String who = u.displayName();
        if (t == u.province()) return who + " cannot support itself";
        if (s.unitAt(t) == null) return "there is no unit in " + t.name() + " to support";
        if (!board.canReach(u.kind(), u.location(), t)) {
            return who + " cannot support in " + t.name() + ": it cannot move there itself";
        }
        return null;
    }

    private String supportMove(GameState s, Order.SupportMove sm) {
        String why = present(s, sm.unit());
        if (why != null) return why;
        Unit u = sm.unit();
        Province from = sm.supported().province();
        Province to = sm.to();
        String who = u.displayName();
        if (from == u.province()) return who + " cannot support its own move";
        Unit o = s.unitAt(from);
        if (o == null) return "there is no unit in " + from.name() + " to support";
        if (to == from) return o.displayName() + " cannot move to its own province";
        if (to == u.province()) return who + " cannot support a move into its own province";
        if (!board.canReach(u.kind(), u.location(), to)) {
            return who + " cannot support a move to " + to.name() + ": it cannot move there itself";
        }
        if (o.kind().isStationary()) return o.displayName() + " cannot move";
        why = reach(o, to.hasSplitCoasts() && o.kind().isNaval() ? anyCoast(o, to) : to.main(), "move to", true);
        if (why == null && !o.kind().isNaval() && !board.armyAdjacent(from, to)) {
            if (!fleetsBetween(s, from, to)) {
                why = o.displayName() + " cannot reach " + to.name() + ": they are not adjacent, and no fleets stand"
                        + " between them to convoy it";
            } else if (!FleetChains.between(board, s.units, from, to, u.province().index())) {
                return who + " cannot support " + o.displayName() + " to " + to.name() + ": only a convoy through "
                        + u.province().name() + " could take it there, and a fleet cannot convoy and support at once";
            }
        }
        // a unit that travels by road may be supported into any province on its road; the variant knows the roads
        if (why != null && o.kind().usesRoads() && to.kind().admitsArmies()) return null;
        return why == null ? null : why + ", so it cannot be supported there";
    }

    private Location anyCoast(Unit o, Province to) {
        List<Location> coasts = board.reachableCoasts(o.location(), to);
        return coasts.isEmpty() ? to.coasts().get(0) : coasts.get(0);
    }

    private String convoy(GameState s, Order.Convoy c) {
        String why = present(s, c.unit());
        if (why != null) return why;
        Unit u = c.unit();
        Province p = u.province();
        String who = u.displayName();
        if (!u.kind().isNaval()) return who + " cannot convoy: only fleets can";
        if (!board.isConvoySpace(p)) return who + " cannot convoy: only fleets at sea can";
        Province from = c.convoyed().province();
        Unit o = s.unitAt(from);
        if (o == null) return "there is no unit in " + from.name() + " to convoy";
        if (o.kind().isNaval() || !o.kind().isConvoyable()) return o.displayName() + " cannot be convoyed: only armies can";
        if (from.kind() != ProvinceKind.COASTAL) {
            return o.displayName() + " cannot be convoyed: " + from.name() + " is not on the coast";
        }
        if (c.to() == from) return o.displayName() + " cannot be convoyed to its own province";
        if (c.to().kind() != ProvinceKind.COASTAL) {
            return o.displayName() + " cannot be convoyed to " + c.to().name() + ": it is not on the coast";
        }
        return route(s, u, o, c.to());
    }

    /**
     * Null if a convoy route from the army to {@code to} needs this fleet (DATC 3.0, 6.G.7 and 6.G.19), else
     * why not: no chain of fleets, a chain that misses the fleet, or one that goes around it.
     */
    private String route(GameState s, Unit fleet, Unit army, Province to) {
        Province from = army.province();
        int f = fleet.province().index();
        if (FleetChains.needed(board, s.units, from, to, f)) return null;
        String head = fleet.displayName() + " cannot convoy " + army.displayName() + " to " + to.name() + ": ";
        if (!fleetsBetween(s, from, to)) return head + "no chain of fleets at sea joins " + from.name() + " to " + to.name();
        if (!FleetChains.reach(board, s.units, from, -1)[f] || !FleetChains.reach(board, s.units, to, -1)[f]) {
            return head + "it is not on a chain of fleets from " + from.name() + " to " + to.name();
        }
        List<String> names = new ArrayList<>();
        for (Province p : FleetChains.route(board, s.units, from, to, f)) names.add(s.unitAt(p).displayName());
        return head + "the convoy does not need it, since " + ProvinceSuggester.andList(names) + " already "
                + (names.size() == 1 ? "links " : "link ") + from.name() + " to " + to.name();
    }

    /** Null if the unit is the one dislodged from its province. */
    static String dislodged(GameState s, Unit u) {
        Dislodgement d = s.dislodgedAt(u.province());
        if (d == null) return "no dislodged unit in " + u.province().name();
        String mismatch = mismatch(d.unit(), u.kind(), u.power());
        if (mismatch != null) return mismatch;
        return null;
    }

    private String retreat(GameState s, Order.Retreat r) {
        String why = dislodged(s, r.unit());
        if (why != null) return why;
        Unit u = s.dislodgedAt(r.unit().province()).unit();
        Dislodgement d = s.dislodgedAt(u.province());
        Province q = r.to().province();
        String who = u.displayName();
        if (u.kind().isStationary()) return who + " cannot retreat";
        if (q == u.province()) return who + " cannot retreat to its own province";
        why = reach(u, r.to(), "retreat to", false);
        if (why != null) return why;
        if (s.unitAt(q) != null) return who + " cannot retreat to " + q.name() + ": it is occupied";
        if (s.isStandoff(q)) return who + " cannot retreat to " + q.name() + ": it was left empty by a standoff";
        if (q == d.attackerFrom() && !d.byConvoy()) {
            return who + " cannot retreat to " + q.name() + ": the attack came from there";
        }
        return null;
    }

    /** Null when the power has a build to make, else why not. */
    private static String owed(GameState s, String power) {
        int centres = s.centresOf(power).size(), units = s.unitsOf(power).size();
        if (centres > units) return null;
        return power + " has no build to make: " + AdjustmentAdjudicator.describe(s, power);
    }

    /** "Lithuania owes 1 removal, not a build: 2 centres and 3 units. Remove a unit, such as 'Remove A pru'." */
    private static String removalsOwed(GameState s, String power) {
        int n = -AdjustmentAdjudicator.balance(s, power);
        List<Unit> units = s.unitsOf(power);
        return power + " owes " + n + (n == 1 ? " removal" : " removals") + ", not a build: " + AdjustmentAdjudicator.describe(s, power)
                + (units.isEmpty() ? "" : ". Remove a unit, such as 'Remove " + units.get(units.size() - 1).shortName() + "'");
    }

    /** How many places a refused build names where the power could build instead. */
    static final int SITES_NAMED = 8;

    /** "; France may build in Brest, Marseilles": where this kind of unit could be built instead, or that it can nowhere. */
    private String sites(GameState s, String power, UnitKind kind) {
        List<String> names = new ArrayList<>();
        int more = 0;
        for (Province p : board.provinces()) {
            if (!kind.canStandOn(p) || rules.buildPolicy().refusal(s, power, p) != null) continue;
            if (names.size() < SITES_NAMED) names.add(p.name());
            else more++;
        }
        String what = kind.isNaval() ? "a fleet" : "an army";
        if (names.isEmpty()) return "; " + power + " has nowhere to build " + what + " now";
        return "; " + power + " may build " + what + " in " + String.join(", ", names) + (more > 0 ? " and " + more + " more" : "");
    }

    private String build(GameState s, Order.Build b) {
        if (b.power() == null) return "a build needs a power";
        if (rules.buildPolicy().limitedByCentres() && AdjustmentAdjudicator.balance(s, b.power()) < 0) return removalsOwed(s, b.power());
        Province q = b.at().province();
        UnitKind kind = b.kind();
        if (!kind.canStandOn(q)) {
            if (kind.isNaval()) return "fleets can only be built on the coast: " + q.name() + " is inland";
            return q.kind() == ProvinceKind.SEA ? "armies cannot be built at sea" : "nothing can be built in " + q.name();
        }
        String why = rules.buildPolicy().refusal(s, b.power(), q);
        if (why != null) {
            boolean owes = !rules.buildPolicy().limitedByCentres() || owed(s, b.power()) == null;
            return owes ? why + sites(s, b.power(), kind) : why;
        }
        if (kind.isNaval() && q.hasSplitCoasts() && !b.at().isCoast()) return whichCoast(q, q.coasts(), null);
        return rules.buildPolicy().limitedByCentres() ? owed(s, b.power()) : null;
    }
}
