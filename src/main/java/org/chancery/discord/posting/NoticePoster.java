package org.chancery.discord.posting;

import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.chancery.command.MapImages;
import org.chancery.command.Times;
import org.chancery.discord.message.OutgoingMessage;
import org.chancery.game.GameService;
import org.chancery.store.GameRow;
import org.chancery.store.NoticeRow;
import org.chancery.store.PlayerRow;

/**
 * Posts the store's notices, oldest first: a phase's results (embed and maps) and other public news to
 * the game's channel, reminders and owed decisions by DM to the power's player, GM notes by DM to the
 * GM. A notice is marked delivered only once Discord has taken its post; until then the outbox retries
 * with backoff, and a notice still pending when the bot stops is posted after it starts again.
 */
public final class NoticePoster implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger(NoticePoster.class.getName());

    private final GameService service;
    private final Outbox outbox;
    private final ResultsPost results;
    private final ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "chancery-notices");
        t.setDaemon(true);
        return t;
    });
    private final AtomicBoolean queued = new AtomicBoolean();
    /** Notices Discord refused for good (say, a player who blocks DMs): left pending, tried again after a restart. */
    private final Set<Long> refused = ConcurrentHashMap.newKeySet();

    public NoticePoster(GameService service, Outbox outbox, MapImages maps) {
        this.service = service;
        this.outbox = outbox;
        this.results = new ResultsPost(service, maps);
    }

    /** Posts what is pending now, then looks again every {@code every}. */
    public void start(Duration every) {
        loop.scheduleWithFixedDelay(this::safeFlush, 0, every.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Looks for new notices soon (after a command, which may have adjudicated). */
    public void wake() {
        if (queued.compareAndSet(false, true)) {
            try {
                loop.execute(() -> {
                    queued.set(false);
                    safeFlush();
                });
            } catch (java.util.concurrent.RejectedExecutionException stopped) {
                queued.set(false);
            }
        }
    }

    private void safeFlush() {
        try {
            flush();
        } catch (RuntimeException e) {
            LOG.log(Level.ERROR, "posting notices failed; trying again shortly", e);
        }
    }

    /** Posts every pending notice in order, waiting for each; returns how many were delivered. */
    public synchronized int flush() {
        int done = 0;
        for (NoticeRow n : service.pendingNotices()) {
            if (refused.contains(n.id())) continue;
            try {
                Optional<Post> post = plan(n);
                if (post.isPresent()) outbox.post(post.get().target(), post.get().message()).get();
                service.delivered(n.id());
                done++;
            } catch (ExecutionException e) {
                if (e.getCause() instanceof Sender.Refused) {
                    refused.add(n.id());
                    LOG.log(Level.ERROR, "notice " + n.id() + " of game #" + n.gameId() + " was refused: "
                            + e.getCause().getMessage());
                } else {
                    return done;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return done;
            } catch (CancellationException e) {
                return done;
            }
        }
        return done;
    }

    record Post(Target target, OutgoingMessage message) {}

    /** Where a notice goes and what it says; empty when nobody on Discord can receive it. */
    Optional<Post> plan(NoticeRow n) {
        GameRow g = service.game(n.gameId());
        String audience = n.audience();
        if (audience.equals("public")) {
            Optional<Long> channel = snowflake(g.channelId());
            if (channel.isEmpty()) return nobody(n, "its game has no Discord channel");
            OutgoingMessage m = n.results() ? results.build(n, g) : OutgoingMessage.text(Times.discord(n.text()));
            return Optional.of(new Post(Target.channel(channel.get()), m));
        }
        String user = null;
        if (audience.equals("gm")) user = g.gmId();
        else if (audience.startsWith("power:")) {
            String power = audience.substring("power:".length());
            for (PlayerRow p : service.players(g.id())) if (p.power().equals(power)) user = p.userId();
        }
        Optional<Long> id = snowflake(user);
        if (id.isEmpty()) return nobody(n, "no Discord user holds " + audience);
        return Optional.of(new Post(Target.user(id.get()), OutgoingMessage.text(Times.discord(n.text()))));
    }

    private static Optional<Post> nobody(NoticeRow n, String why) {
        LOG.log(Level.INFO, "notice " + n.id() + " of game #" + n.gameId() + " has no recipient: " + why);
        return Optional.empty();
    }

    static Optional<Long> snowflake(String id) {
        if (id == null) return Optional.empty();
        try {
            return Optional.of(Long.parseUnsignedLong(id));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    @Override
    public void close() throws InterruptedException {
        loop.shutdownNow();
        loop.awaitTermination(5, TimeUnit.SECONDS);
    }
}
