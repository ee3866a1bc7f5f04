package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.variant.TextView;

/**
 * Europe 1615 in words, for the status and the board view: every power's rounds won towards victory, each
 * power's INFs for the year, the units carrying an attrition mark, the last round's scores, and each state's
 * status, marker and centres. Public facts only: never an
 * amount of INFs in a state, nor what a power has left to deploy.
 */
final class E1615View {
    private E1615View() {}

    static TextView of(E1615Setup setup, GameState s) {
        Politics pol = Politics.of(setup, s);
        E1615State st = pol.state();
        Map<String, Integer> won = new TreeMap<>();
        for (String p : setup.majors) if (!st.isEliminated(p)) won.put(p, st.roundsWon().getOrDefault(p, 0));
        Map<String, Integer> total = st.accumulated();
        List<String> race = new ArrayList<>(won.keySet());
        race.sort(java.util.Comparator.<String>comparingInt(p -> -won.get(p))
                .thenComparingInt(p -> -total.getOrDefault(p, 0)).thenComparing(p -> p));
        List<String> progress = new ArrayList<>();
        for (String p : race) progress.add(p + " " + won.get(p));
        List<String> summary = new ArrayList<>();
        summary.add("Victory at " + setup.victoryRounds + " rounds won: " + String.join(", ", progress)
                + " (ties by the score over all rounds, then by name).");
        List<String> infs = new ArrayList<>();
        st.budgets().forEach((p, v) -> infs.add(p + " " + v));
        summary.add("INFs this year: " + String.join(", ", infs) + ".");
        String marks = marks(s, st);
        if (marks != null) summary.add(marks);
        Map<String, String> notes = new TreeMap<>();
        for (String p : st.eliminated()) notes.put(p, "eliminated");
        for (String p : st.abandoned()) notes.putIfAbsent(p, "abandoned: dissolved in Winter");
        List<TextView.Section> sections = new ArrayList<>();
        List<List<String>> rounds = new ArrayList<>();
        E1615State.Round last = st.lastRound();
        for (String p : race) {
            rounds.add(List.of(p, won.get(p) + " of " + setup.victoryRounds,
                    last == null ? "-" : String.valueOf(last.scores().getOrDefault(p, 0)),
                    String.valueOf(total.getOrDefault(p, 0))));
        }
        sections.add(new TextView.Section("Rounds" + (last == null ? "" : " (last: " + last.year() + ", won by "
                + (last.winner() == null ? "nobody" : last.winner()) + ")"),
                List.of("Power", "Rounds won", "Last round", "All rounds"), rounds));
        List<List<String>> states = new ArrayList<>();
        for (MinorState m : pol.all()) {
            if (m.ottoman() || pol.ofPower(m.power()) != m) continue;
            Influence.Status x = pol.status(m);
            String marker = pol.marker(m);
            List<String> centres = new ArrayList<>();
            for (Province c : pol.centres(m)) centres.add(c.name() + " " + setup.value(c));
            states.add(List.of(m.key() + " " + m.power(), x == null ? "captured by " + pol.holder(setup.province(m.capital())) : x.describe(),
                    marker == null ? "-" : marker, centres.isEmpty() ? "-" : String.join(", ", centres)));
        }
        sections.add(new TextView.Section("The states", List.of("State", "Status", "Marker", "Centres (value)"), states));
        return new TextView(summary, notes, sections);
    }

    /** "Attrition marks: A boh (Austria), A sax (Saxony)."; null when no unit carries one. */
    static String marks(GameState s, E1615State st) {
        List<String> out = new ArrayList<>();
        for (String at : st.attrition()) {
            var u = s.unitAt(s.board().find(at).orElseThrow());
            if (u != null) out.add(u.shortName() + " (" + u.power() + ")");
        }
        return out.isEmpty() ? null : "Attrition marks: " + String.join(", ", out) + ".";
    }
}
