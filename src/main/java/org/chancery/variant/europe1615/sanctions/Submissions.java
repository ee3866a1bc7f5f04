package org.chancery.variant.europe1615.sanctions;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chancery.variant.Allocations;
import org.chancery.variant.europe1615.Politics;

/**
 * A power's Late Winter submission: one sanction from its own list, by name ("Embargo on Spain", "Saxon interv.")
 * or number ("[28]"), with SUPPORT after another confession's advantage to back it rather than challenge it.
 */
final class Submissions {
    private Submissions() {}

    /** The submission a line makes; throws {@link Choices.Refused} with the answer when it is wrong. */
    static Selection.Submitted read(Politics pol, SanctionState ss, String power, String line) {
        String text = line.strip();
        boolean support = false;
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.endsWith(" support")) {
            support = true;
            text = text.substring(0, text.length() - " support".length()).strip();
        }
        List<Sanction> hand = ss.hand(power);
        Sanction s = Sanction.find(text);
        if (s == null) {
            List<String> mine = new ArrayList<>();
            for (Sanction c : Sanction.candidates(text)) if (hand.contains(c)) mine.add(c.title);
            if (mine.size() == 1) s = Sanction.fromJson(mine.get(0));
            else throw new Choices.Refused("'" + text + "' is not a sanction on your list; your list: " + titles(hand));
        }
        if (!hand.contains(s)) throw new Choices.Refused(s.title + " is not on your list; your list: " + titles(hand));
        String why = Conditions.unavailable(pol, ss, s, power);
        if (why != null) throw new Choices.Refused(s.title + " cannot come into effect now: " + why + "; submit another");
        if (support) {
            String c = s.confession();
            if (c == null) throw new Choices.Refused("SUPPORT goes only with an advantage of the other confession");
            if (c.equals(pol.setup().confession(power))) {
                throw new Choices.Refused(s.title + " is your own confession's advantage: submit it without SUPPORT");
            }
        }
        return new Selection.Submitted(power, s, support);
    }

    static String text(Selection.Submitted x) { return x.sanction().title + (x.support() ? " SUPPORT" : ""); }

    static String titles(List<Sanction> hand) {
        List<String> out = new ArrayList<>();
        for (Sanction s : hand) out.add(s.title);
        return out.isEmpty() ? "none left" : String.join(", ", out);
    }

    /** The whole submission checked: at most one line. */
    static Allocations.Check check(Politics pol, SanctionState ss, String power, List<String> lines) {
        List<String> given = new ArrayList<>();
        for (String l : lines) if (l != null && !l.isBlank()) given.add(l.strip());
        List<String> errors = new ArrayList<>();
        if (!ss.live()) errors.add("no sanctions are played in this game");
        else if (ss.hand(power).isEmpty()) errors.add("you have no sanctions left to submit");
        else if (given.size() > 1) errors.add("submit one sanction a year; you gave " + given.size());
        if (!errors.isEmpty()) return new Allocations.Check(List.of(), errors, List.of(), 0);
        List<String> accepted = new ArrayList<>();
        for (String l : given) {
            try {
                accepted.add(text(read(pol, ss, power, l)));
            } catch (Choices.Refused r) {
                errors.add(l + ": " + r.getMessage());
            }
        }
        return new Allocations.Check(accepted, errors, List.of(), 0);
    }
}
