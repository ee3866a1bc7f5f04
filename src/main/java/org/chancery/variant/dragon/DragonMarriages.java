package org.chancery.variant.dragon;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.HeirOrder;
import org.chancery.variant.heirs.Heirs;
import org.chancery.variant.heirs.Marriages;

/**
 * Judges the heirs' orders of an orders phase: marriages to minor powers make thralls at once (§10.3);
 * marriages between two majors' heirs, in Autumn only, wait for the Census (§10.4).
 */
final class DragonMarriages {
    private final DragonSetup setup;

    DragonMarriages(DragonSetup setup) { this.setup = setup; }

    /** What came of the heirs' orders. */
    record Result(Heirs heirs, DragonState state, List<Outcome> outcomes) {}

    /**
     * @param before     the position at the start of the orders phase
     * @param after      the position after adjudication (dislodged units still there)
     * @param heirOrders the heirs' orders
     * @param minorOrders the order each biddable unit received, by province
     */
    Result judge(GameState before, GameState after, List<Order.Special> heirOrders, Map<Province, Order> minorOrders,
                 List<String> notes) {
        Heirs heirs = Heirs.read(before);
        DragonState d = DragonState.read(before);
        List<Outcome> outcomes = new ArrayList<>();
        List<Order> vassalOrders = new ArrayList<>();
        for (Order.Special o : heirOrders) {
            if (HeirOrder.HOLD.equals(o.kind())) {
                outcomes.add(Outcome.ok(o));
                continue;
            }
            String centre = HeirOrder.partnerCentre(o);
            if (centre == null) {
                vassalOrders.add(o);
                continue;
            }
            Heir heir = heirs.byId(o.args().get(0)).orElse(null);
            Province p = setup.province(centre);
            String why = thrallRefusal(before, after, d, heir, p, minorOrders.get(p));
            if (why != null) {
                outcomes.add(Outcome.failed(o, why));
                notes.add("the marriage of the " + o.power() + " heir to " + p.name() + " failed: " + why);
                continue;
            }
            String minor = before.unitAt(p).power();
            heirs = heirs.with(heir.marriedTo(minor, p.id()));
            d = d.withNeutral(minor, new DragonState.Neutral(p.id(), heir.power()));
            outcomes.add(Outcome.ok(o));
            notes.add("the " + heir.power() + " heir married " + minor + ": " + minor + " is now a thrall of " + heir.power());
        }
        List<DragonState.PendingVassal> pending = new ArrayList<>(d.pending());
        List<Marriages.Pair> pairs = Marriages.matching(vassalOrders);
        for (Marriages.Pair pair : pairs) {
            DragonState.PendingVassal v = vassal(before, d, heirs, pair);
            String why = vassalRefusal(before, d, heirs, pair, v);
            if (why != null) {
                outcomes.add(Outcome.failed(pair.first(), why));
                outcomes.add(Outcome.failed(pair.second(), why));
                notes.add("the marriage of the " + pair.first().power() + " and " + pair.second().power()
                        + " heirs failed: " + why);
            } else {
                pending.add(v);
                outcomes.add(Outcome.ok(pair.first()));
                outcomes.add(Outcome.ok(pair.second()));
                notes.add("the " + v.giver() + " and " + v.receiver() + " heirs are to marry at "
                        + setup.province(v.at()).name() + "; the vassal is created at the Autumn Census unless "
                        + "that centre or either capital is captured first");
            }
        }
        for (Order o : vassalOrders) {
            boolean paired = false;
            for (Marriages.Pair x : pairs) if (x.first() == o || x.second() == o) paired = true;
            if (!paired) outcomes.add(Outcome.failed(o, "the other heir was not ordered to marry this one at the same place"));
        }
        return new Result(heirs, d.withPending(pending), reorder(heirOrders, outcomes));
    }

