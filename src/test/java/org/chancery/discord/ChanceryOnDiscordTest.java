package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chancery.command.RenderedMaps;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeInteraction;
import org.chancery.discord.fake.FakeRole;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.fake.Posted;
import org.chancery.discord.fake.Upload;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.gateway.InteractionListener;
import org.chancery.discord.posting.Sleeper;
import org.chancery.game.GameService;
import org.chancery.game.Scheduler;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Chancery end to end on the real JDA client against the wire-protocol fake: commands registered from the
 * command layer, a classic game created, seated and played for a year through slash commands and DMs, the
 * results and maps posted by the notice poster, and nothing secret shown to anyone else.
 */
class ChanceryOnDiscordTest {
    static final Duration WAIT = Duration.ofSeconds(30);
    static final List<String> POWERS = List.of("England", "France", "Germany", "Italy", "Austria", "Russia", "Turkey");

    FakeDiscord fake;
    FakeGuild guild;
    FakeChannel channel;
    FakeUser gm;
    FakeUser moderator;
    FakeUser otherOwner;
    FakeChannel otherChannel;
    FakeChannel second;
    final Map<String, FakeUser> players = new LinkedHashMap<>();
    TestClock clock;
    Database db;
    GameService service;
    ChanceryBot bot;

    @BeforeEach
    void start() throws Exception {
        fake = FakeDiscord.start();
        FakeUser owner = fake.user("owner");
        guild = fake.guild("Diplomacy Club", owner);
        FakeRole gmRole = guild.role("GM", FakeRole.EVERYONE);
        channel = guild.textChannel("game-1");
        gm = fake.user("gwen");
        guild.join(gm);
        moderator = fake.user("mo");
        guild.join(moderator, gmRole);
        for (String p : POWERS) {
            FakeUser u = fake.user(p.toLowerCase() + "-player");
            guild.join(u);
            players.put(p, u);
        }
        second = guild.textChannel("game-2");
        otherOwner = fake.user("elsewhere");
        otherChannel = fake.guild("Other Club", otherOwner).textChannel("general");
        clock = TestClock.at("2030-03-01T12:00:00Z");
        db = Database.inMemory();
        service = new GameService(db, clock);
        var config = new DiscordConfig(fake.token(), Optional.empty(), Optional.of("GM"));
        bot = ChanceryBot.start(config, fake.endpoints(), service, new RenderedMaps(), DiscordBot.DEFER_AFTER,
                Sleeper.REAL, Duration.ofMillis(200));
    }

    @AfterEach
    void stop() throws Exception {
        if (bot != null) bot.close();
        if (db != null) db.close();
        if (fake != null) fake.close();
    }

    @Test
    void registersEveryCommandWithGmCommandsUnderGame() {
        JsonNode commands = fake.globalCommands();
        List<String> names = new ArrayList<>();
        for (JsonNode c : commands) names.add(c.get("name").asText());
        assertTrue(names.containsAll(List.of("order", "orders", "moves", "map", "ready", "status", "history", "vote",
                "allocate", "allocations", "join", "games", "help", "game")), names.toString());
        JsonNode game = commands.get(names.indexOf("game"));
        List<String> subs = new ArrayList<>();
        for (JsonNode s : game.get("options")) subs.add(s.get("name").asText());
        assertTrue(subs.containsAll(List.of("create", "start", "end", "export", "settings", "log", "import", "phase",
                "seat", "rules")), subs.toString());
        List<String> phase = new ArrayList<>();
        for (JsonNode s : option(game, "phase").get("options")) phase.add(s.get("name").asText());
        assertEquals(2, option(game, "phase").get("type").asInt(), "a subcommand group");
        assertTrue(phase.containsAll(List.of("adjudicate", "rollback", "pause", "resume", "extend", "deadline")), phase.toString());
        assertEquals(List.of(0), contexts(game), "GM commands are for guild channels only");
        JsonNode order = commands.get(names.indexOf("order"));
        assertTrue(order.get("options").get(0).get("autocomplete").asBoolean(), "orders are autocompleted");
        assertEquals(List.of(0, 1), contexts(order), "player commands work in DMs too");
        // Ordinary members are not offered /game; managers are. The bot checks every call whatever Discord shows.
        assertEquals("32", game.get("default_member_permissions").asText(), "Manage Server");
        assertFalse(fake.offers(players.get("France"), channel, "game"));
        assertTrue(fake.offers(players.get("France"), channel, "order"));
        FakeUser manager = fake.user("manager");
        guild.join(manager, guild.role("Admins", FakeRole.EVERYONE | FakeRole.MANAGE_GUILD));
        assertTrue(fake.offers(manager, channel, "game"));
        // Text options are capped by Discord itself, from the command layer's bounds.
        assertEquals(6000, option(order, "orders").get("max_length").asInt());
        JsonNode create = option(game, "create");
        assertEquals(100, option(create, "name").get("max_length").asInt());
        assertEquals(100, option(option(game, "settings"), "value").get("max_length").asInt());
    }

