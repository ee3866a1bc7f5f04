package org.chancery.variant.europe1615;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chancery.engine.GameState;

/**
 * Europe 1615's own state, kept in the extras under {@link #KEY}: the INFs in each state by power (a captured
 * state's stay, suspended), each power's INFs for the year and what it has deployed, the provinces of units
 * with an attrition mark, who holds each province without a centre, waived captures, the scored rounds,
 * eliminated and abandoned powers, states raised in play, dormant states woken, and the end.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record E1615State(Map<String, Map<String, Integer>> influence, Map<String, Integer> budgets,
                         Map<String, Integer> spent, List<String> attrition, Map<String, String> territory,
                         Map<String, String> waivers, List<Round> rounds, List<String> eliminated,
                         List<String> abandoned, List<MinorState> raised, List<String> awake, End end) {
    public static final String KEY = "europe1615";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One scored year: every surviving power's score and the round's winner (null on a tie at the top). */
    public record Round(int year, Map<String, Integer> scores, String winner) {
        public Round {
            scores = new TreeMap<>(scores);
        }
    }

    /** How the game ended. */
    public record End(List<String> winners, boolean draw, String reason) {}

    public E1615State {
        Map<String, Map<String, Integer>> inf = new TreeMap<>();
        if (influence != null) influence.forEach((k, v) -> { if (v != null && !v.isEmpty()) inf.put(k, new TreeMap<>(v)); });
        influence = inf;
        budgets = new TreeMap<>(budgets == null ? Map.of() : budgets);
        spent = new TreeMap<>(spent == null ? Map.of() : spent);
        attrition = List.copyOf(new TreeSet<>(attrition == null ? List.of() : attrition));
        territory = new TreeMap<>(territory == null ? Map.of() : territory);
        waivers = new TreeMap<>(waivers == null ? Map.of() : waivers);
        rounds = List.copyOf(rounds == null ? List.of() : rounds);
        eliminated = List.copyOf(eliminated == null ? List.of() : eliminated);
        abandoned = List.copyOf(abandoned == null ? List.of() : abandoned);
        raised = List.copyOf(raised == null ? List.of() : raised);
        awake = List.copyOf(awake == null ? List.of() : awake);
    }

    public static E1615State empty() {
        return new E1615State(null, null, null, null, null, null, null, null, null, null, null, null);
    }

    public static E1615State read(GameState s) {
        String json = s.extras().get(KEY);
        if (json == null) return empty();
        try {
            return JSON.readValue(json, E1615State.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("bad Europe 1615 state: " + e.getOriginalMessage(), e);
        }
    }

    public GameState.Builder write(GameState.Builder b) {
        try {
            return b.extra(KEY, JSON.writeValueAsString(this));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public GameState write(GameState s) { return write(s.toBuilder()).build(); }

    /** The INFs each power holds in a state. */
    public Map<String, Integer> in(String state) { return influence.getOrDefault(state, Map.of()); }

    /** What a power has left to deploy this year. */
    public int left(String power) { return Math.max(0, budgets.getOrDefault(power, 0) - spent.getOrDefault(power, 0)); }

    public boolean marked(String province) { return attrition.contains(province); }

    public boolean isEliminated(String power) { return eliminated.contains(power); }

    /** The last scored round, or null in the first year. */
    public Round lastRound() { return rounds.isEmpty() ? null : rounds.get(rounds.size() - 1); }

    /** Rounds won by each power. */
    public Map<String, Integer> roundsWon() {
        Map<String, Integer> out = new TreeMap<>();
        for (Round r : rounds) if (r.winner() != null) out.merge(r.winner(), 1, Integer::sum);
        return out;
    }

    /** Each power's scores summed over every round. */
    public Map<String, Integer> accumulated() {
        Map<String, Integer> out = new TreeMap<>();
        for (Round r : rounds) r.scores().forEach((p, v) -> out.merge(p, v, Integer::sum));
        return out;
    }

    // ---- changed copies ----

    public E1615State withInfluence(Map<String, Map<String, Integer>> inf) {
        return new E1615State(inf, budgets, spent, attrition, territory, waivers, rounds, eliminated, abandoned, raised, awake, end);
    }

    public E1615State withYear(Map<String, Integer> newBudgets) {
        return new E1615State(influence, newBudgets, Map.of(), attrition, territory, waivers, rounds, eliminated, abandoned,
                raised, awake, end);
    }

    public E1615State withSpent(Map<String, Integer> s) {
        return new E1615State(influence, budgets, s, attrition, territory, waivers, rounds, eliminated, abandoned, raised, awake, end);
    }

    public E1615State withAttrition(List<String> a) {
        return new E1615State(influence, budgets, spent, a, territory, waivers, rounds, eliminated, abandoned, raised, awake, end);
    }

    public E1615State withTerritory(Map<String, String> t) {
        return new E1615State(influence, budgets, spent, attrition, t, waivers, rounds, eliminated, abandoned, raised, awake, end);
    }

    public E1615State withWaivers(Map<String, String> w) {
        return new E1615State(influence, budgets, spent, attrition, territory, w, rounds, eliminated, abandoned, raised, awake, end);
    }

    public E1615State withRound(Round r) {
        List<Round> rs = new ArrayList<>(rounds);
        rs.add(r);
        return new E1615State(influence, budgets, spent, attrition, territory, waivers, rs, eliminated, abandoned, raised, awake, end);
    }

    public E1615State withRounds(List<Round> rs) {
        return new E1615State(influence, budgets, spent, attrition, territory, waivers, rs, eliminated, abandoned, raised, awake, end);
    }

    public E1615State withEliminated(List<String> e) {
        return new E1615State(influence, budgets, spent, attrition, territory, waivers, rounds, e, abandoned, raised, awake, end);
    }

    public E1615State withAbandoned(List<String> a) {
        return new E1615State(influence, budgets, spent, attrition, territory, waivers, rounds, eliminated, a, raised, awake, end);
    }

    public E1615State withRaised(List<MinorState> r) {
        return new E1615State(influence, budgets, spent, attrition, territory, waivers, rounds, eliminated, abandoned, r, awake, end);
    }

    public E1615State withAwake(List<String> a) {
        return new E1615State(influence, budgets, spent, attrition, territory, waivers, rounds, eliminated, abandoned, raised, a, end);
    }

    public E1615State withEnd(End e) {
        return new E1615State(influence, budgets, spent, attrition, territory, waivers, rounds, eliminated, abandoned, raised, awake, e);
    }
}
