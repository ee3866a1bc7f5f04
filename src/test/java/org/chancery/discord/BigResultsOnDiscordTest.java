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
import java.util.Optional;
import org.chancery.command.RenderedMaps;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeInteraction;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.Posted;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.posting.Sleeper;
import org.chancery.game.GameService;
import org.chancery.game.ResultLine;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Results at real sizes through the real JDA client and the fake, which refuses what Discord refuses: W3K with
 * 48 armies added, every unit at its longest legal order, comes to more than one message can hold. Every order
 * of every power reaches the channel, in order, the maps after them.
 */
class BigResultsOnDiscordTest {
    static final Duration WAIT = Duration.ofSeconds(30);
    FakeDiscord fake;
    FakeGuild guild;
    FakeChannel channel;
    FakeUser gm;
    Database db;
    GameService service;
    ChanceryBot bot;

    @BeforeEach
    void start() throws Exception {
        fake = FakeDiscord.start();
        guild = fake.guild("Club", fake.user("owner"));
        channel = guild.textChannel("game");
        gm = fake.user("gwen");
        guild.join(gm);
        db = Database.inMemory();
        service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
    }

    @AfterEach
    void stop() throws Exception {
        if (bot != null) bot.close();
        if (db != null) db.close();
        if (fake != null) fake.close();
    }

    void connect() throws Exception {
        bot = ChanceryBot.start(new DiscordConfig(fake.token(), Optional.empty(), Optional.empty()), fake.endpoints(),
                service, new RenderedMaps(), DiscordBot.DEFER_AFTER, Sleeper.REAL, Duration.ofMillis(100));
    }

    @Test
    void w3kWithEveryUnitAtItsLongestReachesTheChannelWhole() throws Exception {
        BigPhases game = new BigPhases(service, Long.toUnsignedString(gm.id()), channel.guildId(), channel.id(),
                "wars-of-the-three-kingdoms");
        assertEquals(48, game.addArmies(48));
        assertEquals(118, game.state().units().size());
        game.orderLongest();
        connect();
        game.adjudicate();
        bot.poster().wake();
        List<Posted> posts = awaitResults(game.game);
        String all = String.join("\n", posts.stream().map(p -> BotFixture.text(p.message())).toList());
        List<ResultLine> lines = service.views().phaseAt(game.game, 0).results();
        assertEquals(118, lines.size());
        for (ResultLine l : lines) assertTrue(all.contains(l.describe()), "missing from the results: " + l.describe());
        assertTrue(posts.size() >= 2, "more than one message: " + posts.size());
        assertFalse(fake.requests().stream().anyMatch(r -> r.endsWith("-> 400")), fake.requests().toString());
        List<String> files = new ArrayList<>();
        posts.forEach(p -> p.files().forEach(f -> files.add(f.filename())));
        assertMapsInOrder(posts, files, 1);
        assertTrue(BotFixture.text(posts.get(posts.size() - 1).message()).contains("the map at"), "the maps come last");
        for (Posted p : posts) assertTrue(EmbedText.length(p.message()) <= 6000);
        System.out.println("W3K 118 units, longest orders: " + posts.size() + " messages, characters "
                + posts.stream().map(p -> EmbedText.length(p.message())).toList());
    }

    @Test
    void aPostDiscordRefusesAsMalformedTellsTheGmSoNotToFixPermissions() throws Exception {
        BigPhases game = new BigPhases(service, Long.toUnsignedString(gm.id()), channel.guildId(), channel.id(), "classic");
        fake.failNext("POST", "/channels/" + channel.id() + "/messages", 400, 1);
        connect();
        game.adjudicate();
        bot.poster().wake();
        long dm = fake.dmChannel(gm).id();
        Posted told = fake.await(() -> fake.channelMessages(dm).stream()
                .filter(p -> p.content().contains("could not post")).findFirst().orElse(null), WAIT);
        assertNotNull(told, "the GM was never told");
        assertTrue(told.content().contains("(400)") && told.content().contains("Discord's limits"), told.content());
        assertFalse(told.content().contains("Give the bot"), "a 400 is not a permission to give: " + told.content());
    }

