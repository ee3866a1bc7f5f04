package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.chancery.command.RenderedMaps;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeRole;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.Posted;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Posting with one queue per place: one game's channel failing does not hold up the others, and a post
 * Discord refuses for good (no Attach Files, DMs closed) is not retried for ever; the GM is told once.
 */
class PostingOnDiscordTest {
    static final Duration WAIT = Duration.ofSeconds(30);

    FakeDiscord fake;
    FakeUser gm;
    FakeUser player;
    Database db;
    GameService service;
    ChanceryBot bot;
    final TestClock clock = TestClock.at("2030-03-01T12:00:00Z");

    @BeforeEach
    void start() throws Exception {
        fake = FakeDiscord.start();
        gm = fake.user("gwen");
        player = fake.user("fran");
        db = Database.inMemory();
        service = new GameService(db, clock);
    }

    void connect() throws Exception {
        bot = ChanceryBot.start(new DiscordConfig(fake.token(), Optional.empty(), Optional.empty()), fake.endpoints(),
                service, new RenderedMaps(), DiscordBot.DEFER_AFTER, d -> Thread.sleep(Math.min(d.toMillis(), 50)),
                Duration.ofMillis(100));
    }

    @AfterEach
    void stop() throws Exception {
        if (bot != null) bot.close();
        if (db != null) db.close();
        if (fake != null) fake.close();
    }

    FakeChannel server(String name, long everyone) {
        FakeGuild guild = fake.guild(name, fake.user(name + "-owner"));
        guild.everyone(everyone);
        guild.join(gm);
        guild.join(player);
        return guild.textChannel("game");
    }

    long game(FakeChannel channel) {
        Actor gwen = new Actor(Long.toUnsignedString(gm.id()), "gwen", false);
        Actor fran = new Actor(Long.toUnsignedString(player.id()), "fran", false);
        long id = service.create(gwen, Long.toUnsignedString(channel.guildId()), Long.toUnsignedString(channel.id()),
                "Game in " + channel.id(), "classic", GameSettings.defaults());
        service.join(fran, id, "France");
        service.start(gwen, id);
        service.orders().submit(fran, id, null, "A par-bur", false);
        return id;
    }

    void adjudicate(long id, String phase) {
        service.force(new Actor(Long.toUnsignedString(gm.id()), "gwen", false), id, phase);
        bot.poster().wake();
    }

    List<Posted> results(FakeChannel c) {
        return fake.channelMessages(c.id()).stream().filter(p -> p.message().toString().contains(" results")).toList();
    }

    long posts(FakeChannel c, String status) {
        String route = "POST /channels/" + c.id() + "/messages -> " + status;
        return fake.requests().stream().filter(r -> r.equals(route)).count();
    }

    @Test
    void oneFailingChannelHoldsUpNoOtherGame() throws Exception {
        FakeChannel down = server("Down", FakeRole.EVERYONE);
        FakeChannel fine = server("Fine", FakeRole.EVERYONE);
        FakeChannel alsoFine = server("Also fine", FakeRole.EVERYONE);
        long a = game(down), b = game(fine), c = game(alsoFine);
        fake.failNext("POST", "/channels/" + down.id() + "/messages", 500, 1_000_000);
        connect();
        adjudicate(a, "S1901M");
        assertNotNull(fake.await(() -> posts(down, "500") >= 3 ? true : null, WAIT), "game A's channel was never tried");
        adjudicate(b, "S1901M");
        adjudicate(c, "S1901M");
        assertNotNull(fake.await(() -> results(fine).size() == 1 && results(alsoFine).size() == 1 ? true : null, WAIT),
                "the other games' results waited behind the failing channel");
        assertTrue(results(down).isEmpty());
        fake.clearFaults();
        assertNotNull(fake.await(() -> results(down).size() == 1 ? true : null, WAIT), "game A's results once Discord is back");
    }

