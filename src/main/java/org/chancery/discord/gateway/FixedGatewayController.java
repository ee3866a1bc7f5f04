package org.chancery.discord.gateway;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.utils.SessionControllerAdapter;

/** A session controller that sends JDA to a given gateway URL instead of asking Discord for one. */
public final class FixedGatewayController extends SessionControllerAdapter {
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
        return new ShardedGateway(gateway, 1);
    }
}
