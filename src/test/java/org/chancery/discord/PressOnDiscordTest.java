package org.chancery.discord;

import static org.chancery.discord.ChanceryOnDiscordTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeInteraction;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.fake.Posted;
import org.junit.jupiter.api.Test;

/**
 * Press on Discord, through the wire-protocol fake, in every mode: what each power, the GM and a bystander receive, and
 * what they never do. A message goes by DM to each recipient ("From England ...") with a Reply button that opens a form;
 * a message to all goes to the game channel under the power's name; the wire carries no mention allowed; an anonymous
 * game names powers only.
 */
class PressOnDiscordTest {
    static final Duration WAIT = ChanceryOnDiscordTest.WAIT;

    /** The game's users: the GM, England, France, Italy and a bystander in the channel. */
    private FakeUser gm, england, france, italy, kit;

    private BotFixture fixture(String... settings) throws Exception {
        BotFixture bot = new BotFixture("Press Club", "press-game", "gwendolyn", "edmund", "francine", "italo", "kit");
        gm = bot.users.get(0);
        england = bot.users.get(1);
        france = bot.users.get(2);
        italy = bot.users.get(3);
        kit = bot.users.get(4);
        answer(bot, bot.fake.slash(gm, bot.channel, "game create", Map.of("variant", "classic")));
        for (int i = 0; i < settings.length; i += 2) {
            String said = answer(bot, bot.fake.slash(gm, bot.channel, "game settings", Map.of("key", settings[i],
                    "value", settings[i + 1])));
            assertTrue(said.startsWith("Settings:"), said);
        }
        answer(bot, bot.fake.slash(england, bot.channel, "join", Map.of("power", "England")));
        answer(bot, bot.fake.slash(france, bot.channel, "join", Map.of("power", "France")));
        answer(bot, bot.fake.slash(italy, bot.channel, "join", Map.of("power", "Italy")));
        answer(bot, bot.fake.slash(gm, bot.channel, "game start", Map.of()));
        bot.awaitPost("has started");
        return bot;
    }

    @Test
    void aRelayedMessageReachesItsReadersAloneWithAReplyButton() throws Exception {
        try (BotFixture bot = fixture("press", "relay")) {
            FakeDiscord fake = bot.fake;
            InteractionResponse sending = bot.answer(fake.slash(england, bot.channel, "press", Map.of("to", "France",
                    "text", "Hold Burgundy. @everyone @here <@" + kit.id() + "> <@&" + kit.id() + ">")));
            assertTrue(sending.ephemeral(), "nobody in the channel sees who sent press");
            String sent = text(sending);
            assertTrue(sent.startsWith("Sent from England to France (S1901M)"), sent);
            Posted got = awaitDm(fake, france, "From England");
            assertEquals("From England (game #1, S1901M): Hold Burgundy. @\u200beveryone @\u200bhere <\u200b@" + kit.id()
                    + "> <\u200b@&" + kit.id() + ">", got.content());
            JsonNode mentions = got.payload().path("allowed_mentions");
            assertTrue(mentions.has("parse") && mentions.path("parse").isEmpty(), "no mention allowed: " + got.payload());
            assertEquals(List.of("Reply"), labels(got.message()));

            // France answers with the button: a form opens, and what is written there goes to England
            FakeInteraction reply = fake.click(france, fake.dmChannel(france), got.message(), "Reply");
            List<InteractionResponse> opened = fake.awaitResponses(reply, 1, WAIT);
            assertEquals(9, opened.get(0).callbackType(), "a modal opens");
            String field = reply.modal().path("components").get(0).path("component").path("custom_id").asText();
            String answered = text(bot.answer(fake.submit(france, reply, Map.of(field, "Agreed."))));
            assertTrue(answered.startsWith("Sent from France to England"), answered);
            assertEquals("From France (game #1, S1901M): Agreed.", awaitDm(fake, england, "From France").content());

            // a DM to the bot sends too, to several powers: each reads who else it went to, and may reply to all
            fake.directMessage(italy, "press England, France: Let us share the Balkans.");
            Posted toEngland = awaitDm(fake, england, "From Italy");
            assertEquals("From Italy (game #1, S1901M; to England, France): Let us share the Balkans.", toEngland.content());
            assertEquals(List.of("Reply", "Reply to all"), labels(toEngland.message()));
            awaitDm(fake, france, "From Italy");

            // none of it reached the GM, the bystander or the channel
            for (FakeUser u : List.of(gm, kit)) {
                for (Posted p : fake.channelMessages(fake.dmChannel(u).id())) assertFalse(p.content().contains("From "), p.content());
            }
            for (Posted p : fake.channelMessages(bot.channel.id())) assertFalse(text(p.message()).contains("Burgundy"));
            assertTrue(fake.channelMessages(fake.dmChannel(italy).id()).stream().noneMatch(p -> p.content().contains("Burgundy")),
                    "Italy never reads England's message to France");

            // the log: each power its own, the GM none
            String italyLog = answer(bot, fake.slash(italy, bot.channel, "press-log", Map.of()));
            assertTrue(italyLog.contains("S1901M, Italy to England, France: Let us share the Balkans."), italyLog);
            assertFalse(italyLog.contains("Burgundy") || italyLog.contains("Agreed"), italyLog);
            String franceLog = answer(bot, fake.slash(france, bot.channel, "press-log", Map.of()));
            assertTrue(franceLog.contains("England to France: Hold Burgundy.") && franceLog.contains("France to England: Agreed."),
                    franceLog);
            fake.directMessage(france, "press log");
            assertTrue(awaitDm(fake, france, "France's press in game #1").content().contains("Italy to England, France: Let us"),
                    "press log works in a DM too");
            String gmLog = answer(bot, fake.slash(gm, bot.channel, "press-log", Map.of()));
            assertTrue(gmLog.contains("you play no power in game #1. After the game, game reveal press publishes it."), gmLog);
        }
    }

