package org.chancery.engine;

/** Where a power may build. Classic: its own home centres, still owned and vacant. */
public interface BuildPolicy {
    /** Null if a build is allowed at p, otherwise the reason it is not, phrased for the player. */
    String refusal(GameState s, String power, Province p);

    /**
     * Whether a power builds only as many units as it has centres beyond its units (classic). False for money
     * (Diplomacy of the Empire), and where supply can come from elsewhere (W3K's supply transfers): a build is
     * then read and judged at adjudication.
     */
    default boolean limitedByCentres() { return true; }

    BuildPolicy HOME_CENTRES = (s, power, p) -> {
        if (!p.isSupplyCenter()) return p.name() + " is not a supply centre";
        if (!power.equals(p.home())) return p.name() + " is not one of " + power + "'s home centres";
        if (!power.equals(s.ownerOf(p))) return power + " no longer owns " + p.name();
        if (s.unitAt(p) != null) return p.name() + " is occupied";
        return null;
    };

    /** Any owned, vacant supply centre (used by build-anywhere variants). */
    BuildPolicy ANY_OWNED_CENTRE = (s, power, p) -> {
        if (!p.isSupplyCenter()) return p.name() + " is not a supply centre";
        if (!power.equals(s.ownerOf(p))) return power + " does not own " + p.name();
        if (s.unitAt(p) != null) return p.name() + " is occupied";
        return null;
    };
}
