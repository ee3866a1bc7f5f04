package org.chancery.variant.europe1615.sanctions;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.europe1615.MinorState;
import org.chancery.variant.europe1615.Politics;

/**
 * The choices Chancery's player makes for the sanctions in effect that wait on it (docs/bots.md gives each rule): the
 * state an embargo bars, the centres a stronghold fortifies, the states a reservation protects, the sanction a
 * cancellation ends, the unit it bribes, where it levies, the unit it relieves, and its forced march. Each is a line
 * (or an order) the rules read as they read a player's; the caller gives only those they accept.
 */
public final class SanctionBot {
    /** What a centre's worth is multiplied by when the chooser's units or centres are next to it. */
    static final int NEAR = 3;

    /** Between the places or states of one choice: the order desk cuts a line at its commas, never at "and". */
    static final String AND = " and ";

    private SanctionBot() {}

    /** The choice lines for every sanction in effect that waits on {@code power}, given its orders this phase. */
    public static List<String> choices(Politics pol, String power, List<Order> own, boolean takesCentres) {
        List<String> out = new ArrayList<>();
        for (SanctionState.Effect e : SanctionState.read(pol.position()).active()) {
            if (!e.pending().contains(power)) continue;
            Sanction x = e.sanction();
            String what = switch (x) {
                case EMBARGO_ON_SPAIN, EMBARGO_ON_AUSTRIA, EMBARGO_ON_FRANCE, EMBARGO_ON_DENMARK, EMBARGO_ON_ENGLAND ->
                        embargo(pol, power, x.embargoed());
                case STRONGHOLD_I, STRONGHOLD_II, STRONGHOLD_III -> forts(pol, power, x.forts());
                case ECCLESIASTICAL_RESERVATION -> reservation(pol, power, e);
                case CANCELLATION_OPTION -> cancellation(pol, power);
                case BRIBE_A_UNIT -> takesCentres ? bribe(pol, power, own) : null;
                case LEVY_AN_ARMY -> levy(pol, power, own);
                case RELIEVE_ATTRITION -> relief(pol, power);
                default -> null; // a forced march goes with the orders; the Treaty of Lyon stays closed
            };
            if (what != null) out.add(x.title + ": " + what);
        }
        return out;
    }

    /** A state's centres' worth to {@code power}: each centre's value, {@link #NEAR} times when next to it. */
    static int worth(Politics pol, String power, MinorState m) {
        int w = 0;
        for (String id : m.provinces()) {
            Province p = pol.setup().province(id);
            if (p.isSupplyCenter()) w += pol.setup().value(p) * (near(pol.position(), power, p) ? NEAR : 1);
        }
        return w;
    }

    /** Whether one of the power's units could move into the province, or it borders one of the power's centres. */
    public static boolean near(GameState s, String power, Province p) {
        for (Unit u : s.unitsOf(power)) if (s.board().canReach(u.kind(), u.location(), p)) return true;
        for (Province c : s.centresOf(power)) {
            if (s.board().armyAdjacent(c, p) || s.board().fleetAdjacent(c, p)) return true;
        }
        return false;
    }

    /** The pliant state worth most to the chooser among those the embargoed power may deploy to, doubled next to it. */
    private static String embargo(Politics pol, String power, String embargoed) {
        MinorState best = null;
        int most = 0;
        for (MinorState m : pol.all()) {
            if (m.ottoman() || !pol.pliant(m) || Restrictions.deployment(pol, embargoed, m) != null) continue;
            int w = worth(pol, power, m) * (touches(pol, embargoed, m) ? 2 : 1);
            if (best == null || w > most) {
                best = m;
                most = w;
            }
        }
        return best == null ? null : best.key();
    }

    /** Whether a unit or centre of {@code power} is next to one of the state's centres. */
    private static boolean touches(Politics pol, String power, MinorState m) {
        for (String id : m.provinces()) {
            Province p = pol.setup().province(id);
            if (p.isSupplyCenter() && near(pol.position(), power, p)) return true;
        }
        return false;
    }

    /** Its own unfortified centres (then its aligned states'), most threatened first, then with its unit in, then by value. */
    private static String forts(Politics pol, String power, int n) {
        GameState s = pol.position();
        List<Province> own = new ArrayList<>(), aligned = new ArrayList<>();
        for (Province p : s.board().provinces()) {
            if (!p.isSupplyCenter() || Restrictions.fortified(pol, p.id()) || s.ownerOf(p) == null) continue;
            MinorState m = pol.ofPower(s.ownerOf(p));
            if (power.equals(s.ownerOf(p))) own.add(p);
            else if (m != null && power.equals(pol.alignedWith(m))) aligned.add(p);
        }
        Comparator<Province> order = Comparator.comparingInt((Province p) -> -threat(s, power, p))
                .thenComparing(p -> s.unitAt(p) == null || !s.unitAt(p).power().equals(power))
                .thenComparingInt(p -> -pol.setup().value(p)).thenComparing(Province::id);
        own.sort(order);
        aligned.sort(order);
        own.addAll(aligned);
        if (own.size() < n) return null;
        return String.join(AND, own.subList(0, n).stream().map(Province::id).toList());
    }

    /** How many other powers' units could move into the province. */
    static int threat(GameState s, String power, Province p) {
        int n = 0;
        for (Unit u : s.units()) if (!u.power().equals(power) && s.board().canReach(u.kind(), u.location(), p)) n++;
        return n;
    }

