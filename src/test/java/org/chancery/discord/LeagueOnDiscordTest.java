package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chancery.bench.LeagueLoad;
import org.chancery.command.RenderedMaps;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.posting.Sleeper;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/**
 * {@code /league} on a server of 1,000 ended games and 500 members, through the bot and the Discord fake (which
 * refuses what Discord refuses): the standings a page at a time, a member's own record privately, another's by
 * mention, and nothing of another server's games.
 */
class LeagueOnDiscordTest {
    @Test
    void theLeagueOfAThousandGamesAnswersWithinDiscordsLimitsAndKeepsToItsServer() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(); Database db = Database.inMemory()) {
            FakeGuild club = fake.guild("Club", fake.user("owner"));
            FakeChannel channel = club.textChannel("game");
            FakeGuild other = fake.guild("Other", fake.user("owner-2"));
            FakeChannel elsewhere = other.textChannel("game");
            List<FakeUser> members = new ArrayList<>();
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 500; i++) {
                FakeUser u = fake.user("member-" + i);
                club.join(u);
                members.add(u);
                ids.add(Long.toUnsignedString(u.id()));
            }
            LeagueLoad.fill(db, Long.toUnsignedString(channel.guildId()), 1000, ids, 34);
            FakeUser stranger = fake.user("stranger");
            other.join(stranger);
            LeagueLoad.fill(db, Long.toUnsignedString(elsewhere.guildId()), 3, List.of(Long.toUnsignedString(stranger.id())), 35);
            GameService service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
            try (ChanceryBot bot = ChanceryBot.start(new DiscordConfig(fake.token(), Optional.empty(), Optional.empty()),
                    fake.endpoints(), service, new RenderedMaps(), DiscordBot.DEFER_AFTER, Sleeper.REAL, Duration.ofMillis(100))) {
                FakeUser me = members.get(7);
                String first = text(fake, me, channel, Map.of());
                assertTrue(first.contains("1000 ended games scored by draw-size. Page 1 of 34, players 1 to 15 of 500"), first);
                String last = text(fake, me, channel, Map.of("page", "34"));
                assertTrue(last.contains("players 496 to 500 of 500"), last);
                String top = text(fake, me, channel, Map.of("top", "10", "scoring", "c-diplo"));
                assertTrue(top.contains("Page 1 of 1, players 1 to 10 of 10") && top.contains("League: c-diplo"), top);

                InteractionResponse mine = ChanceryOnDiscordTest.answer(fake, fake.slash(me, channel, "league", Map.of("record", "me")));
                assertTrue(mine.ephemeral(), "a member's own record is private");
                assertTrue(BotFixture.text(mine).contains("You have played"), BotFixture.text(mine));
                String theirs = text(fake, me, channel, Map.of("player", members.get(8)));
                assertTrue(theirs.contains("member-8 has played"), theirs);
                String strangerThere = text(fake, me, channel, Map.of("player", stranger));
                assertTrue(strangerThere.contains("finished no game that counts in this server's league"), strangerThere);

                String there = text(fake, stranger, elsewhere, Map.of());
                assertTrue(there.contains("3 ended games scored by draw-size. Page 1 of 1, players 1 to 1 of 1."), there);
                String bad = text(fake, me, channel, Map.of("from", "1st of May"));
                assertTrue(bad.contains("write it as YYYY-MM-DD, e.g. league from:"), bad);
                String dm = BotFixture.text(ChanceryOnDiscordTest.answer(fake, fake.slashInDm(me, "league", Map.of())));
                assertTrue(dm.contains("The league is kept per server"), dm);

                List<String> refused = fake.requests().stream().filter(q -> q.matches(".* -> 4\\d\\d")).toList();
                assertEquals(List.of(), refused, "Discord refused");
            }
        }
    }

    /** Its link, and a GM's new link, after which the old one answers 404 and shows nothing of the server. */
    @Test
    void theLeagueAnswerLinksToTheServersOwnLeaguePageWhichAGmCanRenew() throws Exception {
        try (FakeDiscord fake = FakeDiscord.start(); Database db = Database.inMemory()) {
            FakeUser owner = fake.user("owner");
            FakeGuild club = fake.guild("Club", owner);
            FakeChannel channel = club.textChannel("game");
            FakeGuild other = fake.guild("Other", fake.user("owner-2"));
            FakeChannel elsewhere = other.textChannel("game");
            FakeUser me = fake.user("member-mine");
            club.join(me);
            FakeUser moderator = fake.user("mo");
            club.join(moderator, club.role("GM", org.chancery.discord.fake.FakeRole.EVERYONE));
            FakeUser stranger = fake.user("stranger");
            other.join(stranger);
            LeagueLoad.fill(db, Long.toUnsignedString(channel.guildId()), 3, List.of(Long.toUnsignedString(me.id())), 36);
            LeagueLoad.fill(db, Long.toUnsignedString(elsewhere.guildId()), 2, List.of(Long.toUnsignedString(stranger.id())), 37);
            GameService service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
            try (org.chancery.web.Site site = org.chancery.web.Site.start(service, new org.chancery.game.FeedTokens(
                    "a test secret of some length".getBytes(java.nio.charset.StandardCharsets.UTF_8)), 0, null,
                    org.chancery.web.WebServer.Limits.STANDARD);
                    ChanceryBot bot = ChanceryBot.start(new DiscordConfig(fake.token(), Optional.empty(), Optional.of("GM")),
                            fake.endpoints(), service, new RenderedMaps(), site)) {
                String mine = link(text(fake, me, channel, Map.of()));
                String theirs = link(text(fake, stranger, elsewhere, Map.of()));
                String page = get(mine).body();
                assertTrue(page.contains("3 ended games of this server") && page.contains("member-0"), page);
                String there = get(theirs).body();
                assertTrue(there.contains("2 ended games of this server"), there);
                assertTrue(!mine.equals(theirs), "each server its own link");

                assertTrue(fake.offers(owner, channel, "league-link") && !fake.offers(me, channel, "league-link"),
                        "offered to the server's managers only");

                InteractionResponse byMember = ChanceryOnDiscordTest.answer(fake, fake.slash(me, channel, "league-link",
                        Map.of("action", "new")));
                assertTrue(byMember.ephemeral() && BotFixture.text(byMember).contains("Only a server admin (Manage Server) or a"
                        + " holder of the GM role may give the league page a new link."), BotFixture.text(byMember));
                assertEquals(200, get(mine).statusCode(), "a refusal changes nothing");

                InteractionResponse done = ChanceryOnDiscordTest.answer(fake, fake.slash(owner, channel, "league-link",
                        Map.of("action", "new")));
                String said = BotFixture.text(done);
                assertTrue(done.ephemeral() && said.contains("Every old one now answers 404 (not found)"), said);
                String fresh = link(said);
                assertTrue(!fresh.equals(mine) && fresh.equals(link(text(fake, me, channel, Map.of()))), said);
                java.net.http.HttpResponse<String> dead = get(mine);
                assertEquals(404, dead.statusCode());
                assertTrue(dead.body().contains("This link is not valid") && !dead.body().contains("member-0")
                        && !dead.body().contains("ended games"), dead.body());
                assertTrue(get(fresh).body().contains("3 ended games of this server"));
                assertEquals(200, get(theirs).statusCode(), "another server's link is not touched");

                InteractionResponse byRole = ChanceryOnDiscordTest.answer(fake, fake.slash(moderator, channel, "league-link",
                        Map.of("action", "new")));
                assertTrue(BotFixture.text(byRole).contains("the league page has a new link"), BotFixture.text(byRole));
                assertEquals(404, get(fresh).statusCode());
                String inDm = BotFixture.text(ChanceryOnDiscordTest.answer(fake, fake.slashInDm(owner, "league-link",
                        Map.of("action", "new"))));
                assertTrue(inDm.contains("The league is kept per server"), inDm);
                List<String> refused = fake.requests().stream().filter(q -> q.matches(".* -> 4\\d\\d")).toList();
                assertEquals(List.of(), refused, "Discord refused");
            }
        }
    }

    private static java.net.http.HttpResponse<String> get(String url) throws Exception {
        return java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(url)).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
    }

    private static String link(String answer) {
        int at = answer.indexOf("http://");
        assertTrue(at > 0, "the answer links its league page: " + answer);
        return answer.substring(at).split("\\s")[0];
    }

    private static String text(FakeDiscord fake, FakeUser who, FakeChannel where, Map<String, ?> options) {
        return BotFixture.text(ChanceryOnDiscordTest.answer(fake, fake.slash(who, where, "league", options)));
    }
}
