package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Board shapes stored on disk read back as the same shapes and the same map, and a bad file is never used. */
class StoredShapesTest {
    @TempDir
    Path dir;

    @AfterEach
    void off() { StoredShapes.keepIn(null); }

    @Test
    void storedShapesDrawTheSamePixelsOnEveryBoard() {
        StoredShapes.keepIn(dir);
        for (String id : List.of("classic", "order-of-the-dragon", "ice-and-fire", "wars-of-the-three-kingdoms",
                "diplomacy-of-the-empire", "europe-1615")) {
            Ruleset rules = Rulesets.of(id);
            GeometryLoader.Hashed loaded = GeometryLoader.loadHashed(id);
            String key = StoredShapes.key(rules.variant(), loaded.sha256());
            BoardShapes made = new BoardShapes(rules.variant(), loaded.geometry(), null);
            StoredShapes.write(rules.variant(), key, made.stored());
            StoredShapes.Shapes stored = StoredShapes.read(rules.variant(), key);
            assertNotNull(stored, id);
            BoardShapes read = new BoardShapes(rules.variant(), loaded.geometry(), stored);
            for (Province p : rules.variant().board().provinces()) {
                assertTrue(made.shape(p).equalsExact(read.shape(p)), id + " " + p.id());
            }
            assertTrue(made.neutralLand().equalsExact(read.neutralLand()), id);
            assertTrue(made.neutralWater().equalsExact(read.neutralWater()), id);
            GameState s = rules.start();
            RenderOptions opts = RenderOptions.defaults().width(600).marks(rules.marks(s));
            assertArrayEquals(MapRenderer.png(made, s, opts), MapRenderer.png(read, s, opts), id);
        }
    }

    @Test
    void aCorruptShortOrStaleFileIsMadeAgainAndRewritten() throws Exception {
        StoredShapes.keepIn(dir);
        Ruleset rules = Rulesets.of("classic");
        GeometryLoader.Hashed loaded = GeometryLoader.loadHashed("classic");
        String key = StoredShapes.key(rules.variant(), loaded.sha256());
        StoredShapes.Shapes shapes = new BoardShapes(rules.variant(), loaded.geometry(), null).stored();
        StoredShapes.write(rules.variant(), key, shapes);
        Path file = StoredShapes.file(dir, rules.variant(), key);
        byte[] good = Files.readAllBytes(file);

        byte[] flipped = good.clone();
        flipped[good.length / 2] ^= 1;
        Files.write(file, flipped);
        assertNull(StoredShapes.read(rules.variant(), key), "a changed byte");
        Files.write(file, java.util.Arrays.copyOf(good, good.length / 3));
        assertNull(StoredShapes.read(rules.variant(), key), "a short file");
        Files.write(file, new byte[0]);
        assertNull(StoredShapes.read(rules.variant(), key), "an empty file");

        String other = StoredShapes.key(rules.variant(), "another geometry");
        assertTrue(!other.equals(key));
        assertNull(StoredShapes.read(rules.variant(), other), "no file of that key");
        Files.write(StoredShapes.file(dir, rules.variant(), other), good);
        assertNull(StoredShapes.read(rules.variant(), other), "a file whose content is of another key");

        StoredShapes.write(rules.variant(), key, shapes);
        assertNotNull(StoredShapes.read(rules.variant(), key), "rewritten");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(file.getFileName().toString()), files.map(f -> f.getFileName().toString()).toList(),
                    "the board's files of other keys and the temporary file are gone");
        }
    }

    @Test
    void theKeyChangesWithTheGeometryAndTheBoard() {
        Ruleset classic = Rulesets.of("classic");
        String sha = GeometryLoader.loadHashed("classic").sha256();
        assertEquals(sha, GeometryLoader.loadHashed("classic").sha256());
        assertTrue(!StoredShapes.key(classic.variant(), sha).equals(StoredShapes.key(classic.variant(), sha + "0")));
        assertTrue(!StoredShapes.key(classic.variant(), sha).equals(StoredShapes.key(Rulesets.of("europe-1615").variant(), sha)));
    }

    @Test
    void nothingIsStoredUntilADirectoryIsNamed() throws Exception {
        Ruleset rules = Rulesets.of("classic");
        GeometryLoader.Hashed loaded = GeometryLoader.loadHashed("classic");
        String key = StoredShapes.key(rules.variant(), loaded.sha256());
        StoredShapes.write(rules.variant(), key, new BoardShapes(rules.variant(), loaded.geometry(), null).stored());
        assertNull(StoredShapes.read(rules.variant(), key));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(0, files.count());
        }
    }
}
