package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.variant.MapMarks;

/**
 * Europe 1615 on the map: an aligned state in a pale tint of its power, a neutral state hatched (closed), an
 * orange or blue cross for a Protestant or Catholic marker (dark grey while the state is captured), a grey flag
 * on each unit with an attrition mark, the last round's scores under the legend, and the legend listing the
 * five powers and the Ottomans.
 */
final class E1615Marks {
    static final String PROTESTANT = "#f08a24", CATHOLIC = "#2f6fd8", CAPTURED = "#4a4a4a", ATTRITION = "#8c8c8c";

    private E1615Marks() {}

    static MapMarks of(E1615Setup setup, GameState s) {
        Politics pol = Politics.of(setup, s);
        E1615State st = pol.state();
        Map<String, List<String>> patrons = new TreeMap<>();
        List<String> closed = new ArrayList<>();
        List<MapMarks.Tag> tags = new ArrayList<>();
        for (MinorState m : pol.all()) {
            if (pol.ofPower(m.power()) != m) continue;
            String a = pol.alignedWith(m);
            if (a != null) patrons.put(m.power(), List.of(a));
            if (pol.neutral(m)) closed.addAll(pol.dominion(m));
            String marker = pol.marker(m);
            if (marker != null) {
                tags.add(new MapMarks.Tag(m.capital(), MapMarks.Shape.CROSS,
                        marker.equals(E1615Setup.PROTESTANT) ? PROTESTANT : CATHOLIC, marker + " marker"));
            } else if (!m.ottoman() && pol.captured(m) && !m.islamic()
                    && (m.papal() || Influence.marker(st.in(m.key()), setup::confession) != null)) {
                tags.add(new MapMarks.Tag(m.capital(), MapMarks.Shape.CROSS, CAPTURED, "unrecognised confession (captured)"));
            }
        }
        tags.addAll(setup.sanctions.tags(pol));
        for (String at : st.attrition()) tags.add(new MapMarks.Tag(at, MapMarks.Shape.FLAG, ATTRITION, "attrition mark"));
        List<String> lines = new ArrayList<>();
        E1615State.Round last = st.lastRound();
        if (last != null) lines.add(Reports.round(last, st.roundsWon()));
        List<String> legend = new ArrayList<>(setup.majors);
        legend.add(setup.ottomans().power());
        return new MapMarks(patrons, List.of(), st.territory(), closed, tags, lines, legend);
    }
}
