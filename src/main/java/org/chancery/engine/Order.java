package org.chancery.engine;

import java.util.List;

/**
 * An order as given. Unit orders name the ordered unit's location; build, remove and waive belong to the
 * adjustment phase.
 */
public sealed interface Order
        permits Order.Hold, Order.Move, Order.SupportHold, Order.SupportMove, Order.Convoy, Order.Retreat,
        Order.Disband, Order.Build, Order.Remove, Order.Waive, Order.Special {

    /** The province of the ordered unit, or of the build; null for a waive. */
    Province province();

    /** The ordered unit; null for a build or a waive. */
    Unit unit();

    /** The canonical short text such as "A par-bur". */
    String text();

    record Hold(Unit unit) implements Order {
        public Province province() { return unit.province(); }
        public String text() { return unit.shortName() + " H"; }
    }

    /**
     * A move; {@code viaConvoy} is true when the player asked explicitly for a convoy. {@code road} lists the
     * provinces passed through on the way along a road, in order (empty for a move of one step), and
     * {@code then} is a second move from the destination, played in the retreat phase (null for none).
     */
    record Move(Unit unit, Location to, boolean viaConvoy, List<Province> road, Leg then) implements Order {
        public Move {
            road = List.copyOf(road);
        }

        public Move(Unit unit, Location to, boolean viaConvoy) { this(unit, to, viaConvoy, List.of(), null); }

        public Province province() { return unit.province(); }

        /** Built in one StringBuilder, with no Leg made for it. */
        public String text() {
            StringBuilder b = new StringBuilder(24).append(unit.shortName()).append('-');
            for (Province p : road) b.append(p.id()).append('-');
            b.append(to.id());
            if (viaConvoy) b.append(" via convoy");
            if (then != null) b.append(" then ").append(then.text());
            return b.toString();
        }

        /** Every province the move enters, in order: the road's, then the destination. */
        public List<Province> route() { return new Leg(to, road).route(); }
    }

    /** One stage of a move: its destination and the road's provinces on the way (none for one step). */
    record Leg(Location to, List<Province> road) {
        public Leg {
            road = List.copyOf(road);
        }

        /** "tin", or along a road "cea-num-afr". */
        public String text() {
            StringBuilder b = new StringBuilder();
            for (Province p : road) b.append(p.id()).append('-');
            return b.append(to.id()).toString();
        }

        public List<Province> route() {
            List<Province> out = new java.util.ArrayList<>(road);
            out.add(to.province());
            return out;
        }
    }

    record SupportHold(Unit unit, Unit supported) implements Order {
        public Province province() { return unit.province(); }
        public String text() { return unit.shortName() + " S " + supported.shortName(); }
    }

    /**
     * Supports the unit in {@code supported} moving to province {@code to}. A coast, when the player named
     * one, must match the move's coast (DATC 6.B.9); null means any.
     */
    record SupportMove(Unit unit, Unit supported, Province to, String coast) implements Order {
        public SupportMove(Unit unit, Unit supported, Province to) { this(unit, supported, to, null); }

        public Province province() { return unit.province(); }

        public String text() {
            return unit.shortName() + " S " + supported.shortName() + "-" + to.id() + (coast == null ? "" : "/" + coast);
        }
    }

    record Convoy(Unit unit, Unit convoyed, Province to) implements Order {
        public Province province() { return unit.province(); }
        public String text() { return unit.shortName() + " C " + convoyed.shortName() + "-" + to.id(); }
    }

    record Retreat(Unit unit, Location to) implements Order {
        public Province province() { return unit.province(); }
        public String text() { return unit.shortName() + " R " + to.id(); }
    }

    record Disband(Unit unit) implements Order {
        public Province province() { return unit.province(); }
        public String text() { return unit.shortName() + " D"; }
    }

    record Build(String power, UnitKind kind, Location at) implements Order {
        public Province province() { return at.province(); }
        public Unit unit() { return null; }
        public String text() { return "Build " + kind.abbreviation() + " " + at.id(); }
    }

    record Remove(Unit unit) implements Order {
        public Province province() { return unit.province(); }
        public String text() { return "Remove " + unit.shortName(); }
    }

    record Waive(String power) implements Order {
        public Province province() { return null; }
        public Unit unit() { return null; }
        public String text() { return "Waive"; }
    }

    /**
     * A variant's own order, such as a marriage or an execution, read and judged by the variant's rules.
     * The adjudicators treat a unit given one as holding. {@code unit} and {@code at} may be null.
     */
    record Special(String power, Unit unit, Province at, String kind, List<String> args, String text)
            implements Order {
        public Special {
            args = List.copyOf(args);
        }

        public Province province() { return unit != null ? unit.province() : at; }
    }
}
