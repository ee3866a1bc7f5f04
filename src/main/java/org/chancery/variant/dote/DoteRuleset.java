package org.chancery.variant.dote;

import org.chancery.variant.ClassicRuleset;
import org.chancery.variant.Variant;

/** Diplomacy of the Empire. */
public final class DoteRuleset extends ClassicRuleset {
    public DoteRuleset(Variant v) { super(v); }
}
