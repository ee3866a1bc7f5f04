package org.chancery.variant.iceandfire;

import java.util.List;

/** The kinds of Ice and Fire's own orders, carried as {@code Order.Special}, and their canonical texts. */
final class IafOrders {
    /** Kinds shared with the heirs core. */
    static final String MARRY = org.chancery.variant.heirs.HeirOrder.MARRY;
    static final String HOLD = org.chancery.variant.heirs.HeirOrder.HOLD;
    static final String PROMOTE = org.chancery.variant.heirs.HeirOrder.BUILD;
    /** Ice and Fire's hostage orders: args are the heir's id. */
    static final String EXECUTE = "execute";
    static final String RETURN = "return";
    static final String LEAVE = "leave";

    static final List<String> HOSTAGE_KINDS = List.of(EXECUTE, RETURN, LEAVE);

    private IafOrders() {}

    static String heir(String id) { return "Heir " + id; }
}
