package org.chancery.variant.dote;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.economy.Treasury;
import org.chancery.variant.roads.Roads;

/**
 * The end of a season, after its retreats. Spring: units take the blank territories they stand in. Fall: units
 * take every territory they stand in; a power that takes another's home province takes its treasury and, this
 * once, the tribute of its territories without its units (not counted for inflation); payments arrive; roads
 * join the cities of one owner; every power collects its tribute, and the first tribute of 105 (205) talents
 * doubles (triples) every price from this build phase on.
 */
final class Seasons {
    private final DoteSetup setup;
    private final Empire empire;
    private final Payments payments;

    Seasons(DoteSetup setup, Empire empire, Payments payments) {
        this.setup = setup;
        this.empire = empire;
        this.payments = payments;
    }

    /** The end of the Spring: blank territories taken, payments delivered, roads joined. */
    GameState spring(GameState s, List<String> notes) {
        GameState.Builder b = s.toBuilder();
        for (Province p : s.board().provinces()) {
            Unit u = s.unitAt(p);
            if (u != null && Empire.territory(p) && s.ownerOf(p) == null && empire.players(s).contains(u.power())) {
                b.owner(p, u.power());
            }
        }
        GameState owned = b.build();
        Treasury t = payments.deliver(owned, Treasury.read(owned), Map.of(), notes);
        return joinRoads(t.write(owned.toBuilder()).build());
    }

    /** The end of the Fall: territories change hands, home provinces are taken, payments arrive, tribute is paid. */
    GameState fall(GameState s, List<String> notes) {
        GameState.Builder b = s.toBuilder();
        List<String> players = empire.players(s);
        for (Province p : s.board().provinces()) {
            Unit u = s.unitAt(p);
            if (u != null && Empire.territory(p) && players.contains(u.power())) b.owner(p, u.power());
        }
        GameState owned = b.build();
        String when = DoteRuleset.when(s.phase());
        Treasury t = Treasury.read(owned);
        Map<String, String> captors = new LinkedHashMap<>();
        for (String loser : players) {
            Province home = setup.homes.get(loser);
            String now = owned.ownerOf(home);
            if (!loser.equals(s.ownerOf(home)) || loser.equals(now) || now == null) continue;
            captors.put(loser, now);
            int taken = t.balance(loser);
            int spoils = empire.spoils(owned, loser);
            t = t.clear(loser, when, now + " takes " + home.name() + " and the treasury");
            if (taken > 0) t = t.add(now, taken, when, loser + "'s treasury, taken with " + home.name());
            if (spoils > 0) t = t.add(now, spoils, when, "this year's tribute of " + loser + "'s territories without its legions");
            notes.add(now + " takes " + home.name() + ", " + loser + "'s home province: " + loser + "'s treasury and "
                    + spoils + " talents of its tribute go to " + now + ".");
        }
        t = payments.deliver(owned, t, captors, notes);
        GameState joined = joinRoads(t.write(owned.toBuilder()).build());
        return tribute(joined, notes);
    }

    /** Every power's tribute, and inflation. */
    private GameState tribute(GameState s, List<String> notes) {
        Treasury t = Treasury.read(s);
        String when = DoteRuleset.when(s.phase());
        int before = t.priceFactor();
        int most = 0;
        String richest = null;
        List<String> paid = new ArrayList<>();
        for (String power : empire.players(s)) {
            int n = empire.tribute(s, power);
            if (n > 0) t = t.add(power, n, when, "tribute" + (empire.homeLost(s, power) ? " (only where its legions stand)" : ""));
            paid.add(power + " " + n);
            if (n > most) {
                most = n;
                richest = power;
            }
        }
        int factor = setup.prices.factorAfter(most, before);
        t = t.withPriceFactor(factor);
        String level = factor == 1 ? "at their base" : factor == 2 ? "doubled" : "tripled";
        notes.add("Tribute for " + DoteRuleset.year(s.phase()) + ": " + String.join(", ", paid) + ". Prices are " + level + ".");
        if (factor != before) {
            notes.add("Inflation: " + richest + " collected " + most + " talents, so every price and the upkeep are "
                    + level + " from this build phase on.");
        }
        return t.write(s.toBuilder()).build();
    }

    GameState joinRoads(GameState s) {
        Roads r = Roads.read(s);
        Roads joined = setup.roads.connect(r, s);
        return joined.equals(r) ? s : joined.write(s.toBuilder()).build();
    }
}
