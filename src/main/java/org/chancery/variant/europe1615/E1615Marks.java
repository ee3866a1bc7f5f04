package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.variant.MapMarks;
import org.chancery.variant.MapMarks.Mark;
import org.chancery.variant.MapMarks.Symbol;

/**
 * Europe 1615 on the map: each power's provinces without centres tinted as its other lands, an aligned state's
 * units ringed and its lands tinted for its power, a neutral state
 * hatched (closed), an orange or blue cross for a Protestant or Catholic marker (dark grey while the state is
 * captured), a grey flag on each unit with an attrition mark, and each power's score in the last round under
 * its capital (starred for the round's winner). The states' units are drawn as neutral units.
 */
final class E1615Marks {
    static final String PROTESTANT = "#f08a24", CATHOLIC = "#2f6fd8", CAPTURED = "#4a4a4a", ATTRITION = "#8c8c8c",
            NEUTRAL = "#6b6255", VALUE = "#5b4630";

    private E1615Marks() {}

    static MapMarks of(E1615Setup setup, GameState s) {
        Politics pol = Politics.of(setup, s);
        E1615State st = pol.state();
        Map<String, List<String>> patrons = new TreeMap<>();
        List<Mark> marks = new ArrayList<>();
        for (MinorState m : pol.all()) {
            if (pol.ofPower(m.power()) != m) continue;
            String a = pol.alignedWith(m);
            if (a != null) patrons.put(m.power(), List.of(a));
            if (pol.neutral(m)) {
                marks.add(new Mark(Symbol.HATCH, List.copyOf(pol.dominion(m)), null, NEUTRAL, null, "Neutral state: closed"));
            }
            String marker = pol.marker(m);
            if (marker != null) {
                boolean prot = marker.equals(E1615Setup.PROTESTANT);
                marks.add(new Mark(Symbol.CROSS, List.of(m.capital()), null, prot ? PROTESTANT : CATHOLIC, null,
                        prot ? "Protestant marker" : "Catholic marker"));
            } else if (!m.ottoman() && !m.islamic() && pol.captured(m)
                    && (m.papal() || Influence.marker(st.in(m.key()), setup::confession) != null)) {
                marks.add(new Mark(Symbol.CROSS, List.of(m.capital()), null, CAPTURED, null, "Captured: confession unrecognised"));
            }
        }
        marks.addAll(setup.sanctions.marks(pol));
        for (String at : st.attrition()) marks.add(new Mark(Symbol.FLAG, List.of(at), null, ATTRITION, null, "Attrition mark"));
        // each centre's value, small beside it, as the rulebook's objectives map shows them
        for (Province p : s.board().provinces()) {
            if (setup.value(p) > 0) {
                marks.add(new Mark(Symbol.TAG, List.of(p.id()), null, VALUE, String.valueOf(setup.value(p)),
                        "Centre value (influence and victory points)"));
            }
        }
        E1615State.Round last = st.lastRound();
        if (last != null) {
            String key = "Score in round " + last.year() + " (\u2605 the round's winner)";
            last.scores().forEach((power, score) -> marks.add(new Mark(Symbol.TAG, List.of(capital(setup, power).id()), power,
                    null, (power.equals(last.winner()) ? "\u2605" : "") + score, key)));
        }
        // provinces without centres are held as centres are owned (Jutland is Denmark's): tinted as the holder's lands
        return new MapMarks(patrons, List.of(), marks).withHolders(st.territory());
    }

    /** Where a power's score goes: its most valuable home centre. */
    static Province capital(E1615Setup setup, String power) {
        return setup.homeCentres(power).stream().max(Comparator.comparingInt(setup::value)).orElseThrow();
    }
}
