package org.chancery.variant.w3k;

import org.chancery.variant.ClassicRuleset;
import org.chancery.variant.Variant;

/** Wars of the Three Kingdoms. */
public final class W3kRuleset extends ClassicRuleset {
    public W3kRuleset(Variant v) {
        super(v);
    }
}
