package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.chancery.store.TestStores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass
@EnumSource(TestStores.Kind.class)
class ArchiveTest {
    @Parameter
    TestStores.Kind store;

    @Test
    void exportThenImportComesBackIdentical() {
        try (Table t = new Table(store, GameSettings.defaults().with("fixed", "20:00"))) {
            t.order("France", "A par-bur; A mar-spa; F bre-mao");
            t.order("Germany", "A mun-ruh; A ber-mun; F kie-den");
            t.service.force(t.gm, t.game, null);
            t.order("France", "A bur H");
            t.order("Germany", "A ruh-bur; A mun S A ruh-bur");
            t.clock.advance(Duration.ofDays(3));
            new Scheduler(t.service).tick();
            t.service.gm().addUnit(t.gm, t.game, "Italy", "F", "tys");
            t.order("France", "A bur R pic");
            t.service.orders().ready(t.player("France"), t.game, null, true);
            t.service.orders().voteDraw(t.player("England"), t.game, null, false);
            t.service.gm().pause(t.gm, t.game);

            String out = t.service.archive().exportAll(t.game);
            long copy = t.service.archive().importGame(t.gm, "guild-2", "channel-9", out);
            assertNotEquals(t.game, copy);
            assertEquals(out, t.service.archive().exportAll(copy));
            assertEquals(t.status().state().phase(), t.service.views().status(copy).state().phase());
            assertEquals(t.status().state().units(), t.service.views().status(copy).state().units());
        }
    }

    @Test
    void aLeagueSurvivesAnExportAndImportOnTheServerThatPlayedItToItsEnd() {
        try (Table t = new Table(store, GameSettings.defaults().with("nmr", "0"))) {
            t.order("France", "A par H");
            t.service.adjudicator().adjudicate(t.game, t.service.game(t.game).phaseSeq(), "test");
            t.service.gm().end(t.gm, t.game, "Draw between France and England.");
            League.Filter carnage = new League.Filter(null, null, null, org.chancery.game.scoring.ScoringSystem.CARNAGE);
            League.Standings before = t.service.league("guild-1", carnage);
            League.Record italy = t.service.leagueRecord("guild-1", t.player("Italy").userId(), League.Filter.all());
            assertEquals(1, before.games());
            assertEquals(1, italy.standing().missed(), "Italy gave no orders in Spring");

            String out = t.service.archive().exportAll(t.game);
            try (org.chancery.store.Database moved = TestStores.fresh(store)) {
                GameService there = new GameService(moved, t.clock);
                long copy = there.archive().importGame(t.gm, "guild-1", "channel-1", out);
                assertEquals(out, there.archive().exportAll(copy), "finishes and missed phases carried whole");
                assertEquals(before, there.league("guild-1", carnage), "the same standings, scores and missed phases");
                assertEquals(italy.standing(), there.leagueRecord("guild-1", t.player("Italy").userId(), League.Filter.all()).standing());

                long elsewhere = there.archive().importGame(t.gm, "guild-2", "channel-2", out);
                assertEquals(0, there.league("guild-2", carnage).games(), "it counts only on the server that played it to its end");
                there.gm().rollback(t.gm, elsewhere, "S1901M");
                there.gm().end(t.gm, elsewhere, "England wins.");
                assertEquals(1, there.league("guild-2", carnage).games(), "played to a new end there, it counts there");
            }
        }
    }

    @Test
    void importRefusesWhatIsNotAnExport() {
        try (Table t = new Table(store, GameSettings.defaults())) {
            GameException e = assertThrows(GameException.class,
                    () -> t.service.archive().importGame(t.gm, "g", "c", "{\"hello\":1}"));
            assertEquals("That is not a Chancery export of format 1.", e.getMessage());
        }
    }
}
