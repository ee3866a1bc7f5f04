package org.chancery.console;

import static org.chancery.console.ConsoleScriptTest.play;
import static org.chancery.console.ConsoleScriptTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/**
 * Press at the local table, in every mode: what England's message to France, and to all, brings each power, the GM
 * and a bystander, and what it never brings them; and an anonymous game, whose posts and log name powers only.
 */
class PressAtTheTableTest {
    private static String table(String script) throws Exception {
        try (Database db = Database.inMemory()) {
            return play(new GameService(db, TestClock.at("2030-01-01T00:00:00Z")), text(script));
        }
    }

    /** The lines typed and the table's answer to each, in order. */
    record Played(List<String> typed, List<String> answers, String out) {
        /** The answer to the last line typed that reads {@code line} by {@code who} (as they took the seat: "Ben"). */
        String answer(String who, String line) {
            String as = null;
            String found = null;
            for (int i = 0; i < typed.size(); i++) {
                String t = typed.get(i);
                if (t.startsWith("as ")) as = t.substring(3);
                if (t.equals(line) && who.equalsIgnoreCase(as)) found = answers.get(i);
            }
            if (found != null) return found;
            throw new AssertionError(who + " never typed " + line + "\n" + out);
        }
    }

    private static Played game(String settings, String play) throws Exception {
        String script = "game create classic\n" + settings + """
                as Anna
                join England
                as Ben
                join France
                as Cleo
                join Italy
                as gm
                game start
                """ + play + "quit\n";
        String out = table(script);
        List<String> answers = new ArrayList<>(List.of(out.split("(?m)^[A-Za-z][\\w ]*@table> |(?<=\n)[A-Za-z][\\w ]*@table> ")));
        // the first piece is the banner, before the first prompt; each prompt is followed by the answer to a line typed
        answers.remove(0);
        List<String> typed = List.of(script.split("\n"));
        return new Played(typed, answers, out);
    }

    /** The lines Chancery posts or sends (as the table prints them), in order. */
    private static List<String> delivered(String out) {
        List<String> lines = new ArrayList<>();
        for (String l : out.split("\n")) {
            int at = l.indexOf("> [");
            String line = at >= 0 ? l.substring(at + 2) : l;
            if (line.startsWith("[")) lines.add(line);
        }
        return lines;
    }

    @Test
    void everyModeBringsEachReaderWhatItAllowsAndNoOneElse() throws Exception {
        for (String mode : List.of("open", "relay", "public", "none")) {
            Played p = game("game settings press " + mode + "\n", """
                    as Anna
                    press France: meet me in Burgundy
                    press all: peace to all
                    as Ben
                    press log
                    as Cleo
                    press log
                    as Kit
                    press log
                    as gm
                    press log
                    """);
            String out = p.out();
            boolean privateOk = mode.equals("open") || mode.equals("relay");
            boolean allOk = !mode.equals("none");
            List<String> sent = delivered(out).stream().filter(l -> l.contains("Burgundy") || l.contains("peace")).toList();
            List<String> want = new ArrayList<>();
            if (privateOk) want.add("[to France] From England (game #1, S1901M): meet me in Burgundy");
            if (allOk) want.add("[channel] From England to all: peace to all");
            assertEquals(want, sent, mode + ": what Chancery delivered\n" + out);
            String ben = p.answer("Ben", "press log");
            assertEquals(privateOk, ben.contains("S1901M, England to France: meet me in Burgundy"), mode + ": " + ben);
            assertEquals(allOk, ben.contains("S1901M, England to all: peace to all"), mode + ": " + ben);
            String cleo = p.answer("Cleo", "press log");
            assertFalse(cleo.contains("Burgundy"), mode + ": Italy never reads England's word to France: " + cleo);
            assertEquals(allOk, cleo.contains("peace to all"), mode + ": " + cleo);
            assertTrue(p.answer("Kit", "press log").contains("! Press is read by its sender and its readers only, and you play no"
                    + " power in game #1."),
                    "a bystander reads no press log");
            assertTrue(p.answer("gm", "press log").contains("! Press is read by its sender and its readers only"),
                    "nor does the GM who plays no power");
            if (mode.equals("public")) assertTrue(out.contains("! Game #1 takes press to everyone only (press public)"), out);
            if (mode.equals("none")) assertTrue(out.contains("! Game #1 is played without press (gunboat)"), out);
        }
    }

    @Test
    void anAnonymousGameNamesPowersOnlyUntilTheGmRevealsThem() throws Exception {
        Played p = game("game settings anonymous yes\ngame settings press relay\n", """
                as Anna
                press all: Greetings from London.
                press France, Italy: a word
                as gm
                status
                game log
                game end
                yes
                as Kit
                status
                as gm
                game reveal
                game reveal press
                as Kit
                press log
                status
                """);
        String out = p.out();
        String beforeReveal = out.substring(0, out.indexOf("Who played what"));
        for (String l : delivered(beforeReveal)) {
            for (String name : List.of("Anna", "Ben", "Cleo")) assertFalse(l.contains(name), name + " named in " + l);
        }
        String log = p.answer("gm", "game log");
        for (String name : List.of("Anna", "Ben", "Cleo")) assertFalse(log.contains(name), name + " in the log: " + log);
        assertTrue(log.contains("a player took France"), log);
        assertTrue(out.contains("[to France] You play France in game #1 (Classic Diplomacy). The game is anonymous"), out);
        assertTrue(out.contains("England  (anonymous)"), out);
        assertTrue(out.contains("[channel] Who played what in game #1 (Classic Diplomacy): England: Anna; France: Ben; Italy: Cleo;"
                + " no player at the end: Austria, Germany, Russia, Turkey."), out);
        assertTrue(out.contains("The press of game #1, published by the GM"), out);
        assertTrue(out.contains("S1901M, England to France, Italy: a word"), out);
        String last = p.answer("Kit", "status");
        assertTrue(last.contains("England  Anna"), "after the reveal the status names the players: " + last);
    }

    @Test
    void aSeatChanceryPlaysKeepsItsPressAndNeverAnswers() throws Exception {
        Played p = game("game bot France\n", """
                as Anna
                press France, Italy: shall we share the Channel?
                press France: and you alone?
                as gm
                game adjudicate S1901M
                as Anna
                press log
                """);
        String out = p.out();
        assertTrue(p.answer("Anna", "press France: and you alone?").contains("France is played by Chancery, which reads no"
                + " press: it is kept in the press log, and no answer will come."), out);
        List<String> sent = delivered(out).stream().filter(l -> l.contains("Channel") || l.contains("alone")).toList();
        assertEquals(List.of("[to Italy] From England (game #1, S1901M; to France, Italy): shall we share the Channel?"), sent,
                "Italy alone gets a delivery\n" + out);
        assertFalse(out.contains("From France"), "Chancery never answers: " + out);
        assertTrue(out.contains("Fall 1901"), "the game goes on: " + out);
        assertTrue(p.answer("Anna", "press log").contains("S1901M, England to France: and you alone?"), out);
    }
}
