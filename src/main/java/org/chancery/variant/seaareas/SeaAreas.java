package org.chancery.variant.seaareas;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.chancery.variant.MapProblem;
import org.chancery.variant.VariantDefinition;
import org.chancery.variant.VariantDefinition.ProvinceDef;

/**
 * Sea Areas (Wars of the Three Kingdoms, from the BBC Shipping Forecast): sea regions grouped into areas, each
 * with one Primary Sea Region and some Local Sea Regions. A map that declares them ({@code seaArea} and
 * {@code primary} on its sea regions) lists as fleet edges only the places that physically touch; fleet
 * adjacency follows from the rulebook's two rules:
 * <ul>
 * <li>a Local Sea Region borders every region of its own area; any Local Sea Region of another area it
 * touches, and that area's Primary; and every coast it touches;</li>
 * <li>a Primary Sea Region borders every region of its own area; every Local Sea Region of another area that
 * touches its area; the Primary of every area its area touches; and every coast that touches its area (an
 * island within the area included).</li>
 * </ul>
 * Any other contact (a sea outside every area, two coasts) is adjacent as it stands.
 */
public final class SeaAreas {
    private final Map<String, String> areaOf = new HashMap<>();
    private final Map<String, String> primaryOf = new HashMap<>();
    private final Map<String, List<String>> members = new LinkedHashMap<>();
    private final Set<String> seas = new java.util.HashSet<>();

    private SeaAreas(VariantDefinition def) {
        for (ProvinceDef p : def.provinces()) {
            String kind = String.valueOf(p.kind()).toLowerCase(Locale.ROOT);
            if (kind.equals("sea") || kind.equals("island")) seas.add(p.id());
            if (p.seaArea() == null) continue;
            areaOf.put(p.id(), p.seaArea());
            members.computeIfAbsent(p.seaArea(), k -> new ArrayList<>()).add(p.id());
            if (Boolean.TRUE.equals(p.primary())) primaryOf.put(p.seaArea(), p.id());
        }
    }

    /** Each sea area's regions, by area name, in the order the map lists them. */
    public static Map<String, List<String>> areas(VariantDefinition def) {
        return new SeaAreas(def).members;
    }

    /** Whether the map groups its seas into areas. */
    public static boolean declared(VariantDefinition def) {
        return def.provinces() != null && def.provinces().stream().anyMatch(p -> p.seaArea() != null);
    }

    /** The fleet edges of the map: its physical contacts and every edge the two rules give from them. */
    public static List<List<String>> fleetEdges(VariantDefinition def) {
        return new SeaAreas(def).derive(def.fleetEdges());
    }

    private List<List<String>> derive(List<List<String>> touches) {
        Set<List<String>> out = new LinkedHashSet<>();
        Map<String, Set<String>> touching = new HashMap<>();
        for (List<String> e : touches) {
            add(out, e.get(0), e.get(1));
            touching.computeIfAbsent(e.get(0), k -> new LinkedHashSet<>()).add(e.get(1));
            touching.computeIfAbsent(e.get(1), k -> new LinkedHashSet<>()).add(e.get(0));
        }
        for (Map.Entry<String, List<String>> area : members.entrySet()) {
            String primary = primaryOf.get(area.getKey());
            List<String> ms = area.getValue();
            for (String a : ms) for (String b : ms) if (a.compareTo(b) < 0) add(out, a, b);
            for (String m : ms) {
                for (String x : touching.getOrDefault(m, Set.of())) {
                    String other = areaOf.get(x);
                    if (area.getKey().equals(other)) continue;
                    if (!seas.contains(x)) {
                        add(out, primary, x);
                    } else if (other != null) {
                        String otherPrimary = primaryOf.get(other);
                        add(out, primary, x);
                        add(out, primary, otherPrimary);
                        if (!m.equals(primary) && !x.equals(otherPrimary)) add(out, m, otherPrimary);
                    }
                }
            }
        }
        return new ArrayList<>(out);
    }

    private static void add(Set<List<String>> out, String a, String b) {
        out.add(a.compareTo(b) < 0 ? List.of(a, b) : List.of(b, a));
    }

    /** Problems with the areas: each area has exactly one primary, and only sea regions belong to areas. */
    public static List<MapProblem> check(String file, VariantDefinition def) {
        List<MapProblem> out = new ArrayList<>();
        Map<String, Integer> primaries = new LinkedHashMap<>();
        for (ProvinceDef p : def.provinces()) {
            String kind = String.valueOf(p.kind()).toLowerCase(Locale.ROOT);
            if (p.seaArea() == null) {
                if (p.primary() != null) out.add(new MapProblem(file, p.id(), "\"primary\" without a \"seaArea\""));
                continue;
            }
            if (!kind.equals("sea") && !kind.equals("island")) {
                out.add(new MapProblem(file, p.id(), "only sea regions and islands belong to a sea area, not a " + kind
                        + " region"));
            }
            primaries.merge(p.seaArea(), Boolean.TRUE.equals(p.primary()) ? 1 : 0, Integer::sum);
        }
        primaries.forEach((area, n) -> {
            if (n != 1) out.add(new MapProblem(file, null, "sea area '" + area + "' has " + n
                    + " primary sea regions; it needs exactly one"));
        });
        return out;
    }
}
