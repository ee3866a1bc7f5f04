package org.chancery.discord.gateway;

/**
 * Where the bot finds Discord: the REST base URL (ending in {@code /}) and the gateway WebSocket URL.
 * {@link #DISCORD} leaves JDA's own defaults; tests point both at a local fake.
 */
public record Endpoints(String restBaseUrl, String gatewayUrl) {
    public static final Endpoints DISCORD = new Endpoints(null, null);

    public Endpoints {
        if ((restBaseUrl == null) != (gatewayUrl == null)) {
            throw new IllegalArgumentException("give both the REST and the gateway URL, or neither");
        }
        if (restBaseUrl != null && !restBaseUrl.endsWith("/")) {
            throw new IllegalArgumentException("the REST base URL must end in '/': " + restBaseUrl);
        }
    }

    public boolean isDiscord() {
        return restBaseUrl == null;
    }
}
