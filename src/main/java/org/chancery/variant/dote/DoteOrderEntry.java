package org.chancery.variant.dote;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.economy.PayOrders;
import org.chancery.variant.economy.Treasury;
import org.chancery.variant.roads.Roads;

/**
 * Reads Diplomacy of the Empire's orders in the rulebook's own formats as well as the short ones: "PAY 35
 * Egyptus", "Build City Neapolis", "Build Fort Asia", "Raze Galatia", "Destroy Sicilia", road moves ("HISPANIA
 * move to Nar, Ita, Dal, MACIDONIA") and second moves ("Numidia move to Ceasarienis then move to Tingitana"),
 * and checks what only this variant knows: roads, build sites, straits, money.
 */
final class DoteOrderEntry {
    static final String CITY = "city";
    static final String FORT = "fort";
    static final String RAZE = "raze";
    private static final Pattern STRUCTURE = Pattern.compile(
            "(?i)\\s*(?:build|b)\\s+(city|fort|fortress|fortification|fortified\\s+city)\\s+(?:in\\s+|at\\s+)?(.+?)\\s*");
    private static final Pattern RAZING = Pattern.compile("(?i)\\s*raze\\s+(?:the\\s+city\\s+(?:in|of)\\s+)?(.+?)\\s*");
    private static final Pattern DESTROY = Pattern.compile("(?i)^(\\s*)destroy(s?)\\b");

    private final DoteSetup setup;
    private final Empire empire;
    private final OrderParser parser;

    DoteOrderEntry(DoteSetup setup, Empire empire, OrderParser parser) {
        this.setup = setup;
        this.empire = empire;
        this.parser = parser;
    }

    /** Reads one order line of {@code power} (null for the GM entering orders). */
    ParseResult parse(GameState s, String power, String text) {
        String input = text == null ? "" : text.strip();
        String who = power == null ? null : setup.power(power).orElse(power);
        Object out;
        if (PayOrders.isPay(input)) {
            out = pay(s, who, input);
        } else if (STRUCTURE.matcher(input).matches() || RAZING.matcher(input).matches()) {
            out = structure(s, who, input);
        } else {
            ParseResult r = parser.parse(s, who, DESTROY.matcher(input).replaceFirst("$1disband$2"));
            if (!(r instanceof ParseResult.Ok ok)) return r.input().equals(input) ? r : new ParseResult.Error(input, ((ParseResult.Error) r).message());
            out = check(s, ok.order());
        }
        return out instanceof Order o ? new ParseResult.Ok(input, o) : new ParseResult.Error(input, (String) out);
    }

    private Object pay(GameState s, String power, String input) {
        if (power == null) return "say which power pays: the GM cannot pay for a player";
        Object o = PayOrders.parse(power, input, setup::power, Treasury.read(s).balance(power), setup.prices.step());
        if (o instanceof Order.Special pay) {
            String to = PayOrders.recipient(pay);
            if (!empire.players(s).contains(to)) return to + " is out of the game and receives no payments";
            if (empire.homeLost(s, to)) {
                return to + " has lost its home province " + setup.homes.get(to).name() + ", so it receives no payments";
            }
        }
        return o;
    }

    /** "Build City X", "Build Fort X", "Raze X": in the build phase, in a territory the power owns. */
    private Object structure(GameState s, String power, String input) {
        Matcher m = STRUCTURE.matcher(input);
        String kind;
        String where;
        if (m.matches()) {
            kind = m.group(1).toLowerCase(Locale.ROOT).equals(CITY) ? CITY : FORT;
            where = m.group(2);
        } else {
            m = RAZING.matcher(input);
            m.matches();
            kind = RAZE;
            where = m.group(1);
        }
        Object place = parser.place(where);
        if (place instanceof String why) return why;
        Province p = ((Location) place).province();
        if (s.phase().type() != PhaseType.ADJUSTMENT) {
            return "cities and forts are built and razed in the build phase after the Fall, not in the "
                    + s.phase().displayName();
        }
        String owner = power != null ? power : s.ownerOf(p);
        if (owner == null) return "nobody owns " + p.name();
        if (!owner.equals(s.ownerOf(p))) return p.name() + " is not " + owner + "'s: build and raze only in territories you own";
        Roads roads = Roads.read(s);
        String text;
        switch (kind) {
            case CITY -> {
                if (roads.hasCity(p)) return p.name() + " already has a city";
                text = "Build City " + p.id();
            }
            case FORT -> {
                if (roads.isFortified(p)) return p.name() + "'s city is already fortified";
                text = "Build Fort " + p.id();
            }
            default -> {
                if (!roads.hasCity(p)) return "there is no city in " + p.name() + " to raze";
                text = "Raze " + p.id();
            }
        }
        // the province is the order's argument, so that each province keeps one such order (a later one replaces it)
        return new Order.Special(owner, null, p, kind, List.of(p.id()), text);
    }