    static JsonNode option(JsonNode command, String name) {
        for (JsonNode o : command.get("options")) if (o.get("name").asText().equals(name)) return o;
        throw new AssertionError("no option " + name + " in " + command);
    }

    @Test
    void playsAClassicGameYearThroughSlashCommandsAndDms() throws Exception {
        // The GM creates the game: a public answer in the channel.
        InteractionResponse created = answer(slash(gm, "game create", Map.of("variant", "classic", "name", "Club game")));
        assertFalse(created.ephemeral(), "the new game is announced to the channel");
        assertTrue(text(created).contains("Game #1 created"), text(created));

        // Six players join; the GM seats Turkey. Answers to player commands in the channel are ephemeral.
        for (String p : POWERS.subList(0, 6)) {
            InteractionResponse joined = answer(slash(players.get(p), "join", Map.of("power", p)));
            assertTrue(joined.ephemeral(), "/join answers ephemerally");
            assertTrue(text(joined).contains("plays " + p), text(joined));
        }
        InteractionResponse seated = answer(slash(gm, "game seat assign", Map.of("power", "Turkey", "user", players.get("Turkey"))));
        assertTrue(seated.ephemeral());
        assertTrue(text(seated).contains("Turkey"), text(seated));

        // Permissions: a player may not run GM commands; the GM role may.
        InteractionResponse refused = answer(slash(players.get("Italy"), "game start", Map.of()));
        assertTrue(refused.ephemeral());
        assertTrue(text(refused).contains("Only the GM"), text(refused));
        assertTrue(text(answer(slash(gm, "game start", Map.of()))).contains("started"));
        awaitChannel("has started");

        // Spring 1901: France in the channel, Germany by a plain DM (a whole turn), England by /order in a DM.
        InteractionResponse france = answer(slash(players.get("France"), "order",
                Map.of("orders", "A par-bur; A mar-spa; F bre-mao")));
        assertTrue(france.ephemeral(), "/order in the channel is ephemeral");
        assertTrue(text(france).contains("accepted: A par-bur"), text(france));
        fake.directMessage(players.get("Germany"), "order\nA mun-ruh\nF kie-den\nA ber-kie");
        Posted germanAnswer = awaitDm(players.get("Germany"), "accepted: F kie-den");
        assertTrue(germanAnswer.message().toString().contains("A ber-kie"));
        assertTrue(germanAnswer.message().path("components").toString().contains("Show my orders"),
                "the DM answer carries the buttons too");
        InteractionResponse england = answer(fake.slashInDm(players.get("England"), "order",
                Map.of("orders", "F lon-nth; F edi-nwg; A lvp-yor")));
        assertTrue(text(england).contains("accepted: F edi-nwg"), text(england));
        InteractionResponse italy = answer(slash(players.get("Italy"), "order", Map.of("orders", "A ven - Burgandy")));
        assertTrue(text(italy).contains("did you mean Burgundy"), text(italy));

        // Autocomplete offers the caller's units, then the engine's legal orders for them.
        List<String> units = choices(fake.autocomplete(players.get("France"), channel, "order", "orders", "", Map.of()));
        assertTrue(units.contains("A par-bur") && units.stream().noneMatch(c -> c.startsWith("F lon")), units.toString());
        List<String> moves = choices(fake.autocomplete(players.get("France"), channel, "order", "orders", "F bre-", Map.of()));
        assertTrue(moves.contains("F bre-mao") && moves.contains("F bre-eng"), moves.toString());

        // Secrets: /orders is ephemeral; /status counts without naming; nothing of France reaches others.
        InteractionResponse mine = answer(slash(players.get("France"), "orders", Map.of()));
        assertTrue(mine.ephemeral());
        assertTrue(text(mine).contains("F bre-mao"), text(mine));
        InteractionResponse status = answer(slash(players.get("Russia"), "status", Map.of()));
        assertTrue(status.ephemeral());
        assertTrue(text(status).contains("Orders in: 3 of 7"), text(status));
        assertFalse(text(status).contains("mao"), text(status));
        InteractionResponse vote = answer(slash(players.get("France"), "vote", Map.of("proposal", "draw", "vote", "yes")));
        assertTrue(vote.ephemeral());
        assertTrue(answer(slash(players.get("France"), "ready", Map.of())).ephemeral());

        // The deadline draws near: the powers with missing orders get a reminder by DM, France does not.
        clock.advance(Duration.ofHours(43));
        Scheduler scheduler = new Scheduler(service);
        assertFalse(scheduler.tick().reminded().isEmpty());
        bot.poster().wake();
        awaitDm(players.get("Russia"), "Reminder");

        // A bare /game adjudicate before the deadline asks for the phase; named, it is deferred at once, then answered.
        InteractionResponse early = answer(slash(gm, "game phase adjudicate", Map.of()));
        assertTrue(text(early).contains("name the phase: /game phase adjudicate phase: S1901M"), text(early));
        List<InteractionResponse> forced = fake.awaitResponses(slash(gm, "game phase adjudicate", Map.of("phase", "S1901M")), 2, WAIT);
        assertNotNull(forced, "expected a deferral and an answer");
        assertEquals(InteractionResponse.DEFERRED, forced.get(0).callbackType());
        assertTrue(forced.get(0).elapsed().toMillis() < 3000);
        assertTrue(text(forced.get(1)).contains("adjudicated"), text(forced.get(1)));
        Posted spring = awaitResults("Spring 1901 Movement");
        String springText = spring.message().toString();
        assertTrue(springText.contains("A par-bur") && springText.contains("F kie-den"), springText);
        assertPng(spring);

        // Fall 1901: France takes Spain and Portugal, Germany Denmark, England Norway; the deadline adjudicates.
        answer(slash(players.get("France"), "order", Map.of("orders", "F mao-por; A spa H; A bur H")));
        answer(fake.slashInDm(players.get("Germany"), "order", Map.of("orders", "F den H; A ruh H; A kie H")));
        answer(slash(players.get("England"), "order", Map.of("orders", "F nth-nwy; F nwg H; A yor H")));
        for (Posted p : allMessages()) {
            assertFalse(p.message().toString().contains("mao-por"), "France's fall orders leaked: " + p.message());
        }
        for (Posted p : fake.channelMessages(fake.dmChannel(players.get("Germany")).id())) {
            assertFalse(p.message().toString().contains("bre-mao"), "France's orders reached Germany's DM");
        }
        clock.advance(Duration.ofHours(49));
        assertTrue(scheduler.tick().adjudicated().stream().anyMatch(s -> s.contains("F1901M")));
        Posted fall = awaitResults("Fall 1901 Movement");
        assertTrue(fall.message().toString().contains("Portugal: France (was neutral)"), fall.message().toString());
        assertPng(fall);

        // Winter: each power owed a build is told so by DM; France builds through autocomplete.
        Posted owed = awaitDm(players.get("France"), "may build 2 units");
        assertTrue(owed.content().contains("Winter 1901"), owed.content());
        List<String> builds = choices(fake.autocomplete(players.get("France"), channel, "order", "orders", "Build", Map.of()));
        assertTrue(builds.contains("Build A par") && builds.contains("Build F bre"), builds.toString());
        InteractionResponse built = answer(slash(players.get("France"), "order", Map.of("orders", "Build A par; Build F bre")));
        assertTrue(text(built).contains("accepted: Build F bre"), text(built));
        answer(slash(gm, "game phase adjudicate", Map.of("phase", "W1901A")));
        Posted winter = awaitResults("Winter 1901 Adjustments");
        assertTrue(winter.message().toString().contains("Build A par"), winter.message().toString());
        assertPng(winter);
        InteractionResponse after = answer(slash(players.get("Austria"), "status", Map.of()));
        assertTrue(text(after).contains("Spring 1902"), text(after));

        // Maps on request: the PNG, the SVG, and a private preview of one's own orders.
        InteractionResponse map = answer(slash(players.get("Austria"), "map", Map.of()));
        assertTrue(map.ephemeral());
        assertTrue(files(map).get(0).filename().endsWith(".png"));
        InteractionResponse svg = answer(slash(players.get("Austria"), "map", Map.of("format", "svg")));
        assertTrue(files(svg).get(0).filename().endsWith(".svg"), files(svg).toString());
        // The deadlines for a calendar app.
        InteractionResponse calendar = answer(slash(players.get("Austria"), "calendar", Map.of()));
        assertTrue(calendar.ephemeral());
        assertEquals("game-1-deadlines.ics", files(calendar).get(0).filename());
        assertTrue(new String(files(calendar).get(0).data(), java.nio.charset.StandardCharsets.UTF_8)
                .replace("\r\n ", "").contains("Spring 1902 Movement deadline"), "unfolded, as RFC 5545 reads it");
        assertEquals(List.of(), fake.unknownRequests());
    }

