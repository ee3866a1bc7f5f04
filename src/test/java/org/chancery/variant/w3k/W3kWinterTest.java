package org.chancery.variant.w3k;

import static org.chancery.variant.w3k.W3k.R;
import static org.chancery.variant.w3k.W3k.at;
import static org.chancery.variant.w3k.W3k.error;
import static org.chancery.variant.w3k.W3k.ok;
import static org.chancery.variant.w3k.W3k.orders;
import static org.chancery.variant.w3k.W3k.outcomes;
import static org.chancery.variant.w3k.W3k.p;
import static org.chancery.variant.w3k.W3k.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Unit;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** Winter adjustments: builds anywhere owned, supply transfers (pages 20 and 21), lots, the mercy position. */
class W3kWinterTest {
    static final long SEED = 1642;

    /** Page 20: Player A (Montrose, 5 to build), Player B (the Crown, 1), Player C (the Protectorate, 1 short). */
    static GameState example() {
        return at("W1643A").noOwners()
                .owner("Montrose", "edinburgh", "fortwilliam", "kisimul", "inverness", "stirling", "glasgow")
                .owner("Crown", "glamorganshire", "portland", "bristol")
                .owner("Protectorate", "hastings", "deptford")
                .units("Montrose: A tweeddale; Crown: A gloucestershire, A wiltshire; Protectorate: A surrey, A sutton, A aylesford")
                .state(W3kState.none().withSeed(SEED)).build();
    }

    static final String A_BUILDS = "Montrose: Build an Army at Fort William; Build a Fleet at Kisimul Castle";
    static final String A_SENDS = "; Send 1 unit's supply to Player B; Send 2 units' supply to Player C";
    static final String B_AND_C = " | Crown: Build an Army in Glamorganshire; Build a Fleet in Portland (Dorset)"
            + " | Protectorate: Build an Army in Hastings & Pevensey";

    static String sends() { return A_SENDS.replace("Player B", "the Crown").replace("Player C", "the Protectorate"); }

    @Test
    void aTransferHonoured() {
        Turn t = play(example(), A_BUILDS + sends() + B_AND_C);
        GameState next = t.next();
        assertEquals("S1643M", next.phase().code());
        for (String at : List.of("fortwilliam", "kisimul", "glamorganshire", "portland", "hastings")) {
            assertNotNull(next.unitAt(p(at)), at + " built");
        }
        assertEquals(3, next.unitsOf("Montrose").size());
        assertEquals(4, next.unitsOf("Crown").size());
        assertEquals(4, next.unitsOf("Protectorate").size());
        Map<String, Outcome> o = outcomes(t);
        assertEquals("received by Crown, which built all 2 builds its supply then allowed",
                o.get("Send 1 unit's supply to Crown").reason(), "said once the Winter is over: no 'may build'");
        assertEquals("received by Protectorate, which built the one build its supply then allowed",
                o.get("Send 2 units' supply to Protectorate").reason());
    }

    /** Supply the recipient does not use is said as such in the results, not as a build it still may make. */
    @Test
    void supplySentButNotUsedIsSaidInThePastTense() {
        Turn t = play(example(), A_BUILDS + sends() + " | Crown: Build an Army in Glamorganshire");
        Map<String, Outcome> o = outcomes(t);
        assertEquals("received by Crown, which built 1 of the 2 builds its supply then allowed",
                o.get("Send 1 unit's supply to Crown").reason());
        assertEquals("received by Protectorate, which built 0 of the 1 build its supply then allowed",
                o.get("Send 2 units' supply to Protectorate").reason());
        GameState short1 = at("W1643A").noOwners().owner("Montrose", "edinburgh", "fortwilliam", "kisimul")
                .owner("Protectorate", "hastings").units("Montrose: A tweeddale; Protectorate: A surrey, A sutton, A aylesford")
                .state(W3kState.none().withSeed(SEED)).build();
        Turn spared = play(short1, "Montrose: Send 2 units' supply to the Protectorate");
        assertEquals("received by Protectorate, which then owed 2 fewer removals",
                outcomes(spared).get("Send 2 units' supply to Protectorate").reason());
        assertEquals(3, spared.next().unitsOf("Protectorate").size());
    }

