package org.chancery.variant.europe1615.sanctions;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;

/**
 * The sanctions of one game, kept in the extras under {@link #KEY}: whether they are played ({@code off} when
 * the GM turned them off), the deal (its seed, each power's seven, the state listed with each Satellite card),
 * each power's list as it stands, the sanctions put into effect, and the GM's overlap rule.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record SanctionState(boolean off, Long seed, Long fixedSeed, Map<String, List<Sanction>> dealt,
                            Map<String, List<Sanction>> hands, Map<String, String> satellites, List<Effect> effects,
                            String overlap) {
    public static final String KEY = "sanctions";
    /** The overlap rules the GM may choose: every bar applies, or the later sanction decides. */
    public static final String STRICT = "strict", LATEST = "latest";
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * A sanction put into effect in {@code year}: the powers whose submissions carried it, the choices made for
     * it by power (states, centres, a sanction, permitted powers), who still has a choice or a one-time action
     * to make, the phase a pending choice is due by, and why it ended (null while in effect).
     */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record Effect(Sanction sanction, int year, List<String> holders, Map<String, List<String>> choices,
                         List<String> pending, String due, String ended) {
        public Effect {
            holders = List.copyOf(holders == null ? List.of() : holders);
            Map<String, List<String>> c = new TreeMap<>();
            if (choices != null) choices.forEach((k, v) -> c.put(k, List.copyOf(v)));
            choices = Collections.unmodifiableMap(c);
            pending = List.copyOf(pending == null ? List.of() : pending);
        }

        @JsonIgnore
        public boolean active() { return ended == null; }

        /** Everything chosen for it, by anyone. */
        public List<String> chosen() {
            List<String> out = new ArrayList<>();
            choices.values().forEach(out::addAll);
            return out;
        }

        public Effect withChoice(String power, List<String> choice) {
            Map<String, List<String>> c = new TreeMap<>(choices);
            c.put(power, choice);
            List<String> p = new ArrayList<>(pending);
            p.remove(power);
            return new Effect(sanction, year, holders, c, p, p.isEmpty() ? null : due, ended);
        }

        public Effect withPending(List<String> p, String newDue) {
            return new Effect(sanction, year, holders, choices, p, p.isEmpty() ? null : newDue, ended);
        }

        public Effect withChoices(Map<String, List<String>> c) { return new Effect(sanction, year, holders, c, pending, due, ended); }

        public Effect end(String why) { return new Effect(sanction, year, holders, choices, List.of(), null, why); }
    }

    public SanctionState {
        dealt = copy(dealt);
        hands = copy(hands);
        satellites = Collections.unmodifiableMap(new TreeMap<>(satellites == null ? Map.of() : satellites));
        effects = List.copyOf(effects == null ? List.of() : effects);
        overlap = overlap == null ? STRICT : overlap;
    }

    private static Map<String, List<Sanction>> copy(Map<String, List<Sanction>> m) {
        Map<String, List<Sanction>> out = new TreeMap<>();
        if (m != null) m.forEach((k, v) -> out.put(k, List.copyOf(v)));
        return Collections.unmodifiableMap(out);
    }

    public static SanctionState initial() { return new SanctionState(false, null, null, null, null, null, null, null); }

    /** The last state read, by its text: adjudication asks for it many times a phase. */
    private record Parsed(String json, SanctionState state) {}

    private static volatile Parsed last = new Parsed("", null);

    /** The game's sanctions; a game without any record plays none (a position from before they existed). */
    public static SanctionState read(GameState s) {
        String json = s.extras().get(KEY);
        if (json == null) return new SanctionState(true, null, null, null, null, null, null, null);
        Parsed p = last;
        if (p.json().equals(json)) return p.state();
        try {
            SanctionState st = JSON.readValue(json, SanctionState.class);
            last = new Parsed(json, st);
            return st;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("bad sanctions state: " + e.getOriginalMessage(), e);
        }
    }

    public GameState write(GameState s) {
        try {
            return s.toBuilder().extra(KEY, JSON.writeValueAsString(this)).build();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether the sanctions are played and dealt: some power still has a list. */
    @JsonIgnore
    public boolean live() {
        if (off) return false;
        for (List<Sanction> h : hands.values()) if (!h.isEmpty()) return true;
        return false;
    }

    public List<Sanction> hand(String power) { return hands.getOrDefault(power, List.of()); }

    /** The sanctions in effect, in the order they came into effect. */
    public List<Effect> active() {
        List<Effect> out = new ArrayList<>();
        for (Effect e : effects) if (e.active()) out.add(e);
        return out;
    }

    /** The sanction in effect, or null. */
    public Effect active(Sanction s) {
        for (Effect e : effects) if (e.active() && e.sanction() == s) return e;
        return null;
    }

    public boolean inEffect(Sanction s) { return active(s) != null; }

    // ---- changed copies ----

    public SanctionState withOff(boolean o) { return new SanctionState(o, seed, fixedSeed, dealt, hands, satellites, effects, overlap); }

    public SanctionState withFixedSeed(Long f) { return new SanctionState(off, seed, f, dealt, hands, satellites, effects, overlap); }

    public SanctionState withDeal(long sd, Map<String, List<Sanction>> d, Map<String, String> sats) {
        return new SanctionState(off, sd, fixedSeed, d, d, sats, effects, overlap);
    }

    public SanctionState withHands(Map<String, List<Sanction>> h) {
        return new SanctionState(off, seed, fixedSeed, dealt, h, satellites, effects, overlap);
    }

    public SanctionState withEffects(List<Effect> e) { return new SanctionState(off, seed, fixedSeed, dealt, hands, satellites, e, overlap); }

    public SanctionState withOverlap(String o) { return new SanctionState(off, seed, fixedSeed, dealt, hands, satellites, effects, o); }

    /** A copy with one effect replaced (matched by identity in the list). */
    public SanctionState replace(Effect old, Effect now) {
        List<Effect> out = new ArrayList<>(effects);
        out.set(out.indexOf(old), now);
        return withEffects(out);
    }

    public SanctionState add(Effect e) {
        List<Effect> out = new ArrayList<>(effects);
        out.add(e);
        return withEffects(out);
    }

    /** A copy with sanctions taken out of some lists. */
    public SanctionState remove(Map<String, List<Sanction>> gone) {
        Map<String, List<Sanction>> h = new TreeMap<>();
        hands.forEach((p, list) -> {
            List<Sanction> keep = new ArrayList<>(list);
            keep.removeAll(gone.getOrDefault(p, List.of()));
            h.put(p, keep);
        });
        return withHands(h);
    }
}
