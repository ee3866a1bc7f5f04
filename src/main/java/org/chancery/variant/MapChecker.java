package org.chancery.variant;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.Board;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.variant.seaareas.SeaAreas;

/** Validates a variant definition; each problem names the file, the province and what is wrong. */
public final class MapChecker {
    private MapChecker() {}

    /** Checks that need only the JSON: names, kinds, edges, coasts, starting units and counts. */
    static List<MapProblem> checkDefinition(String file, VariantDefinition def) {
        List<MapProblem> out = new ArrayList<>();
        if (def.provinces() == null || def.provinces().isEmpty()) {
            out.add(new MapProblem(file, null, "no provinces"));
            return out;
        }
        if (def.powers() == null || def.powers().isEmpty()) out.add(new MapProblem(file, null, "no powers"));
        Set<String> powers = new HashSet<>();
        if (def.powers() != null) def.powers().forEach(p -> powers.add(p.name()));
        Map<String, VariantDefinition.ProvinceDef> byId = new HashMap<>();
        Map<String, String> names = new HashMap<>();
        int centres = 0, homes = 0;
        for (VariantDefinition.ProvinceDef p : def.provinces()) {
            if (p.id() == null || p.id().isBlank()) {
                out.add(new MapProblem(file, p.name(), "province without an id"));
                continue;
            }
            if (byId.put(p.id(), p) != null) out.add(new MapProblem(file, p.id(), "duplicate province id"));
            ProvinceKind kind = null;
            try {
                kind = VariantLoader.kind(String.valueOf(p.kind()));
            } catch (IllegalArgumentException e) {
                out.add(new MapProblem(file, p.id(), "unknown kind '" + p.kind()
                        + "'; use land, sea, coastal, island or impassable"));
            }
            if (!p.coasts().isEmpty() && kind != ProvinceKind.COASTAL) {
                out.add(new MapProblem(file, p.id(), "has coasts " + p.coasts() + " but is not coastal"));
            }
            for (String c : p.coasts()) {
                if (!List.of("nc", "sc", "ec", "wc").contains(c)) {
                    out.add(new MapProblem(file, p.id(), "unknown coast '" + c + "'; use nc, sc, ec or wc"));
                }
            }
            if (new HashSet<>(p.coasts()).size() != p.coasts().size()) {
                out.add(new MapProblem(file, p.id(), "a coast is listed twice in " + p.coasts()));
            }
            if (p.coasts().size() == 1) {
                out.add(new MapProblem(file, p.id(), "a split coast needs at least two coasts"));
            }
            for (String name : allNames(p)) {
                String key = Board.normalize(name);
                String other = names.putIfAbsent(key, p.id());
                if (other != null && !other.equals(p.id())) {
                    out.add(new MapProblem(file, p.id(), "name '" + name + "' is also used by " + other));
                }
            }
            if (p.supplyCentre()) centres++;
            if (p.owner() != null && (!p.supplyCentre() || !powers.contains(p.owner()))) {
                out.add(new MapProblem(file, p.id(), "owned by " + p.owner() + " at the start, but "
                        + (p.supplyCentre() ? p.owner() + " is not a power" : "not a supply centre")));
            }
            if (p.home() != null) {
                homes++;
                if (!p.supplyCentre()) out.add(new MapProblem(file, p.id(), "home of " + p.home()
                        + " but not a supply centre"));
                if (!powers.contains(p.home())) out.add(new MapProblem(file, p.id(), "home of unknown power "
                        + p.home()));
            }
        }
        if (centres != def.supplyCentres()) {
            out.add(new MapProblem(file, null, "declares " + def.supplyCentres() + " supply centres but has "
                    + centres));
        }
        if (homes != def.homeCentres()) {
            out.add(new MapProblem(file, null, "declares " + def.homeCentres() + " home centres but has "
                    + homes));
        }
        out.addAll(SeaAreas.check(file, def));
        checkEdges(file, def.armyEdges(), byId, false, out);
        checkEdges(file, def.fleetEdges(), byId, true, out);
        checkStart(file, def, byId, powers, out);
        for (String c : def.convoySpaces()) {
            if (!byId.containsKey(c)) out.add(new MapProblem(file, c, "convoy space is not a province"));
        }
        checkSettings(file, def, centres, out);
        return out;
    }

