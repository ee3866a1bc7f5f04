package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import mockwebserver3.MockWebServer;
import org.chancery.discord.gateway.Endpoints;

/**
 * An in-process Discord for tests, on loopback: the REST API under {@code /api/v10/} and the JSON
 * gateway at {@code /gateway}. Set up users, guilds and channels before the bot connects; then inject
 * interactions and read what the bot did. Everything received is recorded.
 */
public final class FakeDiscord implements AutoCloseable {
    final Ids ids = new Ids();
    final String token;
    final long applicationId;
    final FakeUser bot;
    private final MockWebServer server = new MockWebServer();
    private final Map<Long, FakeUser> users = new ConcurrentHashMap<>();
    private final Map<Long, FakeGuild> guilds = new ConcurrentHashMap<>();
    final Map<Long, FakeChannel> channels = new ConcurrentHashMap<>();
    final Map<Long, FakeInteraction> interactions = new ConcurrentHashMap<>();
    final Map<Long, List<Posted>> posted = new ConcurrentHashMap<>();
    /** Messages made with {@code enforce_nonce}, by channel and nonce, for Discord's few minutes. */
    final Nonces nonces = new Nonces();
    final Map<Long, ArrayNode> guildCommands = new ConcurrentHashMap<>();
    final Map<Long, FakeFile> files = new ConcurrentHashMap<>();
    /** Users who accept no DMs from the bot. */
    final java.util.Set<Long> closedDms = ConcurrentHashMap.newKeySet();
    volatile ArrayNode globalCommands = Shapes.array();
    final List<String> requests = new CopyOnWriteArrayList<>();
    final List<String> unknown = new CopyOnWriteArrayList<>();
    final List<JsonNode> gatewayFrames = new CopyOnWriteArrayList<>();
    final List<Routes.Fault> faults = new CopyOnWriteArrayList<>();
    /** Discord's own rate limits: each route's bucket and the global 50 a second. */
    final Buckets buckets = new Buckets(this);
    /** Planned 429 answers ({@link #rateLimitNext}). */
    final List<RateLimits.Limit> limits = new CopyOnWriteArrayList<>();
    /** Gateway sessions that may be resumed. */
    final GatewayResume resumable = new GatewayResume();
    /** The connection that identified last. */
    volatile GatewaySession session;
    /** The ready connections by shard: a guild's events go down the connection of its shard, DMs down shard 0's. */
    final Map<Integer, GatewaySession> shards = new ConcurrentHashMap<>();
    /** What {@code GET /gateway/bot} recommends. */
    volatile int recommendedShards = 1;
    /** How long the bot has to acknowledge an interaction; Discord allows 3 seconds. */
    volatile Duration ackLimit = Duration.ofSeconds(3);
    /** Whether posted messages keep their files' bytes (a benchmark's thousands of maps need not). */
    volatile boolean keepFileBytes = true;
    private final Interactions injector = new Interactions(this);
    /** Channel permission overwrites and threads. */
    final ChannelAccess access = new ChannelAccess(this);
    /** How many times the bot opened its DM channel with each user ({@code POST /users/@me/channels}). */
    final Map<Long, java.util.concurrent.atomic.AtomicInteger> dmOpens = new ConcurrentHashMap<>();
    /** Requests that broke Discord's contract (unknown route, invalid body, a documented limit); see {@link ContractGate}. */
    final List<String> breaches = new CopyOnWriteArrayList<>();
    private final java.util.concurrent.atomic.AtomicLong checked = new java.util.concurrent.atomic.AtomicLong();
    /** When the request being dispatched arrived, on the fake's clock: latencies leave out the contract check. */
    final ThreadLocal<Long> arrived = new ThreadLocal<>();
    /** How far the fake's clock runs ahead of the real one ({@link #advance}). */
    private volatile long skewNanos;

    private FakeDiscord(String token) {
        this.token = token;
        this.applicationId = ids.next();
        this.bot = new FakeUser(applicationId, "Chancery", true);
        users.put(bot.id(), bot);
        server.setDispatcher(new Routes(this));
    }

