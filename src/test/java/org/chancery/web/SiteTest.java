package org.chancery.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
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

/** The calendar feed over HTTP: links, tokens, HEAD, ETags, gzip and the security headers. */
class SiteTest {
    private Database db;
    private GameService service;
    private Site server;
    private Commands commands;
    private final HttpClient http = HttpClient.newHttpClient();
    private final Caller gm = new Caller("u-gm", "Gina", "g1", "c1", false, false);
    private final Caller france = new Caller("u-fr", "Fran", "g1", "c1", false, false);
    private final Caller kibitzer = new Caller("u-kib", "Kit", "g1", "c1", false, false);
    private final Caller stranger = new Caller("u-far", "Far", "g2", "c9", false, false);

    @BeforeEach
    void setUp() throws Exception {
        db = Database.inMemory();
        service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
        server = Site.start(service, new FeedTokens("a test secret of some length".getBytes(StandardCharsets.UTF_8)), 0, null,
                WebServer.Limits.STANDARD);
        commands = new Commands(service, (v, s, o) -> Optional.empty(), server);
        commands.run("game create", gm, Map.of("variant", "classic", "name", "Feed"));
        commands.run("join", france, Map.of("power", "France"));
        commands.run("game start", gm, Map.of());
        service.create(new Actor("u-other", "Otto", false), "g2", "c9", "Other", "classic", org.chancery.game.GameSettings.defaults());
    }

    @AfterEach
    void tearDown() {
        server.close();
        db.close();
    }

