package org.chancery.game;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.store.GameRow;

/** The public text of a phase's results, as posted after adjudication. */
public final class ResultsText {
    private ResultsText() {}

    public static String format(GameRow g, GameState before, GameState next, List<ResultLine> lines,
                                List<String> notes, List<String> eliminated, GameRow after) {
        StringBuilder b = new StringBuilder();
        b.append("Game #").append(g.id()).append(": results of ").append(before.phase().displayName()).append('\n');
        Map<String, StringBuilder> byPower = new TreeMap<>();
        for (ResultLine l : lines) {
            byPower.computeIfAbsent(l.power(), k -> new StringBuilder()).append("\n  ").append(l.describe());
        }
        byPower.forEach((power, text) -> b.append(power).append(':').append(text).append('\n'));
        if (lines.isEmpty()) b.append("(no orders)\n");
        for (String n : notes) b.append(n).append('\n');
        for (String p : eliminated) b.append(p).append(" is eliminated.\n");
        Map<String, Integer> was = before.centreCounts();
        Map<String, Integer> now = next.centreCounts();
        if (!was.equals(now)) {
            b.append(Rulebook.of(g.variant()).rules().centresName()).append(':');
            for (Map.Entry<String, Integer> e : now.entrySet()) {
                b.append(' ').append(e.getKey()).append(' ').append(e.getValue());
            }
            b.append('\n');
        }
        if (after.outcome() != null) b.append("Game over: ").append(after.outcome());
        else b.append("Next: ").append(next.phase().displayName());
        return b.toString().strip();
    }
}
