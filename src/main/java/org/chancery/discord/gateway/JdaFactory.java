package org.chancery.discord.gateway;

import java.util.EnumSet;
import java.util.List;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.ConcurrentSessionController;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.utils.ChunkingFilter;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.MemberCachePolicy;
import net.dv8tion.jda.internal.utils.IOUtil;
import okhttp3.OkHttpClient;
import org.chancery.discord.DiscordConfig;
import org.chancery.discord.Shards;

/**
 * Builds the JDA client: a shard manager running this process's shards ({@code DISCORD_SHARDS}), or one
 * client. The bot needs no privileged intents: commands arrive as interactions, which
 * carry the caller's member and roles. Gateway compression is off, the same against Discord as
 * against the test fake, so the tested configuration is the shipped one.
 */
public final class JdaFactory {
    /** Guild events (always on) and direct messages, so a DM channel's messages can be seen. */
    public static final EnumSet<GatewayIntent> INTENTS = EnumSet.of(GatewayIntent.DIRECT_MESSAGES);

    private JdaFactory() {}

    public static JDABuilder builder(DiscordConfig config, Endpoints endpoints) {
        JDABuilder builder = JDABuilder.createLight(config.token(), INTENTS)
                .setCompression(Compression.NONE)
                .setChunkingFilter(ChunkingFilter.NONE)
                .setMemberCachePolicy(MemberCachePolicy.NONE)
                .setEnableShutdownHook(false);
        builder.setHttpClient(paced(endpoints));
        if (!endpoints.isDiscord()) {
            builder.setRestConfig(new RestConfig().setBaseUrl(endpoints.restBaseUrl()))
                    .setSessionController(new FixedGatewayController(endpoints.gatewayUrl()));
        }
        return builder;
    }

    /**
     * JDA's HTTP client with every REST request paced under Discord's global limit ({@link Pace}); one client, so one
     * pace, for all of this process's shards.
     */
    static OkHttpClient paced(Endpoints endpoints) {
        String base = endpoints.isDiscord() ? RestConfig.DEFAULT_BASE_URL : endpoints.restBaseUrl();
        return IOUtil.newHttpClientBuilder().addInterceptor(new Pace(Pace.PER_SECOND, base)).build();
    }

    /** Logs in and waits until the gateway is ready and every guild is loaded. */
    public static JDA start(DiscordConfig config, Endpoints endpoints, Object... listeners)
            throws InterruptedException {
        return builder(config, endpoints).addEventListeners(listeners).build().awaitReady();
    }

    /**
     * Logs in the shards of {@code config.shards()} ({@code auto}: as many as Discord recommends, all here) and
     * waits until each is ready with its guilds loaded. Shards log in as fast as Discord's
     * {@code max_concurrency} allows ({@link ConcurrentSessionController}).
     */
    public static ShardManager startShards(DiscordConfig config, Endpoints endpoints, Object... listeners)
            throws InterruptedException {
        DefaultShardManagerBuilder builder = DefaultShardManagerBuilder.createLight(config.token(), INTENTS)
                .setCompression(Compression.NONE)
                .setChunkingFilter(ChunkingFilter.NONE)
                .setMemberCachePolicy(MemberCachePolicy.NONE)
                .setEnableShutdownHook(false)
                .setHttpClient(paced(endpoints))
                .addEventListeners(listeners);
        if (endpoints.isDiscord()) {
            builder.setSessionController(new ConcurrentSessionController());
        } else {
            builder.setRestConfig(new RestConfig().setBaseUrl(endpoints.restBaseUrl()))
                    .setSessionController(new FixedGatewayController(endpoints.gatewayUrl()));
        }
        Shards shards = config.shards();
        if (shards.auto()) builder.setShardsTotal(-1);
        else builder.setShardsTotal(shards.total()).setShards(shards.first(), shards.last());
        ShardManager manager = builder.build();
        try {
            int expected = shards.auto() ? manager.getShardsTotal() : shards.count();
            long end = System.nanoTime() + 120_000_000_000L;
            while (manager.getShards().size() < expected) {
                if (System.nanoTime() > end) throw new IllegalStateException("the shards did not all start");
                Thread.sleep(20);
            }
            for (JDA shard : List.copyOf(manager.getShards())) shard.awaitReady();
            return manager;
        } catch (RuntimeException | InterruptedException e) {
            manager.shutdown();
            throw e;
        }
    }
}
