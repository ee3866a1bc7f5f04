package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which lines the streaming reader takes as plain scenarios, and what it reads of them. ScenarioRunnerTest checks
 * that these lines get the same answers read either way.
 */
class PlainScenarioTest {
    private static final JsonFactory JSON = new JsonFactory();

    /** Lines the streaming reader takes. */
    static final List<String> PLAIN = List.of(
            "{}",
            "{\"phase\": \"F1901M\"}",
            "{\"phase\": \"S1901M\", \"units\": {\"France\": [\"A par\", \"F nrg\"]}, \"orders\": {\"France\": [\"A par-bur\", \"F nrg-nwy\"]}}",
            "{\"phase\": \"W1901A\", \"sc_owners\": {\"France\": [\"par\", \"bre\", \"mar\", \"spa\"]}, \"units\": {\"France\": [\"A par\"]},"
                    + " \"orders\": {\"France\": [\"B A mar\", \"F bre B\"]}}",
            "{\"orders\": {\"France\": [\"A par-bur\"]}}",
            "{\"phase\": \"S1901M\", \"units\": {\"France\": [\"A par\", \"A par\"]}}",
            "{\"phase\": \"S1901X\"}",
            "{\"phase\": \"S1901M\", \"units\": {\"France\": [\"A mid\"]}}",
            "{\"phase\": \"S1901M\"} trailing",
            "{\"phase\": \"F1901R\", \"dislodged\": {\"France\": [\"A bur\"]}}",
            "{\"phase\": \"F1901R\", \"units\": {\"Germany\": [\"A bur\"], \"France\": [\"A par\"]}, \"dislodged\": {\"France\": [\"A bur\"]},"
                    + " \"dislodgers\": {\"bur\": \"mun\"}, \"bounces\": [[\"gas\", \"par\"], [\"mar\", \"bur\"]], \"orders\": {\"France\": [\"A bur R pic\"]}}",
            "{\"phase\": \"F1901R\", \"units\": {\"England\": [\"F nth\"]}, \"dislodged\": {\"Russia\": [\"F nwg\"]},"
                    + " \"dislodgers\": {\"nrg\": \"nth\"}, \"orders\": {\"Russia\": [\"F nwg R bar\"]}}",
            "{\"phase\": \"F1901R\", \"dislodged\": {\"France\": [\"A bur\"]}, \"dislodgers\": {\"bur\": \"Munich\"},"
                    + " \"bounces\": [[\"bur\", \"Munich\"]], \"orders\": {\"France\": [\"A bur R mun\"]}}",
            "{\"phase\": \"F1901R\", \"dislodged\": {\"France\": [\"A bur\"]}, \"bounces\": [], \"dislodgers\": {}}",
            "{\"phase\": \"F1901R\", \"units\": {\"Germany\": [\"A bur\"]}, \"dislodged\": {\"France\": [\"A bur\"]},"
                    + " \"dislodgers\": {\"bur\": \"mun\"}, \"bounces\": [[\"gas\", \"par\"], [\"mun\", \"bel\"]],"
                    + " \"orders\": {\"France\": [\"A bur R par\"]}}",
            "{\"phase\": \"F1901R\", \"dislodged\": {\"France\": [\"A bur\"]}, \"bounces\": [[\"xyz\", \"bur\"]]}");

    /** Lines read as a tree, as before. */
    static final List<String> NOT_PLAIN = List.of(
            "{\"phase\": null}",
            "{\"phase\": 1901}",
            "{\"phase\": \"S1901M\", \"phase\": \"F1901M\"}",
            "{\"units\": null}",
            "{\"sc_owners\": null, \"orders\": {}}",
            "{\"units\": {\"France\": \"A par\"}}",
            "{\"units\": {\"France\": [\"A par\", null]}}",
            "{\"orders\": {\"France\": [\"A par-bur\"], \"France\": [\"A par-gas\"]}}",
            "{\"orders\": {\"france\": [\"A par-bur\"]}}",
            "{\"orders\": {\" France\": [\"A par-bur\"]}}",
            "{\"orders\": {\"Narnia\": [\"A par-bur\"]}}",
            "{\"units\": {\"Narnia\": [\"A par\"]}, \"orders\": {\"Narnia\": [\"A par-bur\"]}}",
            "{\"orders\": {\"\": [\"A par-bur\"]}}",
            "{\"variant\": \"classic\", \"phase\": \"S1901M\"}",
            "{\"phase\": \"F1901R\", \"dislodged\": {\"france\": [\"A bur\"]}}",
            "{\"phase\": \"F1901R\", \"dislodged\": {\"France\": [\"A bur\"]}, \"bounces\": [[\"bur\"]]}",
            "{\"phase\": \"F1901R\", \"dislodged\": {\"France\": [\"A bur\"]}, \"bounces\": [[\"bur\", \"mun\", \"par\"]]}",
            "{\"phase\": \"F1901R\", \"dislodged\": {\"France\": [\"A bur\"]}, \"bounces\": {\"a\": [\"bur\", \"mun\"]}}",
            "{\"phase\": \"F1901R\", \"dislodged\": {\"France\": [\"A bur\"]}, \"bounces\": [[\"bur\", 1]]}",
            "{\"phase\": \"F1901R\", \"dislodged\": {\"France\": [\"A bur\"]}, \"dislodgers\": {\"bur\": 1}}",
            "{\"phase\": \"F1901R\", \"dislodged\": {\"France\": [\"A bur\"]}, \"dislodgers\": {\"bur\": \"mun\", \"bur\": \"ruh\"}}",
            "{\"phase\": \"F1901R\", \"dislodged\": {\"France\": [\"A bur\"]}, \"dislodgers\": [\"mun\"]}",
            "{\"phase\": \"F1901R\", \"dislodged\": {\"France\": [\"A bur\"]}, \"dislodged\": {\"France\": [\"A par\"]}}",
            "{\"units\": {\"France\": [\"A par\"]}, \"extra\": 1}",
            "[\"phase\"]",
            "{\"phase\": \"S1901M\"");

