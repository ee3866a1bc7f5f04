package org.chancery.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Lists every legal order for a unit, or every build for a power, in a state's phase. */
public final class LegalOrders {
    private final Board board;
    private final OrderValidator validator;
    /** For each province: the ids of the groups of joined convoy spaces next to it. */
    private final List<Set<Integer>> groupsNear = new ArrayList<>();
    /** For each convoy space: its group id; -1 for other provinces. */
    private final int[] group;
    /** For each province: the provinces a fleet can go to or come from, by index. */
    private final int[][] fleetNear;

    public LegalOrders(Board board, Rules rules) {
        this.board = board;
        this.validator = new OrderValidator(board, rules);
        int n = board.size();
        group = new int[n];
        Arrays.fill(group, -1);
        int groups = 0;
        for (Province p : board.provinces()) {
            if (board.isConvoySpace(p) && group[p.index()] < 0) spread(p, groups++);
        }
        for (Province p : board.provinces()) {
            Set<Integer> near = new LinkedHashSet<>();
            for (Province q : board.provinces()) {
                if (group[q.index()] >= 0 && board.fleetAdjacent(p, q)) near.add(group[q.index()]);
            }
            groupsNear.add(near);
        }
        fleetNear = new int[n][];
        for (Province f : board.provinces()) {
            fleetNear[f.index()] = board.provinces().stream()
                    .filter(q -> board.fleetAdjacent(q, f)).mapToInt(Province::index).toArray();
        }
    }

    /** Marks the convoy spaces joined to {@code start} with group id {@code id}. */
    private void spread(Province start, int id) {
        ArrayDeque<Province> todo = new ArrayDeque<>();
        group[start.index()] = id;
        todo.add(start);
        while (!todo.isEmpty()) {
            Province p = todo.poll();
            for (Province q : board.provinces()) {
                if (group[q.index()] < 0 && board.isConvoySpace(q) && board.fleetAdjacent(p, q)) {
                    group[q.index()] = id;
                    todo.add(q);
                }
            }
        }
    }

    /** Every legal order for this unit in the state's phase. */
    public List<Order> forUnit(GameState state, Unit unit) {
        List<Order> candidates = switch (state.phase().type()) {
            case MOVEMENT -> movement(state, unit);
            case RETREAT -> retreat(unit);
            case ADJUSTMENT -> List.of(new Order.Remove(unit));
        };
        List<Order> out = new ArrayList<>();
        for (Order o : candidates) {
            if (validator.refusal(state, o) == null) out.add(o);
        }
        return out;
    }

    /** Adjustment phase: every legal build for the power at each allowed site and coast, plus a waive. */
    public List<Order> builds(GameState state, String power) {
        List<Order> out = new ArrayList<>();
        for (Province p : board.provinces()) {
            for (UnitKind k : board.unitKinds()) {
                if (k.isStationary()) continue;
                if (k.isNaval() && p.hasSplitCoasts()) {
                    for (Location c : p.coasts()) add(state, out, new Order.Build(power, k, c));
                } else {
                    add(state, out, new Order.Build(power, k, p.main()));
                }
            }
        }
        add(state, out, new Order.Waive(power));
        return out;
    }

    private void add(GameState state, List<Order> out, Order o) {
        if (validator.refusal(state, o) == null) out.add(o);
    }

    private List<Order> movement(GameState s, Unit u) {
        List<Order> out = new ArrayList<>();
        out.add(new Order.Hold(u));
        for (Location to : steps(u)) out.add(new Order.Move(u, to, false));
        for (Province to : convoyTargets(u, null)) out.add(new Order.Move(u, to.main(), true));
        boolean[] reach = new boolean[board.size()];
        for (Province p : board.provinces()) reach[p.index()] = p != u.province() && board.canReach(u.kind(), u.location(), p);
        for (Unit o : s.units()) {
            if (o.equals(u)) continue;
            if (reach[o.province().index()]) out.add(new Order.SupportHold(u, o));
            // only the moves u could support: to a place u can reach itself
            Set<Province> targets = new LinkedHashSet<>();
            for (Location l : steps(o)) if (reach[l.province().index()]) targets.add(l.province());
            List<Province> bySea = convoyTargets(o, reach);
            if (!targets.containsAll(bySea)) {
                boolean[] carried = touchingChain(s, o.province(), false);
                for (Province t : bySea) if (carried[t.index()]) targets.add(t);
            }
            for (Province t : targets) supports(u, o, t, out);
        }
        if (u.kind().isNaval() && board.isConvoySpace(u.province())) {
            boolean[] touches = touchingChain(s, u.province(), true);
            for (Unit o : s.units()) {
                if (!o.kind().isConvoyable() || o.kind().isNaval() || o.kind().isStationary()
                        || !touches[o.province().index()]) continue;
                for (Province t : convoyTargets(o, touches)) {
                    if (t != u.province()) out.add(new Order.Convoy(u, o, t));
                }
            }
        }
        return out;
    }

    /**
     * The provinces next to the chain of fleets that touches {@code at}: where convoys through it may start and end.
     * With {@code fleetAt}, the fleet at {@code at} is part of the chain; else {@code at} is where an army starts.
     */
    private boolean[] touchingChain(GameState s, Province at, boolean fleetAt) {
        boolean[] chain = FleetChains.reach(board, s.units, at, -1);
        if (fleetAt) chain[at.index()] = true;
        boolean[] out = new boolean[board.size()];
        for (int f = 0; f < chain.length; f++) {
            if (chain[f]) for (int q : fleetNear[f]) out[q] = true;
        }
        return out;
    }

    /**
     * Supports of o's move to t. A fleet's move to a province with coasts gets one support per coast it can
     * reach, since a support without a coast leaves open which move it backs (DATC 6.B.7, 6.B.15).
     */
    private void supports(Unit u, Unit o, Province t, List<Order> out) {
        if (!o.kind().isNaval() || !t.hasSplitCoasts()) {
            out.add(new Order.SupportMove(u, o, t));
            return;
        }
        for (Location c : board.reachableCoasts(o.location(), t)) out.add(new Order.SupportMove(u, o, t, c.coast()));
    }

    /** Where the unit can move in one step, without a convoy. */
    private List<Location> steps(Unit u) {
        if (u.kind().isStationary()) return List.of();
        if (u.kind().isNaval()) return board.fleetNeighbours(u.location());
        List<Location> out = new ArrayList<>();
        for (Province p : board.armyNeighbours(u.province())) out.add(p.main());
        return out;
    }

    /** Coastal provinces an army could reach by some chain of convoy spaces; among {@code among} only, if given. */
    private List<Province> convoyTargets(Unit u, boolean[] among) {
        List<Province> out = new ArrayList<>();
        Province from = u.province();
        if (u.kind().isNaval() || !u.kind().isConvoyable() || u.kind().isStationary()
                || from.kind() != ProvinceKind.COASTAL) {
            return out;
        }
        Set<Integer> near = groupsNear.get(from.index());
        if (near.isEmpty()) return out;
        for (Province p : board.provinces()) {
            if (p == from || p.kind() != ProvinceKind.COASTAL || (among != null && !among[p.index()])) continue;
            for (int g : groupsNear.get(p.index())) {
                if (near.contains(g)) {
                    out.add(p);
                    break;
                }
            }
        }
        return out;
    }

    private List<Order> retreat(Unit u) {
        List<Order> out = new ArrayList<>();
        for (Location to : steps(u)) out.add(new Order.Retreat(u, to));
        out.add(new Order.Disband(u));
        return out;
    }
}
