package org.chancery.discord.posting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.chancery.discord.message.OutgoingMessage;
import org.junit.jupiter.api.Test;

class OutboxTest {
    final List<Duration> waits = new CopyOnWriteArrayList<>();
    final List<String> sent = new CopyOnWriteArrayList<>();

    @Test
    void backoffDoublesUpToItsCap() {
        Backoff backoff = new Backoff(Duration.ofSeconds(1), Duration.ofSeconds(10));
        List<Duration> waits = new ArrayList<>();
        for (int failure = 1; failure <= 6; failure++) waits.add(backoff.after(failure));
        assertEquals(List.of(1L, 2L, 4L, 8L, 10L, 10L), waits.stream().map(Duration::toSeconds).toList());
        assertEquals(Duration.ofMinutes(5), Backoff.DEFAULT.after(1000));
        assertThrows(IllegalArgumentException.class, () -> new Backoff(Duration.ZERO, Duration.ofSeconds(1)));
    }

    @Test
    void retriesUntilSentAndKeepsOrder() throws Exception {
        int[] failuresLeft = {3};
        Sender flaky = (target, message) -> {
            if (message.content().equals("results") && failuresLeft[0]-- > 0) throw new IOException("unreachable");
            sent.add(message.content());
            return sent.size();
        };
        try (Outbox outbox = new Outbox(flaky, Backoff.DEFAULT, waits::add)) {
            var results = outbox.post(Target.channel(1), OutgoingMessage.text("results"));
            var map = outbox.post(Target.channel(1), OutgoingMessage.text("map"));
            assertEquals(2L, map.get(5, TimeUnit.SECONDS));
            assertEquals(1L, results.get());
        }
        assertEquals(List.of("results", "map"), sent);
        assertEquals(List.of(Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(4)), waits);
    }

    @Test
    void aRefusedPostFailsAtOnceAndTheNextGoesOn() throws Exception {
        Sender refusing = (target, message) -> {
            if (target.equals(Target.channel(404))) throw new Sender.Refused("Unknown Channel", null);
            sent.add(message.content());
            return 1;
        };
        try (Outbox outbox = new Outbox(refusing, Backoff.DEFAULT, waits::add)) {
            var lost = outbox.post(Target.channel(404), OutgoingMessage.text("a"));
            var fine = outbox.post(Target.user(7), OutgoingMessage.text("b"));
            var e = assertThrows(ExecutionException.class, () -> lost.get(5, TimeUnit.SECONDS));
            assertInstanceOf(Sender.Refused.class, e.getCause());
            assertEquals(1L, fine.get(5, TimeUnit.SECONDS));
        }
        assertEquals(List.of(), waits);
        assertEquals(List.of("b"), sent);
    }

    @Test
    void aPostTheBotRefusesItselfIsGivenUpAndTheChannelGoesOn() throws Exception {
        Sender checking = (target, message) -> {
            if (message.content().equals("bad")) throw new IllegalArgumentException("Content may not be longer than 2000");
            sent.add(message.content());
            return sent.size();
        };
        try (Outbox outbox = new Outbox(checking, Backoff.DEFAULT, waits::add)) {
            var bad = outbox.post(Target.channel(1), OutgoingMessage.text("bad"));
            var next = outbox.post(Target.channel(1), OutgoingMessage.text("next"));
            var e = assertThrows(ExecutionException.class, () -> bad.get(5, TimeUnit.SECONDS));
            var refused = assertInstanceOf(Sender.Refused.class, e.getCause());
            assertEquals(0, refused.status());
            assertEquals(1L, next.get(5, TimeUnit.SECONDS));
        }
        assertEquals(List.of(), waits, "a refusal on the bot's side is not retried");
        assertEquals(List.of("next"), sent);
    }

    @Test
    void aPlaceInBackoffHoldsUpNoOtherPlace() throws Exception {
        java.util.concurrent.CountDownLatch discordBack = new java.util.concurrent.CountDownLatch(1);
        Sender oneChannelDown = (target, message) -> {
            if (target.equals(Target.channel(1)) && discordBack.getCount() > 0) throw new IOException("503");
            sent.add(message.content());
            return sent.size();
        };
        Sleeper briefly = d -> Thread.sleep(5);
        try (Outbox outbox = new Outbox(oneChannelDown, Backoff.DEFAULT, briefly)) {
            var stuck = outbox.post(Target.channel(1), OutgoingMessage.text("results of game 1"));
            var after = outbox.post(Target.channel(1), OutgoingMessage.text("map of game 1"));
            for (int game = 2; game <= 5; game++) {
                outbox.post(Target.channel(game), OutgoingMessage.text("results of game " + game)).get(5, TimeUnit.SECONDS);
            }
            outbox.post(Target.user(9), OutgoingMessage.text("a reminder")).get(5, TimeUnit.SECONDS);
            assertFalse(stuck.isDone(), "game 1's channel is still down");
            discordBack.countDown();
            stuck.get(5, TimeUnit.SECONDS);
            after.get(5, TimeUnit.SECONDS);
        }
        assertEquals(List.of("results of game 2", "results of game 3", "results of game 4", "results of game 5",
                "a reminder", "results of game 1", "map of game 1"), sent);
    }

    @Test
    void aPostMadeWhileTheOutboxClosesIsCancelledNotThrown() throws Exception {
        // a post whose closed-check passed just before close() ran used to reach the stopped pool and throw, and the
        // notice poster took that throw for the bot's own refusal and gave the notice up for good
        Sender slow = (target, message) -> 1;
        int thrown = 0;
        for (int round = 0; round < 300; round++) {
            Outbox outbox = new Outbox(slow, Backoff.DEFAULT, waits::add);
            java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
            java.util.concurrent.atomic.AtomicInteger failures = new java.util.concurrent.atomic.AtomicInteger();
            Thread poster = new Thread(() -> {
                try {
                    go.await();
                    for (long place = 1; place < 2_000; place++) {
                        outbox.post(Target.channel(place), OutgoingMessage.text("p"));
                    }
                } catch (RuntimeException e) {
                    failures.incrementAndGet();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            poster.start();
            go.countDown();
            Thread.sleep(0, 50_000);
            outbox.close();
            poster.join();
            thrown += failures.get();
        }
        assertEquals(0, thrown, "posts that threw while the outbox closed");
    }
}
