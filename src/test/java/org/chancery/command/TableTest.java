package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.chancery.game.Views;
import org.junit.jupiter.api.Test;

/** A table's columns line up as shown, times included (game log's "When" column). */
class TableTest {
    @Test
    void theGameLogsColumnsAlign() {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of(Times.token(1_893_456_000_000L), "Gamemaster", "create: created Opening year"));
        rows.add(List.of(Times.token(1_893_459_600_000L), "Chancery", "adjudicate: S1901M (deadline)"));
        String text = Times.utc(new Table(null, List.of("When", "Who", "What"), rows).render());
        String[] lines = text.split("\n");
        assertTrue(lines[1].contains("2030-01-01"), text);
        int who = lines[0].indexOf("Who"), what = lines[0].indexOf("What");
        assertEquals(who, lines[1].indexOf("Gamemaster"), text);
        assertEquals(who, lines[2].indexOf("Chancery"), text);
        assertEquals(what, lines[1].indexOf("create:"), text);
        assertEquals(what, lines[2].indexOf("adjudicate:"), text);
        assertEquals(Views.utc(Times.token(1_893_456_000_000L)), lines[1].substring(2, who).strip());
    }
}
