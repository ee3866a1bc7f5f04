package org.chancery.engine;

import static org.chancery.engine.OrderParserTest.CLASSIC;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GameStateTest {
    @Test
    void variantStateAndStationaryPowersLastThroughAYear() {
        GameState s = CLASSIC.start().toBuilder()
                .extra("heirs", "[{\"power\":\"England\",\"at\":\"lon\"}]")
                .stationary("Turkey", true)
                .build();
        PhaseRunner runner = new PhaseRunner(CLASSIC.board(), CLASSIC.rules());
        for (int i = 0; i < 2; i++) s = runner.run(s, List.of()).next();
        assertEquals("S1902M", s.phase().code());
        assertEquals(Map.of("heirs", "[{\"power\":\"England\",\"at\":\"lon\"}]"), s.extras());
        assertEquals(Set.of("Turkey"), s.stationaryPowers());
        GameState cleared = s.toBuilder().extra("heirs", null).stationary("Turkey", false).build();
        assertTrue(cleared.extras().isEmpty());
        assertTrue(cleared.stationaryPowers().isEmpty());
        assertThrows(UnsupportedOperationException.class, () -> cleared.extras().put("x", "{}"));
    }
}