    @Test
    void commonLinesAreReadAsTheyStream() {
        for (String line : PLAIN) assertNotNull(read(line), line);
        for (String line : org.chancery.bench.RandomPhases.lines(40, 3, 4)) {
            assertNotNull(read(line), line);
        }
    }

    @Test
    void anythingElseIsLeftToTheTree() {
        for (String line : NOT_PLAIN) {
            PlainScenario p = read(line);
            assertTrue(p == null || !p.namesOnly(java.util.Set.of("France", "England")), line);
        }
    }

    @Test
    void aLineOfManyNamesIsLeftToTheTree() {
        StringBuilder many = new StringBuilder("{\"orders\":{\"France\":[\"A par H\"]");
        for (int i = 0; i < 64; i++) many.append(",\"P").append(i).append("\":[\"A par H\"]");
        assertNull(read(many.append("}}").toString()));
    }

    @Test
    void itsTextsAreReadInTheOrderWritten() {
        PlainScenario p = read("{\"phase\": \"S1901M\", \"units\": {\"France\": [\"A par\", \"F nrg\"]},"
                + " \"orders\": {\"France\": [\"A par-bur\"]}}");
        assertEquals(List.of("S1901M", "A par", "F nrg", "A par-bur"), p.texts());
        assertEquals("[France=[A par, F nrg]]", p.units().toString());
        assertNull(p.owners());
    }

    /** Kept texts are taken as the kept Strings and left out of the texts to spell; the lists read are the same. */
    @Test
    void keptTextsAreTakenAsKeptAndReadTheSame() {
        List<String> known = List.of("France", "England", "A par", "F nrg", "par", "bre", "stp/sc", "F stp/sc", "Austria");
        KnownTexts texts = new KnownTexts(known.stream().map(String::new).toList());
        List<String> lines = new java.util.ArrayList<>(PLAIN);
        lines.addAll(NOT_PLAIN);
        lines.addAll(org.chancery.bench.RandomPhases.lines(200, 3, 4));
        lines.addAll(List.of("{\"phase\":\"S1901M\",\"units\":{\"France\":[\"A p\\u0061r\"]}}", " { } ", "{\"phase\": \"S1901M\"}\n",
                "{\"units\":{\"France\":[]},\"orders\":{}}", "{\"units\":{\"France\":[\"A par\",]}}", "{,}", "{\"orders\":{\"Fran\u00e7e\":[]}}"));
        int read = 0;
        for (String line : lines) {
            byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
            PlainScenario mine = PlainScenario.read(JSON, bytes, texts);
            PlainScenario theirs = PlainScenario.read(JSON, bytes);
            assertEquals(theirs == null, mine == null, line);
            if (mine == null) continue;
            read++;
            assertEquals(theirs.phase(), mine.phase(), line);
            assertEquals(theirs.units(), mine.units(), line);
            assertEquals(theirs.owners(), mine.owners(), line);
            assertEquals(theirs.orders(), mine.orders(), line);
            assertEquals(theirs.dislodged(), mine.dislodged(), line);
            assertEquals(theirs.dislodgers(), mine.dislodgers(), line);
            assertEquals(theirs.bounces(), mine.bounces(), line);
            assertEquals(theirs.texts().stream().filter(t -> !known.contains(t)).toList(), mine.texts(), line);
        }
        assertTrue(read > 200, "lines read: " + read);
        PlainScenario p = PlainScenario.read(JSON, "{\"units\":{\"France\":[\"A par\",\"A p\\u0061r\"]}}".getBytes(StandardCharsets.UTF_8), texts);
        assertSame(texts.find("A par".toCharArray(), 0, 5), p.units().get(0).getValue().get(0), "the kept String itself");
        assertSame(texts.find("France".toCharArray(), 0, 6), p.units().get(0).getKey(), "a kept power's name");
        assertEquals(List.of("A par", "A par"), p.units().get(0).getValue(), "an escaped spelling reads the same");
    }

    private static PlainScenario read(String line) {
        return PlainScenario.read(JSON, line.getBytes(StandardCharsets.UTF_8));
    }
}
