package org.chancery.variant.w3k;

import static org.chancery.variant.w3k.W3k.at;
import static org.chancery.variant.w3k.W3k.outcomes;
import static org.chancery.variant.w3k.W3k.p;
import static org.chancery.variant.w3k.W3k.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The rulebook's worked examples, each as written. */
class W3kExamplesTest {
    // ---- page 14: Ashby-de-la-Zouch Castle attacks Staffordshire ----

    static final GameState STAFFORDSHIRE = at("Su1642M")
            .units("Crown: A ashby; Newcastle: A staffordshire, A cheshire; Cumberland: A shropshire").build();

    @Test
    void oneAgainstOneFails() {
        Turn t = play(STAFFORDSHIRE, "Crown: Army Ashby-de-la-Zouch Castle to Staffordshire | Newcastle: Army Staffordshire holds"
                + " | Cumberland: Army Shropshire holds");
        assertFalse(outcomes(t).get("ashby").succeeded());
    }

    @Test
    void supportedByShropshireItSucceeds() {
        Turn t = play(STAFFORDSHIRE, "Crown: Army Ashby-de-la-Zouch Castle to Staffordshire | Newcastle: Army Staffordshire holds"
                + " | Cumberland: Army Shropshire supports the Crown Army Ashby-de-la-Zouch into Staffordshire");
        assertTrue(outcomes(t).get("ashby").succeeded());
        assertEquals("Crown", t.next().unitAt(p("staffordshire")).power());
    }

    @Test
    void supportedInPlaceByCheshireItFails() {
        Turn t = play(STAFFORDSHIRE, "Crown: Army Ashby-de-la-Zouch Castle to Staffordshire"
                + " | Newcastle: Army Staffordshire holds; Army Cheshire supports Army Staffordshire"
                + " | Cumberland: Army Shropshire supports Army Ashby-de-la-Zouch into Staffordshire");
        assertFalse(outcomes(t).get("ashby").succeeded());
    }

    @Test
    void cheshireAttackingShropshireCutsTheSupport() {
        Turn t = play(STAFFORDSHIRE, "Crown: Army Ashby-de-la-Zouch Castle to Staffordshire"
                + " | Newcastle: Army Staffordshire holds; Army Cheshire attacks Shropshire"
                + " | Cumberland: Army Shropshire supports Army Ashby-de-la-Zouch into Staffordshire");
        assertFalse(outcomes(t).get("shropshire").succeeded(), "cut");
        assertFalse(outcomes(t).get("ashby").succeeded());
    }

    // ---- page 18: convoys across the Irish Sea ----

    static final GameState IRISH_SEA = at("Su1642M").units("Crown: A caernarfonshire; Confederacy: F dublinbay;"
            + " Argyll: F irishsea; Cumberland: F morecambe, F solway").build();

    @Test
    void eitherFleetCanConvoy() {
        Turn t = play(IRISH_SEA, "Crown: Army Caernarfonshire moves to Dublin & the Pale"
                + " | Confederacy: Fleet Dublin & Caernarfon Bays convoys Army Caernarfonshire to Dublin & the Pale");
        assertEquals("Crown", t.next().unitAt(p("dublin")).power());
        Turn argyll = play(IRISH_SEA, "Crown: Army Caernarfonshire moves to Dublin & the Pale"
                + " | Argyll: Fleet Irish Sea convoys Army Caernarfonshire to Dublin & the Pale");
        assertEquals("Crown", argyll.next().unitAt(p("dublin")).power());
    }

    /** Cumberland dislodges the Irish Sea fleet; with both convoys ordered the other bridge stands. */
    @Test
    void cumberlandCannotStopBothConvoys() {
        String cumberland = " | Cumberland: Fleet Morecombe Bay moves to the Irish Sea; Fleet Solway Firth supports Fleet Morecombe to the Irish Sea";
        Turn one = play(IRISH_SEA, "Crown: Army Caernarfonshire moves to Dublin & the Pale"
                + " | Argyll: Fleet Irish Sea convoys Army Caernarfonshire to Dublin & the Pale" + cumberland);
        assertFalse(outcomes(one).get("caernarfonshire").succeeded(), "the only bridge was dislodged");
        Turn both = play(IRISH_SEA, "Crown: Army Caernarfonshire moves to Dublin & the Pale"
                + " | Argyll: Fleet Irish Sea convoys Army Caernarfonshire to Dublin & the Pale"
                + " | Confederacy: Fleet Dublin & Caernarfon Bays convoys Army Caernarfonshire to Dublin & the Pale" + cumberland);
        assertTrue(outcomes(both).get("caernarfonshire").succeeded());
        assertEquals("Crown", both.next().unitAt(p("dublin")).power());
    }

    // ---- page 19: into Annandale & Nithsdale ----

    static final GameState ANNANDALE = at("Su1642M").units("Cumberland: A carlisle, A eskdale; Newcastle: A northumberland, A norham;"
            + " Montrose: A annandale, A teviotdale, A merse").build();

    /** Newcastle's attack on Teesdale (Teviotdale) cuts Montrose's support, so Eskdale takes Annandale 2 to 1. */
    @Test
    void cumberlandForcesItsWayWithNewcastlesHelp() {
        Turn t = play(ANNANDALE, "Cumberland: Army Carlisle supports Army Eskdale to Annandale; Army Eskdale moves to Annandale"
                + " | Newcastle: Army Carham Castle moves to Teesdale"
                + " | Montrose: Army Annandale holds; Army Teesdale supports Army Annandale");
        assertFalse(outcomes(t).get("teviotdale").succeeded(), "cut by Carham");
        assertTrue(outcomes(t).get("eskdale").succeeded());
        assertEquals("Cumberland", t.next().unitAt(p("annandale")).power());
    }

    /** If Montrose attacks Northumberland instead, supported by the Merse, Teesdale succeeds. */
    @Test
    void montroseAttacksNorthumberland() {
        Turn t = play(ANNANDALE, "Cumberland: Army Carlisle supports Army Eskdale to Annandale; Army Eskdale moves to Annandale"
                + " | Newcastle: Army Northumberland supports Eskdale; Army Carham Castle moves to Teesdale"
                + " | Montrose: Army Merse supports Army Teesdale to Northumberland; Army Teesdale moves to Northumberland");
        assertFalse(outcomes(t).get("northumberland").succeeded(), "Eskdale moves: a support to hold it does nothing");
        assertTrue(outcomes(t).get("teviotdale").succeeded(), "succeeds!");
        assertEquals("Montrose", t.next().unitAt(p("northumberland")).power());
    }
}
