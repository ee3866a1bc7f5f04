package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Unit;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A board's details stored on disk draw the same maps as details worked out in the process, on every board; a
 * damaged or stale file is never used but made again; and the file holds nothing of a game.
 */
class StoredDetailsTest {
    private static final List<String> BOARDS = List.of("classic", "order-of-the-dragon", "ice-and-fire",
            "wars-of-the-three-kingdoms", "diplomacy-of-the-empire", "europe-1615");

    @TempDir
    Path dir;

    @AfterEach
    void off() { StoredShapes.keepIn(null); }

    /** Shapes of a board made afresh, keeping their details in {@code dir} (or nowhere, for null). */
    private static BoardShapes shapes(String id, Path dir) {
        Ruleset rules = Rulesets.of(id);
        GeometryLoader.Hashed loaded = GeometryLoader.loadHashed(id);
        String key = StoredShapes.key(rules.variant(), loaded.sha256());
        BoardShapes shapes = new BoardShapes(rules.variant(), loaded.geometry(), null);
        if (dir != null) shapes.storedUnder(key);
        return shapes;
    }

    private static String detailsKey(String id) {
        Ruleset rules = Rulesets.of(id);
        return StoredDetails.key(rules.variant(), StoredShapes.key(rules.variant(), GeometryLoader.loadHashed(id).sha256()));
    }

    /** The whole board with a phase of random orders and their outcomes, and a close-up of the first order's ground. */
    private static List<byte[]> maps(String id, BoardShapes shapes) { return maps(id, shapes, false); }

    /**
     * The same maps from shapes kept nowhere, the whole board's layer made first as a kept whole board's is
     * ({@link StoredLayer}): drawn {@link BoardLayer#DRAWN} times before.
     */
    private static List<byte[]> plain(String id) { return maps(id, shapes(id, null), true); }

    private static List<byte[]> maps(String id, BoardShapes shapes, boolean layerMade) {
        Ruleset rules = Rulesets.of(id);
        GameState s = rules.start();
        List<Order> orders = Scenes.random(rules, s, 7);
        Turn turn = rules.play(s, orders, Map.of());
        RenderOptions whole = RenderOptions.defaults().width(700).marks(rules.marks(s)).orders(orders, turn.result().outcomes());
        String at = s.units().get(0).location().province().id();
        if (layerMade) for (int i = 0; i < BoardLayer.DRAWN; i++) MapRenderer.png(shapes, s, whole);
        return List.of(MapRenderer.png(shapes, s, whole), MapRenderer.png(shapes, s, whole.width(0).closeUp(List.of(at), "close")));
    }

    @Test
    void storedDetailsDrawTheSameBytesOnEveryBoard() {
        StoredShapes.keepIn(dir);
        for (String id : BOARDS) {
            List<byte[]> plain = plain(id);
            List<byte[]> storing = maps(id, shapes(id, dir));
            assertTrue(Files.exists(StoredDetails.file(dir, Rulesets.of(id).variant(), detailsKey(id))), id + ": stored");
            BoardShapes reading = shapes(id, dir);
            assertNotNull(StoredDetails.read(reading, dir, detailsKey(id)), id + ": reads back");
            List<byte[]> read = maps(id, reading);
            for (int i = 0; i < plain.size(); i++) {
                assertArrayEquals(plain.get(i), storing.get(i), id + " map " + i + ", storing");
                assertArrayEquals(plain.get(i), read.get(i), id + " map " + i + ", read from disk");
            }
        }
    }

    @Test
    void aDamagedShortOrStaleFileIsNeverUsedButMadeAgain() throws Exception {
        StoredShapes.keepIn(dir);
        String id = "order-of-the-dragon";
        String key = detailsKey(id);
        shapes(id, dir).details();
        Path file = StoredDetails.file(dir, Rulesets.of(id).variant(), key);
        byte[] good = Files.readAllBytes(file);
        for (int at : new int[] {good.length / 2, 40, good.length - 1}) {
            byte[] flipped = good.clone();
            flipped[at] ^= 1;
            Files.write(file, flipped);
            assertNull(StoredDetails.read(shapes(id, dir), dir, key), "a changed byte at " + at);
        }
        Files.write(file, java.util.Arrays.copyOf(good, good.length / 3));
        assertNull(StoredDetails.read(shapes(id, dir), dir, key), "a short file");
        Files.write(file, new byte[0]);
        assertNull(StoredDetails.read(shapes(id, dir), dir, key), "an empty file");

        // stale: the details of other shapes (the map's data changed) have another key, and a file of the old key is not read for it
        Ruleset rules = Rulesets.of(id);
        String shapesKey = StoredShapes.key(rules.variant(), GeometryLoader.loadHashed(id).sha256());
        String changed = StoredDetails.key(rules.variant(), StoredShapes.key(rules.variant(), "changed geometry"));
        assertNotEquals(key, changed);
        assertEquals(key, StoredDetails.key(rules.variant(), shapesKey));
        Files.write(StoredDetails.file(dir, rules.variant(), changed), good);
        assertNull(StoredDetails.read(shapes(id, dir), dir, changed), "a file whose content is of another key");
        // a shapes file is not read as details, nor details as shapes
        Files.write(StoredShapes.file(dir, rules.variant(), key), good);
        StoredShapes.Shapes asShapes = StoredShapes.read(rules.variant(), key);
        assertNull(asShapes, "details read as shapes");

        // drawing with the damaged file makes the details again, draws as before, and rewrites the file whole
        Files.write(file, new byte[] {1, 2, 3});
        BoardShapes again = shapes(id, dir);
        List<byte[]> maps = maps(id, again);
        List<byte[]> plain = plain(id);
        for (int i = 0; i < maps.size(); i++) assertArrayEquals(plain.get(i), maps.get(i), "map " + i);
        assertArrayEquals(good, Files.readAllBytes(file), "rewritten as it was");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(file.getFileName().toString()),
                    files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".details")).toList(),
                    "the board's details of other keys are gone");
        }
    }

    @Test
    void theKeyFollowsTheSeasAdjacencies() {
        Ruleset classic = Rulesets.of("classic");
        assertNotEquals(StoredDetails.key(classic.variant(), "k"), StoredDetails.key(Rulesets.of("ice-and-fire").variant(), "k"));
        assertEquals(StoredDetails.key(classic.variant(), "k"), StoredDetails.key(classic.variant(), "k"));
    }

    @Test
    void theFileHoldsNothingOfAGame() throws Exception {
        StoredShapes.keepIn(dir);
        for (String id : List.of("classic", "wars-of-the-three-kingdoms")) {
            maps(id, shapes(id, dir));
            Path file = StoredDetails.file(dir, Rulesets.of(id).variant(), detailsKey(id));
            byte[] afterOrders = Files.readAllBytes(file);
            Files.delete(file);
            shapes(id, dir).details();
            assertArrayEquals(Files.readAllBytes(file), afterOrders, id + ": the same bytes with no game at all");
            String text = new String(afterOrders, java.nio.charset.StandardCharsets.ISO_8859_1);
            for (Unit u : Rulesets.of(id).start().units()) {
                assertTrue(!text.contains(u.power()), id + ": names no power (" + u.power() + ")");
            }
        }
    }
}
