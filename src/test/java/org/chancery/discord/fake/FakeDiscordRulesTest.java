package org.chancery.discord.fake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.Permission;
import okhttp3.MediaType;
import okhttp3.MultipartBody;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.chancery.discord.DiscordConfig;
import org.chancery.discord.gateway.JdaFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The fake's rules that copy Discord's documented behaviour (see README.md beside this file): driven over raw HTTP, with
 * a real JDA client connected so that interactions can be sent and its cache shows what the gateway told it.
 */
class FakeDiscordRulesTest {
    private static final MediaType JSON = MediaType.get("application/json");
    private static final OkHttpClient HTTP = new OkHttpClient();
    static FakeDiscord fake;
    static FakeUser alice;
    static FakeGuild guild;
    static FakeChannel general;
    /** A thread made before the bot connects: it comes in GUILD_CREATE's threads. */
    static FakeChannel early;
    static JDA jda;

    @BeforeAll
    static void start() throws Exception {
        fake = FakeDiscord.start();
        alice = fake.user("alice");
        guild = fake.guild("Rules", alice);
        general = guild.textChannel("general");
        early = guild.thread(general, "game-0");
        jda = JdaFactory.start(new DiscordConfig(fake.token(), java.util.Optional.empty(), java.util.Optional.empty()),
                fake.endpoints());
        try (Response r = call("PUT", "applications/" + fake.applicationId() + "/guilds/" + guild.id() + "/commands",
                "[{\"name\":\"raw\",\"description\":\"answered over raw HTTP\"}]", true)) {
            assertEquals(200, r.code());
        }
    }

    @AfterAll
    static void stop() throws Exception {
        if (jda != null) {
            jda.shutdownNow();
            jda.awaitShutdown(Duration.ofSeconds(5));
        }
        if (fake != null) fake.close();
    }

    private static Response call(String method, String path, String json, boolean auth) throws Exception {
        RequestBody body = json == null ? null : RequestBody.create(json, JSON);
        Request.Builder request = new Request.Builder().url(fake.restBaseUrl() + path).method(method, body);
        if (auth) request.header("Authorization", "Bot " + fake.token());
        return HTTP.newCall(request.build()).execute();
    }

    private static JsonNode json(Response r) throws Exception {
        return Shapes.JSON.readTree(r.body().string());
    }

    private static String callback(FakeInteraction ix) {
        return "interactions/" + ix.id() + "/" + ix.token() + "/callback";
    }

    private static String webhook(FakeInteraction ix) {
        return "webhooks/" + fake.applicationId() + "/" + ix.token();
    }

    @Test
    void aRequestOutsideTheContractIsRefusedAndFailsTheTest() throws Exception {
        try (Response r = call("POST", "channels/" + general.id() + "/messages",
                "{\"content\":\"x\",\"embeds\":[{\"color\":\"red\"}]}", true)) {
            assertEquals(400, r.code());
            JsonNode body = json(r);
            assertEquals(50035, body.path("code").asInt());
            assertTrue(body.path("errors").path("request").path("_errors").get(0).path("message").asText()
                    .contains("/embeds/0/color"), body.toString());
        }
        try (Response r = call("POST", "channels/" + general.id() + "/pins", "{}", true)) {
            assertEquals(400, r.code(), "no such operation");
        }
        assertEquals(2, ContractExtension.PENDING.size(), "the extension would fail this test");
        List<String> taken = fake.takeBreaches();
        assertEquals(2, taken.size(), taken.toString());
        assertTrue(ContractExtension.PENDING.isEmpty());
        ContractExtension.PENDING.add("POST /channels/1/messages -> 400: a planted breach");
        try {
            new ContractExtension().afterEach(null);
            throw new IllegalStateException("the extension let a breach by");
        } catch (AssertionError expected) {
            assertTrue(expected.getMessage().contains("a planted breach"));
        }
        assertTrue(fake.checkedRequests() > 0);
    }

    @Test
    void aFollowUpRightAfterADeferralEditsItAndKeepsItsPrivacy() throws Exception {
        FakeInteraction ix = fake.slash(alice, general, "raw", Map.of());
        try (Response r = call("POST", callback(ix), "{\"type\":5,\"data\":{\"flags\":64}}", false)) {
            assertEquals(204, r.code());
        }
        String original;
        try (Response r = call("POST", webhook(ix), "{\"content\":\"for everyone?\",\"flags\":0}", false)) {
            JsonNode message = json(r);
            assertEquals(200, r.code(), message.toString());
            assertEquals(64, message.path("flags").asInt() & 64, "the deferral's ephemeral flag is kept");
            original = message.path("id").asText();
        }
        InteractionResponse first = ix.responses().get(1);
        assertEquals(InteractionResponse.Kind.FOLLOWUP, first.kind());
        assertTrue(first.ephemeral());
        assertEquals(original, ix.original.path("id").asText(), "no new message: the loading one was edited");
        try (Response r = call("POST", webhook(ix), "{\"content\":\"now public\"}", false)) {
            JsonNode message = json(r);
            assertFalse(original.equals(message.path("id").asText()), "a second follow-up is a message of its own");
            assertEquals(0, message.path("flags").asInt() & 64);
        }
    }

