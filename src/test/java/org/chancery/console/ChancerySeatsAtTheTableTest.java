package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.chancery.bots.ClockPlayer;
import org.chancery.command.Commands;
import org.chancery.command.MapImages;
import org.chancery.game.GameService;
import org.chancery.game.GameStatus;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seats given to Chancery at the local table: game bot and its refusals, game start yes, the bots' orders kept from
 * the human until the results, the bots ordering as each phase opens (a game of bots and one human runs on the human's
 * readiness), a rollback that undoes them (the bots order again at once), and a human taking a seat back.
 */
class ChancerySeatsAtTheTableTest {
    @TempDir
    Path dir;

    @Test
    void botsOrderOnTheClockAndAHumanTakesASeatBack() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            ClockPlayer.install(service);
            Console table = new Console(service, new Commands(service, MapImages.NONE), out, dir);
            for (String line : new String[] {"game create classic", "as France", "join France", "as gm"}) table.handle(line);

            assertTrue(say(table, bytes, "game bot France").contains("France is played by France. Free the seat first"));
            assertTrue(say(table, bytes, "game bot Prussia").contains("There is no power 'Prussia' to play in game #1;"
                    + " say one of Austria, England, France"));
            assertTrue(say(table, bytes, "game bot England").contains("England is now played by Chancery"));
            assertTrue(say(table, bytes, "game bot England off").contains("Chancery no longer plays England; the seat is open."));
            assertTrue(say(table, bytes, "game start yes").contains("The game has started."));
            String status = say(table, bytes, "status");
            assertTrue(status.contains("England (Chancery)") && status.contains("Turkey (Chancery)"), status);

            assertEquals(6, service.orders().readyPowers(1).size(), "the six bots ordered and are ready as the game starts");
            table.handle("as France");
            String orders = say(table, bytes, "orders");
            assertFalse(orders.contains("A vie") || orders.contains("F lon"), "another power's orders shown: " + orders);
            table.handle("order A par-bur; F bre-mao; A mar-spa");
            String results = say(table, bytes, "ready");
            assertTrue(results.contains("results of Spring 1901 Movement") && results.contains("F lon"), results);
            assertEquals(6, service.orders().readyPowers(1).size(), "the bots ordered as the autumn opened, without a tick");
            for (int i = 0; i < 4 && service.views().status(1).state().phase().year() == 1901; i++) say(table, bytes, "ready");
            assertEquals(1902, service.views().status(1).state().phase().year(), "the human's readiness alone ran the year");

            table.handle("as gm");
            assertTrue(say(table, bytes, "game rollback S1901M").contains("S1901M"));
            assertTrue(say(table, bytes, "yes").contains("rolled the game back to Spring 1901"));
            assertEquals("S1901M", service.views().status(1).state().phase().code());
            assertTrue(service.orders().readyPowers(1).containsAll(java.util.List.of("Austria", "England", "Germany", "Italy",
                    "Russia", "Turkey")), "the bots' orders stand again, as everyone's do after a rollback");

            assertTrue(say(table, bytes, "game replace Germany gm").contains("Germany is now played by"));
            String after = say(table, bytes, "status");
            assertFalse(after.contains("Germany (Chancery)"), after);
            assertEquals(GameStatus.ACTIVE.name(), service.game(1).status());
        }
    }

    private static String say(Console table, ByteArrayOutputStream bytes, String line) {
        int from = bytes.size();
        table.handle(line);
        return bytes.toString(StandardCharsets.UTF_8).substring(from);
    }
}
