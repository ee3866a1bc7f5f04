package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.chancery.store.Database;
import org.chancery.store.EventRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.chancery.store.TestStores;

/**
 * Kills a JVM in the middle of an adjudication (inside the transaction, just before commit), restarts on the
 * same store (an H2 file, or a PostgreSQL database), and shows that the phase is adjudicated exactly once and no acknowledged order was lost.
 */
@ParameterizedClass
@EnumSource(TestStores.Kind.class)
class CrashTest {
    @Parameter
    TestStores.Kind store;

    @TempDir
    Path dir;

    @Test
    void aKillMidAdjudicationLosesNothingAndAdjudicatesOnce() throws Exception {
        String url = store == TestStores.Kind.H2
                ? Database.h2FileUrl(dir.resolve("crash").toAbsolutePath().toString()) : TestStores.freshUrl(store);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                CrashChild.class.getName(), url, TestStores.user(store)).redirectErrorStream(true).start();
        List<String> acked = new ArrayList<>();
        long game = -1;
        boolean paused = false;
        StringBuilder all = new StringBuilder();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                all.append(line).append('\n');
                if (line.startsWith("ACK ")) acked.add(line.substring(4));
                if (line.startsWith("GAME ")) game = Long.parseLong(line.substring(5));
                if (line.equals("PAUSED")) {
                    paused = true;
                    child.destroyForcibly();
                    break;
                }
            }
        }
        assertTrue(child.waitFor(30, TimeUnit.SECONDS));
        assertTrue(paused, "the child reached the adjudication's commit: " + all);
        assertEquals(9, acked.size(), all.toString());

        // The child's game started at 2030-03-01 12:00 with a 48-hour deadline; restart after it passed.
        TestClock clock = TestClock.at("2030-03-04T00:00:00Z");
        try (Database db = Database.open(url, TestStores.user(store), "")) {
            GameService service = new GameService(db, clock);
            assertEquals("S1901M", service.views().status(game).state().phase().code(), "the killed adjudication left no trace");
            Scheduler scheduler = new Scheduler(service);
            assertEquals(List.of("#" + game + " S1901M"), scheduler.tick().adjudicated(), "overdue phase adjudicated on start");
            assertTrue(scheduler.tick().adjudicated().isEmpty());
            assertEquals(List.of("S1901M", "F1901M"), service.views().phaseCodes(game));
            Views.PhaseView v = service.views().phase(game, "S1901M");
            for (String ack : acked) {
                String power = ack.substring(0, ack.indexOf(' '));
                String order = ack.substring(ack.indexOf(' ') + 1);
                assertTrue(v.results().stream().anyMatch(r -> r.power().equals(power) && r.order().equals(order)),
                        "acknowledged " + ack + " was adjudicated");
            }
            long adjudications = 0;
            for (EventRow e : service.log(Actor.system(), game)) if (e.kind().equals("adjudicate")) adjudications++;
            assertEquals(1, adjudications);
        }
    }
}
