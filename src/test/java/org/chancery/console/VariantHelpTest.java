package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/**
 * help in a game's channel lists what a player of that variant needs first; help <topic> goes deeper; a first refused
 * order ends with the topic that would have helped. Each variant's topics come from its maps/<id>/help.json.
 */
class VariantHelpTest {
    private static final Map<String, String> TOPICS = Map.of(
            "classic", "moves supports convoy retreats builds",
            "diplomacy-of-the-empire", "roads second money builds",
            "europe-1615", "deployment attack ottomans sanctions",
            "ice-and-fire", "marriages heirs",
            "order-of-the-dragon", "allocations heirs marriages",
            "wars-of-the-three-kingdoms", "convoy conversion proxy supply");

    @Test
    void helpShowsEachVariantsTopicsAndEachTopicAnswers() throws Exception {
        for (var e : TOPICS.entrySet()) {
            try (Database db = Database.inMemory()) {
                GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
                StringBuilder script = new StringBuilder("new " + e.getKey() + "\nhelp\n");
                for (String t : e.getValue().split(" ")) script.append("help ").append(t).append('\n');
                script.append("help nothing\n");
                String out = ConsoleScriptTest.play(service, ConsoleScriptTest.text(script.toString()));
                for (String t : e.getValue().split(" ")) assertTrue(out.contains("  help " + t + " "), e.getKey() + ": " + t + "\n" + out);
                assertTrue(out.contains("No help topic 'nothing' in "), out);
                if (!e.getKey().equals("classic")) {
                    assertFalse(out.contains("as England, then order F lon-nth"), "the first hint is the variant's own: " + out);
                }
            }
        }
    }

    @Test
    void aFirstRefusedOrderEndsWithTheTopicThatWouldHaveHelped() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, ConsoleScriptTest.text(String.join("\n", "new diplomacy-of-the-empire",
                    "as Egyptus", "order PAY 5 Numidia", "order Egyptus move to Cyrenaica", "order PAY 5 Numidia", "")));
            int first = out.indexOf("help money shows how.");
            assertTrue(first >= 0, out);
            assertFalse(out.indexOf("help money shows how.", first + 1) >= 0, "only while nothing stands: " + out);
        }
    }

    @Test
    void classicsFirstRefusedOrderEndsWithItsTopic() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, ConsoleScriptTest.text(String.join("\n", "new", "help money",
                    "as France", "order F bre C A par-lon", "order A par-bur", "order F bre C A par-lon",
                    "as England", "order A lvp S A par-bur", "as Russia", "order A war-xyz", "help convoy", "")));
            assertTrue(out.contains("No help topic 'money' in Classic Diplomacy; the topics: moves, supports, convoy,"), out);
            int convoy = out.indexOf("help convoy shows how.");
            assertTrue(convoy >= 0, out);
            assertFalse(out.indexOf("help convoy shows how.", convoy + 1) >= 0, "only while nothing stands: " + out);
            assertTrue(out.contains("help supports shows how."), out);
            assertTrue(out.contains("help moves shows how."), out);
            assertTrue(out.contains("Fleets in a chain of sea spaces carry an army"), out);
        }
    }
}
