package org.chancery.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/** {@link ShortWords} answers a text only with the terms the lexer's own reading gives it. */
class ShortWordsTest {
    @Test
    void plainClassicOrdersAreReadWithoutTheLexer() {
        OrderLexer lexer = new OrderLexer(VariantLoader.load("classic").board());
        for (String text : List.of("A par-bur", "F stp/sc H", "A mun S A ber-sil", "F nth C A lon-nwy", "Build F kie",
                "Remove A war", "F bul/ec-con", "A PAR - BUR", "F stp/SC-bot", "A par R bur", "Waive", "A par D")) {
            assertNotNull(lexer.plain(text), text);
            assertEquals(lexer.lexFresh(text), lexer.plain(text), text);
        }
        for (String text : List.of("A paris-bur", "A par->bur", "A par--bur", "F stp/north", "F stp(sc)", "A par-bur via convoy",
                "F stp/sc coast", "A par bur", "A par-bu", "A 1par", "F stp /sc", "A par/sc-", "", " ")) {
            List<OrderLexer.Term> plain = lexer.plain(text);
            if (plain != null) assertEquals(lexer.lexFresh(text), plain, text);
        }
        assertNull(lexer.plain("A paris-burgundy"));
        assertNull(lexer.plain("A vien-na"), "two names that run together into Vienna's");
        assertEquals("Vienna", lexer.lexFresh("A vien-na").get(1).text());
        assertNull(lexer.plain("F stp/north"));
    }

    /** Random texts of every variant's words, keywords, coasts and stray marks: any text read plain reads the same. */
    @Test
    void randomTextsReadAsTheLexerReadsThem() {
        Random random = new Random(7);
        int plain = 0;
        for (String id : VariantLoader.ids()) {
            Board board = VariantLoader.load(id).board();
            OrderLexer lexer = new OrderLexer(board);
            List<String> words = new ArrayList<>(board.names().keySet());
            for (Location l : board.locations()) words.add(l.id());
            for (UnitKind k : board.unitKinds()) words.add(k.abbreviation());
            words.addAll(List.of("S", "s", "H", "C", "c", "B", "D", "R", "r", "M", "via", "convoy", "Build", "remove", "waive",
                    "the", "coast", "nc", "sc", "N", "E", "then", "by", "x", "to", "sup", "hold", "sea"));
            List<String> marks = List.of(" ", "-", " - ", "/", "/sc", "/nc", "/EC", "/wc", "->", "--", "(", "'", "/s", "1", "  ");
            for (int n = 0; n < 20_000; n++) {
                StringBuilder b = new StringBuilder();
                int parts = 1 + random.nextInt(7);
                for (int p = 0; p < parts; p++) {
                    if (p > 0) b.append(random.nextInt(4) == 0 ? marks.get(random.nextInt(marks.size())) : random.nextBoolean() ? " " : "-");
                    String w = words.get(random.nextInt(words.size()));
                    b.append(random.nextInt(5) == 0 ? w.toUpperCase(java.util.Locale.ROOT) : w);
                }
                String text = b.toString().strip();
                List<OrderLexer.Term> terms = lexer.plain(text);
                if (terms == null) continue;
                plain++;
                assertEquals(lexer.lexFresh(text), terms, id + ": " + text);
            }
        }
        assertTrue(plain > 10_000, "texts read plain: " + plain);
    }
}