    /** Outcomes in the order the orders were given. */
    private static List<Outcome> reorder(List<Order.Special> orders, List<Outcome> outcomes) {
        List<Outcome> out = new ArrayList<>();
        for (Order o : orders) for (Outcome x : outcomes) if (x.order() == o) out.add(x);
        return out;
    }

    /** Why a marriage to the minor at {@code p} fails (§10.3 A-E), or null. */
    private String thrallRefusal(GameState before, GameState after, DragonState d, Heir heir, Province p, Order minorOrder) {
        if (heir == null) return "that heir is no longer living";
        if (heir.married()) return "that heir is already married";
        Unit home = before.unitAt(setup.province(heir.at()));
        if (home != null && !home.power().equals(heir.power())) {
            return "a unit of " + home.power() + " stood in " + setup.province(heir.at()).name() + ", where the heir lives";
        }
        Unit minor = before.unitAt(p);
        if (minor == null || !d.isMinor(minor.power()) || !d.isMinor(before.ownerOf(p) == null ? "" : before.ownerOf(p))) {
            return p.name() + " is not a minor power with a unit";
        }
        if (!(minorOrder instanceof Order.Special m) || !HeirOrder.MARRY.equals(m.kind())
                || !heir.id().equals(m.args().get(0))) {
            return minor.power() + " was not ordered to marry that heir";
        }
        if (after.dislodgedAt(p) != null) return minor.power() + "'s unit was dislodged";
        return null;
    }

    /** The vassal a matched pair would make: the dowry giver owns the location. */
    private DragonState.PendingVassal vassal(GameState s, DragonState d, Heirs heirs, Marriages.Pair pair) {
        Heir a = heirs.byId(pair.firstHeir()).orElse(null);
        Heir b = heirs.byId(pair.secondHeir()).orElse(null);
        if (a == null || b == null || pair.place() == null) return null;
        String owner = s.ownerOf(setup.province(pair.place()));
        if (b.power().equals(owner)) { Heir t = a; a = b; b = t; }
        return new DragonState.PendingVassal(a.id(), b.id(), a.power(), b.power(), pair.place());
    }

    /** Why a marriage between two majors' heirs fails at the orders phase (§10.4 1-4), or null. */
    private String vassalRefusal(GameState s, DragonState d, Heirs heirs, Marriages.Pair pair, DragonState.PendingVassal v) {
        if (!s.phase().season().equals("Autumn")) return "majors' heirs marry only in Autumn";
        if (v == null) return pair.place() == null ? "no marriage location was named" : "an heir is no longer living";
        Heir g = heirs.byId(v.giverHeir()).orElseThrow();
        Heir r = heirs.byId(v.receiverHeir()).orElseThrow();
        if (g.married() || r.married()) return "an heir is already married";
        if (g.power().equals(r.power())) return "both heirs belong to " + g.power();
        for (DragonState.Vassal x : d.vassals().values()) {
            if (x.controllers().contains(g.power()) && x.controllers().contains(r.power())) {
                return g.power() + " and " + r.power() + " already share a vassal";
            }
        }
        for (Heir h : List.of(g, r)) {
            Unit u = s.unitAt(setup.province(h.at()));
            if (u != null && !u.power().equals(h.power())) {
                return "a unit of " + u.power() + " stood in " + setup.province(h.at()).name() + ", where the "
                        + h.power() + " heir lives";
            }
        }
        Province at = setup.province(v.at());
        if (!at.isSupplyCenter()) return at.name() + " is not a supply centre";
        String owner = s.ownerOf(at);
        if (!g.power().equals(owner)) return at.name() + " belongs to neither marrying power";
        if (g.power().equals(at.home()) || r.power().equals(at.home())) {
            return at.name() + " is a home centre of " + at.home() + " and cannot be a dowry";
        }
        Unit u = s.unitAt(at);
        if (u != null && !u.power().equals(g.power())) return "a unit of " + u.power() + " stood in " + at.name();
        return null;
    }
}
