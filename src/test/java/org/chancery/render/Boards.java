package org.chancery.render;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;

/** Every board that can be drawn: each maps/<id>/ with a variant.json and a geometry.json. */
final class Boards {
    private Boards() {}

    static List<Variant> all() {
        try (Stream<Path> s = Files.list(Path.of("maps"))) {
            return s.filter(d -> Files.isRegularFile(d.resolve(GeometryLoader.FILE)))
                    .filter(d -> Files.isRegularFile(d.resolve(VariantLoader.FILE)))
                    .map(d -> d.getFileName().toString()).sorted().map(VariantLoader::load).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Variant load(String id) { return VariantLoader.load(id); }
}
