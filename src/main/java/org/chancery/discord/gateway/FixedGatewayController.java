package org.chancery.discord.gateway;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.utils.ConcurrentSessionController;

/**
 * A session controller that sends JDA to a given gateway URL instead of the one Discord names. The shard
 * count and how many shards may connect at once still come from {@code GET /gateway/bot}, so a test fake
 * answers for them as Discord would.
 */
public final class FixedGatewayController extends ConcurrentSessionController {
    private final String gateway;

    public FixedGatewayController(String gateway) {
        this.gateway = gateway;
    }

    @Override
    public String getGateway() {
        return gateway;
    }

    @Override
    public ShardedGateway getShardedGateway(JDA api) {
        ShardedGateway asked = super.getShardedGateway(api);
        return new ShardedGateway(gateway, asked.getShardTotal(), asked.getConcurrency());
    }
}
