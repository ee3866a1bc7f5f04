package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
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
 * Order of the Dragon on the real JDA client against the fake: Diplomacy Points allocated by DM, never seen
 * by another player, and only the winning order made public in the results.
 */
class DragonOnDiscordTest {
    private static final Duration WAIT = ChanceryOnDiscordTest.WAIT;
    private BotFixture bot;
    private FakeDiscord fake;
    private FakeChannel channel;
    private FakeUser gm;
    private FakeUser hungary;
    private FakeUser lithuania;

    @BeforeEach
    void start() throws Exception {
        bot = new BotFixture("Dragon Club", "dragon", "gwen", "hungary-player", "lithuania-player");
        fake = bot.fake;
        channel = bot.channel;
        gm = bot.users.get(0);
        hungary = bot.users.get(1);
        lithuania = bot.users.get(2);
    }

    @AfterEach
    void stop() throws Exception {
        if (bot != null) bot.close();
    }

    @Test
    void allocationsByDmStaySecretAndOnlyTheWinningOrderIsPublished() {
        answer(fake.slash(gm, channel, "game create", Map.of("variant", "order-of-the-dragon", "name", "Dragon")));
        answer(fake.slash(hungary, channel, "join", Map.of("power", "Hungary")));
        answer(fake.slash(lithuania, channel, "join", Map.of("power", "Lithuania")));
        assertTrue(text(answer(fake.slash(gm, channel, "game start", Map.of()))).contains("started"));

        List<String> offered = choices(fake.autocomplete(hungary, fake.dmChannel(hungary), "allocate", "allocations",
                "1 A bra-", Map.of()));
        assertTrue(offered.contains("1 A bra-pru"), offered.toString());

        InteractionResponse stored = answer(fake.slashInDm(hungary, "allocate", Map.of("allocations", "1 A bra-pru; 1 A arg H")));
        assertTrue(text(stored).contains("Stored for S1405M: 1 A bra-pru; 1 A arg H"), text(stored));
        InteractionResponse theirs = answer(fake.slashInDm(lithuania, "allocations", Map.of()));
        assertTrue(text(theirs).contains("You have no allocations"), text(theirs));
        assertFalse(text(theirs).contains("bra-pru"));
        InteractionResponse inChannel = answer(fake.slash(lithuania, channel, "allocations", Map.of("power", "Hungary")));
        assertTrue(inChannel.ephemeral());
        assertFalse(text(inChannel).contains("bra-pru"), text(inChannel));

        answer(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", "S1405M")));
        Posted results = fake.await(() -> fake.channelMessages(channel.id()).stream()
                .filter(m -> text(m.message()).contains("Spring 1405 Movement results")).findFirst().orElse(null), WAIT);
        assertNotNull(results, "no results posted: " + fake.channelMessages(channel.id()));
        String published = text(results.message());
        assertTrue(published.contains("A bra-pru"), "the winning order is public: " + published);
        assertFalse(published.contains("1 A bra-pru") || published.contains("allocat"), "who allocated stays secret: " + published);
        for (Posted p : fake.channelMessages(fake.dmChannel(lithuania).id())) {
            assertFalse(text(p.message()).contains("bra-pru"), "Hungary's allocation reached Lithuania: " + p.message());
        }
    }

    /** /board is registered with Discord like every command and answers privately with the board in words. */
    @Test
    void theBoardCommandIsRegisteredAndAnswersWithTheBoard() {
        assertNotNull(fake.await(() -> {
            for (com.fasterxml.jackson.databind.JsonNode c : fake.globalCommands()) if (c.path("name").asText().equals("board")) return c;
            return null;
        }, WAIT), "no /board among " + fake.globalCommands());
        answer(fake.slash(gm, channel, "game create", Map.of("variant", "order-of-the-dragon", "name", "Dragon")));
        answer(fake.slash(hungary, channel, "join", Map.of("power", "Hungary")));
        answer(fake.slash(gm, channel, "game start", Map.of()));
        InteractionResponse board = answer(fake.slash(lithuania, channel, "board", Map.of()));
        assertTrue(board.ephemeral());
        String text = text(board);
        assertTrue(text.contains("Game #1: Dragon, the board"), text);
        assertTrue(text.contains("Centres for victory (§3.1)"), text);
        assertTrue(text.contains("Brandenburg") && text.contains("Diplomacy Points each orders phase"), text);
        assertTrue(text.contains("3 of 18"), text);
    }

    private InteractionResponse answer(FakeInteraction ix) { return ChanceryOnDiscordTest.answer(fake, ix); }

    private List<String> choices(FakeInteraction ix) {
        List<InteractionResponse> r = fake.awaitResponses(ix, 1, WAIT);
        assertNotNull(r);
        List<String> out = new java.util.ArrayList<>();
        r.get(0).payload().path("data").path("choices").forEach(c -> out.add(c.get("value").asText()));
        return out;
    }

    private static String text(InteractionResponse r) { return ChanceryOnDiscordTest.text(r); }

    private static String text(com.fasterxml.jackson.databind.JsonNode m) { return ChanceryOnDiscordTest.text(m); }
}
