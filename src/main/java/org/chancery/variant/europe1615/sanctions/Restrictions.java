package org.chancery.variant.europe1615.sanctions;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.europe1615.E1615Setup;
import org.chancery.variant.europe1615.MinorState;
import org.chancery.variant.europe1615.Politics;

/**
 * What the sanctions in effect forbid or allow: who may deploy INFs where (with the overlap rule), diplomatic
 * immunity, the Union's and the League's members, the Treaty of Lyon's closed Switzerland, the ecclesiastical
 * reservation, fortified centres, the states whose units may retreat, and the revolts in Bohemia and Guyenne.
 */
final class Restrictions {
    private Restrictions() {}

    static SanctionState read(Politics pol) { return SanctionState.read(pol.position()); }

    // ---- INFs ----

    /** One sanction's word on who may deploy to a state: only {@code powers}, or anyone but them. */
    private record Rule(boolean only, Set<String> powers, String why) {}

    /** Why the power may not deploy to the state under the sanctions in effect, or null. */
    static String deployment(Politics pol, String power, MinorState m) {
        SanctionState ss = read(pol);
        boolean latest = SanctionState.LATEST.equals(ss.overlap());
        String why = null;
        boolean allowed = true;
        for (SanctionState.Effect e : ss.active()) {
            for (Rule r : rules(pol, e, m)) {
                boolean ok = r.only() == r.powers().contains(power);
                if (latest) {
                    allowed = ok;
                    if (!ok) why = r.why();
                } else if (!ok) {
                    return r.why();
                }
            }
        }
        return allowed ? null : why;
    }

    private static List<Rule> rules(Politics pol, SanctionState.Effect e, MinorState m) {
        Sanction s = e.sanction();
        String key = m.key(), name = m.power();
        Set<String> prot = confession(pol, E1615Setup.PROTESTANT), cath = confession(pol, E1615Setup.CATHOLIC);
        List<Rule> out = new ArrayList<>();
        String state = s.title;
        switch (s) {
            case PROTESTANT_UNION -> { if (Places.UNION.contains(key)) out.add(only(prot, "only the Protestant powers", name, state)); }
            case CATHOLIC_LEAGUE -> { if (Places.LEAGUE.contains(key)) out.add(only(cath, "only the Catholic powers", name, state)); }
            case SAXON_INTERVENTION, BETHLENS_INTERVENTION, GUSTAVS_INTERVENTION, DUTCH_INTERVENTION -> {
                if (key.equals(Conditions.anchor(s))) out.add(only(prot, "only the Protestant powers", name, state));
            }
            case POLISH_INTERVENTION -> { if (key.equals(Places.POLAND)) out.add(only(cath, "only the Catholic powers", name, state)); }
            case KEJSERKRIG -> { if (key.equals(Places.LOWER_SAXONY)) out.add(only(Set.of("Denmark"), "only Denmark", name, state)); }
            case ANTI_HAPSBURG_CAMPAIGN -> { if (Places.ANTI_HAPSBURG.contains(key)) out.add(bar(Set.of("Austria", "Spain"), name, state)); }
            case BOHEMIAN_REVOLT, HUGUENOT_REBELLION -> {
                if (E1615Setup.PROTESTANT.equals(pol.marker(m))) {
                    out.add(new Rule(false, Set.of(Conditions.subject(s)), Conditions.subject(s) + " may not deploy INFs to "
                            + name + ", a Protestant-majority state (" + state + ")"));
                }
            }
            case TREATY_OF_LYON -> { if (Places.LYON.contains(key)) out.add(bar(Set.of("Spain", "Austria"), name, state)); }
            case DANO_SWEDISH_RIVALRY -> { if (key.equals(Places.SWEDEN)) out.add(bar(Set.of("Denmark"), name, state)); }
            case CATALONIAN_REVOLT -> { if (key.equals(Places.CATALONIA)) out.add(bar(Set.of("Spain"), name, state)); }
            case IRISH_CATHOLIC_REBELLION -> { if (key.equals(Places.IRELAND)) out.add(bar(prot, name, state)); }
            case EMBARGO_ON_SPAIN, EMBARGO_ON_AUSTRIA, EMBARGO_ON_FRANCE, EMBARGO_ON_DENMARK, EMBARGO_ON_ENGLAND -> {
                if (e.chosen().contains(key)) out.add(bar(Set.of(s.embargoed()), name, state));
            }
            case SATELLITE_STATE -> e.choices().forEach((holder, keys) -> {
                if (keys.contains(key)) out.add(only(Set.of(holder), "only " + holder, name, state));
            });
            default -> { }
        }
        return out;
    }

    private static Rule only(Set<String> powers, String who, String name, String sanction) {
        return new Rule(true, powers, who + " may deploy INFs to " + name + " (" + sanction + ")");
    }

    private static Rule bar(Set<String> powers, String name, String sanction) {
        return new Rule(false, powers, String.join(" and ", new TreeSet<>(powers)) + " may not deploy INFs to " + name
                + " (" + sanction + ")");
    }

    static Set<String> confession(Politics pol, String c) {
        Set<String> out = new TreeSet<>();
        for (String p : pol.setup().majors()) if (c.equals(pol.setup().confession(p))) out.add(p);
        return out;
    }

    /** Protestant and Catholic immunity to the other confession's diplomatic attacks. */
    static String attack(Politics pol, String attacker, String target) {
        SanctionState ss = read(pol);
        if (ss.inEffect(Sanction.PROTESTANT_IMMUNITY) && Conditions.catholic(pol, attacker) && Conditions.protestant(pol, target)) {
            return target + " is immune to the Catholic powers' diplomatic attacks (Protestant immunity)";
        }
        if (ss.inEffect(Sanction.CATHOLIC_IMMUNITY) && Conditions.protestant(pol, attacker) && Conditions.catholic(pol, target)) {
            return target + " is immune to the Protestant powers' diplomatic attacks (Catholic immunity)";
        }
        return null;
    }

