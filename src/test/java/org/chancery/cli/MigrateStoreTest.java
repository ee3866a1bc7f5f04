package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.store.Database;
import org.chancery.store.StoreCopy;
import org.chancery.store.TestStores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** migrate-store copies an H2 file into PostgreSQL whole, with the same game numbers, and checks itself. */
class MigrateStoreTest {
    @TempDir Path dir;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();
    final Actor gm = new Actor("gm", "Gwen", false);

    int migrate(String... args) {
        return MigrateStoreCommand.run(args, key -> Optional.empty(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    /** Three games: one ended early, one in its second phase with current orders and a vote, one forming. */
    void fill(GameService s) {
        long a = s.create(gm, "g", "c1", "Over", "classic", GameSettings.defaults());
        s.join(new Actor("u1", "Ann", false), a, "France");
        s.start(gm, a);
        s.gm().end(gm, a, "Draw");
        long b = s.create(gm, "g", "c2", "Running", "classic", GameSettings.defaults().with("fixed", "20:00"));
        Actor france = new Actor("u2", "Bea", false);
        Actor germany = new Actor("u3", "Cal", false);
        s.join(france, b, "France");
        s.join(germany, b, "Germany");
        s.start(gm, b);
        s.orders().submit(france, b, null, "A par-bur; A mar-spa; F bre-mao", false);
        s.force(gm, b, null);
        s.orders().submit(germany, b, null, "A mun-ruh", false);
        s.orders().voteDraw(france, b, null, true);
        s.create(gm, "g", "c3", "Forming", "order-of-the-dragon", GameSettings.defaults());
        Actor admin = new Actor("ad", "Ada", true);
        s.newLeagueLink(admin, "g");
        s.newLeagueLink(admin, "g");
        try {
            String json = java.nio.file.Files.readString(Path.of("src/test/resources/upload/six-crowns.json"));
            s.boards().upload(admin, "g", new org.chancery.variant.upload.UploadedVariants.Files(json, svg(json)), v -> new byte[] {1});
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        s.create(gm, "g", "c5", "Crowns", "six-crowns", GameSettings.defaults());
    }

    /** An uploaded picture longer than any VARCHAR, so the copy must carry H2's CLOB whole. */
    static String svg(String json) {
        try {
            return org.chancery.variant.upload.SixCrownsPicture.svg(json, 2).replace("</svg>", "<desc>" + "x".repeat(200_000) + "</desc></svg>");
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theH2FileIsCopiedToPostgresqlWholeAndChecked() throws Exception {
        String from = "jdbc:h2:file:" + dir.resolve("chancery").toAbsolutePath() + ";WRITE_DELAY=0";
        try (Database h2 = Database.open(from, "sa", "")) {
            fill(new GameService(h2, Clock.systemUTC()));
        }
        try (Database h2 = Database.open(from, "sa", "")) {
            assertEquals(2, new GameService(h2, Clock.systemUTC()).leagueLink("g"), "a restart keeps the old league links dead");
        }
        String to = TestStores.freshUrl(TestStores.Kind.POSTGRESQL);
        assertEquals(0, migrate("--from", from, "--to", to, "--user", "postgres"), err.toString());
        String said = out.toString();
        assertTrue(said.contains("Exports compared: 4 of 4 games identical."), said);
        assertTrue(said.matches("(?s).*games\\s+4\\s+4.*orders\\s+(\\d+)\\s+\\1.*"), said);
        try (Database pg = Database.open(to, "postgres", "")) {
            Map<String, Long> counts = StoreCopy.counts(pg);
            assertEquals(4L, counts.get("games"));
            assertEquals(1L, counts.get("server_boards"), "a server's uploaded board moves with the store");
            GameService s = new GameService(pg, Clock.systemUTC());
            assertEquals("Running", s.game(2).name());
            String key = s.boards().resolve("g", "six-crowns");
            String json = java.nio.file.Files.readString(Path.of("src/test/resources/upload/six-crowns.json"));
            assertEquals(svg(json), pg.inTransaction(c -> org.chancery.store.Boards.files(c, key)).svg(), "the picture comes whole");
            assertEquals("Crowns", s.game(4).name());
            assertEquals("F1901M", s.views().status(2).state().phase().code());
            assertEquals(2, s.leagueLink("g"), "the league link's generation moves with the store: old links stay dead");
            assertEquals(0, s.leagueLink("another server"));
            assertEquals(3, s.newLeagueLink(new Actor("ad", "Ada", true), "g"));
            long next = s.create(gm, "g", "c4", "New", "classic", GameSettings.defaults());
            assertEquals(5, next, "numbering goes on after the copied games");
        }
        assertEquals(1, migrate("--from", from, "--to", to, "--user", "postgres"), "a second copy is refused");
        assertTrue(err.toString().contains("already holds games"), err.toString());
    }

    @Test
    void badArgumentsAreExplained() {
        assertEquals(2, migrate());
        assertTrue(err.toString().contains("--to"), err.toString());
        err.reset();
        assertEquals(2, migrate("--to"));
        assertTrue(err.toString().contains("--to needs a value"));
        assertEquals("jdbc:postgresql://***@db/x?password=***&ssl=true",
                MigrateStoreCommand.redact("jdbc:postgresql://bob:pw@db/x?password=secret&ssl=true"));
        assertFalse(MigrateStoreCommand.redact("jdbc:postgresql://db/x?user=a&password=s").contains("=s"));
    }
}