    @Test
    void everyModeSendsWhatItAllowsAndRefusesTheRest() throws Exception {
        for (String mode : List.of("open", "relay", "public", "none")) {
            try (BotFixture bot = fixture("press", mode)) {
                FakeDiscord fake = bot.fake;
                String priv = answer(bot, fake.slash(england, bot.channel, "press", Map.of("to", "France", "text", "Private word.")));
                String all = answer(bot, fake.slash(england, bot.channel, "press", Map.of("to", "all", "text", "Public word.")));
                boolean privateOk = mode.equals("open") || mode.equals("relay");
                boolean allOk = !mode.equals("none");
                assertEquals(privateOk, priv.startsWith("Sent"), mode + ": " + priv);
                assertEquals(allOk, all.startsWith("Sent"), mode + ": " + all);
                if (mode.equals("public")) assertTrue(priv.contains("takes press to everyone only (press public)"), priv);
                if (mode.equals("none")) {
                    assertTrue(priv.contains("played without press (gunboat)") && all.contains("played without press"), priv);
                }
                if (allOk) {
                    String post = bot.awaitPost("From England to all");
                    assertEquals("From England to all: Public word.", post);
                    Posted p = fake.channelMessages(bot.channel.id()).stream()
                            .filter(m -> m.content().startsWith("From England")).findFirst().orElseThrow();
                    assertEquals(List.of("Reply to England"), labels(p.message()));
                }
                if (privateOk) awaitDm(fake, france, "Private word.");
                // a notice posted after these shows the queue is through: then nothing else may have come
                answer(bot, fake.slash(gm, bot.channel, "game phase pause", Map.of()));
                bot.awaitPost("GM: paused");
                for (FakeUser u : List.of(gm, italy, kit, england)) {
                    for (Posted p : fake.channelMessages(fake.dmChannel(u).id())) {
                        assertFalse(p.content().contains("word."), mode + ": " + u.name() + " read " + p.content());
                    }
                }
                for (Posted p : fake.channelMessages(bot.channel.id())) {
                    assertFalse(text(p.message()).contains("Private word."), mode + ": the channel read " + text(p.message()));
                }
                if (!allOk) {
                    assertTrue(fake.channelMessages(bot.channel.id()).stream().noneMatch(p -> p.content().contains("word.")), mode);
                }
                assertTrue(fake.channelMessages(fake.dmChannel(france).id()).stream()
                        .anyMatch(p -> p.content().contains("Private word.")) == privateOk, mode);
            }
        }
    }

