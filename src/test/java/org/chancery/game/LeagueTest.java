package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.chancery.game.scoring.ScoringSystem;
import org.junit.jupiter.api.Test;

/** The league read from the store: ends, rollbacks, ends again, missed phases, practice games and other servers. */
class LeagueTest {
    private static Map<String, League.Standing> byPower(Table t, League.Filter f) {
        Map<String, League.Standing> out = new HashMap<>();
        for (League.Standing s : t.service.league("guild-1", f).players()) {
            t.players.forEach((power, a) -> { if (a.userId().equals(s.userId())) out.put(power, s); });
        }
        return out;
    }

    private static void franceTakesFifteen(Table t) {
        for (String c : new String[] {"nwy", "swe", "den", "hol", "bel", "spa", "por", "tun", "gre", "ser", "bul",
                "rum", "lon", "edi", "lvp"}) {
            t.service.gm().setOwner(t.gm, t.game, c, "France");
        }
    }

    @Test
    void aSoloCountsAndARollbackOrANewEndChangesTheLeagueAtOnce() {
        try (Table t = new Table(GameSettings.defaults())) {
            assertEquals(0, t.service.league("guild-1", League.Filter.all()).games(), "a running game does not count");
            franceTakesFifteen(t);
            for (int i = 0; i < 4 && t.service.game(t.game).outcome() == null; i++) {
                t.service.adjudicator().adjudicate(t.game, t.service.game(t.game).phaseSeq(), "test");
            }
            assertTrue(t.service.game(t.game).outcome().startsWith("France wins"));
            Map<String, League.Standing> s = byPower(t, League.Filter.all());
            assertEquals(7, s.size());
            assertEquals(1, s.get("France").wins());
            assertEquals(1.0, s.get("France").total());
            assertEquals(0.0, s.get("England").total());
            assertEquals(1, s.get("England").survivals() + s.get("England").eliminations());
            assertEquals(t.player("France").userId(), t.service.league("guild-1", League.Filter.all()).players().get(0).userId());
            // sum-of-squares gives the winner 100
            assertEquals(100.0, byPower(t, new League.Filter(null, null, null, ScoringSystem.SUM_OF_SQUARES)).get("France").total());

            t.service.gm().rollback(t.gm, t.game, "S1901M");
            assertEquals(0, t.service.league("guild-1", League.Filter.all()).games(), "the rollback takes the game out at once");
        }
    }

    @Test
    void aGameEndedAgainWithAnotherResultCountsOnlyItsLastEnd() {
        try (Table t = new Table(GameSettings.defaults())) {
            t.service.adjudicator().adjudicate(t.game, t.service.game(t.game).phaseSeq(), "test");
            t.service.gm().end(t.gm, t.game, "Draw between France and England.");
            Map<String, League.Standing> s = byPower(t, League.Filter.all());
            assertEquals(0.5, s.get("France").total());
            assertEquals(0.5, s.get("England").total());
            assertEquals(1, s.get("France").draws());
            t.service.gm().rollback(t.gm, t.game, "S1901M");
            t.service.gm().end(t.gm, t.game, "Austria wins by concession.");
            s = byPower(t, League.Filter.all());
            assertEquals(1.0, s.get("Austria").total());
            assertEquals(0.0, s.get("France").total());
            assertEquals(0, s.get("France").draws());
            assertEquals(1, t.service.league("guild-1", League.Filter.all()).games());
        }
    }

    @Test
    void missedPhasesAreCountedAndARollbackTakesThemBack() {
        try (Table t = new Table(GameSettings.defaults().with("nmr", "0"))) {
            Map<String, String> holds = Map.of("Austria", "A vie H", "England", "F lon H", "France", "A par H",
                    "Germany", "A ber H", "Russia", "A mos H", "Turkey", "A con H");
            holds.forEach((p, o) -> assertTrue(t.order(p, o).rejected().isEmpty(), p));
            t.service.adjudicator().adjudicate(t.game, t.service.game(t.game).phaseSeq(), "test");
            t.service.adjudicator().adjudicate(t.game, t.service.game(t.game).phaseSeq(), "test");
            t.service.gm().end(t.gm, t.game, null);
            Map<String, League.Standing> s = byPower(t, League.Filter.all());
            assertEquals(2, s.get("Italy").missed(), "Italy gave no orders in two phases");
            assertEquals(1, s.get("France").missed(), "France gave none in the second");
            assertTrue(s.get("Italy").reliability() < s.get("France").reliability());
            assertEquals(1.0 / 7, s.get("Italy").total(), 1e-9, "a GM's end without names is a draw of the survivors");
            t.service.gm().rollback(t.gm, t.game, "F1901M");
            t.service.gm().end(t.gm, t.game, "Ended by the GM.");
            assertEquals(1, byPower(t, League.Filter.all()).get("Italy").missed(), "the erased phase's miss is gone");
        }
    }

