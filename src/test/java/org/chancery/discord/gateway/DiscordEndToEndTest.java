package org.chancery.discord.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import net.dv8tion.jda.api.JDA;
import org.chancery.discord.DiscordConfig;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeInteraction;
import org.chancery.discord.fake.FakeRole;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.fake.Posted;
import org.chancery.discord.fake.Upload;
import org.chancery.discord.interaction.Answer;
import org.chancery.discord.interaction.AutocompleteCall;
import org.chancery.discord.interaction.DirectMessage;
import org.chancery.discord.interaction.InteractionHandler;
import org.chancery.discord.interaction.SlashCall;
import org.chancery.discord.interaction.SlashCommand;
import org.chancery.discord.interaction.Suggestion;
import org.chancery.discord.message.Embed;
import org.chancery.discord.message.MessageFile;
import org.chancery.discord.message.OutgoingMessage;
import org.chancery.discord.posting.Backoff;
import org.chancery.discord.posting.Outbox;
import org.chancery.discord.posting.Sleeper;
import org.chancery.discord.posting.Target;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The real JDA client against the wire-protocol fake, over loopback. */
class DiscordEndToEndTest {
    private static final Duration WAIT = Duration.ofSeconds(5);
    static FakeDiscord fake;
    static FakeUser alice;
    static FakeUser bob;
    static FakeGuild guild;
    static FakeRole gm;
    static FakeChannel game;
    static DiscordBot bot;
    static JDA jda;

    /** A small handler standing in for the command layer. */
    static final class TestHandler implements InteractionHandler {
        @Override
        public Answer onSlash(SlashCall call) throws Exception {
            return switch (call.path()) {
                case "ping" -> Answer.privately("pong, " + call.caller().name() + (call.place().direct() ? " (DM)" : "")
                        + (call.caller().hasRole("GM") ? " [GM]" : ""));
                case "game slow" -> {
                    Thread.sleep(400);
                    yield Answer.privately("adjudicated after a while");
                }
                case "game boom" -> throw new IllegalStateException("broken on purpose");
                default -> Answer.privately("unknown " + call.path());
            };
        }

        @Override
        public Optional<OutgoingMessage> onDirectMessage(DirectMessage message) {
            return Optional.of(OutgoingMessage.text("Hello " + message.userName() + ", use /order to give orders."));
        }

        @Override
        public List<Suggestion> onAutocomplete(AutocompleteCall call) {
            return List.of("A PAR - BUR", "A PAR - PIC", "A PAR H").stream()
                    .filter(o -> o.toLowerCase().startsWith(call.typed().toLowerCase())).map(Suggestion::of).toList();
        }
    }

    static final List<SlashCommand> COMMANDS = List.of(
            SlashCommand.of("ping", "Answers privately"),
            SlashCommand.of("order", "Give orders",
                    SlashCommand.Option.text("orders", "one order per line", true).autocompleted()),
            SlashCommand.group("game", "GM commands",
                    SlashCommand.of("slow", "Takes its time"),
                    SlashCommand.of("boom", "Fails")));

    @BeforeAll
    static void start() throws Exception {
        fake = FakeDiscord.start();
        alice = fake.user("alice");
        bob = fake.user("bob");
        guild = fake.guild("Diplomacy Club", alice);
        gm = guild.role("GM", FakeRole.EVERYONE);
        game = guild.textChannel("game-1");
        guild.join(bob, gm);
        var config = new DiscordConfig(fake.token(), Optional.of(guild.id()), Optional.of("GM"));
        long begin = System.nanoTime();
        bot = DiscordBot.start(config, fake.endpoints(), new TestHandler(), COMMANDS, Duration.ofMillis(150), Sleeper.REAL);
        System.out.printf("bot start (READY and commands registered) against the fake: %d ms%n",
                (System.nanoTime() - begin) / 1_000_000);
        jda = bot.jda();
        // both scopes at once, on purpose: no server's commands are cleaned here (no guilds given)
        CommandRegistrar.register(jda, List.of(), Optional.empty(), List.of(COMMANDS.get(0)));
    }

    @AfterAll
    static void stop() throws Exception {
        if (bot != null) bot.close();
        if (fake != null) fake.close();
    }

