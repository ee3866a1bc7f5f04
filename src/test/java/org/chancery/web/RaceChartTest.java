package org.chancery.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.engine.Phase;
import org.chancery.engine.PhaseType;
import org.chancery.variant.Measure;
import org.junit.jupiter.api.Test;

/** The race's charts and table: one chart per measure, the table ordered as victory orders the powers. */
class RaceChartTest {
    private static List<PageModel.Point> race() {
        return List.of(
                new PageModel.Point(0, new Phase("Spring", 1615, PhaseType.MOVEMENT), List.of(new Measure("Rounds won", Map.of("Austria", 0, "Spain", 0, "France", 0)),
                        new Measure("Score over all rounds", Map.of("Austria", 0, "Spain", 0, "France", 0)))),
                new PageModel.Point(1, new Phase("Winter", 1615, PhaseType.ADJUSTMENT), List.of(new Measure("Rounds won", Map.of("Austria", 1, "Spain", 1, "France", 0)),
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
        List<PageModel.Point> race = List.of(new PageModel.Point(0, new Phase("Spring", 1901, PhaseType.MOVEMENT), List.of(new Measure("<b>", Map.of("<i>", 1)))));
        String html = RaceChart.html(race, Map.of());
        assertTrue(!html.contains("<b>") && !html.contains("<i>") && html.contains("&lt;i&gt;"), html);
    }

    /** Classic's race over three years: five powers level at 4 centres in Spring 1902, as the issue found them. */
    private static List<PageModel.Point> level() {
        String[] powers = {"Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"};
        List<PageModel.Point> out = new ArrayList<>();
        int seq = 0;
        for (int year = 1901; year <= 1903; year++) {
            for (String season : List.of("Spring", "Fall", "Winter")) {
                Map<String, Integer> centres = new java.util.TreeMap<>();
                for (String p : powers) centres.put(p, year == 1901 && !season.equals("Winter") ? 3 : 4);
                centres.put("Russia", year == 1901 ? 4 : 5);
                centres.put("Italy", 3);
                PhaseType type = season.equals("Winter") ? PhaseType.ADJUSTMENT : PhaseType.MOVEMENT;
                out.add(new PageModel.Point(seq++, new Phase(season, year, type), List.of(new Measure("Supply centres", centres))));
            }
        }
        return out;
    }

    /** Each power's line as its points' y, by the power its title names. */
    private static Map<String, double[]> lines(String svg) {
        Map<String, double[]> out = new java.util.TreeMap<>();
        Matcher m = Pattern.compile("<polyline[^>]* points=\"([^\"]+)\"><title>([^<]+)</title>").matcher(svg);
        while (m.find()) {
            String[] pts = m.group(1).split(" ");
            double[] ys = new double[pts.length];
            for (int i = 0; i < pts.length; i++) ys[i] = Double.parseDouble(pts[i].split(",")[1]);
            out.put(m.group(2), ys);
        }
        return out;
    }

    @Test
    void powersLevelAtAPhaseAreDrawnSideBySideSoEveryLineShows() {
        String svg = RaceChart.svg(level(), 0, "Supply centres", Map.of());
        Map<String, double[]> lines = lines(svg);
        assertEquals(7, lines.size(), svg);
        double width = Double.parseDouble(svg.replaceAll("(?s).*?<polyline[^>]* stroke-width=\"([\\d.]+)\".*", "$1"));
        for (int i = 0; i < level().size(); i++) {
            List<Double> at = new ArrayList<>();
            for (double[] ys : lines.values()) at.add(ys[i]);
            at.sort(null);
            for (int j = 1; j < at.size(); j++) {
                assertTrue(at.get(j) - at.get(j - 1) >= width - 0.11, "phase " + i + ": two lines closer than a line's width: " + at);
            }
        }
        // and the offsets stay within the number: every line is nearer its own number's height than the next one's
        double[] turkey = lines.get("Turkey"), russia = lines.get("Russia");
        assertTrue(Math.abs(turkey[3] - russia[3]) > Math.abs(turkey[3] - lines.get("Austria")[3]), "4 and 5 still read apart");
    }

    @Test
    void theAxisNamesTheYearsAndTheLegendRanksThePowers() {
        String svg = RaceChart.svg(level(), 0, "Supply centres", Map.of());
        for (String year : List.of("1901", "1902", "1903")) assertTrue(svg.contains(">" + year + "</text>"), year + ": " + svg);
        assertTrue(svg.indexOf(">Russia 5</text>") < svg.indexOf(">Austria 4</text>")
                && svg.indexOf(">Turkey 4</text>") < svg.indexOf(">Italy 3</text>"), "the leader first: " + svg);
        assertTrue(svg.contains("font-size=\"15\""), "text 15 units in a chart 480 wide: 11 pixels at a phone's 366");
    }

    /**
     * W3K's ten powers all level at their start and at the top of the chart: every line stays inside the plot, none
     * drawn above its top (it was, by half the spread of ten lines) or below the axis, and each a line's width from the next.
     */
    @Test
    void tenLevelPowersStayInsideThePlot() {
        String[] powers = {"Argyll", "Confederacy", "Crown", "Cumberland", "Hamilton", "Manchester", "Montrose",
                "Newcastle", "Ormond", "Protectorate"};
        List<PageModel.Point> race = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Map<String, Integer> n = new java.util.TreeMap<>();
            for (String p : powers) n.put(p, i == 0 ? 0 : 6);
            race.add(new PageModel.Point(i, new Phase(i % 2 == 0 ? "Summer" : "Autumn", 1642 + i / 2, PhaseType.MOVEMENT),
                    List.of(new Measure("Supply centres", n))));
        }
        String svg = RaceChart.svg(race, 0, "Supply centres", Map.of());
        Map<String, double[]> lines = lines(svg);
        assertEquals(10, lines.size(), svg);
        double axis = Double.parseDouble(svg.replaceAll("(?s).*?<line x1=\"[\\d.]+\" y1=\"([\\d.]+)\".*", "$1"));
        for (Map.Entry<String, double[]> e : lines.entrySet()) {
            for (double y : e.getValue()) {
                assertTrue(y >= 1.25 && y <= axis, e.getKey() + " at y " + y + ", outside the plot from 1.25 to the axis at " + axis);
            }
        }
        // and each of the ten shows: at every phase a line's width from the next
        for (int i = 0; i < race.size(); i++) {
            List<Double> at = new ArrayList<>();
            for (double[] ys : lines.values()) at.add(ys[i]);
            at.sort(null);
            for (int j = 1; j < at.size(); j++) assertTrue(at.get(j) - at.get(j - 1) >= 2.5 - 0.11, "phase " + i + ": " + at);
        }
    }
}
