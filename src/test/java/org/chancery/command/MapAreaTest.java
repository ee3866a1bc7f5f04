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

    /**
     * On a board too large to read whole at preview size (one whose map declares areas), {@code /map} without an
     * area shows the caller's own area first, the one holding most of their units and centres, then the whole
     * board: W3K's Montrose gets Scotland; classic France its home. The GM, who plays no power, and a board that
     * declares no areas (the Empire) get the whole board alone.
     */
    @Test
    void mapWithoutAnAreaShowsTheCallersOwnAreaFirstOnALargeBoard() throws Exception {
        Reply fr = ok(commands.run("map", france, Map.of()));
        assertEquals(2, fr.attachments().size(), fr.plain());
        assertTrue(fr.attachments().get(0).filename().endsWith("-France.png"), fr.attachments().get(0).filename());
        assertTrue(fr.plain().contains("France first"), fr.plain());
        assertEquals(960, ImageIO.read(new ByteArrayInputStream(fr.attachments().get(0).data())).getWidth());
        assertEquals(1, ok(commands.run("map", gm, Map.of())).attachments().size(), "the GM plays no power");

        Caller montrose = new Caller("u-mo", "Mo", "g1", "c2", false, false);
        Caller gm2 = new Caller("u-gm", "Gina", "g1", "c2", false, false);
        ok(commands.run("game create", gm2, Map.of("variant", "wars-of-the-three-kingdoms", "name", "W3K")));
        ok(commands.run("join", montrose, Map.of("power", "Montrose")));
        ok(commands.run("game start", gm2, Map.of()));
        Reply mo = ok(commands.run("map", montrose, Map.of()));
        assertEquals(2, mo.attachments().size(), mo.plain());
        assertTrue(mo.attachments().get(0).filename().endsWith("-Scotland.png"), mo.attachments().get(0).filename());
        BufferedImage scotland = ImageIO.read(new ByteArrayInputStream(mo.attachments().get(0).data()));
        BufferedImage whole = ImageIO.read(new ByteArrayInputStream(mo.attachments().get(1).data()));
        // framed to Montrose's own units and centres in Scotland, closer than the whole Kingdom (2,000 px wide)
        assertTrue(scotland.getWidth() < 1500 && whole.getWidth() > 3000, scotland.getWidth() + " then " + whole.getWidth());
        assertEquals(1, ok(commands.run("map", montrose, Map.of("area", "Ireland"))).attachments().size(), "an area asked for is shown alone");

        Caller hispania = new Caller("u-hi", "Hi", "g1", "c3", false, false);
        Caller gm3 = new Caller("u-gm", "Gina", "g1", "c3", false, false);
        ok(commands.run("game create", gm3, Map.of("variant", "diplomacy-of-the-empire", "name", "Empire")));
        ok(commands.run("join", hispania, Map.of("power", "Hispania")));
        ok(commands.run("game start", gm3, Map.of()));
        assertEquals(1, ok(commands.run("map", hispania, Map.of())).attachments().size(), "the Empire reads whole");
    }
}
