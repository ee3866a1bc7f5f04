package org.chancery.docs;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.engine.Calendar;
import org.chancery.engine.Phase;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/**
 * Every variant has a guide in docs/variants/ that says, in text a rendered page shows (not in a comment), how to
 * start its game: its id for /game create, joining a power of its own, the start, and its phase codes as its
 * calendar makes them.
 */
class VariantGuidesTest {
    private static final Pattern JOIN = Pattern.compile("`/join power: ([^`]+)`");

    @Test
    void everyGuideSaysHowToStartItsGameAndListsItsPhaseCodes() throws Exception {
        for (String id : VariantLoader.ids()) {
            Path guide = Path.of("docs", "variants", id + ".md");
            assertTrue(Files.isRegularFile(guide), "no guide for " + id);
            String text = Files.readString(guide).replaceAll("(?s)<!--.*?-->", "");
            String where = guide + ": ";
            for (String shown : List.of("The variant id is `" + id + "`", "`/game create variant: " + id + "`",
                    "`game create " + id + "`", "`seats`", "`/game start`", "`game start`", "`new " + id + "`")) {
                assertTrue(text.contains(shown), where + "says nowhere " + shown);
            }
            Variant v = VariantLoader.load(id);
            Matcher join = JOIN.matcher(text);
            assertTrue(join.find() && v.power(join.group(1)).isPresent(), where + "joins none of its own powers");
            assertTrue(text.contains("and `join " + join.group(1) + "`"), where + "joins at the table too");
            String table = String.join("\n", phaseRows(v.calendar()));
            assertTrue(text.contains("| code | phase |\n|---|---|\n" + table + "\n"), where + "lists its phase codes:\n" + table);
        }
    }

    /** The first year's phases and the next year's first, as table rows: "| `Su1642M` | Summer 1642 Movement |". */
    static List<String> phaseRows(Calendar c) {
        List<String> rows = new ArrayList<>();
        Phase first = c.first();
        Phase p = first;
        do {
            rows.add("| `" + p.code() + "` | " + p.displayName() + " |");
            p = c.next(p);
        } while (!(p.season().equals(first.season()) && p.type() == first.type()));
        rows.add("| `" + p.code() + "` | " + p.displayName() + " |");
        return rows;
    }
}
