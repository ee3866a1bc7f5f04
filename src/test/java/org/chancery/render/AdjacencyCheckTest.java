package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class AdjacencyCheckTest {
    /** Every variant with a geometry file: no suspect pair that its exceptions file does not explain. */
    @TestFactory
    Stream<DynamicTest> everyVariantWithGeometry() throws IOException {
        List<Path> dirs;
        try (Stream<Path> s = Files.list(Path.of("maps"))) {
            dirs = s.filter(d -> Files.isRegularFile(d.resolve(GeometryLoader.FILE)))
                    .filter(d -> Files.isRegularFile(d.resolve(VariantLoader.FILE))).sorted().toList();
        }
        return dirs.stream().map(d -> DynamicTest.dynamicTest(d.getFileName().toString(), () -> {
            BoardShapes shapes = BoardShapes.of(VariantLoader.load(d.getFileName().toString()));
            List<AdjacencyCheck.Suspect> bad = AdjacencyCheck.unexplained(shapes);
            assertEquals(List.of(), bad.stream().map(Object::toString).toList(),
                    "fix the anchors or list the pair in " + d.resolve(AdjacencyCheck.EXCEPTIONS));
            assertEquals(List.of(), AdjacencyCheck.stale(shapes), "stale entries in " + d.resolve(AdjacencyCheck.EXCEPTIONS));
        }));
    }
}