    @Test
    void aRefusedPostIsGivenUpAndTheGmToldOnce() throws Exception {
        FakeChannel noFiles = server("No files", FakeRole.EVERYONE & ~FakeRole.ATTACH_FILES);
        long id = game(noFiles);
        connect();
        adjudicate(id, "S1901M");
        long dm = fake.dmChannel(gm).id();
        Posted told = fake.await(() -> fake.channelMessages(dm).stream()
                .filter(p -> p.content().contains("could not post in the game channel")).findFirst().orElse(null), WAIT);
        assertNotNull(told, "the GM was never told: " + fake.channelMessages(dm));
        assertTrue(told.content().contains("Missing Permissions") && told.content().contains("Attach Files"), told.content());
        assertNotNull(fake.await(() -> service.pendingNotices().isEmpty() ? true : null, WAIT), "given up, not pending");
        // the bot knows it lacks Attach Files there (JDA's cache), so it refuses the post whole without sending it
        assertTrue(results(noFiles).isEmpty() && posts(noFiles, "403") == 0, "nothing half-posted");
        adjudicate(id, "F1901M");
        assertNotNull(fake.await(() -> service.pendingNotices().isEmpty() && service.game(id).phaseSeq() > 1 ? true : null, WAIT));
        Thread.sleep(500);
        assertTrue(results(noFiles).isEmpty() && posts(noFiles, "403") == 0, "a refusal is not retried");
        assertEquals(1, fake.channelMessages(dm).stream().filter(p -> p.content().contains("could not post")).count(),
                "the GM is told once");
    }

    @Test
    void aDeletedChannelPausesTheGameAndTheGmIsToldWhatToDo() throws Exception {
        FakeChannel channel = server("Gone", FakeRole.EVERYONE);
        long id = game(channel);
        Actor gwen = new Actor(Long.toUnsignedString(gm.id()), "gwen", false);
        service.gm().deadline(gwen, id, 60);
        connect();
        fake.guild(channel.guildId()).deleteChannel(channel);
        adjudicate(id, "S1901M");
        long dm = fake.dmChannel(gm).id();
        Posted told = fake.await(() -> fake.channelMessages(dm).stream()
                .filter(p -> p.content().contains("paused")).findFirst().orElse(null), WAIT);
        assertNotNull(told, "the GM was never told: " + fake.channelMessages(dm));
        assertTrue(told.content().contains("Unknown Channel") && told.content().contains("game import")
                && told.content().contains("game resume"), told.content());
        assertEquals(null, service.game(id).deadline(), "the game's clock is stopped");
        assertNotNull(service.game(id).pausedLeft());
    }

    @Test
    void aPlayerWithClosedDmsIsReportedToTheGmOnce() throws Exception {
        FakeChannel channel = server("Club", FakeRole.EVERYONE);
        long id = game(channel);
        fake.closeDms(player);
        connect();
        service.gm().deadline(new Actor(Long.toUnsignedString(gm.id()), "gwen", false), id, 60);
        service.configure(new Actor(Long.toUnsignedString(gm.id()), "gwen", false), id, "remind", "2h");
        // France's orders are taken back, so the reminder is due (the deadline is within the reminder's 2 hours).
        service.orders().clear(new Actor(Long.toUnsignedString(player.id()), "fran", false), id, null);
        new org.chancery.game.Scheduler(service).tick();
        bot.poster().wake();
        long dm = fake.dmChannel(gm).id();
        Posted told = fake.await(() -> fake.channelMessages(dm).stream()
                .filter(p -> p.content().contains("direct messages of France's player")).findFirst().orElse(null), WAIT);
        assertNotNull(told, "the GM was never told: " + fake.channelMessages(dm));
        assertTrue(told.content().contains("Cannot send messages to this user"), told.content());
    }

    /** Whether the bot's own cache (JDA's) holds {@code permission} for the bot in the channel. */
    boolean botSees(FakeChannel c, net.dv8tion.jda.api.Permission permission) {
        var channel = bot.bot().shards().getGuildChannelById(c.id());
        return channel != null && channel.getGuild().getSelfMember().hasPermission(channel, permission);
    }

