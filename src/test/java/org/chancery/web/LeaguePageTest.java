package org.chancery.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import org.chancery.command.Caller;
import org.chancery.command.Commands;
import org.chancery.command.Reply;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A server's league page over HTTP: reached from the league command, the standings and each player's history, the
 * security headers, and its secrecy: one server's link never shows another server's games or players.
 */
class LeaguePageTest {
    private Database db;
    private Site site;
    private Commands commands;
    private final HttpClient http = HttpClient.newHttpClient();
    private final Caller gm1 = new Caller("u-gm", "Gina", "111", "c1", false, false);
    private final Caller fran = new Caller("u-fr", "Fran <b>&", "111", "c1", false, false);
    private final Caller ed = new Caller("u-en", "Ed", "111", "c1", false, false);
    private final Caller gm2 = new Caller("u-gm2", "Otto", "222", "c9", false, false);
    private final Caller secret = new Caller("u-se", "Sekrit Sam", "222", "c9", false, false);

    @BeforeEach
    void setUp() throws Exception {
        db = Database.inMemory();
        GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
        site = Site.start(service, new FeedTokens("a test secret of some length".getBytes(StandardCharsets.UTF_8)), 0, null,
                WebServer.Limits.STANDARD);
        commands = new Commands(service, (v, s, o) -> Optional.empty(), site);
        play(gm1, fran, ed, "Friday game", "France wins.");
        play(gm2, secret, gm2, "Hidden game", "Austria wins.");
    }

    private void play(Caller gm, Caller a, Caller b, String name, String end) {
        ok(commands.run("game create", gm, Map.of("variant", "classic", "name", name)));
        ok(commands.run("join", a, Map.of("power", "France")));
        ok(commands.run("join", b, Map.of("power", "Austria")));
        ok(commands.run("game start", gm, Map.of()));
        ok(commands.run("game end", gm, Map.of("result", end, org.chancery.command.Action.CONFIRMED, "yes")));
    }

    private static Reply ok(Reply r) {
        assertFalse(r.error(), r.plain());
        return r;
    }

    @AfterEach
    void tearDown() {
        site.close();
        db.close();
    }