    // ---- the Union and the League ----

    /** Whether a side (a power, or a state's own power) is a member of the Union or the League in effect. */
    static boolean member(Politics pol, Sanction alliance, String side) {
        if (!read(pol).inEffect(alliance)) return false;
        String c = alliance == Sanction.PROTESTANT_UNION ? E1615Setup.PROTESTANT : E1615Setup.CATHOLIC;
        if (c.equals(pol.setup().confession(side))) return Conditions.alive(pol, side);
        MinorState m = pol.ofPower(side);
        List<String> states = alliance == Sanction.PROTESTANT_UNION ? Places.UNION : Places.LEAGUE;
        return m != null && states.contains(m.key()) && pol.pliant(m);
    }

    static boolean allies(Politics pol, String a, String b) {
        if (a.equals(b)) return false;
        for (Sanction x : List.of(Sanction.PROTESTANT_UNION, Sanction.CATHOLIC_LEAGUE)) {
            if (member(pol, x, a) && member(pol, x, b)) return true;
        }
        return false;
    }

    /** A member passes freely through a fellow member state, neutral or not. */
    static boolean passes(Politics pol, String side, Province p) {
        MinorState m = pol.stateAt(p);
        return m != null && allies(pol, side, m.power());
    }

    // ---- movement, capture, retreat, builds ----

    /** Switzerland is closed to Spain's and Austria's units under the Treaty of Lyon, unless France permits. */
    static String move(Politics pol, Unit u, Province to) {
        SanctionState.Effect lyon = read(pol).active(Sanction.TREATY_OF_LYON);
        MinorState swiss = pol.get(Places.SWITZERLAND);
        if (lyon == null || swiss == null || !swiss.provinces().contains(to.id())) return null;
        String side = pol.side(u.power());
        if (!side.equals("Spain") && !side.equals("Austria")) return null;
        if (lyon.choices().getOrDefault("France", List.of()).contains(side)) return null;
        return side + "'s units may not move through Switzerland unless France permits it (Treaty of Lyon)";
    }

    /** No Protestant power, nor a state aligned with one, captures a state under an ecclesiastical reservation. */
    static boolean mayCapture(Politics pol, String side, Province p) {
        if (!Conditions.protestant(pol, side)) return true;
        return !reserved(pol, pol.stateAt(p)) && !reserved(pol, home(pol, p));
    }

    private static MinorState home(Politics pol, Province p) {
        for (MinorState m : pol.all()) if (m.provinces().contains(p.id()) && pol.ofPower(m.power()) == m) return m;
        return null;
    }

    static boolean reserved(Politics pol, MinorState m) {
        SanctionState.Effect e = read(pol).active(Sanction.ECCLESIASTICAL_RESERVATION);
        return e != null && m != null && e.chosen().contains(m.key());
    }

    /** A unit standing in a fortified centre. */
    static double fortification(Politics pol, Unit u) { return fortified(pol, u.province().id()) ? 1 : 0; }

    static boolean fortified(Politics pol, String province) {
        for (SanctionState.Effect e : read(pol).active()) {
            if (e.sanction().forts() > 0 && e.chosen().contains(province)) return true;
        }
        return false;
    }

    /** Swedish, Dutch and Polish units may retreat under their interventions. */
    static boolean mayRetreat(Politics pol, Unit u) {
        MinorState m = pol.ofPower(u.power());
        if (m == null) return false;
        SanctionState ss = read(pol);
        return m.key().equals(Places.SWEDEN) && ss.inEffect(Sanction.GUSTAVS_INTERVENTION)
                || m.key().equals(Places.DUTCH) && ss.inEffect(Sanction.DUTCH_INTERVENTION)
                || m.key().equals(Places.POLAND) && ss.inEffect(Sanction.POLISH_INTERVENTION);
    }

    /** The revolt a power's province is in (Bohemia for Austria, Guyenne for France), or null. */
    static Sanction revolt(Politics pol, String power, Province p) {
        SanctionState ss = read(pol);
        if (power.equals("Austria") && p.id().equals(Places.BOHEMIA) && ss.inEffect(Sanction.BOHEMIAN_REVOLT)) {
            return Sanction.BOHEMIAN_REVOLT;
        }
        if (power.equals("France") && p.id().equals(Places.GUYENNE) && ss.inEffect(Sanction.HUGUENOT_REBELLION)) {
            return Sanction.HUGUENOT_REBELLION;
        }
        return null;
    }

    /** A unit dislodged from its province in revolt by a Protestant power's unit is disbanded. */
    static String disband(Politics pol, Dislodgement d, GameState after) {
        Sanction revolt = revolt(pol, d.unit().power(), d.unit().province());
        Unit by = after.unitAt(d.unit().province());
        if (revolt == null || by == null || !Conditions.protestant(pol, pol.side(by.power()))) return null;
        return d.unit().province().name() + " is in revolt (" + revolt.title + ")";
    }

    static String retreat(Politics pol, Unit u, Province to) {
        Sanction revolt = revolt(pol, u.power(), to);
        if (revolt != null) return u.power() + "'s units may not retreat into " + to.name() + " (" + revolt.title + ")";
        return move(pol, u, to);
    }

    static String build(Politics pol, String power, Province p) {
        Sanction revolt = revolt(pol, power, p);
        return revolt == null ? null : power + " may not build in " + p.name() + " (" + revolt.title + ")";
    }
}