    List<Posted> toldGm(String part) {
        long dm = fake.dmChannel(gm).id();
        return fake.channelMessages(dm).stream().filter(p -> p.content().contains(part)).toList();
    }

    @Test
    void resultsWithoutEmbedLinksAreRefusedWholeThenPostedAgainByTheGm() throws Exception {
        FakeChannel channel = server("No embeds", FakeRole.EVERYONE & ~FakeRole.EMBED_LINKS);
        long id = game(channel);
        connect();
        adjudicate(id, "S1901M");
        assertNotNull(fake.await(() -> toldGm("could not post in the game channel").isEmpty() ? null : true, WAIT),
                "the GM was never told: " + fake.channelMessages(fake.dmChannel(gm).id()));
        String told = toldGm("could not post").get(0).content();
        assertTrue(told.contains("Embed Links") && told.contains("/game repost phase: S1901M"), told);
        assertTrue(fake.channelMessages(channel.id()).stream().allMatch(p -> p.files().isEmpty()
                && p.payload().path("embeds").isEmpty()) && posts(channel, "403") == 0,
                "nothing half-posted: " + fake.channelMessages(channel.id()));

        fake.guild(channel.guildId()).overwrite(channel, fake.bot(), FakeRole.EMBED_LINKS, 0);
        assertNotNull(fake.await(() -> botSees(channel, net.dv8tion.jda.api.Permission.MESSAGE_EMBED_LINKS) ? true : null, WAIT));
        var answer = BotFixture.answerOf(fake, fake.slash(gm, channel, "game repost", java.util.Map.of("phase", "s1901m")));
        assertTrue(BotFixture.text(answer).contains("Spring 1901"), BotFixture.text(answer));
        Posted again = fake.await(() -> results(channel).isEmpty() ? null : results(channel).get(0), WAIT);
        assertNotNull(again, "the results were not posted again");
        String embed = again.embeds().get(0).toString();
        assertTrue(embed.contains("Spring 1901") && embed.contains("posted again by the GM") && embed.contains("A par"), embed);
        assertTrue(again.files().size() >= 2, "the maps come with them: " + again.files().size());
        var wrong = BotFixture.answerOf(fake, fake.slash(gm, channel, "game repost", java.util.Map.of("phase", "F1901M")));
        assertTrue(BotFixture.text(wrong).contains("'F1901M' is not an adjudicated phase")
                && BotFixture.text(wrong).contains("e.g. game repost S1901M"), BotFixture.text(wrong));
    }

    @Test
    void aPlaceThatWorksAgainIsReportedAgainWhenItFailsAgain() throws Exception {
        FakeChannel channel = server("On and off", FakeRole.EVERYONE);
        long id = game(channel);
        FakeGuild guild = fake.guild(channel.guildId());
        guild.overwrite(channel, fake.bot(), 0, FakeRole.ATTACH_FILES);
        connect();
        adjudicate(id, "S1901M");
        assertNotNull(fake.await(() -> toldGm("could not post").size() == 1 ? true : null, WAIT));
        guild.overwrite(channel, fake.bot(), 0, 0);
        assertNotNull(fake.await(() -> botSees(channel, net.dv8tion.jda.api.Permission.MESSAGE_ATTACH_FILES) ? true : null, WAIT));
        adjudicate(id, "F1901M");
        assertNotNull(fake.await(() -> results(channel).size() == 1 ? true : null, WAIT), "the fixed channel takes posts");
        guild.overwrite(channel, fake.bot(), 0, FakeRole.ATTACH_FILES);
        assertNotNull(fake.await(() -> botSees(channel, net.dv8tion.jda.api.Permission.MESSAGE_ATTACH_FILES) ? null : true, WAIT));
        adjudicate(id, null);
        assertNotNull(fake.await(() -> toldGm("could not post").size() == 2 ? true : null, WAIT),
                "a new failure after a post went through is reported again: " + toldGm("could not post"));
        assertTrue(service.log(new Actor(Long.toUnsignedString(gm.id()), "gwen", false), id).stream()
                .anyMatch(e -> e.kind().equals("delivered") && e.detail().contains("go through again")));
    }
}
