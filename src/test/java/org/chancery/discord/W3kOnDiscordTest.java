package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeInteraction;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.fake.Posted;
import org.chancery.engine.GameState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * W3K on the real JDA client against the fake: a proxy given by DM and told privately to its grantee alone,
 * the grantee's order kept with a warning, the results showing the proxy, then a supply transfer in Winter.
 */
class W3kOnDiscordTest {
    private static final Duration WAIT = BotFixture.WAIT;
    private BotFixture bot;
    private FakeDiscord fake;
    private FakeChannel channel;
    private FakeUser gm;
    private FakeUser newcastle;
    private FakeUser crown;
    private FakeUser manchester;
    private FakeUser montrose;

    @BeforeEach
    void start() throws Exception {
        bot = new BotFixture("Powick Bridge Club", "w3k", "coordinator", "newcastle-player", "crown-player",
                "manchester-player", "montrose-player");
        fake = bot.fake;
        channel = bot.channel;
        gm = bot.users.get(0);
        newcastle = bot.users.get(1);
        crown = bot.users.get(2);
        manchester = bot.users.get(3);
        montrose = bot.users.get(4);
    }

    @AfterEach
    void stop() throws Exception {
        if (bot != null) bot.close();
    }

    @Test
    void aProxyAndATransfer() {
        answer(fake.slash(gm, channel, "game create", Map.of("variant", "wars-of-the-three-kingdoms", "name", "Powick Bridge")));
        String empty = text(answer(fake.slash(gm, channel, "game start", Map.of())));
        assertTrue(empty.contains("Nobody has joined") && empty.contains("/join power: Argyll")
                && empty.contains("/game seat assign") && empty.contains("then /game start."), empty);
        for (var seat : List.of(Map.entry(newcastle, "Newcastle"), Map.entry(crown, "Crown"), Map.entry(manchester, "Manchester"),
                Map.entry(montrose, "Montrose"))) {
            answer(fake.slash(seat.getKey(), channel, "join", Map.of("power", seat.getValue())));
        }
        assertTrue(text(answer(fake.slash(gm, channel, "game start", Map.of()))).contains("started"));

        List<String> bays = choices(fake.autocomplete(crown, channel, "moves", "province", "lyme b", Map.of()));
        assertEquals("lyme", bays.get(0), bays.toString());

        InteractionResponse grant = answer(fake.slashInDm(newcastle, "order",
                Map.of("orders", "Army Richmond is under the orders of the Crown; Army Durham holds")));
        assertTrue(text(grant).contains("accepted: A richmond under the orders of Crown"), text(grant));
        Posted told = fake.await(() -> dms(crown).stream().filter(m -> text(m.message()).contains("under your orders"))
                .findFirst().orElse(null), WAIT);
        assertNotNull(told, "the Crown is told privately");

        InteractionResponse crownOrders = answer(fake.slash(crown, channel, "order",
                Map.of("orders", "Army Richmond to North Riding of Yorkshire; Army Wiltshire moves to New Sarum")));
        assertTrue(crownOrders.ephemeral());
        assertFalse(text(crownOrders).contains("warning: A richmond-nyorkshire"),
                "Newcastle placed it under the Crown's orders, as the Crown was told: no consent warning: " + text(crownOrders));
        answer(fake.slash(manchester, channel, "order", Map.of("orders", "Army Cambridgeshire to Bedfordshire; Army Suffolk to Norfolk")));

        for (FakeUser other : List.of(montrose, manchester, newcastle)) {
            for (Posted p : dms(other)) assertFalse(text(p.message()).contains("Richmond"), "a proxy leaked: " + p.message());
        }
        for (Posted p : fake.channelMessages(channel.id())) {
            assertFalse(text(p.message()).toLowerCase().contains("richmond"), "a proxy leaked in the channel: " + p.message());
        }

        Posted summer = adjudicate("Su1642M", "Summer 1642 Movement results");
        String published = text(summer.message());
        assertTrue(published.contains("A richmond-nyorkshire (ordered by Crown, by proxy)"), published);
        assertTrue(embedLength(summer.message()) < 6000, "within Discord's embed limit: " + embedLength(summer.message()));
        assertTrue(summer.message().path("embeds").size() >= 2, "the results with their maps");

        answer(fake.slash(manchester, channel, "order", Map.of("orders", "Army Colchester, in Essex moves to Suffolk")));
        adjudicate("A1642M", "Autumn 1642 Movement results");
        InteractionResponse send = answer(fake.slashInDm(crown, "order", Map.of("orders", "Send 1 unit's supply to Manchester")));
        assertTrue(text(send).contains("accepted: Send 1 unit's supply to Manchester"), text(send));
        Posted supplied = fake.await(() -> dms(manchester).stream().filter(m -> text(m.message()).contains("supply to you"))
                .findFirst().orElse(null), WAIT);
        assertNotNull(supplied, "Manchester is told privately of the supply sent to it");
        assertTrue(text(supplied.message()).contains("Crown sends 1 unit's supply to you for Winter 1643 Adjustments"),
                text(supplied.message()));
        for (FakeUser other : List.of(montrose, newcastle, gm)) {
            for (Posted p : dms(other)) assertFalse(text(p.message()).contains("supply to you"), "the transfer leaked: " + p.message());
        }
        for (Posted p : fake.channelMessages(channel.id())) {
            assertFalse(text(p.message()).contains("supply to you"), "the transfer leaked in the channel: " + p.message());
        }
        answer(fake.slash(manchester, channel, "order",
                Map.of("orders", "Build an Army in Cambridgeshire; Build an Army in Colchester")));
        Posted winter = adjudicate("W1643A", "Winter 1643 Adjustments results");
        assertTrue(text(winter.message()).contains("Send 1 unit's supply to Manchester"), text(winter.message()));
        assertFalse(text(winter.message()).contains("may build with it"), "the Winter is over: " + text(winter.message()));

        long game = bot.service.gameIn("" + channel.guildId(), "" + channel.id()).id();
        GameState s = bot.service.views().status(game).state();
        assertEquals("S1643M", s.phase().code());
        assertEquals(9, s.unitsOf("Manchester").size(), "one build of its own and one with the Crown's supply");
    }

    private Posted adjudicate(String phase, String title) {
        int before = fake.channelMessages(channel.id()).size();
        answer(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", phase)));
        Posted p = fake.await(() -> fake.channelMessages(channel.id()).stream().skip(before)
                .filter(m -> text(m.message()).contains(title)).findFirst().orElse(null), BotFixture.DRAWN);
        assertNotNull(p, "no results posted: " + fake.channelMessages(channel.id()));
        return p;
    }

    private List<Posted> dms(FakeUser u) { return new ArrayList<>(fake.channelMessages(fake.dmChannel(u).id())); }

    private static int embedLength(JsonNode message) {
        int n = 0;
        for (JsonNode e : message.path("embeds")) {
            n += e.path("title").asText().length() + e.path("description").asText().length();
            for (JsonNode f : e.path("fields")) n += f.path("name").asText().length() + f.path("value").asText().length();
        }
        return n;
    }

    private InteractionResponse answer(FakeInteraction ix) { return bot.answer(ix); }

    private List<String> choices(FakeInteraction ix) {
        List<InteractionResponse> r = fake.awaitResponses(ix, 1, WAIT);
        assertNotNull(r);
        List<String> out = new ArrayList<>();
        r.get(0).payload().path("data").path("choices").forEach(c -> out.add(c.get("value").asText()));
        return out;
    }

    private static String text(InteractionResponse r) { return BotFixture.text(r); }

    private static String text(JsonNode m) { return BotFixture.text(m); }
}
