package org.chancery.discord;

import static org.chancery.discord.BotFixture.text;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.fake.Posted;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Ice and Fire III on the real JDA client against the fake: a marriage proposed and accepted by DM, secret from the
 * third House until the results, then announced in the channel with the maps.
 */
class IceAndFireOnDiscordTest {
    private BotFixture bot;
    private FakeDiscord fake;
    private FakeUser gm;
    private FakeUser stark;
    private FakeUser targaryen;
    private FakeUser lannister;

    @BeforeEach
    void start() throws Exception {
        bot = new BotFixture("Westeros Club", "westeros", "maester", "stark-player", "targaryen-player", "lannister-player");
        fake = bot.fake;
        gm = bot.users.get(0);
        stark = bot.users.get(1);
        targaryen = bot.users.get(2);
        lannister = bot.users.get(3);
    }

    @AfterEach
    void stop() throws Exception {
        if (bot != null) bot.close();
    }

    @Test
    void aMarriageIsSecretUntilTheResultsAnnounceIt() {
        bot.answer(fake.slash(gm, bot.channel, "game create", Map.of("variant", "ice-and-fire", "name", "Westeros")));
        for (var seat : List.of(Map.entry(stark, "Stark"), Map.entry(targaryen, "Targaryen"), Map.entry(lannister, "Lannister"))) {
            bot.answer(fake.slash(seat.getKey(), bot.channel, "join", Map.of("power", seat.getValue())));
        }
        assertTrue(text(bot.answer(fake.slash(gm, bot.channel, "game start", Map.of()))).contains("started"));

        InteractionResponse proposal = bot.answer(fake.slashInDm(stark, "order",
                Map.of("orders", "Heir Stark weds Heir Targaryen 1, to live at Dragonstone; A wfl-dwm")));
        assertTrue(text(proposal).contains("accepted") && !text(proposal).contains("rejected"), text(proposal));
        InteractionResponse acceptance = bot.answer(fake.slashInDm(targaryen, "order",
                Map.of("orders", "Heir Targaryen 1 weds Heir Stark at Dragonstone; F drs H")));
        assertTrue(text(acceptance).contains("accepted") && !text(acceptance).contains("rejected"), text(acceptance));

        InteractionResponse peek = bot.answer(fake.slash(lannister, bot.channel, "history", Map.of("phase", "S298M")));
        assertFalse(text(peek).contains("weds"), "the proposal is secret before the results: " + text(peek));

        bot.answer(fake.slash(gm, bot.channel, "game phase adjudicate", Map.of("phase", "S298M")));
        String results = bot.awaitPost("Spring 298 AC Movement results");
        assertTrue(results.contains("Heir Stark and Heir Targaryen 1 marry, to live at Dragonstone."), results);
        Posted post = fake.channelMessages(bot.channel.id()).stream()
                .filter(m -> text(m.message()).contains("Spring 298 AC Movement results")).findFirst().orElseThrow();
        ChanceryOnDiscordTest.assertPng(post);
        for (Posted p : fake.channelMessages(fake.dmChannel(lannister).id())) {
            assertFalse(text(p.message()).contains("weds"), "the proposal reached Lannister: " + p.message());
        }
    }
}
