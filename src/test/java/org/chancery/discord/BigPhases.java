package org.chancery.discord;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.game.Actor;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.Rulebook;
import org.chancery.variant.Allocations;

/**
 * Games at their largest, for tests of what Discord is sent: a game with a seat for every power, armies added to
 * empty land, and every unit given its longest legal order.
 */
public final class BigPhases {
    final GameService service;
    final Actor gm;
    public final long game;
    final Rulebook rules;
    final Map<String, Actor> seats = new LinkedHashMap<>();

    /** A started game of {@code variant} in this channel, every power seated (players "p0", "p1"...). */
    public BigPhases(GameService service, String gmId, long guild, long channel, String variant) {
        this(service, gmId, guild, channel, variant, List.of());
    }

    /** As above, the first powers' seats taken by these users (by Discord id). */
    BigPhases(GameService service, String gmId, long guild, long channel, String variant, List<Long> users) {
        this.service = service;
        this.gm = new Actor(gmId, "gwen", false);
        this.game = service.create(gm, Long.toUnsignedString(guild), Long.toUnsignedString(channel), null, variant,
                GameSettings.defaults(variant));
        this.rules = Rulebook.of(service.game(game).variant());
        int n = 0;
        for (String power : rules.rules().playablePowers()) {
            String id = n < users.size() ? Long.toUnsignedString(users.get(n)) : String.valueOf(9_000_000 + n);
            n++;
            Actor a = new Actor(id, power.toLowerCase().replace(' ', '-'), false);
            service.join(a, game, power);
            seats.put(power, a);
        }
        service.start(gm, game);
    }

    public GameState state() {
        return service.views().status(game).state();
    }

    /** Adds up to {@code count} armies on empty land, the powers in turn; returns how many were added. */
    public int addArmies(int count) {
        List<String> powers = new ArrayList<>(seats.keySet());
        int added = 0;
        for (Province p : state().board().provinces()) {
            if (added == count) break;
            if (state().unitAt(p) != null) continue;
            try {
                service.gm().addUnit(gm, game, powers.get(added % powers.size()), "A", p.id());
                added++;
            } catch (GameException notThere) {
                // sea, or not a place for an army
            }
        }
        return added;
    }

    /** Every unit's longest legal order, by power; submitted for each power. Returns the characters submitted. */
    public int orderLongest() {
        GameState s = state();
        Map<String, List<String>> byPower = new LinkedHashMap<>();
        for (Unit u : s.units()) {
            String longest = null;
            for (Order o : rules.legalOrders(s, u)) {
                if (longest == null || o.text().length() > longest.length()) longest = o.text();
            }
            if (longest != null) byPower.computeIfAbsent(u.power(), k -> new ArrayList<>()).add(longest);
        }
        int chars = 0;
        for (var e : byPower.entrySet()) {
            Actor a = seats.get(e.getKey());
            if (a == null) continue;
            String text = String.join("\n", e.getValue());
            try {
                service.orders().submit(a, game, e.getKey(), text, true);
                chars += text.length();
            } catch (GameException nothingToOrder) {
                // a power with no orders due this phase
            }
        }
        return chars;
    }

    /**
     * Where the variant takes pointed allocations this phase (Europe 1615's INFs, Dragon's DP), one point on every
     * target a power may name, the powers in turn, within each power's budget: every state courted at once.
     * Returns how many targets were given a point.
     */
    public int allocateEverywhere() {
        GameState s = state();
        Allocations a = rules.rules().allocations().orElse(null);
        if (a == null || !a.pointed(s)) return 0;
        Map<String, List<String>> byPower = new LinkedHashMap<>();
        Map<String, Integer> left = new LinkedHashMap<>();
        java.util.Set<String> given = new java.util.HashSet<>();
        List<String> powers = new ArrayList<>(seats.keySet());
        for (String power : powers) left.put(power, a.budget(s, power));
        Map<String, List<String>> targets = new LinkedHashMap<>();
        for (String power : powers) targets.put(power, a.suggestions(s, power));
        for (boolean progress = true; progress; ) {
            progress = false;
            for (String power : powers) {
                if (left.get(power) <= 0) continue;
                for (String target : targets.get(power)) {
                    if (target.contains(" ") || !given.add(target)) continue; // an order to a unit, or taken
                    left.merge(power, -1, Integer::sum);
                    byPower.computeIfAbsent(power, k -> new ArrayList<>()).add("1 " + target);
                    progress = true;
                    break;
                }
            }
        }
        int stored = 0;
        for (var e : byPower.entrySet()) {
            try {
                stored += service.orders().allocate(seats.get(e.getKey()), game, e.getKey(), String.join("\n", e.getValue()))
                        .check().accepted().size();
            } catch (GameException refused) {
                // a set the rules refuse (such as a state a power may not court): that power courts nobody
            }
        }
        return stored;
    }

    /** Adjudicates the current phase as the GM. */
    void adjudicate() {
        service.force(gm, game, state().phase().code());
    }
}
