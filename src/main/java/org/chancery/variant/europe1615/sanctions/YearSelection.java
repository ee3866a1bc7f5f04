package org.chancery.variant.europe1615.sanctions;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Phase;
import org.chancery.engine.PhaseType;
import org.chancery.variant.europe1615.E1615Setup;
import org.chancery.variant.europe1615.E1615State;
import org.chancery.variant.europe1615.Politics;

/**
 * The Late Winter selection, after scoring: the submissions are read and published, the rulebook's selection
 * puts sanctions into effect for the coming year, the choosers are told by private note, and the lists lose what
 * went into effect and what was spent in successful challenges.
 */
final class YearSelection {
    private final E1615Setup setup;

    YearSelection(E1615Setup setup) { this.setup = setup; }

    GameState select(GameState s, Map<String, List<String>> submissions, List<String> notes, Map<String, List<String>> secret) {
        SanctionState ss = SanctionState.read(s);
        if (!ss.live()) return s;
        Politics pol = Politics.of(setup, s);
        List<Selection.Submitted> given = new ArrayList<>();
        List<String> published = new ArrayList<>();
        for (String p : setup.majors()) {
            if (pol.state().isEliminated(p) || ss.hand(p).isEmpty()) continue;
            Selection.Submitted x = null;
            for (String line : submissions.getOrDefault(p, List.of())) {
                if (line.isBlank()) continue;
                try {
                    x = Submissions.read(pol, ss, p, line);
                } catch (Choices.Refused r) {
                    note(secret, p, "Your sanction submission '" + line + "' did not count: " + r.getMessage() + ".");
                }
            }
            if (x != null) given.add(x);
            published.add(p + ": " + (x == null ? "none" : Submissions.text(x)));
        }
        int year = s.phase().year() + 1;
        if (!published.isEmpty()) notes.add("Sanctions submitted for " + year + ": " + String.join("; ", published) + ".");
        Selection.Result r = Selection.select(given, setup::confession);
        notes.addAll(r.notes());
        Map<String, List<Sanction>> gone = new TreeMap<>(r.lost());
        List<String> effects = new ArrayList<>();
        String spring = firstMovement(s.phase()).displayName();
        for (Selection.Chosen c : r.inEffect()) {
            SanctionState.Effect e = start(pol, ss, c, year);
            ss = ss.add(e);
            s = ss.write(removeInfluence(s, c.sanction(), notes));
            pol = Politics.of(setup, s);
            for (String p : setup.majors()) gone.computeIfAbsent(p, k -> new ArrayList<>()).add(c.sanction());
            effects.add(c.sanction().title + " (" + String.join(", ", c.holders()) + ")");
            for (String p : e.pending()) note(secret, p, prompt(e, p, spring));
        }
        notes.add(effects.isEmpty() ? "No sanction comes into effect for " + year + "."
                : "In effect from " + year + ": " + String.join("; ", effects) + ".");
        SanctionState before = ss;
        ss = ss.remove(gone);
        for (String p : setup.majors()) {
            if (!pol.state().isEliminated(p) && !before.hand(p).isEmpty()) {
                note(secret, p, "Your sanctions now: " + Submissions.titles(ss.hand(p)) + ".");
            }
        }
        return ss.write(s);
    }

    /** The Union removes every Catholic INF from its states, the League every Protestant one from its own. */
    private GameState removeInfluence(GameState s, Sanction sanction, List<String> notes) {
        List<String> states = sanction == Sanction.PROTESTANT_UNION ? Places.UNION
                : sanction == Sanction.CATHOLIC_LEAGUE ? Places.LEAGUE : List.of();
        if (states.isEmpty()) return s;
        String other = sanction == Sanction.PROTESTANT_UNION ? E1615Setup.CATHOLIC : E1615Setup.PROTESTANT;
        E1615State st = E1615State.read(s);
        Map<String, Map<String, Integer>> inf = new TreeMap<>();
        st.influence().forEach((k, v) -> {
            Map<String, Integer> keep = new TreeMap<>(v);
            if (states.contains(k)) keep.keySet().removeIf(p -> other.equals(setup.confession(p)));
            inf.put(k, keep);
        });
        String who = other.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + other.substring(1);
        notes.add(sanction.title + ": every " + who + " INF is removed from " + String.join(", ", states) + ".");
        return st.withInfluence(inf).write(s);
    }

    /** A sanction into effect: who chooses for it, and by when. */
    private SanctionState.Effect start(Politics pol, SanctionState ss, Selection.Chosen c, int year) {
        Sanction s = c.sanction();
        List<String> holders = c.holders();
        Map<String, List<String>> choices = new TreeMap<>();
        List<String> pending = new ArrayList<>();
        switch (s) {
            case EMBARGO_ON_SPAIN, EMBARGO_ON_AUSTRIA, EMBARGO_ON_FRANCE, EMBARGO_ON_DENMARK, EMBARGO_ON_ENGLAND,
                 CANCELLATION_OPTION, BRIBE_A_UNIT -> pending.add(chooser(pol, holders, null));
            case ECCLESIASTICAL_RESERVATION -> pending.add(chooser(pol, holders, E1615Setup.CATHOLIC));
            case STRONGHOLD_I, STRONGHOLD_II, STRONGHOLD_III, LEVY_AN_ARMY, FORCED_MARCH, RELIEVE_ATTRITION -> pending.addAll(holders);
            case SATELLITE_STATE -> holders.forEach(h -> choices.put(h, List.of(ss.satellites().get(h))));
            case TREATY_OF_LYON -> choices.put("France", List.of());
            default -> { }
        }
        String due = Choosing.deadline(s) ? firstMovement(pol.position().phase()).code() : null;
        return new SanctionState.Effect(s, year, holders, choices, pending, pending.isEmpty() ? null : due, null);
    }

    /** The holder with the most influence decides (of the confession when one is named and holds it). */
    static String chooser(Politics pol, List<String> holders, String confession) {
        for (String p : pol.byInfluence()) {
            if (holders.contains(p) && (confession == null || confession.equals(pol.setup().confession(p)))) return p;
        }
        for (String p : pol.byInfluence()) if (holders.contains(p)) return p;
        return holders.get(0);
    }

    private Phase firstMovement(Phase from) {
        Phase p = setup.variant().calendar().next(from);
        while (p.type() != PhaseType.MOVEMENT) p = setup.variant().calendar().next(p);
        return p;
    }

    private static String prompt(SanctionState.Effect e, String power, String spring) {
        Sanction s = e.sanction();
        if (s == Sanction.FORCED_MARCH) {
            return "Forced march is in effect and yours to use once, in any movement phase, with your orders, such as '"
                    + ForcedMarch.EXAMPLE + "'.";
        }
        String how = " Send it by DM or with /allocate as a line of your allocations, such as '" + Choices.example(s) + "'";
        if (!Choosing.deadline(s)) return s.title + " is in effect and yours to use once, in any movement phase." + how + ".";
        return s.title + " is in effect and you choose " + Choosing.what(s, e) + "." + how + ", with your " + spring
                + " INFs, by that phase's deadline; without a choice it lapses.";
    }

    static void note(Map<String, List<String>> secret, String power, String text) {
        secret.computeIfAbsent(power, k -> new ArrayList<>()).add(text);
    }
}
