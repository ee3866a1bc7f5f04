package org.chancery.cli;

import java.io.PrintStream;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.chancery.game.GameService;
import org.chancery.store.Database;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.store.PoolSettings;
import org.chancery.store.StoreCopy;
import org.chancery.store.StoreException;

/**
 * {@code migrate-store --to <jdbc-url> [--user NAME]}: copies every game from the configured store (the H2 file
 * by default) into an empty database, such as a PostgreSQL server, keeping game numbers. The password of the
 * target comes from {@code CHANCERY_TO_DB_PASSWORD} (or the URL), never the command line. The copy is checked
 * twice: row counts of every table, and each game's full export (orders, secrets and log included) taken
 * from the source before and from the target after. On any difference the target is emptied again.
 */
final class MigrateStoreCommand {
    static final String PASSWORD_ENV = "CHANCERY_TO_DB_PASSWORD";

    private MigrateStoreCommand() {}

    static int run(String[] args, Function<String, Optional<String>> settings, PrintStream out, PrintStream err) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            boolean known = List.of("--to", "--user", "--from").contains(args[i]);
            if (!known || i + 1 >= args.length) return usage(err, known ? args[i] + " needs a value" : "unknown option " + args[i]);
            options.put(args[i], args[++i]);
        }
        String to = options.get("--to");
        if (to == null) return usage(err, "say where to copy the store with --to");
        try (Database source = options.containsKey("--from")
                ? Database.open(options.get("--from"), settings.apply(Database.USER_ENV).orElse("sa"),
                        settings.apply(Database.PASSWORD_ENV).orElse(""))
                : Database.fromSettings(settings)) {
            if (source.url().equals(to)) return usage(err, "--to names the store being copied; give another database");
            try (Database target = Database.open(to, options.getOrDefault("--user", "sa"),
                    settings.apply(PASSWORD_ENV).orElse(""), PoolSettings.DEFAULT)) {
                return copy(source, target, out, err);
            }
        } catch (StoreException | IllegalArgumentException | org.flywaydb.core.api.FlywayException e) {
            err.println("migrate-store: " + e.getMessage());
            return 1;
        }
    }

    static int copy(Database source, Database target, PrintStream out, PrintStream err) {
        out.println("Copying " + redact(source.url()) + " to " + redact(target.url()) + ".");
        Map<String, String> before = exports(source);
        Map<String, Long> counted = StoreCopy.counts(source);
        Map<String, Long> copied = StoreCopy.copy(source, target);
        out.printf("%-10s %12s %12s%n", "table", "source", "target");
        boolean same = true;
        for (String table : StoreCopy.TABLES) {
            out.printf("%-10s %12d %12d%n", table, counted.get(table), copied.get(table));
            same &= counted.get(table).equals(copied.get(table));
        }
        Map<String, String> after = exports(target);
        List<String> differ = new ArrayList<>();
        for (Map.Entry<String, String> e : before.entrySet()) {
            if (!e.getValue().equals(after.get(e.getKey()))) differ.add(e.getKey());
        }
        if (!same || !differ.isEmpty() || before.size() != after.size()) {
            StoreCopy.clear(target);
            err.println("migrate-store: the copy differs from the source" + (same ? "" : " in its row counts")
                    + (differ.isEmpty() ? "" : " in the export of game " + String.join(", ", differ))
                    + "; the target was emptied again and the source is untouched.");
            return 1;
        }
        out.println("Exports compared: " + after.size() + " of " + before.size() + " games identical.");
        out.println("Done. Set CHANCERY_DB_URL to " + redact(target.url()) + " (and its user and password) to run on it.");
        return 0;
    }

    /** Every game's export with its current secrets, by game number. */
    private static Map<String, String> exports(Database db) {
        GameService service = new GameService(db, Clock.systemUTC());
        List<GameRow> games = db.inTransaction(c -> Games.all(c));
        Map<String, String> out = new LinkedHashMap<>();
        for (GameRow g : games) out.put("#" + g.id(), service.archive().exportAll(g.id()));
        return out;
    }

    /** The URL without a password in it. */
    static String redact(String url) {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***").replaceAll("//[^/@]*@", "//***@");
    }

    private static int usage(PrintStream err, String problem) {
        err.println("migrate-store: " + problem + ".");
        err.println("usage: java -jar target/chancery.jar migrate-store --to <jdbc-url> [--user NAME] [--from <jdbc-url>]");
        err.println("  e.g. CHANCERY_TO_DB_PASSWORD=... java -jar target/chancery.jar migrate-store"
                + " --to jdbc:postgresql://localhost/chancery --user chancery");
        return 2;
    }
}
