package org.chancery.discord.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.chancery.command.Action;
import org.chancery.discord.message.Button;
import org.chancery.game.TestClock;
import org.junit.jupiter.api.Test;

/** Buttons carry shortcuts in their ids; a confirmation is a token for its asker, once, for 15 minutes. */
class ComponentsTest {
    final TestClock clock = TestClock.at("2030-01-01T00:00:00Z");
    final Components components = new Components(clock);

    @Test
    void aShortcutSurvivesARestartInItsId() {
        Button b = components.buttons(List.of(Action.shortcut("Show my orders", "orders",
                Map.of("game", "12", "power", "Holy Roman Empire"))), 7).get(0);
        assertTrue(b.id().startsWith("run:orders?") && b.id().length() <= 100, b.id());
        Components.Call c = new Components(clock).button(b.id(), 99);
        assertEquals("orders", c.command());
        assertEquals(Map.of("game", "12", "power", "Holy Roman Empire"), c.options());
    }

    @Test
    void aConfirmationIsTheAskersOnceWithinFifteenMinutes() {
        Button b = components.buttons(List.of(Action.confirm("End the game", "game end",
                Map.of("game", "3", "result", "r".repeat(400)))), 7).get(0);
        assertEquals(Button.Style.DANGER, b.style());
        assertTrue(b.id().startsWith("ok:"));
        assertThrows(Components.Refusal.class, () -> components.button(b.id(), 8), "someone else");
        Components.Call c = components.button(b.id(), 7);
        assertEquals("yes", c.options().get(Action.CONFIRMED));
        assertThrows(Components.Refusal.class, () -> components.button(b.id(), 7), "used once");
        Button late = components.buttons(List.of(Action.confirm("Roll back", "game rollback", Map.of("phase", "S1901M"))), 7).get(0);
        clock.advance(Duration.ofMinutes(16));
        assertThrows(Components.Refusal.class, () -> components.button(late.id(), 7), "expired");
        assertThrows(Components.Refusal.class, () -> components.button("made-up", 7));
    }
}
