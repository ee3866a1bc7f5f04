package org.chancery.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.chancery.store.Backups;
import org.chancery.store.Database;
import org.chancery.store.H2Recovery;
import org.chancery.store.StoreException;

/**
 * {@code backup [--out FILE]} and {@code restore FILE}: a backup of the H2 store now (the running bot also keeps
 * one a day in {@code data/backups/}), and a backup put back in place of the store file, with the bot stopped.
 */
final class BackupCommand {
    private BackupCommand() {}

    static int backup(String[] args, Function<String, Optional<String>> settings, PrintStream out, PrintStream err) {
        Path file;
        if (args.length == 0) file = Path.of("data", "backups", "chancery-now-" + System.currentTimeMillis() + ".zip");
        else if (args.length == 2 && args[0].equals("--out")) file = Path.of(args[1]);
        else return usage(err, "backup takes --out FILE, or nothing for a file under data/backups/");
        try (Database db = Database.fromSettings(settings)) {
            long bytes = Backups.backup(db, file);
            out.printf("Wrote a backup of the store (%,d bytes) to %s. Put it back with: java -jar target/chancery.jar restore %s%n",
                    bytes, file, file);
            return 0;
        } catch (StoreException e) {
            err.println("backup: " + e.getMessage() + daily());
            return 1;
        }
    }

    static int restore(String[] args, Function<String, Optional<String>> settings, PrintStream out, PrintStream err) {
        if (args.length != 1) return usage(err, "restore takes the backup's file, e.g. restore data/backups/chancery-2026-11-28.zip");
        String url = settings.apply(Database.URL_ENV).filter(v -> !v.isBlank()).orElse(Database.DEFAULT_URL);
        Path store = H2Recovery.file(url);
        if (store == null) {
            err.println("restore: the store is not an H2 file; restore PostgreSQL with pg_restore (docs/operators.md#backups).");
            return 1;
        }
        try {
            Path aside = Backups.restore(Path.of(args[0]), store);
            try (Database db = Database.open(url, settings.apply(Database.USER_ENV).orElse("sa"),
                    settings.apply(Database.PASSWORD_ENV).orElse(""))) {
                out.println("Restored " + store + " from " + args[0] + (aside == null ? "." : "; the file it replaced is kept as "
                        + aside + ".") + " Start the bot as usual.");
            }
            return 0;
        } catch (StoreException e) {
            err.println("restore: " + e.getMessage());
            return 1;
        }
    }

    private static String daily() {
        List<Path> kept = Backups.list(Path.of("data", "backups"));
        return kept.isEmpty() ? "" : " The running bot's newest daily backup is " + kept.get(kept.size() - 1) + ".";
    }

    private static int usage(PrintStream err, String problem) {
        err.println(problem);
        return 2;
    }
}