    /** Powers named once each, a reachable victory count, and known calendar and build rules. */
    private static void checkSettings(String file, VariantDefinition def, int centres, List<MapProblem> out) {
        Set<String> seen = new HashSet<>();
        if (def.powers() != null) {
            for (VariantDefinition.PowerDef p : def.powers()) {
                if (p.name() == null || p.name().isBlank()) {
                    out.add(new MapProblem(file, null, "a power has no name"));
                } else if (!seen.add(p.name().toLowerCase(Locale.ROOT))) {
                    out.add(new MapProblem(file, null, "power " + p.name() + " is listed twice"));
                }
            }
        }
        if (def.victoryCentres() < 1 || def.victoryCentres() > centres) {
            out.add(new MapProblem(file, null, "victoryCentres is " + def.victoryCentres()
                    + "; it must be between 1 and the " + centres + " supply centres"));
        }
        if (def.calendar() != null && !VariantLoader.CALENDARS.contains(def.calendar())) {
            out.add(new MapProblem(file, null, "unknown calendar '" + def.calendar() + "'; use one of "
                    + VariantLoader.CALENDARS));
        }
        if ("seasons".equals(def.calendar())) {
            try {
                SeasonsConfig.calendar(def);
            } catch (IllegalArgumentException e) {
                out.add(new MapProblem(file, null, "rules.phases: " + e.getMessage()));
            }
        }
        var years = def.rules().get("yearsPerTurn");
        if (years != null && (!years.isInt() || years.asInt() < 1)) {
            out.add(new MapProblem(file, null, "rules.yearsPerTurn must be a whole number of at least 1"));
        }
        var fall = def.rules().get("fall");
        if (fall != null && !List.of("Fall", "Autumn").contains(fall.asText())) {
            out.add(new MapProblem(file, null, "rules.fall is 'Fall' or 'Autumn', not '" + fall.asText() + "'"));
        }
        var ruleset = def.rules().get("ruleset");
        if (ruleset != null && !Rulesets.kinds().contains(ruleset.asText())) {
            out.add(new MapProblem(file, null, "unknown rules.ruleset '" + ruleset.asText() + "'; use one of "
                    + Rulesets.kinds()));
        }
        var seasons = def.rules().get("seasons");
        if (seasons != null && (!seasons.isArray() || seasons.size() != 5)) {
            out.add(new MapProblem(file, null, "rules.seasons names the season of each of the five phases:"
                    + " spring movement, spring retreats, fall movement, fall retreats, winter"));
        }
        var convoys = def.rules().get("convoys");
        if (convoys != null && !convoys.isBoolean()) {
            out.add(new MapProblem(file, null, "rules.convoys is true or false, not " + convoys));
        }
        var builds = def.rules().get("builds");
        if (builds != null && !VariantLoader.BUILD_RULES.contains(builds.asText())) {
            out.add(new MapProblem(file, null, "unknown rules.builds '" + builds.asText() + "'; use one of "
                    + VariantLoader.BUILD_RULES));
        }
    }

    /** The kind as the checks see it: an island is coastal land. */
    private static String terrain(VariantDefinition.ProvinceDef p) {
        String kind = String.valueOf(p.kind()).toLowerCase(Locale.ROOT);
        return kind.equals(VariantLoader.ISLAND) ? "coastal" : kind;
    }

    private static List<String> allNames(VariantDefinition.ProvinceDef p) {
        List<String> all = new ArrayList<>();
        all.add(p.id());
        if (p.name() != null) all.add(p.name());
        all.addAll(p.aliases());
        return all;
    }