    private HttpResponse<String> get(String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<byte[]> send(HttpRequest.Builder request) throws Exception {
        return http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    @Test
    void playersGetTheLinkAndTheLinkGivesTheFeed() throws Exception {
        Reply mine = commands.run("calendar", france, Map.of());
        assertFalse(mine.error(), mine.plain());
        assertEquals("text/calendar", mine.attachments().get(0).contentType());
        String url = server.calendar(1).orElseThrow();
        assertTrue(mine.plain().contains(url), mine.plain());
        assertTrue(commands.run("calendar", gm, Map.of()).plain().contains(url), "the GM too");
        HttpResponse<String> feed = get(url);
        assertEquals(200, feed.statusCode());
        assertTrue(feed.headers().firstValue("Content-Type").orElse("").startsWith("text/calendar"));
        String unfolded = feed.body().replace("\r\n ", "");
        assertTrue(unfolded.contains("BEGIN:VEVENT") && unfolded.contains("Spring 1901 Movement"), feed.body());
    }

    @Test
    void othersGetTheFileButNotTheLinkAndStrangersGetNothing() {
        Reply watcher = commands.run("calendar", kibitzer, Map.of());
        assertFalse(watcher.error(), watcher.plain());
        assertEquals(1, watcher.attachments().size());
        assertFalse(watcher.plain().contains("http"), watcher.plain());
        Reply far = commands.run("calendar", stranger, Map.of("game", "1"));
        assertTrue(far.error() && far.attachments().isEmpty(), far.plain());
    }

    @Test
    void withoutTheGamesTokenThereIsNoFeed() throws Exception {
        String base = "http://127.0.0.1:" + server.port() + "/calendar/";
        String good = server.calendar(1).orElseThrow();
        String otherToken = server.calendar(2).orElseThrow().replaceAll(".*/", "");
        for (String url : new String[] {base + "1/" + otherToken, base + "1/nonsense.ics", base + "3/" + otherToken,
                base + "1/", "http://127.0.0.1:" + server.port() + "/", good.replace(".ics", ".txt")}) {
            HttpResponse<String> r = get(url);
            assertEquals(404, r.statusCode(), url);
            assertEquals("Not found.\n", r.body(), url);
            assertEquals("no-store", r.headers().firstValue("Cache-Control").orElse(""), url);
        }
    }

    @Test
    void aStoreThatFailsGets503NotTheNotFoundThatWouldMakeACalendarDropTheFeed() throws Exception {
        String url = server.calendar(1).orElseThrow();
        db.close();
        HttpResponse<String> r = get(url);
        assertEquals(503, r.statusCode());
        assertEquals("60", r.headers().firstValue("Retry-After").orElse(""));
        assertEquals("Chancery cannot read its games just now; try again in a minute.\n", r.body());
    }

    @Test
    void headAnswersTheHeadersAloneAndLogsNothing() throws Exception {
        String url = server.calendar(1).orElseThrow();
        int length = get(url).body().getBytes(StandardCharsets.UTF_8).length;
        PrintStream err = System.err;
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        System.setErr(new PrintStream(log, true, StandardCharsets.UTF_8));
        try {
            HttpResponse<byte[]> head = send(HttpRequest.newBuilder(URI.create(url)).method("HEAD", HttpRequest.BodyPublishers.noBody()));
            assertEquals(200, head.statusCode());
            assertEquals(0, head.body().length);
            assertEquals(String.valueOf(length), head.headers().firstValue("Content-Length").orElse(""));
            assertTrue(head.headers().firstValue("Content-Type").orElse("").startsWith("text/calendar"));
            HttpResponse<byte[]> missing = send(HttpRequest.newBuilder(URI.create(url.replace(".ics", ".txt")))
                    .method("HEAD", HttpRequest.BodyPublishers.noBody()));
            assertEquals(404, missing.statusCode());
        } finally {
            System.setErr(err);
        }
        assertEquals("", log.toString(StandardCharsets.UTF_8), "nothing written to the log");
    }

    @Test
    void aCalendarThatPollsGets304UntilADeadlineMoves() throws Exception {
        String url = server.calendar(1).orElseThrow();
        HttpResponse<String> first = get(url);
        String etag = first.headers().firstValue("ETag").orElseThrow();
        assertEquals("private, no-cache", first.headers().firstValue("Cache-Control").orElse(""));
        HttpResponse<byte[]> again = send(HttpRequest.newBuilder(URI.create(url)).header("If-None-Match", etag));
        assertEquals(304, again.statusCode());
        assertEquals(0, again.body().length);
        Reply extended = commands.run("game extend", gm, Map.of("time", "12h"));
        assertFalse(extended.error(), extended.plain());
        HttpResponse<byte[]> moved = send(HttpRequest.newBuilder(URI.create(url)).header("If-None-Match", etag));
        assertEquals(200, moved.statusCode(), "the extension moved the deadline");
        assertNotEquals(etag, moved.headers().firstValue("ETag").orElseThrow());
    }

    @Test
    void textIsGzippedForClientsThatAskAndEveryAnswerCarriesTheSecurityHeaders() throws Exception {
        String url = server.calendar(1).orElseThrow();
        HttpResponse<byte[]> zipped = send(HttpRequest.newBuilder(URI.create(url)).header("Accept-Encoding", "gzip"));
        assertEquals(200, zipped.statusCode());
        assertEquals("gzip", zipped.headers().firstValue("Content-Encoding").orElse(""));
        String body = new String(new GZIPInputStream(new ByteArrayInputStream(zipped.body())).readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(body.startsWith("BEGIN:VCALENDAR"), body);
        String etag = zipped.headers().firstValue("ETag").orElseThrow();
        assertEquals(304, send(HttpRequest.newBuilder(URI.create(url)).header("Accept-Encoding", "gzip")
                .header("If-None-Match", etag)).statusCode(), "the gzip ETag is known too");
        HttpRequest.Builder post = HttpRequest.newBuilder(URI.create(url)).POST(HttpRequest.BodyPublishers.ofString("x"));
        for (HttpResponse<byte[]> r : List.of(zipped, send(HttpRequest.newBuilder(URI.create(url + "x"))), send(post))) {
            assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(""), r.toString());
            assertEquals("no-referrer", r.headers().firstValue("Referrer-Policy").orElse(""), r.toString());
            assertEquals("default-src 'none'; frame-ancestors 'none'", r.headers().firstValue("Content-Security-Policy").orElse(""));
            assertTrue(r.headers().firstValue("Server").isEmpty(), "no server name or version");
        }
        HttpResponse<byte[]> posted = send(post);
        assertEquals(405, posted.statusCode());
        assertEquals("GET, HEAD", posted.headers().firstValue("Allow").orElse(""));
    }
}
