package org.chancery.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.util.concurrent.TimeUnit;
import org.chancery.command.Caller;
import org.chancery.command.Commands;
import org.chancery.command.Reply;
import org.chancery.game.GameService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A store that fails says so in words: another process holds it (and a lock that goes away within the wait is
 * waited for), its folder is read-only, its file is damaged, or its disk is full (every command refused in
 * words, then work again without a restart). Run as root, as CI is: the read-only folder is {@code chattr +i}
 * and the full disk a 6 MB tmpfs, both undone after each test.
 */
class StoreFailureTest {
    @TempDir
    Path dir;
    private final java.util.List<String> undo = new java.util.ArrayList<>();

    @AfterEach
    void undo() throws Exception {
        for (String command : undo) new ProcessBuilder("sh", "-c", command).inheritIO().start().waitFor();
    }

    @Test
    void anotherProcessOnTheStoreIsNamedAndALockThatGoesIsWaitedFor() throws Exception {
        Path base = dir.resolve("chancery");
        Database.h2File(base).close();
        Process other = hold(base);
        long wait = Database.lockWaitMillis;
        try {
            Database.lockWaitMillis = 1_000;
            StoreException e = assertThrows(StoreException.class, () -> Database.h2File(base));
            assertTrue(e.inWords(), e.getMessage());
            assertTrue(e.getMessage().startsWith("Another Chancery (or another program) is using the store " + base + ".mv.db"),
                    e.getMessage());
            Database.lockWaitMillis = 20_000;
            new Thread(() -> {
                sleep(1_500);
                other.toHandle().destroyForcibly();
            }).start();
            try (Database db = Database.h2File(base)) {
                assertEquals(1, (int) db.inTransaction(c -> 1), "the start waited for the killed process's lock to go");
            }
        } finally {
            Database.lockWaitMillis = wait;
            other.destroyForcibly().waitFor();
        }
    }

    @Test
    void aDamagedFileIsNamedWithWhatToDoAndLeavesNoLockBehind() throws Exception {
        Path base = dir.resolve("chancery");
        try (Database db = Database.h2File(base)) {
            new Commands(new GameService(db, Clock.systemUTC()), new org.chancery.command.RenderedMaps()).run("game create", new Caller("gm", "GM", "g", "c", false, true), java.util.Map.of("variant", "classic"));
        }
        Path file = Path.of(base + ".mv.db");
        Path good = dir.resolve("good.mv.db");
        Files.copy(file, good);
        byte[] bytes = Files.readAllBytes(file);
        java.util.Random random = new java.util.Random(7);
        for (int i = 0; i < bytes.length; i += 64) bytes[i] ^= (byte) (1 + random.nextInt(255));
        Files.write(file, bytes);
        StoreException e = assertThrows(StoreException.class, () -> Database.h2File(base));
        assertTrue(e.inWords(), e.getMessage());
        assertTrue(e.getMessage().startsWith("The store " + file + " is damaged"), e.getMessage());
        assertTrue(e.getMessage().contains("restore") && e.getMessage().contains("org.h2.tools.Recover"), e.getMessage());
        assertFalse(e.getMessage().matches("(?s).*(Exception|ULLS|null).*"), e.getMessage());

        byte[] headless = Files.readAllBytes(good);
        java.util.Arrays.fill(headless, 0, 8192, (byte) 0); // both copies of the file's header gone
        Files.write(file, headless);
        StoreException cut = assertThrows(StoreException.class, () -> Database.h2File(base));
        assertTrue(cut.getMessage().contains("is damaged"), cut.getMessage());

        Files.copy(good, file, StandardCopyOption.REPLACE_EXISTING);
        try (Database db = Database.h2File(base)) {
            assertTrue(new GameService(db, Clock.systemUTC()).gameIn("g", "c") != null,
                    "the file put back opens in the same JVM: no lock was left by the failed opens");
        }
    }

    @Test
    void aReadOnlyFolderIsRefusedAtStartInOneLine() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("ro"));
        Path base = folder.resolve("chancery");
        Database.h2File(base).close();
        assumeTrue(run("chattr +i " + folder) == 0, "chattr +i needs root on ext4, as CI has");
        undo.add("chattr -i " + folder);
        StoreException e = assertThrows(StoreException.class, () -> Database.h2File(base));
        assertTrue(e.inWords(), e.getMessage());
        assertEquals("The store's folder " + folder + " is read-only, and Chancery must write there. Make it writable, or"
                + " set CHANCERY_DB_URL to a store on a writable disk.", e.getMessage());
    }

    @Test
    void aFullDiskRefusesCommandsInWordsThenWorksAgainWithoutARestart() throws Exception {
        Path mount = Files.createDirectories(dir.resolve("small"));
        assumeTrue(run("mount -t tmpfs -o size=6m tmpfs " + mount) == 0, "mounting a tmpfs needs root, as CI has");
        undo.add(0, "umount " + mount);
        Path base = mount.resolve("chancery");
        try (Database db = Database.h2File(base)) {
            GameService service = new GameService(db, Clock.systemUTC());
            Commands commands = new Commands(service, new org.chancery.command.RenderedMaps());
            Caller gm = new Caller("gm", "GM", "g", "c0", false, true);
            assertFalse(run(commands, gm).error());
            Path filler = mount.resolve("filler");
            long free = Files.getFileStore(mount).getUsableSpace();
            Files.write(filler, new byte[(int) Math.max(0, free - 64 * 1024)]);
            String refused = null;
            for (int ch = 1; ch < 400 && refused == null; ch++) {
                Reply r = run(commands, new Caller("gm", "GM", "g", "c" + ch, false, true));
                if (r.error()) refused = r.text();
            }
            assertTrue(refused != null, "the disk filled up");
            assertTrue(refused.startsWith("Chancery cannot save anything just now (its disk is full), so nothing was changed."),
                    refused);
            Reply again = run(commands, new Caller("gm", "GM", "g", "c999", false, true));
            assertEquals(refused, again.text(), "every command is refused in words while the disk is full");
            Files.delete(filler);
            Thread.sleep(Database.REOPEN_MILLIS + 100);
            Reply back = run(commands, new Caller("gm", "GM", "g", "c998", false, true));
            assertFalse(back.error(), back.text());
        }
    }

    private static Reply run(Commands commands, Caller gm) {
        return commands.run("game create", gm, java.util.Map.of("variant", "classic"));
    }

    private Process hold(Path base) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), HoldStore.class.getName(),
                base.toString()).redirectErrorStream(true).start();
        BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null && !line.equals("OPEN")) {
            // H2's and SLF4J's lines before it
        }
        assertEquals("OPEN", line);
        return p;
    }

    private static int run(String command) throws Exception {
        Process p = new ProcessBuilder("sh", "-c", command + " 2>/dev/null").start();
        return p.waitFor(30, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
