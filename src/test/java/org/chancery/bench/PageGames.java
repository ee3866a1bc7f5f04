package org.chancery.bench;

import java.nio.charset.StandardCharsets;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Unit;
import org.chancery.game.Actor;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.Rulebook;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.web.Site;
import org.chancery.web.WebServer;

/** A W3K game of a few adjudicated phases (each power's first unit moved) behind the site, for the page's figures. */
record PageGames(Database db, GameService service, Site site, long game) implements AutoCloseable {
    static PageGames w3k(int phases) throws Exception {
        Database db = Database.inMemory();
        GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
        Actor gm = new Actor("u-gm", "Gina", false);
        String variant = "wars-of-the-three-kingdoms";
        long id = service.create(gm, "g1", "c1", "Benchmark", variant, GameSettings.defaults());
        Rulebook rb = Rulebook.of(variant);
        int n = 0;
        for (String p : rb.rules().playablePowers()) service.join(new Actor("u-" + n++, p + " player", false), id, p);
        service.start(gm, id);
        for (int i = 0; i < phases; i++) {
            GameState s = service.views().status(id).state();
            n = 0;
            for (String p : rb.rules().playablePowers()) {
                Actor a = new Actor("u-" + n++, p + " player", false);
                for (Unit u : s.unitsOf(p)) {
                    Order move = rb.legalOrders(s, u).stream().filter(o -> o instanceof Order.Move).findFirst().orElse(null);
                    if (move == null) continue;
                    try {
                        service.orders().submit(a, id, p, move.text(), false);
                    } catch (RuntimeException refused) {
                        continue;
                    }
                    break;
                }
            }
            service.force(gm, id, null);
        }
        Site site = Site.start(service, new FeedTokens("a benchmark secret of some length".getBytes(StandardCharsets.UTF_8)),
                0, null, WebServer.Limits.STANDARD);
        return new PageGames(db, service, site, id);
    }

    String page() { return site.page(game).orElseThrow(); }

    @Override
    public void close() {
        site.close();
        db.close();
    }
}
