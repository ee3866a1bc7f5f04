package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/**
 * Two years of Europe 1615 with the sanctions at the local table: the seeded deal told to each power alone, Late
 * Winter submissions published with the selection, a forced march, and the Protestant Union taking effect.
 */
class E1615SanctionsConsoleTest {
    @Test
    void twoYearsWithSanctionsPlayThroughTheConsole() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            String out = ConsoleScriptTest.play(service, getClass().getResourceAsStream("/console/e1615-sanctions.txt"));
            assertFalse(out.contains("!"), "no command was refused: " + out);
            assertTrue(out.contains("[to Spain] Game #1 (Sanctions): Your secret list of sanctions: Ecclesiastical reservation, Saxon"
                    + " intervention, Dano-Swedish rivalry, Embargo on England, Forced march, Bethlen's intervention, Bribe a unit to hold."), out);
            String channel = String.join("\n", out.lines().filter(l -> l.startsWith("[channel]") || l.startsWith("    ")).toList());
            assertFalse(channel.contains("Bribe a unit") || channel.contains("Stronghold II"), "no list reaches the channel");

            assertTrue(out.contains("rejected: Protestant Union: Protestant Union is not on your list"), out);
            String lw = section(out, "results of Late Winter 1615", "You are now Spain");
            assertTrue(lw.contains("Sanctions submitted for 1616: England: Relieve attrition; Denmark: Ottoman neutrality; Spain: Forced"
                    + " march; France: Irish Catholic rebellion; Austria: Catalonian revolt."), lw);
            assertTrue(lw.contains("In effect from 1616: Forced march (Spain)."), lw);
            assertTrue(lw.contains("[to Spain] Game #1, Late Winter 1615 Adjustments: Forced march is in effect and yours to use once"), lw);
            for (String line : section(out, "Late Winter 1615 Adjustments: Submit", "results of Late Winter 1615").split("\n")) {
                if (line.startsWith("[channel]") || line.startsWith("[to") && !line.startsWith("[to Spain]")) {
                    assertFalse(line.contains("Forced march"), "submissions stay secret until the build results: " + line);
                }
            }

            String view = section(out, "Spain@table> Your sanctions (secret): Ecclesiastical reservation [20] (Catholic advantage); "
                    + "Saxon intervention [26] (Protestant advantage); Dano-Swedish rivalry [14] (impediment); Embargo on England [9]", "Spain, S1616M");
            assertTrue(view.contains("Yours to use once: Forced march"), view);
            String england = section(out, "England@table> Your sanctions (secret)", "You are now GM");
            assertFalse(england.contains("Bethlen") || england.contains("Bribe"), "England never sees Spain's list: " + england);

            String spring = section(out, "results of Spring 1616", "results of Summer 1616");
            assertTrue(spring.contains("A mil-swi\n") && spring.contains("A swi S A fla-lor\n"), spring);
            assertTrue(spring.contains("Lorraine's Army Lorraine was dislodged and is disbanded (no retreat)."), spring);
            assertTrue(section(out, "results of Fall 1616", "Late Winter 1616 Adjustments:").contains("Spain captures Lorraine from the state of Lorraine."));

            String lw2 = section(out, "results of Late Winter 1616", "GM@table> Game #1");
            assertTrue(lw2.contains("Sanctions submitted for 1617: England: Embargo on Austria; Denmark: Protestant Union; Spain: Saxon"
                    + " intervention; France: Polish intervention; Austria: Catholic League."), lw2);
            assertTrue(lw2.contains("Protestant Union: every Catholic INF is removed from RHI, HES, BRA, WUR."), lw2);
            assertTrue(lw2.contains("In effect from 1617: Protestant Union (Denmark)."), lw2);
            assertFalse(lw2.contains("WUR aligned with France"), "France's INFs in Württemberg are gone: " + lw2);
            assertTrue(lw2.contains("[to Denmark] Game #1, Late Winter 1616 Adjustments: Your sanctions now: Catholic immunity, Bohemian"
                    + " revolt, Ecclesiastical reservation, Gustav's intervention, Treaty of Lyon, Ottoman neutrality."), lw2);
            assertEquals("S1617M", service.views().status(service.gameIn(Console.GUILD, "table").id()).state().phase().code());
        }
    }

    private static String section(String out, String from, String to) {
        int a = out.indexOf(from);
        assertTrue(a >= 0, "no '" + from + "' in " + out);
        int b = out.indexOf(to, a + from.length());
        return out.substring(a, b < 0 ? out.length() : b);
    }
}
