package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.chancery.command.Commands;
import org.chancery.command.MapImages;
import org.chancery.command.RenderedMaps;
import org.chancery.engine.GameState;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Plays the classic opening year through the console, from a script, on the embedded store. */
class ConsoleScriptTest {
    @TempDir
    Path dir;

    @Test
    void theOpeningYearPlaysThroughTheConsole() throws Exception {
        try (Database db = Database.h2File(dir.resolve("table"))) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = play(service, getClass().getResourceAsStream("/console/opening-year.txt"));
            assertTrue(out.contains("results of Spring 1901 Movement"), out);
            assertTrue(out.contains("results of Fall 1901 Movement"), out);
            assertTrue(out.contains("results of Fall 1901 Retreats"), out);
            assertTrue(out.contains("results of Winter 1901 Adjustments"), out);
            assertTrue(out.contains("A bur R pic"), out);
            assertTrue(out.contains("Orders in: 7 of 7 powers."), out);
            assertFalse(out.contains("!"), "no command was refused: " + out);

            long game = service.gameIn(Console.GUILD, "table").id();
            GameState s = service.views().status(game).state();
            assertEquals("S1902M", s.phase().code());
            assertEquals(5, s.centresOf("France").size());
            assertEquals(5, s.unitsOf("France").size());
            assertEquals(5, s.unitsOf("Russia").size());
            assertEquals(5, s.unitsOf("Austria").size());
            assertEquals(4, s.unitsOf("Italy").size(), "Italy took Tunis and built");
            assertTrue(service.views().phase(game, "F1901M").results().stream()
                    .anyMatch(r -> r.order().equals("A ruh-bur") && r.succeeded()));
        }
    }

    @Test
    void aPlayerCannotReadAnothersOrdersAtTheTable() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = play(service, text("""
                    new
                    as France
                    order A par-bur
                    as England
                    orders
                    orders show France
                    status
                    history S1901M
                    quit
                    """));
            String asEngland = out.substring(out.indexOf("You are now England"));
            assertFalse(asEngland.contains("par-bur"), "England never sees France's order: " + out);
            assertTrue(out.contains("You do not play France"), out);
            assertTrue(out.contains("orders stay secret until then"), out);
        }
    }

    /** A game started with nobody in it says how to fill it, with a power of its own variant, and the table's seats. */
    @Test
    void aGameWithNobodyInItSaysHowToJoin() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = play(service, text("""
                    game create wars-of-the-three-kingdoms
                    game start
                    seats
                    game start
                    quit
                    """));
            assertTrue(out.contains("! Nobody has joined game #1 (Wars of the Three Kingdoms) yet: each player takes a power"
                    + " with join Argyll (the powers: Argyll, Confederacy, "), out);
            assertTrue(out.contains("game assign; then game start.\n" + Console.SEATS), out);
            assertTrue(out.contains("has started: Summer 1642 Movement"), out);
        }
    }

    @Test
    void badInputGetsAClearAnswer() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = play(service, text("""
                    status
                    game create nosuchvariant
                    frobnicate
                    start
                    new
                    as France
                    order A par-burgundyy
                    ready maybe
                    game extend 2h
                    as gm
                    game extend soon
                    game edit add-unit par England A
                    game rollback S1999M
                    quit
                    """));
            assertTrue(out.contains("There is no game in this channel. Start one with: game create"), out);
            assertTrue(out.contains("There is no variant 'nosuchvariant'. The variants are: classic, "), out);
            assertTrue(out.contains("There is no command 'frobnicate'"), out);
            assertTrue(out.contains("There is no command 'start'. Did you mean `game start`?"), out);
            assertTrue(out.contains("rejected: A par-burgundyy"), out);
            assertTrue(out.contains("ready must be one of yes, no"), out);
            assertTrue(out.contains("Only the GM of game #1 may do that."), out);
            assertTrue(out.contains("'soon' is not a duration; write e.g. 90m, 36h, 2d"), out);
            assertTrue(out.contains("Paris already holds a unit."), out);
            assertTrue(out.contains("has no phase 'S1999M' (Spring 1999 Movement). It is in "), out);
        }
    }

    /** DATC 3.0, 6.G.19: a convoy order no route needs is refused with its reason, never offered, and gives no intent. */
    @Test
    void anUnneededConvoyIsRefusedAndNeverOffered() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = play(service, text("""
                    new
                    game edit remove-unit nap
                    game edit add-unit ion Italy F
                    game edit add-unit tys France F
                    as Italy
                    order A rom-nap; F ion C A rom-nap
                    moves ion
                    as gm
                    game adjudicate S1901M
                    quit
                    """));
            assertTrue(out.contains("rejected: F ion C A rom-nap - Fleet Ionian Sea cannot convoy Army Rome to Naples:"
                    + " the convoy does not need it, since Fleet Tyrrhenian Sea already links Rome to Naples"), out);
            int from = out.indexOf("Legal orders for Italy F ion");
            String moves = out.substring(from, out.indexOf("@table>", from));
            assertTrue(moves.contains("F ion C A rom-gre"), moves);
            assertFalse(moves.contains("F ion C A rom-nap"), moves);
            long game = service.gameIn(Console.GUILD, "table").id();
            assertTrue(service.views().phase(game, "S1901M").results().stream()
                    .anyMatch(r -> r.order().equals("A rom-nap") && r.succeeded()), "the army goes over land: " + out);
        }
    }

    /**
     * At the table the results maps are written as Discord posts them, each path printed: Fall 1901's captures in
     * Iberia and Scandinavia give two close-ups before the whole board and the position; {@code map} writes
     * France's home first, then the whole board.
     */
    @Test
    void theTablePrintsThePathOfEveryMapItWrites() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
            Path files = dir.resolve("out");
            new Console(service, new Commands(service, new RenderedMaps()), print, files, new RenderedMaps()).run(text("""
                    new
                    as England
                    order F lon-nth; F edi-nwg
                    as France
                    order F bre-mao; A mar-spa
                    as Germany
                    order F kie-den
                    as gm
                    game adjudicate S1901M
                    as England
                    order F nwg-nwy
                    as France
                    order F mao-por
                    as gm
                    game adjudicate F1901M
                    as France
                    map
                    quit
                    """));
            String out = bytes.toString(StandardCharsets.UTF_8);
            java.util.List<String> wrote = new java.util.ArrayList<>();
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\(wrote (\\S+)\\)").matcher(out);
            while (m.find()) wrote.add(Path.of(m.group(1)).getFileName().toString());
            int fall = wrote.indexOf("game-1-F1901M-action.png");
            assertTrue(fall >= 0, out);
            // the Fall's close-ups (as many as frame every order: three here), its results board, then the Winter's board
            int results = wrote.indexOf("game-1-F1901M-results.png");
            assertTrue(results - fall >= 2, out);
            for (int k = fall + 1; k < results; k++) assertEquals("game-1-F1901M-action-" + (k - fall + 1) + ".png", wrote.get(k), out);
            assertEquals("game-1-W1901A.png", wrote.get(results + 1), out);
            assertEquals(java.util.List.of("game-1-W1901A-France.png", "game-1-W1901A.png"), wrote.subList(wrote.size() - 2, wrote.size()), out);
            for (String f : wrote) assertTrue(java.nio.file.Files.size(files.resolve(f)) > 1000, f);
        }
    }

    static String play(GameService service, InputStream script) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        new Console(service, new Commands(service, MapImages.NONE), out, Path.of("target", "console-out")).run(script);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    static InputStream text(String s) { return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8)); }
}
