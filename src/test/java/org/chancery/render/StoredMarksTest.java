package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The spots of marks and the outlines of areas that maps work out, stored on disk, draw the same PNG bytes when read
 * back (W3K's Sea Areas, Europe 1615's marks); a damaged, short or stale file is never used but made again.
 */
class StoredMarksTest {
    @TempDir
    Path dir;

    @AfterEach
    void off() { StoredShapes.keepIn(null); }

    private static BoardShapes shapes(String id, boolean kept) { return StoredLayerTest.shapes(id, kept); }

    private static byte[] map(String id, BoardShapes shapes) {
        Ruleset rules = Rulesets.of(id);
        GameState s = rules.start();
        return MapRenderer.png(shapes, s, RenderOptions.defaults().width(900).marks(rules.marks(s)));
    }

    private static String key(String id) {
        BoardShapes shapes = shapes(id, true);
        return StoredMarks.key(shapes.detailsKey());
    }

    @Test
    void storedSpotsAndOutlinesDrawTheSameBytes() {
        for (String id : List.of("wars-of-the-three-kingdoms", "europe-1615")) {
            byte[] plain = map(id, shapes(id, false));
            StoredShapes.keepIn(dir);
            byte[] storing = map(id, shapes(id, true));
            Path file = StoredMarks.file(dir, shapes(id, true), key(id));
            assertTrue(Files.exists(file), id + ": stored");
            BoardShapes reading = shapes(id, true);
            StoredMarks.Read read = StoredMarks.read(dir, reading, key(id));
            assertNotNull(read, id + ": reads back");
            assertFalse(read.spots().isEmpty() && read.outlines().isEmpty(), id + ": holds what the map worked out");
            assertArrayEquals(plain, storing, id + ": storing");
            assertArrayEquals(plain, map(id, reading), id + ": read from disk");
            StoredShapes.keepIn(null);
        }
    }

    @Test
    void aDamagedShortOrStaleFileIsNeverUsedButMadeAgain() throws Exception {
        String id = "wars-of-the-three-kingdoms";
        byte[] plain = map(id, shapes(id, false));
        StoredShapes.keepIn(dir);
        map(id, shapes(id, true));
        String key = key(id);
        Path file = StoredMarks.file(dir, shapes(id, true), key);
        byte[] good = Files.readAllBytes(file);
        for (byte[] bad : List.of(flip(good, good.length / 2), flip(good, 30), flip(good, good.length - 1),
                java.util.Arrays.copyOf(good, good.length / 3), new byte[0])) {
            Files.write(file, bad);
            assertNull(StoredMarks.read(dir, shapes(id, true), key), "a damaged file is not read");
            assertArrayEquals(plain, map(id, shapes(id, true)), "drawn as before");
            assertArrayEquals(good, Files.readAllBytes(file), "made again, the same bytes");
        }
        String other = StoredMarks.key("other details");
        Files.write(StoredMarks.file(dir, shapes(id, true), other), good);
        assertNull(StoredMarks.read(dir, shapes(id, true), other), "a file whose content is of another key");
    }

    private static byte[] flip(byte[] b, int at) {
        byte[] c = b.clone();
        c[at] ^= 1;
        return c;
    }
}
