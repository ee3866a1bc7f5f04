package org.chancery.variant;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Unit;

/**
 * Everything the game service asks of a variant's rules. Classic Diplomacy is {@link ClassicRuleset}; a
 * variant with mechanics of its own composes rule modules behind this interface.
 */
public interface Ruleset {
    Variant variant();

    /** The position a new game starts from, with any rule-module state. */
    GameState start();

    /**
     * Play begins from the start position: a variant that deals or draws something before the first phase does it
     * here from {@code seed}, which the service draws at random and records.
     */
    default Opening begin(GameState s, long seed) { return Opening.unchanged(s); }

    /** The variant's own private views, each a player command showing the caller's power its own side of it. */
    default List<PrivateView> privateViews() { return List.of(); }

    /** A private view: its command name ("sanctions") and what it shows. */
    record PrivateView(String name, String description) {}

    /** The text of one of {@link #privateViews()} for a power. */
    default String privateView(GameState s, String name, String power) {
        throw new IllegalArgumentException(variant().name() + " has no " + name);
    }

    /** The powers that players take. */
    List<String> playablePowers();

    /** The player's power a GM named, in any case; an IllegalArgumentException names the powers there are. */
    default String playablePower(String name) {
        for (String p : playablePowers()) if (p.equalsIgnoreCase(name.trim())) return p;
        throw new IllegalArgumentException("'" + name.trim() + "' is not a major power; say one of "
                + String.join(", ", playablePowers()));
    }

    /** Reads one order line of {@code power}; null means any power (a GM entering orders). */
    ParseResult parse(GameState s, String power, String text);

    /**
     * Reads back one line of a played phase's results ({@code power}: the unit's owner, as the results name it), for
     * the maps: a player's own order, or one the rules gave a unit no player orders (a minor's, won by allocations).
     * Null when the line does not read. A unit of a power no player takes is read as the GM would order it; a variant
     * whose results hold orders nobody may give reads them in its own override.
     */
    default Order resultOrder(GameState s, String power, String text) {
        if (parse(s, power, text) instanceof ParseResult.Ok ok) return ok.order();
        if (playablePowers().contains(power) || !(parse(s, null, text) instanceof ParseResult.Ok ok)) return null;
        return ok.order().unit() != null && ok.order().unit().power().equals(power) ? ok.order() : null;
    }

    /**
     * Example order lines for the power (null: anyone) in this position, drawn from the game's own board and
     * pieces, for help and messages.
     */
    default List<String> examples(GameState s, String power) { return org.chancery.engine.OrderExamples.of(s, power); }

    /**
     * What a player of this variant needs first, in the rulebook's words and with its own units and places, by
     * one-word topic: {@code help} in a game shows each topic's first line, {@code help <topic>} all of it.
     */
    default Map<String, List<String>> helpTopics() { return HelpTopics.of(variant().id()).topics(); }

    /** The one help topic that would have helped with a refused order line, or null. */
    default String helpTopicFor(String line) { return HelpTopics.of(variant().id()).topicFor(line); }

    /** Legal orders for a unit, for autocompletion and the move browser. */
    List<Order> legalOrders(GameState s, Unit unit);

    /** The builds, waives and other adjustment orders open to a power. */
    List<Order> legalBuilds(GameState s, String power);

    /**
     * What each power owes this phase: units to order, to retreat, or builds or removals to make. A power
     * that may act but owes nothing (an optional heir, say) is listed with 0.
     */
    Map<String, Integer> owed(GameState s);

    /**
     * What the power must and may do in this retreat or adjustment phase, one sentence each with an example
     * order, for the private notice at the start of the phase; empty when it has nothing to do. A power that
     * only may act owes nothing in {@link #owed} (its count is 0), so it never misses a phase.
     */
    default List<String> duties(GameState s, String power) { return Duties.standard(this, s, power); }

    /** Secret allocations (Diplomacy Points and the like), when the variant has them. */
    default Optional<Allocations> allocations() { return Optional.empty(); }

    /** Adjudicates the phase on these orders and secret allocations, and moves on. */
    Turn play(GameState s, List<Order> orders, Map<String, List<String>> allocations);

    /** The end of the game in this position, if it has ended. */
    Optional<GameEnd> end(GameState s);

    /**
     * The game's end as scoring reads it, from its final position, how it ended and when each power fell. Each power
     * still in the game ({@link #drawVoters}) is counted by the variant's own race ({@link #race}): its first measure
     * is what the scoring systems call centres, its second breaks a tie on them. A power out of the game counts 0 and
     * ranks by {@code fell}, the number of the phase it was first out in for good (later ranks higher); a power out
     * of the game and not in {@code fell} never played (a seat the variant leaves empty) and is left out. A solo
     * names its winner; a draw, or an end naming nobody, is a draw among {@code end}'s powers, or else every survivor.
     */
    default Finish finish(GameState s, GameEnd end, Map<String, Integer> fell) {
        List<Measure> race = race(s);
        Map<String, Integer> count = race.get(0).byPower();
        Map<String, Integer> tie = race.size() > 1 ? race.get(1).byPower() : Map.of();
        Set<String> in = drawVoters(s);
        List<Finish.Power> powers = new java.util.ArrayList<>();
        List<String> alive = new java.util.ArrayList<>();
        for (String p : playablePowers()) {
            if (in.contains(p)) {
                alive.add(p);
                powers.add(new Finish.Power(p, count.getOrDefault(p, 0), tie.getOrDefault(p, 0), 0));
            } else if (fell.containsKey(p)) {
                powers.add(new Finish.Power(p, 0, 0, Math.max(1, fell.get(p))));
            }
        }
        if (end != null && !end.draw() && end.winners().size() == 1) return Finish.solo(powers, end.winners().get(0));
        return Finish.draw(powers, end == null || end.winners().isEmpty() ? alive : end.winners());
    }

