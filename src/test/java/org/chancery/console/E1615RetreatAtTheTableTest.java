package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/**
 * Issue 37 §5 at the local table: France's army in Champagne is dislodged while Lorraine is a neutral state (France and
 * Spain tie there). A retreat into Lorraine is refused when given, naming the retreats there are, and nothing is
 * stored; the retreat the rules allow is taken and played, not voided.
 */
class E1615RetreatAtTheTableTest {
    @Test
    void aRetreatIntoANeutralStateIsRefusedAtTheTable() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, ConsoleScriptTest.text("""
                    game create europe-1615 Retreat
                    game settings nmr 0
                    game rule sanctions off
                    seats
                    game start
                    game edit remove-unit lor
                    game edit remove-unit sav
                    game edit add-unit sav Spain A
                    game edit add-unit cha France A
                    as Spain
                    order A fla - cha; A sav S A fla - cha
                    allocate 4: LOR
                    as France
                    allocate 4: LOR
                    as gm
                    game adjudicate S1615M
                    as France
                    moves cha
                    order A cha - lor
                    orders
                    order A cha - swi
                    orders
                    as gm
                    game adjudicate S1615R
                    """));
            String retreats = out.substring(out.indexOf("Legal orders for France A cha"));
            assertTrue(retreats.startsWith("Legal orders for France A cha\nA cha R swi\nA cha D\n"), retreats);
            assertTrue(retreats.contains("rejected: A cha - lor - Lorraine lies in a neutral state; A cha may give A cha R swi or"
                    + " A cha D\nYou have no orders for S1615R yet."), "refused with its reason and the retreats there are: " + retreats);
            assertFalse(retreats.contains("accepted: A cha R lor"), retreats);
            assertTrue(retreats.contains("accepted: A cha R swi\nYour orders for S1615R: A cha R swi"), retreats);
            assertFalse(retreats.contains("void"), "the retreat taken is played: " + retreats);

            GameState s = service.views().status(service.gameIn(Console.GUILD, "table").id()).state();
            assertEquals("Su1615M", s.phase().code(), out);
            assertEquals("France", s.unitAt(s.board().find("swi").orElseThrow()).power(), "France's army retreated to Switzerland");
        }
    }
}
