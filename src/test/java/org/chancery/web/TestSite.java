package org.chancery.web;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import org.chancery.game.Actor;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.TestClock;
import org.chancery.store.Database;

/** The site on loopback over a fresh store with one started classic game, and that game's feed path. */
public record TestSite(Database db, Site site, String feed) implements AutoCloseable {
    public static TestSite start(String gameName, WebServer.Limits limits) throws Exception {
        Database db = Database.inMemory();
        GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
        Actor gm = new Actor("u-gm", "Gina", false);
        long id = service.create(gm, "g1", "c1", gameName, "classic", GameSettings.defaults());
        service.join(new Actor("u-fr", "Fran", false), id, "France");
        service.start(gm, id);
        Site site = Site.start(service, new FeedTokens("a test secret of some length".getBytes(StandardCharsets.UTF_8)), 0, null, limits);
        return new TestSite(db, site, URI.create(site.calendar(id).orElseThrow()).getPath());
    }

    public int port() { return site.port(); }

    @Override
    public void close() {
        site.close();
        db.close();
    }
}
