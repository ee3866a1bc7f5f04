package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.variant.economy.Treasury;
import org.junit.jupiter.api.Test;

/**
 * Who gets which secrets in a running game's export: a GM who plays no power gets none, a GM who also plays a power
 * gets that power's only; the operator's export has them all; an ended game's export is whole.
 */
class ExportSecretsTest {
    @Test
    void anEmpireExportHoldsOnlyTheCallersOwnTreasury() {
        try (Table t = new Table("diplomacy-of-the-empire")) {
            t.service.force(t.gm, t.game, "S43BCM");
            t.order("Italia", "PAY 5 Numidia");
            t.service.force(t.gm, t.game, "F43BCM");
            String full = t.service.archive().exportAll(t.game);
            long whole = t.service.archive().importGame(t.gm, "guild-1", "channel-4", full);
            assertEquals(Treasury.read(t.status().state()), Treasury.read(new GameStateAt(t, whole).state),
                    "the operator's export is whole");

            String none = t.service.archive().export(t.gm, t.game);
            assertFalse(none.contains("balance"), "no ledger for a GM who plays no power");
            long copy = t.service.archive().importGame(t.gm, "guild-1", "channel-2", none);
            GameStateAt imported = new GameStateAt(t, copy);
            assertEquals(0, Treasury.read(imported.state).talents().size(), "no treasury at all");
            assertEquals(t.phase(), imported.state.phase().code(), "the position is the game's");

            // the GM takes Italia's seat as well
            t.service.gm().replace(t.gm, t.game, "Italia", t.gm.userId(), t.gm.name());
            String italia = t.service.archive().export(t.gm, t.game);
            assertTrue(italia.contains("\"secretsOf\" : [ \"Italia\" ]"), italia.substring(0, 400));
            long second = t.service.archive().importGame(t.gm, "guild-1", "channel-3", italia);
            Treasury kept = Treasury.read(new GameStateAt(t, second).state);
            assertEquals(java.util.Set.of("Italia"), kept.talents().keySet(), "Italia's treasury alone");
            assertEquals(Treasury.read(t.status().state()).ledgerOf("Italia"), kept.ledgerOf("Italia"));
        }
    }

    @Test
    void aGmWhoPlaysAPowerSeesNoDealInTheLog() {
        try (Table t = new Table("europe-1615")) {
            assertTrue(t.service.log(t.gm, t.game).stream().anyMatch(e -> e.kind().equals("begin")),
                    "a GM who plays none audits the deal");
            t.service.gm().replace(t.gm, t.game, "France", t.gm.userId(), t.gm.name());
            assertTrue(t.service.log(t.gm, t.game).stream().noneMatch(e -> e.kind().equals("begin")),
                    "a GM who plays France does not read the others' sanctions");
            String export = t.service.archive().export(t.gm, t.game);
            assertFalse(export.contains("dealt with seed"), "nor in the export");
        }
    }

    /** The current position of a game on the table's store. */
    private record GameStateAt(org.chancery.engine.GameState state) {
        GameStateAt(Table t, long game) { this(t.service.views().status(game).state()); }
    }
}
