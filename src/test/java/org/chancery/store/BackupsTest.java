package org.chancery.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.chancery.command.Caller;
import org.chancery.command.Commands;
import org.chancery.command.RenderedMaps;
import org.chancery.game.GameService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A backup taken while the store is in use, put back in place of the file; the daily ones kept to a number. */
class BackupsTest {
    @TempDir
    Path dir;

    @Test
    void aBackupTakenInUseIsPutBackAndTheReplacedFileKept() throws Exception {
        Path base = dir.resolve("chancery");
        Path zip = dir.resolve("b/backup.zip");
        try (Database db = Database.h2File(base)) {
            create(db, "c1");
            assertTrue(Backups.backup(db, zip) > 0);
            create(db, "c2");
            StoreException inUse = assertThrows(StoreException.class, () -> Backups.restore(zip, Path.of(base + ".mv.db")));
            assertTrue(inUse.getMessage().startsWith("Another Chancery"), inUse.getMessage());
        }
        Path aside = Backups.restore(zip, Path.of(base + ".mv.db"));
        assertTrue(Files.exists(aside));
        try (Database db = Database.h2File(base)) {
            GameService s = new GameService(db, Clock.systemUTC());
            assertTrue(s.gameIn("g", "c1") != null, "the game made before the backup is back");
            assertNull(s.gameIn("g", "c2"), "the game made after it is not");
        }
        Files.writeString(dir.resolve("not.zip"), "hello");
        StoreException bad = assertThrows(StoreException.class, () -> Backups.restore(dir.resolve("not.zip"), Path.of(base + ".mv.db")));
        assertEquals(dir.resolve("not.zip") + " is not a Chancery backup: it is not a zip file.", bad.getMessage());
    }

    @Test
    void dailyBackupsKeepTheNewest() {
        Path backups = dir.resolve("backups");
        try (Database db = Database.h2File(dir.resolve("chancery"))) {
            for (int day = 1; day <= 4; day++) {
                create(db, "c" + day);
                assertTrue(Backups.daily(db, backups, 2, LocalDate.of(2026, 11, day)) != null);
                assertNull(Backups.daily(db, backups, 2, LocalDate.of(2026, 11, day)), "one a day");
            }
            assertEquals(List.of(backups.resolve("chancery-2026-11-03.zip"), backups.resolve("chancery-2026-11-04.zip")),
                    Backups.list(backups));
        }
    }

    @Test
    void postgresIsSentToItsOwnTools() {
        try (Database db = TestStores.fresh(TestStores.Kind.POSTGRESQL)) {
            StoreException e = assertThrows(StoreException.class, () -> Backups.backup(db, dir.resolve("x.zip")));
            assertTrue(e.getMessage().contains("pg_dump"), e.getMessage());
        }
    }

    private static void create(Database db, String channel) {
        new Commands(new GameService(db, Clock.systemUTC()), new RenderedMaps())
                .run("game create", new Caller("gm", "GM", "g", channel, false, true), Map.of("variant", "classic"));
    }
}