    public static FakeDiscord start() throws IOException {
        FakeDiscord fake = new FakeDiscord("fake." + Long.toHexString(System.nanoTime()) + ".token");
        fake.server.start(InetAddress.getLoopbackAddress(), 0);
        return fake;
    }

    public String token() {
        return token;
    }

    public String restBaseUrl() {
        return server.url("/api/v10/").toString();
    }

    public String gatewayUrl() {
        return "ws://" + server.getHostName() + ":" + server.getPort() + "/gateway";
    }

    public Endpoints endpoints() {
        return new Endpoints(restBaseUrl(), gatewayUrl());
    }

    public FakeUser bot() {
        return bot;
    }

    public long applicationId() {
        return applicationId;
    }

    public FakeUser user(String name) {
        FakeUser user = new FakeUser(ids.next(), name, false);
        users.put(user.id(), user);
        return user;
    }

    FakeUser user(long id) {
        return users.get(id);
    }

    /** A guild owned by {@code owner}, with the bot as a member. */
    public FakeGuild guild(String name, FakeUser owner) {
        FakeGuild guild = new FakeGuild(this, ids.next(), name, owner);
        guild.join(bot);
        guilds.put(guild.id, guild);
        return guild;
    }

    List<FakeGuild> guilds() {
        return List.copyOf(guilds.values());
    }

    public FakeGuild guild(long id) {
        return guilds.get(id);
    }

    /** A guild on a chosen shard out of {@code total} (its id picked to fall there), owned by {@code owner}. */
    public FakeGuild guild(String name, FakeUser owner, int shard, int total) {
        FakeGuild guild = new FakeGuild(this, ids.onShard(shard, total), name, owner);
        guild.join(bot);
        guilds.put(guild.id, guild);
        return guild;
    }

    /** The shard that serves a guild: Discord's {@code (guild_id >> 22) % num_shards}. */
    public static int shardOf(long guildId, int total) {
        return (int) Long.remainderUnsigned(guildId >>> 22, total);
    }

    /**
     * Posted messages keep their files' names, types and sizes (in the message's attachments) but not their bytes:
     * a benchmark's heap then does not grow by every map it receives.
     */
    public void forgetFileBytes() {
        keepFileBytes = false;
    }

    /** Makes {@code GET /gateway/bot} recommend this many shards (Discord's answer to "auto"). */
    public void recommendShards(int count) {
        recommendedShards = count;
    }

    /** The connection serving a guild (DMs when null), or null when none is ready. */
    GatewaySession sessionFor(Long guildId) {
        for (GatewaySession s : shards.values()) {
            int shard = guildId == null ? 0 : shardOf(guildId, s.shards);
            GatewaySession serving = shards.get(shard);
            return serving != null && serving.ready ? serving : null;
        }
        return null;
    }

    void connected(GatewaySession s) {
        session = s;
        shards.put(s.shard, s);
        signal();
    }

    void disconnected(GatewaySession s) {
        shards.remove(s.shard, s);
        signal();
    }

    /** The shards with a ready connection, and the total each identified with. */
    public Map<Integer, Integer> connectedShards() {
        Map<Integer, Integer> out = new java.util.TreeMap<>();
        shards.forEach((shard, s) -> out.put(shard, s.shards));
        return out;
    }

    void channelAdded(FakeGuild guild, FakeChannel channel) {
        channels.put(channel.id(), channel);
        GatewaySession live = sessionFor(guild.id);
        // Discord tells the bot of a channel it may see only (a private thread: if it is a member).
        boolean seen = !access.isThread(channel.id()) || (access.permissions(channel, bot.id()) & FakeRole.VIEW_CHANNEL) != 0;
        if (live != null && live.ready && seen) {
            live.dispatch(access.isThread(channel.id()) ? "THREAD_CREATE" : "CHANNEL_CREATE",
                    Shapes.channel(channel, this));
        }
    }

    /** Discord answers 404 Unknown Channel (10003) to a post in a channel once it is deleted. */
    void channelDeleted(FakeGuild guild, FakeChannel channel) {
        channels.remove(channel.id());
        GatewaySession live = sessionFor(guild.id);
        if (live != null && live.ready) live.dispatch("CHANNEL_DELETE", Shapes.channel(channel, this));
    }

