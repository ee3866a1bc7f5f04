package org.chancery.variant.heirs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.chancery.engine.GameState;

/**
 * Every living heir, and the years in which each power built (promoted) one. Immutable; kept in the
 * game state's extras under {@link #KEY} as {@code {"heirs":[{id,power,at,spouse}],"built":{power:[year]}}}.
 */
public final class Heirs {
    public static final String KEY = "heirs";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final List<Heir> heirs;
    private final Map<String, List<Integer>> built;

    public Heirs(List<Heir> heirs, Map<String, List<Integer>> built) {
        this.heirs = List.copyOf(heirs);
        Map<String, List<Integer>> b = new TreeMap<>();
        if (built != null) built.forEach((k, v) -> b.put(k, List.copyOf(v)));
        this.built = b;
    }

    public static Heirs none() { return new Heirs(List.of(), Map.of()); }

    /** The heirs in a position (none when the variant keeps no heirs there). */
    public static Heirs read(GameState s) {
        String json = s.extras().get(KEY);
        if (json == null) return none();
        try {
            Doc d = JSON.readValue(json, Doc.class);
            return new Heirs(d.heirs() == null ? List.of() : d.heirs(), d.built());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("bad heirs state: " + e.getOriginalMessage(), e);
        }
    }

    /** Stores these heirs in the builder's extras. */
    public GameState.Builder write(GameState.Builder b) { return b.extra(KEY, toJson()); }

    public String toJson() {
        try {
            return JSON.writeValueAsString(new Doc(heirs, built));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The JSON document. */
    record Doc(List<Heir> heirs, Map<String, List<Integer>> built) {}

    public List<Heir> all() { return heirs; }

    public Optional<Heir> byId(String id) {
        for (Heir h : heirs) if (h.id().equals(id)) return Optional.of(h);
        return Optional.empty();
    }

    public List<Heir> of(String power) {
        List<Heir> out = new ArrayList<>();
        for (Heir h : heirs) if (h.power().equals(power)) out.add(h);
        return out;
    }

    public List<Heir> at(String provinceId) {
        List<Heir> out = new ArrayList<>();
        for (Heir h : heirs) if (h.at().equals(provinceId)) out.add(h);
        return out;
    }

    public List<Heir> unmarried(String power) {
        List<Heir> out = new ArrayList<>();
        for (Heir h : of(power)) if (!h.married()) out.add(h);
        return out;
    }

    public boolean hasLiving(String power) { return !of(power).isEmpty(); }

    /** Adds the heir, or replaces the heir with the same id. */
    public Heirs with(Heir heir) {
        List<Heir> out = new ArrayList<>();
        boolean replaced = false;
        for (Heir h : heirs) {
            if (h.id().equals(heir.id())) {
                out.add(heir);
                replaced = true;
            } else {
                out.add(h);
            }
        }
        if (!replaced) out.add(heir);
        return new Heirs(out, built);
    }

    public Heirs without(Collection<Heir> gone) {
        List<Heir> out = new ArrayList<>(heirs);
        out.removeIf(h -> gone.stream().anyMatch(g -> g.id().equals(h.id())));
        return new Heirs(out, built);
    }

    /** The heirs living at any of these provinces (such as centres that were captured). */
    public List<Heir> atAny(Collection<String> provinceIds) {
        List<Heir> out = new ArrayList<>();
        for (Heir h : heirs) if (provinceIds.contains(h.at())) out.add(h);
        return out;
    }

    /** A fresh heir id for the power: its name, then "name 2", "name 3"... */
    public String nextId(String power) {
        if (byId(power).isEmpty()) return power;
        for (int i = 2; ; i++) {
            String id = power + " " + i;
            if (byId(id).isEmpty()) return id;
        }
    }

    /** Records that the power built an heir in this year. */
    public Heirs withBuilt(String power, int year) {
        Map<String, List<Integer>> b = new TreeMap<>(built);
        List<Integer> years = new ArrayList<>(b.getOrDefault(power, List.of()));
        years.add(year);
        b.put(power, years);
        return new Heirs(heirs, b);
    }

    /** The years in which the power built an heir. */
    public List<Integer> built(String power) { return built.getOrDefault(power, List.of()); }

    public Map<String, List<Integer>> built() { return built; }

    /** The heirs as map marks. */
    public List<org.chancery.variant.MapMarks.HeirMark> marks() {
        List<org.chancery.variant.MapMarks.HeirMark> out = new java.util.ArrayList<>();
        for (Heir h : heirs) out.add(new org.chancery.variant.MapMarks.HeirMark(h.power(), h.at(), h.married()));
        return out;
    }
}