    @Test
    void aUserInSeveralGamesPicksTheGameByAutocompleteInADm() {
        answer(slash(gm, "game create", Map.of("variant", "classic")));
        answer(fake.slash(gm, second, "game create", Map.of("variant", "classic", "name", "Second")));
        FakeUser eng = players.get("England");
        answer(slash(eng, "join", Map.of("power", "England")));
        answer(fake.slash(eng, second, "join", Map.of("power", "France")));
        InteractionResponse which = answer(fake.slashInDm(eng, "orders", Map.of()));
        assertTrue(text(which).contains("several games"), text(which));
        List<String> games = choices(fake.autocomplete(eng, fake.dmChannel(eng), "orders", "game", "", Map.of()));
        assertEquals(List.of("2"), choices(fake.autocomplete(eng, fake.dmChannel(eng), "orders", "game", "Second",
                Map.of())));
        assertEquals(2, games.size(), games.toString());
        answer(fake.slash(gm, channel, "game start", Map.of()));
        InteractionResponse mine = answer(fake.slashInDm(eng, "order", Map.of("orders", "F lon-nth", "game", "1")));
        assertTrue(text(mine).contains("accepted: F lon-nth"), text(mine));
    }

    @Test
    void theGmRoleRunsGamesOfItsOwnServerOnly() {
        answer(slash(gm, "game create", Map.of("variant", "classic")));
        answer(slash(players.get("France"), "join", Map.of()));
        answer(slash(gm, "game start", Map.of()));
        assertTrue(text(answer(slash(moderator, "game phase pause", Map.of()))).startsWith("Done"), "the GM role may pause");
        // A manager of another server names this game by number: it is not even there for them.
        InteractionResponse foreign = answer(fake.slash(otherOwner, otherChannel, "game phase resume", Map.of("game", "1")));
        assertTrue(text(foreign).contains("There is no game #1 that you can see"), text(foreign));
    }

