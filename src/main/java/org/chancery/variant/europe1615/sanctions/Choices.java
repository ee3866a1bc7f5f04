package org.chancery.variant.europe1615.sanctions;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Unit;
import org.chancery.variant.europe1615.MinorState;
import org.chancery.variant.europe1615.Politics;

/**
 * The lines a power sends with its INFs for the sanctions in effect, "sanction: what", such as "Embargo on Spain:
 * CAT", "Ecclesiastical reservation: WUR, BAV", "Stronghold II: par, cas", "Cancellation option: Catholic League",
 * "Treaty of Lyon: permit Spain", "Bribe a unit to hold: A par" (or the rulebook's "A par H BRIBE"), "Levy an
 * army: A yor", "Relieve attrition: A boh". Each is read against the position and the power's part in the sanction.
 */
final class Choices {
    private static final Pattern BRIBE = Pattern.compile("^(?:[AF]\\s+)?(\\S+)\\s+(?:H|HOLD)\\s+BRIBE$", Pattern.CASE_INSENSITIVE);
    private static final Pattern UNIT = Pattern.compile("^(?:([AF])\\s+)?(\\S+)$", Pattern.CASE_INSENSITIVE);

    /** A line read: the sanction, the power, what it names (state keys, province ids, a sanction's title, powers). */
    record Choice(Sanction sanction, String power, String verb, List<String> values, String text) {}

    /** Thrown with the answer for a line that names a sanction but is wrong. */
    static final class Refused extends RuntimeException {
        Refused(String message) { super(message, null, false, false); }
    }

    private Choices() {}

    /** The choice a line makes, null when the line is no sanction's; throws {@link Refused} when it is wrong. */
    static Choice read(Politics pol, String power, String line) {
        Matcher b = BRIBE.matcher(line.strip());
        if (b.matches()) return read(pol, power, Sanction.BRIBE_A_UNIT, b.group(1));
        // "head: what", the head holding a letter; split at the first colon (no pattern: a long line stays linear)
        String text = line.strip();
        int colon = text.indexOf(':');
        if (colon < 0 || text.indexOf('\n') >= 0) return null;
        String head = text.substring(0, colon).strip();
        if (head.chars().noneMatch(ch -> ch < 128 && Character.isLetter(ch))) return null;
        Sanction s = Sanction.find(head);
        if (s == null) {
            List<Sanction> maybe = Sanction.candidates(head);
            if (maybe.size() < 2) return null;
            List<String> names = new ArrayList<>();
            maybe.forEach(x -> names.add(x.title));
            throw new Refused("'" + head + "' could be " + String.join(" or ", names) + "; write the whole name");
        }
        return read(pol, power, s, text.substring(colon + 1).strip());
    }

    private static Choice read(Politics pol, String power, Sanction s, String what) {
        SanctionState.Effect e = SanctionState.read(pol.position()).active(s);
        if (e == null) throw new Refused(s.title + " is not in effect");
        if (s == Sanction.FORCED_MARCH) {
            throw new Refused("a forced march goes with your orders, such as 'A swi - wur || wur S rhi - hes'");
        }
        if (s == Sanction.TREATY_OF_LYON) return lyon(power, what);
        if (!e.pending().contains(power)) throw new Refused(notYours(e, power));
        if (what.isEmpty()) throw new Refused("say what after '" + s.title + ":', such as '" + example(s) + "'");
        List<String> values = switch (s) {
            case EMBARGO_ON_SPAIN, EMBARGO_ON_AUSTRIA, EMBARGO_ON_FRANCE, EMBARGO_ON_DENMARK, EMBARGO_ON_ENGLAND ->
                    List.of(state(pol, what, false).key());
            case ECCLESIASTICAL_RESERVATION -> reservation(pol, e, what);
            case STRONGHOLD_I, STRONGHOLD_II, STRONGHOLD_III -> forts(pol, s, what);
            case CANCELLATION_OPTION -> List.of(cancelled(pol, what).title);
            case BRIBE_A_UNIT -> List.of(unit(pol, what, false).province().id());
            case RELIEVE_ATTRITION -> List.of(unit(pol, what, true).province().id());
            case LEVY_AN_ARMY -> levy(pol, power, what);
            default -> throw new Refused(s.title + " asks for no choice");
        };
        return new Choice(s, power, null, values, s.title + ": " + text(pol, s, values));
    }