    @Test
    void historyOfTheLargestOpeningComesWholeInAsManyMessagesAsItNeeds() throws Exception {
        BigPhases game = new BigPhases(service, Long.toUnsignedString(gm.id()), channel.guildId(), channel.id(),
                "wars-of-the-three-kingdoms");
        game.orderLongest();
        game.adjudicate();
        delivered();
        connect();
        FakeInteraction ix = fake.slash(gm, channel, "history", Map.of("phase", "Su1642M"));
        List<String> lines = service.views().phaseAt(game.game, 0).results().stream().map(ResultLine::describe).toList();
        List<InteractionResponse> all = fake.await(() -> {
            List<InteractionResponse> r = ix.responses();
            String text = String.join("\n", r.stream().map(BotFixture::text).toList());
            return lines.stream().allMatch(text::contains) ? r : null;
        }, WAIT);
        assertNotNull(all, "/history never carried every result: " + ix.responses().size() + " responses");
        assertTrue(all.size() >= 3, "a deferral, its edit and follow-ups: " + all.size());
        // Never left on "thinking…": deferred at once, the deferral edited with the first part, the rest in order.
        assertEquals(InteractionResponse.DEFERRED, all.get(0).callbackType(), "deferred at once");
        assertEquals(InteractionResponse.Kind.EDIT_ORIGINAL, all.get(1).kind(), "the deferral is edited, not left");
        assertFalse(BotFixture.text(all.get(1)).isBlank(), "the edit carries the first part");
        for (InteractionResponse r : all.subList(2, all.size())) {
            assertEquals(InteractionResponse.Kind.FOLLOWUP, r.kind(), "the rest are follow-ups, in order");
        }
        assertFalse(fake.requests().stream().anyMatch(r -> r.endsWith("-> 400")), fake.requests().toString());
    }

    @Test
    void theLogOfALongGameIsDeferredAndPagedNewestFirst() throws Exception {
        BigPhases game = new BigPhases(service, Long.toUnsignedString(gm.id()), channel.guildId(), channel.id(), "classic");
        for (int i = 0; i < 50; i++) game.adjudicate();
        delivered();
        connect();
        FakeInteraction ix = fake.slash(gm, channel, "game log", Map.of());
        List<InteractionResponse> all = fake.await(() -> ix.responses().stream()
                .anyMatch(r -> r.kind() == InteractionResponse.Kind.EDIT_ORIGINAL) ? ix.responses() : null, WAIT);
        assertNotNull(all, "the deferral was never edited with the log's page: " + ix.responses());
        assertEquals(InteractionResponse.DEFERRED, all.get(0).callbackType(), "deferred at once");
        assertFalse(fake.requests().stream().anyMatch(r -> r.endsWith("-> 400")), fake.requests().toString());
        InteractionResponse page = all.get(all.size() - 1);
        for (JsonNode e : page.message().path("embeds")) {
            for (JsonNode f : e.path("fields")) assertFalse(f.path("name").asText().contains("<t:"), "a timestamp in a field name");
        }
        String text = BotFixture.text(page.message());
        var events = service.log(game.gm, game.game);
        String newest = events.get(events.size() - 1).detail();
        assertTrue(text.contains(newest), "the newest event first: " + text);
        assertFalse(text.contains(events.get(0).detail()), "the oldest is on a later page");
        InteractionResponse older = ChanceryOnDiscordTest.answer(fake, fake.click(gm, channel, page.message(), "Older"));
        assertTrue(BotFixture.text(older.message()).contains("2 of"), BotFixture.text(older.message()));
    }

    @Test
    void autocompleteNeverOffersMoreThanAChoiceHoldsNorACutTurn() throws Exception {
        FakeUser player = member("first-player");
        BigPhases game = w3kSeating(player);
        String power = game.seats.keySet().iterator().next();
        var s = game.state();
        List<String> longest = new ArrayList<>();
        for (var u : s.unitsOf(power)) {
            String best = "";
            for (var o : game.rules.legalOrders(s, u)) if (o.text().length() > best.length()) best = o.text();
            longest.add(best);
        }
        String typed = String.join("; ", longest.subList(0, 4)) + "; " + longest.get(4).substring(0, 3);
        connect();
        FakeInteraction ix = fake.autocomplete(player, channel, "order", "orders", typed, Map.of());
        List<InteractionResponse> r = fake.awaitResponses(ix, 1, WAIT);
        assertNotNull(r);
        JsonNode choices = r.get(0).payload().path("data").path("choices");
        assertTrue(choices.size() > 0, "something is offered: " + r.get(0).payload());
        List<String> legal = new ArrayList<>();
        for (var u : s.unitsOf(power)) for (var o : game.rules.legalOrders(s, u)) legal.add(o.text());
        for (JsonNode c : choices) {
            String value = c.path("value").asText();
            assertTrue(value.length() <= 100, value);
            String last = value.substring(value.lastIndexOf(';') + 1).strip();
            assertTrue(legal.contains(last), "a choice ends in a whole legal order, not a cut one: " + value);
            assertTrue(value.equals(last) || typed.startsWith(value.substring(0, value.lastIndexOf(';'))), value);
        }
    }

