package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeInteraction;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.gateway.DiscordBot;
import org.junit.jupiter.api.Test;

/**
 * Discord allows 3 seconds to acknowledge an interaction, whatever the bot is drawing: here every command worker draws
 * the largest board (W3K's whole map) while the poster draws a W3K results post, and quick commands that queue behind
 * the drawing and slow ones are each acknowledged within the 3 seconds (the fake refuses a later one, as Discord does,
 * and {@link FakeDiscord#awaitAcknowledgement} says how late it came). A quick command that finds every worker busy
 * is deferred at once rather than after {@link DiscordBot#DEFER_AFTER}, which left it 2 of the 3 seconds.
 */
class AcknowledgedWhileDrawingTest {
    static final String VARIANT = "wars-of-the-three-kingdoms";
    static final int MAPS = 6;
    /** Long enough for every map queued ahead to be drawn on a loaded machine; only a failure waits it out. */
    static final Duration ANSWERED = Duration.ofSeconds(180);

    @Test
    void everyInteractionIsAcknowledgedWithinThreeSecondsWhileEveryWorkerDraws() throws Exception {
        try (BotFixture bot = new BotFixture("Club", "game", "gwen")) {
            FakeDiscord fake = bot.fake;
            FakeUser gm = bot.users.get(0);
            FakeChannel channel = bot.channel;
            BigPhases game = new BigPhases(bot.service, Long.toUnsignedString(gm.id()), channel.guildId(), channel.id(), VARIANT);
            game.orderLongest();
            List<FakeInteraction> slow = new ArrayList<>();
            // the poster draws the results post while the workers draw the whole board, again and again
            slow.add(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", game.state().phase().code())));
            for (int i = 0; i < MAPS; i++) slow.add(fake.slash(gm, channel, "map", Map.of()));
            List<FakeInteraction> quick = new ArrayList<>();
            int drawingWhenAsked = 0;
            for (int i = 0; i < 4; i++) {
                if (slow.stream().anyMatch(ix -> ix.responses().size() < 2)) drawingWhenAsked++;
                quick.add(fake.slash(gm, channel, "status", Map.of()));
                FakeInteraction log = fake.slash(gm, channel, "game log", Map.of());
                slow.add(log);
                assertAcknowledged(fake, quick.get(i));
                assertAcknowledged(fake, log);
            }
            assertTrue(drawingWhenAsked > 0, "the workers had finished drawing before any command came");
            for (FakeInteraction ix : slow) assertAcknowledged(fake, ix);
            System.out.println("AcknowledgedWhileDrawingTest: " + drawingWhenAsked + " of " + quick.size()
                    + " rounds asked while maps were drawn; slowest acknowledgement of a command queued behind them "
                    + slowest(quick) + " ms, of one known to be slow " + slowest(slow) + " ms");
            for (FakeInteraction ix : quick) {
                List<InteractionResponse> r = fake.awaitResponses(ix, 2, ANSWERED);
                assertNotNull(r, "/status never answered");
                assertTrue(BotFixture.text(r.get(r.size() - 1)).contains("Game #" + game.game), BotFixture.text(r.get(r.size() - 1)));
            }
        }
    }

    /** The first response came, within Discord's 3 seconds (the fake refuses a later one, and says so). */
    static void assertAcknowledged(FakeDiscord fake, FakeInteraction ix) {
        InteractionResponse first = fake.awaitAcknowledgement(ix, ChanceryOnDiscordTest.WAIT);
        assertTrue(first.elapsed().toMillis() < 3000, "acknowledged after " + first.elapsed());
    }

    static long slowest(List<FakeInteraction> interactions) {
        return interactions.stream().mapToLong(ix -> ix.responses().get(0).elapsed().toMillis()).max().orElse(0);
    }
}
