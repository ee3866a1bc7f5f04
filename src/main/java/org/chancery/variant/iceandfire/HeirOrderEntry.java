package org.chancery.variant.iceandfire;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.HeirNames;
import org.chancery.variant.heirs.HeirOrder;
import org.chancery.variant.heirs.HeirOrderParser;
import org.chancery.variant.heirs.Heirs;

/**
 * Reads Ice and Fire's heir orders into {@link Order.Special}s and checks them against the position:
 * marriages (core grammar), "Execute / Return / Leave Heir X" for hostages, and "Promote new heir" in Winter.
 */
final class HeirOrderEntry {
    private static final Pattern HOSTAGE = Pattern.compile(
            "^(execute|kill|behead|return|release|free|leave)\\s+(.+)$", Pattern.CASE_INSENSITIVE);

    private final IafSetup setup;
    private final Hostages hostages;
    private final HeirNames names;
    private final HeirOrderParser core;

    HeirOrderEntry(IafSetup setup, Hostages hostages) {
        this.setup = setup;
        this.hostages = hostages;
        this.names = new HeirNames(setup.board, setup.powerNames());
        this.core = new HeirOrderParser(setup.board, names, true);
    }

    static boolean isHostageOrder(String text) { return HOSTAGE.matcher(text).matches(); }

    static boolean isHeirOrder(String text) { return isHostageOrder(text) || HeirOrderParser.isHeirOrder(text); }

    /** @param house the ordering House, or null for the GM */
    ParseResult parse(GameState s, String house, String input) {
        Object r = isHostageOrder(input) ? hostage(s, house, input) : heir(s, house, input);
        return r instanceof String why ? new ParseResult.Error(input, why) : new ParseResult.Ok(input, (Order) r);
    }

    /**
     * When the marrying heir was named by its House alone and taken as the first of its alike heirs (both unmarried,
     * at one place: the Targaryens at the start), the answer says which was taken; null otherwise.
     */
    String interchangeableNote(GameState s, String input, Order o) {
        if (!(o instanceof Order.Special x) || !IafOrders.MARRY.equals(x.kind())) return null;
        Heirs heirs = Heirs.read(s);
        Heir a = heirs.byId(x.args().get(0)).orElse(null);
        if (a == null || input.toLowerCase(Locale.ROOT).contains(a.id().toLowerCase(Locale.ROOT))) return null;
        List<Heir> alike = new java.util.ArrayList<>();
        for (Heir h : heirs.unmarried(a.power())) if (h.at().equals(a.at())) alike.add(h);
        if (alike.size() < 2) return null;
        List<String> others = new java.util.ArrayList<>();
        for (Heir h : alike) if (h != a) others.add("'" + IafOrders.heir(h.id()) + "'");
        return "'" + IafOrders.heir(a.power()) + "' is read as " + IafOrders.heir(a.id()) + ": House " + a.power()
                + "'s unmarried heirs at " + hostages.place(a) + " are interchangeable; to marry another, name "
                + String.join(" or ", others);
    }

    private Object hostage(GameState s, String house, String input) {
        Matcher m = HOSTAGE.matcher(input);
        m.matches();
        String verb = m.group(1).toLowerCase(Locale.ROOT);
        String kind = switch (verb) {
            case "return", "release", "free" -> IafOrders.RETURN;
            case "leave" -> IafOrders.LEAVE;
            default -> IafOrders.EXECUTE;
        };
        Heirs heirs = Heirs.read(s);
        HeirNames.Found f = names.find(heirs, m.group(2));
        if (f instanceof HeirNames.Found.Error e) return e.message();
        Heir h = ((HeirNames.Found.Ok) f).heir();
        if (s.phase().type() != PhaseType.MOVEMENT) {
            return "hostages are executed or returned in a Spring or Fall movement phase, not in the " + s.phase().displayName();
        }
        String holder = hostages.holder(s, h);
        String name = IafOrders.heir(h.id());
        if (holder == null) {
            return name + " is not a hostage: it lives at " + hostages.place(h) + ", held by its own House";
        }
        if (house != null && !house.equals(holder)) {
            return name + " is held at " + hostages.place(h) + " by " + holder + ", not by " + house;
        }
        if (kind.equals(IafOrders.RETURN)) {
            String why = returnRefusal(s, heirs, h, holder);
            if (why != null) return why;
        }
        String text = switch (kind) {
            case IafOrders.RETURN -> "Return ";
            case IafOrders.LEAVE -> "Leave ";
            default -> "Execute ";
        } + name;
        return new Order.Special(holder, null, place(h), kind, List.of(h.id()), text);
    }

    /** Null if the holder may send the heir home now. */
    String returnRefusal(GameState s, Heirs heirs, Heir h, String holder) {
        String name = IafOrders.heir(h.id());
        if (Hostages.inLaw(heirs, h, holder)) {
            return name + " is married to " + holder + "'s " + IafOrders.heir(h.spouse())
                    + ": a House may not return its in-law's heir (it may execute it or leave it)";
        }
        Province home = setup.capitalOf(h.power());
        String owner = s.ownerOf(home);
        if (!h.power().equals(owner)) {
            return name + " cannot be returned: its capital " + home.name() + " is held by " + owner;
        }
        return null;
    }

