package org.chancery.console;

import static org.chancery.console.ConsoleScriptTest.play;
import static org.chancery.console.ConsoleScriptTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** A game's scoring system at the local table: set, shown in status, applied when the game ends. */
class ScoringAtTheTableTest {
    @Test
    void aDrawIsScoredByTheChosenSystem() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = play(service, text("""
                    new
                    as gm
                    game settings scoring dss
                    game settings scoring draw-size
                    status
                    as England
                    vote draw yes
                    as France
                    vote draw yes
                    as Germany
                    vote draw yes
                    as Italy
                    vote draw yes
                    as Austria
                    vote draw yes
                    as Russia
                    vote draw yes
                    as Turkey
                    vote draw yes
                    status
                    quit
                    """));
            assertTrue(out.contains("! scoring: 'dss' is not a scoring system; say one of solo-or-nothing, draw-size,"
                    + " sum-of-squares, carnage, c-diplo, or off for no score (e.g. game settings scoring draw-size)."), out);
            assertTrue(out.contains("palette standard, scoring draw-size, page on"), out);
            assertTrue(out.contains("Scoring: draw-size (the score is given when the game ends)."), out);
            String scores = "Scores (draw-size): Austria 0.14, England 0.14, France 0.14, Germany 0.14, Italy 0.14,"
                    + " Russia 0.14, Turkey 0.14.";
            assertTrue(out.contains("Every surviving power agreed: Draw between Austria, England, France, Germany, Italy,"
                    + " Russia, Turkey. " + scores), out);
            assertTrue(out.contains("Game over: Draw between Austria, England, France, Germany, Italy, Russia, Turkey. "
                    + scores + "\nScoring: draw-size."), out);
            long game = service.gameIn(Console.GUILD, "table").id();
            assertTrue(service.archive().exportAll(game).contains(scores), "the export carries the scores");
        }
    }

    @Test
    void theLeagueAtTheTable() throws Exception {
        String out = table("""
                new
                as gm
                league
                game end England wins by concession.
                yes
                league
                league me
                league player=England
                league page=2
                league from=2030-13-01
                game settings league off
                league
                quit
                """);
        assertTrue(out.contains("No ended game counts in this server's league yet (scored by draw-size)."), out);
        assertTrue(out.contains("1 ended game scored by draw-size. Page 1 of 1, players 1 to 7 of 7."), out);
        assertTrue(out.contains("You have finished no game that counts in this server's league"), out);
        assertTrue(out.contains("has played 1 game scored by draw-size: 1 won, 0 drawn"), out);
        assertTrue(out.contains("There is 1 page; say a page from 1 to 1, e.g. league page:1."), out);
        assertTrue(out.contains("from: '2030-13-01' is not a day; write it as YYYY-MM-DD"), out);
        assertTrue(out.contains("left out of the league"), out);
        assertTrue(out.lastIndexOf("No ended game counts") > out.indexOf("left out of the league"), "a practice game leaves the league");
    }

    @Test
    void theGmGivesTheLeaguePageANewLinkAtTheTable() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            try (org.chancery.web.Site site = org.chancery.web.Site.start(service, new org.chancery.game.FeedTokens(
                    "a test secret of some length".getBytes(java.nio.charset.StandardCharsets.UTF_8)), 0, null,
                    org.chancery.web.WebServer.Limits.STANDARD)) {
                String old = site.league(Console.GUILD).orElseThrow();
                java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
                new Console(service, new org.chancery.command.Commands(service, org.chancery.command.MapImages.NONE, site),
                        new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8),
                        java.nio.file.Path.of("target", "console-out")).run(text("""
                        new
                        as England
                        league link new
                        as gm
                        league link
                        league link new
                        league
                        quit
                        """));
                String out = bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
                String fresh = site.league(Console.GUILD).orElseThrow();
                assertTrue(out.contains("Only a server admin (Manage Server) or a holder of the GM role may give the league"
                        + " page a new link."), out);
                assertTrue(out.contains("Missing action. Usage: league link <new>"), out);
                assertTrue(out.contains("Done: the league page has a new link. Every old one now answers 404 (not found), with"
                        + " how to ask for the new one. The new one: " + fresh), out);
                assertTrue(out.contains("League page, with each player's history: " + fresh), out);
                assertTrue(!fresh.equals(old) && !out.contains(old), out);
                java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
                assertEquals(404, http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(old)).build(),
                        java.net.http.HttpResponse.BodyHandlers.discarding()).statusCode());
                assertEquals(200, http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(fresh)).build(),
                        java.net.http.HttpResponse.BodyHandlers.discarding()).statusCode());
            }
        }
    }

    @Test
    void theGmsEndIsScoredFromItsWords() throws Exception {
        String out = table("""
                new
                as gm
                game settings scoring carnage
                game end England wins by concession
                yes
                status
                quit
                """);
        // Carnage: a solo takes every rank point (1000 x 28) and the 22 centres held at the start
        assertTrue(out.contains("Done: ended the game: England wins by concession. Scores (carnage): England 28022,"
                + " Austria 0, France 0, Germany 0, Italy 0, Russia 0, Turkey 0."), out);
    }

    @Test
    void aDrawTheGmNamesIsSharedByThePowersNamed() throws Exception {
        String out = table("""
                new
                as gm
                game settings scoring solo-or-nothing
                game settings scoring DRAW-SIZE
                game end Draw between England and France
                yes
                quit
                """);
        assertTrue(out.contains("ended the game: Draw between England and France. Scores (draw-size): England 0.5,"
                + " France 0.5, Austria 0, Germany 0, Italy 0, Russia 0, Turkey 0."), out);
    }

    @Test
    void withoutASystemNoScoreIsShown() throws Exception {
        String out = table("""
                new
                as gm
                game settings scoring c-diplo
                game settings scoring off
                status
                game end
                yes
                quit
                """);
        assertTrue(out.contains("scoring off"), out);
        assertTrue(!out.contains("Scoring:") && !out.contains("Scores ("), out);
        assertTrue(out.contains("Done: ended the game: Ended by the GM."), out);
    }

    /** Plays a script at a fresh table and returns what it printed. */
    private static String table(String script) throws Exception {
        try (Database db = Database.inMemory()) {
            return play(new GameService(db, TestClock.at("2030-01-01T00:00:00Z")), text(script));
        }
    }
}
