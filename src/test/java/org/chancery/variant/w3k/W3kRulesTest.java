package org.chancery.variant.w3k;

import static org.chancery.variant.w3k.W3k.B;
import static org.chancery.variant.w3k.W3k.R;
import static org.chancery.variant.w3k.W3k.at;
import static org.chancery.variant.w3k.W3k.p;
import static org.chancery.variant.w3k.W3k.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Phase;
import org.chancery.engine.Province;
import org.chancery.game.GameSettings;
import org.chancery.variant.GameEnd;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The calendar, the centres changing hands, victory and draws (pages 6, 10 and 12). */
class W3kRulesTest {
    @Test
    void fourSeasonsFromSummer1642() {
        List<String> codes = new ArrayList<>();
        Phase p = R.start().phase();
        for (int i = 0; i < 9; i++) {
            codes.add(p.code());
            p = R.variant().calendar().next(p);
        }
        assertEquals(List.of("Su1642M", "Su1642R", "A1642M", "A1642R", "W1643A", "S1643M", "S1643R", "Su1643M", "Su1643R"), codes);
        assertEquals("Summer 1642 Movement", R.start().phase().displayName());
        assertEquals("Winter 1643 Adjustments", R.variant().calendar().parse("W1643A").displayName());
    }

    /** "Control doesn't shift based on where units finished Spring or Summer; only Autumn's finish." */
    @Test
    void centresChangeHandsOnlyAtTheEndOfAutumn() {
        GameState summer = at("Su1642M").units("Crown: A wiltshire").build();
        Turn t = play(summer, "Crown: A wiltshire-newsarum");
        assertEquals("A1642M", t.next().phase().code());
        assertNull(t.next().ownerOf(p("newsarum")), "still neutral after Summer");
        Turn autumn = play(t.next(), "Crown: A newsarum H");
        assertEquals("Crown", autumn.next().ownerOf(p("newsarum")));
        assertEquals("W1643A", autumn.next().phase().code(), "the Crown may build: Winter 1643");
    }

    @Test
    void victoryIsFiftyFiveCentresAndACapitalOfEachKingdomAtTheEndOfAYear() {
        GameState withIreland = fiftyFive(List.of("london", "edinburgh", "dublin"));
        assertTrue(R.end(withIreland).isEmpty(), "not checked in the middle of a year");
        Turn autumn = play(withIreland, "");
        GameEnd end = R.end(autumn.next()).orElseThrow();
        assertEquals(List.of("Crown"), end.winners());
        assertTrue(end.reason().contains("55 supply centres and the capitals London, Edinburgh, Dublin"), end.reason());

        Turn without = play(fiftyFive(List.of("london", "york", "edinburgh")), "");
        assertTrue(R.end(without.next()).isEmpty(), "no capital of Ireland: no victory");
    }

    /** An Autumn position where the Crown owns 55 centres, among them the given capitals and no other. */
    static GameState fiftyFive(List<String> capitals) {
        Set<String> all = Set.of("london", "york", "edinburgh", "glasgow", "dublin", "belfast");
        List<String> owned = new ArrayList<>(capitals);
        for (Province q : B.provinces()) {
            if (owned.size() == 55) break;
            if (q.isSupplyCenter() && !all.contains(q.id())) owned.add(q.id());
        }
        return at("A1642M").noOwners().owner("Crown", owned.toArray(String[]::new))
                .units("Crown: A wiltshire; Montrose: A tweeddale").build();
    }

    @Test
    void aDrawOnlyBetweenKingdoms() {
        GameState three = at("S1650M").noOwners().owner("Crown", "london", "york").owner("Montrose", "edinburgh", "glasgow")
                .owner("Ormond", "dublin", "belfast").units("Crown: A london; Montrose: A tweeddale; Ormond: A meath").build();
        assertNull(R.drawRefusal(three), "a draw is allowed");
        assertNull(R.drawRefusal(three));
        assertEquals(Set.of("Crown", "Montrose", "Ormond"), R.drawVoters(three));

        GameState four = at("S1650M").noOwners().owner("Crown", "london", "york").owner("Montrose", "edinburgh")
                .owner("Ormond", "dublin", "belfast").units("Crown: A london; Montrose: A tweeddale; Ormond: A meath; Argyll: A kintyre").build();
        String why = R.drawRefusal(four);
        assertTrue(why.contains("no draw other than between Kingdoms"), why);
        assertTrue(why.endsWith("Argyll, Montrose hold none"), why);
        assertTrue(why.contains("London and York, Edinburgh and Glasgow, Dublin & the Pale and Belfast"), why);
    }

    /** The rulebook's timeline: 12 days for movement, 2 for retreats and adjustments, each day ending at 07:00 GMT. */
    @Test
    void theDefaultDeadlines() {
        GameSettings s = GameSettings.defaults("wars-of-the-three-kingdoms");
        assertEquals(12 * 24 * 60, s.movement());
        assertEquals(2 * 24 * 60, s.retreat());
        assertEquals(2 * 24 * 60, s.adjustment());
        assertEquals("07:00", s.fixedTime());
        assertEquals("GMT", s.zone());
        assertEquals(GameSettings.defaults(), GameSettings.defaults("classic"));
        GameSettings changed = s.with("movement", "7d");
        assertEquals(7 * 24 * 60, changed.movement(), "the GM can change them");
    }
}
