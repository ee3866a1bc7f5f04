package org.chancery.variant.europe1615.sanctions;

/** What a sanction in effect asks its chooser for, and whether by a deadline (else a one-time action, any time). */
final class Choosing {
    private Choosing() {}

    /** Choices due with the first movement phase after the sanction comes into effect. */
    static boolean deadline(Sanction s) {
        return switch (s) {
            case EMBARGO_ON_SPAIN, EMBARGO_ON_AUSTRIA, EMBARGO_ON_FRANCE, EMBARGO_ON_DENMARK, EMBARGO_ON_ENGLAND,
                 ECCLESIASTICAL_RESERVATION, STRONGHOLD_I, STRONGHOLD_II, STRONGHOLD_III, CANCELLATION_OPTION -> true;
            default -> false;
        };
    }

    /** "the state Spain may not deploy INFs to". */
    static String what(Sanction s, SanctionState.Effect e) {
        return switch (s) {
            case ECCLESIASTICAL_RESERVATION -> e.holders().size() + " minor German or Italian state"
                    + (e.holders().size() == 1 ? "" : "s") + " to reserve";
            case STRONGHOLD_I, STRONGHOLD_II, STRONGHOLD_III -> s.forts() + " centre" + (s.forts() == 1 ? "" : "s") + " to fortify";
            case CANCELLATION_OPTION -> "a sanction in effect to cancel";
            case BRIBE_A_UNIT -> "a unit to bribe to hold";
            case LEVY_AN_ARMY -> "where to raise an army";
            case RELIEVE_ATTRITION -> "a unit to relieve of its attrition mark";
            case FORCED_MARCH -> "two orders for one of your armies, the second carried out if the first succeeds";
            default -> "the state " + s.embargoed() + " may not deploy INFs to";
        };
    }

    /** A choice made, for the public results: "CAT", "London, York". */
    static String describe(org.chancery.variant.europe1615.Politics pol, Choices.Choice c) {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (String v : c.values()) {
            var p = pol.position().board().find(v);
            out.add(p.isPresent() && pol.get(v) == null ? p.get().name() : v);
        }
        return String.join(", ", out);
    }
}
