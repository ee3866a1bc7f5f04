package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.variant.MapMarks;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.junit.jupiter.api.Test;

/**
 * Europe 1615's marks reach the map: aligned states tinted for their power, neutral ones hatched, religious
 * markers as crosses, attrition as flags, each power's score in the last round by its capital. Writes
 * target/e1615-map.png for a look by eye.
 */
class E1615MarksTest {
    static final String SCENARIO = """
            {"phase": "F1616M",
             "influence": {"LOR": {"Spain": 5}, "SAX": {"England": 6, "Spain": 2}, "WUR": {"France": 9},
                           "BAV": {"Austria": 8}, "HES": {"England": 3, "France": 3}, "PAPL": {"Spain": 4},
                           "POLN": {"Austria": 5, "Denmark": 2}, "DUT": {"England": 4, "Denmark": 4}, "MEC": {"Denmark": 2}},
             "attrition": ["cha"], "captured": {"MEC": "Brandenburg"}, "territory": {"brm": "Denmark"},
             "rounds": [{"year": 1615, "scores": {"France": 132, "Austria": 99, "Spain": 85, "England": 52, "Denmark": 20},
                         "winner": "France"}]}""";

    @Test
    void statusesMarkersAttritionAndScoresAreDrawn() throws Exception {
        Ruleset rules = Rulesets.of("europe-1615");
        GameState start = rules.start();
        GameState s = rules.scenarioFields().read(new ObjectMapper().readTree(SCENARIO),
                start.toBuilder().phase(rules.variant().calendar().parse("F1616M")).removeUnit(
                        rules.variant().board().find("par").orElseThrow()).unit(new org.chancery.engine.Unit("France",
                        org.chancery.engine.UnitKind.ARMY, rules.variant().board().location("cha"))).build());
        MapMarks marks = rules.marks(s);
        assertEquals(List.of("Spain"), marks.patrons().get("Lorraine"));
        assertTrue(marks.marks().stream().anyMatch(m -> m.symbol() == MapMarks.Symbol.HATCH && m.at().contains("hes")),
                "Hesse is neutral: " + marks.marks());
        assertTrue(marks.marks().contains(new MapMarks.Mark(MapMarks.Symbol.TAG, List.of("par"), "France", null, "\u2605132",
                "Score in round 1615 (\u2605 the round's winner)")), marks.marks().toString());
        RenderOptions opts = RenderOptions.defaults().width(2000).marks(marks);
        List<String> drawn = new ArrayList<>();
        var image = MapRenderer.image(BoardShapes.of(rules.variant()), s, opts, drawn);
        assertTrue(drawn.contains("mark-cross-sax"), "Saxony's Protestant marker: " + drawn);
        assertTrue(drawn.contains("mark-cross-rom"), "the Papal States are always Catholic");
        assertTrue(drawn.contains("mark-cross-mec"), "a captured state's marker turns grey");
        assertTrue(drawn.contains("mark-flag-cha"), "the attrition mark");
        assertTrue(drawn.contains("mark-tag-vie"), "Austria's score under Vienna");
        assertFalse(drawn.contains("mark-cross-fra"), "Franconia has no INFs and no marker");
        Files.createDirectories(Path.of("target"));
        javax.imageio.ImageIO.write(image, "png", Path.of("target", "e1615-map.png").toFile());
    }
}
