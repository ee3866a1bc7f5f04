package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeInteraction;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.fake.Posted;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Diplomacy of the Empire on the real JDA client against the fake: a year to the first build phase, where Numidia
 * pays Italia, Italia builds a city with the money, and Numidia's cavalry fails for lack of money; each treasury's
 * ledger is shown to its owner only.
 */
class EmpireOnDiscordTest {
    private BotFixture bot;
    private FakeDiscord fake;
    private FakeChannel channel;
    private FakeUser gm;
    private FakeUser italia;
    private FakeUser numidia;

    @BeforeEach
    void start() throws Exception {
        bot = new BotFixture("Empire Club", "empire", "caesar", "italia-player", "numidia-player");
        fake = bot.fake;
        channel = bot.channel;
        gm = bot.users.get(0);
        italia = bot.users.get(1);
        numidia = bot.users.get(2);
    }

    @AfterEach
    void stop() throws Exception {
        if (bot != null) bot.close();
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
        answer(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", "S43BCM")));
        awaitPost("Spring 43 BC Movement results");
        answer(fake.slash(italia, channel, "order", Map.of("orders", "Neopolus move to Sicilia")));
        answer(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", "F43BCM")));
        String fall = awaitPost("Fall 43 BC Movement results");
        assertTrue(fall.contains("Tribute for 43 BC") && fall.contains("Italia 30") && fall.contains("Numidia 25"), fall);

        String pay = text(answer(fake.slashInDm(numidia, "order", Map.of("orders", "PAY 10 Italia; Build Cavalry Numidia"))));
        assertTrue(pay.contains("accepted: PAY 10 Italia") && pay.contains("accepted: Build Cav num"), pay);
        String tooMuch = text(answer(fake.slashInDm(numidia, "order", Map.of("orders", "PAY 30 Italia"))));
        assertTrue(tooMuch.contains("holds 25 talents, so it cannot pay 30"), tooMuch);
        String city = text(answer(fake.slash(italia, channel, "order", Map.of("orders", "Build City Neapolis"))));
        assertTrue(city.contains("accepted: Build City nea"), city);
        answer(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", "W43BCA")));
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
                .filter(m -> text(m.message()).contains("PAY from Numidia +10")).findFirst().orElse(null), BotFixture.WAIT);
        assertNotNull(dm, "Italia is told its ledger by DM");
    }

    private String awaitPost(String title) { return bot.awaitPost(title); }

    private InteractionResponse answer(FakeInteraction ix) { return bot.answer(ix); }

    private static String text(InteractionResponse r) { return BotFixture.text(r); }

    private static String text(com.fasterxml.jackson.databind.JsonNode m) { return BotFixture.text(m); }
}
