package org.chancery.variant.dote;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.variant.Review;
import org.chancery.variant.economy.PayOrders;
import org.chancery.variant.economy.Treasury;
import org.chancery.variant.roads.Roads;

/**
 * What the Empire adds, privately, when a power gives an order: a legion that needs the razed capital rebuilt
 * first, and orders that together cost more than the treasury holds, with the figures and what would fail.
 * The rules stay as they are: payments leave first, in the order given, then the upkeep, then the builds, which all
 * fail together if they cost more than is left.
 */
final class DoteReview {
    private final DoteSetup setup;
    private final Empire empire;

    DoteReview(DoteSetup setup, Empire empire) {
        this.setup = setup;
        this.empire = empire;
    }

    Review review(GameState s, String power, List<Order> standing, Order o) {
        if (power == null) return null;
        List<Order> all = new ArrayList<>(standing);
        if (!all.contains(o)) all.add(o);
        List<String> warnings = new ArrayList<>();
        if (o instanceof Order.Build && empire.capitalRazed(s, power) && !rebuildsCapital(power, all)) {
            Province home = setup.homes.get(power);
            warnings.add(power + "'s capital in " + home.name() + " is razed: this legion is built only if you also order Build City "
                    + home.name() + " this phase");
        }
        String money = money(s, power, all);
        if (money != null && (o instanceof Order.Build || o instanceof Order.Special || o instanceof Order.Remove)) warnings.add(money);
        return warnings.isEmpty() ? null : Review.warn(String.join("; ", warnings));
    }

    private boolean rebuildsCapital(String power, List<Order> orders) {
        Province home = setup.homes.get(power);
        for (Order x : orders) {
            if (x instanceof Order.Special sp && (DoteOrderEntry.CITY.equals(sp.kind()) || DoteOrderEntry.FORT.equals(sp.kind()))
                    && sp.at() == home) return true;
        }
        return false;
    }

    /** What the power's orders cost against its treasury, and what would fail, or null when it can pay for all. */
    private String money(GameState s, String power, List<Order> orders) {
        Treasury t = Treasury.read(s);
        int f = t.priceFactor();
        int held = t.balance(power), left = held, paid = 0;
        List<String> unpaid = new ArrayList<>();
        for (Order x : orders) {
            if (x instanceof Order.Special sp && PayOrders.KIND.equals(sp.kind())) {
                int n = PayOrders.amount(sp);
                paid += n;
                if (n > left) unpaid.add(sp.text());
                else left -= n;
            }
        }
        boolean build = s.phase().type() == PhaseType.ADJUSTMENT;
        int upkeep = 0, legions = 0, lost = 0;
        if (build) {
            legions = s.unitsOf(power).size();
            for (Order x : orders) if (x instanceof Order.Remove) legions--;
            int each = setup.prices.upkeep(f);
            int affordable = each == 0 ? legions : left / each;
            lost = Math.max(0, legions - affordable);
            upkeep = each * (legions - lost);
            left -= upkeep;
        }
        int cost = 0;
        List<String> bought = new ArrayList<>();
        Roads roads = Roads.read(s);
        for (Order x : orders) {
            int price = 0;
            if (x instanceof Order.Build b) price = setup.prices.of(String.valueOf(b.kind().letter()), f);
            else if (x instanceof Order.Special sp && DoteOrderEntry.CITY.equals(sp.kind())) price = setup.prices.of("city", f);
            else if (x instanceof Order.Special sp && DoteOrderEntry.FORT.equals(sp.kind())) {
                price = setup.prices.of(roads.hasCity(sp.at()) ? "fort" : "fortifiedCity", f);
            }
            if (price > 0) {
                cost += price;
                bought.add(x.text() + " " + price);
            }
        }
        boolean buildsFail = cost > left;
        if (unpaid.isEmpty() && lost == 0 && !buildsFail) return null;
        List<String> figures = new ArrayList<>();
        if (!bought.isEmpty()) figures.add("builds " + cost + " (" + String.join(", ", bought) + ")");
        if (paid > 0) figures.add("payments " + paid);
        if (build && legions > 0) figures.add("upkeep " + setup.prices.upkeep(f) * legions + " (" + legions + (legions == 1 ? " legion" : " legions") + ")");
        List<String> fail = new ArrayList<>();
        if (!unpaid.isEmpty()) fail.add(String.join(", ", unpaid) + " would fail");
        if (lost > 0) fail.add(lost + (lost == 1 ? " legion" : " legions") + " would be disbanded for want of upkeep");
        if (buildsFail && !bought.isEmpty()) fail.add("none of the builds would be made");
        return "these orders need " + (cost + paid + (build ? setup.prices.upkeep(f) * legions : 0)) + " talents ("
                + String.join(", ", figures) + ") and " + power + " holds " + held + ": as they stand, " + String.join(", and ", fail)
                + (build ? ", unless another power pays you this phase" : "");
    }
}
