package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.chancery.store.Boards;
import org.chancery.store.Database;
import org.chancery.store.TestStores;
import org.chancery.variant.Variant;
import org.chancery.variant.upload.SixCrownsPicture;
import org.chancery.variant.upload.UploadLimits;
import org.chancery.variant.upload.UploadedVariants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A server's boards in the store (migration V8) on H2 and on PostgreSQL: an upload with a picture near its size
 * limit is kept whole, versions, a game pinning its version, removal; and the per-process bound on upload work.
 */
class BoardShelfTest {
    static final Actor OWNER = new Actor("owner-1", "Owner", true);
    static final Function<Variant, byte[]> NO_PICTURE = v -> new byte[] {1};

    static String json() throws Exception { return Files.readString(Path.of("src/test/resources/upload/six-crowns.json")); }

    @ParameterizedTest
    @EnumSource(TestStores.Kind.class)
    void boardsAreKeptListedPinnedAndRemovedOnEitherStore(TestStores.Kind kind) throws Exception {
        try (Database db = TestStores.fresh(kind)) {
            GameService service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
            BoardShelf shelf = service.boards();
            String json = json();
            // a picture of 1.9 MiB: past any VARCHAR, so the TEXT column must take it whole (a CLOB in H2)
            String svg = SixCrownsPicture.svg(json, 2).replace("</svg>", "<desc>" + "\u00e9x".repeat(650_000) + "</desc></svg>");
            assertTrue(svg.length() > 1_250_000 && new UploadedVariants.Files(json, svg).bytes() < UploadLimits.SVG_BYTES + json.length());
            BoardShelf.Uploaded first = shelf.upload(OWNER, "guild-1", new UploadedVariants.Files(json, svg), NO_PICTURE);
            assertEquals(1, first.row().version());
            Boards.FilesRow stored = db.inTransaction(c -> Boards.files(c, first.row().key()));
            assertEquals(svg, stored.svg(), "the picture comes back whole");
            assertEquals(json, stored.json());
            assertEquals(new UploadedVariants.Files(json, svg).bytes(), stored.bytes());

            String key = shelf.resolve("guild-1", "six-crowns");
            assertEquals(first.row().key(), key);
            assertNull(shelf.resolve("guild-2", "six-crowns"), "another server does not see it");
            long game = service.create(OWNER, "guild-1", "channel-1", "Crowns", "six-crowns", GameSettings.defaults());

            String second = json.replace("\"victoryCentres\": 13", "\"victoryCentres\": 14");
            BoardShelf.Uploaded again = shelf.upload(OWNER, "guild-1", new UploadedVariants.Files(second, null), NO_PICTURE);
            assertEquals(2, again.row().version());
            assertTrue(again.replaced());
            assertNotEquals(key, again.row().key());
            assertEquals(key, service.game(game).variant(), "the game keeps its version");
            List<Boards.ListedRow> listed = shelf.list("guild-1");
            assertEquals(1, listed.size());
            assertEquals(again.row().key(), listed.get(0).key());
            assertEquals("Owner", listed.get(0).uploadedBy());

            GameException playing = assertThrows(GameException.class, () -> shelf.remove(OWNER, "guild-1", "six-crowns"));
            assertTrue(playing.getMessage().contains("is played in game #" + game), playing.getMessage());
            service.gm().end(OWNER, game, "Ended for the test.");
            shelf.remove(OWNER, "guild-1", "six-crowns");
            assertTrue(shelf.list("guild-1").isEmpty());
            assertEquals(svg, db.inTransaction(c -> Boards.files(c, key)).svg(), "the ended game's version is still kept");
        }
    }

    /**
     * Uploads from many servers at once: while one board is being tried, the others are answered at once that
     * Chancery is busy (and their hourly count is not spent), and a game is adjudicated meanwhile.
     */
    @Test
    void aFloodOfUploadsFromManyServersWaitsForNoOneAndStarvesNoAdjudication() throws Exception {
        try (Table t = new Table(GameSettings.defaults())) {
            BoardShelf shelf = t.service.boards();
            String json = json();
            HeldTrial trial = new HeldTrial();
            ExecutorService pool = Executors.newFixedThreadPool(8);
            try {
                Future<BoardShelf.Uploaded> held = pool.submit(() -> shelf.upload(OWNER, "guild-a", new UploadedVariants.Files(json, null), trial));
                assertTrue(trial.reached(), "the first upload reached its trial");
                List<Future<String>> flood = new ArrayList<>();
                for (int i = 0; i < 24; i++) {
                    String guild = "guild-" + i;
                    flood.add(pool.submit(() -> {
                        try {
                            shelf.upload(OWNER, guild, new UploadedVariants.Files(json, null), NO_PICTURE);
                            return "stored";
                        } catch (GameException e) {
                            return e.getMessage();
                        }
                    }));
                }
                for (Future<String> f : flood) {
                    String answer = f.get(30, TimeUnit.SECONDS);
                    assertTrue(answer.startsWith("Chancery is checking another board just now; nothing was stored"), answer);
                }
                String before = t.phase();
                t.service.adjudicator().adjudicate(t.game, t.service.game(t.game).phaseSeq(), "test");
                assertNotEquals(before, t.phase(), "adjudicated while the upload is tried");
                GameException imported = assertThrows(GameException.class, () -> shelf.checkImported(new UploadedVariants.Files(json, null)));
                assertTrue(imported.getMessage().startsWith("Chancery is checking another board"), imported.getMessage());
                trial.letGo();
                assertEquals("six-crowns", held.get(30, TimeUnit.SECONDS).row().id());
            } finally {
                trial.letGo();
                pool.shutdownNow();
            }
            for (int i = 0; i < UploadLimits.PER_HOUR; i++) {
                shelf.upload(OWNER, "guild-0", new UploadedVariants.Files(json, null), NO_PICTURE);
            }
            assertEquals(1, shelf.list("guild-0").size(), "the busy answers spent none of guild-0's uploads this hour");
            GameException seventh = assertThrows(GameException.class,
                    () -> shelf.upload(OWNER, "guild-0", new UploadedVariants.Files(json, null), NO_PICTURE));
            assertTrue(seventh.getMessage().contains("uploads in the last hour"), seventh.getMessage());
        }
    }
}
