package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.chancery.bots.ClockPlayer;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeInteraction;
import org.chancery.discord.fake.FakeUser;
import org.chancery.game.GameStatus;
import org.chancery.game.Scheduler;
import org.junit.jupiter.api.Test;

/**
 * Seats given to Chancery on Discord: /game seat bot and its refusals, /game start bots: yes, the seats listed as
 * "Castile (Chancery)", and a game of bots alone run to its end (the Dragon's cycle cap) by the scheduler's ticks.
 */
class ChancerySeatsOnDiscordTest {
    @Test
    void aGameOfChancerySeatsRunsToItsEndOnTheClock() throws Exception {
        try (BotFixture bot = new BotFixture("Bot Club", "dragon", "gm", "anna")) {
            FakeDiscord fake = bot.fake;
            FakeUser gm = bot.users.get(0);
            FakeUser anna = bot.users.get(1);
            ClockPlayer.install(bot.service);
            answer(bot, fake.slash(gm, bot.channel, "game create", Map.of("variant", "order-of-the-dragon")));
            answer(bot, fake.slash(anna, bot.channel, "join", Map.of("power", "Burgundy")));

            String played = answer(bot, fake.slash(gm, bot.channel, "game seat bot", Map.of("power", "Burgundy")));
            assertTrue(played.contains("Burgundy is played by anna. Free the seat first with /game seat kick"), played);
            String none = answer(bot, fake.slash(gm, bot.channel, "game seat bot", Map.of("power", "Prussia")));
            assertTrue(none.contains("There is no power 'Prussia' to play in game #1; say one of Burgundy, Castile"), none);
            assertTrue(answer(bot, fake.slash(gm, bot.channel, "game seat bot", Map.of("power", "Castile")))
                    .contains("Castile is now played by Chancery"));
            String again = answer(bot, fake.slash(gm, bot.channel, "game seat bot", Map.of("power", "Castile")));
            assertTrue(again.contains("Castile is already played by Chancery"), again);
            answer(bot, fake.slash(gm, bot.channel, "game rules rule", Map.of("action", "cycle-cap", "value", "1")));
            assertTrue(answer(bot, fake.slash(gm, bot.channel, "game start", Map.of("bots", "yes"))).contains("started"));
            String status = answer(bot, fake.slash(anna, bot.channel, "status", Map.of()));
            assertTrue(status.contains("Castile (Chancery)") && status.contains("Naples (Chancery)"), status);

            // anna leaves; her seat goes to Chancery too, and the clock alone plays the game to its end
            answer(bot, fake.slash(gm, bot.channel, "game seat kick", Map.of("power", "Burgundy")));
            assertTrue(answer(bot, fake.slash(gm, bot.channel, "game seat bot", Map.of("power", "Burgundy")))
                    .contains("Burgundy is now played by Chancery"));
            Scheduler clock = new Scheduler(bot.service);
            for (int i = 0; i < 80 && !ended(bot); i++) clock.tick();
            assertTrue(ended(bot), "the game of bots did not end");
            assertTrue(bot.awaitPost("Autumn 1405 Movement results").contains("cycle cap of 1 cycles is reached"));
            String after = answer(bot, fake.slash(gm, bot.channel, "game seat bot", Map.of("power", "Castile", "off", "off")));
            assertTrue(after.contains("Game #1 has ended."), after);
        }
    }

    private static boolean ended(BotFixture bot) {
        return GameStatus.valueOf(bot.service.game(1).status()) == GameStatus.ENDED;
    }

    private static String answer(BotFixture bot, FakeInteraction ix) { return BotFixture.text(bot.answer(ix)); }
}
