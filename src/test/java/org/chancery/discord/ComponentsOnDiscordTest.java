package org.chancery.discord;

import static org.chancery.discord.ChanceryOnDiscordTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
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
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.posting.Sleeper;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Discord's own components against the wire-protocol fake: buttons, a form (modal), a file attached. */
class ComponentsOnDiscordTest {
    static final Duration WAIT = ChanceryOnDiscordTest.WAIT;

    FakeDiscord fake;
    FakeGuild guild;
    FakeChannel channel;
    FakeUser gm;
    FakeUser france;
    FakeUser england;
    Database db;
    GameService service;
    ChanceryBot bot;

    @BeforeEach
    void start() throws Exception {
        fake = FakeDiscord.start();
        FakeUser owner = fake.user("owner");
        guild = fake.guild("Diplomacy Club", owner);
        channel = guild.textChannel("game-1");
        gm = fake.user("gwen");
        france = fake.user("fran");
        england = fake.user("ed");
        for (FakeUser u : List.of(gm, france, england)) guild.join(u);
        db = Database.inMemory();
        service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
        bot = ChanceryBot.start(new DiscordConfig(fake.token(), Optional.empty(), Optional.empty()), fake.endpoints(),
                service, new RenderedMaps(), DiscordBot.DEFER_AFTER, Sleeper.REAL, Duration.ofMillis(200));
        answer(fake.slash(gm, channel, "game create", Map.of("variant", "classic")));
        answer(fake.slash(france, channel, "join", Map.of("power", "France")));
        answer(fake.slash(england, channel, "join", Map.of("power", "England")));
        answer(fake.slash(gm, channel, "game start", Map.of()));
    }

    @AfterEach
    void stop() throws Exception {
        if (bot != null) bot.close();
        if (db != null) db.close();
        if (fake != null) fake.close();
    }

    InteractionResponse answer(FakeInteraction ix) {
        return ChanceryOnDiscordTest.answer(fake, ix);
    }

    static List<String> buttons(InteractionResponse r) {
        List<String> out = new java.util.ArrayList<>();
        for (JsonNode row : r.message().path("components")) for (JsonNode b : row.path("components")) out.add(b.path("label").asText());
        return out;
    }

    @Test
    void readyAndShowMyOrdersSitUnderTheOrderAnswer() {
        InteractionResponse given = answer(fake.slash(france, channel, "order", Map.of("orders", "A par-bur; F bre-mao")));
        assertEquals(List.of("Ready", "Show my orders"), buttons(given));
        InteractionResponse shown = answer(fake.click(france, channel, given.message(), "Show my orders"));
        assertTrue(shown.ephemeral());
        assertTrue(text(shown).contains("A par-bur; F bre-mao"), text(shown));
        InteractionResponse stranger = answer(fake.click(england, channel, given.message(), "Show my orders"));
        assertTrue(text(stranger).contains("You do not play France"), "a button is no key to another's orders: " + text(stranger));
        assertFalse(text(stranger).contains("par-bur"));
        InteractionResponse ready = answer(fake.click(france, channel, given.message(), "Ready"));
        assertTrue(text(ready).contains("You are marked ready"), text(ready));
    }

    @Test
    void theWholeTurnIsEditedInAFormFilledWithTheCurrentOrders() {
        answer(fake.slash(france, channel, "order", Map.of("orders", "A par-bur; A mar-spa; F bre-mao")));
        FakeInteraction edit = fake.slash(france, channel, "orders", Map.of("action", "edit"));
        List<InteractionResponse> opened = fake.awaitResponses(edit, 1, WAIT);
        assertEquals(9, opened.get(0).callbackType(), "a modal opens");
        JsonNode field = edit.modal().path("components").get(0).path("component");
        assertEquals("A par-bur\nA mar-spa\nF bre-mao", field.path("value").asText());
        assertEquals(2, field.path("style").asInt(), "a paragraph");
        InteractionResponse sent = answer(fake.submit(france, edit, Map.of(field.path("custom_id").asText(), "A par-pic\nF bre-eng")));
        assertTrue(sent.ephemeral());
        assertTrue(text(sent).contains("Your orders for S1901M: A par-pic; F bre-eng"), "the form is the whole turn: " + text(sent));
    }

