package org.chancery.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Random;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * H2's own fall-back after a kill, without a kill: with commits written before they return, a copy of the file
 * taken right after a commit is what a kill -9 at that moment leaves. A store whose freed space is reused
 * (as on any store that has lived a while) soon has a commit that H2's ordinary open loses; {@link H2Recovery}
 * opens that file at its last commit.
 */
class H2RecoveryTest {
    @TempDir
    Path dir;

    @Test
    void anOrdinaryOpenLosesCommitsThatThePreparedOpenKeeps() throws Exception {
        Path live = dir.resolve("live.mv.db");
        Path killed = dir.resolve("killed.mv.db");
        Random random = new Random(23);
        H2Recovery.Versions lost = null;
        long committed = 0;
        MVStore store = new MVStore.Builder().fileName(live.toString()).autoCommitDisabled().open();
        try {
            store.setRetentionTime(0); // freed space is reused at once, as it is on an old store after 45 s
            MVMap<Integer, String> map = store.openMap("data");
            for (int commit = 0; commit < 3000 && lost == null; commit++) {
                for (int i = 0; i < 5; i++) map.put(random.nextInt(2000), "x".repeat(random.nextInt(400)));
                if (random.nextInt(3) == 0) map.remove(random.nextInt(2000));
                committed = store.commit();
                Files.copy(live, killed, StandardCopyOption.REPLACE_EXISTING);
                H2Recovery.Versions v = H2Recovery.versions(killed);
                assertEquals(committed, v.scanned(), "a full scan finds the last commit");
                if (v.fallsBack()) lost = v;
            }
        } finally {
            store.closeImmediately();
        }
        assertTrue(lost != null, "H2's ordinary open lost a commit in 3,000 (if H2 fixed this, H2Recovery may go)");
        assertTrue(lost.ordinary() < committed, lost.toString());

        H2Recovery.prepare("jdbc:h2:file:" + dir.resolve("killed") + ";WRITE_DELAY=0");
        MVStore reopened = new MVStore.Builder().fileName(killed.toString()).readOnly().open();
        try {
            // the recovered copy is one version on: H2's compaction commits what it copied
            assertEquals(committed + 1, reopened.getCurrentVersion(), "the prepared file opens at the last commit");
        } finally {
            reopened.closeImmediately();
        }
    }

    /**
     * A kill in the middle of a commit's write leaves some of its blocks on disk and not others. For 300 commits on
     * a store that reuses freed space, the file is torn after a random number of the blocks the commit changed (in
     * file order, as one write lands): every torn file, prepared, opens at the last commit before it or later, and
     * none leaves a lock behind.
     */
    @Test
    void aWriteTornAnywhereStillOpensAtTheLastCommit() throws Exception {
        Path live = dir.resolve("live.mv.db");
        Random random = new Random(5);
        MVStore store = new MVStore.Builder().fileName(live.toString()).autoCommitDisabled().open();
        int fellBack = 0;
        try {
            store.setRetentionTime(0);
            MVMap<Integer, String> map = store.openMap("data");
            byte[] before = null;
            long acknowledged = -1;
            for (int commit = 0; commit < 300; commit++) {
                for (int i = 0; i < 5; i++) map.put(random.nextInt(2000), "x".repeat(random.nextInt(400)));
                if (random.nextInt(3) == 0) map.remove(random.nextInt(2000));
                long version = store.commit();
                byte[] after = Files.readAllBytes(live);
                if (before != null) {
                    Path torn = dir.resolve("torn.mv.db");
                    Files.write(torn, torn(before, after, random));
                    H2Recovery.Versions v = H2Recovery.prepare("jdbc:h2:file:" + dir.resolve("torn") + ";WRITE_DELAY=0");
                    if (v != null && v.fallsBack()) fellBack++;
                    MVStore reopened = new MVStore.Builder().fileName(torn.toString()).open();
                    try {
                        assertTrue(reopened.getCurrentVersion() >= acknowledged,
                                "commit " + commit + ": opened at " + reopened.getCurrentVersion() + ", acknowledged " + acknowledged + " " + v);
                    } finally {
                        reopened.close();
                    }
                    Files.delete(torn);
                }
                acknowledged = version;
                before = after;
            }
        } finally {
            store.closeImmediately();
        }
        assertTrue(fellBack > 25, "H2's ordinary open would have lost commits in many torn files: " + fellBack);
    }

    /** {@code before} with the first k of the 4 KB blocks that differ in {@code after} written over it. */
    private static byte[] torn(byte[] before, byte[] after, Random random) {
        java.util.List<Integer> differ = new java.util.ArrayList<>();
        for (int b = 0; b * 4096 < after.length; b++) {
            int s = b * 4096, e = Math.min(s + 4096, after.length);
            if (s >= before.length || !java.util.Arrays.equals(before, s, Math.min(e, before.length), after, s, e)) differ.add(b);
        }
        int k = random.nextInt(differ.size() + 1);
        byte[] out = java.util.Arrays.copyOf(before, Math.max(before.length, after.length));
        if (k < differ.size()) out = java.util.Arrays.copyOf(out, before.length);
        for (int j = 0; j < k; j++) {
            int s = differ.get(j) * 4096, e = Math.min(s + 4096, after.length);
            if (e > out.length) out = java.util.Arrays.copyOf(out, e);
            System.arraycopy(after, s, out, s, e - s);
        }
        return out;
    }

