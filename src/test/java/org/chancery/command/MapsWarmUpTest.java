package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/**
 * The maps' warm-up at start takes the variants of the running games, most games first, with the palettes they
 * use, and runs in the background: start and the first command never wait for it. (Its effect, the first map's
 * time, is measured by the benchmark {@code FirstMaps}, not here.)
 */
class MapsWarmUpTest {
    @Test
    void theRunningGamesVariantsAndPalettesAreWarmedInTheBackground() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            Actor gm = new Actor("gm", "Gina", false);
            started(service, gm, "classic", GameSettings.defaults("classic"));
            started(service, gm, "wars-of-the-three-kingdoms", GameSettings.defaults("wars-of-the-three-kingdoms"));
            started(service, gm, "wars-of-the-three-kingdoms",
                    GameSettings.defaults("wars-of-the-three-kingdoms").with("palette", "colourblind"));
            service.create(gm, "g", "c-forming", "forming", "europe-1615", GameSettings.defaults("europe-1615"));
            Map<String, Set<String>> boards = RenderedMaps.boards(service);
            assertEquals(List.of("wars-of-the-three-kingdoms", "classic"), List.copyOf(boards.keySet()), "most games first; none forming");
            assertEquals(Set.of("standard", "colourblind"), boards.get("wars-of-the-three-kingdoms"));
        }
    }

    @Test
    void theWarmUpNeverBlocksAndStopsWhenInterrupted() throws Exception {
        try (Database db = Database.inMemory()) {
            Thread t = new RenderedMaps().warmUpInBackground(new GameService(db, TestClock.at("2030-01-01T00:00:00Z")));
            assertTrue(t.isAlive() && t.isDaemon(), "the warm-up runs in the background and never keeps the process up");
            t.interrupt();
            t.join(30_000);
            assertTrue(!t.isAlive(), "an interrupted warm-up stops after the step it is on");
        }
    }

    private static void started(GameService service, Actor gm, String variant, GameSettings settings) {
        long id = service.create(gm, "g", "c-" + System.nanoTime(), variant, variant, settings);
        String power = org.chancery.variant.Rulesets.of(variant).playablePowers().get(0);
        service.join(new Actor("p-" + id, "P", false), id, power);
        service.start(gm, id);
    }
}
