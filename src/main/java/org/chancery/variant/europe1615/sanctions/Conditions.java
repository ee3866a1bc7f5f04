package org.chancery.variant.europe1615.sanctions;

import org.chancery.engine.Province;
import org.chancery.variant.europe1615.E1615Setup;
import org.chancery.variant.europe1615.MinorState;
import org.chancery.variant.europe1615.Politics;

/**
 * When a sanction may come into effect, when it ends by itself, and when it can never be played again. A
 * state's advantage lasts while the state is "an independent pliant state" (Stockholm and Warsaw for Sweden and
 * Poland); a sanction about a power ends with the power.
 */
final class Conditions {
    private Conditions() {}

    static boolean pliant(Politics pol, String key) {
        MinorState m = pol.get(key);
        return m != null && pol.pliant(m);
    }

    static boolean alive(Politics pol, String power) { return !pol.state().isEliminated(power); }

    /** The state on whose independence an advantage depends, or null. */
    static String anchor(Sanction s) {
        return switch (s) {
            case PROTESTANT_UNION -> "RHI";
            case SAXON_INTERVENTION -> Places.SAXONY;
            case BETHLENS_INTERVENTION -> Places.TRANSYLVANIA;
            case KEJSERKRIG -> Places.LOWER_SAXONY;
            case GUSTAVS_INTERVENTION -> Places.SWEDEN;
            case DUTCH_INTERVENTION -> Places.DUTCH;
            case CATHOLIC_LEAGUE -> "BAV";
            case POLISH_INTERVENTION -> Places.POLAND;
            default -> null;
        };
    }

    /** The power an impediment or embargo is about, or null. */
    static String subject(Sanction s) {
        return switch (s) {
            case BOHEMIAN_REVOLT -> "Austria";
            case TREATY_OF_LYON, HUGUENOT_REBELLION -> "France";
            case DANO_SWEDISH_RIVALRY -> "Denmark";
            case CATALONIAN_REVOLT -> "Spain";
            default -> s.embargoed();
        };
    }

    /** Why the sanction cannot come into effect now (for this holder), or null when it can. */
    static String unavailable(Politics pol, SanctionState ss, Sanction s, String holder) {
        String anchor = anchor(s);
        if (anchor != null && !pliant(pol, anchor)) {
            return s.title + " needs " + pol.get(anchor).power() + " to be an independent pliant state";
        }
        String subject = subject(s);
        if (subject != null && !alive(pol, subject)) return subject + " is out of the game";
        return switch (s) {
            case ANTI_HAPSBURG_CAMPAIGN -> alive(pol, "Austria") || alive(pol, "Spain") ? null : "Austria and Spain are out of the game";
            case TREATY_OF_LYON -> lyon(pol);
            case CANCELLATION_OPTION -> cancellable(ss) ? null : "no sanction in effect can be cancelled";
            case SATELLITE_STATE -> {
                String key = ss.satellites().get(holder);
                if (key == null) yield "no state was listed with your Satellite state card";
                yield pliant(pol, key) ? null : "your satellite state " + key + " is not an independent pliant state";
            }
            default -> null;
        };
    }

    /** The Treaty of Lyon's four conditions: why it is unavailable, or null. */
    static String lyon(Politics pol) {
        if (!alive(pol, "France")) return "France has been eliminated";
        if (!"France".equals(pol.alignedWith(pol.get(Places.SAVOY)))) return "Savoy is not aligned with France";
        String venice = pol.alignedWith(pol.get(Places.VENICE));
        if ("Spain".equals(venice) || "Austria".equals(venice)) return "Venice is aligned with " + venice;
        MinorState swiss = pol.get(Places.SWITZERLAND);
        if (pol.captured(swiss)) return "Switzerland has been captured";
        String s = pol.alignedWith(swiss);
        if ("Spain".equals(s) || "Austria".equals(s)) return "Switzerland is aligned with " + s;
        return null;
    }

    private static boolean cancellable(SanctionState ss) {
        for (SanctionState.Effect e : ss.active()) if (e.sanction().forts() == 0) return true;
        return false;
    }

    /** Why a sanction in effect ends by itself now, or null. */
    static String ends(Politics pol, SanctionState.Effect e) {
        Sanction s = e.sanction();
        String anchor = anchor(s);
        if (anchor != null && !pliant(pol, anchor)) {
            MinorState m = pol.get(anchor);
            Province capital = pol.setup().province(m.capital());
            return m.power() + " has been captured (" + capital.name() + ")";
        }
        if (s == Sanction.TREATY_OF_LYON && pol.captured(pol.get(Places.SWITZERLAND))) return "Switzerland has been captured";
        String subject = subject(s);
        if (subject != null && !alive(pol, subject)) return subject + " has been eliminated";
        return null;
    }

    /** Whether no future can bring the sanction into effect (a sanction about an eliminated power). */
    static boolean never(Politics pol, Sanction s) {
        String subject = subject(s);
        if (subject != null) return !alive(pol, subject);
        if (s == Sanction.ANTI_HAPSBURG_CAMPAIGN) return !alive(pol, "Austria") && !alive(pol, "Spain");
        return false;
    }

    static boolean protestant(Politics pol, String power) { return E1615Setup.PROTESTANT.equals(pol.setup().confession(power)); }

    static boolean catholic(Politics pol, String power) { return E1615Setup.CATHOLIC.equals(pol.setup().confession(power)); }
}