    /** The reservable states next to most Protestant powers' units or centres, then worth most to the chooser. */
    private static String reservation(Politics pol, String power, SanctionState.Effect e) {
        List<MinorState> open = new ArrayList<>();
        for (String k : Places.RESERVABLE) if (Conditions.pliant(pol, k)) open.add(pol.get(k));
        int n = Math.min(e.holders().size(), open.size());
        if (n == 0) return null;
        open.sort(Comparator.comparingInt((MinorState m) -> -protestantReach(pol, m))
                .thenComparingInt(m -> -worth(pol, power, m)).thenComparing(MinorState::key));
        return String.join(AND, open.subList(0, n).stream().map(MinorState::key).toList());
    }

    private static int protestantReach(Politics pol, MinorState m) {
        int n = 0;
        for (String major : pol.setup().majors()) if (pol.setup().protestant(major) && touches(pol, major, m)) n++;
        return n;
    }

    /** An embargo on itself first, else an advantage of the other confession that it did not carry; else none. */
    private static String cancellation(Politics pol, String power) {
        Sanction other = null;
        for (SanctionState.Effect e : SanctionState.read(pol.position()).active()) {
            Sanction x = e.sanction();
            if (x == Sanction.CANCELLATION_OPTION || x.forts() > 0 || e.holders().contains(power)) continue;
            if (power.equals(x.embargoed())) return x.title;
            if (other == null && x.advantage() && !x.confession().equals(pol.setup().confession(power))) other = x;
        }
        return other == null ? null : other.title;
    }

    /**
     * Where centres change hands next: another power's unit that could move into the most valuable of its centres that
     * none of its units holds or enters; none when every centre is kept.
     */
    private static String bribe(Politics pol, String power, List<Order> own) {
        GameState s = pol.position();
        Set<Province> kept = kept(s, power, own);
        Unit best = null;
        int most = -1;
        for (Province c : s.centresOf(power)) {
            if (kept.contains(c)) continue;
            for (Unit u : s.units()) {
                if (u.power().equals(power) || u.province() == c || !s.board().canReach(u.kind(), u.location(), c)) continue;
                if (pol.setup().value(c) > most) {
                    best = u;
                    most = pol.setup().value(c);
                }
            }
        }
        return best == null ? null : best.shortName();
    }

    /** The places its own units hold or move into with these orders. */
    private static Set<Province> kept(GameState s, String power, List<Order> own) {
        Set<Province> out = new HashSet<>();
        Set<Province> leaving = new HashSet<>();
        for (Order o : own) {
            if (o.unit() == null || !power.equals(o.unit().power())) continue;
            if (o instanceof Order.Move m) {
                out.add(m.to().province());
                leaving.add(o.unit().province());
            }
        }
        for (Unit u : s.unitsOf(power)) if (!leaving.contains(u.province())) out.add(u.province());
        return out;
    }

    /**
     * An army in its own empty territory that none of its units enters: a threatened centre of its own first, then
     * the place next to most centres not its own, then by name.
     */
    private static String levy(Politics pol, String power, List<Order> own) {
        GameState s = pol.position();
        Set<Province> kept = kept(s, power, own);
        Province best = null;
        int most = -1;
        for (Province p : s.board().provinces()) {
            if (!power.equals(pol.holder(p)) || s.unitAt(p) != null || kept.contains(p) || !p.kind().admitsArmies()) continue;
            int score = p.isSupplyCenter() && threat(s, power, p) > 0 ? 100 : 0;
            for (Province q : s.board().armyNeighbours(p)) if (q.isSupplyCenter() && !power.equals(s.ownerOf(q))) score++;
            if (score > most || score == most && p.id().compareTo(best.id()) < 0) {
                best = p;
                most = score;
            }
        }
        return best == null ? null : "A " + best.id();
    }

    /** Its own marked unit on the most valuable place (then by name); none while none is marked. */
    private static String relief(Politics pol, String power) {
        Unit best = null;
        for (Unit u : pol.position().unitsOf(power)) {
            if (!pol.state().marked(u.province().id())) continue;
            if (best == null || pol.setup().value(u.province()) > pol.setup().value(best.province())
                    || pol.setup().value(u.province()) == pol.setup().value(best.province()) && u.province().id().compareTo(best.province().id()) < 0) {
                best = u;
            }
        }
        return best == null ? null : best.shortName();
    }

    /**
     * Where centres change hands next, with a forced march in hand: the own army's move whose second step, from where
     * it goes, can reach the most valuable centre not its own that stands empty and none of its units enters; that move
     * becomes the march. {@code read} gives the order as the rules read its text for the power, or null.
     */
    public static List<Order> march(Politics pol, String power, List<Order> chosen, double[] value, boolean takesCentres,
                                    Function<String, Order> read) {
        SanctionState.Effect e = SanctionState.read(pol.position()).active(Sanction.FORCED_MARCH);
        if (!takesCentres || e == null || !e.pending().contains(power)) return chosen;
        GameState s = pol.position();
        Set<Province> kept = kept(s, power, chosen);
        Order best = null;
        int at = -1;
        double most = 0;
        for (int i = 0; i < chosen.size(); i++) {
            if (!(chosen.get(i) instanceof Order.Move m) || m.unit().kind() != UnitKind.ARMY || m.viaConvoy()) continue;
            Province q = m.to().province();
            for (Province c : s.board().armyNeighbours(q)) {
                if (!c.isSupplyCenter() || power.equals(s.ownerOf(c)) || s.unitAt(c) != null || kept.contains(c)) continue;
                if (value[c.index()] <= most) continue;
                Unit there = m.unit().at(m.to());
                Order o = read.apply(m.text() + " || " + new Order.Move(there, c.main(), false).text());
                if (o == null) continue;
                best = o;
                at = i;
                most = value[c.index()];
            }
        }
        if (best == null) return chosen;
        List<Order> out = new ArrayList<>(chosen);
        out.set(at, best);
        return out;
    }
}