    /**
     * The Empire's Fall with Italia in Hispania's home and Galatia, Mesopotamia and Egyptus taking the east: the post
     * leads with a close-up of each (the issue's case, whose one close-up showed the east only), then the whole board
     * and the position, every file in a message with the embed that shows it, at most 10 a message, each under 2 MB.
     */
    @Test
    void capturesFarApartLeadWithACloseUpOfEach() throws Exception {
        BigPhases game = new BigPhases(service, Long.toUnsignedString(gm.id()), channel.guildId(), channel.id(),
                "diplomacy-of-the-empire");
        for (String[] u : new String[][] {{"Italia", "nar"}, {"Galatia", "cil"}, {"Mesopotamia", "syr"}, {"Egyptus", "jud"}}) {
            service.gm().addUnit(game.gm, game.game, u[0], "I", u[1]);
        }
        service.orders().submit(game.seats.get("Hispania"), game.game, "Hispania", "Inf his-lus", true);
        service.orders().submit(game.seats.get("Italia"), game.game, "Italia", "Inf nar-his", true);
        game.adjudicate();
        delivered();
        service.orders().submit(game.seats.get("Galatia"), game.game, "Galatia", "Inf gal-pon", true);
        service.orders().submit(game.seats.get("Mesopotamia"), game.game, "Mesopotamia", "Inf mes-ara", true);
        service.orders().submit(game.seats.get("Egyptus"), game.game, "Egyptus", "Inf egy-cyr", true);
        game.adjudicate();
        connect();
        bot.poster().wake();
        List<Posted> posts = awaitResults(game.game);
        String all = String.join("\n", posts.stream().map(p -> BotFixture.text(p.message())).toList());
        assertTrue(all.contains("Hispania: Italia (was Hispania)"), all);
        List<String> files = new ArrayList<>();
        posts.forEach(p -> p.files().forEach(f -> files.add(f.filename())));
        assertMapsInOrder(posts, files, 2);
        assertTrue(all.contains("where the action was (2 of"), all);
        assertFalse(fake.requests().stream().anyMatch(r -> r.startsWith("POST /channels/") && !r.endsWith("-> 200")),
                "Discord refused a post: " + fake.requests());
    }

    /**
     * W3K's busiest phase in the tests (the Autumn 1642 retreats, after which centres change hands all over the
     * islands), played through the bot's own service with {@code BusyPhases}' orders: its post leads with a close-up
     * of each cluster (seven), then the whole board and the position: nine images, each message carrying only the
     * images its embeds show, all accepted by the fake (Discord's OpenAPI and limits).
     */
    @Test
    void w3kCapturesAllOverTheIslandsArePagedWithACloseUpOfEach() throws Exception {
        BigPhases game = new BigPhases(service, Long.toUnsignedString(gm.id()), channel.guildId(), channel.id(),
                "wars-of-the-three-kingdoms");
        java.util.SplittableRandom random = new java.util.SplittableRandom(1);
        var rules = org.chancery.variant.Rulesets.of("wars-of-the-three-kingdoms");
        while (!game.state().phase().code().equals("A1642R")) {
            var s = game.state();
            Map<String, List<String>> byPower = new java.util.LinkedHashMap<>();
            if (s.phase().type() == org.chancery.engine.PhaseType.MOVEMENT) {
                for (var o : org.chancery.render.BusyPhases.attacks(rules, s, random)) {
                    byPower.computeIfAbsent(o.unit().power(), k -> new ArrayList<>()).add(o.text());
                }
            }
            byPower.forEach((power, orders) -> service.orders().submit(game.seats.get(power), game.game, power,
                    String.join("\n", orders), true));
            game.adjudicate();
            delivered();
        }
        game.adjudicate();
        connect();
        bot.poster().wake();
        List<Posted> posts = awaitResults(game.game);
        List<String> files = new ArrayList<>();
        posts.forEach(p -> p.files().forEach(f -> files.add(f.filename())));
        assertMapsInOrder(posts, files, 5);
        for (Posted p : posts) {
            List<String> shown = new ArrayList<>();
            for (var e : p.message().path("embeds")) {
                String url = e.path("image").path("url").asText();
                if (!url.isEmpty()) shown.add(url.substring(url.lastIndexOf('/') + 1));
            }
            assertEquals(shown, p.files().stream().map(f -> f.filename()).toList(), "a message carries the images it shows");
        }
        assertFalse(fake.requests().stream().anyMatch(r -> r.startsWith("POST /channels/") && !r.endsWith("-> 200")),
                "Discord refused a post: " + fake.requests());
        System.out.println("W3K A1642R: " + files.size() + " images in " + posts.size() + " messages: " + files);
    }