    void channelUpdated(FakeGuild guild, FakeChannel channel) {
        GatewaySession live = sessionFor(guild.id);
        if (live != null && live.ready) live.dispatch("CHANNEL_UPDATE", Shapes.channel(channel, this));
    }

    /** The bot's permissions in a channel or thread, overwrites included, as Discord computes them. */
    public long botPermissions(FakeChannel channel) {
        return access.permissions(channel, bot.id());
    }

    /** The DM channel between the bot and this user, opened if need be (as Discord does). */
    public FakeChannel dmChannel(FakeUser user) {
        synchronized (channels) {
            for (FakeChannel c : channels.values()) {
                if (c.direct() && c.recipientId() == user.id()) return c;
            }
            FakeChannel dm = new FakeChannel(ids.next(), FakeChannel.DM, null, null, user.id());
            channels.put(dm.id(), dm);
            return dm;
        }
    }

    /** How many times the bot asked to open its DM channel with this user (Discord answers the same channel each time). */
    public int dmOpens(FakeUser user) {
        var n = dmOpens.get(user.id());
        return n == null ? 0 : n.get();
    }

    /** Sends opcode 7 (Reconnect) down every ready connection: Discord's request to reconnect and resume. */
    public void requestReconnect() {
        shards.values().forEach(GatewaySession::requestReconnect);
    }

    /** Closes every gateway connection with 4000 Unknown error, as when Discord drops it; the client may resume. */
    public void dropGateway() {
        List.copyOf(shards.values()).forEach(GatewaySession::drop);
    }

    /** How many sessions were resumed (opcode 6 answered with the missed events and RESUMED). */
    public int resumes() {
        return resumable.resumes();
    }

    /** Whether a bot has identified and received READY and its guilds. */
    public boolean awaitReady(Duration timeout) {
        return await(() -> session != null && session.ready ? Boolean.TRUE : null, timeout) != null;
    }

    /** The IDENTIFY payload the bot sent (token, intents, properties), or null. */
    public JsonNode identify() {
        GatewaySession live = session;
        return live == null ? null : live.identify;
    }

    /** A slash command from {@code user} in a guild channel, or in the user's DM with the bot. */
    public FakeInteraction slash(FakeUser user, FakeChannel channel, String path, Map<String, ?> options) {
        return injector.slash(user, channel, path, options);
    }

    /** From now on Discord refuses the bot's DMs to this user (50007), as when they allow none from the server. */
    public void closeDms(FakeUser user) {
        closedDms.add(user.id());
    }

    /** A file a user may attach to a command option of type attachment. */
    public FakeFile file(String name, byte[] data) {
        FakeFile file = new FakeFile(ids.next(), name, data.clone());
        files.put(file.id(), file);
        return file;
    }

    String fileUrl(FakeFile file) {
        return server.url("/attachments/" + Shapes.id(file.id()) + "/" + file.name()).toString();
    }

    /** {@code user} presses the button labelled {@code label} under a message the bot sent in {@code channel}. */
    public FakeInteraction click(FakeUser user, FakeChannel channel, JsonNode message, String label) {
        return injector.click(user, channel, message, label);
    }

    /** {@code user} sends back the form (modal) the bot opened in answer to {@code opened}, with these values. */
    public FakeInteraction submit(FakeUser user, FakeInteraction opened, Map<String, String> values) {
        if (opened.modal == null) throw new IllegalStateException("the bot opened no form for that interaction");
        return injector.submit(user, opened.channel, opened.modal, values);
    }

    /** Changes the time allowed to acknowledge an interaction (3 seconds, as on Discord, unless set). */
    public void ackLimit(Duration limit) {
        ackLimit = limit;
    }

