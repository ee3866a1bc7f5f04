package org.chancery.variant.w3k;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.Review;
import org.chancery.variant.Variant;

/**
 * What W3K adds when a power gives an order: a warning that an order for another power's unit counts only with
 * its owner's consent; no builds beside removals; transfers only from excess; a convoy route whose fleets are
 * missing, do not join up, or (for the power's own fleets) have no convoy order. And the private notice to a
 * power given command of a unit. Nothing here tells anyone of another power's orders.
 */
final class W3kReview {
    private final Variant variant;

    W3kReview(Variant variant) {
        this.variant = variant;
    }

    Review review(GameState s, String power, List<Order> standing, String input, Order o,
                  java.util.function.Function<String, List<Order>> standingOf) {
        if (o instanceof Order.Special sp && W3kOrders.FOREIGN.equals(sp.kind())) {
            Unit u = sp.unit();
            if (placed(standingOf.apply(u.power()), u, power)) return null; // the owner has told this power so
            return Review.warn(u.displayName() + " is " + u.power() + "'s: your order for it counts only if " + u.power()
                    + " places it under your orders this phase");
        }
        if (o instanceof Order.Special sp && W3kOrders.TRANSFER.equals(sp.kind())) return transfer(s, power, standing, sp);
        if (o instanceof Order.Build || o instanceof Order.Remove) return adjustment(s, power, standing, o);
        if (o instanceof Order.Move m && m.viaConvoy()) {
            Matcher route = W3kOrders.ROUTE.matcher(input);
            if (route.matches()) return route(s, power, standing, m, route.group(2));
        }
        return null;
    }

    private static Review adjustment(GameState s, String power, List<Order> standing, Order o) {
        boolean removal = o instanceof Order.Remove;
        for (Order x : standing) {
            boolean other = removal ? x instanceof Order.Build : x instanceof Order.Remove;
            if (other) {
                return Review.refuse("a power may not list both builds and removals, and " + x.text() + " is standing;"
                        + " clear your orders first (orders clear) or give only " + (removal ? "removals" : "builds"));
            }
        }
        if (o instanceof Order.Build && Supply.balance(s, power) <= 0) {
            return Review.warn(power + " has no excess supply (" + Supply.describe(s, power) + "): this build counts only"
                    + " if another power sends " + power + " supply this Winter");
        }
        return null;
    }

    private static Review transfer(GameState s, String power, List<Order> standing, Order.Special sp) {
        int sent = Integer.parseInt(sp.args().get(1));
        for (Order x : standing) {
            if (x instanceof Order.Special t && W3kOrders.TRANSFER.equals(t.kind()) && !t.args().get(0).equals(sp.args().get(0))) {
                sent += Integer.parseInt(t.args().get(1));
            }
        }
        int excess = Supply.excess(s, power);
        if (sent > excess) {
            return Review.refuse("supply is sent only from excess: " + power + " has " + excess + " (" + Supply.describe(s, power)
                    + "), and with this order would send " + sent);
        }
        return Review.warn(sp.args().get(0) + " may use it only this Winter; repeat the order each Winter to go on sending it");
    }

    /** Warnings about the fleets an army names on its way; the army moves by any chain of convoying fleets. */
    private Review route(GameState s, String power, List<Order> standing, Order.Move m, String fleets) {
        Board board = variant.board();
        List<String> warnings = new ArrayList<>();
        List<Province> chain = new ArrayList<>();
        chain.add(m.unit().province());
        for (String named : fleets.split("(?i)\\s*,\\s*(?:then\\s+|and\\s+)?|\\s+(?:then|and)\\s+")) {
            String place = named.strip().replaceFirst("(?i)^(the\\s+)?(fleet|f)\\s+", "");
            if (place.isEmpty()) continue;
            Province p = board.find(place).orElse(null);
            if (p == null) {
                warnings.add("there is no region '" + place + "'");
                continue;
            }
            chain.add(p);
            Unit f = s.unitAt(p);
            if (f == null || !f.kind().isNaval()) {
                warnings.add("there is no fleet in " + p.name());
            } else if (f.power().equalsIgnoreCase(power) && !convoys(standing, f, m)) {
                warnings.add("your " + f.displayName() + " has no order to convoy " + m.unit().displayName() + " to "
                        + m.to().province().name());
            }
        }
        chain.add(m.to().province());
        for (int i = 0; i + 1 < chain.size(); i++) {
            if (!board.fleetAdjacent(chain.get(i), chain.get(i + 1))) {
                warnings.add(chain.get(i).name() + " does not border " + chain.get(i + 1).name());
                break;
            }
        }
        if (warnings.isEmpty()) return null;
        return Review.warn(String.join("; ", warnings) + ". The army still moves if any chain of fleets convoys it");
    }