    /** What the engine cannot judge: roads, straits, build sites. Null when fine, else why not. */
    private Object check(GameState s, Order o) {
        Roads roads = Roads.read(s);
        String why = null;
        if (o instanceof Order.Move m) {
            if (!m.road().isEmpty()) why = setup.roads.refusal(roads, m.province(), m.route());
            if (why == null && m.then() != null && !m.then().road().isEmpty()) {
                why = setup.roads.refusal(roads, m.to().province(), m.then().route());
                if (why != null) why = "second move: " + why;
            }
        } else if (o instanceof Order.SupportMove sm) {
            Province from = sm.supported().province();
            Unit u = s.unitAt(from);
            boolean near = u != null && setup.board.canReach(u.kind(), u.location(), sm.to());
            if (!near && !setup.roads.joined(roads, from, p -> true).contains(sm.to())
                    && !(u != null && !u.kind().isNaval() && sm.to().kind().admitsArmies() && convoyable(u))) {
                why = u + " cannot reach " + sm.to().name() + ", by road or otherwise, so it cannot be supported there";
            }
        } else if (o instanceof Order.Retreat r && setup.isStrait(r.province(), r.to().province())) {
            why = "no retreat may cross the strait between " + r.province().name() + " and " + r.to().province().name()
                    + ": the unit would be destroyed; retreat elsewhere or disband";
        } else if (o instanceof Order.Build b) {
            why = buildSite(s, empire.capitalRazed(s, b.power()) ? rebuilt(s, roads, b.power()) : roads, b);
        } else if (o instanceof Order.Waive) {
            why = "builds are optional in Diplomacy of the Empire: there is nothing to waive";
        }
        return why == null ? o : why;
    }

    /** A convoy could carry the unit: it stands on a coast (the engine checks the fleets). */
    private static boolean convoyable(Unit u) {
        return u.kind().isConvoyable() && u.province().kind() == org.chancery.engine.ProvinceKind.COASTAL;
    }

    /**
     * The cities as they would be with the power's capital rebuilt this phase: a legion ordered where the rebuilt
     * capital allows is read, and the review warns until "Build City" for the capital stands beside it.
     */
    Roads rebuilt(GameState s, Roads roads, String power) {
        return setup.roads.connect(roads.withCity(setup.homes.get(power), false), s);
    }

    /** Null if a legion may be built there: an empty city of the power joined by roads to its capital, or one it may build now. */
    String buildSite(GameState s, Roads roads, Order.Build b) {
        String power = b.power();
        Province p = b.at().province();
        String none = empire.noBuilds(s, roads, power);
        if (none != null) return none;
        if (!power.equals(s.ownerOf(p))) return p.name() + " is not " + power + "'s";
        if (s.unitAt(p) != null) return p.name() + " is occupied: legions are built in empty provinces";
        if (empire.joinedToCapital(s, roads, power).contains(p)) return null;
        if (roads.hasCity(p)) {
            return p.name() + "'s city is not joined by roads to " + power + "'s capital in " + setup.homes.get(power).name();
        }
        for (Province q : empire.joinedToCapital(s, roads, power)) {
            if (setup.roads.mayJoin(p, q)) return null;
        }
        return p.name() + " has no city joined by roads to " + power + "'s capital: legions are built only in the"
                + " capital or such cities (a new city must border one of them)";
    }
}
