package org.chancery.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Example orders drawn from a position, so that help and error messages speak the game's own board: a move,
 * a support and a hold of real units in a movement phase, a retreat and a disband in a retreat phase, a
 * build, a removal and a waive in an adjustment phase. The power's own units come first.
 */
public final class OrderExamples {
    private OrderExamples() {}

    /** Up to three example orders for the phase of {@code s}, for {@code power} (null: anyone's units). */
    public static List<String> of(GameState s, String power) {
        List<Unit> units = units(s, power);
        List<String> out = new ArrayList<>();
        switch (s.phase().type()) {
            case MOVEMENT -> {
                List<Unit> used = new ArrayList<>();
                for (Unit u : units) {
                    String move = move(s, u);
                    if (move == null) continue;
                    out.add(move);
                    used.add(u);
                    Unit supporter = supporter(s, u, units);
                    if (supporter != null) {
                        out.add(new Order.SupportHold(supporter, u).text());
                        used.add(supporter);
                    }
                    break;
                }
                Unit hold = units.isEmpty() ? null : units.get(units.size() - 1);
                for (Unit u : units) if (!used.contains(u)) hold = u;
                if (hold != null) out.add(new Order.Hold(hold).text());
            }
            case RETREAT -> {
                List<Unit> dislodged = new ArrayList<>();
                for (Dislodgement d : s.dislodged()) if (power == null || d.unit().power().equals(power)) dislodged.add(d.unit());
                List<Unit> from = dislodged.isEmpty() ? units : dislodged;
                for (Unit u : from) {
                    List<Location> to = steps(s.board(), u);
                    if (to.isEmpty()) continue;
                    out.add(new Order.Retreat(u, to.get(0)).text());
                    break;
                }
                if (!from.isEmpty()) out.add(new Order.Disband(from.get(0)).text());
            }
            case ADJUSTMENT -> {
                String build = build(s, power);
                if (build != null) out.add(build);
                if (!units.isEmpty()) out.add(new Order.Remove(units.get(0)).text());
                out.add("Waive");
            }
        }
        return out;
    }

    /** "A vil-pru": the unit's move to its first neighbour, or null when it has none. */
    public static String move(GameState s, Unit u) {
        List<Location> to = steps(s.board(), u);
        return to.isEmpty() ? null : new Order.Move(u, to.get(0), false).text();
    }

    /** The examples as a player reads them: "'A vil-pru', 'A kie S A vil' or 'A vil H'". */
    public static String quoted(List<String> examples) {
        List<String> q = new ArrayList<>();
        for (String e : examples) q.add("'" + e + "'");
        if (q.size() <= 1) return String.join("", q);
        return String.join(", ", q.subList(0, q.size() - 1)) + " or " + q.get(q.size() - 1);
    }

    private static List<Unit> units(GameState s, String power) {
        List<Unit> mine = power == null ? List.of() : s.unitsOf(power);
        return mine.isEmpty() ? s.units() : mine;
    }

    private static Unit supporter(GameState s, Unit u, List<Unit> units) {
        for (Unit v : units) if (v != u && s.board().canReach(v.kind(), v.location(), u.province())) return v;
        return null;
    }

    private static List<Location> steps(Board b, Unit u) {
        if (u.kind().isNaval()) return b.fleetNeighbours(u.location());
        List<Location> out = new ArrayList<>();
        for (Province p : b.armyNeighbours(u.province())) out.add(p.main());
        return out;
    }

    private static String build(GameState s, String power) {
        Province fallback = null;
        for (Province p : s.board().provinces()) {
            if (!p.isSupplyCenter()) continue;
            if (power != null && power.equals(p.home())) return buildAt(p);
            if (fallback == null && (power == null || power.equals(s.ownerOf(p)))) fallback = p;
        }
        return fallback == null ? null : buildAt(fallback);
    }

    private static String buildAt(Province p) {
        UnitKind kind = UnitKind.ARMY.canStandOn(p) ? UnitKind.ARMY : UnitKind.FLEET;
        Location at = kind.isNaval() && p.hasSplitCoasts() ? p.coasts().get(0) : p.main();
        return new Order.Build("-", kind, at).text();
    }
}