    @Test
    void aFollowUpAfterTheDeferralWasDeletedIsANewMessage() throws Exception {
        FakeInteraction ix = fake.slash(alice, general, "raw", Map.of());
        call("POST", callback(ix), "{\"type\":5,\"data\":{\"flags\":64}}", false).close();
        try (Response r = call("DELETE", webhook(ix) + "/messages/@original", null, false)) {
            assertEquals(204, r.code());
        }
        assertTrue(ix.originalDeleted());
        try (Response r = call("GET", webhook(ix) + "/messages/@original", null, false)) {
            assertEquals(404, r.code(), "DELETE @original deletes");
            assertEquals(10008, json(r).path("code").asInt());
        }
        try (Response r = call("POST", webhook(ix), "{\"content\":\"public\"}", false)) {
            assertEquals(0, json(r).path("flags").asInt() & 64);
        }
        assertFalse(ix.responses().get(1).ephemeral());
    }

    @Test
    void interactionTokensLastFifteenMinutesOnTheFakesClock() throws Exception {
        FakeInteraction ix = fake.slash(alice, general, "raw", Map.of());
        call("POST", callback(ix), "{\"type\":5}", false).close();
        fake.advance(Duration.ofMinutes(14));
        try (Response r = call("PATCH", webhook(ix) + "/messages/@original", "{\"content\":\"in time\"}", false)) {
            assertEquals(200, r.code());
        }
        fake.advance(Duration.ofMinutes(2));
        try (Response r = call("PATCH", webhook(ix) + "/messages/@original", "{\"content\":\"too late\"}", false)) {
            assertEquals(401, r.code());
            assertEquals(50027, json(r).path("code").asInt());
        }
        try (Response r = call("POST", webhook(ix), "{\"content\":\"too late\"}", false)) {
            assertEquals(401, r.code());
        }
    }

    @Test
    void rateLimitsAnswer429WithRetryAfterAndJdaWaitsThemOut() throws Exception {
        fake.rateLimitNext("POST", "/channels/" + general.id(), Duration.ofMillis(250), true, 1);
        try (Response r = call("POST", "channels/" + general.id() + "/messages", "{\"content\":\"hi\"}", true)) {
            assertEquals(429, r.code());
            assertEquals("true", r.header("X-RateLimit-Global"));
            assertEquals("global", r.header("X-RateLimit-Scope"));
            assertEquals("1", r.header("Retry-After"));
            JsonNode body = json(r);
            assertEquals(0.25, body.path("retry_after").asDouble());
            assertTrue(body.path("global").asBoolean());
        }
        fake.rateLimitNext("POST", "/channels/" + general.id(), Duration.ofMillis(300), false, 1);
        long start = System.nanoTime();
        jda.getTextChannelById(general.id()).sendMessage("after a route limit").complete();
        assertTrue(System.nanoTime() - start >= 300_000_000L, "JDA waited retry_after before trying again");
        assertTrue(fake.channelMessages(general.id()).stream()
                .anyMatch(p -> p.message().path("content").asText().equals("after a route limit")));
    }

    @Test
    void aFileOver10MiBIsRefusedWith413() throws Exception {
        RequestBody big = RequestBody.create(new byte[10 * 1024 * 1024 + 1], MediaType.get("image/png"));
        MultipartBody body = new MultipartBody.Builder().setType(MultipartBody.FORM)
                .addFormDataPart("payload_json", "{\"attachments\":[{\"id\":\"0\",\"filename\":\"map.png\"}]}")
                .addFormDataPart("files[0]", "map.png", big).build();
        Request request = new Request.Builder().url(fake.restBaseUrl() + "channels/" + general.id() + "/messages")
                .header("Authorization", "Bot " + fake.token()).post(body).build();
        try (Response r = HTTP.newCall(request).execute()) {
            assertEquals(413, r.code());
            assertEquals(40005, json(r).path("code").asInt());
        }
        List<String> breaches = fake.takeBreaches();
        assertEquals(1, breaches.size(), breaches.toString());
        assertTrue(breaches.get(0).contains("over 10 MiB"), breaches.toString());
    }