    /** Why a draw may not be agreed in this position, such as "not before Spring 303", or null when it may. */
    default String drawRefusal(GameState s) { return null; }

    /** Why this power has no vote on a draw (it is out of the game), or null when it votes. */
    default String voterRefusal(GameState s, String power) {
        return drawVoters(s).contains(power) ? null : power + " is out of the game and has no vote on a draw";
    }

    /** The powers who must all vote for a draw. */
    Set<String> drawVoters(GameState s);

    /** The variant's own GM actions, as "name: what it does" (Order of the Dragon's cycle cap, say). */
    default List<String> gmActions() { return List.of(); }

    /**
     * Applies one of {@link #gmActions()} to the position; throws IllegalArgumentException, with a message
     * for the GM, when the action or its value is wrong.
     */
    default GameState gmAction(GameState s, String action, String value) {
        throw new IllegalArgumentException(variant().name() + " has no GM action '" + action + "'");
    }

    /**
     * Checks an order {@code power} gives (read from {@code input}) beside its orders already standing this phase:
     * null when the rules have nothing to add, else a refusal or a warning for the player.
     */
    default Review review(GameState s, String power, List<Order> standing, String input, Order o) { return null; }

    /**
     * As {@link #review(GameState, String, List, String, Order)}, where the rules may also read another power's
     * standing orders ({@code standingOf}) for what that power has told this one (W3K: a unit placed under its
     * orders). The answer must never tell the player anything else of those orders.
     */
    default Review review(GameState s, String power, List<Order> standing, String input, Order o,
                          java.util.function.Function<String, List<Order>> standingOf) {
        return review(s, power, standing, input, o);
    }

    /**
     * Private notices to other powers when {@code power}'s standing orders change from {@code before} to
     * {@code after} (W3K tells a proxy's grantee), keyed by the power told.
     */
    default Map<String, String> notices(GameState s, String power, List<Order> before, List<Order> after) {
        return Map.of();
    }

    /**
     * The units other powers placed under {@code power}'s orders this phase, as their owners' standing orders
     * ({@code standingOf}) say (W3K's proxies): what each owner's private notice told {@code power}, and no more.
     */
    default List<org.chancery.engine.Unit> lent(GameState s, String power,
                                                java.util.function.Function<String, List<Order>> standingOf) {
        return List.of();
    }

    /**
     * How many builds, waives and removals a power may have standing this adjustment phase; more are surplus.
     * What it owes; no limit where builds are not limited by centres (money); W3K widens it for supply transfers.
     */
    default int adjustmentLimit(GameState s, String power) {
        if (!variant().rules().buildPolicy().limitedByCentres()) return Integer.MAX_VALUE;
        return owed(s).getOrDefault(power, 0);
    }

    /** The variant's own fields of an {@code adjudicate} scenario and of its answer. */
    default ScenarioFields scenarioFields() { return ScenarioFields.NONE; }

    /**
     * The position in words for the status and the board view: victory progress, and the variant's own
     * pieces (heirs, thralls, hostages...). The standard view counts players' supply centres.
     */
    default TextView view(GameState s) {
        java.util.Map<String, Integer> totals = new java.util.TreeMap<>();
        for (String p : playablePowers()) if (s.livePowers().contains(p)) totals.put(p, s.centreCounts().getOrDefault(p, 0));
        int target = variant().rules().victoryCentres();
        return new TextView(List.of("Victory at " + target + " supply centres: " + TextView.progress(totals, target, 3) + "."),
                java.util.Map.of(), List.of(TextView.victory("Supply centres towards victory", totals, target)));
    }

    /**
     * The position after {@code power} surrenders (its player asks, the GM confirms), or empty when the variant has
     * no surrender.
     */
    default Optional<GameState> surrender(GameState s, String power) { return Optional.empty(); }

    /** A power's private accounts (a treasury and its ledger, line by line), for that power's eyes only; none here. */
    default List<String> accounts(GameState s, String power) { return List.of(); }

    /**
     * The position with every power's secrets left out but those of the powers in {@code keep} (another's treasury,
     * influence or hand), for the export of a running game. What is left must still play on: a left-out secret
     * is set as it would be without it (no money, no influence, no hand). Nothing in the standard position is secret.
     */
    default GameState withoutSecrets(GameState s, Set<String> keep) { return s; }

    /**
     * The race in public numbers per power, for the game page's chart and table: the measure victory turns on
     * first, then the ones that break ties or follow it. Public facts only, never a treasury or a hand. The
     * standard race counts the supply centres of the powers still playing.
     */
    default List<Measure> race(GameState s) {
        java.util.Map<String, Integer> n = new java.util.TreeMap<>();
        for (String p : playablePowers()) if (s.livePowers().contains(p)) n.put(p, s.centreCounts().getOrDefault(p, 0));
        return List.of(new Measure(centresName(), n));
    }

    /** What the map's owned provinces are called in results and tables: "Supply centres", or "Territories". */
    default String centresName() { return "Supply centres"; }

    /** Heirs, and the players behind thralls and vassals, for the map. */
    default MapMarks marks(GameState s) { return MapMarks.none(); }

    /**
     * What a seat is called once its player has missed too many phases in a row (the game's NMR limit): "civil
     * disorder", or the variant's word where its rulebook gives "civil disorder" another meaning.
     */
    default String missedName() { return "civil disorder"; }

    /** The variant's judgement for the players Chancery seats (docs/bots.md): classic's unless it overrides it. */
    default BotAdvice botAdvice() { return BotAdvice.STANDARD; }
}
