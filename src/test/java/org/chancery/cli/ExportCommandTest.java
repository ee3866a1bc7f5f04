package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** export --game N: the operator's whole export of a running game, secrets included, read from the store. */
class ExportCommandTest {
    @TempDir Path dir;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    int export(String url, String... args) {
        return ExportCommand.run(args, key -> key.equals(Database.URL_ENV) ? Optional.of(url) : Optional.empty(),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void theOperatorGetsEverySecretTheGmDoesNot() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("store").toAbsolutePath() + ";WRITE_DELAY=0";
        Actor gm = new Actor("gm", "Gwen", false);
        Actor france = new Actor("u1", "Ann", false);
        long id;
        try (Database db = Database.open(url, "sa", "")) {
            GameService s = new GameService(db, Clock.systemUTC());
            id = s.create(gm, "g", "c1", "Running", "classic", GameSettings.defaults());
            s.join(france, id, "France");
            s.start(gm, id);
            s.orders().submit(france, id, null, "A par-bur", false);
            assertFalse(s.archive().export(gm, id).contains("par-bur"), "the GM's export leaves the order out");
        }
        Path file = dir.resolve("game.json");
        assertEquals(0, export(url, "--game", String.valueOf(id), "--out", file.toString()), err.toString());
        assertTrue(Files.readString(file).contains("A par-bur"), "the operator's has it");
        assertTrue(out.toString().contains("every secret included"), out.toString());

        assertEquals(2, export(url, "--game", "one"));
        assertTrue(err.toString().contains("--game takes a game's number, e.g. --game 1, not 'one'"), err.toString());
        assertEquals(1, export(url, "--game", "99"));
        assertTrue(err.toString().contains("export: ") && err.toString().contains("#99"), err.toString());
    }
}