    @Test
    void anotherServerAndStrangersCannotReadTheGameByNumber() {
        answer(slash(gm, "game create", Map.of("variant", "classic")));
        answer(slash(players.get("France"), "join", Map.of("power", "France")));
        answer(slash(gm, "game start", Map.of()));
        answer(slash(players.get("France"), "order", Map.of("orders", "A par-bur")));
        Map<String, Map<String, String>> reads = Map.of("status", Map.of("game", "1"),
                "history", Map.of("phase", "S1901M", "game", "1"), "map", Map.of("game", "1"),
                "moves", Map.of("province", "bur", "game", "1"));
        FakeUser stranger = fake.user("stranger");
        reads.forEach((name, options) -> {
            InteractionResponse far = answer(fake.slash(otherOwner, otherChannel, name, options));
            assertTrue(text(far).contains("There is no game #1 that you can see"), name + ": " + text(far));
            InteractionResponse dm = answer(fake.slashInDm(stranger, name, options));
            assertTrue(text(dm).contains("There is no game #1 that you can see"), name + ": " + text(dm));
        });
        InteractionResponse own = answer(fake.slashInDm(players.get("France"), "status", Map.of("game", "1")));
        assertFalse(text(own).contains("no game"), "a player reads her own game from a DM: " + text(own));
    }

    // --- helpers ---

    static List<Integer> contexts(JsonNode command) {
        List<Integer> out = new ArrayList<>();
        for (JsonNode c : command.get("contexts")) out.add(c.asInt());
        return out;
    }

    FakeInteraction slash(FakeUser user, String path, Map<String, ?> options) {
        return fake.slash(user, channel, path, options);
    }

