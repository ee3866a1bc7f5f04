package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import okhttp3.Response;
import okhttp3.WebSocket;
import okhttp3.WebSocketListener;

/**
 * One gateway connection, JSON encoding, no compression: HELLO on open, HEARTBEAT_ACK for each
 * heartbeat, READY and then a GUILD_CREATE per guild of its shard after a valid IDENTIFY.
 */
final class GatewaySession extends WebSocketListener {
    static final int DISPATCH = 0, HEARTBEAT = 1, IDENTIFY = 2, RESUME = 6, RECONNECT = 7, INVALID_SESSION = 9,
            HELLO = 10, HEARTBEAT_ACK = 11;
    static final int HEARTBEAT_INTERVAL = 41250;
    static final long GUILD_MEMBERS = 1 << 1;

    private final FakeDiscord fake;
    /** The session this connection serves: made by IDENTIFY, taken over by a RESUME. */
    private volatile GatewayResume.Session state;
    private volatile WebSocket socket;
    volatile boolean ready;
    volatile JsonNode identify;
    /** The shard this connection identified as, and the total (Discord's {@code [shard_id, num_shards]}). */
    volatile int shard;
    volatile int shards = 1;

    GatewaySession(FakeDiscord fake) {
        this.fake = fake;
    }

    @Override
    public void onOpen(WebSocket webSocket, Response response) {
        socket = webSocket;
        send(Shapes.object().put("op", HELLO).putNull("s").putNull("t").set("d",
                Shapes.object().put("heartbeat_interval", HEARTBEAT_INTERVAL)));
    }

    @Override
    public void onMessage(WebSocket webSocket, String text) {
        JsonNode frame;
        try {
            frame = Shapes.JSON.readTree(text);
        } catch (IOException e) {
            webSocket.close(4002, "Error while decoding payload.");
            return;
        }
        fake.gatewayReceived(frame);
        switch (frame.path("op").asInt(-1)) {
            case HEARTBEAT -> send(Shapes.object().put("op", HEARTBEAT_ACK));
            case IDENTIFY -> identify(webSocket, frame.path("d"));
            case RESUME -> resume(webSocket, frame.path("d"));
            default -> { } // presence updates and member requests are recorded, not answered
        }
    }

    private void identify(WebSocket webSocket, JsonNode d) {
        if (!fake.token.equals(d.path("token").asText())) {
            webSocket.close(4004, "Authentication failed.");
            return;
        }
        identify = d;
        if (d.path("shard").size() == 2) {
            shard = d.path("shard").get(0).asInt();
            shards = d.path("shard").get(1).asInt();
        }
        ObjectNode readyData = Shapes.object().put("v", 10);
        readyData.set("user", Shapes.selfUser(fake.bot));
        var guilds = readyData.putArray("guilds");
        List<FakeGuild> mine = fake.guilds().stream().filter(g -> FakeDiscord.shardOf(g.id, shards) == shard).toList();
        mine.forEach(g -> guilds.addObject().put("id", Shapes.id(g.id)).put("unavailable", true));
        state = fake.resumable.open("fake-session-" + fake.ids.next(), shard, shards, d);
        readyData.put("session_id", state.id()).put("resume_gateway_url", fake.gatewayUrl());
        readyData.putArray("shard").add(shard).add(shards);
        readyData.putObject("application").put("id", Shapes.id(fake.applicationId)).put("flags", 0);
        readyData.putArray("private_channels");
        readyData.putArray("relationships");
        readyData.putArray("presences");
        readyData.putArray("guild_join_requests");
        readyData.putArray("geo_ordered_rtc_regions");
        readyData.putObject("user_settings");
        dispatch("READY", readyData);
        boolean members = (d.path("intents").asLong() & GUILD_MEMBERS) != 0;
        mine.forEach(g -> dispatch("GUILD_CREATE", Shapes.guildCreate(g, fake, members)));
        ready = true;
        fake.connected(this);
    }

    void dispatch(String type, ObjectNode data) {
        GatewayResume.Session session = state;
        ObjectNode frame = Shapes.object().put("op", DISPATCH).put("s", session.sequence().incrementAndGet()).put("t", type);
        frame.set("d", data);
        session.sent(frame);
        send(frame);
    }

    /**
     * Discord (Events › Gateway, "Resuming"): with a known session id and the token, the events after {@code seq}
     * are replayed and RESUMED follows; otherwise INVALID_SESSION, not resumable.
     */
    private void resume(WebSocket webSocket, JsonNode d) {
        GatewayResume.Session known = fake.resumable.find(d.path("session_id").asText());
        if (known == null || !fake.token.equals(d.path("token").asText())) {
            send(Shapes.object().put("op", INVALID_SESSION).put("d", false));
            return;
        }
        state = known;
        identify = known.identify();
        shard = known.shard();
        shards = known.shards();
        for (ObjectNode missed : known.after(d.path("seq").asInt())) send(missed);
        dispatch("RESUMED", Shapes.object());
        ready = true;
        fake.resumable.resumed();
        fake.connected(this);
    }

    /** Discord's opcode 7: the client should reconnect and resume. */
    void requestReconnect() {
        send(Shapes.object().put("op", RECONNECT).putNull("d"));
    }

    /** Closes the connection with 4000 (Discord's "Unknown error ... Try reconnecting?"), which allows a resume. */
    void drop() {
        ready = false;
        WebSocket s = socket;
        if (s != null) s.close(4000, "Unknown error");
        fake.disconnected(this);
    }

    private void send(ObjectNode frame) {
        socket.send(frame.toString());
    }

    @Override
    public void onClosing(WebSocket webSocket, int code, String reason) {
        ready = false;
        fake.disconnected(this);
        webSocket.close(code, reason);
    }

    @Override
    public void onFailure(WebSocket webSocket, Throwable t, Response response) {
        ready = false;
        fake.disconnected(this);
    }
}