    @Test
    void identifiesWithoutCompressionAndLoadsTheGuild() {
        JsonNode identify = fake.identify();
        assertNotNull(identify);
        assertFalse(identify.path("compress").asBoolean(false));
        assertTrue(fake.requests().stream().anyMatch(r -> r.startsWith("GET /gateway?") && r.contains("encoding=json")
                && r.contains("v=10") && !r.contains("compress")), fake.requests().toString());
        assertEquals(1, jda.getGuilds().size());
        assertNotNull(jda.getTextChannelById(game.id()));
        assertEquals(List.of(), fake.unknownRequests());
    }

    @Test
    void registersGuildAndGlobalCommands() {
        JsonNode commands = fake.guildCommands(guild.id());
        assertEquals(3, commands.size());
        JsonNode game = commands.get(2);
        assertEquals("game", game.get("name").asText());
        assertEquals(1, game.get("options").get(0).get("type").asInt(), "subcommands have option type 1");
        assertTrue(commands.get(1).get("options").get(0).get("autocomplete").asBoolean());
        assertEquals("ping", fake.globalCommands().get(0).get("name").asText());
    }

    @Test
    void repliesEphemerallyInTheGuildChannel() {
        FakeInteraction ix = fake.slash(bob, game, "ping", Map.of());
        List<InteractionResponse> responses = fake.awaitResponses(ix, 1, WAIT);
        assertNotNull(responses, "no answer to /ping");
        InteractionResponse reply = responses.get(0);
        assertEquals(InteractionResponse.REPLY, reply.callbackType());
        assertTrue(reply.ephemeral());
        assertEquals("pong, bob [GM]", reply.content());
        System.out.printf("interaction to reply round trip: %d ms%n", reply.elapsed().toMillis());
    }

    @Test
    void defersWhenSlowThenEditsTheOriginal() {
        FakeInteraction ix = fake.slash(alice, game, "game slow", Map.of());
        List<InteractionResponse> responses = fake.awaitResponses(ix, 2, WAIT);
        assertNotNull(responses, "expected a deferral and an edit");
        assertEquals(InteractionResponse.DEFERRED, responses.get(0).callbackType());
        assertTrue(responses.get(0).ephemeral());
        assertTrue(responses.get(0).elapsed().toMillis() < 3000);
        assertEquals(InteractionResponse.Kind.EDIT_ORIGINAL, responses.get(1).kind());
        assertEquals("adjudicated after a while", responses.get(1).content());
        assertTrue(responses.get(1).ephemeral(), "the edit keeps the deferral's visibility");
    }

    @Test
    void aFailingHandlerStillAnswers() {
        FakeInteraction ix = fake.slash(alice, game, "game boom", Map.of());
        List<InteractionResponse> responses = fake.awaitResponses(ix, 1, WAIT);
        assertNotNull(responses);
        assertEquals(InteractionListener.FAILED, responses.get(0).content());
        assertTrue(responses.get(0).ephemeral());
    }

    @Test
    void answersAutocompleteWithChoices() {
        FakeInteraction ix = fake.autocomplete(bob, game, "order", "orders", "a par - ", Map.of());
        List<InteractionResponse> responses = fake.awaitResponses(ix, 1, WAIT);
        assertNotNull(responses);
        JsonNode choices = responses.get(0).payload().path("data").path("choices");
        assertEquals(InteractionResponse.AUTOCOMPLETE_RESULT, responses.get(0).callbackType());
        assertEquals(2, choices.size());
        assertEquals("A PAR - BUR", choices.get(0).get("value").asText());
    }

    @Test
    void answersAGlobalCommandInADm() {
        FakeInteraction ix = fake.slashInDm(alice, "ping", Map.of());
        List<InteractionResponse> responses = fake.awaitResponses(ix, 1, WAIT);
        assertNotNull(responses);
        assertEquals("pong, alice (DM)", responses.get(0).content());
    }

    @Test
    void answersAPlainDirectMessage() {
        FakeUser carol = fake.user("carol");
        fake.directMessage(carol, "hello?");
        List<Posted> answers = fake.awaitChannelMessages(fake.dmChannel(carol).id(), 1, WAIT);
        assertNotNull(answers, "no answer in the DM");
        assertEquals("Hello carol, use /order to give orders.", answers.get(0).content());
    }