    /** Whether the owner's standing orders place the unit under the power's orders (as the owner's notice said). */
    private static boolean placed(List<Order> ownerOrders, Unit u, String power) {
        for (Order x : ownerOrders) {
            if (x instanceof Order.Special p && W3kOrders.PROXY.equals(p.kind()) && p.unit().province() == u.province()
                    && p.args().get(0).equals(power)) return true;
        }
        return false;
    }

    private static boolean convoys(List<Order> standing, Unit fleet, Order.Move m) {
        for (Order x : standing) {
            if (x instanceof Order.Convoy c && c.unit().province() == fleet.province()
                    && c.convoyed().province() == m.unit().province() && c.to() == m.to().province()) return true;
        }
        return false;
    }

    /**
     * A private word to each power newly given command of a unit, or sent supply (the rulebook: "The other player may
     * place orders to build with that supply in mind"); a withdrawal is as secret as any revision.
     */
    Map<String, String> notices(GameState s, String owner, List<Order> before, List<Order> after) {
        Map<String, String> out = proxies(s, owner, before, after);
        supply(s, owner, before, after).forEach((to, text) -> out.merge(to, text, (a, b) -> a + "\n" + b));
        return out;
    }

    /** "Crown sends 1 unit's supply to you for Winter 1643 Adjustments: ...", with where the recipient may build. */
    private static Map<String, String> supply(GameState s, String owner, List<Order> before, List<Order> after) {
        Map<String, Integer> sent = new LinkedHashMap<>();
        for (Order o : after) {
            if (!(o instanceof Order.Special sp) || !W3kOrders.TRANSFER.equals(sp.kind()) || before.contains(o)) continue;
            sent.merge(sp.args().get(0), Integer.parseInt(sp.args().get(1)), Integer::sum);
        }
        Map<String, String> out = new LinkedHashMap<>();
        sent.forEach((to, n) -> {
            List<String> sites = new ArrayList<>();
            for (Province p : s.centresOf(to)) if (s.unitAt(p) == null) sites.add(p.name());
            int balance = Supply.balance(s, to);
            String use = balance < 0 ? "It means fewer removals for you (" + Supply.describe(s, to) + ")"
                    + (balance + n > 0 ? ", and builds beyond them" : "") : "You may build with it";
            String where = balance + n <= 0 ? "" : sites.isEmpty() ? ", but you have no empty centre to build in"
                    : " in your empty centres (" + String.join(", ", sites) + "), e.g. Build an Army at " + sites.get(0);
            out.put(to, owner + " sends " + n + (n == 1 ? " unit's" : " units'") + " supply to you for "
                    + s.phase().displayName() + ". " + use + where + "; give your builds or removals with /order before the"
                    + " deadline. It counts unless " + owner + " revises its orders. Nobody else is told.");
        });
        return out;
    }

    /** A private word to each power newly given command of a unit. */
    private static Map<String, String> proxies(GameState s, String owner, List<Order> before, List<Order> after) {
        Map<String, List<Unit>> told = new LinkedHashMap<>();
        for (Order o : after) {
            if (!(o instanceof Order.Special sp) || !W3kOrders.PROXY.equals(sp.kind()) || before.contains(o)) continue;
            told.computeIfAbsent(sp.args().get(0), k -> new ArrayList<>()).add(sp.unit());
        }
        Map<String, String> out = new LinkedHashMap<>();
        told.forEach((grantee, units) -> {
            List<String> names = units.stream().map(Unit::displayName).toList();
            out.put(grantee, owner + " places " + String.join(", ", names) + " under your orders for "
                    + s.phase().displayName() + ". Your order for " + (units.size() == 1 ? "it" : "them")
                    + " (such as '" + units.get(0).shortName() + " H') is the order of record unless " + owner
                    + " revises its orders before the deadline. Nobody else is told.");
        });
        return out;
    }
}
