package org.chancery.variant.dragon;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.BotAdvice;
import org.chancery.variant.allocation.AttackingRule;
import org.chancery.variant.allocation.AuctionPolicy;
import org.chancery.variant.allocation.Helpers;
import org.chancery.variant.heirs.HeirOrder;
import org.chancery.variant.heirs.Heirs;

/**
 * Chancery's player in Order of the Dragon (docs/bots.md): its heir marries a minor power its units border and no
 * other major power's does, builds a new heir when §8.1 lets it, and its Diplomacy Points go to that marriage, then
 * to minor, thrall and vassal units' supports of its own moves and holds, its vassals' own moves, and sorties against
 * its strongest rival; it gives its vassals' retreats and adjustments ({@link VassalBot}). A centre of its own thralls
 * and vassals is worth nothing to it: it counts towards its victory already.
 */
final class DragonBot implements BotAdvice {
    /** The points a marriage to a minor power gets, when the power has them. */
    static final int MARRIAGE_POINTS = 2;
    private static final String CENTRE = "centre:";

    private final DragonSetup setup;
    private final DragonDp dp;
    private final DragonOrderEntry entry;
    private final OrderParser parser;
    private final VassalBot vassals;
    /** The last position's Dragon state, read once for the many provinces valued in it. */
    private volatile Read last;

    DragonBot(DragonSetup setup, DragonDp dp, DragonOrderEntry entry, OrderParser parser, DragonRuleset rules) {
        this.setup = setup;
        this.dp = dp;
        this.entry = entry;
        this.parser = parser;
        this.vassals = new VassalBot(rules);
    }

    @Override
    public double worth(GameState s, String power, Province p) {
        if (!p.isSupplyCenter()) return 0;
        String owner = s.ownerOf(p);
        if (owner == null || owner.equals(power) || setup.isMajor(owner)) return 1;
        return VassalBot.ours(state(s), power, owner) ? 0 : 1;
    }

    private record Read(String json, DragonState state) {}

    private DragonState state(GameState s) {
        String json = s.extras().get(DragonState.KEY);
        Read r = last;
        if (r != null && java.util.Objects.equals(r.json(), json)) return r.state();
        DragonState d = DragonState.read(s);
        last = new Read(json, d);
        return d;
    }

    @Override
    public List<Order> orders(GameState s, String power, List<Order> brainOrders, double[] value) {
        if (!setup.isMajor(power)) return brainOrders;
        List<Order> unitOrders = new ArrayList<>(brainOrders);
        unitOrders.addAll(vassals.retreatsAndAdjustments(s, power, brainOrders, value));
        String line = null;
        if (s.phase().type() == PhaseType.ADJUSTMENT && entry.heirBuildRefusal(s, power) == null) line = "Build Heir";
        if (s.phase().type() == PhaseType.MOVEMENT) {
            Province bride = bride(s, power, unitOrders);
            if (bride != null) line = "Heir " + setup.capital(power).id() + " Marry " + bride.id();
        }
        if (line != null && entry.parse(s, power, line) instanceof ParseResult.Ok ok) unitOrders.add(ok.order());
        return unitOrders;
    }

    /**
     * The minor power's centre the power's unmarried heir in its capital marries: one whose unit stands, that the
     * power's orders do not attack, bordered by the most of the power's units and by no other major power's; null
     * when there is none or the capital holds another power's unit (§10.3 A).
     */
    Province bride(GameState s, String power, List<Order> own) {
        Province capital = setup.capital(power);
        boolean heirHome = false;
        for (var h : Heirs.read(s).unmarried(power)) heirHome |= h.at().equals(capital.id());
        Unit inCapital = s.unitAt(capital);
        if (!heirHome || (inCapital != null && !inCapital.power().equals(power))) return null;
        DragonState d = DragonState.read(s);
        Set<String> attacked = AttackingRule.attacked(s, power, own);
        Province best = null;
        int most = 0;
        for (Unit m : s.units()) {
            if (!d.isMinor(m.power()) || attacked.contains(m.power())) continue;
            int mine = 0;
            boolean foreign = false;
            for (Unit u : s.units()) {
                if (u == m || !s.board().canReach(u.kind(), u.location(), m.province())) continue;
                if (u.power().equals(power)) mine++;
                else if (setup.isMajor(u.power()) && !d.eliminated().contains(u.power())) foreign = true;
            }
            if (!foreign && mine > most) {
                most = mine;
                best = m.province();
            }
        }
        return best;
    }

    @Override
    public List<String> allocations(GameState s, String power, List<Order> ownOrders, double[] value) {
        int budget = dp.budget(s, power);
        if (budget <= 0 || s.phase().type() != PhaseType.MOVEMENT) return List.of();
        DragonState d = DragonState.read(s);
        AuctionPolicy policy = dp.policy(s);
        Set<String> attacked = AttackingRule.attacked(s, power, ownOrders);
        List<String> lines = new ArrayList<>();
        Unit marrying = null;
        for (Order o : ownOrders) {
            if (o instanceof Order.Special sp && HeirOrder.MARRY.equals(sp.kind()) && power.equals(sp.power())
                    && sp.args().get(1).startsWith(CENTRE)) {
                marrying = s.unitAt(setup.province(sp.args().get(1).substring(CENTRE.length())));
            }
        }
        if (marrying != null) {
            int n = Math.min(MARRIAGE_POINTS, budget);
            lines.add(n + " " + marrying.shortName() + " marry heir " + setup.capital(power).id());
            budget -= n;
        }
        List<Unit> helpers = new ArrayList<>();
        for (Unit u : s.units()) {
            String owner = u.power();
            if (u.equals(marrying) || !d.isBiddable(owner) || policy.refusal(power, owner) != null) continue;
            if (policy.attackingRuleApplies(owner) && attacked.contains(owner)) continue;
            helpers.add(u);
        }
        List<String> live = new ArrayList<>();
        for (String p : setup.majors()) if (!d.eliminated().contains(p)) live.add(p);
        String rival = Helpers.strongest(s, power, live);
        List<Helpers.Help> helps = Helpers.helps(s, power, ownOrders, helpers, rival,
                t -> parser.parse(s, null, t) instanceof ParseResult.Ok ok ? ok.order() : null);
        helps = Helpers.best(helps, vassals.moves(s, power, ownOrders, value));
        for (Map.Entry<Helpers.Help, Integer> e : Helpers.spread(helps, budget).entrySet()) {
            lines.add(e.getValue() + " " + e.getKey().order().text());
        }
        return Helpers.accepted(dp, s, power, lines, ownOrders);
    }
}
