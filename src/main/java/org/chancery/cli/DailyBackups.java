package org.chancery.cli;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.chancery.store.Backups;
import org.chancery.store.Database;
import org.chancery.store.H2Recovery;

/**
 * The running bot's own backups of an H2 store: one a day in {@code data/backups/} (checked a minute after start, then
 * each hour), the newest {@code CHANCERY_BACKUPS} kept (7 unless set; 0 turns them off).
 */
final class DailyBackups {
    static final String KEEP = "CHANCERY_BACKUPS";
    private static final System.Logger LOG = System.getLogger(DailyBackups.class.getName());

    private DailyBackups() {}

    static void start(Database db, Function<String, Optional<String>> settings) {
        int keep;
        try {
            keep = Integer.parseInt(settings.apply(KEEP).map(String::strip).filter(v -> !v.isEmpty()).orElse("7"));
        } catch (NumberFormatException e) {
            LOG.log(System.Logger.Level.WARNING, KEEP + " takes how many daily backups to keep, e.g. 7 (0: none); keeping 7");
            keep = 7;
        }
        Path file = H2Recovery.file(db.url());
        if (keep <= 0 || file == null) return;
        Path dir = file.toAbsolutePath().getParent().resolve("backups");
        int kept = keep;
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "daily-backup");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(() -> {
            try {
                Path made = Backups.daily(db, dir, kept);
                if (made != null) LOG.log(System.Logger.Level.INFO, "backup of the store written to " + made);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "the daily backup failed: " + e.getMessage());
            }
        }, 1, 60, TimeUnit.MINUTES);
    }
}
