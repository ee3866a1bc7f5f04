package org.chancery.discord.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Whether Discord answers at all is known before JDA starts, in a few words. */
class ReachTest {
    @Test
    void aListeningHostIsReachedAndAClosedPortOrAnUnknownNameIsSaid() throws Exception {
        int closed;
        try (ServerSocket open = new ServerSocket(0)) {
            assertNull(Reach.problem(new Endpoints("http://127.0.0.1:" + open.getLocalPort() + "/", "ws://127.0.0.1:1/"),
                    Duration.ofSeconds(5)));
            closed = open.getLocalPort();
        }
        String refused = Reach.problem(new Endpoints("http://127.0.0.1:" + closed + "/", "ws://127.0.0.1:1/"), Duration.ofSeconds(5));
        assertTrue(refused.startsWith("cannot connect to 127.0.0.1:" + closed + " ("), refused);
        assertEquals("cannot find nowhere.invalid",
                Reach.problem(new Endpoints("https://nowhere.invalid/api/", "wss://nowhere.invalid/"), Duration.ofSeconds(5)));
    }
}
