package org.chancery.variant.w3k;

import static org.chancery.variant.w3k.W3k.R;
import static org.chancery.variant.w3k.W3k.at;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.ParseResult;
import org.junit.jupiter.api.Test;

/** The example orders help shows a W3K player: the rulebook's own kinds of order, each one the order entry reads. */
class W3kHelpExamplesTest {
    private static void allRead(GameState s, String power, List<String> examples) {
        for (String e : examples) assertTrue(R.parse(s, power, e) instanceof ParseResult.Ok, e + " is read");
    }

    /** Page 18: "Army Picardy moves via convoy through Fleet Straits of Dover, then Fleet Thames Sea Area, to Suffolk". */
    @Test
    void aConvoyRouteInTheRulebooksWords() {
        GameState s = at("Su1642M").units("Manchester: A picardy, F doverstraits").build();
        List<String> examples = R.examples(s, "Manchester");
        assertTrue(examples.stream().anyMatch(e -> e.startsWith("Army Picardy moves via convoy through Fleet Straits of Dover, to ")),
                examples.toString());
        assertTrue(examples.stream().anyMatch(e -> e.endsWith(" is under the orders of Argyll")), examples.toString());
        allRead(s, "Manchester", examples);
    }

    /** Winter: a build in the rulebook's words, and a transfer from excess supply. */
    @Test
    void aBuildAndATransferInWinter() {
        GameState s = at("W1643A").units("Crown: A worcestershire").build();
        List<String> examples = R.examples(s, "Crown");
        assertTrue(examples.stream().anyMatch(e -> e.startsWith("Build an Army in ")), examples.toString());
        assertTrue(examples.contains("Send 1 unit's supply to Argyll"), examples.toString());
        assertTrue(examples.contains("Waive"), examples.toString());
        allRead(s, "Crown", examples);
    }

    /**
     * A supply transfer lapses: "Should the absence of expected supply leave a player in deficit, ... the necessary
     * removals would be selected by the Coordinator at random". The Winter notice says the removal is owed.
     */
    @Test
    void aLapsedTransferIsARemovalOwed() {
        GameState s = at("W1644A").noOwners().owner("Manchester", "norwich").units("Manchester: A norwich, A suffolk").build();
        String duties = String.join(" ", R.duties(s, "Manchester"));
        assertTrue(duties.startsWith("Manchester has insufficient supply (1 centre and 2 units) and must remove 1 unit"), duties);
        assertTrue(!duties.contains("may build"), duties);
    }
}
