package org.chancery.variant.heirs;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.Order;
import org.chancery.engine.Province;

/**
 * An order to an heir, or to build one. Carried to adjudication as an {@link Order.Special} whose kind is
 * "marry", "heir-hold" or "build-heir" and whose args are: the heir's id, the partner ("heir:&lt;id&gt;" or
 * "centre:&lt;province id&gt;"), and the place ("" when none was named).
 */
public sealed interface HeirOrder {
    String MARRY = "marry";
    String HOLD = "heir-hold";
    String BUILD = "build-heir";

    /** Marries {@code partner} (another heir) or the power at {@code partnerCentre}, living at {@code at}. */
    record Marry(Heir heir, Heir partner, Province partnerCentre, Province at) implements HeirOrder {}

    record Hold(Heir heir) implements HeirOrder {}

    /** Builds (promotes) a new heir for {@code power} at {@code at}; null means where the variant says. */
    record Build(String power, Province at) implements HeirOrder {}

    /** The order as the engine carries it. */
    default Order.Special toOrder() {
        if (this instanceof Marry m) {
            List<String> args = new ArrayList<>();
            args.add(m.heir().id());
            args.add(m.partner() != null ? "heir:" + m.partner().id() : "centre:" + m.partnerCentre().id());
            args.add(m.at() == null ? "" : m.at().id());
            String text = "Heir " + m.heir().power() + " marry "
                    + (m.partner() != null ? "Heir " + m.partner().power() : m.partnerCentre().name())
                    + (m.at() == null ? "" : " at " + m.at().name());
            return new Order.Special(m.heir().power(), null, null, MARRY, args, text);
        }
        if (this instanceof Hold h) {
            return new Order.Special(h.heir().power(), null, null, HOLD, List.of(h.heir().id()),
                    "Heir " + h.heir().power() + " hold");
        }
        Build b = (Build) this;
        return new Order.Special(b.power(), null, b.at(), BUILD, List.of(),
                b.at() == null ? "Build Heir" : "Build Heir " + b.at().name());
    }

    /** The heir id of a marry or hold order, or null. */
    static String heirId(Order.Special o) {
        return (MARRY.equals(o.kind()) || HOLD.equals(o.kind())) && !o.args().isEmpty() ? o.args().get(0) : null;
    }

    /** A marry order's partner heir id, or null when it marries a power at a centre. */
    static String partnerHeir(Order.Special o) {
        String p = o.args().get(1);
        return p.startsWith("heir:") ? p.substring(5) : null;
    }

    /** A marry order's partner centre (province id), or null when it marries an heir. */
    static String partnerCentre(Order.Special o) {
        String p = o.args().get(1);
        return p.startsWith("centre:") ? p.substring(7) : null;
    }

    /** A marry order's place, or null. */
    static String place(Order.Special o) {
        String p = o.args().size() > 2 ? o.args().get(2) : "";
        return p.isEmpty() ? null : p;
    }
}
