package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.variant.economy.Treasury;
import org.chancery.variant.roads.Roads;
import org.junit.jupiter.api.Test;

/**
 * Diplomacy of the Empire's first two years at the local table, in the rulebook's order formats: blank territories
 * taken, tribute, a payment, builds that fail for lack of money, a cavalry's and a fleet's second moves, a strait,
 * and a city that joins its capital by road.
 */
class EmpireConsoleTest {
    @Test
    void theYears43And42BcPlayThroughTheConsole() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, getClass().getResourceAsStream("/console/empire-two-years.txt"));
            assertFalse(out.contains("!"), "no command was refused: " + out);
            assertFalse(out.contains("rejected"), "every order was accepted: " + out);
            assertTrue(out.contains("Tribute for 43 BC: Hispania 30, Italia 30, Macedonia 25, Galatia 30, Mesopotamia 30,"
                    + " Egyptus 25, Numidia 25."), out);
            assertTrue(out.contains("Build City nea (not enough money; none is made)"), out);
            String italia = addressed(out, "[to Italia]");
            assertTrue(italia.contains("Winter 43 BC: no builds made (Build City nea, Build Inf ita): they cost 40 talents and"
                    + " Italia holds 20"), italia);
            String channel = addressed(out, "[channel]");
            for (String figure : java.util.List.of("Italia holds 20", "Numidia holds 15", "holds ", "balance ")) {
                assertFalse(channel.contains(figure), "a treasury in the channel: " + figure + "\n" + channel);
            }
            assertTrue(out.contains("PAY 10 Galatia"), out);
            assertTrue(out.contains("Cav his-lus then bea") && out.contains("Cav lus-bea"), out);
            assertTrue(out.contains("F gal-mrh then mal") && out.contains("F mrh-mal"), out);
            assertTrue(out.contains("Nobody has to retreat, so the second moves are played at once."), out);
            assertTrue(out.contains("Tribute for 42 BC: Hispania 50,"), out);
            assertTrue(out.contains("[to Hispania] Game #1, Fall 43 BC Movement: Fall 43 BC: tribute +30 (balance 30)"), out);

            long game = service.gameIn(Console.GUILD, "table").id();
            GameState s = service.views().status(game).state();
            assertEquals("S41BCM", s.phase().code());
            assertEquals("Hispania", s.unitAt(s.board().find("tin").orElseThrow()).power(), "across the strait");
            assertTrue(Roads.read(s).hasRoad(s.board().find("his").orElseThrow(), s.board().find("nar").orElseThrow()));
            Treasury t = Treasury.read(s);
            assertEquals(0, t.balance("Hispania"));
            assertEquals(40, t.balance("Numidia"), "40 + 10 paid - 10 upkeep; the cavalry and the fortified city cost 70: neither is made");
        }
    }

    /**
     * The table: Italia, its capital empty, orders a catapult it cannot pay for. The channel and a stranger's
     * history say only that money was short; Italia alone is told the figures.
     */
    @Test
    void aBuildThatCannotBePaidForKeepsTheTreasurySecret() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, ConsoleScriptTest.text(String.join("\n",
                    "new diplomacy-of-the-empire", "game adjudicate S43BCM", "game adjudicate F43BCM",
                    "game edit remove-unit ita", "as Italia", "order Build Cat ita", "as gm", "game adjudicate W43BCA",
                    "as Stranger", "history W43BCA", "as Numidia", "history W43BCA", "ledger", "")));
            String channel = addressed(out, "[channel]");
            assertTrue(channel.contains("Build Cat ita (not enough money; none is made)"), channel);
            assertFalse(channel.contains("holds"), channel);
            assertFalse(channel.contains("30 talents"), channel);
            String stranger = answersTo(out, "Stranger@table> ");
            assertTrue(stranger.contains("Build Cat ita (not enough money; none is made)"), stranger);
            assertFalse(stranger.contains("holds") || stranger.contains("cost 30"), stranger);
            String numidia = out.substring(out.indexOf("Numidia@table> "));
            assertFalse(numidia.contains("Italia holds") || numidia.contains("cost 30"), numidia);
            String italia = addressed(out, "[to Italia]");
            assertTrue(italia.contains("Winter 43 BC: no builds made (Build Cat ita): they cost 30 talents and Italia holds 15"),
                    italia);
            for (String other : java.util.List.of("Hispania", "Macedonia", "Galatia", "Mesopotamia", "Egyptus", "Numidia")) {
                String told = addressed(out, "[to " + other + "]");
                assertFalse(told.contains("Italia holds"), other + " is told Italia's treasury: " + told);
            }
        }
    }

    /** Every notice printed with this prefix, with its indented continuation lines. */
    static String addressed(String out, String prefix) {
        StringBuilder b = new StringBuilder();
        boolean in = false;
        for (String line : out.split("\n")) {
            if (line.startsWith(prefix)) in = true;
            else if (!line.startsWith("    ")) in = false;
            if (in) b.append(line).append('\n');
        }
        return b.toString();
    }

    /** What the table printed after this prompt (the first command typed there), up to the next prompt. */
    static String answersTo(String out, String prompt) {
        int at = out.indexOf(prompt);
        assertTrue(at >= 0, "no " + prompt + " in\n" + out);
        int end = out.indexOf("@table> ", at + prompt.length());
        String rest = out.substring(at + prompt.length(), end < 0 ? out.length() : end);
        return rest.substring(0, Math.max(0, rest.lastIndexOf('\n')));
    }
}
