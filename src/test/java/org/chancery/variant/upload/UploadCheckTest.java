package org.chancery.variant.upload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.chancery.variant.MapException;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/** Issue 35's checks: the worked example passes, and each broken or hostile upload is refused in its own words. */
class UploadCheckTest {
    static final ObjectMapper JSON = new ObjectMapper();

    static String example() throws Exception {
        return Files.readString(Path.of("src/test/resources/upload/six-crowns.json"));
    }

    static String edited(Consumer<ObjectNode> edit) throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(example());
        edit.accept(root);
        return JSON.writeValueAsString(root);
    }

    static ObjectNode province(ObjectNode root, String id) {
        for (var p : root.withArray("provinces")) if (p.path("id").asText().equals(id)) return (ObjectNode) p;
        throw new AssertionError(id);
    }

    /** The refusal's words, checked for what no answer may show. */
    static String refused(String json, String svg) {
        MapException e = assertThrows(MapException.class, () -> UploadCheck.check(new UploadedVariants.Files(json, svg)));
        String words = e.problems().toString();
        for (String bad : List.of("org.chancery", "java.", "Exception", "null", "com.fasterxml")) {
            assertFalse(words.contains(bad), "shows " + bad + ": " + words);
        }
        return words;
    }

    private final Set<String> answers = new HashSet<>();

    private void refuses(String expected, String json) { refuses(expected, json, null); }

    private void refuses(String expected, String json, String svg) {
        String words = refused(json, svg);
        assertTrue(words.contains(expected), "expected '" + expected + "' in " + words);
        assertTrue(answers.add(words), "the same answer twice: " + words);
    }

    @Test
    void theWorkedExamplePasses() throws Exception {
        var checked = UploadCheck.check(new UploadedVariants.Files(example(), null));
        assertEquals("Six Crowns", checked.variant().name());
        assertEquals(37, checked.variant().board().size());
        assertTrue(checked.variant().id().startsWith("u-"), checked.variant().id());
        assertEquals(18, checked.variant().start().units().size());
    }

    @Test
    void sizesCountsAndIdsComeFirst() throws Exception {
        refuses("a board's JSON may be at most 1 MiB", example().replace("\"Six Crowns\"", "\"Six Crowns\", \"pad\": \"" + "x".repeat(1 << 20) + "\""));
        refuses("is not UTF-8 text", example().replace("Aurum", "Aur\uFFFDm"));
        refuses("nests deeper than 16 levels", "[".repeat(10_000) + "]".repeat(10_000));
        refuses("the key \"name\" is given twice", example().replace("\"startYear\"", "\"name\": \"Again\", \"startYear\""));
        refuses("unknown key \"colours\"", edited(r -> r.put("colours", "red")));
        refuses("provinces[3] (\"gil\"): unknown key \"capital\"", edited(r -> ((ObjectNode) r.withArray("provinces").get(3)).put("capital", true)));
        refuses("has 41 powers; a board may have at most 40", edited(r -> {
            ArrayNode ps = r.withArray("powers");
            for (int i = ps.size(); i < 41; i++) ps.addObject().put("name", "P" + i).put("colour", "#000000");
        }));
        refuses("has 601 provinces; a board may have at most 600", edited(r -> {
            ArrayNode ps = r.withArray("provinces");
            for (int i = ps.size(); i < 601; i++) ps.addObject().put("id", "x" + i).put("name", "X " + i).put("kind", "land");
        }));
        refuses("has 5001 edges; a board may have at most 5,000", edited(r -> {
            ArrayNode es = r.withArray("armyEdges");
            while (es.size() + r.withArray("fleetEdges").size() < 5001) es.addArray().add("aur").add("sol");
        }));
        refuses("province \"../../etc/passwd\": an id is 1 to 10 lower-case letters", edited(r -> province(r, "mar").put("id", "../../etc/passwd")));
        refuses("\"id\" \"classic\" belongs to Chancery's own boards", edited(r -> r.put("id", "classic")));
        refuses("\"id\" \"u-1234\" belongs to Chancery's own boards", edited(r -> r.put("id", "u-1234")));
        refuses("\"id\" is 2 to 32 lower-case letters", edited(r -> r.put("id", "Six Crowns")));
        refuses("\"name\" is 1 to 40 letters", edited(r -> r.put("name", "<script>alert(1)</script>")));
        refuses("a power's name is 1 to 24 letters", edited(r -> ((ObjectNode) r.withArray("powers").get(0)).put("name", "@everyone")));
        refuses("\"colour\" is #rrggbb", edited(r -> ((ObjectNode) r.withArray("powers").get(0)).put("colour", "red")));
        refuses("\"unitKinds\" is for built-in boards", edited(r -> r.putArray("unitKinds")));
        refuses("an uploaded board plays by the classic rules; it cannot name \"europe-1615\"", edited(r -> r.with("rules").put("ruleset", "europe-1615")));
        refuses("rules: unknown key \"treasury\"", edited(r -> r.with("rules").put("treasury", 10)));
        refuses("sea areas are for built-in boards", edited(r -> province(r, "mid").put("seaArea", "x")));
        refuses("the value at supplyCentres is not of the right kind", edited(r -> r.put("supplyCentres", "lots")));
        refuses("must be one JSON object", "[1, 2, 3]");
        refuses("is not valid JSON", example().substring(0, 400));
    }

    @Test
    void theBoardMustHoldTogether() throws Exception {
        refuses("mar: needs \"at\": [x, y]", edited(r -> province(r, "mar").remove("at")));
        refuses("lies off the board", edited(r -> province(r, "mar").putArray("at").add(1e9).add(5)));
        refuses("is also mid's; each province needs a point of its own", edited(r -> province(r, "mar").set("at", province(r, "mid").get("at"))));
        refuses("mid: starting army on a sea province", edited(r -> ((ObjectNode) r.withArray("startingUnits").get(1)).put("at", "mid")));
        refuses("this is Brenn's home; start each unit on one of its own power's home centres", edited(r -> {
            ObjectNode u = (ObjectNode) r.withArray("startingUnits").get(1);
            u.put("at", "tar");
            ((ObjectNode) r.withArray("startingUnits").get(4)).put("at", "sol");
        }));
        refuses("home of Aurel but not a supply centre", edited(r -> province(r, "sol").put("supplyCentre", false).put("home", "Aurel")));
        refuses("names an unknown province", edited(r -> r.withArray("armyEdges").addArray().add("aur").add("atlantis")));
        refuses("duplicate army edge", edited(r -> {
            var first = r.withArray("armyEdges").get(0);
            r.withArray("armyEdges").addArray().add(first.get(1).asText()).add(first.get(0).asText());
        }));
        refuses("fleets cannot enter a land province", edited(r -> r.withArray("fleetEdges").addArray().add("mid").add("net")));
        refuses("victoryCentres is 99", edited(r -> r.put("victoryCentres", 99)));
        refuses("has coasts [nc, sc] but is not coastal", edited(r -> province(r, "mid").putArray("coasts").add("nc").add("sc")));
        refuses("rules.convoys is true or false", edited(r -> r.with("rules").put("convoys", "maybe")));
        refuses("power Fenn has no home centre", edited(r -> {
            for (var p : r.withArray("provinces")) if ("Fenn".equals(p.path("home").asText())) ((ObjectNode) p).remove("home");
            r.put("homeCentres", 15);
            ArrayNode units = r.withArray("startingUnits");
            for (int i = units.size() - 1; i >= 0; i--) if (units.get(i).path("power").asText().equals("Fenn")) units.remove(i);
        }));
        refuses("cannot be reached from", edited(r -> {
            for (String kind : List.of("armyEdges", "fleetEdges")) {
                ArrayNode es = r.withArray(kind);
                for (int i = es.size() - 1; i >= 0; i--) if (es.get(i).toString().contains("\"bra\"")) es.remove(i);
            }
        }));
    }

    @Test
    void aBoardWithTheWrongCountsSaysWhichCount() throws Exception {
        refuses("declares 25 supply centres but has 24", edited(r -> r.put("supplyCentres", 25)));
    }

    @Test
    void hostilePicturesAreRefused() throws Exception {
        String json = example();
        String laughs = "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">"
                + "<!ENTITY lol3 \"&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;\">]><svg xmlns=\"http://www.w3.org/2000/svg\">&lol3;</svg>";
        refuses("declares a DOCTYPE", json, laughs);
        refuses("holds <script>", json, svg("<script>alert(1)</script>"));
        refuses("links to \"http://example.com/board.png\"", json, svg("<image href=\"http://example.com/board.png\" width=\"10\" height=\"10\"/>"));
        refuses("has the event attribute onload", json, svg("<g onload=\"alert(1)\"></g>"));
        refuses("refers to \"fill:url(http://evil/x)\"", json, svg("<rect id=\"mid\" width=\"5\" height=\"5\" style=\"fill:url(http://evil/x)\"/>"));
        refuses("holds <foreignObject>", json, svg("<foreignObject width=\"5\" height=\"5\"></foreignObject>"));
        refuses("has a transform", json, svg("<g transform=\"rotate(5)\"></g>"));
        refuses("zzz: a shape with this id, but no province has it", json, svg("<rect id=\"zzz\" width=\"5\" height=\"5\"/>"));
        refuses("a <path> without an id", json, svg("<path d=\"M0 0 L5 0 L5 5 Z\"/>"));
        refuses("mid: has no shape in the picture", json, svg(""));
        refuses("is not well-formed XML", json, "<svg xmlns=\"http://www.w3.org/2000/svg\"><g></svg>");
        refuses("a board's picture may be at most 2 MiB", json, svg("<desc>" + "x".repeat(2 << 20) + "</desc>"));
        refuses("holds <board>, which is not SVG", json, "<board/>");
    }

    @Test
    void aPictureWithEveryProvinceDrawsAndChecksItsAnchors() throws Exception {
        String json = example();
        var checked = UploadCheck.check(new UploadedVariants.Files(json, SixCrownsPicture.svg(json, 0)));
        assertEquals(37, checked.shapes().size());
        String words = refused(json, SixCrownsPicture.svg(json, 1));
        assertTrue(words.contains("lies outside its shape"), words);
    }

    static String svg(String body) { return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1000 800\">" + body + "</svg>"; }

    @Test
    void builtInBoardsStayAsTheyWere() {
        assertTrue(VariantLoader.available().contains("classic"));
    }
}
