package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.chancery.game.scoring.ScoringSystem;
import org.chancery.store.Database;
import org.chancery.store.PoolSettings;
import org.chancery.store.TestStores;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A season of 30 seeded games of every variant in turn, twelve members at their seats, each game played a phase or
 * two with some orders missing and then ended in a solo, a draw or a concession: the league read at the end is the
 * same after a restart on the same store, on H2 and on PostgreSQL, and adds up.
 */
class LeagueSeasonTest {
    private static final int MEMBERS = 12;

    @ParameterizedTest
    @EnumSource(TestStores.Kind.class)
    void aSeasonReadsTheSameAfterARestart(TestStores.Kind kind) throws Exception {
        String url = kind == TestStores.Kind.H2
                ? Database.h2FileUrl(Files.createTempDirectory("league").resolve("season").toString())
                : TestStores.freshUrl(kind);
        League.Standings before;
        League.Record one;
        List<Object> everything;
        int drawn = 0, solos = 0;
        TestClock clock = TestClock.at("2030-03-01T12:00:00Z");
        try (Database db = Database.open(url, TestStores.user(kind), "", new PoolSettings(4, 30_000))) {
            GameService service = new GameService(db, clock);
            Actor gm = new Actor("gm-1", "Gamemaster", false);
            Random rnd = new Random(30);
            List<String> variants = VariantLoader.ids();
            for (int g = 0; g < 30; g++) {
                String variant = variants.get(g % variants.size());
                long id = service.create(gm, "guild-1", "channel-" + g, "Season " + g, variant, GameSettings.defaults(variant));
                List<String> powers = Rulebook.of(variant).rules().playablePowers();
                for (int p = 0; p < powers.size(); p++) {
                    int m = (g + p) % MEMBERS;
                    if (p >= MEMBERS) break;
                    service.join(new Actor("member-" + m, "Member " + m, false), id, powers.get(p));
                }
                service.start(gm, id, true);
                for (int i = rnd.nextInt(3); i > 0; i--) service.adjudicator().adjudicate(id, service.game(id).phaseSeq(), "test");
                clock.advance(java.time.Duration.ofDays(3));
                int seated = Math.min(powers.size(), MEMBERS), first = rnd.nextInt(seated - 1);
                String a = powers.get(first), b = powers.get(first + 1);
                switch (g % 3) {
                    case 0 -> { service.gm().end(gm, id, a + " wins."); solos++; }
                    case 1 -> { service.gm().end(gm, id, "Draw between " + a + " and " + b + "."); drawn++; }
                    default -> { service.gm().end(gm, id, a + " wins by concession."); solos++; }
                }
            }
            before = service.league("guild-1", new League.Filter(null, null, null, ScoringSystem.SUM_OF_SQUARES));
            one = service.leagueRecord("guild-1", "member-3", League.Filter.all());
            everything = everything(service);
        }
        assertEquals(30, before.games());
        int wins = 0, draws = 0, games = 0;
        for (League.Standing s : before.players()) {
            wins += s.wins();
            draws += s.draws();
            games += s.games();
        }
        assertEquals(solos, wins, "each solo and concession is one player's win");
        assertTrue(draws <= 2 * drawn && draws > 0, draws + " draws");
        assertTrue(games > 30 && before.players().size() == MEMBERS, before.players().size() + " players");
        assertTrue(one.games().size() > 0);
        try (Database db = Database.open(url, TestStores.user(kind), "", new PoolSettings(4, 30_000))) {
            GameService service = new GameService(db, clock);
            assertEquals(before, service.league("guild-1", new League.Filter(null, null, null, ScoringSystem.SUM_OF_SQUARES)));
            assertEquals(one, service.leagueRecord("guild-1", "member-3", League.Filter.all()));
            assertEquals(everything, everything(service), "under every system, every member's record");
        }
    }

    /** The standings under each scoring system and each member's record under each, as read from the store. */
    private static List<Object> everything(GameService service) {
        List<Object> out = new java.util.ArrayList<>();
        for (ScoringSystem sys : ScoringSystem.values()) {
            League.Filter f = new League.Filter(null, null, null, sys);
            out.add(service.league("guild-1", f));
            for (int m = 0; m < MEMBERS; m++) out.add(service.leagueRecord("guild-1", "member-" + m, f));
        }
        return out;
    }
}