    /** A plain message from {@code user} to the bot in their DM, sent as MESSAGE_CREATE; returns its id. */
    public long directMessage(FakeUser user, String content) {
        GatewaySession live = sessionFor(null);
        if (live == null || !live.ready) throw new IllegalStateException("no bot is connected to the gateway");
        FakeChannel dm = dmChannel(user);
        long id = ids.next();
        live.dispatch("MESSAGE_CREATE", Shapes.message(id, dm, user, Shapes.object().put("content", content),
                Shapes.array()));
        return id;
    }

    public FakeInteraction slashInDm(FakeUser user, String path, Map<String, ?> options) {
        return injector.slash(user, dmChannel(user), path, options);
    }

    /** Autocomplete while typing option {@code focused} of a command; {@code others} are filled in already. */
    public FakeInteraction autocomplete(FakeUser user, FakeChannel channel, String path, String focused, String typed,
            Map<String, ?> others) {
        return injector.autocomplete(user, channel, path, focused, typed, others);
    }

    /**
     * The bot's first response to an interaction (its acknowledgement), waited for up to {@code timeout}. Fails at once
     * when an acknowledgement came too late and was refused, saying how late; and after the timeout when none came,
     * with the interaction's callback requests.
     */
    public InteractionResponse awaitAcknowledgement(FakeInteraction interaction, Duration timeout) {
        Object seen = await(() -> !interaction.responses.isEmpty() ? interaction.responses.get(0)
                : interaction.lateAcknowledgement, timeout);
        if (seen instanceof InteractionResponse first) return first;
        String callbacks = requests.stream().filter(r -> r.contains("/interactions/" + Shapes.id(interaction.id) + "/"))
                .toList().toString();
        if (seen instanceof Duration late) {
            throw new AssertionError("the bot acknowledged the interaction " + late.toMillis() + " ms after it was sent, past"
                    + " the " + ackLimit.toMillis() + " ms Discord allows, and was refused: " + callbacks);
        }
        throw new AssertionError("the bot did not acknowledge the interaction within " + timeout + ": " + callbacks);
    }

    public List<InteractionResponse> awaitResponses(FakeInteraction interaction, int count, Duration timeout) {
        return await(() -> interaction.responses.size() >= count ? interaction.responses() : null, timeout);
    }

    public List<Posted> channelMessages(long channelId) {
        return List.copyOf(posted.getOrDefault(channelId, List.of()));
    }

    public List<Posted> awaitChannelMessages(long channelId, int count, Duration timeout) {
        return await(() -> channelMessages(channelId).size() >= count ? channelMessages(channelId) : null, timeout);
    }

    /**
     * Whether Discord's client offers a registered command to this member here: its default member permissions
     * (null for everyone) must all be held, unless the member is an administrator or the owner.
     */
    public boolean offers(FakeUser user, FakeChannel channel, String name) {
        JsonNode command = injector.registered(channel, name);
        JsonNode wanted = command.get("default_member_permissions");
        if (wanted == null || wanted.isNull() || channel.direct()) return true;
        long needed = Long.parseLong(wanted.asText());
        long held = guild(channel.guildId()).permissionsOf(user.id());
        return (held & FakeRole.ADMINISTRATOR) != 0 || (held & needed) == needed;
    }

    /**
     * The chat commands Discord's client lists in this channel, by name: the guild's and the global ones, a name
     * twice when both scopes hold it (Discord: an app "can have a global and guild CHAT_INPUT command with the same
     * name", and both show). A DM lists the global ones only.
     */
    public List<String> commandsShown(FakeChannel channel) {
        List<String> out = new ArrayList<>();
        if (!channel.direct()) guildCommands(channel.guildId()).forEach(c -> out.add(c.get("name").asText()));
        globalCommands().forEach(c -> out.add(c.get("name").asText()));
        return out;
    }

    /**
     * The next {@code times} requests whose method is {@code method} and path contains {@code pathPart} are answered
     * 429, as Discord does when a rate limit is hit: {@code retry_after} seconds in the body and the Retry-After
     * header; {@code global} for the bot's global limit (X-RateLimit-Global, scope "global").
     */
    public void rateLimitNext(String method, String pathPart, Duration retryAfter, boolean global, int times) {
        if (global && (pathPart.contains("interactions") || pathPart.contains("webhooks"))) {
            // Discord: "Interaction endpoints are not bound to the bot's Global Rate Limit."
            throw new IllegalArgumentException("interaction endpoints are not bound to the global rate limit");
        }
        limits.add(new RateLimits.Limit(method, pathPart, retryAfter, global, times));
    }