    private static void checkEdges(String file, List<List<String>> edges,
                                   Map<String, VariantDefinition.ProvinceDef> byId, boolean fleet,
                                   List<MapProblem> out) {
        String what = fleet ? "fleet edge" : "army edge";
        Set<String> seen = new HashSet<>();
        for (List<String> e : edges) {
            if (e == null || e.size() != 2 || e.contains(null)) {
                out.add(new MapProblem(file, null, what + " " + e + " must name exactly two places"));
                continue;
            }
            String key = e.get(0).compareTo(e.get(1)) < 0 ? e.get(0) + "|" + e.get(1) : e.get(1) + "|" + e.get(0);
            if (!seen.add(key)) out.add(new MapProblem(file, e.get(0), "duplicate " + what + " " + e));
            if (e.get(0).split("/")[0].equals(e.get(1).split("/")[0])) {
                out.add(new MapProblem(file, e.get(0), what + " to itself"));
            }
            for (String end : e) checkEnd(file, end, byId, fleet, what + " " + e, out);
        }
    }

    private static void checkEnd(String file, String end, Map<String, VariantDefinition.ProvinceDef> byId,
                                 boolean fleet, String what, List<MapProblem> out) {
        int slash = end.indexOf('/');
        String id = slash < 0 ? end : end.substring(0, slash);
        VariantDefinition.ProvinceDef p = byId.get(id);
        if (p == null) {
            out.add(new MapProblem(file, id, what + " names an unknown province"));
            return;
        }
        String kind = terrain(p);
        if (!fleet && !(kind.equals("land") || kind.equals("coastal"))) {
            out.add(new MapProblem(file, id, what + ": armies cannot enter a " + kind + " province"));
        }
        if (fleet && !(kind.equals("sea") || kind.equals("coastal"))) {
            out.add(new MapProblem(file, id, what + ": fleets cannot enter a " + kind + " province"));
        }
        if (!fleet && slash >= 0) out.add(new MapProblem(file, id, what + ": army edges take no coast"));
        if (fleet) {
            if (slash < 0 && !p.coasts().isEmpty()) {
                out.add(new MapProblem(file, id, what + ": the province has coasts " + p.coasts()
                        + ", name one"));
            }
            if (slash >= 0 && !p.coasts().contains(end.substring(slash + 1))) {
                out.add(new MapProblem(file, id, what + ": no coast '" + end.substring(slash + 1) + "'"));
            }
        }
    }

    private static void checkStart(String file, VariantDefinition def, Map<String, VariantDefinition.ProvinceDef> byId,
                                   Set<String> powers, List<MapProblem> out) {
        Set<String> occupied = new HashSet<>();
        for (VariantDefinition.StartingUnit su : def.startingUnits()) {
            String at = su.at() == null ? "" : su.at();
            int slash = at.indexOf('/');
            String id = slash < 0 ? at : at.substring(0, slash);
            VariantDefinition.ProvinceDef p = byId.get(id);
            if (!powers.contains(su.power())) {
                out.add(new MapProblem(file, id, "starting unit of unknown power " + su.power()));
            }
            if (p == null) {
                out.add(new MapProblem(file, id, "starting unit on an unknown province"));
                continue;
            }
            if (!occupied.add(id)) out.add(new MapProblem(file, id, "two starting units in one province"));
            String kind = terrain(p);
            Boolean naval = naval(def, String.valueOf(su.unit()));
            if (Boolean.FALSE.equals(naval)) {
                if (!(kind.equals("land") || kind.equals("coastal"))) {
                    out.add(new MapProblem(file, id, "starting army on a " + kind + " province"));
                }
                if (slash >= 0) out.add(new MapProblem(file, id, "starting army given a coast"));
            } else if (Boolean.TRUE.equals(naval)) {
                if (!(kind.equals("sea") || kind.equals("coastal"))) {
                    out.add(new MapProblem(file, id, "starting fleet on a " + kind + " province"));
                }
                if (slash < 0 && !p.coasts().isEmpty()) {
                    out.add(new MapProblem(file, id, "starting fleet must name one of the coasts " + p.coasts()));
                }
                if (slash >= 0 && !p.coasts().contains(at.substring(slash + 1))) {
                    out.add(new MapProblem(file, id, "starting fleet on unknown coast " + at));
                }
            } else {
                out.add(new MapProblem(file, id, "unknown unit kind '" + su.unit() + "'"));
            }
        }
    }

