package org.chancery.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.chancery.game.Actor;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/**
 * The game page, its live.json and a power's private page of an anonymous game name no player;
 * once the game has ended and the GM has revealed who played what, the page names them as any game's does.
 */
class AnonymousPageTest {
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build();

    private String get(String url) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), url);
        return r.body();
    }

    @Test
    void noPageNamesAPlayerUntilTheReveal() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            Actor gm = new Actor("u-gm", "Gina", false);
            long id = service.create(gm, "g1", "c1", "Masks", "classic", GameSettings.defaults().with("anonymous", "yes"));
            List<String> names = List.of("Quillon", "Marrowby", "Tessaly");
            List<String> powers = List.of("England", "France", "Italy");
            for (int i = 0; i < 3; i++) service.join(new Actor("uid-" + names.get(i), names.get(i), false), id, powers.get(i));
            service.start(gm, id);
            try (Site site = Site.start(service, new FeedTokens("a test secret of some length".getBytes(StandardCharsets.UTF_8)), 0,
                    null, WebServer.Limits.STANDARD)) {
                String pub = site.page(id).orElseThrow();
                String everything = get(pub) + get(pub + "live.json") + get(site.page(id, "France").orElseThrow());
                for (String n : names) {
                    assertFalse(everything.contains(n) || everything.contains("uid-" + n), n + " is named on the page");
                }
                assertTrue(everything.contains("(anonymous)"), "the seats say so");
                service.gm().end(gm, id, null);
                service.press().revealSeats(gm, id);
                String after = get(site.page(id).orElseThrow());
                for (String n : names) assertTrue(after.contains(n), n + " is named once revealed");
            }
        }
    }
}
