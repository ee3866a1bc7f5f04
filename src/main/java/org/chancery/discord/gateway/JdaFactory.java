package org.chancery.discord.gateway;

import java.util.EnumSet;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.utils.ChunkingFilter;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.MemberCachePolicy;
import org.chancery.discord.DiscordConfig;

/**
 * Builds the JDA client. The bot needs no privileged intents: commands arrive as interactions, which
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
        if (!endpoints.isDiscord()) {
            builder.setRestConfig(new RestConfig().setBaseUrl(endpoints.restBaseUrl()))
                    .setSessionController(new FixedGatewayController(endpoints.gatewayUrl()));
        }
        return builder;
    }

    /** Logs in and waits until the gateway is ready and every guild is loaded. */
    public static JDA start(DiscordConfig config, Endpoints endpoints, Object... listeners)
            throws InterruptedException {
        return builder(config, endpoints).addEventListeners(listeners).build().awaitReady();
    }
}