    @Test
    void postsADirectMessageThroughTheOutbox() throws Exception {
        String text = "Your orders for Spring 1901 are missing.";
        long id = bot.outbox().post(Target.user(bob.id()), OutgoingMessage.text(text)).get(5, TimeUnit.SECONDS);
        List<Posted> posted = fake.awaitChannelMessages(fake.dmChannel(bob).id(), 1, WAIT);
        assertEquals(id, posted.get(0).id());
        assertEquals(text, posted.get(0).content());
        assertTrue(fake.requests().contains("POST /users/@me/channels -> 200"));
    }

    @Test
    void postsAnEmbedWithAPngMapToTheGameChannel() throws Exception {
        byte[] png = png(40, 30);
        Embed results = new Embed("Spring 1901 results", "All orders succeeded.", 0x2E86C1,
                List.of(new Embed.Field("England", "F LON - NTH", true)), "map.png", "Chancery");
        var message = new OutgoingMessage("", List.of(results), List.of(new MessageFile("map.png", png)));
        bot.outbox().post(Target.channel(game.id()), message).get(5, TimeUnit.SECONDS);
        Posted posted = fake.awaitChannelMessages(game.id(), 1, WAIT).get(0);
        Upload file = posted.files().get(0);
        assertEquals("map.png", file.filename());
        assertEquals("files[0]", file.field());
        assertEquals(List.of((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G'),
                List.of(file.data()[0], file.data()[1], file.data()[2], file.data()[3]));
        assertEquals("attachment://map.png", posted.payload().path("embeds").get(0).path("image").path("url").asText());
        JsonNode embed = posted.embeds().get(0);
        assertEquals("Spring 1901 results", embed.get("title").asText());
        assertEquals(0x2E86C1, embed.get("color").asInt());
        assertEquals("F LON - NTH", embed.get("fields").get(0).get("value").asText());
        assertEquals(40, embed.get("image").get("width").asInt());
        assertEquals(30, posted.message().get("attachments").get(0).get("height").asInt());
    }

    @Test
    void outboxRetriesServerErrorsWithBackoffUntilPosted() throws Exception {
        List<Duration> waits = new java.util.concurrent.CopyOnWriteArrayList<>();
        FakeChannel news = guild.textChannel("news");
        fake.failNext("POST", "/channels/" + news.id() + "/messages", 500, 2);
        fake.dropNext("POST", "/channels/" + news.id() + "/messages", 4);
        assertTrue(fake.await(() -> jda.getTextChannelById(news.id()), WAIT) != null);
        try (Outbox outbox = new Outbox(new JdaSender(jda), Backoff.DEFAULT, waits::add)) {
            outbox.post(Target.channel(news.id()), OutgoingMessage.text("Autumn 1901 results")).get(10, TimeUnit.SECONDS);
        }
        assertEquals("Autumn 1901 results", fake.channelMessages(news.id()).get(0).content());
        String route = "POST /channels/" + news.id() + "/messages -> ";
        assertEquals(2, fake.requests().stream().filter(r -> r.equals(route + "500")).count());
        assertEquals(4, fake.requests().stream().filter(r -> r.equals(route + "dropped")).count());
        // OkHttp and JDA retry some dropped connections themselves, so the outbox sees at least the two 500s.
        assertTrue(waits.size() >= 2, waits.toString());
        for (int i = 0; i < waits.size(); i++) assertEquals(Duration.ofSeconds(1L << i), waits.get(i));
    }

    @Test
    void aDmIsOpenedWithTheRecipientAsASnowflakeString() throws Exception {
        // Discord's description types recipient_id as a snowflake string; JDA's openPrivateChannelById sent a number,
        // which the fake's contract check refuses.
        long id = new JdaSender(jda).send(Target.user(bob.id()), OutgoingMessage.text("Your orders for Spring 1901"));
        assertEquals(List.of(), fake.takeBreaches());
        var sent = fake.channelMessages(fake.dmChannel(bob).id());
        assertEquals(id, Long.parseUnsignedLong(sent.get(sent.size() - 1).message().get("id").asText()));
    }

    static byte[] png(int width, int height) throws Exception {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        var g = image.createGraphics();
        g.setColor(Color.BLUE);
        g.fillRect(0, 0, width, height);
        g.dispose();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }
}