    /**
     * What a kill can leave of the recovery itself, and a kill right after it, on a file recovered again and again:
     * the recovery writes a copy beside the file and renames it over the file, so a kill in it leaves the file as
     * it was (with or without the copy beside it) or the copy in its place. Each of these, and a kill after the
     * first commit that follows a recovery, must open at the last commit (or one on: the copy's own) once prepared.
     */
    @Test
    void aRecoveryKilledMidwayOrRightAfterLosesNoCommit() throws Exception {
        Path live = dir.resolve("live.mv.db");
        Path killed = dir.resolve("killed.mv.db");
        Random random = new Random(5);
        int recoveries = 0;
        for (int life = 0; life < 200 && recoveries < 4; life++) {
            MVStore store = new MVStore.Builder().fileName(live.toString()).autoCommitDisabled().open();
            long committed;
            boolean fellBack = false;
            try {
                store.setRetentionTime(0);
                MVMap<Integer, String> map = store.openMap("data");
                do {
                    for (int i = 0; i < 5; i++) map.put(random.nextInt(2000), "x".repeat(random.nextInt(400)));
                    committed = store.commit();
                    Files.copy(live, killed, StandardCopyOption.REPLACE_EXISTING);
                    fellBack = H2Recovery.versions(killed).fallsBack();
                } while (!fellBack && random.nextInt(40) != 0);
            } finally {
                store.closeImmediately();
            }
            if (!fellBack) {
                Files.copy(killed, live, StandardCopyOption.REPLACE_EXISTING);
                continue;
            }
            recoveries++;
            byte[] before = Files.readAllBytes(killed);
            H2Recovery.prepare("jdbc:h2:file:" + dir.resolve("killed"));
            byte[] after = Files.readAllBytes(killed);
            for (byte[] left : java.util.List.of(before, after)) {
                Files.write(killed, left);
                H2Recovery.prepare("jdbc:h2:file:" + dir.resolve("killed"));
                assertTrue(openedAt(killed) >= committed, "recovery " + recoveries + " killed midway");
            }
            // a kill right after the recovery: the next start commits once more and is killed at once
            MVStore next = new MVStore.Builder().fileName(killed.toString()).autoCommitDisabled().open();
            long again;
            try {
                next.setRetentionTime(0);
                next.<Integer, String>openMap("data").put(random.nextInt(2000), "after recovery");
                again = next.commit();
                Files.copy(killed, live, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                next.closeImmediately();
            }
            H2Recovery.prepare("jdbc:h2:file:" + dir.resolve("live"));
            assertEquals(again, openedAt(live), "the first commit after recovery " + recoveries);
        }
        assertEquals(4, recoveries, "the file fell back and was recovered four times");
    }

    private static long openedAt(Path file) {
        MVStore s = new MVStore.Builder().fileName(file.toString()).readOnly().open();
        try {
            return s.getCurrentVersion();
        } finally {
            s.closeImmediately();
        }
    }

    /**
     * A file held by another open is refused, not passed over: were it passed over and the lock gone a moment later,
     * the pool's ordinary open would take an unrecovered file at an older version.
     */
    @Test
    void aLockedFileIsRefusedNotPassedOver() {
        Path file = dir.resolve("held.mv.db");
        MVStore held = new MVStore.Builder().fileName(file.toString()).autoCommitDisabled().open();
        try {
            held.<Integer, String>openMap("data").put(1, "one");
            held.commit();
            StoreException e = org.junit.jupiter.api.Assertions.assertThrows(StoreException.class,
                    () -> H2Recovery.prepare("jdbc:h2:file:" + dir.resolve("held")));
            assertTrue(StoreFailure.locked(e), e.getMessage());
        } finally {
            held.closeImmediately();
        }
    }

    @Test
    void onlyFileUrlsAreLookedAt() {
        assertEquals(Path.of("/srv/data/chancery.mv.db"), H2Recovery.file("jdbc:h2:file:/srv/data/chancery;WRITE_DELAY=0"));
        assertEquals(Path.of("./data/chancery.mv.db"), H2Recovery.file("jdbc:h2:./data/chancery"));
        assertNull(H2Recovery.file("jdbc:h2:mem:x;DB_CLOSE_DELAY=-1"));
        assertNull(H2Recovery.file("jdbc:h2:tcp://localhost/~/x"));
        assertNull(H2Recovery.file("jdbc:postgresql://localhost/chancery"));
        assertNull(H2Recovery.prepare("jdbc:h2:file:" + dir.resolve("none")), "no file, nothing to do");
    }
}
