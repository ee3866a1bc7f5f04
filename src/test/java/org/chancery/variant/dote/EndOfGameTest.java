package org.chancery.variant.dote;

import static org.chancery.variant.dote.Dote.R;
import static org.chancery.variant.dote.Dote.at;
import static org.chancery.variant.dote.Dote.play;
import static org.chancery.variant.dote.Dote.talents;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.variant.GameEnd;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** Victory to the last player standing, surrender, a draw of two or three, and the six-player game. */
class EndOfGameTest {
    @Test
    void aSurrenderingPowerLeavesItsTerritoriesBlankAndItsCitiesStanding() {
        GameState s = at("talents Numidia 40");
        GameState after = R.surrender(s, "Numidia").orElseThrow();
        assertNull(after.unitAt(Dote.p("num")));
        assertNull(after.ownerOf(Dote.p("num")));
        assertTrue(org.chancery.variant.roads.Roads.read(after).hasCity(Dote.p("num")));
        assertEquals(0, talents(after, "Numidia"));
        assertFalse(R.drawVoters(after).contains("Numidia"));
        assertTrue(R.surrender(after, "Numidia").isEmpty(), "no second surrender");
    }

    @Test
    void theLastPlayerStandingWins() {
        GameState s = Dote.at();
        for (String p : List.of("Italia", "Macedonia", "Galatia", "Mesopotamia", "Egyptus")) s = R.surrender(s, p).orElseThrow();
        assertTrue(R.end(s).isEmpty());
        s = R.surrender(s, "Numidia").orElseThrow();
        GameEnd end = R.end(s).orElseThrow();
        assertEquals(List.of("Hispania"), end.winners());
        assertFalse(end.draw());
    }

    @Test
    void aDrawIsForTwoOrThreeSurvivorsOnly() {
        GameState s = Dote.at();
        assertTrue(R.drawRefusal(s) != null);
        for (String p : List.of("Italia", "Macedonia", "Galatia", "Mesopotamia")) s = R.surrender(s, p).orElseThrow();
        assertEquals(null, R.drawRefusal(s));
        assertEquals(Set.of("Hispania", "Egyptus", "Numidia"), R.drawVoters(s));
    }

    @Test
    void theSixPlayerGameLeavesMacedoniaOutAndSyriaWorthFive() {
        GameState s = R.gmAction(Dote.at(), "players", "6");
        assertNull(s.unitAt(Dote.p("mac")));
        assertNull(s.ownerOf(Dote.p("mac")));
        assertEquals(6, R.drawVoters(s).size());
        Turn t = play(at(s, "phase fall", "+Galatia Inf syr", "own syr Galatia"));
        assertEquals(15 + 5, talents(t.next(), "Galatia"), "Syria yields 5 in the six-player game");
        Turn seven = play(at("phase fall", "+Galatia Inf syr", "own syr Galatia"));
        assertEquals(15 + 10, talents(seven.next(), "Galatia"));
        assertThrows(IllegalArgumentException.class, () -> R.gmAction(at("phase fall"), "players", "6"));
    }

    @Test
    void theBuildPhaseIsExplainedWithTheGamesOwnOrdersAndNoWaive() {
        GameState w = play(at("phase fall")).next();
        List<String> examples = R.examples(w, "Italia");
        assertTrue(examples.contains("PAY 10 Hispania"), examples.toString());
        assertTrue(examples.stream().noneMatch(e -> e.contains("Waive")), examples.toString());
        assertTrue(examples.stream().allMatch(e -> R.parse(w, "Italia", e) instanceof org.chancery.engine.ParseResult.Ok), examples.toString());
        List<String> duties = R.duties(w, "Italia");
        assertTrue(String.join(" ", duties).contains("Italia holds 15 talents"), duties.toString());
        String board = String.join(" ", R.view(w).summary());
        assertTrue(board.contains("7 still playing") && !board.contains("talents"), "the treasuries stay secret: " + board);
    }

    @Test
    void theLedgerIsItsOwnersAlone() {
        GameState s = play(at("phase fall")).next();
        List<String> lines = R.accounts(s, "Hispania");
        assertTrue(lines.get(0).startsWith("Hispania's treasury: 15 talents"), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.contains("tribute +15")), lines.toString());
        assertTrue(lines.stream().noneMatch(l -> l.contains("Italia")), lines.toString());
    }
}