    /** The final answer to an interaction: the reply, or the edit after a deferral. */
    InteractionResponse answer(FakeInteraction ix) {
        return answer(fake, ix);
    }

    /** The final answer to an interaction: the reply, or the edit or follow-up after a (private) deferral. */
    static InteractionResponse answer(FakeDiscord fake, FakeInteraction ix) {
        InteractionResponse first = fake.awaitAcknowledgement(ix, WAIT);
        assertTrue(first.elapsed().toMillis() < 3000, "acknowledged within 3 s");
        if (first.callbackType() != InteractionResponse.DEFERRED) return first;
        // a deferred answer may draw maps (a board's first, on a loaded machine, takes long): only a failure waits it out
        List<InteractionResponse> both = fake.awaitResponses(ix, 2, BotFixture.DRAWN);
        assertNotNull(both, "deferred but never answered");
        if (!InteractionListener.PUBLIC_BELOW.equals(both.get(1).content())) return both.get(1);
        // a public answer after the private deferral: the deferral's note, then the answer as a follow-up
        List<InteractionResponse> three = fake.awaitResponses(ix, 3, WAIT);
        assertNotNull(three, "a public answer announced but never posted");
        return three.get(2);
    }

    List<String> choices(FakeInteraction ix) {
        List<InteractionResponse> r = fake.awaitResponses(ix, 1, WAIT);
        assertNotNull(r);
        List<String> out = new ArrayList<>();
        for (JsonNode c : r.get(0).payload().path("data").path("choices")) out.add(c.get("value").asText());
        return out;
    }

    static String text(InteractionResponse r) {
        return r.message() == null ? "" : text(r.message());
    }

    static String text(JsonNode message) {
        StringBuilder b = new StringBuilder(message.path("content").asText());
        for (JsonNode e : message.path("embeds")) {
            b.append('\n').append(e.path("title").asText()).append('\n').append(e.path("description").asText());
            for (JsonNode f : e.path("fields")) b.append('\n').append(f.path("name").asText()).append(": ").append(f.path("value").asText());
        }
        return b.toString();
    }

    static List<Upload> files(InteractionResponse r) {
        return r.files();
    }

    List<Posted> allMessages() {
        List<Posted> out = new ArrayList<>(fake.channelMessages(channel.id()));
        for (FakeUser u : players.values()) out.addAll(fake.channelMessages(fake.dmChannel(u).id()));
        return out;
    }

    Posted awaitChannel(String part) {
        Posted p = fake.await(() -> fake.channelMessages(channel.id()).stream()
                .filter(m -> text(m.message()).contains(part)).findFirst().orElse(null), WAIT);
        assertNotNull(p, "the channel never got '" + part + "': " + fake.channelMessages(channel.id()));
        return p;
    }

    Posted awaitResults(String phase) {
        Posted p = awaitChannel(phase + " results");
        assertFalse(p.payload().path("flags").asInt(0) == 64);
        return p;
    }

    Posted awaitDm(FakeUser user, String part) { return awaitDm(fake, user, part); }

    /** The first DM to the user that contains {@code part}, waited for. */
    static Posted awaitDm(FakeDiscord fake, FakeUser user, String part) {
        long dm = fake.dmChannel(user).id();
        Posted p = fake.await(() -> fake.channelMessages(dm).stream().filter(m -> text(m.message()).contains(part))
                .findFirst().orElse(null), WAIT);
        assertNotNull(p, user.name() + " never got a DM with '" + part + "': " + fake.channelMessages(dm));
        return p;
    }

    static void assertPng(Posted p) {
        assertFalse(p.files().isEmpty(), "no map attached");
        for (Upload f : p.files()) {
            assertTrue(f.filename().endsWith(".png"), f.toString());
            assertEquals((byte) 0x89, f.data()[0]);
            assertEquals((byte) 'P', f.data()[1]);
        }
        assertTrue(p.message().path("embeds").get(0).path("image").path("url").asText().endsWith("-action.png"),
                "the post leads with a close-up of the action: " + p.message());
        int i = 1;
        while (p.message().path("embeds").get(i).path("image").path("url").asText().contains("-action-")) i++;
        assertTrue(p.message().path("embeds").get(i).path("image").path("url").asText().endsWith("-results.png"),
                "the whole board follows the close-ups: " + p.message());
    }
}
