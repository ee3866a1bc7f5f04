package org.chancery.discord.fake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.chancery.discord.DiscordConfig;
import org.chancery.discord.gateway.JdaFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The fake keeps Discord's rules: checked here over raw HTTP, and with JDA for follow-ups and late answers. */
class FakeDiscordTest {
    private static final MediaType JSON = MediaType.get("application/json");
    static FakeDiscord fake;
    static FakeUser alice;
    static FakeChannel channel;
    static JDA jda;
    static final CompletableFuture<Throwable> lateFailure = new CompletableFuture<>();
    static final OkHttpClient http = new OkHttpClient();

    /** Replies, then follows up privately; for "late", waits past the limit before replying. */
    static final class RawListener extends ListenerAdapter {
        @Override
        public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
            if (event.getName().equals("late")) {
                sleep(300);
                event.reply("too late").queue(null, lateFailure::complete);
                return;
            }
            event.reply("first").queue(hook -> hook.sendMessage("second, privately").setEphemeral(true).queue());
        }
    }

    @BeforeAll
    static void start() throws Exception {
        fake = FakeDiscord.start();
        alice = fake.user("alice");
        FakeGuild guild = fake.guild("Rules", alice);
        channel = guild.textChannel("general");
        jda = JdaFactory.start(new DiscordConfig(fake.token(), java.util.Optional.empty(), java.util.Optional.empty()),
                fake.endpoints(), new RawListener());
        jda.updateCommands().addCommands(Commands.slash("talk", "replies twice"), Commands.slash("late", "too slow"))
                .complete();
    }

    @AfterAll
    static void stop() throws Exception {
        if (jda != null) {
            jda.shutdownNow();
            jda.awaitShutdown(Duration.ofSeconds(5));
        }
        if (fake != null) fake.close();
    }

    private static Response post(String path, String body, boolean auth) throws Exception {
        Request.Builder request = new Request.Builder().url(fake.restBaseUrl() + path).post(RequestBody.create(body, JSON));
        if (auth) request.header("Authorization", "Bot " + fake.token());
        return http.newCall(request.build()).execute();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void followUpsComeAfterTheReplyWithTheirOwnVisibility() {
        FakeInteraction ix = fake.slash(alice, channel, "talk", Map.of());
        List<InteractionResponse> responses = fake.awaitResponses(ix, 2, Duration.ofSeconds(5));
        assertNotNull(responses);
        assertEquals(InteractionResponse.Kind.CALLBACK, responses.get(0).kind());
        assertEquals("first", responses.get(0).content());
        assertEquals(false, responses.get(0).ephemeral());
        assertEquals(InteractionResponse.Kind.FOLLOWUP, responses.get(1).kind());
        assertEquals("second, privately", responses.get(1).content());
        assertTrue(responses.get(1).ephemeral());
    }

    @Test
    void anAnswerAfterTheLimitIsAnUnknownInteraction() throws Exception {
        fake.ackLimit(Duration.ofMillis(100));
        try {
            FakeInteraction ix = fake.slash(alice, channel, "late", Map.of());
            Throwable failure = lateFailure.get(5, TimeUnit.SECONDS);
            assertTrue(String.valueOf(failure.getMessage()).contains("Failed to acknowledge"), failure.toString());
            assertEquals(List.of(), ix.responses());
            assertTrue(ix.lateAcknowledgement().toMillis() > 100, "how late it came is kept: " + ix.lateAcknowledgement());
            AssertionError told = assertThrows(AssertionError.class, () -> fake.awaitAcknowledgement(ix, Duration.ofSeconds(5)));
            assertTrue(told.getMessage().contains("past the 100 ms Discord allows") && told.getMessage().contains("-> 404"),
                    told.getMessage());
        } finally {
            fake.ackLimit(Duration.ofSeconds(3));
        }
    }

    @Test
    void anInteractionIsAcknowledgedOnceAndItsWebhookWaitsForThat() throws Exception {
        FakeInteraction ix = fake.slash(alice, channel, "talk", Map.of());
        fake.awaitResponses(ix, 2, Duration.ofSeconds(5));
        try (Response again = post("interactions/" + ix.id() + "/" + ix.token() + "/callback",
                "{\"type\":4,\"data\":{\"content\":\"again\"}}", false)) {
            assertEquals(400, again.code());
            assertEquals(40060, code(again));
        }
        try (Response forged = post("interactions/" + ix.id() + "/wrong-token/callback", "{\"type\":5}", false)) {
            assertEquals(404, forged.code());
            assertEquals(10062, code(forged));
        }
    }

    @Test
    void restNeedsTheBotTokenAndRefusesEmptyMessages() throws Exception {
        try (Response anonymous = post("channels/" + channel.id() + "/messages", "{\"content\":\"hi\"}", false)) {
            assertEquals(401, anonymous.code());
        }
        try (Response empty = post("channels/" + channel.id() + "/messages", "{\"content\":\"\"}", true)) {
            assertEquals(400, empty.code());
            assertEquals(50006, code(empty));
        }
        try (Response nowhere = post("channels/1/messages", "{\"content\":\"hi\"}", true)) {
            assertEquals(10003, code(nowhere));
        }
        assertEquals(List.of(), fake.channelMessages(channel.id()));
    }

    @Test
    void commandNamesAreCheckedAsDiscordDoes() throws Exception {
        String path = "applications/" + fake.applicationId() + "/commands";
        Request put = new Request.Builder().url(fake.restBaseUrl() + path).header("Authorization", "Bot " + fake.token())
                .put(RequestBody.create("[{\"name\":\"Order\",\"description\":\"x\"}]", JSON)).build();
        try (Response response = http.newCall(put).execute()) {
            assertEquals(400, response.code());
            assertEquals(50035, code(response));
        }
        assertEquals(2, fake.globalCommands().size(), "a refused overwrite keeps the old commands");
    }

    private static int code(Response response) throws Exception {
        JsonNode body = Shapes.JSON.readTree(response.body().string());
        return body.path("code").asInt(-1);
    }
}
