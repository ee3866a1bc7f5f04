package org.chancery.variant.dote;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chancery.engine.ClassicCalendar;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.BotAdvice;
import org.chancery.variant.Duties;
import org.chancery.variant.economy.Treasury;
import org.chancery.variant.roads.Roads;

/**
 * The Empire's own judgement for Chancery's seats (docs/bots.md gives the rules): its home kept when another power's unit
 * could take it ({@link HomeGuard}); in the build phase its treasury: the disbands its
 * money forces, else the legions it can pay for while keeping a year's upkeep of every legion in hand, else a city;
 * and a payment of half its surplus to the weakest player with no unit next to its own when it bought nothing.
 */
record DoteBotAdvice(DoteRuleset rules, DoteSetup setup, Empire empire, Builds builds) implements BotAdvice {
    /** A territory is worth its yearly tribute, a five-talent one counting 1 (a ten-talent one 2, a city 1 more). */
    @Override
    public double worth(GameState s, String power, Province p) {
        if (!p.isSupplyCenter()) return 0;
        return empire.income(s, Roads.read(s), p) / (double) setup.defaultTalents;
    }

    @Override
    public List<Order> orders(GameState s, String power, List<Order> chosen, double[] value) {
        if (s.phase().type() == PhaseType.MOVEMENT) {
            return new HomeGuard(rules).guard(s, power, setup.homes.get(power), chosen, value, buildCities(s, power));
        }
        if (s.phase().type() != PhaseType.ADJUSTMENT) return chosen;
        if (!empire.players(s).contains(power)) return List.of();
        int disbands = builds.owedDisbands(s, power);
        if (disbands > 0) return disbands(s, power, disbands, value);
        int factor = Treasury.read(s).priceFactor();
        int upkeep = setup.prices.upkeep(factor);
        int units = s.unitsOf(power).size();
        int money = Treasury.read(s).balance(power) - upkeep * units; // this build phase's upkeep is paid first
        int tribute = empire.tribute(s, power);
        List<Order> out = new ArrayList<>();
        List<Order> options = rules.legalBuilds(s, power);
        // legions: the best places first; each paid for only if next year's upkeep of all the legions, less this
        // year's tribute, stays in hand
        List<Order.Build> legions = new ArrayList<>();
        Set<Province> joined = empire.noBuilds(s, power) != null ? Set.of() : empire.joinedToCapital(s, Roads.read(s), power);
        for (Order o : options) if (o instanceof Order.Build b && joined.contains(b.province())) legions.add(b);
        legions.sort(Comparator.comparingDouble((Order.Build b) -> -BotAdvice.reach(s.board(), b.kind(), b.at(), value))
                .thenComparingInt(b -> price(String.valueOf(b.kind().letter()), factor)));
        if (legions.isEmpty() && !joined.isEmpty()) {
            // every city it may build at is taken by its own legions: a city joined to them first, for next year
            Order city = city(s, options, value, joined);
            int cost = price("city", factor);
            if (city != null && money - cost >= reserve(upkeep, units, tribute)) {
                out.add(city);
                money -= cost;
            }
        }
        Set<Province> used = new HashSet<>();
        for (Order.Build b : legions) {
            int cost = price(String.valueOf(b.kind().letter()), factor);
            if (used.contains(b.province()) || money - cost < reserve(upkeep, units + out.size() + 1, tribute)) continue;
            out.add(b);
            used.add(b.province());
            money -= cost;
        }
        if (out.isEmpty()) {
            Order city = city(s, options, value, Set.of());
            int cost = price("city", factor);
            if (city != null && money - cost >= reserve(upkeep, units, tribute)) {
                out.add(city);
                money -= cost;
            }
        }
        if (out.isEmpty()) {
            Order pay = payment(s, power, money - upkeep * units - price("city", factor));
            if (pay != null) out.add(pay);
        }
        return out;
    }

    /**
     * The cities it may build at, in a Fall's movement (a build phase follows) when the coming tribute pays for an
     * infantry legion; else none.
     */
    private Set<Province> buildCities(GameState s, String power) {
        if (!ClassicCalendar.FALL.equals(s.phase().season()) || empire.noBuilds(s, power) != null) return Set.of();
        Treasury t = Treasury.read(s);
        int upkeep = setup.prices.upkeep(t.priceFactor());
        int units = s.unitsOf(power).size();
        int tribute = empire.tribute(s, power);
        int money = t.balance(power) + tribute - upkeep * units - price("I", t.priceFactor());
        return money >= reserve(upkeep, units + 1, tribute) ? empire.joinedToCapital(s, Roads.read(s), power) : Set.of();
    }

    /** The legions its money cannot keep, those on the least valuable places first. */
    private List<Order> disbands(GameState s, String power, int owed, double[] value) {
        List<Order> removals = new ArrayList<>(Duties.removalsOf(rules, s, power));
        removals.sort(Comparator.comparingDouble(o -> value[o.province().index()]));
        List<Order> out = new ArrayList<>();
        Set<Unit> gone = new HashSet<>();
        for (Order o : removals) if (out.size() < owed && gone.add(o.unit())) out.add(o);
        return out;
    }

    /** What must stay in hand after buying: next year's upkeep of {@code legions}, less what this year's tribute pays. */
    private static int reserve(int upkeep, int legions, int tribute) {
        return Math.max(0, upkeep * legions - tribute);
    }

    /**
     * A new city in its most valuable province without one, or null; with {@code nextTo} given, only next to one of
     * those cities (so roads join it to them).
     */
    private static Order city(GameState s, List<Order> options, double[] value, Set<Province> nextTo) {
        Order best = null;
        for (Order o : options) {
            if (!(o instanceof Order.Special x) || !DoteOrderEntry.CITY.equals(x.kind())) continue;
            if (!nextTo.isEmpty() && s.board().armyNeighbours(x.at()).stream().noneMatch(nextTo::contains)) continue;
            if (best == null || value[x.at().index()] > value[((Order.Special) best).at().index()]) best = o;
        }
        return best;
    }

    /**
     * Half the surplus, in the rules' steps, to the weakest player (fewest centres) with fewer centres than the payer
     * that still has its home, has no unit next to one of its own and has never paid it (its ledger): help goes from the
     * stronger to the weaker and is never paid back, so payments do not cycle. Null when there is no such player or too
     * little to send.
     */
    Order payment(GameState s, String power, int surplus) {
        int step = Math.max(1, setup.prices.step());
        int amount = surplus / 2 / step * step;
        if (amount < step) return null;
        int mine = s.centresOf(power).size();
        List<String> ledger = Treasury.read(s).ledgerOf(power);
        List<String> others = new ArrayList<>();
        for (String p : empire.players(s)) {
            if (p.equals(power) || s.centresOf(p).size() >= mine || empire.homeLost(s, p) || BotAdvice.borders(s, power, p)) continue;
            if (!Payments.received(ledger, p)) others.add(p);
        }
        others.sort(Comparator.comparingInt((String p) -> s.centresOf(p).size()).thenComparing(p -> p));
        for (String to : others) {
            if (rules.parse(s, power, "PAY " + amount + " " + to) instanceof ParseResult.Ok ok) return ok.order();
        }
        return null;
    }

    private int price(String item, int factor) {
        try {
            return setup.prices.of(item, factor);
        } catch (IllegalArgumentException e) {
            return Integer.MAX_VALUE / 4; // an item without a price is never bought
        }
    }
}
