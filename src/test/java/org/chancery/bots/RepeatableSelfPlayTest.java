package org.chancery.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A seed replays the same game in every run, so a GM or developer can show a bot's odd move again. Each run is its
 * own JVM with a different rule for objects' identity hashes (the JVM's own, or one for all): a bot whose choices
 * follow a hashed set of provinces would play differently (the Dragon did, from its eighth year).
 */
class RepeatableSelfPlayTest {
    @Test
    void aSeedPlaysTheSameGameWhateverTheIdentityHashes() throws Exception {
        String own = play();
        String allOne = play("-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=2");
        String sequence = play("-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=3");
        assertTrue(own.contains("\"centres\""), own);
        assertEquals(own, allOne);
        assertEquals(own, sequence);
    }

    /** The first game's line of a seeded Dragon self-play, without its timing. */
    private static String play(String... flags) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(List.of(flags));
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.chancery.cli.Main", "selfplay",
                "--variant", "order-of-the-dragon", "--games", "1", "--seed", "1", "--seats", "bot", "--years", "8"));
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES));
        assertEquals(0, p.exitValue(), out);
        return out.lines().findFirst().orElse("").replaceAll("\"slowest_bot_phase_ms\":\\d+", "");
    }
}