    /** Whether a starting unit's kind moves by sea; null for a kind the variant does not have. */
    private static Boolean naval(VariantDefinition def, String unit) {
        String u = unit.toUpperCase(Locale.ROOT);
        if (def.unitKinds().isEmpty()) {
            return u.equals("A") || u.equals("ARMY") ? Boolean.FALSE : u.equals("F") || u.equals("FLEET") ? Boolean.TRUE : null;
        }
        for (VariantDefinition.UnitKindDef k : def.unitKinds()) {
            if (u.equalsIgnoreCase(k.letter()) || u.equalsIgnoreCase(k.name()) || u.equalsIgnoreCase(String.valueOf(k.abbreviation()))) {
                return k.naval();
            }
        }
        return null;
    }

    /** Checks on the built board: symmetric adjacency, reachability, coastal provinces reaching the sea. */
    static List<MapProblem> checkBoard(String file, Variant v) {
        List<MapProblem> out = new ArrayList<>();
        Board b = v.board();
        for (Province p : b.provinces()) {
            for (Province q : b.provinces()) {
                if (b.armyAdjacent(p, q) != b.armyAdjacent(q, p)) {
                    out.add(new MapProblem(file, p.id(), "army adjacency to " + q.id() + " is one-way"));
                }
            }
        }
        for (Location a : b.locations()) {
            for (Location c : b.fleetNeighbours(a)) {
                if (!b.fleetAdjacent(c, a)) out.add(new MapProblem(file, a.id(), "fleet adjacency to " + c.id()
                        + " is one-way"));
            }
            boolean coastal = a.province().kind() == ProvinceKind.COASTAL;
            boolean shouldHaveSea = coastal && (a.isCoast() || !a.province().hasSplitCoasts());
            if (shouldHaveSea && b.fleetNeighbours(a).isEmpty()) {
                out.add(new MapProblem(file, a.id(), "coastal but no fleet can reach it"));
            }
        }
        for (Province p : b.provinces()) {
            if (p.kind() == ProvinceKind.LAND || p.kind() == ProvinceKind.COASTAL) {
                if (b.armyNeighbours(p).isEmpty() && !hasFleetEdge(b, p)) {
                    out.add(new MapProblem(file, p.id(), "has no neighbours"));
                }
            }
        }
        out.addAll(unreachable(file, b));
        return out;
    }

    private static boolean hasFleetEdge(Board b, Province p) {
        if (!b.fleetNeighbours(p.main()).isEmpty()) return true;
        for (Location c : p.coasts()) if (!b.fleetNeighbours(c).isEmpty()) return true;
        return false;
    }

    private static List<MapProblem> unreachable(String file, Board b) {
        Province start = null;
        for (Province p : b.provinces()) {
            if (p.kind() != ProvinceKind.IMPASSABLE) { start = p; break; }
        }
        List<MapProblem> out = new ArrayList<>();
        if (start == null) return out;
        boolean[] seen = new boolean[b.size()];
        ArrayDeque<Province> queue = new ArrayDeque<>();
        queue.add(start);
        seen[start.index()] = true;
        while (!queue.isEmpty()) {
            Province p = queue.poll();
            for (Province q : b.provinces()) {
                if (!seen[q.index()] && (b.armyAdjacent(p, q) || b.fleetAdjacent(p, q))) {
                    seen[q.index()] = true;
                    queue.add(q);
                }
            }
        }
        for (Province p : b.provinces()) {
            if (!seen[p.index()] && p.kind() != ProvinceKind.IMPASSABLE) {
                out.add(new MapProblem(file, p.id(), "cannot be reached from " + start.id()));
            }
        }
        return out;
    }
}
