package org.chancery.variant.w3k;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.OrderExamples;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Unit;
import org.chancery.variant.Power;
import org.chancery.variant.Variant;

/**
 * Example orders in the rulebook's words, drawn from the power's own units: a move, a conversion, a proxy and a
 * convoy route in a movement phase; a build, a transfer and a waive in Winter. Each is one the order entry reads.
 */
final class W3kExamples {
    /** The ruleset's order entry. */
    interface Reader { ParseResult parse(GameState s, String power, String text); }

    private final Variant variant;
    private final Reader entry;

    W3kExamples(Variant variant, Reader entry) {
        this.variant = variant;
        this.entry = entry;
    }

    List<String> of(GameState s, String power, List<String> others) {
        List<String> out = new ArrayList<>();
        List<Unit> mine = power == null ? s.units() : s.unitsOf(power);
        if (s.phase().type() == PhaseType.MOVEMENT) {
            for (Unit u : mine) {
                List<Location> to = s.board().armyNeighbours(u.province()).stream().map(Province::main).toList();
                if (u.kind().isNaval() || to.isEmpty()) continue;
                add(s, power, out, u.displayName() + " to " + to.get(0).province().name());
                break;
            }
            for (Unit u : mine) {
                Province p = u.province();
                if (p.isSupplyCenter() && p.kind() == ProvinceKind.COASTAL && u.power().equals(s.ownerOf(p)) && !p.hasSplitCoasts()) {
                    add(s, power, out, u.displayName() + " converts to " + (u.kind().isNaval() ? "an army" : "a fleet"));
                    break;
                }
            }
            if (!mine.isEmpty() && !others.isEmpty()) {
                add(s, power, out, mine.get(0).displayName() + " is under the orders of " + called(others.get(0)));
            }
            if (!route(s, power, mine, mine, out)) route(s, power, mine, s.units(), out);
        } else if (s.phase().type() == PhaseType.ADJUSTMENT && power != null) {
            for (Province p : s.centresOf(power)) {
                if (s.unitAt(p) == null && p.kind() != ProvinceKind.SEA) {
                    add(s, power, out, "Build an Army in " + p.name());
                    break;
                }
            }
            if (!others.isEmpty()) add(s, power, out, "Send 1 unit's supply to " + called(others.get(0)));
            if (!mine.isEmpty()) add(s, power, out, "Remove " + mine.get(0).displayName());
            add(s, power, out, "Waive");
        }
        return out.isEmpty() ? OrderExamples.of(s, power) : out;
    }

    /** "Army Picardy moves via convoy through Fleet Straits of Dover, to Suffolk", through one of {@code fleets}. */
    private boolean route(GameState s, String power, List<Unit> mine, List<Unit> fleets, List<String> out) {
        for (Unit army : mine) {
            if (army.kind().isNaval() || army.province().kind() != ProvinceKind.COASTAL) continue;
            for (Unit fleet : fleets) {
                if (!fleet.kind().isNaval() || fleet.province().kind() != ProvinceKind.SEA
                        || !s.board().fleetAdjacent(army.province(), fleet.province())) continue;
                for (Location l : s.board().fleetNeighbours(fleet.location())) {
                    Province to = l.province();
                    if (to == army.province() || to.kind() != ProvinceKind.COASTAL
                            || s.board().armyNeighbours(army.province()).contains(to)) continue;
                    int before = out.size();
                    add(s, power, out, army.displayName() + " moves via convoy through " + fleet.displayName() + ", to " + to.name());
                    if (out.size() > before) return true;
                }
            }
        }
        return false;
    }

    private void add(GameState s, String power, List<String> out, String text) {
        if (entry.parse(s, power, text) instanceof ParseResult.Ok) out.add(text);
    }

    /** "the Crown", "Hamilton": a power as the rulebook names it. */
    private String called(String power) {
        String adjective = variant.power(power).map(Power::adjective).orElse(power);
        return adjective.startsWith("The ") ? "the " + power : power;
    }
}
