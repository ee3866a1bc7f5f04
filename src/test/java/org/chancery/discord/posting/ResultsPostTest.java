package org.chancery.discord.posting;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chancery.discord.message.Embed;
import org.chancery.engine.GameState;
import org.chancery.game.ResultLine;
import org.chancery.game.Rulebook;
import org.junit.jupiter.api.Test;

/** The results embed as Order of the Dragon's players meet it: majors' fields, minors' holds on one line, changed counts only. */
class ResultsPostTest {
    @Test
    void theMinorsHoldsShareOneLineAfterTheMajors() {
        List<ResultLine> lines = List.of(new ResultLine("Vienna", "A vie H", true, null),
                new ResultLine("Hungary", "A bud-vie", false, "bounced"), new ResultLine("Argeş", "A arg H", true, null),
                new ResultLine("Brandenburg", "A bra-pru", true, null));
        List<Embed.Field> f = ResultsPost.orders(lines, List.of("Hungary", "Lithuania"));
        assertEquals("Hungary", f.get(0).name());
        assertEquals("Other units", f.get(1).name());
        assertEquals("Brandenburg: \u2705 A bra-pru\nHeld: Vienna A vie, Argeş A arg", f.get(1).value());
        assertEquals(2, f.size());
    }

    @Test
    void theCountsAreThoseOfThePowersWhoseCentresChangedHands() {
        GameState before = Rulebook.of("classic").rules().start();
        GameState after = before.toBuilder().owner(before.board().find("tri").orElseThrow(), "Italy").build();
        assertEquals("Austria 2, Italy 4", ResultsPost.counts(before, after));
    }
}