    @Test
    void aFormSentAfterItsPhaseWasAdjudicatedIsRefusedWhole() {
        answer(fake.slash(france, channel, "order", Map.of("orders", "A par-bur")));
        FakeInteraction edit = fake.slash(france, channel, "orders", Map.of("action", "edit"));
        fake.awaitResponses(edit, 1, WAIT);
        JsonNode field = edit.modal().path("components").get(0).path("component");
        answer(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", "S1901M")));
        // written for S1901M; "A mar-spa" and "F bre-mao" would be as good in F1901M
        InteractionResponse sent = answer(fake.submit(france, edit, Map.of(field.path("custom_id").asText(),
                "A bur-mun\nA mar-spa\nF bre-mao")));
        assertTrue(text(sent).contains("Your orders were for S1901M, but it has been adjudicated; the game is now in F1901M")
                && text(sent).contains("Nothing was stored"), text(sent));
        assertEquals(List.of(), service.orders().standing(1, "France"), "nothing stored against F1901M");
    }

    @Test
    void rollbackAndEndWaitForTheirConfirmButton() {
        answer(fake.slash(france, channel, "order", Map.of("orders", "A par-bur")));
        answer(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", "S1901M")));
        InteractionResponse asked = answer(fake.slash(gm, channel, "game phase rollback", Map.of("phase", "S1901M")));
        assertTrue(asked.ephemeral());
        assertTrue(text(asked).contains("These orders of S1901M stand again: France: A par-bur."), text(asked));
        assertEquals(List.of("Roll back to S1901M"), buttons(asked));
        assertEquals("F1901M", service.views().status(1).state().phase().code(), "nothing done before the button");
        InteractionResponse other = answer(fake.click(france, channel, asked.message(), "Roll back to S1901M"));
        assertTrue(text(other).contains("Only the one who asked can confirm this"), text(other));
        InteractionResponse done = answer(fake.click(gm, channel, asked.message(), "Roll back to S1901M"));
        assertTrue(text(done).contains("rolled the game back to Spring 1901 Movement"), text(done));
        assertEquals("S1901M", service.views().status(1).state().phase().code());
        InteractionResponse again = answer(fake.click(gm, channel, asked.message(), "Roll back to S1901M"));
        assertTrue(text(again).contains("expired or was used already"), text(again));

        InteractionResponse end = answer(fake.slash(gm, channel, "game end", Map.of("result", "Draw")));
        assertEquals("ACTIVE", service.game(1).status(), "not ended before the button");
        answer(fake.click(gm, channel, end.message(), "End the game"));
        assertEquals("ENDED", service.game(1).status());
    }

    @Test
    void theEndIsScoredByTheGamesScoringSystem() {
        InteractionResponse set = answer(fake.slash(gm, channel, "game settings", Map.of("key", "scoring", "value", "draw-size")));
        assertTrue(text(set).contains("scoring draw-size"), text(set));
        InteractionResponse end = answer(fake.slash(gm, channel, "game end", Map.of("result", "Draw between England and France")));
        answer(fake.click(gm, channel, end.message(), "End the game"));
        String scores = "Scores (draw-size): England 0.5, France 0.5, Austria 0, Germany 0, Italy 0, Russia 0, Turkey 0.";
        var posted = fake.await(() -> fake.channelMessages(channel.id()).stream()
                .filter(m -> text(m.message()).contains(scores)).findFirst().orElse(null), WAIT);
        assertNotNull(posted, "the end notice in the channel carries the scores: " + fake.channelMessages(channel.id()));
        InteractionResponse status = answer(fake.slash(france, channel, "status", Map.of()));
        assertTrue(text(status).contains("Game over: Draw between England and France. " + scores), text(status));
    }

    @Test
    void anExportIsImportedFromAnAttachedFileAndRefusalsArePrivate() {
        InteractionResponse exported = answer(fake.slash(gm, channel, "game export", Map.of()));
        byte[] json = exported.files().get(0).data();
        answer(fake.slash(gm, channel, "game end", Map.of()));
        FakeChannel other = guild.textChannel("game-2");
        FakeInteraction importing = fake.slash(gm, other, "game import", Map.of("export", fake.file("game-1.json", json)));
        InteractionResponse imported = answer(importing);
        InteractionResponse deferral = importing.responses().get(0);
        assertEquals(InteractionResponse.DEFERRED, deferral.callbackType());
        assertTrue(deferral.ephemeral(), "the deferral is private, so a refusal would be too");
        assertFalse(imported.ephemeral(), "the imported game is news for the channel");
        assertEquals(InteractionResponse.Kind.FOLLOWUP, imported.kind(), "public, after a private deferral");
        assertTrue(text(imported).contains("Imported as game #2"), text(imported));
        assertNotNull(fake.await(() -> importing.originalDeleted() ? true : null, WAIT), "the private note is cleared");
        InteractionResponse broken = answer(fake.slash(gm, guild.textChannel("game-3"), "game import",
                Map.of("export", fake.file("notes.txt", "not json".getBytes()))));
        assertTrue(broken.ephemeral(), "a refusal stays with the GM");
        assertTrue(text(broken).contains("That is not a Chancery export"), text(broken));
        InteractionResponse twice = answer(fake.slash(gm, other, "game create", Map.of("variant", "classic")));
        assertTrue(twice.ephemeral(), "a refused create stays with the GM");
        assertTrue(text(twice).contains("already has game #2"), text(twice));
    }

    @Test
    void deadlinesShowHowFarOffTheyAre() {
        InteractionResponse status = answer(fake.slash(france, channel, "status", Map.of()));
        assertTrue(text(status).matches("(?s).*<t:\\d+:F> \\(<t:\\d+:R>\\).*"), text(status));
    }

    @Test
    void theReminderDmCarriesReadyAndShowMyOrders() {
        answer(fake.slash(france, channel, "order", Map.of("orders", "A par-bur")));
        ((TestClock) service.clock()).advance(Duration.ofHours(43));
        new org.chancery.game.Scheduler(service).tick();
        bot.poster().wake();
        FakeChannel dm = fake.dmChannel(england);
        var reminder = fake.await(() -> fake.channelMessages(dm.id()).stream()
                .filter(p -> p.content().startsWith("Reminder")).findFirst().orElse(null), WAIT);
        assertNotNull(reminder, "no reminder for England");
        assertTrue(reminder.content().matches("(?s).*by <t:\\d+:F> \\(<t:\\d+:R>\\)\\..*"), reminder.content());
        InteractionResponse extended = answer(fake.slash(gm, channel, "game phase extend", Map.of("time", "12h")));
        assertTrue(text(extended).matches("(?s).*to <t:\\d+:F> \\(<t:\\d+:R>\\)\\..*"), text(extended));
        InteractionResponse mine = answer(fake.click(england, dm, reminder.message(), "Show my orders"));
        assertTrue(text(mine).contains("You have no orders for S1901M yet"), text(mine));
        InteractionResponse ready = answer(fake.click(england, dm, reminder.message(), "Ready"));
        assertTrue(text(ready).contains("You are marked ready"), text(ready));
        assertTrue(fake.channelMessages(fake.dmChannel(france).id()).stream().noneMatch(p -> p.content().startsWith("Reminder")),
                "France has orders in and is not reminded");
    }
}