    private static String text(Politics pol, Sanction s, List<String> values) {
        if (s == Sanction.BRIBE_A_UNIT || s == Sanction.RELIEVE_ATTRITION) {
            return pol.position().unitAt(pol.setup().province(values.get(0))).shortName();
        }
        if (s == Sanction.LEVY_AN_ARMY) return values.get(0) + " " + values.get(1);
        return String.join(", ", values);
    }

    static String example(Sanction s) {
        return switch (s) {
            case ECCLESIASTICAL_RESERVATION -> "Ecclesiastical reservation: WUR";
            case STRONGHOLD_I, STRONGHOLD_II, STRONGHOLD_III -> s.title + ": " + String.join(", ", List.of("par", "bre", "mar").subList(0, s.forts()));
            case CANCELLATION_OPTION -> "Cancellation option: Catholic League";
            case TREATY_OF_LYON -> "Treaty of Lyon: permit Spain";
            case BRIBE_A_UNIT -> "A par H BRIBE";
            case LEVY_AN_ARMY -> "Levy an army: A par";
            case RELIEVE_ATTRITION -> "Relieve attrition: A boh";
            default -> s.title + ": CAT";
        };
    }

    private static String notYours(SanctionState.Effect e, String power) {
        if (e.chosen().isEmpty() && !e.pending().isEmpty()) return "only " + String.join(", ", e.pending()) + " may choose for " + e.sanction().title;
        if (e.holders().contains(power)) return "you have made your choice or used your " + e.sanction().title + " already";
        return "you do not hold " + e.sanction().title;
    }

    private static Choice lyon(String power, String what) {
        if (!power.equals("France")) throw new Refused("only France permits or forbids passage through Switzerland");
        String[] w = what.toLowerCase(Locale.ROOT).split("[\\s,]+");
        if (w.length < 2 || !(w[0].equals("permit") || w[0].equals("forbid"))) {
            throw new Refused("write 'Treaty of Lyon: permit Spain' or 'Treaty of Lyon: forbid Austria'");
        }
        Set<String> powers = new LinkedHashSet<>();
        for (int i = 1; i < w.length; i++) {
            if (w[i].equals("and")) continue;
            if (!w[i].equals("spain") && !w[i].equals("austria")) throw new Refused("the Treaty of Lyon concerns Spain and Austria only");
            powers.add(w[i].equals("spain") ? "Spain" : "Austria");
        }
        List<String> values = List.copyOf(powers);
        return new Choice(Sanction.TREATY_OF_LYON, power, w[0], values, "Treaty of Lyon: " + w[0] + " " + String.join(", ", values));
    }

    /** A pliant state named by its key, its name or one of its provinces. */
    static MinorState state(Politics pol, String name, boolean reservable) {
        String n = name.strip();
        MinorState found = null;
        for (MinorState m : pol.all()) if (m.key().equalsIgnoreCase(n) || m.power().equalsIgnoreCase(n)) found = m;
        Province p = found == null ? pol.position().board().find(n).orElse(null) : null;
        if (p != null) found = pol.stateAt(p);
        if (found == null || found.ottoman() || !pol.pliant(found)) {
            throw new Refused("'" + n + "' is not a pliant state; name one by its letters, name or a province, such as CAT");
        }
        if (reservable && !Places.RESERVABLE.contains(found.key())) {
            throw new Refused(found.power() + " is not a minor German or Italian state; choose from " + String.join(", ", Places.RESERVABLE));
        }
        return found;
    }

