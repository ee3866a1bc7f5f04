package org.chancery.variant.dote;

import static org.chancery.variant.dote.Dote.R;
import static org.chancery.variant.dote.Dote.at;
import static org.chancery.variant.dote.Dote.orders;
import static org.chancery.variant.dote.Dote.outcome;
import static org.chancery.variant.dote.Dote.play;
import static org.chancery.variant.dote.Dote.refusal;
import static org.chancery.variant.dote.Dote.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** Straits, catapults of strength 1.5, and fortified cities. */
class StraitsAndStrengthTest {
    @Test
    void italiaMovesToRhetiaAndThraciaToAsia() {
        assertEquals("Italia Inf rhe", unit(play(Dote.at(), "Italia: Italia move to Rhetia").next(), "rhe"));
        Turn t = play(at("+Macedonia Inf thr"), "Macedonia: Thracia move to Asia");
        assertEquals("Macedonia Inf asi", unit(t.next(), "asi"));
    }

    @Test
    void everyStraitIsCrossedAsOneMoveByLandUnitsAndFleets() {
        String[][] straits = {{"thr", "asi"}, {"bea", "tin"}, {"nea", "sic"}, {"bel", "bri"}};
        for (String[] st : straits) {
            Turn land = play(at("+Italia Inf " + st[0]), "Italia: Inf " + st[0] + "-" + st[1]);
            assertEquals("Italia Inf " + st[1], unit(land.next(), st[1]), st[0]);
            Turn sea = play(at("+Italia F " + st[1]), "Italia: F " + st[1] + "-" + st[0]);
            assertEquals("Italia F " + st[0], unit(sea.next(), st[0]), st[1]);
        }
    }

    @Test
    void fleetsInTheAdjoiningSeasSupportAcrossAStraitAndDoNotBlockIt() {
        GameState s = at("+Macedonia Inf thr", "+Galatia Inf asi", "+Macedonia F mae", "+Galatia F mpo");
        Turn t = play(s, "Macedonia: Inf thr-asi", "Macedonia: F mae S Inf thr-asi", "Galatia: F mpo H");
        assertEquals("Macedonia Inf asi", unit(t.next(), "asi"));
        assertEquals(1, t.next().dislodged().size());
    }

    @Test
    void aRetreatAcrossAStraitIsRefusedAndDestroysTheUnit() {
        GameState s = at("+Galatia Inf asi", "+Macedonia Inf pon", "+Macedonia F mae");
        GameState r = play(s, "Macedonia: Inf pon-asi", "Macedonia: F mae S Inf pon-asi").next();
        assertEquals(1, r.dislodged().size());
        String why = refusal(r, "Galatia", "Inf asi-thr");
        assertTrue(why.contains("strait"), why);
        assertTrue(R.legalOrders(r, r.dislodged().get(0).unit()).stream().noneMatch(o -> o instanceof Order.Retreat));
        Order forced = new Order.Retreat(r.dislodged().get(0).unit(), Dote.BOARD.location("thr"));
        Turn t = R.play(r, java.util.List.of(forced), Map.of());
        assertNull(unit(t.next(), "thr"));
        assertFalse(t.result().outcomes().get(0).succeeded());
    }

    @Test
    void aCatapultBeatsASingleUnitButNotAUnitWithSupport() {
        Turn wins = play(at("+Italia Cat rhe", "+Hispania Inf nar", "-ita"), "Italia: Cat rhe-nar");
        assertEquals("Italia Cat nar", unit(wins.next(), "nar"));
        Turn holds = play(at("+Italia Cat rhe", "+Hispania Inf nar", "+Hispania Inf aqu", "-ita"), "Italia: Cat rhe-nar",
                "Hispania: Inf aqu S Inf nar");
        assertEquals("Hispania Inf nar", unit(holds.next(), "nar"));
    }

    @Test
    void aCatapultSupportAddsOneAndAHalf() {
        // rhe 1 + catapult 1.5 = 2.5 against nar 1 + aqu 1 = 2
        GameState s = at("+Italia Inf rhe", "+Italia Cat ger", "+Hispania Inf nar", "+Hispania Inf aqu");
        Turn t = play(s, "Italia: Inf rhe-nar", "Italia: Cat ger S Inf rhe-nar", "Hispania: Inf aqu S Inf nar");
        assertEquals("Italia Inf nar", unit(t.next(), "nar"));
        GameState two = at("+Italia Inf rhe", "+Italia Inf ger", "+Hispania Inf nar", "+Hispania Inf aqu");
        Turn even = play(two, "Italia: Inf rhe-nar", "Italia: Inf ger S Inf rhe-nar", "Hispania: Inf aqu S Inf nar");
        assertEquals("Hispania Inf nar", unit(even.next(), "nar"));
    }

    @Test
    void aCatapultThatRetreatsBecomesInfantry() {
        GameState s = at("+Hispania Cat nar", "+Italia Inf rhe", "+Italia Inf aqu", "-his");
        Turn move = play(s, "Italia: Inf rhe-nar", "Italia: Inf aqu S Inf rhe-nar");
        assertEquals(1, move.next().dislodged().size());
        Turn t = R.play(move.next(), orders(move.next(), "Hispania: Cat nar-his"), Map.of());
        assertEquals("Hispania Inf his", unit(t.next(), "his"));
    }

    @Test
    void aFortifiedCityAddsOneToItsOwnersUnitHoldingOrSupporting() {
        // Italia's capital is fortified: its infantry holds with 2
        Turn holds = play(at("+Hispania Inf rhe", "+Hispania Inf nar"), "Hispania: Inf rhe-ita", "Hispania: Inf nar S Inf rhe-ita");
        assertEquals("Italia Inf ita", unit(holds.next(), "ita"));
        Turn supporting = play(at("+Hispania Inf rhe", "+Hispania Inf nar", "+Italia Inf nor"), "Hispania: Inf rhe-ita",
                "Hispania: Inf nar S Inf rhe-ita", "Italia: Inf ita S Inf nor");
        assertEquals("Italia Inf ita", unit(supporting.next(), "ita"));
    }

    @Test
    void theFortificationDoesNotHelpAUnitThatBouncedBack() {
        GameState s = at("+Hispania Inf rhe", "+Hispania Inf nar", "+Galatia Inf nor");
        Turn t = play(s, "Italia: Inf ita-nor", "Hispania: Inf rhe-ita", "Hispania: Inf nar S Inf rhe-ita");
        assertFalse(outcome(t, "Inf ita-nor").succeeded());
        assertEquals("Hispania Inf ita", unit(t.next(), "ita"));
    }

    @Test
    void onlyTheProvincesOwnerGetsTheFortification() {
        // Hispania's infantry stands in Italia's capital, which Italia still owns
        GameState s = at("-ita", "+Hispania Inf ita", "+Italia Inf rhe", "+Italia Inf nor");
        Turn t = play(s, "Italia: Inf rhe-ita", "Italia: Inf nor S Inf rhe-ita");
        assertEquals("Italia Inf ita", unit(t.next(), "ita"));
        assertNull(unit(t.next(), "rhe"));
    }
}
