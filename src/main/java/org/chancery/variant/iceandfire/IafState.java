package org.chancery.variant.iceandfire;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.chancery.engine.GameState;
import org.chancery.variant.ModuleState;

/**
 * Ice and Fire's own state, kept in the game state's extras under {@link #KEY} as
 * {@code {"executions":[{"by","victim","heir","phase"}],"removed":[house],"wildlingsGone":bool}}:
 * every execution (for the support ban), the Houses removed from the game, and whether a House has
 * captured Beyond the Wall (after which the wildlings never return). Immutable.
 */
public record IafState(List<Execution> executions, List<String> removed, boolean wildlingsGone) {
    public static final String KEY = "iceandfire";

    /** House {@code by} executed {@code victim}'s heir {@code heir} in {@code phase} (a code such as "F298M"). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Execution(String by, String victim, String heir, String phase) {}

    public IafState {
        executions = executions == null ? List.of() : List.copyOf(executions);
        removed = removed == null ? List.of() : List.copyOf(new TreeSet<>(removed));
    }

    public static IafState none() { return new IafState(List.of(), List.of(), false); }

    public static IafState read(GameState s) { return ModuleState.read(s, KEY, IafState.class, IafState::none); }

    public GameState.Builder write(GameState.Builder b) { return ModuleState.write(b, KEY, this); }

    public boolean isRemoved(String house) { return removed.contains(house); }

    /** Whether {@code supported}'s units may receive support from {@code supporter}'s: not after an execution. */
    public boolean supportBanned(String supporter, String supported) {
        for (Execution e : executions) if (e.by().equals(supported) && e.victim().equals(supporter)) return true;
        return false;
    }

    public IafState withExecution(Execution e) {
        List<Execution> out = new ArrayList<>(executions);
        out.add(e);
        return new IafState(out, removed, wildlingsGone);
    }

    public IafState withRemoved(String house) {
        List<String> out = new ArrayList<>(removed);
        out.add(house);
        return new IafState(executions, out, wildlingsGone);
    }

    public IafState withWildlingsGone() { return new IafState(executions, removed, true); }
}