    /**
     * The rulebook: "The other player may place orders to build with that supply in mind". The recipient alone is
     * told, privately, when the supply is given, with where it may build; nobody else hears of it.
     */
    @Test
    void theRecipientOfSupplyIsToldWhereItMayBuild() {
        GameState s = example();
        List<Order> sent = orders(s, "Montrose: Build an Army at Fort William" + sends());
        Map<String, String> told = R.notices(s, "Montrose", List.of(), sent);
        assertEquals(java.util.Set.of("Crown", "Protectorate"), told.keySet());
        assertEquals("Montrose sends 1 unit's supply to you for Winter 1643 Adjustments. You may build with it in your"
                + " empty centres (Portland Castle, Glamorganshire, Bristol), e.g. Build an Army at Portland Castle; give your builds"
                + " or removals with /order before the deadline. It counts unless Montrose revises its orders. Nobody else is"
                + " told.", told.get("Crown"));
        assertTrue(told.get("Protectorate").startsWith("Montrose sends 2 units' supply to you for Winter 1643 Adjustments."
                + " It means fewer removals for you (2 centres and 3 units), and builds beyond them in your empty centres ("),
                told.get("Protectorate"));
        assertEquals(Map.of(), R.notices(s, "Montrose", sent, sent), "told once, not again on each revision");
    }

    /** A build refused names where the power could build instead (here a centre occupied by its own fleet). */
    @Test
    void aRefusedBuildSaysWhereItCouldBuild() {
        GameState s = at("W1643A").noOwners().owner("Manchester", "kingslynn", "norwich", "colchester")
                .units("Manchester: F kingslynn").state(W3kState.none().withSeed(SEED)).build();
        String refused = error(s, "Manchester", "Build an Army at King's Lynn");
        assertTrue(refused.startsWith("King's Lynn is occupied; Manchester may build an army in "), refused);
        assertTrue(refused.contains("Norwich") && refused.contains("Colchester"), refused);
        GameState full = at("W1643A").noOwners().owner("Manchester", "kingslynn")
                .units("Manchester: F kingslynn").state(W3kState.none().withSeed(SEED)).build();
        assertTrue(error(full, "Manchester", "Build an Army at King's Lynn").endsWith("; Manchester has nowhere to build an army now"));
    }

    /** Left out, the transfer is void: B builds in the order listed until its supply runs out; C's removal is by lot. */
    @Test
    void aTransferWithdrawnAndTheShortfallDrawnByLotReplaysFromItsSeed() {
        Turn t = play(example(), A_BUILDS + B_AND_C);
        GameState next = t.next();
        assertNotNull(next.unitAt(p("glamorganshire")));
        assertNull(next.unitAt(p("portland")), "B's second build is not made");
        assertNull(next.unitAt(p("hastings")), "C's build is not made");
        assertEquals(2, next.unitsOf("Protectorate").size(), "C is one unit short: a lot removes one");
        Outcome lot = t.result().outcomes().stream().filter(o -> o.order() instanceof Order.Remove).findFirst().orElseThrow();
        assertEquals("drawn by lot (seed 1642)", lot.reason());
        assertTrue(t.notes().get(0).startsWith("Protectorate owed 1 removal it did not order; lots drawn with seed 1642 remove "),
                t.notes().toString());
        Turn again = play(example(), A_BUILDS + B_AND_C);
        assertEquals(t.notes(), again.notes(), "the same seed draws the same lot");
        assertEquals(next.units().stream().map(Unit::toString).toList(), again.next().units().stream().map(Unit::toString).toList());
        boolean differs = false;
        for (long seed = 1; seed < 40 && !differs; seed++) {
            GameState other = example().toBuilder().build();
            GameState.Builder b = other.toBuilder();
            W3kState.none().withSeed(seed).write(b);
            differs = !play(b.build(), A_BUILDS + B_AND_C).notes().equals(t.notes());
        }
        assertTrue(differs, "the lot depends on the seed");
    }

    @Test
    void supplyIsSentOnlyFromExcess() {
        GameState s = example();
        assertTrue(error(s, "Crown", "Send 2 units' supply to Montrose").contains("only from excess: Crown has 1"));
        assertTrue(error(s, "Protectorate", "Send 1 unit's supply to Montrose").contains("has 0"));
        List<Order> standing = orders(s, "Montrose: Send 3 units' supply to the Crown");
        Order more = ok(s, "Montrose", "Send 3 units' supply to Hamilton");
        assertTrue(R.review(s, "Montrose", standing, "", more).refusal().contains("would send 6"));
        Turn t = play(s, "Montrose: Send 4 units' supply to the Crown; Send 3 units' supply to Hamilton");
        assertFalse(outcomes(t).get("Send 3 units' supply to Hamilton").succeeded(), "Hamilton is out of the game");
    }

