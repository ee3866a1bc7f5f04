package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The suite's short press relay through kill -9 ({@link PressRelayTrials}): a few hundred messages, the bot killed at
 * random moments until they are acknowledged, then each delivered once, in order, to each reader. The long run,
 * 10,000 messages, is {@code bench/press-relay}.
 */
class PressRelayTest {
    @TempDir
    Path dir;

    @Test
    void everyMessageIsDeliveredOnceAndInOrderThroughKills() throws Exception {
        PressRelayTrials trials = new PressRelayTrials(dir, 36, System.out);
        PressRelayTrials.Summary s = trials.run(Integer.getInteger("chancery.relay.messages", 150));
        System.out.println("press relay: " + s.line());
        assertEquals(java.util.List.of(), s.problems());
        assertTrue(s.kills() >= 2, "the bot was killed more than once: " + s.line());
        assertTrue(s.deliveries() >= s.acknowledged(), s.line());
    }
}
