package org.chancery.variant.europe1615.sanctions;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.variant.europe1615.E1615Setup;
import org.chancery.variant.europe1615.Politics;

/**
 * What /sanctions shows a power: its own list (nobody else's), what it still has to choose or may use, and every
 * sanction in effect or ended, with what was chosen for it.
 */
final class SanctionView {
    private SanctionView() {}

    static String of(E1615Setup setup, GameState s, String power) {
        SanctionState ss = SanctionState.read(s);
        if (ss.off()) return "Sanctions are not played in this game.";
        List<String> out = new ArrayList<>();
        if (ss.seed() == null) out.add("The sanctions are dealt when the game starts; each power gets a secret list of seven.");
        else {
            Politics pol = Politics.of(setup, s);
            List<String> mine = new ArrayList<>();
            for (Sanction x : ss.hand(power)) {
                String why = Conditions.unavailable(pol, ss, x, power);
                String tag = x == Sanction.SATELLITE_STATE && ss.satellites().containsKey(power) ? ", state " + ss.satellites().get(power) : "";
                mine.add(x.label() + " (" + x.category.label + tag + (why == null ? "" : "; not now: " + why) + ")");
            }
            out.add("Your sanctions (secret): " + (mine.isEmpty() ? "none left." : String.join("; ", mine) + "."));
            if (!mine.isEmpty()) {
                out.add("Submit one each Late Winter with your builds: allocate, then its name, such as 'allocate "
                        + ss.hand(power).get(0).title + "'. Add SUPPORT after the other confession's advantage to back it"
                        + " rather than challenge it.");
            }
        }
        List<String> active = new ArrayList<>(), ended = new ArrayList<>();
        for (SanctionState.Effect e : ss.effects()) {
            String line = e.sanction().title + " since " + e.year() + " (" + String.join(", ", e.holders()) + ")" + details(e);
            if (e.active()) {
                active.add(line);
                if (e.pending().contains(power)) {
                    out.add("Yours to " + (Choosing.deadline(e.sanction()) ? "choose by the first movement phase of " + e.year()
                            : "use once") + ": " + e.sanction().title + " (" + Choosing.what(e.sanction(), e) + "), such as '"
                            + (e.sanction() == Sanction.FORCED_MARCH ? ForcedMarch.EXAMPLE + "' with your orders" : Choices.example(e.sanction()) + "'")
                            + ".");
                }
            } else {
                ended.add(line + ": " + e.ended());
            }
        }
        out.add("In effect: " + (active.isEmpty() ? "none." : String.join("; ", active) + "."));
        if (!ended.isEmpty()) out.add("Ended: " + String.join("; ", ended) + ".");
        if (SanctionState.LATEST.equals(ss.overlap())) out.add("Overlaps: the sanction put into effect later decides.");
        return String.join("\n", out);
    }

    private static String details(SanctionState.Effect e) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, List<String>> c : e.choices().entrySet()) {
            if (e.sanction() == Sanction.TREATY_OF_LYON) {
                parts.add(c.getValue().isEmpty() ? "France permits nobody through Switzerland" : "France permits " + String.join(", ", c.getValue()));
            } else if (!c.getValue().isEmpty()) {
                parts.add(c.getKey() + ": " + String.join(", ", c.getValue()));
            }
        }
        if (!e.pending().isEmpty()) parts.add((Choosing.deadline(e.sanction()) ? "to choose: " : "unused: ") + String.join(", ", e.pending()));
        return parts.isEmpty() ? "" : " - " + String.join("; ", parts);
    }
}
