package org.chancery.variant.allocation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.MovementAdjudicator;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/** Diplomacy Point auctions on the classic board, with Holland as a minor and Berlin as Hungary's thrall. */
class AuctionTest {
    private static final Variant CLASSIC = VariantLoader.load("classic");
    private static final OrderParser ORDERS = new OrderParser(CLASSIC.board(), CLASSIC.rules());
    private static final Set<String> BIDDABLE = Set.of("Holland", "Brandenburg", "vGR");
    private static final Map<String, String> THRALL_OF = Map.of("Brandenburg", "Hungary");
    private static final Map<String, Set<String>> VASSAL_OF = Map.of("vGR", new java.util.TreeSet<>(Set.of("France", "England")));

    private static final AuctionPolicy POLICY = new AuctionPolicy() {
        public String refusal(String bidder, String owner) {
            Set<String> controllers = VASSAL_OF.get(owner);
            if (controllers != null && !controllers.contains(bidder)) return "only " + controllers + " may allocate to " + owner;
            return null;
        }
        public int weight(String bidder, String owner) { return bidder.equals(THRALL_OF.get(owner)) ? 2 : 1; }
        public boolean attackingRuleApplies(String owner) { return !VASSAL_OF.containsKey(owner); }
    };
    private static final Auction AUCTION = new Auction(POLICY);
    private static final BidParser PARSER = new BidParser(ORDERS, POLICY);

    private static Province p(String id) { return CLASSIC.board().find(id).orElseThrow(); }

    private static GameState position() {
        return GameState.builder(CLASSIC.board(), CLASSIC.calendar().first())
                .stationary("Holland", true).stationary("Brandenburg", true)
                .unit(new Unit("Holland", UnitKind.ARMY, CLASSIC.board().location("hol")))
                .unit(new Unit("Brandenburg", UnitKind.ARMY, CLASSIC.board().location("ber")))
                .unit(new Unit("vGR", UnitKind.ARMY, CLASSIC.board().location("mun")))
                .unit(new Unit("Lithuania", UnitKind.ARMY, CLASSIC.board().location("war")))
                .unit(new Unit("France", UnitKind.ARMY, CLASSIC.board().location("bel")))
                .unit(new Unit("Germany", UnitKind.ARMY, CLASSIC.board().location("kie")))
                .build();
    }

    private static Bid bid(GameState s, String power, String line) {
        BidParser.Parsed r = PARSER.parse(s, power, line, BIDDABLE);
        if (r instanceof BidParser.Parsed.Error e) throw new AssertionError(line + ": " + e.message());
        return ((BidParser.Parsed.Ok) r).bid();
    }

    private static String error(GameState s, String power, String line) {
        return assertInstanceOf(BidParser.Parsed.Error.class, PARSER.parse(s, power, line, BIDDABLE)).message();
    }

    private static Order own(GameState s, String power, String text) {
        return ((ParseResult.Ok) ORDERS.parse(s, power, text)).order();
    }

    private static String winner(Auction.Result r, String province) {
        Bid b = r.winners().get(p(province));
        return b == null ? null : b.choice();
    }

    @Test
    void theChoiceWithTheMostPointsWins() {
        GameState s = position();
        var r = AUCTION.resolve(s, Map.of(), List.of(bid(s, "England", "2 A hol-ruh"), bid(s, "Germany", "1 A hol S A kie")), BIDDABLE);
        assertEquals("A hol-ruh", winner(r, "hol"));
        assertTrue(r.orders().contains(bid(s, "England", "1 A hol-ruh").order()));
    }

    @Test
    void aTieOrNoBidMeansHold() {
        GameState s = position();
        var r = AUCTION.resolve(s, Map.of(), List.of(bid(s, "England", "1 A hol-ruh"), bid(s, "Germany", "1 A hol S A kie")), BIDDABLE);
        assertNull(winner(r, "hol"));
        assertNull(winner(r, "ber"), "nobody bid on Berlin");
        assertTrue(r.orders().contains(new Order.Hold(s.unitAt(p("hol")))));
        assertTrue(r.orders().contains(new Order.Hold(s.unitAt(p("ber")))));
        assertEquals(3, r.orders().size(), "one order per biddable unit");
    }

