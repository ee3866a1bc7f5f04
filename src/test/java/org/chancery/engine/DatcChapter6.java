package org.chancery.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * DATC 3.0 chapter 6 as written ({@code /datc/datc_v3.0_chapter6.json}), read into cases: each order block
 * by power, in the DATC's own words, the unit each order names, and the prose that sets up the
 * civil-disorder cases ("Russia owns St Petersburg and Warsaw.").
 */
final class DatcChapter6 {
    /** One line of orders for a power, as the DATC writes it. */
    record Line(String power, String text) {}

    /** One block of the case: its order lines, and its prose sentences when it has no orders. */
    record Block(List<Line> lines, List<String> prose) {
        boolean adjustment() {
            return lines.isEmpty() || lines.stream().anyMatch(l -> ADJUSTMENT.matcher(l.text()).lookingAt());
        }
    }

    record Case(String id, String title, List<Block> blocks, String expectation) {}

    private static final Pattern POWER = Pattern.compile("(England|France|Germany|Italy|Austria|Russia|Turkey):?");
    private static final Pattern ADJUSTMENT = Pattern.compile("(Build|Remove)\\s");
    private static final Pattern UNIT = Pattern.compile(
            "(?:(?:Build|Remove)\\s+)?([AF])\\s+(.+?)(?:\\s+(?:-|Hold|Supports|Convoys)(?:\\s.*)?)?");
    private static final Pattern OWNS = Pattern.compile("(\\w+) owns (?:supply centers? )?(.+)\\.");
    private static final Pattern HAS = Pattern.compile("(\\w+) has (?!to )(.+)\\.");
    /** The next section's heading, printed at the end of a section's last case. */
    private static final Pattern HEADING = Pattern.compile("\\s*6\\.[A-J]\\. TEST CASES, [A-Z ,'-]+(?=\\s|$)");
    private static final Pattern REMOVE = Pattern.compile("(\\w+) has to remove one\\.");
    private static final Pattern ITEM = Pattern.compile("(an army|armies|a fleet|fleets) in (.+)");
    /** Misspellings in the DATC's own text, read as meant: 6.F.25 writes "Rhur" for Ruhr. */
    private static final Map<String, String> TYPOS = Map.of("Rhur", "Ruhr");

    private DatcChapter6() {}

    /** Every case of chapter 6, 6.A.1 to 6.J.11; 6.E.1, printed inside 6.D.34, becomes its own case. */
    static List<Case> cases() {
        List<Case> out = new ArrayList<>();
        for (JsonNode c : read().get("cases")) {
            List<Block> blocks = new ArrayList<>();
            for (JsonNode b : c.get("orderBlocks")) blocks.add(block(b.asText()));
            String id = c.get("id").asText();
            String text = HEADING.matcher(c.get("expectation").asText().replace("\r\n", "\n")).replaceAll("");
            if (id.equals("6.D.34")) {
                int split = text.indexOf("6.E.1.");
                out.add(new Case(id, c.get("title").asText(), blocks.subList(0, 1), text.substring(0, split)));
                String rest = text.substring(split);
                int eol = rest.indexOf('\n');
                out.add(new Case("6.E.1", rest.substring(7, eol), blocks.subList(1, 2), rest.substring(eol + 1)));
            } else {
                out.add(new Case(id, c.get("title").asText(), blocks, text));
            }
        }
        return out;
    }

    private static JsonNode read() {
        try (InputStream in = DatcChapter6.class.getResourceAsStream("/datc/datc_v3.0_chapter6.json")) {
            return new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Block block(String text) {
        List<Line> lines = new ArrayList<>();
        List<String> prose = new ArrayList<>();
        String power = null;
        for (String raw : text.split("\\r?\\n")) {
            String line = raw.strip();
            for (Map.Entry<String, String> t : TYPOS.entrySet()) line = line.replace(t.getKey(), t.getValue());
            if (line.isEmpty()) continue;
            Matcher m = POWER.matcher(line);
            if (m.matches()) {
                power = m.group(1);
            } else if (power == null) {
                prose.add(line);
            } else {
                lines.add(new Line(power, line));
            }
        }
        return new Block(lines, prose);
    }

    /** The unit an order line names ("F North Sea - Picardy": England's fleet in the North Sea); null for builds. */
    static Unit unitOf(Board board, Line line) {
        Matcher m = UNIT.matcher(line.text());
        if (!m.matches() || line.text().startsWith("Build")) return null;
        UnitKind kind = m.group(1).equals("A") ? UnitKind.ARMY : UnitKind.FLEET;
        return new Unit(line.power(), kind, board.location(m.group(2)));
    }

    /** The province of the ordered unit or of the build. */
    static Province provinceOf(Board board, Line line) {
        Matcher m = UNIT.matcher(line.text());
        if (!m.matches()) throw new IllegalArgumentException("no unit in '" + line.text() + "'");
        return board.location(m.group(2)).province();
    }

    /**
     * Applies the prose of a civil-disorder case (who owns which centres and has which units) and returns
     * the powers it says must remove one unit.
     */
    static List<String> prose(Board board, List<String> sentences, GameState.Builder b) {
        List<String> removing = new ArrayList<>();
        for (String s : sentences) {
            Matcher owns = OWNS.matcher(s);
            Matcher has = HAS.matcher(s);
            Matcher remove = REMOVE.matcher(s);
            if (remove.matches()) {
                removing.add(remove.group(1));
            } else if (owns.matches()) {
                for (String place : items(owns.group(2))) b.owner(board.location(place).province(), owns.group(1));
            } else if (has.matches()) {
                UnitKind kind = null;
                for (String item : items(has.group(2))) {
                    Matcher m = ITEM.matcher(item);
                    if (m.matches()) {
                        kind = m.group(1).contains("fleet") ? UnitKind.FLEET : UnitKind.ARMY;
                        item = withoutThe(m.group(2));
                    }
                    if (kind == null) throw new IllegalArgumentException("no unit kind in '" + s + "'");
                    b.unit(new Unit(has.group(1), kind, board.location(item)));
                }
            } else if (!s.endsWith("does not order a disband.")) {
                throw new IllegalArgumentException("unread prose: " + s);
            }
        }
        return removing;
    }

    /** "armies in Greece and Sevastopol and a fleet in the Baltic Sea" -> its parts, "the" dropped. */
    private static List<String> items(String list) {
        List<String> out = new ArrayList<>();
        for (String part : list.split(",\\s*|\\s+and\\s+")) {
            out.add(withoutThe(part.strip()));
        }
        return out;
    }

    private static String withoutThe(String s) {
        return s.toLowerCase(Locale.ROOT).startsWith("the ") ? s.substring(4) : s;
    }
}
