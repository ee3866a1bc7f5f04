package org.chancery.variant.dote;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.chancery.engine.CivilDisorder;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.PhaseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.economy.PayOrders;
import org.chancery.variant.economy.Treasury;
import org.chancery.variant.roads.Roads;

/**
 * The build phase after the Fall. Payments first, at once. Then each power: its disbands; the upkeep of its
 * legions (if it cannot pay and has not disbanded enough, the legions farthest from its home go, the cheapest
 * kind first); its razes; its new cities, forts and legions, which all fail together if they cost more than it
 * holds. A power never builds legions and disbands in one build phase. A power without its home keeps nothing.
 */
final class Builds {
    /** The public reason builds fail for want of money; the amounts go to the power's ledger alone. */
    static final String NOT_ENOUGH = "not enough money; none is made";

    private final DoteSetup setup;
    private final Empire empire;
    private final DoteOrderEntry entry;
    private final Payments payments;

    Builds(DoteSetup setup, Empire empire, DoteOrderEntry entry, Payments payments) {
        this.setup = setup;
        this.empire = empire;
        this.entry = entry;
        this.payments = payments;
    }

    PhaseResult adjudicate(GameState s, List<Order> orders, List<String> notes) {
        List<Order.Special> pays = new ArrayList<>();
        for (Order o : orders) if (o instanceof Order.Special x && PayOrders.KIND.equals(x.kind())) pays.add(x);
        PhaseResult paid = payments.send(s, new PhaseResult(List.of(), s), pays, true);
        List<Outcome> outcomes = new ArrayList<>(paid.outcomes());
        GameState cur = paid.after();
        for (String power : empire.players(s)) {
            List<Order> mine = new ArrayList<>();
            for (Order o : orders) if (power.equals(powerOf(o)) && !(o instanceof Order.Special x && PayOrders.KIND.equals(x.kind()))) mine.add(o);
            cur = power(cur, power, mine, outcomes, notes);
        }
        return new PhaseResult(outcomes, cur);
    }

    private GameState power(GameState s, String power, List<Order> mine, List<Outcome> outcomes, List<String> notes) {
        String when = DoteRuleset.when(s.phase());
        int factor = Treasury.read(s).priceFactor();
        GameState.Builder b = s.toBuilder();
        boolean disbanded = mine.stream().anyMatch(o -> o instanceof Order.Remove);
        for (Order o : mine) {
            if (o instanceof Order.Remove r) {
                outcomes.add(Outcome.ok(o));
                b.removeUnit(r.province());
            }
        }
        GameState cur = b.build();
        Treasury t = Treasury.read(cur);
        int upkeep = setup.prices.upkeep(factor);
        List<Unit> units = cur.unitsOf(power);
        int affordable = upkeep == 0 ? units.size() : t.balance(power) / upkeep;
        if (units.size() > affordable) {
            b = cur.toBuilder();
            for (Unit u : forced(cur, power, units, units.size() - affordable)) {
                b.removeUnit(u.province());
                outcomes.add(new Outcome(new Order.Remove(u), true, "disbanded: " + power + " cannot pay its upkeep"));
                notes.add(power + " cannot pay the upkeep of all its legions: " + u.shortName() + " is disbanded.");
            }
            cur = b.build();
            units = cur.unitsOf(power);
        }
        if (!units.isEmpty()) t = t.add(power, -upkeep * units.size(), when, "upkeep of " + units.size() + " legion" + (units.size() == 1 ? "" : "s"));
        Roads roads = Roads.read(cur);
        for (Order o : mine) {
            if (o instanceof Order.Special x && DoteOrderEntry.RAZE.equals(x.kind())) {
                if (roads.hasCity(x.at()) && power.equals(cur.ownerOf(x.at()))) {
                    roads = roads.razed(x.at());
                    outcomes.add(Outcome.ok(o));
                } else {
                    outcomes.add(Outcome.failed(o, "no city of " + power + " in " + x.at().name()));
                }
            }
        }
        cur = t.write(roads.write(cur.toBuilder())).build();
        cur = build(cur, power, mine, disbanded, outcomes);
        if (empire.homeLost(cur, power)) {
            cur = Treasury.read(cur).clear(power, when, "lost: no treasury while another power holds "
                    + setup.homes.get(power).name()).write(cur.toBuilder()).build();
        }
        return cur;
    }

