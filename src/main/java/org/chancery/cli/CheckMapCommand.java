package org.chancery.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.variant.HelpChecker;
import org.chancery.variant.HelpTopics;
import org.chancery.variant.MapException;
import org.chancery.variant.MapProblem;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;

/**
 * {@code check-map [variant-id | path/to/variant.json ...]}: loads each map and prints "ok" with its size,
 * or every problem found, one a line. With no arguments, checks every map under {@code maps/}.
 * Exits 1 if any map has a problem.
 */
public final class CheckMapCommand {
    private CheckMapCommand() {}

    public static int run(String[] args, PrintStream out) {
        return run(args, out, Path.of("maps"));
    }

    /** As {@link #run(String[], PrintStream)}, with the maps folder given (for tests). */
    static int run(String[] args, PrintStream out, Path mapsDir) {
        boolean allOk = true;
        if (args.length == 0) {
            List<Path> files = mapFiles(mapsDir);
            if (files.isEmpty()) {
                out.println(mapsDir + ": no " + VariantLoader.FILE + " found; name a variant id or a file");
                return 1;
            }
            for (Path f : files) allOk &= check(f.toString(), f, null, out);
        } else {
            for (String arg : args) {
                Path f = fileFor(arg, mapsDir);
                String label = f != null ? f.toString() : "maps/" + arg + "/" + VariantLoader.FILE;
                allOk &= check(label, f, arg, out);
            }
        }
        return allOk ? 0 : 1;
    }

    /** Loads from the file, or when it is null the variant by id (which may be the copy in the jar). */
    private static boolean check(String label, Path file, String id, PrintStream out) {
        try {
            Variant v = file != null ? VariantLoader.loadFile(file) : VariantLoader.load(id);
            HelpChecker.Source help = HelpChecker.source(file, v.id());
            List<MapProblem> problems = help == null ? List.of() : HelpChecker.check(help.label(), help.bytes(), v);
            if (!problems.isEmpty()) throw new MapException(problems);
            out.println(label + ": ok (" + summary(v) + (help == null ? "" : "; " + HelpTopics.FILE + " "
                    + HelpChecker.topicCount(help) + " topics") + ")");
            return true;
        } catch (MapException e) {
            for (MapProblem p : e.problems()) out.println(p);
        } catch (RuntimeException e) {
            out.println(label + ": " + e.getMessage());
        }
        return false;
    }

    static String summary(Variant v) {
        int provinces = 0, centres = 0;
        for (Province p : v.board().provinces()) {
            if (p.kind() != ProvinceKind.IMPASSABLE) provinces++;
            if (p.isSupplyCenter()) centres++;
        }
        return provinces + " provinces, " + centres + " supply centres, " + v.powers().size() + " powers";
    }

    /** A path to a file or to a folder holding variant.json; otherwise a folder under mapsDir; else null. */
    private static Path fileFor(String arg, Path mapsDir) {
        Path p;
        try {
            p = Path.of(arg);
        } catch (RuntimeException e) {
            return null;
        }
        if (Files.isRegularFile(p)) return p;
        if (Files.isRegularFile(p.resolve(VariantLoader.FILE))) return p.resolve(VariantLoader.FILE);
        Path inMaps = mapsDir.resolve(arg).resolve(VariantLoader.FILE);
        if (Files.isRegularFile(inMaps)) return inMaps;
        return arg.endsWith(".json") ? p : null;
    }

    private static List<Path> mapFiles(Path mapsDir) {
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(mapsDir)) return out;
        try (Stream<Path> dirs = Files.list(mapsDir)) {
            dirs.sorted().map(d -> d.resolve(VariantLoader.FILE)).filter(Files::isRegularFile).forEach(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
