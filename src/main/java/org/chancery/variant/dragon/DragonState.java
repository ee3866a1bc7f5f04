package org.chancery.variant.dragon;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicReference;
import org.chancery.engine.GameState;
import org.chancery.variant.ModuleState;

/**
 * Order of the Dragon's own state, kept in the extras under {@link #KEY}: the minor and thrall powers
 * (a thrall is a minor with a controller), the vassals, vassal marriages waiting for the Census,
 * eliminated and dropped players, the cycle cap, and the end of the game once the Census declares it.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DragonState(Map<String, Neutral> neutrals, Map<String, Vassal> vassals, List<PendingVassal> pending,
                          List<String> eliminated, List<String> dropped, int cycleCap, End end) {
    public static final String KEY = "dragon";

    /** A minor power holding one centre; a thrall when {@code controller} is set. */
    public record Neutral(String centre, String controller) {
        @com.fasterxml.jackson.annotation.JsonIgnore
        public boolean isThrall() { return controller != null; }
    }

    /** A vassal power, its capital, and its dowry giver and receiver. */
    public record Vassal(String capital, String giver, String receiver) {
        public List<String> controllers() { return List.of(giver, receiver); }
    }

    /** Two majors' heirs who married in Autumn: the vassal is created at the Census if all still holds. */
    public record PendingVassal(String giverHeir, String receiverHeir, String giver, String receiver, String at) {}

    /** How the game ended, as the Census found it. */
    public record End(List<String> winners, boolean draw, String reason) {}

    public DragonState {
        neutrals = Collections.unmodifiableMap(new TreeMap<>(neutrals == null ? Map.of() : neutrals));
        vassals = Collections.unmodifiableMap(new TreeMap<>(vassals == null ? Map.of() : vassals));
        pending = List.copyOf(pending == null ? List.of() : pending);
        eliminated = List.copyOf(eliminated == null ? List.of() : eliminated);
        dropped = List.copyOf(dropped == null ? List.of() : dropped);
    }

    /** The last state read and its text: a phase's checks read the same state many times (a build's every site). */
    private record Parsed(String json, DragonState state) {}

    private static final AtomicReference<Parsed> LAST = new AtomicReference<>();

    public static DragonState read(GameState s) {
        String json = s.extras().get(KEY);
        if (json == null) return new DragonState(null, null, null, null, null, 0, null);
        Parsed last = LAST.get();
        if (last != null && last.json().equals(json)) return last.state();
        DragonState d = ModuleState.parse(KEY, json, DragonState.class);
        LAST.set(new Parsed(json, d));
        return d;
    }

    public GameState.Builder write(GameState.Builder b) { return ModuleState.write(b, KEY, this); }

    public boolean isNeutral(String power) { return neutrals.containsKey(power); }

    public boolean isThrall(String power) { return neutrals.containsKey(power) && neutrals.get(power).isThrall(); }

    public boolean isMinor(String power) { return neutrals.containsKey(power) && !neutrals.get(power).isThrall(); }

    public boolean isVassal(String power) { return vassals.containsKey(power); }

    /** Powers no player owns, whose units take orders from allocations. */
    public boolean isBiddable(String power) { return isNeutral(power) || isVassal(power); }

    /** The minor or thrall power whose centre this is, if any. */
    public String neutralAt(String centre) {
        for (Map.Entry<String, Neutral> e : neutrals.entrySet()) if (e.getValue().centre().equals(centre)) return e.getKey();
        return null;
    }

    public List<String> thrallsOf(String major) {
        List<String> out = new ArrayList<>();
        neutrals.forEach((name, n) -> { if (major.equals(n.controller())) out.add(name); });
        return out;
    }

    /** The vassals a major controls (as giver or receiver). */
    public List<String> vassalsOf(String major) {
        List<String> out = new ArrayList<>();
        vassals.forEach((name, v) -> { if (v.controllers().contains(major)) out.add(name); });
        return out;
    }

    /** A vassal's controllers still in the game. */
    public List<String> liveControllers(String vassal) {
        List<String> out = new ArrayList<>();
        Vassal v = vassals.get(vassal);
        if (v != null) for (String c : v.controllers()) if (!eliminated.contains(c)) out.add(c);
        return out;
    }

    public DragonState withNeutral(String name, Neutral n) {
        Map<String, Neutral> m = new TreeMap<>(neutrals);
        if (n == null) m.remove(name); else m.put(name, n);
        return new DragonState(m, vassals, pending, eliminated, dropped, cycleCap, end);
    }

    public DragonState withVassal(String name, Vassal v) {
        Map<String, Vassal> m = new TreeMap<>(vassals);
        if (v == null) m.remove(name); else m.put(name, v);
        return new DragonState(neutrals, m, pending, eliminated, dropped, cycleCap, end);
    }

    public DragonState withPending(List<PendingVassal> p) {
        return new DragonState(neutrals, vassals, p, eliminated, dropped, cycleCap, end);
    }

    public DragonState withEliminated(String power) {
        Set<String> e = new TreeSet<>(eliminated);
        e.add(power);
        List<String> d = new ArrayList<>(dropped);
        d.remove(power);
        return new DragonState(neutrals, vassals, pending, List.copyOf(e), d, cycleCap, end);
    }

    public DragonState withDropped(String power) {
        Set<String> d = new TreeSet<>(dropped);
        d.add(power);
        return new DragonState(neutrals, vassals, pending, eliminated, List.copyOf(d), cycleCap, end);
    }

    public DragonState withCycleCap(int cap) {
        return new DragonState(neutrals, vassals, pending, eliminated, dropped, cap, end);
    }

    public DragonState withEnd(End e) {
        return new DragonState(neutrals, vassals, pending, eliminated, dropped, cycleCap, e);
    }
}
