package org.chancery.discord.gateway;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.sharding.ShardManager;
import org.chancery.discord.DiscordConfig;
import org.chancery.discord.interaction.InteractionHandler;
import org.chancery.discord.interaction.SlashCommand;
import org.chancery.discord.posting.Backoff;
import org.chancery.discord.posting.Outbox;
import org.chancery.discord.posting.Sleeper;

/**
 * The running bot: this process's shards connected, commands registered, the listener answering through the
 * handler on every shard, and an outbox for posts nobody asked for (results, maps, reminders).
 */
public final class DiscordBot implements AutoCloseable {
    /** Answers slower than this are deferred; Discord allows 3 seconds, part of which the network takes. */
    public static final Duration DEFER_AFTER = Duration.ofMillis(1000);
    /** Threads answering commands (drawing maps, adjudicating); a command that finds them all busy is deferred at once. */
    static final int WORKERS = 4;

    private final ShardManager shards;
    private final Outbox outbox;
    private final ExecutorService workers;
    private final ExecutorService suggestions;
    private final ScheduledExecutorService timer;

    private DiscordBot(ShardManager shards, Outbox outbox, ExecutorService workers, ExecutorService suggestions,
            ScheduledExecutorService timer) {
        this.shards = shards;
        this.outbox = outbox;
        this.workers = workers;
        this.suggestions = suggestions;
        this.timer = timer;
    }

    public static DiscordBot start(DiscordConfig config, Endpoints endpoints, InteractionHandler handler,
            List<SlashCommand> commands) throws InterruptedException {
        return start(config, endpoints, handler, commands, DEFER_AFTER, Sleeper.REAL);
    }

    public static DiscordBot start(DiscordConfig config, Endpoints endpoints, InteractionHandler handler,
            List<SlashCommand> commands, Duration deferAfter, Sleeper sleeper) throws InterruptedException {
        ExecutorService workers = Executors.newFixedThreadPool(WORKERS, daemons("chancery-command"));
        // Suggestions have threads of their own: they must come within 3 s however busy rendering keeps the workers.
        ExecutorService suggestions = Executors.newFixedThreadPool(2, daemons("chancery-suggest"));
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(daemons("chancery-defer"));
        ShardManager shards = null;
        try {
            shards = JdaFactory.startShards(config, endpoints, new InteractionListener(handler, workers, WORKERS,
                    suggestions, timer, deferAfter));
            // Commands belong to the application, not a shard: one shard registers them (each process, harmlessly).
            CommandRegistrar.register(first(shards), shards.getGuilds(), config.guildId(), commands);
            return new DiscordBot(shards, new Outbox(new JdaSender(shards), Backoff.DEFAULT, sleeper), workers,
                    suggestions, timer);
        } catch (RuntimeException | InterruptedException e) {
            if (shards != null) shards.shutdown();
            workers.shutdownNow();
            suggestions.shutdownNow();
            timer.shutdownNow();
            throw e;
        }
    }

    /** This process's first shard (any shard serves REST calls and the bot's own user). */
    public JDA jda() {
        return first(shards);
    }

    public ShardManager shards() {
        return shards;
    }

    private static JDA first(ShardManager shards) {
        return shards.getShards().stream().min(java.util.Comparator.comparingInt(j -> j.getShardInfo().getShardId()))
                .orElseThrow();
    }

    public Outbox outbox() {
        return outbox;
    }

    @Override
    public void close() throws InterruptedException {
        outbox.close();
        List<JDA> running = List.copyOf(shards.getShards());
        shards.shutdown();
        for (JDA shard : running) if (!shard.awaitShutdown(10, TimeUnit.SECONDS)) shard.shutdownNow();
        workers.shutdownNow();
        suggestions.shutdownNow();
        timer.shutdownNow();
    }

    private static ThreadFactory daemons(String name) {
        AtomicInteger count = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
