package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Victory by agreement ends the game at once. The rulebook: "players may agree to stop the game and allow the GM to
 * call a winner. This must be a unanimous agreement. GM could select a winner based on number of won rounds or if
 * there are ties for most rounds won, then GM selects winner based on accumulated score."
 */
class E1615AgreementTest {
    @Test
    void agreeingToStopEndsTheGameAndNamesTheWinner() {
        try (Table t = new Table("europe-1615")) {
            String answer = t.service.gm().rulesAction(t.gm, t.game, "agree", "yes");
            assertTrue(answer.contains("Game over: Draw between England, Denmark, Spain, France, Austria: victory by agreement"),
                    "with no round played all five tie: " + answer);
            assertEquals(GameStatus.ENDED.name(), t.status().game().status());
            assertTrue(t.status().game().outcome().startsWith("Draw between"), t.status().game().outcome());
            GameException late = assertThrows(GameException.class, () -> t.order("France", "A par - cha"));
            assertTrue(late.getMessage().contains("ended") || late.getMessage().contains("not running"), late.getMessage());
        }
    }
}
