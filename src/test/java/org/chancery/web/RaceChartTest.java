package org.chancery.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.variant.Measure;
import org.junit.jupiter.api.Test;

/** The race's charts and table: one chart per measure, the table ordered as victory orders the powers. */
class RaceChartTest {
    private static List<PageModel.Point> race() {
        return List.of(
                new PageModel.Point(0, "S1615M", List.of(new Measure("Rounds won", Map.of("Austria", 0, "Spain", 0, "France", 0)),
                        new Measure("Score over all rounds", Map.of("Austria", 0, "Spain", 0, "France", 0)))),
                new PageModel.Point(1, "W1615A", List.of(new Measure("Rounds won", Map.of("Austria", 1, "Spain", 1, "France", 0)),
                        new Measure("Score over all rounds", Map.of("Austria", 5, "Spain", 9, "France", 20)))));
    }

    @Test
    void theTableOrdersByTheFirstMeasureThenTheNextThenTheName() {
        String html = RaceChart.html(race(), Map.of("Spain", "#ffcc00"));
        List<String> rows = new ArrayList<>();
        Matcher m = Pattern.compile("<tr><td>([^<]+)</td><td>(\\d+)</td><td>(\\d+)</td></tr>").matcher(html);
        while (m.find()) rows.add(m.group(1) + " " + m.group(2) + " " + m.group(3));
        // Europe 1615's status: rounds, then score, then name
        assertEquals(List.of("Spain 1 9", "Austria 1 5", "France 0 20"), rows);
        assertTrue(html.contains("<th>Power</th><th>Rounds won</th><th>Score over all rounds</th>"), html);
    }

    @Test
    void aChartPerMeasureALinePerPowerInItsColour() {
        String html = RaceChart.html(race(), Map.of("Spain", "#ffcc00"));
        assertEquals(2, html.split("<svg class=\"chart\"", -1).length - 1, "two charts");
        assertEquals(6, html.split("<polyline", -1).length - 1, "three powers in each");
        assertTrue(html.contains("stroke=\"#ffcc00\""), "Spain in its board colour");
        assertTrue(html.contains("<figcaption>Score over all rounds</figcaption>"));
        assertTrue(html.contains(">20</text>"), "the score's axis goes up to France's 20");
    }

    @Test
    void namesAreEscaped() {
        List<PageModel.Point> race = List.of(new PageModel.Point(0, "S1901M", List.of(new Measure("<b>", Map.of("<i>", 1)))));
        String html = RaceChart.html(race, Map.of());
        assertTrue(!html.contains("<b>") && !html.contains("<i>") && html.contains("&lt;i&gt;"), html);
    }
}
