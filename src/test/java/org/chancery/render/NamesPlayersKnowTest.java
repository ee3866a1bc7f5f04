package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A name on the map is one a player recognises: no label is a generic word alone (W3K's four circles read
 * "Honour", Durham "Palatine", "North", "Inner" and "White" stood alone), and no sea's label is a land region's or
 * city's name (the Rade de Brest was labelled "Brest" beside the city of Brest). Checked on every name a board
 * could draw (a label is the full name, on one line or two, or the short name), and on those drawn on W3K's start.
 */
class NamesPlayersKnowTest {
    /** Words that name no place alone. */
    static final Set<String> GENERIC = Set.of("honour", "palatine", "north", "south", "east", "west", "inner", "outer",
            "white", "upper", "lower", "great", "little", "port", "vale", "bailiery", "bailiwick", "stewartry", "parts",
            "straits", "strait", "sound", "firth", "bay", "isle", "island", "islands", "county", "shire", "riding", "seas",
            "sea", "mouth", "the", "new", "old", "northeast", "northwest", "southeast", "southwest", "eastern", "western",
            "northern", "southern", "cross", "central", "middle", "mid", "les", "rade", "gulf", "channel", "coast");

    @TestFactory
    Stream<DynamicTest> everyNameABoardCanDraw() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Variant v : Boards.all()) {
            tests.add(DynamicTest.dynamicTest(v.id(), () -> {
                Ruleset rules = Rulesets.of(v.id());
                MapPainter painter = new MapPainter(BoardShapes.of(v), rules.start(), RenderOptions.defaults());
                List<String> bad = new ArrayList<>();
                for (Province p : v.board().provinces()) {
                    check(v, p, p.name(), bad);
                    String s = painter.shortName(p);
                    if (!s.isEmpty()) check(v, p, s, bad);
                }
                assertEquals(List.of(), bad, v.id());
            }));
        }
        return tests.stream();
    }

    /** The names drawn on W3K's whole board, where 27 regions fell back to short names. */
    @Test
    void w3kWholeBoard() {
        Ruleset rules = Rulesets.of("wars-of-the-three-kingdoms");
        GameState s = rules.start();
        assertEquals(List.of(), drawn(rules, s, RenderOptions.defaults().marks(rules.marks(s))));
    }

    private static List<String> drawn(Ruleset rules, GameState s, RenderOptions opts) {
        Variant v = rules.variant();
        MapPainter painter = new MapPainter(BoardShapes.of(v), s, opts);
        BufferedImage img = new BufferedImage(painter.width(), painter.height(), BufferedImage.TYPE_INT_RGB);
        var g = img.createGraphics();
        painter.paint(g, img);
        g.dispose();
        List<String> bad = new ArrayList<>();
        for (LabelPlacer.Placed l : painter.labels()) {
            check(v, v.board().find(l.province()).orElseThrow(), String.join(" ", l.lines()), bad);
        }
        return bad;
    }

    private static void check(Variant v, Province p, String label, List<String> bad) {
        String key = label.toLowerCase(Locale.ROOT).trim();
        if (GENERIC.contains(key)) bad.add(p.name() + " reads only \"" + label + "\"");
        if (p.kind() == ProvinceKind.SEA && !label.equals(p.name()) && landNames(v).contains(key)) {
            bad.add("the sea " + p.name() + " reads \"" + label + "\", a land region's name");
        }
    }

    private static Set<String> landNames(Variant v) {
        Set<String> out = new HashSet<>();
        for (Province q : v.board().provinces()) if (q.kind() != ProvinceKind.SEA) out.add(q.name().toLowerCase(Locale.ROOT));
        return out;
    }
}
