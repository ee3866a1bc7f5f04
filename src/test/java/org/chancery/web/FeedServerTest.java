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
import org.chancery.game.Actor;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class FeedServerTest {
    private Database db;
    private GameService service;
    private FeedServer server;
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
        server = new FeedServer(service, new FeedTokens("a test secret of some length".getBytes(StandardCharsets.UTF_8)), 0, null);
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
        assertTrue(feed.body().contains("BEGIN:VEVENT") && feed.body().contains("Spring 1901 Movement"), feed.body());
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
            assertFalse(r.body().contains("VCALENDAR"), url);
        }
    }
}
