package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.game.scoring.ScoringSystem;
import org.junit.jupiter.api.Test;

/** The game's scoring system as a setting, and the scores written when the rules end the game. */
class EndScoresTest {
    @Test
    void aSoloByTheRulesIsScored() {
        try (Table t = new Table(GameSettings.defaults().with("scoring", "sum-of-squares"))) {
            for (String c : new String[] {"nwy", "swe", "den", "hol", "bel", "spa", "por", "tun", "gre", "ser", "bul",
                    "rum", "lon", "edi", "lvp"}) {
                t.service.gm().setOwner(t.gm, t.game, c, "France");
            }
            for (int i = 0; i < 4 && t.service.game(t.game).outcome() == null; i++) {
                t.service.adjudicator().adjudicate(t.game, t.service.game(t.game).phaseSeq(), "test");
            }
            String outcome = t.service.game(t.game).outcome();
            assertTrue(outcome != null && outcome.startsWith("France wins"), outcome);
            assertTrue(outcome.contains(". Scores (sum-of-squares): France 100, Austria 0, England 0,"), outcome);
        }
    }

    @Test
    void theSettingIsKeptThroughOtherChangesAndTheStore() {
        GameSettings s = GameSettings.defaults();
        assertNull(s.scoringSystem(), "no scoring system unless the GM picks one");
        s = s.with("scoring", "C-Diplo").with("movement", "36h").with("remind", "0");
        assertEquals(ScoringSystem.C_DIPLO, s.scoringSystem());
        assertEquals(ScoringSystem.C_DIPLO, GameSettings.fromJson(s.toJson()).scoringSystem());
        assertEquals(ScoringSystem.C_DIPLO, s.bounded().scoringSystem());
        assertNull(s.with("scoring", "off").scoringSystem());
        assertNull(GameSettings.fromJson(GameSettings.defaults().toJson().replace(",\"scoring\":null", "")).scoring(),
                "settings stored before scoring read as none");
        GameException e = assertThrows(GameException.class, () -> GameSettings.defaults().with("scoring", "elo"));
        assertTrue(e.getMessage().contains("say one of solo-or-nothing, draw-size"), e.getMessage());
    }

    @Test
    void theLongestResultWithEveryScoreFitsTheStoreInEveryVariant() {
        for (String variant : org.chancery.variant.VariantLoader.ids()) {
            GameSettings carnage = GameSettings.defaults(variant).with("scoring", "carnage");
            try (Table t = new Table(org.chancery.store.Database.inMemory(), carnage, variant)) {
                String words = "Draw " + "x".repeat(GmDesk.RESULT_MAX - 5);
                t.service.gm().end(t.gm, t.game, words);
                String outcome = t.service.game(t.game).outcome();
                assertTrue(outcome.startsWith(words + ". Scores (carnage): "), variant + ": " + outcome);
                assertTrue(outcome.length() <= 1000, variant + ": " + outcome.length());
            }
        }
    }

    @Test
    void scoresAreWrittenShort() {
        assertEquals("0.33", EndScores.number(1.0 / 3));
        assertEquals("100", EndScores.number(100));
        assertEquals("6500.5", EndScores.number(6500.5));
        assertEquals("0", EndScores.number(0));
    }
}
