package org.chancery.variant.iceandfire;

import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;

/**
 * Who holds an heir. Heirs live at capitals; an heir living at a capital that a House other than its own
 * holds is that House's hostage. So a capital's capture takes the heirs there hostage, and retaking it frees
 * them, with no state of its own.
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

    /** "Winterfell". */
    String place(Heir h) { return setup.board.find(h.at()).map(Province::name).orElse(h.at()); }
}