    @Test
    void aPowerMayNotListBothBuildsAndRemovals() {
        GameState s = example();
        List<Order> standing = orders(s, "Protectorate: Build an Army in Hastings & Pevensey");
        Order remove = ok(s, "Protectorate", "Remove Army Surrey");
        assertTrue(R.review(s, "Protectorate", standing, "Remove Army Surrey", remove).refusal()
                .contains("may not list both builds and removals"));
        Turn t = play(s, "Protectorate: Build an Army in Hastings & Pevensey; Remove Army Surrey");
        assertTrue(outcomes(t).get("surrey").succeeded(), "the removal owed stands");
        assertEquals("a power may not list both builds and removals", outcomes(t).get("Build A hastings").reason());
    }

    /** Removals answer insufficient supply only: the Crown, with supply to spare, has none to give. */
    @Test
    void aRemovalOnlyFromAPowerThatOwesOne() {
        GameState s = example();
        assertEquals("Crown owes no removal this phase: 3 centres and 2 units",
                error(s, "Crown", "Remove Army Wiltshire"));
        assertTrue(R.legalOrders(s, s.unitAt(p("wiltshire"))).stream().noneMatch(o -> o instanceof Order.Remove));
        assertTrue(R.legalOrders(s, s.unitAt(p("surrey"))).stream().anyMatch(o -> o instanceof Order.Remove));
    }

    @Test
    void buildsInAnyEmptyCentreOwnedNotHomeCentres() {
        GameState s = example();
        assertEquals("Build F portland", ok(s, "Crown", "Build a Fleet in Portland (Dorset)").text());
        assertTrue(error(s, "Crown", "Build an Army in London").contains("does not own London"));
        assertTrue(R.legalBuilds(s, "Montrose").stream().anyMatch(o -> o.text().equals("Send 1 unit's supply to Crown")));
    }

    /** Removals nobody orders are drawn by lot, not by the civil-disorder distance rule. */
    @Test
    void removalsNobodyOrdersAreDrawnByLot() {
        GameState s = at("W1643A").noOwners().owner("Hamilton", "aberdeen")
                .units("Hamilton: A aberdeen, F nantes, A marr, A elgin").state(W3kState.none().withSeed(7)).build();
        Turn t = play(s, "");
        assertEquals(1, t.next().unitsOf("Hamilton").size());
        assertTrue(t.notes().get(0).contains("seed 7"), t.notes().toString());
    }

    // ---- the mercy position ----

    @Test
    void theMercyPositionKeepsOneUnit() {
        GameState s = at("W1643A").noOwners().owner("Crown", "london")
                .units("Argyll: A kintyre, F islay, A argyll; Crown: A london").state(W3kState.none().withSeed(3)).build();
        assertEquals(Map.of("Argyll", 2), R.owed(s), "no centres: one unit is still afforded");
        Turn t = play(s, "Argyll: Remove A kintyre");
        assertEquals(1, t.next().unitsOf("Argyll").size());
        assertTrue(error(s, "Argyll", "Build A argyll").contains("does not own"));
    }

    @Test
    void aSingleUnitWithoutCentresOwesNothing() {
        GameState s = at("W1643A").noOwners().owner("Crown", "london", "york")
                .units("Argyll: A kintyre; Crown: A london").state(W3kState.none().withSeed(3)).build();
        assertFalse(R.owed(s).containsKey("Argyll"));
    }

    /** The first centre it takes makes up the deficit; a second lets it build again. */
    @Test
    void theFirstCentreMakesUpTheDeficit() {
        GameState one = at("A1642M").noOwners().owner("Crown", "london").units("Argyll: A kintyre; Crown: A london").build();
        Turn autumn = play(one, "Argyll: A kintyre H");
        assertEquals("Argyll", autumn.next().ownerOf(p("kintyre")));
        assertEquals("S1643M", autumn.next().phase().code(), "one centre, one unit: no Winter to play");
        assertEquals(0, Supply.balance(autumn.next(), "Argyll"));
        GameState two = at("W1643A").noOwners().owner("Argyll", "kintyre", "islay").owner("Crown", "london")
                .units("Argyll: A kintyre; Crown: A london").build();
        assertEquals(1, R.owed(two).get("Argyll"));
        assertEquals("Build F islay", ok(two, "Argyll", "Build a Fleet in Islay").text());
    }
}
