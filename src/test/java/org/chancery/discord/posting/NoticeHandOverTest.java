package org.chancery.discord.posting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.chancery.command.MapImages;
import org.chancery.discord.message.OutgoingMessage;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/**
 * A notice the bot itself fails to prepare (an error of its own before Discord sees anything) is given up with a word
 * to the GM, as the outbox gives up its own refusals; it is not held in flight for ever, and the game's later notices
 * go on.
 */
class NoticeHandOverTest {
    @Test
    void aNoticeTheBotFailsToPrepareIsGivenUpAndTheRestGoOn() throws Exception {
        List<String> sent = new CopyOnWriteArrayList<>();
        AtomicBoolean failed = new AtomicBoolean();
        Sender sender = new Sender() {
            @Override
            public long send(Target target, OutgoingMessage message) {
                sent.add(message.content());
                return sent.size();
            }

            @Override
            public String refusal(Target target, OutgoingMessage message) {
                if (failed.compareAndSet(false, true)) throw new IllegalStateException("a fault of the bot's own");
                return null;
            }
        };
        try (Database db = Database.inMemory(); Outbox outbox = new Outbox(sender, Backoff.DEFAULT, d -> {})) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            Actor gm = new Actor("100", "Gina", false);
            long id = service.create(gm, "200", "300", "Handed", "classic", GameSettings.defaults());
            service.join(new Actor("400", "Fran", false), id, "France");
            service.start(gm, id);
            service.force(gm, id, null);
            int waiting = service.pendingNotices().size();
            assertTrue(waiting >= 2, "notices to post: " + service.pendingNotices());
            NoticePoster poster = new NoticePoster(service, outbox, MapImages.NONE);
            for (int round = 0; round < 50 && !service.pendingNotices().isEmpty(); round++) {
                poster.flush();
                Thread.sleep(50);
            }
            assertTrue(failed.get());
            assertEquals(List.of(), service.pendingNotices(), "nothing left in flight or waiting");
            assertTrue(sent.size() >= waiting, "the others and the GM's word went out: " + sent);
            assertTrue(sent.stream().anyMatch(t -> t != null && t.contains("Chancery could not post")), sent.toString());
            assertTrue(sent.stream().noneMatch(t -> t != null && (t.contains("IllegalState") || t.contains("a fault of"))),
                    "no Java error in a post: " + sent);
        }
    }
}
