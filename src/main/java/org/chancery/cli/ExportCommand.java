package org.chancery.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.store.Database;
import org.chancery.store.StoreException;

/**
 * {@code export --game N [--out FILE]}: the whole of a game, every power's secrets included, from the store, for
 * whoever runs Chancery (a backup, a move to another server). On Discord and at the table {@code game export} of a
 * running game holds only the public facts and the caller's own secrets; this needs the store itself, so only the
 * operator has it. The embedded H2 file is locked while the bot runs: stop it first, or use a server database.
 */
final class ExportCommand {
    private ExportCommand() {}

    static int run(String[] args, Function<String, Optional<String>> settings, PrintStream out, PrintStream err) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            boolean known = List.of("--game", "--out").contains(args[i]);
            if (!known || i + 1 >= args.length) return usage(err, known ? args[i] + " needs a value" : "unknown option " + args[i]);
            options.put(args[i], args[++i]);
        }
        String game = options.get("--game");
        if (game == null) return usage(err, "say which game with --game, e.g. --game 1");
        long id;
        try {
            id = Long.parseLong(game.replace("#", ""));
        } catch (NumberFormatException e) {
            return usage(err, "--game takes a game's number, e.g. --game 1, not '" + game + "'");
        }
        try (Database db = Database.fromSettings(settings)) {
            String json = new GameService(db, Clock.systemUTC()).archive().exportAll(id);
            String file = options.get("--out");
            if (file == null) {
                out.println(json);
            } else {
                Files.writeString(Path.of(file), json + "\n", StandardCharsets.UTF_8);
                out.println("Wrote game #" + id + ", every secret included, to " + file + ".");
            }
            return 0;
        } catch (IOException | java.nio.file.InvalidPathException e) {
            err.println("export: cannot write " + options.get("--out") + ": " + e.getMessage());
            return 1;
        } catch (GameException | StoreException | IllegalArgumentException e) {
            err.println("export: " + e.getMessage());
            return 1;
        }
    }

    private static int usage(PrintStream err, String problem) {
        err.println("export: " + problem + ".");
        err.println("usage: java -jar target/chancery.jar export --game <number> [--out FILE]");
        return 2;
    }
}
