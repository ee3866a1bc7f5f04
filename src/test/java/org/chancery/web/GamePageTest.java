package org.chancery.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chancery.command.Caller;
import org.chancery.command.Commands;
import org.chancery.command.Reply;
import org.chancery.game.Actor;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The game page over HTTP: phases, the board, links and their revocation, headers, escaping and live.json. */
class GamePageTest {
    private Database db;
    private GameService service;
    private Site site;
    private Commands commands;
    private final HttpClient http = HttpClient.newHttpClient();
    private final Caller gm = new Caller("u-gm", "Gina", "g1", "c1", false, false);
    private final Caller france = new Caller("u-fr", "Fran <b>&", "g1", "c1", false, false);
    private final Caller england = new Caller("u-en", "Ed", "g1", "c1", false, false);
    private final Actor gmActor = new Actor("u-gm", "Gina", false);

    @BeforeEach
    void setUp() throws Exception {
        db = Database.inMemory();
        service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
        site = Site.start(service, new FeedTokens("a test secret of some length".getBytes(StandardCharsets.UTF_8)), 0, null,
                WebServer.Limits.STANDARD);
        commands = new Commands(service, (v, s, o) -> Optional.empty(), site);
        commands.run("game create", gm, Map.of("variant", "classic", "name", "<script>alert(1)</script>"));
        commands.run("join", france, Map.of("power", "France"));
        commands.run("join", england, Map.of("power", "England"));
        commands.run("game start", gm, Map.of());
    }

    @AfterEach
    void tearDown() {
        site.close();
        db.close();
    }

