package org.chancery.variant.dragon;

import java.util.Locale;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.HeirOrder;
import org.chancery.variant.heirs.HeirOrderParser;
import org.chancery.variant.heirs.Heirs;

/**
 * Order entry in Order of the Dragon: players' own orders, heir orders (Marry, Build Heir) with the
 * conditions of §8.1 and §10, vassal retreats and builds by a controller, and a clear refusal of direct
 * orders to units whose orders come from Diplomacy Points.
 */
final class DragonOrderEntry {
    private final DragonSetup setup;
    private final OrderParser parser;
    private final HeirOrderParser heirParser;

    DragonOrderEntry(DragonSetup setup, OrderParser parser, HeirOrderParser heirParser) {
        this.setup = setup;
        this.parser = parser;
        this.heirParser = heirParser;
    }

    ParseResult parse(GameState s, String power, String text) {
        String input = text == null ? "" : text.strip();
        if (HeirOrderParser.isHeirOrder(input)) return heirOrder(s, power, input);
        if (power != null && !parser.readable(input)) return parser.parse(s, power, input);
        DragonState d = DragonState.read(s);
        ParseResult r = parser.parse(s, null, input);
        if (r instanceof ParseResult.Error && power != null) {
            ParseResult mine = parser.parse(s, power, input);
            if (mine instanceof ParseResult.Ok) r = mine;
        }
        if (r instanceof ParseResult.Error) return r;
        Order o = ((ParseResult.Ok) r).order();
        if (o instanceof Order.Remove rm) {
            String why = DragonDuties.removalRefusal(s, rm.unit().power());
            if (why != null) return new ParseResult.Error(input, why);
        }
        String owner = o instanceof Order.Build b ? s.ownerOf(b.province()) : o.unit() == null ? power : o.unit().power();
        if (owner != null && d.isBiddable(owner)) return nonPlayerOrder(s, d, power, input, o, owner);
        if (power == null) return r;
        return parser.parse(s, power, input);
    }

    private ParseResult nonPlayerOrder(GameState s, DragonState d, String power, String input, Order o, String owner) {
        String what = o.unit() == null ? "that build" : "the " + o.unit().kind().name().toLowerCase(Locale.ROOT) + " in "
                + o.province().name();
        if (s.phase().type() == PhaseType.MOVEMENT) {
            String kind = d.isVassal(owner) ? "the vassal " + owner : d.isThrall(owner) ? "the thrall " + owner : "the minor power " + owner;
            return new ParseResult.Error(input, what + " belongs to " + kind + ": its orders come from Diplomacy "
                    + "Point allocations, so allocate points instead, such as '1 " + o.text() + "'");
        }
        if (d.isNeutral(owner)) {
            return new ParseResult.Error(input, what + " belongs to " + owner + ", a minor or thrall power: it never "
                    + "retreats and rebuilds by itself");
        }
        if (power == null) return new ParseResult.Ok(input, o);
        for (String c : d.liveControllers(owner)) {
            if (c.equalsIgnoreCase(power)) return new ParseResult.Ok(input, VassalOrders.wrap(c, o));
        }
        return new ParseResult.Error(input, what + " belongs to the vassal " + owner + "; only "
                + String.join(" and ", d.liveControllers(owner)) + " may order its retreats and builds");
    }

    private ParseResult heirOrder(GameState s, String power, String input) {
        HeirOrderParser.Parsed r = heirParser.parse(Heirs.read(s), power, input);
        if (r instanceof HeirOrderParser.Parsed.Error e) return new ParseResult.Error(input, e.message());
        HeirOrder h = ((HeirOrderParser.Parsed.Ok) r).order();
        PhaseType now = s.phase().type();
        if (h instanceof HeirOrder.Build b) {
            if (now != PhaseType.ADJUSTMENT) return new ParseResult.Error(input, "heirs are built in the Winter");
            Province capital = setup.isMajor(b.power()) ? setup.capital(b.power()) : null;
            if (capital == null) return new ParseResult.Error(input, b.power() + " has no capital to build an heir in");
            if (b.at() != null && b.at() != capital) {
                return new ParseResult.Error(input, "an heir is built only in the capital, " + capital.name());
            }
            String why = heirBuildRefusal(s, b.power());
            if (why != null) return new ParseResult.Error(input, why);
            return new ParseResult.Ok(input, new HeirOrder.Build(b.power(), capital).toOrder());
        }
        if (now != PhaseType.MOVEMENT) return new ParseResult.Error(input, "heirs take orders in the Spring and Autumn order phases");
        Heir heir = h instanceof HeirOrder.Marry m ? m.heir() : ((HeirOrder.Hold) h).heir();
        if (heir.married()) return new ParseResult.Error(input, "the " + heir.power() + " heir is married and takes no more orders");
        if (h instanceof HeirOrder.Marry m) {
            String why = marryRefusal(s, m);
            if (why != null) return new ParseResult.Error(input, why);
        }
        return new ParseResult.Ok(input, h.toOrder());
    }

    private String marryRefusal(GameState s, HeirOrder.Marry m) {
        DragonState d = DragonState.read(s);
        if (m.partner() == null) {
            Unit u = s.unitAt(m.partnerCentre());
            String owner = s.ownerOf(m.partnerCentre());
            if (owner == null || !d.isMinor(owner)) {
                return m.partnerCentre().name() + " is not a minor power; an heir marries a minor power at its centre"
                        + " ('Heir Amasya Marry Tunis') or another power's heir ('Heir Castile Marry Heir Naples at Tunis')";
            }
            if (u == null) return owner + " has no unit to marry with";
            return null;
        }
        if (m.partner().married()) return "the " + m.partner().power() + " heir is already married";
        if (!s.phase().season().equals("Autumn")) return "heirs of two major powers marry only in Autumn (§10.4)";
        if (m.at() == null) {
            return "name the marriage location, such as 'Heir " + m.heir().power() + " Marry Heir " + m.partner().power()
                    + " at Tunis'";
        }
        if (!m.at().isSupplyCenter()) return m.at().name() + " is not a supply centre";
        return null;
    }

    /** An heir order the power could give now, for help: "Build Heir", or "Heir Ottomans Marry Tunis". */
    java.util.Optional<String> exampleHeirOrder(GameState s, String power) {
        if (power == null || !setup.isMajor(power)) return java.util.Optional.empty();
        if (s.phase().type() == PhaseType.ADJUSTMENT && heirBuildRefusal(s, power) == null) return java.util.Optional.of("Build Heir");
        if (s.phase().type() != PhaseType.MOVEMENT || Heirs.read(s).unmarried(power).isEmpty()) return java.util.Optional.empty();
        DragonState d = DragonState.read(s);
        for (Unit u : s.units()) {
            if (d.isMinor(u.power())) return java.util.Optional.of("Heir " + power + " Marry " + u.province().name());
        }
        return java.util.Optional.empty();
    }

    /** Why the power may not build an heir now (§8.1), or null. */
    String heirBuildRefusal(GameState s, String power) {
        if (!setup.isMajor(power) || DragonState.read(s).eliminated().contains(power)) return power + " cannot build heirs";
        Province capital = setup.capital(power);
        if (!power.equals(s.ownerOf(capital))) return power + " does not control its capital, " + capital.name();
        Heirs heirs = Heirs.read(s);
        if (!heirs.at(capital.id()).isEmpty()) return capital.name() + " already holds an heir";
        if (heirs.built(power).contains(s.phase().year() - setup.yearsPerCycle)) {
            return power + " built an heir in the last Winter";
        }
        return null;
    }

}
