package org.chancery.variant.heirs;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.Order;
import org.chancery.engine.Province;

/**
 * An order to an heir, or to build one. Carried to adjudication as an {@link Order.Special} whose kind is
 * "marry", "heir-hold" or "build-heir" and whose args are: the heir's id, the partner ("heir:&lt;id&gt;",
 * "house:&lt;House&gt;" when either of its heirs will do, or "centre:&lt;province id&gt;"), and the place ("" when none
 * was named).
 */
public sealed interface HeirOrder {
    String MARRY = "marry";
    String HOLD = "heir-hold";
    String BUILD = "build-heir";
    /** The partner argument of a marriage that leaves open which heir of a House: "house:Targaryen". */
    String HOUSE = "house:";

    /**
     * Marries {@code partner} (another heir) or the power at {@code partnerCentre}, living at {@code at}. With
     * neither, the partner is whichever of {@code partnerChoices} (heirs of one House) answers with the
     * matching order.
     */
    record Marry(Heir heir, Heir partner, Province partnerCentre, Province at, List<Heir> partnerChoices) implements HeirOrder {
        public Marry {
            partnerChoices = List.copyOf(partnerChoices);
        }

        public Marry(Heir heir, Heir partner, Province partnerCentre, Province at) {
            this(heir, partner, partnerCentre, at, List.of());
        }

        /** The House of the heir to marry when the order leaves open which of its heirs, else null. */
        public String partnerHouse() {
            return partner == null && partnerCentre == null && !partnerChoices.isEmpty() ? partnerChoices.get(0).power() : null;
        }
    }

    record Hold(Heir heir) implements HeirOrder {}

    /** Builds (promotes) a new heir for {@code power} at {@code at}; null means where the variant says. */
    record Build(String power, Province at) implements HeirOrder {}

    /** The order as the engine carries it. */
    default Order.Special toOrder() {
        if (this instanceof Marry m) {
            List<String> args = new ArrayList<>();
            args.add(m.heir().id());
            args.add(m.partner() != null ? "heir:" + m.partner().id() : m.partnerHouse() != null ? HOUSE + m.partnerHouse()
                    : "centre:" + m.partnerCentre().id());
            args.add(m.at() == null ? "" : m.at().id());
            String text = "Heir " + m.heir().power() + " marry "
                    + (m.partner() != null ? "Heir " + m.partner().power() : m.partnerHouse() != null ? "Heir " + m.partnerHouse()
                    : m.partnerCentre().name())
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

    /** The House of a marry order that leaves open which of its heirs, or null. */
    static String partnerHouse(Order.Special o) {
        String p = o.args().get(1);
        return p.startsWith(HOUSE) ? p.substring(HOUSE.length()) : null;
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
