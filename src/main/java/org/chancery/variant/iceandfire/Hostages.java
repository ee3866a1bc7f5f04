package org.chancery.variant.iceandfire;

import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;

/**
 * Who holds an heir. Heirs live at capitals; an heir living at a capital that a House other than its own
 * holds is that House's hostage. A capital's capture takes the heirs there hostage, to the captor's own
 * capital when it holds one (else they stay where they were taken); retaking a capital frees the heirs still
 * there.
 */
final class Hostages {
    private final IafSetup setup;

    Hostages(IafSetup setup) { this.setup = setup; }

    /** The House holding the heir hostage, or null when it is free. */
    String holder(GameState s, Heir h) {
        Province at = setup.board.find(h.at()).orElse(null);
        if (at == null) return null;
        String owner = s.ownerOf(at);
        return owner == null || owner.equals(h.power()) || !setup.isHouse(owner) ? null : owner;
    }

    /** Whether the heir is married to an heir of {@code house} (an in-law, who may not be returned). */
    static boolean inLaw(Heirs heirs, Heir h, String house) {
        if (h.spouse() == null) return false;
        return heirs.byId(h.spouse()).map(sp -> sp.power().equals(house)).orElse(false);
    }

    /**
     * The heirs after centres changed hands from {@code before} to {@code after}: those at a captured capital are
     * taken hostage and brought to the captor's capital, if it holds its own; the notes say so.
     */
    Heirs take(GameState before, GameState after, Heirs heirs, java.util.List<String> notes) {
        Heirs out = heirs;
        for (Heir h : heirs.all()) {
            Province p = setup.board.find(h.at()).orElseThrow();
            if (java.util.Objects.equals(before.ownerOf(p), after.ownerOf(p))) continue;
            String captor = holder(after, h);
            if (captor != null) {
                Province home = setup.capitalOf(captor);
                if (home != p && captor.equals(after.ownerOf(home))) {
                    out = out.with(h.movedTo(home.id()));
                    notes.add(captor + " captures " + p.name() + " and takes " + IafOrders.heir(h.id()) + " hostage to "
                            + home.name() + ".");
                } else {
                    notes.add(captor + " captures " + p.name() + " and takes " + IafOrders.heir(h.id()) + " hostage; "
                            + captor + " holds no capital of its own, so the hostage stays at " + p.name() + ".");
                }
            } else if (holder(before, h) != null) {
                notes.add(h.power() + " retakes " + p.name() + ": " + IafOrders.heir(h.id()) + " is free.");
            }
        }
        return out;
    }

    /** "Winterfell". */
    String place(Heir h) { return setup.board.find(h.at()).map(Province::name).orElse(h.at()); }
}
