package org.chancery.game;

import java.util.LinkedHashMap;
import java.util.Map;
import org.chancery.store.Database;
import org.chancery.store.TestStores;

/** A game (classic unless named) with a GM and one player per power, on a fresh store (H2 in memory unless a kind is named). */
final class Table implements AutoCloseable {
    final Database db;
    final TestClock clock = TestClock.at("2030-03-01T12:00:00Z");
    final GameService service;
    final Actor gm = new Actor("gm-1", "Gamemaster", false);
    final Map<String, Actor> players = new LinkedHashMap<>();
    final long game;

    Table(GameSettings settings) { this(Database.inMemory(), settings); }

    Table(Database db, GameSettings settings) { this(db, settings, "classic"); }

    Table(String variant) { this(Database.inMemory(), GameSettings.defaults(), variant); }

    /** The same on a fresh store of that kind (H2 in memory, or a schema on the embedded PostgreSQL). */
    Table(TestStores.Kind store, GameSettings settings) { this(TestStores.fresh(store), settings); }

    Table(TestStores.Kind store, String variant) { this(TestStores.fresh(store), GameSettings.defaults(), variant); }

    Table(Database db, GameSettings settings, String variant) {
        this.db = db;
        this.service = new GameService(db, clock);
        this.game = service.create(gm, "guild-1", "channel-1", "Test game", variant, settings);
        for (String p : Rulebook.of(variant).rules().playablePowers()) {
            Actor a = new Actor("user-" + p.toLowerCase(), p + " player", false);
            players.put(p, a);
            service.join(a, game, p);
        }
        service.start(gm, game);
    }

    Actor player(String power) { return players.get(power); }

    SubmitResult order(String power, String text) {
        return service.orders().submit(player(power), game, null, text, false);
    }

    Views.Status status() { return service.views().status(game); }

    String phase() { return status().state().phase().code(); }

    @Override
    public void close() { db.close(); }
}
