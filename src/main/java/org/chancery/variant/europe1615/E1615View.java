package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.variant.TextView;

/**
 * Europe 1615 in words, for the status and the board view: rounds won towards victory, each power's INFs for
 * the year, the last round's scores, and each state's status, marker and centres. Public facts only: never an
 * amount of INFs in a state, nor what a power has left to deploy.
 */
final class E1615View {
    private E1615View() {}

    static TextView of(E1615Setup setup, GameState s) {
        Politics pol = Politics.of(setup, s);
        E1615State st = pol.state();
        Map<String, Integer> won = new TreeMap<>();
        for (String p : setup.majors) if (!st.isEliminated(p)) won.put(p, st.roundsWon().getOrDefault(p, 0));
        List<String> summary = new ArrayList<>();
        summary.add("Victory at " + setup.victoryRounds + " rounds won: " + TextView.progress(won, setup.victoryRounds, 3) + ".");
        List<String> infs = new ArrayList<>();
        st.budgets().forEach((p, v) -> infs.add(p + " " + v));
        summary.add("INFs this year: " + String.join(", ", infs) + ".");
        Map<String, String> notes = new TreeMap<>();
        for (String p : st.eliminated()) notes.put(p, "eliminated");
        for (String p : st.abandoned()) notes.putIfAbsent(p, "abandoned: dissolved in Winter");
        List<TextView.Section> sections = new ArrayList<>();
        List<List<String>> rounds = new ArrayList<>();
        Map<String, Integer> total = st.accumulated();
        E1615State.Round last = st.lastRound();
        for (Map.Entry<String, Integer> e : TextView.mostFirst(won)) {
            rounds.add(List.of(e.getKey(), e.getValue() + " of " + setup.victoryRounds,
                    last == null ? "-" : String.valueOf(last.scores().getOrDefault(e.getKey(), 0)),
                    String.valueOf(total.getOrDefault(e.getKey(), 0))));
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
}
