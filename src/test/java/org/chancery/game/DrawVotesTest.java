package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chancery.engine.GameState;
import org.chancery.store.Phases;
import org.chancery.variant.iceandfire.IafState;
import org.junit.jupiter.api.Test;

/** Draw votes a variant refuses say why: when a draw becomes possible, and who has no vote. */
class DrawVotesTest {
    @Test
    void aRefusedDrawSaysWhenOneBecomesPossible() {
        try (Table t = new Table("ice-and-fire")) {
            GameException e = assertThrows(GameException.class,
                    () -> t.service.orders().voteDraw(t.player("Stark"), t.game, null, true));
            assertEquals("The rules of Diplomacy of Ice and Fire III allow no draw in Spring 298 AC Movement: a draw needs 5 game "
                    + "years to have passed: not before Spring 303 AC.", e.getMessage());
            assertTrue(t.service.orders().voteDraw(t.player("Stark"), t.game, null, false).contains("recorded: no"),
                    "a vote against is always allowed");
        }
    }

    @Test
    void aRemovedHouseMayNotVote() {
        try (Table t = new Table("ice-and-fire")) {
            GameState s = t.status().state();
            GameState removed = IafState.read(s).withRemoved("Stark").write(s.toBuilder().stationary("Stark", true)).build();
            t.db.inTransaction(c -> {
                Phases.setState(c, t.game, 0, StateJson.write(removed));
                return null;
            });
            GameException e = assertThrows(GameException.class,
                    () -> t.service.orders().voteDraw(t.player("Stark"), t.game, null, false));
            assertEquals("Your vote is refused: House Stark has been removed from the game, and a removed House may not "
                    + "vote on a draw.", e.getMessage());
            assertEquals(null, t.service.orders().myVote(t.player("Stark"), t.game, null), "nothing was recorded");
        }
    }
}