    /** Each route's bucket takes {@code perWindow} requests per {@code window} (Discord's own figures are unpublished). */
    public void routeLimit(int perWindow, Duration window) {
        buckets.routeLimit(perWindow, window);
    }

    /** How many requests were answered 429 for the global limit of 50 a second. */
    public int globalLimited() {
        return buckets.globalRefusals.get();
    }

    /** How many requests were answered 429 for their route's bucket. */
    public int routeLimited() {
        return buckets.routeRefusals.get();
    }

    public JsonNode guildCommands(long guildId) {
        return guildCommands.getOrDefault(guildId, Shapes.array()).deepCopy();
    }

    public JsonNode globalCommands() {
        return globalCommands.deepCopy();
    }

    /** The next {@code times} requests whose method is {@code method} and path contains {@code pathPart} fail with {@code status}. */
    public void failNext(String method, String pathPart, int status, int times) {
        faults.add(new Routes.Fault(method, pathPart, status, times));
    }

    /** The next {@code times} matching requests get no answer: the connection is cut, as if Discord were unreachable. */
    public void dropNext(String method, String pathPart, int times) {
        faults.add(new Routes.Fault(method, pathPart, 0, times));
    }

    /**
     * The next {@code times} matching requests are carried out (a message is made) but their answers are lost: the
     * connection is cut before the bot hears back, as in a timeout or a crash just after Discord took the post.
     */
    public void loseAnswerNext(String method, String pathPart, int times) {
        faults.add(new Routes.Fault(method, pathPart, Routes.LOST, times));
    }

    /** Cancels every planned failure that has not happened yet (Discord is back). */
    public void clearFaults() {
        faults.clear();
    }

    /** The fake's clock, for the 3-second acknowledgement and the 15-minute interaction token: real time plus {@link #advance}. */
    long nanoTime() {
        return System.nanoTime() + skewNanos;
    }

    /** Moves the fake's clock forward, as if {@code by} had passed (interaction tokens age with it). */
    public void advance(Duration by) {
        skewNanos += by.toNanos();
    }

    void checked() {
        checked.incrementAndGet();
        ContractExtension.CHECKED.incrementAndGet();
    }

    void breach(String what) {
        breaches.add(what);
        ContractExtension.PENDING.add(what);
    }

    /** How many REST requests were checked against Discord's API description and limits. */
    public long checkedRequests() {
        return checked.get();
    }

    /** The requests Discord would refuse (each fails the running test unless taken here), and forgets them. */
    public List<String> takeBreaches() {
        List<String> out = List.copyOf(breaches);
        breaches.removeAll(out);
        ContractExtension.PENDING.removeAll(out);
        return out;
    }

    /** Every REST request, as "METHOD /path -> status". */
    public List<String> requests() {
        return List.copyOf(requests);
    }

    /** Requests the fake had no route for; a test of a complete flow expects none. */
    public List<String> unknownRequests() {
        return List.copyOf(unknown);
    }

    public List<JsonNode> gatewayFrames() {
        return List.copyOf(gatewayFrames);
    }

    void gatewayReceived(JsonNode frame) {
        gatewayFrames.add(frame);
    }

    synchronized void signal() {
        notifyAll();
    }

    /** Waits until {@code check} gives non-null (checked on each fake event, and every 20 ms); null after the timeout. */
    public synchronized <T> T await(Supplier<T> check, Duration timeout) {
        long end = System.nanoTime() + timeout.toNanos();
        T value;
        while ((value = check.get()) == null) {
            long left = end - System.nanoTime();
            if (left <= 0) return null;
            try {
                wait(Math.max(1, Math.min(20, left / 1_000_000)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
        return value;
    }

    List<FakeInteraction> allInteractions() {
        return new ArrayList<>(interactions.values());
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