    private static List<String> reservation(Politics pol, SanctionState.Effect e, String what) {
        int eligible = 0;
        for (String k : Places.RESERVABLE) if (Conditions.pliant(pol, k)) eligible++;
        int n = Math.min(e.holders().size(), eligible);
        Set<String> keys = new LinkedHashSet<>();
        for (String w : what.split("[,;]+|\\s+and\\s+")) if (!w.isBlank()) keys.add(state(pol, w, true).key());
        if (keys.size() != n) throw new Refused("choose " + n + " state" + (n == 1 ? "" : "s") + " for the reservation, one for each Catholic submitter");
        return List.copyOf(keys);
    }

    private static List<String> forts(Politics pol, Sanction s, String what) {
        Set<String> ids = new LinkedHashSet<>();
        for (String w : what.split("[,;\\s]+")) {
            if (w.isBlank() || w.equalsIgnoreCase("and")) continue;
            Province p = pol.position().board().find(w).orElseThrow(() -> new Refused("no province '" + w + "'"));
            if (!p.isSupplyCenter()) throw new Refused(p.name() + " is not a centre");
            String owner = pol.position().ownerOf(p);
            MinorState m = pol.ofPower(owner);
            boolean held = owner != null && (pol.setup().isMajor(owner) || m != null && pol.alignedWith(m) != null);
            if (!held) throw new Refused(p.name() + " is neither held by a power nor a centre of an aligned state");
            if (Restrictions.fortified(pol, p.id())) {
                throw new Refused(p.name() + " is fortified already");
            }
            ids.add(p.id());
        }
        if (ids.size() != s.forts()) throw new Refused(s.title + " fortifies " + s.forts() + " centre" + (s.forts() == 1 ? "" : "s") + ", such as '" + example(s) + "'");
        return List.copyOf(ids);
    }

    private static Sanction cancelled(Politics pol, String what) {
        Sanction t = Sanction.find(what);
        SanctionState ss = SanctionState.read(pol.position());
        if (t == null || !ss.inEffect(t)) throw new Refused("'" + what + "' is not a sanction in effect; see /sanctions");
        if (t.forts() > 0) throw new Refused("a stronghold cannot be cancelled");
        if (t == Sanction.CANCELLATION_OPTION) throw new Refused("the Cancellation option cannot cancel itself");
        return t;
    }

    private static Unit unit(Politics pol, String what, boolean marked) {
        Matcher m = UNIT.matcher(what.strip());
        Province p = m.matches() ? pol.position().board().find(m.group(2)).orElse(null) : null;
        Unit u = p == null ? null : pol.position().unitAt(p);
        if (u == null) throw new Refused("no unit in '" + what + "'; name it such as 'A par'");
        if (marked && !pol.state().marked(p.id())) throw new Refused("the " + u.displayName() + " has no attrition mark");
        return u;
    }

    private static List<String> levy(Politics pol, String power, String what) {
        Matcher m = UNIT.matcher(what.strip());
        Province p = m.matches() ? pol.position().board().find(m.group(2)).orElse(null) : null;
        if (p == null) throw new Refused("no province '" + what + "'; write " + levyExamples(pol, power));
        if (!power.equals(pol.holder(p))) throw new Refused(p.name() + " is not one of your territories");
        boolean fleet = "F".equalsIgnoreCase(m.group(1));
        if (fleet && p.kind() != ProvinceKind.COASTAL) throw new Refused("a fleet is raised only on a coast");
        return List.of(fleet ? "F" : "A", p.id());
    }

    /** "'Levy an army: A yor' or 'Levy an army: F lon'": an army and a fleet in the power's own territory. */
    private static String levyExamples(Politics pol, String power) {
        String army = null, fleet = null;
        for (Province p : pol.position().board().provinces()) {
            if (!power.equals(pol.holder(p))) continue;
            if (army == null) army = p.id();
            else if (fleet == null && p.kind() == ProvinceKind.COASTAL) fleet = p.id();
        }
        if (army == null) return "'Levy an army: A' and one of your provinces";
        return "'Levy an army: A " + army + "'" + (fleet == null ? "" : " or 'Levy an army: F " + fleet + "'");
    }
}
