package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code /map area:} draws a close-up of a province, a power's home or a named area; a wrong name is explained. */
class MapAreaTest {
    private Database db;
    private Commands commands;
    private final Caller gm = new Caller("u-gm", "Gina", "g1", "c1", false, false);
    private final Caller france = new Caller("u-fr", "Fran", "g1", "c1", false, false);

    @BeforeEach
    void setUp() {
        db = Database.inMemory();
        commands = new Commands(new GameService(db, TestClock.at("2030-01-01T00:00:00Z")), new RenderedMaps());
        ok(commands.run("game create", gm, Map.of("variant", "classic", "name", "Test")));
        ok(commands.run("join", france, Map.of("power", "France")));
        ok(commands.run("game start", gm, Map.of()));
    }

    @AfterEach
    void tearDown() { db.close(); }

    private static Reply ok(Reply r) {
        assertFalse(r.error(), r.plain());
        return r;
    }

    @Test
    void aProvinceAPowerOrANamedAreaGivesAReadableCloseUp() throws Exception {
        for (String area : List.of("Burgundy", "bur", "Austria", "Balkans")) {
            Reply r = ok(commands.run("map", france, Map.of("area", area)));
            assertEquals(Visibility.PUBLIC, r.visibility());
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(r.attachments().get(0).data()));
            assertEquals(960, img.getWidth(), area);
            assertTrue(img.getHeight() < 1000, area + " is a close-up, not the whole board: " + img.getHeight());
        }
    }

    @Test
    void anUnknownAreaIsExplainedWithTheNamesThereAre() {
        Reply r = commands.run("map", france, Map.of("area", "Narnia"));
        assertTrue(r.error());
        assertTrue(r.plain().contains("There is no province or area 'Narnia'"), r.plain());
        assertTrue(r.plain().contains("Balkans"), r.plain());
    }

    @Test
    void areasAreOfferedAsYouType() {
        List<Choice> c = commands.complete("map", france, "area", "bal", Map.of());
        assertTrue(c.stream().anyMatch(x -> x.value().equals("Balkans")), c.toString());
        assertTrue(c.stream().anyMatch(x -> x.value().equals("bal")), c.toString());
    }
}
