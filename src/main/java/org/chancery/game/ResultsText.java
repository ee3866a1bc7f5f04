package org.chancery.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.store.GameRow;
import org.chancery.variant.Ruleset;

/** The public text of a phase's results, as posted after adjudication. */
public final class ResultsText {
    /** What a phase's results posted again by the GM ({@code game repost}) start with. */
    public static final String REPOSTED = "Posted again by the GM: ";

    private ResultsText() {}

    public static String format(GameRow g, GameState before, GameState next, List<ResultLine> lines,
                                List<String> notes, List<String> eliminated, GameRow after) {
        StringBuilder b = new StringBuilder();
        b.append("Game #").append(g.id()).append(": results of ").append(before.phase().displayName()).append('\n');
        Ruleset rules = Rulebook.of(g.variant()).rules();
        List<String> players = rules.playablePowers();
        // the players' powers first, then the others; the plain holds of powers no player plays share one line
        Map<String, StringBuilder> byPower = new TreeMap<>(), others = new TreeMap<>();
        List<String> held = new ArrayList<>();
        for (ResultLine l : lines) {
            boolean player = players.contains(l.power());
            if (!player && l.succeeded() && l.reason() == null && !l.missed() && l.order().endsWith(" H")) {
                held.add(l.power() + " " + l.order().substring(0, l.order().length() - 2));
                continue;
            }
            (player ? byPower : others).computeIfAbsent(l.power(), k -> new StringBuilder()).append("\n  ").append(l.describe());
        }
        byPower.forEach((power, text) -> b.append(power).append(':').append(text).append('\n'));
        others.forEach((power, text) -> b.append(power).append(':').append(text).append('\n'));
        if (!held.isEmpty()) b.append("Held, units of powers no player plays: ").append(String.join(", ", held)).append(".\n");
        if (lines.isEmpty()) b.append("(no orders)\n");
        for (String n : notes) b.append(n).append('\n');
        for (String p : eliminated) b.append(p).append(" is eliminated.\n");
        String changed = changedHands(before, next);
        if (changed != null) b.append(rules.centresName()).append(" that changed hands: ").append(changed).append('\n');
        if (after.outcome() != null) b.append("Game over: ").append(after.outcome());
        else b.append("Next: ").append(next.phase().displayName());
        return b.toString().strip();
    }

    /** "Trieste to Italy (was Austria's); Vienna to Hungary (was unowned). Now: Austria 2, Hungary 5, Italy 4."; null if none. */
    static String changedHands(GameState before, GameState next) {
        List<String> moves = new ArrayList<>();
        Set<String> involved = new TreeSet<>();
        for (Province p : next.board().provinces()) {
            if (!p.isSupplyCenter()) continue;
            String was = before.ownerOf(p), now = next.ownerOf(p);
            if (Objects.equals(was, now)) continue;
            moves.add(p.name() + " to " + (now == null ? "nobody" : now) + " (was " + (was == null ? "unowned" : was + "'s") + ")");
            if (was != null) involved.add(was);
            if (now != null) involved.add(now);
        }
        if (moves.isEmpty()) return null;
        Map<String, Integer> counts = next.centreCounts();
        List<String> now = new ArrayList<>();
        for (String p : involved) now.add(p + " " + counts.getOrDefault(p, 0));
        return String.join("; ", moves) + ". Now: " + String.join(", ", now) + ".";
    }
}