    private HttpResponse<String> get(String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private void order(Caller who, String text) {
        Reply r = commands.run("order", who, Map.of("orders", text));
        assertFalse(r.error(), r.plain());
    }

    @Test
    void aStoreThatFailsGets503NotANotFound() throws Exception {
        String url = site.page(1).orElseThrow();
        db.close();
        HttpResponse<String> r = get(url);
        assertEquals(503, r.statusCode());
        assertEquals("Chancery cannot read its games just now; try again in a minute.\n", r.body());
    }

    @Test
    void gzipOnlyWhenTheClientTakesIt() {
        for (String yes : new String[] {"gzip", "deflate, gzip;q=0.5", "*", "br;q=1, *;q=0.1", "x-gzip", "GZIP ; Q=1"}) {
            assertTrue(GamePage.gzip(yes), yes);
        }
        for (String no : new String[] {"identity", "gzip;q=0", "gzip; q=0.000", "*, gzip;q=0", "gzip;q=0, *", "*;q=0", "br"}) {
            assertFalse(GamePage.gzip(no), no);
        }
        assertFalse(GamePage.gzip(null));
    }

    @Test
    void everyPhaseHasItsAddressItsBoardAndLinks() throws Exception {
        order(france, "A par - bur");
        service.force(gmActor, 1, null);
        String url = site.page(1).orElseThrow();
        HttpResponse<String> latest = get(url);
        assertEquals(200, latest.statusCode());
        assertTrue(latest.body().contains("Fall 1901"), "the latest phase");
        assertTrue(latest.body().contains("rel=\"prev\" id=\"prev\" href=\"0\""), "a link back");
        String now = boardOf(latest.body());
        assertTrue(now.matches("1-[A-Za-z0-9_-]{10}\\.svg"), "its board, named by its seq and version: " + now);
        assertTrue(latest.body().contains("<a href=\"" + now + "\">The board at Fall 1901"), "and a link where objects are not drawn");
        HttpResponse<String> first = get(url + "0");
        assertEquals(200, first.statusCode());
        assertTrue(first.body().contains("Spring 1901"));
        assertTrue(first.body().contains("<li class=\"ok\">\u2713 A par-bur</li>"), "its orders and outcomes: " + first.body());
        assertTrue(first.body().contains("href=\"./\">next"), "next leads to the latest");
        String bur = row(first.body(), "bur"), par = row(first.body(), "par"), tyr = row(first.body(), "tyr"), mun = row(first.body(), "mun");
        assertTrue(par.contains("<th>Paris</th><td>France</td><td>Army Paris (France)</td>") && par.contains("A par-bur"),
                "the province table: the order given to Paris: " + par);
        assertTrue(bur.contains("<li class=\"ok\">\u2713 A par-bur</li>"), "and about Burgundy: " + bur);
        assertTrue(mun.contains("<li class=\"missed\">\u2013 A mun H (no orders given)</li>"), "a unit given none holds: " + mun);
        assertFalse(tyr.contains("<li"), "and nothing about empty Tyrolia: " + tyr);
        assertFalse(row(latest.body(), "bur").contains("<li"), "the phase under way: no orders under a province");
        assertTrue(latest.body().contains("Orders stay secret until the phase is played."));
        assertTrue(latest.body().contains("<table class=\"standings\"><thead><tr><th>Power</th><th>Supply centres</th></tr>"),
                "the race's table: " + latest.body());
        String old = boardOf(first.body());
        HttpResponse<String> board = get(url + old);
        assertEquals(200, board.statusCode());
        assertTrue(board.body().startsWith("<?xml") || board.body().contains("<svg"), "an SVG board");
        assertEquals("image/svg+xml", board.headers().firstValue("Content-Type").orElseThrow());
        assertTrue(board.body().contains("width='100%' height='100%' viewBox='0 0 "), "the board fits the box it is shown in");
        assertEquals("SAMEORIGIN", board.headers().firstValue("X-Frame-Options").orElseThrow(), "the page may show it, no other site");
        assertTrue(board.headers().firstValue("Content-Security-Policy").orElseThrow().contains("frame-ancestors 'self'"));
        assertTrue(board.headers().firstValue("Cache-Control").orElseThrow().contains("immutable"), "a past board never changes");
        assertTrue(get(url + now).headers().firstValue("Cache-Control").orElseThrow().contains("no-cache"),
                "the latest may change");
        assertEquals(404, get(url + "2").statusCode(), "no phase beyond the latest");
        for (String path : List.of("", "0", old, "live.json")) {
            HttpResponse<byte[]> zipped = http.send(HttpRequest.newBuilder(URI.create(url + path)).header("Accept-Encoding", "gzip").build(),
                    HttpResponse.BodyHandlers.ofByteArray());
            assertEquals("gzip", zipped.headers().firstValue("Content-Encoding").orElse("none"), path + " is gzipped");
            String body = new String(new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(zipped.body())).readAllBytes(),
                    java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(body.contains(path.endsWith(".svg") ? "<svg" : path.endsWith("json") ? "\"seq\"" : "<html"), path);
        }
        assertEquals(board.body(), get(url + old).body(), "the plain board for a client without gzip");
    }

    /** The board's name the page links to. */
    private static String boardOf(String html) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<object id=\"map\" type=\"image/svg\\+xml\" data=\"([^\"]+)\"").matcher(html);
        assertTrue(m.find(), "a board: " + html);
        return m.group(1);
    }

    @Test
    void aRolledBackPhaseGetsABoardWithANewName() throws Exception {
        order(france, "A par - bur");
        service.force(gmActor, 1, null);
        String url = site.page(1).orElseThrow();
        String before = boardOf(get(url + "0").body());
        assertEquals(200, get(url + before).statusCode());
        service.gm().rollback(gmActor, 1, "S1901M");
        order(france, "A par - pic");
        service.force(gmActor, 1, null);
        String after = boardOf(get(url + "0").body());
        assertNotEquals(before, after, "a cached board of the old Spring would be stale");
        HttpResponse<String> stale = get(url + before);
        assertEquals(302, stale.statusCode(), "the old name leads to the new");
        assertEquals(after, stale.headers().firstValue("Location").orElseThrow());
        assertEquals("nosniff", stale.headers().firstValue("X-Content-Type-Options").orElseThrow());
        assertEquals(302, get(url + "0.svg").statusCode(), "so does the bare seq");
    }

    /**
     * Issue 37's case: a player looks at Fall 1901 once it is played, the GM rolls it back, and the player opens the page
     * again. The page says the phase is under way, and its board has a new name, so no cache can show the old one's
     * orders; the old name leads to the new board, drawn without them.
     */
    @Test
    void aPlayedPhaseRolledBackShowsNoStaleBoard() throws Exception {
        order(france, "A par - bur");
        service.force(gmActor, 1, null);
        order(france, "A bur - mun");
        order(england, "F lon - nth");
        service.force(gmActor, 1, null);
        String url = site.page(1).orElseThrow();
        String played = get(url + "1").body();
        assertTrue(played.contains("<li class=\"failed\">") || played.contains("<li class=\"ok\">\u2713 A bur-mun"), played);
        String was = boardOf(played);
        HttpResponse<String> wasBoard = get(url + was);
        assertTrue(wasBoard.headers().firstValue("Cache-Control").orElseThrow().contains("immutable"), "a past board is kept for good");
        service.gm().rollback(gmActor, 1, "F1901M");
        String again = get(url + "1").body();
        assertTrue(again.contains("Orders stay secret until the phase is played."), "the phase is under way again");
        assertFalse(again.contains("A bur-mun"), "none of its old orders");
        String now = boardOf(again);
        assertNotEquals(was, now, "the board has a new name, so a kept copy of the old one is never shown");
        HttpResponse<String> board = get(url + now);
        assertEquals(200, board.statusCode());
        assertTrue(board.headers().firstValue("Cache-Control").orElseThrow().contains("no-cache"), "the latest board is revalidated");
        assertNotEquals(wasBoard.body().replaceAll("_\\d+clip-", ""), board.body().replaceAll("_\\d+clip-", ""));
        assertFalse(board.body().contains("with its orders and their outcomes"), "drawn as it stands, without the old orders");
        assertEquals(now, get(url + was).headers().firstValue("Location").orElseThrow(), "the old name leads to the new board");
    }

    @Test
    void theGmIsToldWhatAPageChangeDidToTheLinks() {
        Reply fresh = commands.run("game settings", gm, Map.of("key", "page", "value", "new"));
        assertTrue(fresh.plain().contains("every old one, public and private, now answers that it is not valid")
                && fresh.plain().contains("/board link:link"), fresh.plain());
        Reply off = commands.run("game settings", gm, Map.of("key", "page", "value", "off"));
        assertTrue(off.plain().contains("The game page is off: every link to it, public and private, now answers that it is not valid."),
                off.plain());
        assertFalse(commands.run("game settings", gm, Map.of("key", "movement", "value", "2d")).plain().contains("game page"),
                "other settings say nothing of the page");
    }

    @Test
    void aPhaseNotYetPlayedOrAPartThePageHasNotSaySo() throws Exception {
        String url = site.page(1).orElseThrow();
        HttpResponse<String> later = get(url + "5");
        assertEquals(404, later.statusCode());
        assertTrue(later.body().contains("<h1>No such phase yet</h1>") && later.body().contains("there is no phase 5 yet"), later.body());
        assertEquals("no-store", later.headers().firstValue("Cache-Control").orElseThrow());
        HttpResponse<String> odd = get(url + "%3Cb%3E.png");
        assertEquals(404, odd.statusCode());
        assertTrue(odd.body().contains("no part called \u201c&lt;b&gt;.png\u201d"), "named, escaped: " + odd.body());
        assertFalse(odd.headers().firstValue("Content-Security-Policy").orElseThrow().contains("script"), "no script in it");
        HttpResponse<String> wrong = get(url.replaceAll("/[A-Za-z0-9_-]{43}/", "/" + "C".repeat(43) + "/") + "5");
        assertTrue(wrong.body().contains("<h1>This link is not valid</h1>"), "a wrong token says nothing of the game's phases: " + wrong.body());
    }

    @Test
    void aLinkWithoutItsSlashIsSentToItAndADeadLinkSaysHowToGetANewOne() throws Exception {
        String url = site.page(1).orElseThrow();
        HttpResponse<String> bare = get(url.substring(0, url.length() - 1));
        assertEquals(308, bare.statusCode());
        assertTrue(url.endsWith(bare.headers().firstValue("Location").orElseThrow()), bare.headers().map().toString());
        HttpResponse<String> dead = get(url.substring(0, url.length() - 5) + "AAAA/");
        assertEquals(404, dead.statusCode());
        assertTrue(dead.body().contains("/board link:link"), dead.body());
        assertEquals("no-referrer", dead.headers().firstValue("Referrer-Policy").orElseThrow());
        assertEquals(dead.body(), get(url.replace("/game/1/", "/game/2/")).body(), "an unknown game reads the same");
    }

    @Test
    void aPrivatePageIsNeverStored() throws Exception {
        order(france, "A par - bur");
        String fr = site.page(1, "France").orElseThrow();
        HttpResponse<String> page = get(fr);
        for (String path : List.of("", boardOf(page.body()), "live.json")) {
            assertEquals("private, no-store", get(fr + path).headers().firstValue("Cache-Control").orElse(""), path);
        }
        assertEquals("private, no-cache", get(site.page(1).orElseThrow()).headers().firstValue("Cache-Control").orElse(""),
                "the public page may be kept and revalidated");
    }

    /** A province's row of the page's table. */
    private static String row(String html, String province) {
        int at = html.indexOf("<tr id=\"p-" + province + "\"");
        assertTrue(at >= 0, province + " has a row");
        return html.substring(at, html.indexOf("</tr>", at));
    }

    @Test
    void thePageIsStrictAndEscapesNames() throws Exception {
        HttpResponse<String> page = get(site.page(1).orElseThrow());
        String csp = page.headers().firstValue("Content-Security-Policy").orElseThrow();
        assertTrue(csp.contains("script-src 'self'") && !csp.contains("unsafe"), csp);
        assertEquals("no-referrer", page.headers().firstValue("Referrer-Policy").orElseThrow());
        assertFalse(page.body().contains("<script>alert"), "the game's name is escaped");
        assertTrue(page.body().contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        assertFalse(page.body().contains("Fran <b>"), "and the players' names");
        assertTrue(page.body().contains("Fran &lt;b&gt;&amp;"));
        assertFalse(page.body().matches("(?s).*<script>.*"), "no inline script");
        assertFalse(page.body().contains("style=\""), "no inline style");
        assertEquals(200, get("http://127.0.0.1:" + site.port() + "/assets/page.js").statusCode());
    }

    @Test
    void aWrongOrRevokedLinkIsNotFound() throws Exception {
        String url = site.page(1).orElseThrow();
        String mine = site.page(1, "France").orElseThrow();
        String wrong = url.replaceAll("/game/1/[A-Za-z0-9_-]{43}/", "/game/1/" + "A".repeat(43) + "/");
        assertEquals(404, get(wrong).statusCode());
        assertEquals(404, get(url.replace("/game/1/", "/game/2/")).statusCode(), "another game's number");
        assertEquals(404, get(mine.replace("/game/1-", "/game/1-1")).statusCode(), "another power with this power's token");
        Reply off = commands.run("game settings", gm, Map.of("key", "page", "value", "off"));
        assertFalse(off.error(), off.plain());
        assertEquals(404, get(url).statusCode(), "off ends the public link");
        assertEquals(404, get(mine).statusCode(), "and the private ones");
        assertTrue(site.page(1).isEmpty(), "no link is given while off");
        commands.run("game settings", gm, Map.of("key", "page", "value", "on"));
        String fresh = site.page(1).orElseThrow();
        assertNotEquals(url, fresh, "back on with a new secret");
        assertEquals(404, get(url).statusCode(), "the old link stays dead");
        assertEquals(200, get(fresh).statusCode());
        service.gm().end(gmActor, 1, "Draw");
        HttpResponse<String> ended = get(fresh);
        assertEquals(200, ended.statusCode(), "an ended game's page stays");
        assertTrue(ended.body().contains("Game over: "), ended.body());
    }

    @Test
    void aPrivateLinkShowsItsOwnOrdersAndNobodyElses() throws Exception {
        order(france, "A par - bur");
        order(england, "F lon - nth");
        String pub = site.page(1).orElseThrow();
        String fr = site.page(1, "France").orElseThrow();
        String pubPage = get(pub).body();
        String publicPage = pubPage + get(pub + boardOf(pubPage)).body() + get(pub + "live.json").body();
        assertFalse(publicPage.contains("par-bur") || publicPage.contains("lon-nth"), "no current orders in public");
        String frPage = get(fr).body();
        assertTrue(frPage.contains("A par-bur"), "France's own orders: " + frPage);
        assertFalse(frPage.contains("lon-nth"), "never England's");
        String frBoard = get(fr + boardOf(frPage)).body();
        assertNotEquals(get(pub + boardOf(pubPage)).body(), frBoard, "France's orders are drawn on its board");
        Reply link = commands.run("board", france, Map.of("link", "link"));
        assertFalse(link.error(), link.plain());
        assertTrue(link.plain().contains(fr), link.plain());
        assertEquals(org.chancery.command.Visibility.PRIVATE, link.visibility(), "only the player sees it");
    }

    @Test
    void liveJsonChangesWithANewPhaseAndAnswers304Before() throws Exception {
        String url = site.page(1).orElseThrow() + "live.json";
        HttpResponse<String> a = get(url);
        assertEquals(200, a.statusCode());
        assertTrue(a.body().contains("\"seq\":0"), a.body());
        String etag = a.headers().firstValue("ETag").orElseThrow();
        HttpResponse<String> same = http.send(HttpRequest.newBuilder(URI.create(url)).header("If-None-Match", etag).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(304, same.statusCode());
        service.force(gmActor, 1, null);
        HttpResponse<String> b = http.send(HttpRequest.newBuilder(URI.create(url)).header("If-None-Match", etag).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, b.statusCode());
        assertTrue(b.body().contains("\"seq\":1"), b.body());
    }

    @Test
    void statusGivesTheLinkWhereTheGameIsVisible() {
        Reply status = commands.run("status", gm, Map.of());
        assertTrue(status.plain().contains(site.page(1).orElseThrow()), status.plain());
    }
}