    /**
     * {@code /map} on W3K, whose whole board is colour blobs at Discord's preview size: the player's own Kingdom
     * comes first, then the whole board, both in the one answer Discord accepts.
     */
    @Test
    void mapOnW3kShowsThePlayersOwnKingdomFirst() throws Exception {
        FakeUser player = member("montrose-player");
        BigPhases game = w3kSeating(player);
        String power = game.seats.keySet().iterator().next();
        String kingdom = org.chancery.render.Areas.own(game.rules.variant(), game.state(), power).orElseThrow().name();
        connect();
        InteractionResponse map = ChanceryOnDiscordTest.answer(fake, fake.slash(player, channel, "map", Map.of()));
        List<String> names = map.files().stream().map(f -> f.filename()).toList();
        assertEquals(2, names.size(), names.toString());
        assertTrue(names.get(0).endsWith("-" + kingdom.replace(' ', '_') + ".png"), kingdom + " first: " + names);
        assertTrue(BotFixture.text(map).contains(kingdom + " first"), BotFixture.text(map));
        for (var f : map.files()) assertTrue(f.data().length < 2_000_000, f.toString());
        assertFalse(fake.requests().stream().anyMatch(r -> r.contains("/callback -> 4") || r.contains("/webhooks/") && r.endsWith("-> 400")),
                fake.requests().toString());
    }

    /** Close-ups first (at least {@code least}), then the whole board, then the position; Discord's file limits kept. */
    static void assertMapsInOrder(List<Posted> posts, List<String> files, int least) {
        List<String> closeUps = files.stream().filter(f -> f.contains("-action")).toList();
        assertTrue(closeUps.size() >= least, files.toString());
        assertEquals(closeUps, files.subList(0, closeUps.size()), "the close-ups lead: " + files);
        assertEquals(closeUps.size() + 2, files.size(), files.toString());
        assertTrue(files.get(files.size() - 2).endsWith("-results.png"), files.toString());
        String lead = posts.get(0).message().path("embeds").get(0).path("image").path("url").asText();
        assertTrue(lead.endsWith("-action.png"), "the post leads with a close-up: " + lead);
        for (Posted p : posts) {
            assertTrue(p.files().size() <= 10, "Discord takes 10 files a message: " + p.files());
            for (var f : p.files()) assertTrue(f.data().length < 2_000_000, f + " is 2 MB or more");
        }
    }

    /** Marks every notice so far delivered: the test is about what comes after. */
    void delivered() {
        for (var n : service.pendingNotices()) service.delivered(n.id());
    }

    /** The results messages of the first phase, once the last (with the new position's map) is in. */
    List<Posted> awaitResults(long game) {
        List<Posted> posts = fake.await(() -> {
            List<Posted> mine = fake.channelMessages(channel.id()).stream()
                    .filter(p -> BotFixture.text(p.message()).contains("Game #" + game + ":")).toList();
            return mine.stream().anyMatch(p -> BotFixture.text(p.message()).contains("the map at")) ? mine : null;
        }, WAIT);
        assertNotNull(posts, "no results: " + fake.requests());
        return posts;
    }

    /** The characters Discord counts over a message's embeds. */
    static final class EmbedText {
        static int length(JsonNode message) {
            int n = 0;
            for (JsonNode e : message.path("embeds")) {
                n += e.path("title").asText().length() + e.path("description").asText().length()
                        + e.path("footer").path("text").asText().length();
                for (JsonNode f : e.path("fields")) n += f.path("name").asText().length() + f.path("value").asText().length();
            }
            return n;
        }
    }

    /** A user who has joined the test's server. */
    private FakeUser member(String name) {
        FakeUser u = fake.user(name);
        guild.join(u);
        return u;
    }

    /** A started W3K game in the test's channel, the first power's seat taken by {@code player}. */
    private BigPhases w3kSeating(FakeUser player) {
        return new BigPhases(service, Long.toUnsignedString(gm.id()), channel.guildId(), channel.id(),
                "wars-of-the-three-kingdoms", List.of(player.id()));
    }
}
