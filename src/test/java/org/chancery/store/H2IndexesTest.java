package org.chancery.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** After a kill, a row left outside its indexes is found again: the store makes its plain indexes anew ({@link H2Indexes}). */
class H2IndexesTest {
    @TempDir Path dir;

    private static long game(Database db) {
        GameService service = new GameService(db, Clock.systemUTC());
        return service.create(new Actor("1", "gm", false), "10", "20", "Kill", "classic", GameSettings.defaults());
    }

    private static List<Long> waiting(Database db, long game) {
        return db.inTransaction(c -> Logs.pending(c, game)).stream().map(NoticeRow::id).toList();
    }

    @Test
    void aNoticeLeftOutsideItsIndexesByAKillIsWaitingAgainAfterTheStart() throws Exception {
        long game;
        List<Long> all;
        try (Database db = Database.h2File(dir.resolve("live"))) {
            game = game(db);
            db.inTransaction(c -> {
                c.createStatement().executeUpdate("UPDATE notices SET delivered_at=1");
                // a store that has lived: the query for what waits goes through notices_pending, not the whole table
                for (int i = 0; i < 3000; i++) Logs.notice(c, game, 1, "public", "old " + i);
                c.createStatement().executeUpdate("UPDATE notices SET delivered_at=2 WHERE delivered_at IS NULL");
                for (String text : List.of("a", "b", "c")) Logs.notice(c, game, 5, "power:France", text);
                return null;
            });
            // read through the table (H2 keeps the answer of a query whose tables did not change: not the poster's query)
            all = db.inTransaction(c -> {
                List<Long> ids = new java.util.ArrayList<>();
                try (var r = c.createStatement().executeQuery("SELECT id FROM notices WHERE delivered_at IS NULL ORDER BY id")) {
                    while (r.next()) ids.add(r.getLong(1));
                }
                return ids;
            });
            assertEquals(3, all.size());
            IndexFaults.dropEntries(db, "notices", all.get(1), "notices_pending", "notices_game_pending");
            assertEquals(List.of(all.get(0), all.get(2)), waiting(db, game), "the query through the index misses it");
            IndexFaults.copyAsKilled(db, dir.resolve("live.mv.db"), dir.resolve("killed.mv.db"));
        }
        try (Database db = Database.h2File(dir.resolve("killed"))) {
            assertEquals(all, waiting(db, game), "all three wait again, in order");
            assertEquals(3, (int) db.inTransaction(c -> Logs.waiting(c, game)));
        }
        try (Database db = Database.h2File(dir.resolve("live"))) {
            // closed cleanly: nothing is made again, so the fault made above is still there
            assertEquals(List.of(all.get(0), all.get(2)), waiting(db, game));
        }
    }

    /**
     * The same fault in the indexes that back a constraint (here the players' primary key and their foreign key to the
     * game): a seat left outside them is missing from the game's seats, and a second player could take the power.
     */
    @Test
    void aSeatLeftOutsideItsKeysByAKillIsFoundAndItsKeyHoldsAfterTheStart() throws Exception {
        long game;
        try (Database db = Database.h2File(dir.resolve("live"))) {
            game = game(db);
            GameService service = new GameService(db, Clock.systemUTC());
            for (String p : List.of("England", "France", "Germany")) {
                service.join(new Actor("u-" + p, p, false), game, p);
            }
            long rowId = db.inTransaction(c -> {
                try (var r = c.createStatement().executeQuery("SELECT _ROWID_ FROM players WHERE power='France'")) {
                    r.next();
                    return r.getLong(1);
                }
            });
            List<String> keys = db.inTransaction(c -> {
                List<String> names = new java.util.ArrayList<>();
                try (var r = c.createStatement().executeQuery("SELECT INDEX_NAME FROM INFORMATION_SCHEMA.INDEXES"
                        + " WHERE TABLE_SCHEMA='PUBLIC' AND TABLE_NAME='PLAYERS' AND INDEX_NAME <> 'PLAYERS_USER'")) {
                    while (r.next()) names.add(r.getString(1));
                }
                return names;
            });
            assertEquals(2, keys.size(), "the primary key and the foreign key: " + keys);
            IndexFaults.dropEntries(db, "players", rowId, keys.toArray(String[]::new));
            assertEquals(List.of("England", "Germany"), powers(service, game), "the query through a key misses France");
            IndexFaults.copyAsKilled(db, dir.resolve("live.mv.db"), dir.resolve("killed.mv.db"));
        }
        try (Database db = Database.h2File(dir.resolve("killed"))) {
            GameService service = new GameService(db, Clock.systemUTC());
            assertEquals(List.of("England", "France", "Germany"), powers(service, game), "France's seat is found again");
            long g = game;
            org.junit.jupiter.api.Assertions.assertThrows(StoreException.class, () -> db.inTransaction(c -> c.createStatement()
                    .executeUpdate("INSERT INTO players (game_id, power) VALUES (" + g + ", 'France')")), "the key holds");
        }
    }

    private static List<String> powers(GameService service, long game) {
        return service.players(game).stream().map(PlayerRow::power).filter(p -> p.matches("England|France|Germany")).toList();
    }

    @Test
    void anIndexMadeAnewByAStartThatWasKilledIsSettled() throws Exception {
        try (Database db = Database.h2File(dir.resolve("store"))) {
            game(db);
            List<H2Indexes.Plain> before = db.inTransaction(H2Indexes::plain);
            db.inTransaction(c -> {
                // killed after the new index was made (games_deadline) and after the old one was dropped (press_game)
                c.createStatement().execute("CREATE INDEX games_deadline_rebuilt ON games (status, deadline)");
                c.createStatement().execute("DROP INDEX press_game");
                c.createStatement().execute("CREATE INDEX press_game_rebuilt ON press (game_id, id)");
                return null;
            });
            assertEquals(before.size(), db.inTransaction(H2Indexes::rebuild));
            assertEquals(before, db.inTransaction(H2Indexes::plain));
        }
    }
}
