package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** W3K's Winter notices and answers at the table match the adjudication; proxy notices and help speak W3K. */
class W3kWinterTest {
    private static final String OPENING = """
            game create wars-of-the-three-kingdoms
            game settings nmr 0
            seats
            game start
            """;

    private static String play(String script) throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            return ConsoleScriptTest.play(service, ConsoleScriptTest.text(OPENING + script + "quit\n"));
        }
    }

    /**
     * Annexe 5: "If a player has fewer supply centres than units, they have insufficient supply; they must remove
     * units" and "they are not able to waive the shortfall".
     */
    @Test
    void aPowerShortOfCentresIsToldItMustRemove() throws Exception {
        String out = play("""
                as Protectorate
                order Army Sutton-at-Hone to Essex
                as Manchester
                order Army Cambridgeshire to Huntingdonshire
                as gm
                game adjudicate Su1642M
                as Protectorate
                order Army Essex to Colchester
                as Manchester
                order Army Colchester to Suffolk; Army Suffolk to Norfolk
                as gm
                game adjudicate A1642M
                as Manchester
                order Waive
                order Army Huntingdonshire to Cambridgeshire
                """);
        String winter = out.substring(out.indexOf("Winter 1643 Adjustments:"));
        assertFalse(winter.contains("Manchester may build"), winter);
        assertTrue(winter.contains("Manchester has insufficient supply (6 centres and 7 units) and must remove 1 unit:"
                + " give them with order, e.g. Remove A "), winter);
        assertFalse(winter.contains("/order"), "the table names its own command: " + winter);
        assertTrue(winter.contains("rejected: Waive - Manchester has insufficient supply (6 centres and 7 units): it must remove 1 unit,"
                + " such as 'Remove A "), winter);
        assertTrue(winter.contains("cannot waive the shortfall"), winter);
        assertTrue(winter.contains("you may only build, remove, waive or send supply (such as 'Send 1 unit's supply to Argyll')"), winter);
        String protectorate = winter.substring(winter.indexOf("[to Protectorate]"));
        protectorate = protectorate.substring(0, protectorate.indexOf('\n'));
        assertTrue(protectorate.contains("Protectorate may build 1 unit"), protectorate);
        assertEquals(1, protectorate.split("Send 1 unit's supply", -1).length - 1, "said once: " + protectorate);
        assertTrue(protectorate.contains("to any of Argyll, Confederacy, Crown, Cumberland, Hamilton, Manchester, Montrose,"
                + " Newcastle, Ormond"), protectorate);
    }

    /** Two units placed under one power's orders in turn: each notice names its own unit. */
    @Test
    void aProxyNoticeNamesItsOwnUnit() throws Exception {
        String out = play("""
                as Newcastle
                order Army Richmond is under the orders of the Crown
                order Army Durham is under the orders of the Crown
                """);
        String second = out.substring(out.indexOf("places Army County Palatine of Durham"));
        second = second.substring(0, second.indexOf('\n'));
        assertTrue(second.contains("(such as 'A durham H')"), second);
    }

    /** help shows the orders a W3K player needs in the rulebook's words, each one the order entry reads. */
    @Test
    void helpSpeaksW3k() throws Exception {
        String out = play("""
                as Newcastle
                help
                """);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^  order +'.*$").matcher(out);
        assertTrue(m.find(), out);
        String line = m.group();
        assertTrue(line.contains("'Army Nottinghamshire to Kesteven'"), line);
        assertTrue(line.contains("'Fleet York converts to an army'"), line);
        assertTrue(line.contains("is under the orders of "), line);
    }

    /** A power whose retreats were all refused did give orders: the results say they were refused. */
    @Test
    void refusedRetreatsAreNotMissedOrders() throws Exception {
        String out = play("""
                as gm
                game edit add-unit essex Manchester army
                yes
                as Protectorate
                order Army Sutton-at-Hone to Essex; Army Aylesford supports Army Sutton-at-Hone to Essex
                as gm
                game adjudicate Su1642M
                as Manchester
                order Army Essex retreats to Sutton-at-Hone
                order Army Essex retreats to Colchester
                as gm
                game adjudicate Su1642R
                """);
        String results = out.substring(out.indexOf("results of Summer 1642 Retreats"));
        assertTrue(results.contains("(the retreats Manchester gave were refused; disbanded)"), results);
        assertFalse(results.contains("no orders given"), results);
    }
}