    @Test
    void anAnonymousGameNamesPowersOnly() throws Exception {
        try (BotFixture bot = fixture("anonymous", "yes", "press", "relay")) {
            FakeDiscord fake = bot.fake;
            // each player is told their power by DM; the channel never hears who joined
            assertTrue(awaitDm(fake, france, "You play France in game #1").content().contains("The game is anonymous"));
            answer(bot, fake.slash(england, bot.channel, "press", Map.of("to", "all", "text", "Greetings from London.")));
            bot.awaitPost("From England to all: Greetings from London.");
            answer(bot, fake.slash(england, bot.channel, "press", Map.of("to", "France", "text", "A word, friend.")));
            awaitDm(fake, france, "A word, friend.");
            String status = answer(bot, fake.slash(kit, bot.channel, "status", Map.of()));
            assertTrue(status.contains("(anonymous)"), status);
            answer(bot, fake.slash(gm, bot.channel, "game phase pause", Map.of()));
            bot.awaitPost("GM: paused");
            List<String> seen = new ArrayList<>();
            for (Posted p : fake.channelMessages(bot.channel.id())) seen.add("channel: " + text(p.message()));
            for (FakeUser u : List.of(gm, england, france, italy, kit)) {
                for (Posted p : fake.channelMessages(fake.dmChannel(u).id())) seen.add(u.name() + ": " + text(p.message()));
            }
            seen.add("status: " + status);
            seen.add("log: " + answer(bot, fake.slash(gm, bot.channel, "game log", Map.of())));
            for (String s : seen) {
                for (FakeUser u : List.of(england, france, italy)) {
                    String reader = s.substring(0, s.indexOf(':'));
                    if (reader.equals(u.name())) continue;
                    assertFalse(s.contains(u.name()) || s.contains(Long.toUnsignedString(u.id())), u.name() + " named in " + s);
                }
            }
            // at the end the GM shows who played what
            InteractionResponse plan = bot.answer(fake.slash(gm, bot.channel, "game end", Map.of()));
            bot.answer(fake.click(gm, bot.channel, plan.message(), "End the game"));
            answer(bot, fake.slash(gm, bot.channel, "game rules reveal", Map.of()));
            String shown = bot.awaitPost("Who played what");
            assertTrue(shown.contains("England: edmund; France: francine; Italy: italo"), shown);
            answer(bot, fake.slash(gm, bot.channel, "game rules reveal", Map.of("what", "press")));
            bot.awaitPost("published the press of game #1");
            String log = answer(bot, fake.slash(kit, bot.channel, "press-log", Map.of()));
            assertTrue(log.contains("England to France: A word, friend."), log);
        }
    }

    @Test
    void aSeatChanceryPlaysReadsNothingAndNeverAnswers() throws Exception {
        try (BotFixture bot = new BotFixture("Press Club", "press-game", "gwendolyn", "edmund", "italo")) {
            FakeDiscord fake = bot.fake;
            FakeUser gm = bot.users.get(0), england = bot.users.get(1), italy = bot.users.get(2);
            answer(bot, fake.slash(gm, bot.channel, "game create", Map.of("variant", "classic")));
            answer(bot, fake.slash(england, bot.channel, "join", Map.of("power", "England")));
            answer(bot, fake.slash(italy, bot.channel, "join", Map.of("power", "Italy")));
            answer(bot, fake.slash(gm, bot.channel, "game seat bot", Map.of("power", "France")));
            answer(bot, fake.slash(gm, bot.channel, "game start", Map.of()));
            bot.awaitPost("has started");
            String sent = answer(bot, fake.slash(england, bot.channel, "press", Map.of("to", "France, Italy",
                    "text", "Shall we share the Channel?")));
            assertTrue(sent.startsWith("Sent from England to France, Italy") && sent.contains("France is played by Chancery,"
                    + " which reads no press"), sent);
            awaitDm(fake, italy, "Shall we share the Channel?");
            // the queue goes on past the message to Chancery's seat: a later notice is posted
            answer(bot, fake.slash(gm, bot.channel, "game phase pause", Map.of()));
            bot.awaitPost("GM: paused");
            for (Posted p : fake.channelMessages(bot.channel.id())) {
                assertFalse(text(p.message()).contains("From France"), "Chancery answered: " + text(p.message()));
            }
            for (FakeUser u : List.of(england, italy, gm)) {
                for (Posted p : fake.channelMessages(fake.dmChannel(u).id())) {
                    assertFalse(p.content().contains("From France"), "Chancery answered " + u.name() + ": " + p.content());
                }
            }
            String log = answer(bot, fake.slash(england, bot.channel, "press-log", Map.of()));
            assertTrue(log.contains("England to France, Italy: Shall we share the Channel?"), log);
        }
    }

    static List<String> labels(JsonNode message) {
        List<String> out = new ArrayList<>();
        for (JsonNode row : message.path("components")) for (JsonNode b : row.path("components")) out.add(b.path("label").asText());
        return out;
    }

    static Posted awaitDm(FakeDiscord fake, FakeUser user, String part) {
        long dm = fake.dmChannel(user).id();
        Posted p = fake.await(() -> fake.channelMessages(dm).stream().filter(m -> m.content().contains(part)).findFirst()
                .orElse(null), WAIT);
        assertNotNull(p, user.name() + " got no DM with '" + part + "': " + fake.channelMessages(dm));
        return p;
    }

    private static String answer(BotFixture bot, FakeInteraction ix) {
        return text(bot.answer(ix));
    }
}