    @Test
    void practiceGamesOtherServersAndOtherVariantsAreLeftOut() {
        try (Table t = new Table(GameSettings.defaults())) {
            long other = t.service.create(t.gm, "guild-2", "channel-9", "Elsewhere", "classic", GameSettings.defaults());
            for (Map.Entry<String, Actor> e : t.players.entrySet()) t.service.join(e.getValue(), other, e.getKey());
            t.service.start(t.gm, other);
            t.service.gm().end(t.gm, other, "France wins.");
            assertEquals(0, t.service.league("guild-1", League.Filter.all()).games(), "another server's game never counts");
            assertEquals(1, t.service.league("guild-2", League.Filter.all()).games());

            t.service.configure(t.gm, t.game, "league", "off");
            t.service.gm().end(t.gm, t.game, "England wins.");
            assertEquals(0, t.service.league("guild-1", League.Filter.all()).games(), "a practice game is left out");
            t.service.configure(t.gm, t.game, "league", "on");
            assertEquals(1, t.service.league("guild-1", League.Filter.all()).games(), "and counts once put back");
            assertEquals(0, t.service.league("guild-1", new League.Filter("dragon", null, null, null)).games());
            long end = t.clock.millis();
            assertEquals(0, t.service.league("guild-1", new League.Filter(null, end + 1, null, null)).games());
            assertEquals(1, t.service.league("guild-1", new League.Filter(null, end, end + 1, null)).games());
            League.Record mine = t.service.leagueRecord("guild-1", t.player("England").userId(), League.Filter.all());
            assertEquals(1, mine.games().size());
            assertEquals("won", mine.games().get(0).result());
            assertNull(t.service.leagueRecord("guild-1", "nobody", League.Filter.all()).standing());
        }
    }

    private static void eliminate(Table t, String power, String[] units, String[] centres, String to) {
        for (String u : units) t.service.gm().removeUnit(t.gm, t.game, u);
        for (String c : centres) t.service.gm().setOwner(t.gm, t.game, c, to);
    }

    private void adjudicate(Table t) { t.service.adjudicator().adjudicate(t.game, t.service.game(t.game).phaseSeq(), "test"); }

    @Test
    void theEliminatedRankByWhenTheyFellTheLaterOutHigher() {
        try (Table t = new Table(GameSettings.defaults())) {
            adjudicate(t);
            eliminate(t, "Austria", new String[] {"vie", "bud", "tri"}, new String[] {"vie", "bud", "tri"}, "Russia");
            adjudicate(t);
            adjudicate(t);
            eliminate(t, "Italy", new String[] {"ven", "rom", "nap"}, new String[] {"ven", "rom", "nap"}, "France");
            adjudicate(t);
            t.service.gm().end(t.gm, t.game, "Draw between England, France, Germany, Russia and Turkey.");
            Map<String, League.Standing> s = byPower(t, new League.Filter(null, null, null, ScoringSystem.CARNAGE));
            assertEquals(1, s.get("Italy").eliminations());
            assertEquals(1, s.get("Austria").eliminations());
            assertEquals(2000.0, s.get("Italy").total(), "out second, sixth of seven");
            assertEquals(1000.0, s.get("Austria").total(), "out first, last of seven");
            assertTrue(s.get("Russia").total() > s.get("England").total(), "Russia holds Austria's three centres");
        }
    }

    @Test
    void anAnonymousGameCountsOnlyOnceTheGmHasRevealedWhoPlayedWhat() {
        try (Table t = new Table(GameSettings.defaults().with("anonymous", "yes"))) {
            t.service.gm().end(t.gm, t.game, "France wins.");
            assertEquals(0, t.service.league("guild-1", League.Filter.all()).games(), "the league would name its players");
            assertNull(t.service.leagueRecord("guild-1", t.player("France").userId(), League.Filter.all()).standing());
            t.service.press().revealSeats(t.gm, t.game);
            assertEquals(1, t.service.league("guild-1", League.Filter.all()).games());
            assertEquals(1, byPower(t, League.Filter.all()).get("France").wins());
        }
    }
}