    @Test
    void pointsForTheSameOrderAddUp() {
        GameState s = position();
        var r = AUCTION.resolve(s, Map.of(), List.of(bid(s, "England", "1 A hol-ruh"), bid(s, "Italy", "1 A hol - Ruhr"),
                bid(s, "Germany", "1 A hol S A kie")), BIDDABLE);
        assertEquals("A hol-ruh", winner(r, "hol"));
    }

    /** Example 9.1.1: a thrall's controller counts double. */
    @Test
    void aThrallsControllerCountsDouble() {
        GameState s = position();
        var r = AUCTION.resolve(s, Map.of(), List.of(bid(s, "Hungary", "1 A ber-pru"),
                bid(s, "Lithuania", "1 A ber S A war-pru")), BIDDABLE);
        assertEquals("A ber-pru", winner(r, "ber"));
    }

    @Test
    void marryAndHoldAreDistinctChoices() {
        GameState s = position();
        Bid marry = bid(s, "England", "1 A hol marry heir eng");
        assertEquals("heir eng", marry.marry());
        assertEquals(new Order.Hold(s.unitAt(p("hol"))), marry.order(), "a Marry is a Hold in combat");
        var tie = AUCTION.resolve(s, Map.of(), List.of(marry, bid(s, "France", "1 A hol H")), BIDDABLE);
        assertNull(winner(tie, "hol"), "1 for Marry and 1 for Hold do not add up");
        var win = AUCTION.resolve(s, Map.of(), List.of(marry, bid(s, "Germany", "1 A hol marry heir eng"),
                bid(s, "France", "1 A hol H")), BIDDABLE);
        assertEquals("A hol marry heir eng", winner(win, "hol"));
    }

    @Test
    void anAttackerMayNotAllocateToItsVictim() {
        GameState s = position();
        Bid french = bid(s, "France", "3 A hol S A bel");
        var r = AUCTION.resolve(s, Map.of("France", List.of(own(s, "France", "A bel-hol"))),
                List.of(french, bid(s, "England", "1 A hol-ruh")), BIDDABLE);
        assertEquals("A hol-ruh", winner(r, "hol"));
        assertEquals(List.of(new Auction.Voided(french, "France attacks Holland this turn, so may not allocate to it")),
                r.voided());
        var support = AUCTION.resolve(s, Map.of("Germany", List.of(own(s, "Germany", "A kie S A bel-hol"))),
                List.of(bid(s, "Germany", "1 A hol-ruh")), BIDDABLE);
        assertEquals(1, support.voided().size(), "supporting an attack counts as attacking");
    }

    @Test
    void vassalsTakeBidsOnlyFromTheirControllersAndAreNotProtected() {
        GameState s = position();
        assertEquals("only [England, France] may allocate to vGR", error(s, "Italy", "1 A mun-bur"));
        var r = AUCTION.resolve(s, Map.of("France", List.of(own(s, "France", "A bel-ruh"))),
                List.of(bid(s, "France", "1 A mun-ruh")), BIDDABLE);
        assertEquals("A mun-ruh", winner(r, "mun"));
    }

    @Test
    void badLinesSayWhatIsWrong() {
        GameState s = position();
        assertEquals("start with the points, then the order, such as '2 A ber-kie'", error(s, "England", "A hol-ruh"));
        assertEquals("allocate at least 1 point", error(s, "England", "0 A hol-ruh"));
        assertTrue(error(s, "England", "1 A bel-hol").startsWith("the army in Belgium belongs to France"));
        assertTrue(error(s, "England", "1 A hol-lon").contains("London"), error(s, "England", "1 A hol-lon"));
        assertEquals("these allocations spend 3 DP but you have 2",
                BidParser.overBudget(List.of(bid(s, "England", "2 A hol-ruh"), bid(s, "England", "1 A ber H")), 2));
        assertNull(BidParser.overBudget(List.of(bid(s, "England", "2 A hol-ruh")), 2));
    }

    @Test
    void theWinningSortieBouncesInTheEngine() {
        GameState s = position();
        var r = AUCTION.resolve(s, Map.of(), List.of(bid(s, "England", "1 A hol-ruh")), BIDDABLE);
        List<Order> all = new ArrayList<>(r.orders());
        all.add(own(s, "Germany", "A kie-ruh"));
        GameState after = new MovementAdjudicator(CLASSIC.board()).adjudicate(s, all).after();
        assertNull(after.unitAt(p("ruh")), "the sortie bounced Germany out of the Ruhr");
        assertEquals("Holland", after.unitAt(p("hol")).power());
    }
}