    /** New cities and forts, then legions: every one that is possible, or none if they cost more than the power holds. */
    private GameState build(GameState s, String power, List<Order> mine, boolean disbanded, List<Outcome> outcomes) {
        Treasury t = Treasury.read(s);
        int factor = t.priceFactor();
        Roads roads = Roads.read(s);
        List<Order> ok = new ArrayList<>();
        int cost = 0;
        for (Order o : mine) {
            if (o instanceof Order.Special x && !DoteOrderEntry.RAZE.equals(x.kind())) {
                Province p = x.at();
                String why = !power.equals(s.ownerOf(p)) ? p.name() + " is not " + power + "'s"
                        : DoteOrderEntry.CITY.equals(x.kind()) && roads.hasCity(p) ? p.name() + " already has a city"
                        : DoteOrderEntry.FORT.equals(x.kind()) && roads.isFortified(p) ? p.name() + " is already fortified" : null;
                if (why != null) {
                    outcomes.add(Outcome.failed(o, why));
                    continue;
                }
                boolean fort = DoteOrderEntry.FORT.equals(x.kind());
                cost += setup.prices.of(!fort ? "city" : roads.hasCity(p) ? "fort" : "fortifiedCity", factor);
                roads = roads.withCity(p, fort || roads.isFortified(p));
                ok.add(o);
            }
        }
        roads = setup.roads.connect(roads, s);
        for (Order o : mine) {
            if (!(o instanceof Order.Build bo)) continue;
            String why = disbanded ? power + " disbanded this phase, and may not also build legions"
                    : ok.stream().anyMatch(x -> x instanceof Order.Build y && y.at().province() == bo.at().province())
                    ? "already building there" : entry.buildSite(s, roads, bo);
            if (why == null && !roads.hasCity(bo.at().province())) why = bo.at().province().name() + " has no city";
            if (why == null && !empire.joinedToCapital(s, roads, power).contains(bo.at().province())) {
                why = bo.at().province().name() + "'s city is not joined by roads to " + power + "'s capital";
            }
            if (why != null) {
                outcomes.add(Outcome.failed(o, why));
                continue;
            }
            cost += setup.prices.of(String.valueOf(bo.kind().letter()), factor);
            ok.add(o);
        }
        if (ok.isEmpty()) return s;
        String when = DoteRuleset.when(s.phase());
        if (cost > t.balance(power)) {
            // the figures are the power's secret: the results say only that money was short, its ledger (and DM) why
            for (Order o : ok) outcomes.add(Outcome.failed(o, NOT_ENOUGH));
            return t.note(power, when + ": no builds made (" + String.join(", ", ok.stream().map(Order::text).toList())
                    + "): they cost " + cost + " talents and " + power + " holds " + t.balance(power)).write(s.toBuilder()).build();
        }
        GameState.Builder b = s.toBuilder();
        for (Order o : ok) {
            outcomes.add(Outcome.ok(o));
            if (o instanceof Order.Build bo) b.unit(new Unit(power, bo.kind(), bo.at()));
        }
        t = t.add(power, -cost, when, "builds: " + String.join(", ", ok.stream().map(Order::text).toList()));
        return t.write(roads.write(b)).build();
    }

    /** The legions a power that cannot pay loses: farthest from its home first, then the cheapest kind, then by name. */
    private List<Unit> forced(GameState s, String power, List<Unit> units, int count) {
        int[] d = new CivilDisorder(setup.board).distancesTo(List.of(setup.homes.get(power)));
        List<Unit> ranked = new ArrayList<>(units);
        ranked.sort(Comparator.<Unit>comparingInt(u -> -d[u.province().index()])
                .thenComparingInt(u -> setup.prices.of(String.valueOf(u.kind().letter()), 1))
                .thenComparing(u -> u.province().name()));
        return ranked.subList(0, count);
    }

    static String powerOf(Order o) {
        if (o instanceof Order.Build b) return b.power();
        if (o instanceof Order.Special x) return x.power();
        return o.unit() == null ? null : o.unit().power();
    }

    /** How many legions the power must disband because it cannot pay their upkeep. */
    int owedDisbands(GameState s, String power) {
        int upkeep = setup.prices.upkeep(Treasury.read(s).priceFactor());
        int units = s.unitsOf(power).size();
        return upkeep == 0 ? 0 : Math.max(0, units - Treasury.read(s).balance(power) / upkeep);
    }
}
