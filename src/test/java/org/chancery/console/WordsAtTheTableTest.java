package org.chancery.console;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Issue 32, section 5, at the table: no "null" for a nobody, powers named by their names, and grammar by number. */
class WordsAtTheTableTest {
    private static String play(String script) throws Exception { return WedgeAtTheTableTest.play(script); }

    @Test
    void aHomeOwnedByNobodyIsNotLostToNull() throws Exception {
        String out = play("""
                new diplomacy-of-the-empire
                game adjudicate S43BCM
                game adjudicate F43BCM
                game edit set-owner num none
                as Numidia
                order Build Infantry num
                quit
                """);
        assertFalse(out.contains("null"), out);
        assertTrue(out.contains("Numidia has lost its home province Numidia and builds nothing until it retakes it"), out);
    }

    @Test
    void powersAreCalledByTheirNames() throws Exception {
        for (String[] v : new String[][] {{"classic", "Austria"}, {"order-of-the-dragon", "Lithuania"},
                {"diplomacy-of-the-empire", "Hispania"}}) {
            String out = play("new " + v[0] + "\nas " + v[1] + "\nquit\n");
            assertTrue(out.contains("You are now " + v[1] + "."), out);
        }
    }
}