    private Object heir(GameState s, String house, String input) {
        Heirs heirs = Heirs.read(s);
        HeirOrderParser.Parsed p = core.parse(heirs, house, input);
        if (p instanceof HeirOrderParser.Parsed.Error e) return e.message();
        if (!(p instanceof HeirOrderParser.Parsed.Ok ok)) return "not an heir order";
        HeirOrder o = ok.order();
        if (o instanceof HeirOrder.Build b) return promote(s, heirs, b);
        if (s.phase().type() != PhaseType.MOVEMENT) {
            return "heirs marry in a Spring or Fall movement phase, not in the " + s.phase().displayName();
        }
        if (o instanceof HeirOrder.Hold h) {
            return new Order.Special(h.heir().power(), null, place(h.heir()), IafOrders.HOLD, List.of(h.heir().id()),
                    IafOrders.heir(h.heir().id()) + " hold");
        }
        return marry(s, heirs, (HeirOrder.Marry) o);
    }

    private Object marry(GameState s, Heirs heirs, HeirOrder.Marry m) {
        Heir a = m.heir(), b = m.partner();
        String an = IafOrders.heir(a.id());
        if (b == null && m.partnerHouse() == null) {
            return "an heir marries another House's heir, such as '" + an + " weds " + example(heirs, a) + "'";
        }
        String house = b != null ? b.power() : m.partnerHouse();
        if (a.power().equals(house)) return "two heirs of House " + a.power() + " cannot marry each other";
        if (b == null) {
            List<Heir> free = new java.util.ArrayList<>();
            for (Heir h : m.partnerChoices()) if (busy(s, heirs, h) == null) free.add(h);
            if (free.isEmpty()) return "no heir of House " + house + " is free to marry: " + busy(s, heirs, m.partnerChoices().get(0));
            if (free.size() == 1) b = free.get(0);
        }
        String bn = b != null ? IafOrders.heir(b.id()) : IafOrders.heir(house);
        if (m.at() == null) {
            return "say where they will live, at the capital of " + a.power() + " or " + house + ": '" + an
                    + " weds " + bn + " at " + setup.capitalOf(house).name() + "'";
        }
        String why = placeRefusal(s, a.power(), house, m.at());
        if (why == null) why = busy(s, heirs, a);
        if (why != null) return why;
        String text = an + " marry " + bn + " at " + m.at().name();
        String partner = b != null ? "heir:" + b.id() : HeirOrder.HOUSE + house;
        return new Order.Special(a.power(), null, m.at(), IafOrders.MARRY, List.of(a.id(), partner, m.at().id()), text);
    }

    /** A marriage the House could order now, for help: "Heir Stark weds Heir Martell at Sunspear". */
    java.util.Optional<String> exampleMarriage(GameState s, Heirs heirs, String house) {
        for (Heir mine : heirs.of(house)) {
            if (busy(s, heirs, mine) != null) continue;
            for (Heir other : heirs.all()) {
                if (other.power().equals(house) || busy(s, heirs, other) != null
                        || !other.power().equals(s.ownerOf(setup.capitalOf(other.power())))) continue;
                return java.util.Optional.of(IafOrders.heir(mine.id()) + " weds " + IafOrders.heir(other.id()) + " at "
                        + setup.capitalOf(other.power()).name());
            }
        }
        return java.util.Optional.empty();
    }

    /** Another House's heir, for an example: "Heir Martell". */
    private static String example(Heirs heirs, Heir a) {
        for (Heir h : heirs.all()) if (!h.power().equals(a.power())) return IafOrders.heir(h.id());
        return "Heir <another House>";
    }

    /** Null if heirs of Houses {@code a} and {@code b} may live at {@code at}: one of the two capitals, held by its House. */
    String placeRefusal(GameState s, String a, String b, Province at) {
        String house = setup.capitalHouse(at);
        if (house == null || !(house.equals(a) || house.equals(b))) {
            return "a married couple lives at the capital of one of the two Houses: " + setup.capitalOf(a).name()
                    + " or " + setup.capitalOf(b).name() + ", not " + at.name();
        }
        if (!house.equals(s.ownerOf(at))) return at.name() + " is held by " + s.ownerOf(at) + ", so nobody can marry to live there";
        return null;
    }

    /** Null if the heir is free to marry, or may be by the time marriages are made (its spouse may die first). */
    String busy(GameState s, Heirs heirs, Heir h) {
        String name = IafOrders.heir(h.id());
        String holder = hostages.holder(s, h);
        if (holder != null) return name + " is held hostage by " + holder + " at " + hostages.place(h) + " and cannot marry";
        if (h.married()) {
            Heir spouse = heirs.byId(h.spouse()).orElse(null);
            if (spouse != null && hostages.holder(s, spouse) == null) {
                return name + " is married to " + IafOrders.heir(spouse.id()) + "; an heir remarries only when its spouse dies";
            }
        }
        return null;
    }

    private Object promote(GameState s, Heirs heirs, HeirOrder.Build b) {
        String house = b.power();
        if (s.phase().type() != PhaseType.ADJUSTMENT) {
            return "a new heir is promoted in a Winter adjustment phase, not in the " + s.phase().displayName();
        }
        String why = promotionRefusal(s, heirs, house);
        if (why != null) return why;
        Province capital = setup.capitalOf(house);
        if (b.at() != null && b.at() != capital) return "a new heir lives at " + house + "'s capital, " + capital.name() + ", not " + b.at().name();
        return new Order.Special(house, null, capital, IafOrders.PROMOTE, List.of(), "Build Heir");
    }

    /** Null if the House may promote a new heir now. */
    String promotionRefusal(GameState s, Heirs heirs, String house) {
        if (!setup.isHouse(house)) return house + " is not a Great House";
        if (heirs.hasLiving(house)) {
            return house + " has a living heir (" + IafOrders.heir(heirs.of(house).get(0).id())
                    + "); a new heir may be promoted only when none is left";
        }
        Province capital = setup.capitalOf(house);
        if (!house.equals(s.ownerOf(capital))) return house + " does not hold its capital " + capital.name();
        return null;
    }

    private Province place(Heir h) { return setup.board.find(h.at()).orElseThrow(); }
}
