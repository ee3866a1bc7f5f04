package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chancery.command.RenderedMaps;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeInteraction;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.fake.Posted;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Diplomacy of the Empire on the real JDA client against the fake: a year to the first build phase, where Numidia
 * pays Italia, Italia builds a city with the money, and Numidia's cavalry fails for lack of money; each treasury's
 * ledger is shown to its owner only.
 */
class EmpireOnDiscordTest {
    private static final Duration WAIT = ChanceryOnDiscordTest.WAIT;
    private FakeDiscord fake;
    private FakeChannel channel;
    private FakeUser gm;
    private FakeUser italia;
    private FakeUser numidia;
    private Database db;
    private ChanceryBot bot;

    @BeforeEach
    void start() throws Exception {
        fake = FakeDiscord.start();
        FakeGuild guild = fake.guild("Empire Club", fake.user("owner"));
        channel = guild.textChannel("empire");
        gm = fake.user("caesar");
        italia = fake.user("italia-player");
        numidia = fake.user("numidia-player");
        for (FakeUser u : List.of(gm, italia, numidia)) guild.join(u);
        db = Database.inMemory();
        GameService service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
        bot = ChanceryBot.start(new DiscordConfig(fake.token(), Optional.empty(), Optional.empty()), fake.endpoints(),
                service, new RenderedMaps(), DiscordBot.DEFER_AFTER, Sleeper.REAL, Duration.ofMillis(200));
    }

    @AfterEach
    void stop() throws Exception {
        if (bot != null) bot.close();
        if (db != null) db.close();
        if (fake != null) fake.close();
    }

    @Test
    void payACityAndABuildThatFailsForLackOfMoney() {
        answer(fake.slash(gm, channel, "game create", Map.of("variant", "diplomacy-of-the-empire", "name", "Rome")));
        answer(fake.slash(italia, channel, "join", Map.of("power", "Italia")));
        answer(fake.slash(numidia, channel, "join", Map.of("power", "Numidia")));
        assertTrue(text(answer(fake.slash(gm, channel, "game start", Map.of()))).contains("started"));

        String spring = text(answer(fake.slash(italia, channel, "order", Map.of("orders", "Italia move to Neapolis"))));
        assertTrue(spring.contains("accepted: Inf ita-nea"), spring);
        answer(fake.slashInDm(numidia, "order", Map.of("orders", "Numidia move to Africa Procons")));
        answer(fake.slash(gm, channel, "game adjudicate", Map.of()));
        awaitPost("Spring 43 BC Movement results");
        answer(fake.slash(italia, channel, "order", Map.of("orders", "Neopolus move to Sicilia")));
        answer(fake.slash(gm, channel, "game adjudicate", Map.of()));
        String fall = awaitPost("Fall 43 BC Movement results");
        assertTrue(fall.contains("Tribute for 43 BC") && fall.contains("Italia 30") && fall.contains("Numidia 25"), fall);

        String pay = text(answer(fake.slashInDm(numidia, "order", Map.of("orders", "PAY 10 Italia; Build Cavalry Numidia"))));
        assertTrue(pay.contains("accepted: PAY 10 Italia") && pay.contains("accepted: Build Cav num"), pay);
        String tooMuch = text(answer(fake.slashInDm(numidia, "order", Map.of("orders", "PAY 30 Italia"))));
        assertTrue(tooMuch.contains("holds 25 talents, so it cannot pay 30"), tooMuch);
        String city = text(answer(fake.slash(italia, channel, "order", Map.of("orders", "Build City Neapolis"))));
        assertTrue(city.contains("accepted: Build City nea"), city);
        answer(fake.slash(gm, channel, "game adjudicate", Map.of()));
        String winter = awaitPost("Winter 43 BC Adjustments results");
        assertTrue(winter.contains("PAY 10 Italia"), winter);
        assertTrue(winter.contains("Build City nea") && !winter.contains("Build City nea ("), "the city is built: " + winter);
        assertTrue(winter.contains("Build Cav num (not enough money"), winter);

        InteractionResponse mine = answer(fake.slash(italia, channel, "ledger", Map.of()));
        assertTrue(mine.ephemeral());
        String ledger = text(mine);
        assertTrue(ledger.contains("PAY from Numidia +10") && ledger.contains("Build City nea -30"), ledger);
        String theirs = text(answer(fake.slash(numidia, channel, "ledger", Map.of("power", "Italia"))));
        assertFalse(theirs.contains("Build City nea -30") || theirs.contains("PAY from Numidia"), "Italia's ledger reached Numidia: " + theirs);
        for (Posted p : fake.channelMessages(fake.dmChannel(numidia).id())) {
            assertFalse(text(p.message()).contains("Build City nea -30"), "Italia's ledger reached Numidia: " + p.message());
        }
        for (Posted p : fake.channelMessages(channel.id())) {
            assertFalse(text(p.message()).contains("balance"), "a ledger line was posted in the channel: " + p.message());
        }
        Posted dm = fake.await(() -> fake.channelMessages(fake.dmChannel(italia).id()).stream()
                .filter(m -> text(m.message()).contains("PAY from Numidia +10")).findFirst().orElse(null), WAIT);
        assertNotNull(dm, "Italia is told its ledger by DM");
    }

    private String awaitPost(String title) {
        Posted p = fake.await(() -> fake.channelMessages(channel.id()).stream()
                .filter(m -> text(m.message()).contains(title)).findFirst().orElse(null), WAIT);
        assertNotNull(p, "no " + title + " posted: " + fake.channelMessages(channel.id()));
        return text(p.message());
    }

    private InteractionResponse answer(FakeInteraction ix) {
        List<InteractionResponse> first = fake.awaitResponses(ix, 1, WAIT);
        assertNotNull(first, "no answer");
        if (first.get(0).callbackType() != InteractionResponse.DEFERRED) return first.get(0);
        List<InteractionResponse> both = fake.awaitResponses(ix, 2, WAIT);
        assertNotNull(both, "deferred but never answered");
        return both.get(1);
    }

    private static String text(InteractionResponse r) { return ChanceryOnDiscordTest.text(r); }

    private static String text(com.fasterxml.jackson.databind.JsonNode m) { return ChanceryOnDiscordTest.text(m); }
}