    private HttpResponse<String> get(String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private String linkFrom(Caller c) {
        String text = ok(commands.run("league", c, Map.of())).plain();
        int at = text.indexOf("http://");
        assertTrue(at > 0, "the league answer gives its page: " + text);
        return text.substring(at).split("\\s")[0];
    }

    @Test
    void theLeagueAnswerLinksToAPageOfTheStandingsAndEachPlayersHistory() throws Exception {
        String url = linkFrom(fran);
        assertEquals(site.league("111").orElseThrow(), url);
        HttpResponse<String> page = get(url);
        assertEquals(200, page.statusCode());
        String body = page.body();
        assertTrue(body.contains("<table id=\"standings\">"), body);
        assertTrue(body.contains("1 ended game of this server, scored by draw-size"), body);
        assertTrue(body.contains("Fran &lt;b&gt;&amp;"), "names escaped: " + body);
        assertFalse(body.contains("<script"), "no script at all");
        assertEquals(LeaguePage.POLICY, page.headers().firstValue("Content-Security-Policy").orElseThrow());
        assertEquals("nosniff", page.headers().firstValue("X-Content-Type-Options").orElseThrow());
        assertEquals("no-referrer", page.headers().firstValue("Referrer-Policy").orElseThrow());
        assertEquals("DENY", page.headers().firstValue("X-Frame-Options").orElseThrow());

        String player = url + "draw-size/" + LeaguePage.code("u-fr");
        assertTrue(body.contains("href=\"" + URI.create(player).getPath() + "\""), "each player links to their history");
        HttpResponse<String> history = get(player);
        assertEquals(200, history.statusCode());
        assertTrue(history.body().contains("#1 Friday game</td><td>classic</td><td>France</td><td>won</td>"), history.body());

        HttpResponse<String> carnage = get(url + "carnage/");
        assertEquals(200, carnage.statusCode());
        assertTrue(carnage.body().contains("scored by carnage"));
        assertEquals(404, get(url + "no-such-system/").statusCode());
        HttpResponse<String> bare = http.send(HttpRequest.newBuilder(URI.create(url.substring(0, url.length() - 1))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(308, bare.statusCode());
    }

    @Test
    void oneServersLinkNeverShowsAnothersGamesOrPlayers() throws Exception {
        String mine = linkFrom(fran), theirs = linkFrom(secret);
        assertFalse(get(mine).body().contains("Sekrit"), "server 111's standings hold none of 222's players");
        assertFalse(get(mine).body().contains("Hidden game"));
        assertTrue(get(theirs).body().contains("Sekrit Sam"));
        assertFalse(get(theirs).body().contains("Fran"));

        // 222's player asked through 111's link: not in this league, the plain 404
        assertEquals(404, get(mine + "draw-size/" + LeaguePage.code("u-se")).statusCode());
        // 111's token with 222's server in the path, and a token altered by one letter: the same 404 with no league
        String[] m = URI.create(mine).getPath().split("/"), t = URI.create(theirs).getPath().split("/");
        String swapped = mine.replace("/" + m[2] + "/" + m[3] + "/", "/" + t[2] + "/" + m[3] + "/");
        HttpResponse<String> forged = get(swapped);
        assertEquals(404, forged.statusCode());
        assertGone(forged);
        char last = m[3].charAt(42);
        String altered = mine.replace(m[3], m[3].substring(0, 42) + (last == 'A' ? 'B' : 'A'));
        assertEquals(404, get(altered).statusCode());
        assertGone(get(altered));
    }

    /** The answer to a link that is not valid: how to get a new one, and nothing of any server's league. */
    private static void assertGone(HttpResponse<String> r) {
        assertEquals(404, r.statusCode());
        String body = r.body();
        assertTrue(body.contains("<h1>This link is not valid</h1>") && body.contains("may have given the league page a new link")
                && body.contains("<code>/league</code> ends with its page's link"), body);
        for (String secret : new String[] {"Fran", "Ed", "Gina", "Sekrit", "Friday game", "Hidden game", "standings", "France",
                "Austria", "111", "222", "ended game"}) {
            assertFalse(body.contains(secret), "a dead link shows nothing of a server: " + secret + " in " + body);
        }
        assertEquals("no-store", r.headers().firstValue("Cache-Control").orElseThrow());
        assertFalse(r.headers().firstValue("Content-Security-Policy").orElseThrow().contains("script"));
    }

    @Test
    void aGmsNewLinkEndsTheOldOnesWhichThenShowNothingOfTheServer() throws Exception {
        String old = linkFrom(fran), theirs = linkFrom(secret);
        String oldPlayer = old + "carnage/" + LeaguePage.code("u-fr");
        assertEquals(200, get(oldPlayer).statusCode());

        Reply refused = commands.run("league link", fran, Map.of("action", "new"));
        assertTrue(refused.error() && refused.plain().contains("Only a server admin (Manage Server) or a holder of the GM role"
                + " may give the league page a new link."), refused.plain());
        assertEquals(200, get(old).statusCode(), "a refusal changes nothing");

        Caller admin = new Caller("u-gm", "Gina", "111", "c1", false, true);
        String done = ok(commands.run("league link", admin, Map.of("action", "new"))).plain();
        String fresh = site.league("111").orElseThrow();
        assertFalse(fresh.equals(old));
        assertTrue(done.contains("Every old one now answers 404 (not found), with how to ask for the new one.")
                && done.contains("The new one: " + fresh + " "), done);

        HttpResponse<String> dead = get(old);
        assertGone(dead);
        for (String part : new String[] {"carnage/", "draw-size/", "draw-size/" + LeaguePage.code("u-fr")}) assertGone(get(old + part));
        assertGone(get(oldPlayer));
        String forged = old.replaceAll("/[A-Za-z0-9_-]{43}/", "/" + "C".repeat(43) + "/");
        assertEquals(get(forged).body(), dead.body(), "a revoked link cannot be told from a wrong one");

        assertEquals(fresh, linkFrom(ed), "the league answer gives the new link");
        assertTrue(get(fresh).body().contains("Fran &lt;b&gt;&amp;"));
        assertTrue(get(theirs).body().contains("Sekrit Sam"), "another server's link is not touched");

        ok(commands.run("league link", admin, Map.of("action", "new")));
        assertGone(get(fresh));
        assertGone(get(old));
        assertEquals(200, get(site.league("111").orElseThrow()).statusCode());
    }

    @Test
    void aDirectMessageHasNoLeagueAndNoLink() {
        Reply r = commands.run("league", new Caller("u-fr", "Fran", null, null, true, false), Map.of());
        assertTrue(r.error());
        assertFalse(r.plain().contains("http"));
        Reply renew = commands.run("league link", new Caller("u-gm", "Gina", null, null, true, true), Map.of("action", "new"));
        assertTrue(renew.error() && renew.plain().contains("e.g. league link new"), renew.plain());
    }
}
