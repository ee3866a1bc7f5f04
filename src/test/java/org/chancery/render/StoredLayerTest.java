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
import org.chancery.variant.MapMarks;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A whole board's base layer stored on disk draws the same PNG bytes as the layer made in the process, on every
 * board and in both palettes; a damaged, short or stale file is never used but made again; close-ups are not stored.
 */
class StoredLayerTest {
    static final List<String> BOARDS = List.of("classic", "order-of-the-dragon", "ice-and-fire",
            "wars-of-the-three-kingdoms", "diplomacy-of-the-empire", "europe-1615");

    @TempDir
    Path dir;

    @AfterEach
    void off() {
        StoredShapes.keepIn(null);
        BoardLayer.forgetAll();
    }

    /** Shapes of a board made afresh (so with layers of their own), kept in the stored directory when {@code kept}. */
    static BoardShapes shapes(String id, boolean kept) {
        Ruleset rules = Rulesets.of(id);
        GeometryLoader.Hashed loaded = GeometryLoader.loadHashed(id);
        BoardShapes shapes = new BoardShapes(rules.variant(), loaded.geometry(), null);
        if (kept) shapes.storedUnder(StoredShapes.key(rules.variant(), loaded.sha256()));
        return shapes;
    }

    private static RenderOptions whole(String id, Palette palette) {
        Ruleset rules = Rulesets.of(id);
        GameState s = rules.start();
        List<Order> orders = Scenes.random(rules, s, 11);
        Turn turn = rules.play(s, orders, Map.of());
        return RenderOptions.defaults().palette(palette).marks(rules.marks(s)).orders(orders, turn.result().outcomes());
    }

    static byte[] map(String id, BoardShapes shapes, RenderOptions options) {
        return MapRenderer.png(shapes, Rulesets.of(id).start(), options);
    }

    /** The map drawn from the layer made in this process: after {@link BoardLayer#DRAWN} drawings, with nothing kept. */
    static byte[] madeHere(String id, RenderOptions options) {
        BoardShapes shapes = shapes(id, false);
        for (int i = 0; i < BoardLayer.DRAWN; i++) map(id, shapes, options);
        return map(id, shapes, options);
    }

