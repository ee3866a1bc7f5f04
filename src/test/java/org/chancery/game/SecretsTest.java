package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.store.TestStores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Every path that could show one power's orders or votes to another before the rules allow it. */
@ParameterizedClass
@EnumSource(TestStores.Kind.class)
class SecretsTest {
    @Parameter
    TestStores.Kind store;

    @Test
    void aPlayerSeesOnlyTheirOwnOrders() {
        try (Table t = new Table(store, GameSettings.defaults())) {
            t.order("France", "A par-bur");
            assertEquals(List.of("A par-bur"), t.service.orders().mine(t.player("France"), t.game, null).standing());
            assertEquals(List.of(), t.service.orders().mine(t.player("England"), t.game, null).standing());
            GameException e = assertThrows(GameException.class,
                    () -> t.service.orders().mine(t.player("England"), t.game, "France"));
            assertTrue(e.getMessage().contains("You do not play France"));
            assertThrows(GameException.class, () -> t.service.orders().mine(t.gm, t.game, "France"),
                    "the GM may not read a player's orders either");
            assertThrows(GameException.class, () -> t.service.orders().submit(t.player("England"), t.game, "France",
                    "A par H", false));
        }
    }

    @Test
    void statusAndHistoryShowNoCurrentOrders() {
        try (Table t = new Table(store, GameSettings.defaults())) {
            t.order("France", "A par-bur");
            Views.Status s = t.status();
            assertEquals(1, s.submitted());
            assertEquals(7, s.owing());
            Views.PhaseView now = t.service.views().phase(t.game, null);
            assertFalse(now.adjudicated());
            assertTrue(now.results().isEmpty());
            t.service.force(t.gm, t.game, null);
            Views.PhaseView then = t.service.views().phase(t.game, "S1901M");
            assertTrue(then.results().stream().anyMatch(r -> r.order().equals("A par-bur")), "public once adjudicated");
        }
    }

    @Test
    void anEnglishOrderForAFrenchUnitIsRefused() {
        try (Table t = new Table(store, GameSettings.defaults())) {
            SubmitResult r = t.order("England", "A par-bur");
            assertTrue(r.accepted().isEmpty());
            assertEquals(1, r.rejected().size());
            assertEquals(List.of(), t.service.orders().mine(t.player("France"), t.game, null).standing());
        }
    }

    @Test
    void drawVotesAreSecretAndUnanimityEndsTheGame() {
        try (Table t = new Table(store, GameSettings.defaults())) {
            t.service.orders().voteDraw(t.player("France"), t.game, null, true);
            assertEquals("yes", t.service.orders().myVote(t.player("France"), t.game, null));
            assertNull(t.service.orders().myVote(t.player("England"), t.game, null));
            assertThrows(GameException.class, () -> t.service.orders().myVote(t.player("England"), t.game, "France"));
            String export = t.service.archive().export(t.gm, t.game);
            assertFalse(export.contains("\"draw\""), "a running game's export leaves out votes");
            for (String p : t.players.keySet()) {
                if (!p.equals("France")) t.service.orders().voteDraw(t.player(p), t.game, null, !p.equals("Turkey"));
            }
            assertEquals("ACTIVE", t.status().game().status(), "Turkey said no");
            String last = t.service.orders().voteDraw(t.player("Turkey"), t.game, null, true);
            assertTrue(last.contains("Draw between Austria, England, France, Germany, Italy, Russia, Turkey"));
            assertEquals("ENDED", t.status().game().status());
            for (var n : t.service.pendingNotices()) {
                assertFalse(n.text().toLowerCase().contains("voted"), "no notice says who voted: " + n.text());
            }
        }
    }

    @Test
    void aRunningGamesExportLeavesOutTheCurrentOrders() {
        try (Table t = new Table(store, GameSettings.defaults())) {
            t.order("France", "A par-bur");
            assertFalse(t.service.archive().export(t.gm, t.game).contains("par-bur"));
            assertTrue(t.service.archive().exportAll(t.game).contains("par-bur"));
            assertThrows(GameException.class, () -> t.service.archive().export(t.player("France"), t.game),
                    "only the GM exports");
        }
    }
}
