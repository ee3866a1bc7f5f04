package org.chancery.discord.fake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import net.dv8tion.jda.api.JDA;
import okhttp3.MediaType;
import okhttp3.MultipartBody;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.chancery.discord.DiscordConfig;
import org.chancery.discord.gateway.JdaFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The fake refuses what Discord refuses, where it was once kinder (issue 32 §6; README.md beside this file names
 * Discord's words for each): Embed Links, the nonce's few minutes, rate-limit buckets and the global 50 a second, a
 * request's 25 MiB, and a bot's DM open.
 */
class RefusalRulesTest {
    private static final MediaType JSON = MediaType.get("application/json");
    private static final OkHttpClient HTTP = new OkHttpClient();
    FakeDiscord fake;
    FakeGuild guild;
    FakeChannel general;

    @BeforeEach
    void start() throws Exception {
        fake = FakeDiscord.start();
        guild = fake.guild("Refusals", fake.user("alice"));
        general = guild.textChannel("general");
    }

    @AfterEach
    void stop() throws Exception {
        fake.close();
    }

    private Response call(String method, String path, String json) throws Exception {
        RequestBody body = json == null ? null : RequestBody.create(json, JSON);
        return HTTP.newCall(new Request.Builder().url(fake.restBaseUrl() + path).method(method, body)
                .header("Authorization", "Bot " + fake.token()).build()).execute();
    }

    private static JsonNode json(Response r) throws Exception {
        return Shapes.JSON.readTree(r.body().string());
    }

    private String messages() {
        return "channels/" + general.id() + "/messages";
    }

    @Test
    void withoutEmbedLinksEmbedsAloneAreRefusedAndOtherwiseDropped() throws Exception {
        guild.overwrite(general, fake.bot(), 0, FakeRole.EMBED_LINKS);
        String embed = "\"embeds\":[{\"title\":\"Spring 1901 results\"}]";
        try (Response r = call("POST", messages(), "{" + embed + "}")) {
            assertEquals(403, r.code());
            assertEquals(50013, json(r).path("code").asInt());
        }
        try (Response r = call("POST", messages(), "{\"content\":\"results\"," + embed + "}")) {
            assertEquals(200, r.code());
            assertEquals(0, json(r).path("embeds").size(), "made, without its embeds");
        }
        guild.overwrite(general, fake.bot(), 0, 0);
        try (Response r = call("POST", messages(), "{" + embed + "}")) {
            assertEquals(200, r.code());
            assertEquals(1, json(r).path("embeds").size());
        }
    }

    @Test
    void aNonceIsRememberedForAFewMinutesOnly() throws Exception {
        String body = "{\"content\":\"notice\",\"nonce\":\"n7\",\"enforce_nonce\":true}";
        String first, second, later;
        try (Response r = call("POST", messages(), body)) { first = json(r).path("id").asText(); }
        try (Response r = call("POST", messages(), body)) { second = json(r).path("id").asText(); }
        assertEquals(first, second, "sent again within the window: the first message, no second");
        fake.advance(Nonces.WINDOW.plusSeconds(1));
        try (Response r = call("POST", messages(), body)) { later = json(r).path("id").asText(); }
        assertNotEquals(first, later, "past Discord's few minutes the nonce is forgotten: a second message");
        assertEquals(2, fake.channelMessages(general.id()).size());
    }

    @Test
    void everyAnswerCarriesItsBucketAndJdaKeepsWithinIt() throws Exception {
        try (Response a = call("POST", messages(), "{\"content\":\"a\"}");
             Response b = call("POST", messages(), "{\"content\":\"b\"}")) {
            assertNotNull(a.header("X-RateLimit-Bucket"));
            assertEquals(a.header("X-RateLimit-Bucket"), b.header("X-RateLimit-Bucket"), "one channel, one bucket");
            assertEquals(Buckets.DEFAULT_LIMIT, Integer.parseInt(a.header("X-RateLimit-Limit")));
            assertEquals(Integer.parseInt(a.header("X-RateLimit-Remaining")) - 1,
                    Integer.parseInt(b.header("X-RateLimit-Remaining")));
            assertNotNull(a.header("X-RateLimit-Reset-After"));
            assertNotNull(a.header("X-RateLimit-Reset"));
        }
        fake.routeLimit(3, Duration.ofSeconds(1));
        JDA jda = JdaFactory.start(new DiscordConfig(fake.token(), java.util.Optional.empty(), java.util.Optional.empty()),
                fake.endpoints());
        try {
            assertTrue(fake.awaitReady(Duration.ofSeconds(30)));
            long start = System.nanoTime();
            for (int i = 0; i < 9; i++) jda.getTextChannelById(general.id()).sendMessage("m" + i).complete();
            assertTrue(System.nanoTime() - start >= 1_500_000_000L, "9 posts at 3 a second take two windows at least");
            assertEquals(0, fake.routeLimited(), "JDA read the headers and waited, without a 429");
        } finally {
            jda.shutdownNow();
            jda.awaitShutdown(Duration.ofSeconds(5));
        }
    }

    @Test
    void past50RequestsASecondDiscordAnswers429Global() throws Exception {
        java.util.concurrent.atomic.AtomicInteger refused = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(16);
        List<java.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
        for (int i = 0; i < 160; i++) {
            done.add(pool.submit(() -> {
                try (Response r = call("GET", "users/@me", null)) {
                    if (r.code() == 429) {
                        refused.incrementAndGet();
                        assertEquals("true", r.header("X-RateLimit-Global"));
                        assertTrue(json(r).path("retry_after").asDouble() <= 1.0);
                    }
                }
                return null;
            }));
        }
        for (var f : done) f.get();
        pool.shutdown();
        // 160 requests from 16 threads: more than 50 fall within some second even on a loaded machine
        assertTrue(refused.get() >= 1, "refused " + refused.get());
        assertEquals(refused.get(), fake.globalLimited());
        try (Response r = call("POST", "interactions/1/x/callback", "{\"type\":1}")) {
            assertNotEquals(429, r.code(), "interaction endpoints are not bound to the global limit");
        }
        fake.takeBreaches();
    }

    @Test
    void filesOver25MiBTogetherAreRefusedWith413() throws Exception {
        MultipartBody.Builder body = new MultipartBody.Builder().setType(MultipartBody.FORM)
                .addFormDataPart("payload_json", "{\"attachments\":[{\"id\":\"0\",\"filename\":\"a.png\"},"
                        + "{\"id\":\"1\",\"filename\":\"b.png\"},{\"id\":\"2\",\"filename\":\"c.png\"}]}");
        for (int i = 0; i < 3; i++) {
            body.addFormDataPart("files[" + i + "]", (char) ('a' + i) + ".png",
                    RequestBody.create(new byte[9 * 1024 * 1024], MediaType.get("image/png")));
        }
        Request request = new Request.Builder().url(fake.restBaseUrl() + messages())
                .header("Authorization", "Bot " + fake.token()).post(body.build()).build();
        try (Response r = HTTP.newCall(request).execute()) {
            assertEquals(413, r.code(), "each file within 10 MiB, 27 MiB together");
            assertEquals(40005, json(r).path("code").asInt());
        }
        List<String> breaches = fake.takeBreaches();
        assertTrue(breaches.size() == 1 && breaches.get(0).contains("over 25 MiB"), breaches.toString());
    }

    @Test
    void aBotOpensADmWithRecipientIdAlone() throws Exception {
        FakeUser bob = fake.user("bob");
        String id = Long.toUnsignedString(bob.id());
        try (Response r = call("POST", "users/@me/channels", "{\"recipient_id\":\"" + id + "\"}")) {
            assertEquals(200, r.code());
        }
        assertEquals(List.of(), fake.takeBreaches());
        for (String body : List.of("{}", "{\"recipient_id\":null}", "{\"recipient_id\":" + id + "}",
                "{\"recipient_id\":\"" + id + "\",\"access_tokens\":[\"t\"]}", "{\"nicks\":{\"" + id + "\":\"b\"}}")) {
            try (Response r = call("POST", "users/@me/channels", body)) {
                assertEquals(400, r.code(), body);
            }
            assertEquals(1, fake.takeBreaches().size(), body);
        }
    }
}
