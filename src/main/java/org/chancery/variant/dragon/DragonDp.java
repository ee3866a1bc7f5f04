package org.chancery.variant.dragon;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.Allocations;
import org.chancery.variant.allocation.BidParser;
import org.chancery.variant.allocation.Points;
import org.chancery.variant.allocation.Submission;
import org.chancery.variant.allocation.AttackingRule;
import org.chancery.variant.allocation.Bid;
import org.chancery.variant.allocation.AuctionPolicy;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.HeirNames;
import org.chancery.variant.heirs.Heirs;

/**
 * Diplomacy Points in Order of the Dragon (§9): totals of §9.2, who may allocate to whom, a thrall's
 * controller counting double, Marry as its own choice, and the Attacking and Allocating rule warned of at
 * submission (it is applied at adjudication against the final orders).
 */
public final class DragonDp implements Allocations {
    private final DragonSetup setup;
    private final OrderParser orders;
    private final HeirNames names;
    private final java.util.function.BiFunction<GameState, Unit, List<Order>> legal;

    DragonDp(DragonSetup setup, OrderParser orders, HeirNames names,
             java.util.function.BiFunction<GameState, Unit, List<Order>> legal) {
        this.setup = setup;
        this.orders = orders;
        this.names = names;
        this.legal = legal;
    }

    /** Every legal order of every unit the power may allocate to, as allocation lines without points. */
    @Override
    public List<String> suggestions(GameState s, String power) {
        DragonState d = DragonState.read(s);
        AuctionPolicy policy = policy(s);
        List<String> out = new ArrayList<>();
        if (s.phase().type() != PhaseType.MOVEMENT || !isLiveMajor(d, power)) return out;
        for (Unit u : s.units()) {
            if (!d.isBiddable(u.power()) || policy.refusal(power, u.power()) != null) continue;
            for (Order o : legal.apply(s, u)) out.add(o.text());
        }
        return out;
    }

    /** Whether the power is a player still in the game. */
    boolean isLiveMajor(DragonState d, String power) {
        return power != null && setup.isMajor(power) && !d.eliminated().contains(power);
    }

    @Override
    public int budget(GameState s, String power) {
        DragonState d = DragonState.read(s);
        if (!isLiveMajor(d, power)) return 0;
        Province capital = setup.capital(power);
        int total = power.equals(s.ownerOf(capital)) ? 1 : 0;
        for (Heir h : Heirs.read(s).unmarried(power)) if (h.at().equals(capital.id())) { total++; break; }
        total += d.thrallsOf(power).size();
        total += d.vassalsOf(power).size();
        return total;
    }

    /** Who may allocate to whom, and what a point weighs, in this position. */
    AuctionPolicy policy(GameState s) {
        DragonState d = DragonState.read(s);
        return new AuctionPolicy() {
            public String refusal(String bidder, String owner) {
                if (!isLiveMajor(d, bidder)) return bidder + " is not a player in the game and has no Diplomacy Points";
                if (d.isVassal(owner) && !d.liveControllers(owner).contains(bidder)) {
                    return "only " + String.join(" and ", d.liveControllers(owner)) + ", who control " + owner
                            + ", may allocate to its units";
                }
                return null;
            }

            public int weight(String bidder, String owner) {
                return d.isThrall(owner) && bidder.equals(d.neutrals().get(owner).controller()) ? 2 : 1;
            }

            public boolean attackingRuleApplies(String owner) { return d.isNeutral(owner); }
        };
    }

    /** Owners whose units are ordered by bids. */
    static Set<String> biddable(GameState s) {
        DragonState d = DragonState.read(s);
        Set<String> out = new TreeSet<>();
        for (Unit u : s.units()) if (d.isBiddable(u.power())) out.add(u.power());
        return out;
    }

    @Override
    public Check check(GameState s, String power, List<String> lines, List<Order> ownOrders) {
        DragonState d = DragonState.read(s);
        Submission sub = new Submission(Points.DP);
        int budget = budget(s, power);
        if (!isLiveMajor(d, power)) {
            sub.error((power == null ? "nobody" : power) + " is not a player in the game and has no Diplomacy Points");
            return sub.check(0);
        }
        if (s.phase().type() != PhaseType.MOVEMENT) {
            sub.error("allocations are made in the Spring and Autumn order phases; it is the " + s.phase().displayName());
            return sub.check(budget);
        }
        List<Bid> bids = new ArrayList<>();
        for (String line : lines) {
            if (line == null || line.isBlank()) continue;
            Object r = bid(s, d, power, line);
            if (r instanceof String why) sub.reject(line, why);
            else bids.add((Bid) r);
        }
        for (Bid b : bids) sub.accept(b.text(), b.points());
        AuctionPolicy policy = policy(s);
        Set<String> attacked = AttackingRule.attacked(s, power, ownOrders == null ? List.of() : ownOrders);
        Set<String> warned = new TreeSet<>();
        for (Bid b : bids) {
            String owner = b.order().unit().power();
            if (policy.attackingRuleApplies(owner) && attacked.contains(owner) && warned.add(owner)) {
                sub.warn("your orders attack " + owner + ", so your allocations to it will not count unless "
                        + "you change those orders by the deadline (Attacking & Allocating rule, §9)");
            }
        }
        return sub.check(budget);
    }

    /** The bids of a power's lines as they stand at adjudication: bad lines are dropped, overspending voids all. */
    List<Bid> bids(GameState s, String power, List<String> lines) {
        DragonState d = DragonState.read(s);
        if (!isLiveMajor(d, power) || lines == null) return List.of();
        List<Bid> out = new ArrayList<>();
        for (String line : lines) {
            if (line == null || line.isBlank()) continue;
            Object r = bid(s, d, power, line);
            if (r instanceof Bid b) out.add(b);
        }
        return BidParser.overBudget(out, budget(s, power)) == null ? out : List.of();
    }

    /** A bid with its marriage named canonically, or the reason the line is refused. */
    private Object bid(GameState s, DragonState d, String power, String line) {
        BidParser parser = new BidParser(orders, policy(s));
        BidParser.Parsed r = parser.parse(s, power, line, biddable(s));
        if (r instanceof BidParser.Parsed.Error e) {
            String m = e.message();
            if (m.contains("points go only to units")) m = m.replace("minor, thrall and vassal powers",
                    "minor, thrall and vassal powers; order your own units with ordinary orders");
            return m;
        }
        Bid b = ((BidParser.Parsed.Ok) r).bid();
        if (b.marry() == null) return b;
        String owner = b.order().unit().power();
        if (!d.isMinor(owner)) {
            return owner + " is " + (d.isThrall(owner) ? "a thrall" : "a vassal")
                    + "; only a minor power's unit may marry an heir (§10.3)";
        }
        HeirNames.Found f = names.find(Heirs.read(s), b.marry());
        if (f instanceof HeirNames.Found.Error e) return e.message();
        Heir h = ((HeirNames.Found.Ok) f).heir();
        if (h.married()) return "the " + h.power() + " heir is already married";
        return new Bid(power, b.points(), b.order(), HeirNames.canonical(h));
    }
}