    @Test
    void aPrivateChannelWithoutTheBotIsRefusedWith403AndJdaSeesWhy() throws Exception {
        FakeRole players = guild.role("players", 0);
        FakeChannel secret = guild.privateChannel("secret", players);
        try (Response r = call("POST", "channels/" + secret.id() + "/messages", "{\"content\":\"hi\"}", true)) {
            assertEquals(403, r.code());
            assertEquals(50001, json(r).path("code").asInt(), "Missing Access: the bot cannot see it");
        }
        assertNotNull(fake.await(() -> jda.getTextChannelById(secret.id()), Duration.ofSeconds(5)));
        assertFalse(jda.getGuildById(guild.id()).getSelfMember().hasPermission(jda.getTextChannelById(secret.id()),
                Permission.VIEW_CHANNEL), "JDA's cache holds the same overwrites");
        guild.overwrite(secret, fake.bot(), FakeRole.VIEW_CHANNEL, 0);
        try (Response r = call("POST", "channels/" + secret.id() + "/messages", "{\"content\":\"hi\"}", true)) {
            assertEquals(200, r.code(), "seeing it, the bot may post with @everyone's Send Messages");
        }
        guild.overwrite(secret, fake.bot(), FakeRole.VIEW_CHANNEL, FakeRole.SEND_MESSAGES);
        try (Response r = call("POST", "channels/" + secret.id() + "/messages", "{\"content\":\"hi\"}", true)) {
            assertEquals(403, r.code());
            assertEquals(50013, json(r).path("code").asInt(), "Missing Permissions");
        }
    }

    @Test
    void threadsNeedSendMessagesInThreads() throws Exception {
        assertNotNull(jda.getThreadChannelById(early.id()), "a thread from GUILD_CREATE");
        FakeChannel parent = guild.textChannel("games");
        FakeChannel thread = guild.thread(parent, "game-1");
        assertNotNull(fake.await(() -> jda.getThreadChannelById(thread.id()), Duration.ofSeconds(5)), "JDA knows it");
        try (Response r = call("POST", "channels/" + thread.id() + "/messages", "{\"content\":\"hi\"}", true)) {
            assertEquals(200, r.code());
        }
        guild.overwrite(parent, guild.everyoneRole(), FakeRole.SEND_MESSAGES, FakeRole.SEND_MESSAGES_IN_THREADS);
        try (Response r = call("POST", "channels/" + thread.id() + "/messages", "{\"content\":\"hi\"}", true)) {
            assertEquals(403, r.code(), "Send Messages does not count in a thread");
            assertEquals(50013, json(r).path("code").asInt());
        }
        try (Response r = call("POST", "channels/" + parent.id() + "/messages", "{\"content\":\"hi\"}", true)) {
            assertEquals(200, r.code());
        }
        FakeChannel hidden = guild.privateThread(general, "whispers", alice);
        try (Response r = call("POST", "channels/" + hidden.id() + "/messages", "{\"content\":\"hi\"}", true)) {
            assertEquals(403, r.code(), "a private thread the bot was not added to");
            assertEquals(50001, json(r).path("code").asInt());
        }
    }

    @Test
    void aGuildAndAGlobalCommandOfOneNameBothShow() throws Exception {
        try (Response r = call("PUT", "applications/" + fake.applicationId() + "/commands",
                "[{\"name\":\"raw\",\"description\":\"the global one\"}]", true)) {
            assertEquals(200, r.code());
        }
        try {
            assertEquals(List.of("raw", "raw"), fake.commandsShown(general));
            assertEquals(List.of("raw"), fake.commandsShown(fake.dmChannel(alice)));
        } finally {
            call("PUT", "applications/" + fake.applicationId() + "/commands", "[]", true).close();
        }
    }

    @Test
    void aReconnectRequestAndADroppedConnectionAreResumed() throws Exception {
        int before = fake.resumes();
        fake.requestReconnect();
        assertNotNull(fake.await(() -> fake.resumes() > before ? true : null, Duration.ofSeconds(20)), "opcode 7");
        fake.dropGateway();
        assertNotNull(fake.await(() -> fake.resumes() > before + 1 ? true : null, Duration.ofSeconds(20)), "a drop");
        JsonNode resume = fake.gatewayFrames().stream().filter(f -> f.path("op").asInt() == 6).reduce((a, b) -> b)
                .orElse(null);
        assertNotNull(resume);
        assertTrue(resume.path("d").path("session_id").asText().startsWith("fake-session-"));
        assertTrue(resume.path("d").path("seq").asInt() > 0);
        assertTrue(fake.awaitReady(Duration.ofSeconds(5)));
        FakeChannel later = guild.textChannel("after-resume");
        assertNotNull(fake.await(() -> jda.getTextChannelById(later.id()), Duration.ofSeconds(5)),
                "events still reach the bot after resuming");
    }
}
