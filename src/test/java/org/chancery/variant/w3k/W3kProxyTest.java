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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** Proxy orders (pages 20 and 31): the owner's consent makes another power's order the order of record. */
class W3kProxyTest {
    static final GameState LONDON = at("Su1642M").units("Newcastle: A london; Crown: A bristol").build();

    @Test
    void bothOfTheRulebooksWordingsGiveCommand() {
        Order a = ok(LONDON, "Newcastle", "Army London is under the orders of the Crown");
        Order b = ok(LONDON, "Newcastle", "Command of Army London is offered to Crown");
        assertEquals("A london under the orders of Crown", a.text());
        assertEquals(a.text(), b.text());
        assertTrue(error(LONDON, "Crown", "Army London is under the orders of the Crown").contains("only Newcastle"));
        assertTrue(error(LONDON, "Newcastle", "Army London is under the orders of Player B").contains("no power 'Player B'"));
    }

    @Test
    void withConsentTheGranteesOrderIsTheOrderOfRecord() {
        Turn t = play(LONDON, "Newcastle: Army London is under the orders of the Crown | Crown: Army London to Surrey");
        Outcome o = outcomes(t).get("london");
        assertEquals("A london-surrey", o.order().text());
        assertTrue(o.succeeded());
        assertEquals("ordered by Crown, by proxy", o.reason());
        assertEquals("Newcastle", t.next().unitAt(p("surrey")).power(), "the unit stays its owner's");
    }

    @Test
    void withoutConsentTheOrderIsIgnored() {
        Order foreign = ok(LONDON, "Crown", "Army London to Surrey");
        assertTrue(foreign instanceof Order.Special sp && sp.power().equals("Crown"), "kept under the Crown's name");
        assertTrue(R.review(LONDON, "Crown", List.of(), "Army London to Surrey", foreign).warning()
                .contains("counts only if Newcastle places it under your orders"));
        Turn t = play(LONDON, "Crown: Army London to Surrey");
        assertEquals("Newcastle", t.next().unitAt(p("london")).power(), "the army held");
        Outcome ignored = t.result().outcomes().stream().filter(x -> x.order() instanceof Order.Special).findFirst().orElseThrow();
        assertFalse(ignored.succeeded());
        assertTrue(ignored.reason().contains("did not place its army in London under Crown's orders"), ignored.reason());
    }

    @Test
    void theOwnersOwnOrderWithdrawsConsentAndAnotherPowersOrderIsIgnored() {
        Turn t = play(LONDON, "Newcastle: A london-deptford | Crown: A london-surrey");
        assertEquals("Newcastle", t.next().unitAt(p("deptford")).power());
        assertNull(t.next().unitAt(p("surrey")));
    }

    @Test
    void aGranteeWhoGivesNoOrderLeavesTheUnitHolding() {
        Turn t = play(LONDON, "Newcastle: Army London is under the orders of the Crown");
        Outcome o = outcomes(t).get("london");
        assertTrue(o.succeeded());
        assertTrue(o.reason().contains("Crown gave it none"), o.reason());
    }

    /** The unit stays its owner's: attacking its owner's supporting unit does not cut the support. */
    @Test
    void aProxyCannotCutItsOwnersSupport() {
        GameState s = at("Su1642M").units("Newcastle: A ashby, A shropshire, A cheshire; Cumberland: A staffordshire").build();
        Turn t = play(s, "Newcastle: A ashby-staffordshire; A shropshire S A ashby-staffordshire;"
                + " Army Cheshire is under the orders of Cumberland | Cumberland: A staffordshire H; A cheshire-shropshire");
        assertEquals("A cheshire-shropshire", outcomes(t).get("cheshire").order().text());
        assertTrue(outcomes(t).get("shropshire").succeeded(), "the support stands");
        assertEquals("Newcastle", t.next().unitAt(p("staffordshire")).power(), "Staffordshire taken 2 to 1");
    }

    /** Nor can a proxy dislodge its owner's unit, however supported. */
    @Test
    void aProxyCannotDislodgeItsOwnersUnit() {
        GameState s = at("Su1642M").units("Newcastle: A ashby, A staffordshire; Crown: A shropshire").build();
        Turn t = play(s, "Newcastle: Army Ashby is under the orders of the Crown; A staffordshire H"
                + " | Crown: A ashby-staffordshire; A shropshire S A ashby-staffordshire");
        assertFalse(outcomes(t).get("ashby").succeeded());
        assertEquals("Newcastle", t.next().unitAt(p("staffordshire")).power());
        assertTrue(t.next().dislodged().isEmpty());
    }

    /** The grantee alone is told, once, when command is offered; nothing when it is withdrawn. */
    @Test
    void theGranteeIsToldPrivately() {
        Order grant = ok(LONDON, "Newcastle", "Army London is under the orders of the Crown");
        Map<String, String> told = R.notices(LONDON, "Newcastle", List.of(), List.of(grant));
        assertEquals(List.of("Crown"), List.copyOf(told.keySet()));
        assertTrue(told.get("Crown").contains("Newcastle places Army London under your orders for Summer 1642 Movement"),
                told.get("Crown"));
        assertTrue(R.notices(LONDON, "Newcastle", List.of(grant), List.of(grant)).isEmpty(), "not told twice");
        assertTrue(R.notices(LONDON, "Newcastle", List.of(grant), orders(LONDON, "Newcastle: A london H")).isEmpty());
    }

    @Test
    void onlyInMovementPhases() {
        GameState winter = at("W1643A").units("Newcastle: A london").build();
        assertTrue(error(winter, "Newcastle", "Army London is under the orders of the Crown").contains("movement phase"));
    }
}
