package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The boxes a whole board's names may take, stored on disk, place the names where working them out places them: the
 * first map storing them and the first map of a fresh process reading them are the same PNG bytes as a map drawn with
 * nothing kept on disk (once its framing is drawn often, so from the same layer), on every board; a damaged, short or stale file is never used but made again; close-ups are not stored.
 */
class StoredNamesTest {
    private static final List<String> BOARDS = StoredLayerTest.BOARDS;

    @TempDir
    Path dir;

    @AfterEach
    void off() {
        StoredShapes.keepIn(null);
        BoardLayer.forgetAll();
    }

    private static BoardShapes shapes(String id, boolean kept) { return StoredLayerTest.shapes(id, kept); }

    /** A whole board with random orders and their outcomes, so names keep clear of arrows and units. */
    private static RenderOptions whole(String id) {
        Ruleset rules = Rulesets.of(id);
        GameState s = rules.start();
        List<Order> orders = Scenes.random(rules, s, 5);
        Turn turn = rules.play(s, orders, Map.of());
        return RenderOptions.defaults().marks(rules.marks(s)).orders(orders, turn.result().outcomes());
    }

    private static byte[] map(String id, BoardShapes shapes, RenderOptions options) {
        return StoredLayerTest.map(id, shapes, options);
    }

    /**
     * The map drawn with nothing kept on disk, once its framing is drawn often ({@link BoardLayer#DRAWN}): from its
     * layer's pixels, as a stored layer draws it, with its names' boxes kept in memory.
     */
    private static byte[] madeHere(String id, RenderOptions options) { return StoredLayerTest.madeHere(id, options); }

    private static BoardLayer layer(BoardShapes shapes, RenderOptions options) {
        return new MapPainter(shapes, Rulesets.of(shapes.variant().id()).start(), options).layer();
    }

    private List<Path> namesFiles(String id) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().startsWith(id + "-")
                    && f.getFileName().toString().contains(".names-")).toList();
        }
    }

    @Test
    void storedBoxesPlaceTheSameNamesOnEveryBoard() throws Exception {
        for (String id : BOARDS) {
            RenderOptions options = whole(id);
            byte[] plain = madeHere(id, options);
            StoredShapes.keepIn(dir);
            byte[] storing = map(id, shapes(id, true), options);
            assertEquals(1, namesFiles(id).size(), id + ": one names file");
            BoardLayer.forgetAll();
            BoardShapes reading = shapes(id, true);
            BoardLayer layer = layer(reading, options);
            Map<Integer, List<Rectangle2D>> read = StoredNames.read(dir, layer, StoredNames.key(reading.detailsKey(), layer.layout),
                    reading.variant().board().size() * LabelPlacer.TIERS);
            assertNotNull(read, id + ": reads back");
            assertFalse(read.isEmpty(), id + ": holds the boxes the map worked out");
            BoardLayer.forgetAll();
            byte[] fromDisk = map(id, shapes(id, true), options);
            StoredShapes.keepIn(null);
            assertArrayEquals(plain, storing, id + ": the first map, storing the boxes");
            assertArrayEquals(plain, fromDisk, id + ": the first map, the boxes read from disk");
        }
    }

    @Test
    void aDamagedShortOrStaleFileIsNeverUsedButMadeAgain() throws Exception {
        String id = "order-of-the-dragon";
        RenderOptions options = whole(id);
        byte[] plain = madeHere(id, options);
        StoredShapes.keepIn(dir);
        map(id, shapes(id, true), options);
        Path file = namesFiles(id).get(0);
        byte[] good = Files.readAllBytes(file);
        BoardShapes shapes = shapes(id, true);
        BoardLayer layer = layer(shapes, options);
        String key = StoredNames.key(shapes.detailsKey(), layer.layout);
        int keys = shapes.variant().board().size() * LabelPlacer.TIERS;
        assertTrue(file.getFileName().toString().contains(key.substring(0, 16)), "the file is named by its key");
        for (byte[] bad : List.of(flip(good, good.length / 2), flip(good, 40), flip(good, good.length - 1),
                java.util.Arrays.copyOf(good, good.length / 3), new byte[0])) {
            Files.write(file, bad);
            BoardLayer.forgetAll();
            assertNull(StoredNames.read(dir, layer(shapes(id, true), options), key, keys), "a damaged file is not read");
            BoardLayer.forgetAll();
            assertArrayEquals(plain, map(id, shapes(id, true), options), "drawn as before");
            assertArrayEquals(good, Files.readAllBytes(file), "made again, the same bytes");
        }
        // stale: boxes of other details (the map, the board or the drawing code changed) have another key
        String other = StoredNames.key("other details", layer.layout);
        assertNotEquals(key, other);
        Files.write(StoredNames.file(dir, layer, other), good);
        assertNull(StoredNames.read(dir, layer, other, keys), "a file whose content is of another key");
        assertNotNull(StoredNames.read(dir, layer, key, keys), "the right one reads");
        // the layer's file is not read as names
        Path details = StoredDetails.file(dir, shapes.variant(), shapes.detailsKey());
        Files.copy(details, StoredNames.file(dir, layer, shapes.detailsKey()));
        assertNull(StoredNames.read(dir, layer, shapes.detailsKey(), keys), "details read as names");
    }

    @Test
    void closeUpsAreNotStored() throws Exception {
        String id = "classic";
        StoredShapes.keepIn(dir);
        BoardShapes shapes = shapes(id, true);
        RenderOptions close = whole(id).width(0).closeUp(List.of("mun", "bur"), "close");
        for (int i = 0; i <= BoardLayer.DRAWN + 1; i++) map(id, shapes, close);
        assertEquals(List.of(), namesFiles(id));
    }

    private static byte[] flip(byte[] b, int at) {
        byte[] c = b.clone();
        c[at] ^= 1;
        return c;
    }
}