    private Path layerFile(String id, Palette palette) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> layers = files.filter(f -> f.getFileName().toString().startsWith(id + "-")
                    && f.getFileName().toString().contains(".layer-" + palette.name().toLowerCase())).toList();
            assertEquals(1, layers.size(), id + ": one layer file of the palette, not " + layers);
            return layers.get(0);
        }
    }

    @Test
    void aStoredLayerDrawsTheSameBytesOnEveryBoard() throws Exception {
        for (String id : BOARDS) {
            for (Palette palette : Palette.values()) {
                if (palette == Palette.COLOURBLIND && !id.equals("europe-1615")) continue;
                RenderOptions options = whole(id, palette);
                byte[] here = madeHere(id, options);
                StoredShapes.keepIn(dir);
                byte[] storing = map(id, shapes(id, true), options);
                if (!held(id, options)) {
                    try (Stream<Path> files = Files.list(dir)) {
                        assertEquals(List.of(), files.filter(f -> f.getFileName().toString().contains(".layer-")).toList(),
                                id + ": a layer the cache would not hold is not stored");
                    }
                    StoredShapes.keepIn(null);
                    assertArrayEquals(map(id, shapes(id, false), options), storing, id + ": drawn as without a store");
                    continue;
                }
                Path file = layerFile(id, palette);
                BoardLayer.forgetAll();
                BoardShapes reading = shapes(id, true);
                byte[] read = map(id, reading, options);
                StoredShapes.keepIn(null);
                assertArrayEquals(here, storing, id + " " + palette + ": the first map, storing the layer");
                assertArrayEquals(here, read, id + " " + palette + ": the first map, the layer read from disk");
                assertTrue(Files.size(file) > 1000, id + ": a layer file");
            }
        }
    }

    @Test
    void aDamagedShortOrStaleFileIsNeverUsedButMadeAgain() throws Exception {
        String id = "order-of-the-dragon";
        RenderOptions options = whole(id, Palette.STANDARD);
        byte[] here = madeHere(id, options);
        StoredShapes.keepIn(dir);
        map(id, shapes(id, true), options);
        Path file = layerFile(id, Palette.STANDARD);
        byte[] good = Files.readAllBytes(file);
        String name = file.getFileName().toString();
        String key = keyOf(id, options);
        assertTrue(name.contains(key.substring(0, 16)), "the file is named by its key");
        for (byte[] bad : List.of(flip(good, good.length / 2), flip(good, 40), flip(good, good.length - 1),
                java.util.Arrays.copyOf(good, good.length / 3), new byte[0])) {
            Files.write(file, bad);
            BoardLayer.forgetAll();
            BoardShapes shapes = shapes(id, true);
            assertNull(StoredLayer.read(dir, layer(shapes, options), Palette.STANDARD, key), "a damaged file is not read");
            BoardLayer.forgetAll();
            assertArrayEquals(here, map(id, shapes(id, true), options), "drawn as before");
            assertArrayEquals(good, Files.readAllBytes(file), "made again, the same bytes");
        }
        // stale: a layer of other details (the map, the board or the drawing code changed) has another key and is not read for it
        BoardShapes shapes = shapes(id, true);
        BoardLayer layer = layer(shapes, options);
        List<MapMarks.Mark> marks = BoardPainter.boardMarks(options.marks());
        String other = StoredLayer.key("other details", layer.layout, Palette.STANDARD, marks);
        assertNotEquals(key, other);
        assertNotEquals(key, StoredLayer.key(shapes.detailsKey(), layer.layout, Palette.COLOURBLIND, marks), "the palette is in the key");
        List<MapMarks.Mark> more = new java.util.ArrayList<>(marks);
        more.add(new MapMarks.Mark(MapMarks.Symbol.OUTLINE, List.of(shapes.variant().board().provinces().get(0).id()), null, "#123456", null, "area").onBoard());
        assertNotEquals(key, StoredLayer.key(shapes.detailsKey(), layer.layout, Palette.STANDARD, more), "the marks drawn with the board are in the key");
        Files.write(StoredLayer.file(dir, layer, Palette.STANDARD, other), good);
        assertNull(StoredLayer.read(dir, layer, Palette.STANDARD, other), "a file whose content is of another key");
        assertNotNull(StoredLayer.read(dir, layer, Palette.STANDARD, key), "the right one reads");
        // details are not read as a layer
        Path details = StoredDetails.file(dir, shapes.variant(), shapes.detailsKey());
        Files.copy(details, StoredLayer.file(dir, layer, Palette.STANDARD, shapes.detailsKey()));
        assertNull(StoredLayer.read(dir, layer, Palette.STANDARD, shapes.detailsKey()), "details read as a layer");
    }

    @Test
    void closeUpsAreNotStored() throws Exception {
        String id = "classic";
        StoredShapes.keepIn(dir);
        BoardShapes shapes = shapes(id, true);
        RenderOptions close = whole(id, Palette.STANDARD).width(0).closeUp(List.of("mun", "bur"), "close");
        for (int i = 0; i <= BoardLayer.DRAWN + 1; i++) map(id, shapes, close);
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.filter(f -> f.getFileName().toString().contains(".layer-")).toList());
        }
    }

    private static byte[] flip(byte[] b, int at) {
        byte[] c = b.clone();
        c[at] ^= 1;
        return c;
    }

    private static BoardLayer layer(BoardShapes shapes, RenderOptions options) {
        return new MapPainter(shapes, Rulesets.of(shapes.variant().id()).start(), options).layer();
    }

    /** Whether the layer cache holds this framing's pixels on this heap (W3K's whole board needs a large one). */
    private static boolean held(String id, RenderOptions options) {
        return BoardLayer.holds(layer(shapes(id, false), options).layout);
    }

    private static String keyOf(String id, RenderOptions options) {
        BoardShapes shapes = shapes(id, true);
        BoardLayer layer = layer(shapes, options);
        return StoredLayer.key(shapes.detailsKey(), layer.layout, options.palette(), BoardPainter.boardMarks(options.marks()));
    }
}
