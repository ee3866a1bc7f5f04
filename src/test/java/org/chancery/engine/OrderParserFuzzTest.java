package org.chancery.engine;

import static org.chancery.engine.OrderParserTest.BOARD;
import static org.chancery.engine.OrderParserTest.CLASSIC;
import static org.chancery.engine.OrderParserTest.PARSER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Random text through the parser in every phase: it answers Ok or Error, never throws. */
class OrderParserFuzzTest {
    private static final int STRINGS = 100_000;
    private static final String CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFHILMNOPRSTUVWXYZ0123456789"
            + "      ----///()()[]{}<>=>.,;:'\"!?*#@\\_+\u2013\u2014\u2192\u00e9\u00df\u0130\t";
    private static final String[] KEYWORDS = {
        "A", "F", "a", "f", "army", "fleet", "-", "->", "=>", ">", "to", "moves", "H", "hold", "holds", "S",
        "supports", "C", "convoys", "convoy", "via", "by", "R", "retreats", "D", "disband", "Build", "b",
        "remove", "Waive", "/", "(", ")", "nc", "sc", "ec", "north", "south", "coast", "/nc", "(sc)", "the", "of",
        "in", "at", "1901", "", " ", "s", "c", "m", "'"};

    private final List<String> words = new ArrayList<>();
    private final List<String> valid = new ArrayList<>();

    OrderParserFuzzTest() {
        for (Province p : BOARD.provinces()) {
            words.add(p.id());
            words.add(p.name());
            words.addAll(p.aliases());
            for (Location c : p.coasts()) words.add(c.id());
        }
        for (String k : KEYWORDS) words.add(k);
        LegalOrders legal = new LegalOrders(BOARD, CLASSIC.rules());
        for (GameState s : states()) {
            for (Unit u : s.units()) for (Order o : legal.forUnit(s, u)) valid.add(o.text());
            for (Dislodgement d : s.dislodged()) for (Order o : legal.forUnit(s, d.unit())) valid.add(o.text());
            for (String power : s.livePowers()) for (Order o : legal.builds(s, power)) valid.add(o.text());
        }
        valid.addAll(List.of("Army Paris moves to Burgundy", "Fleet Spain south coast to Western Mediterranean",
                "F nth convoys A yor to nwy", "A lvp supports A yor to edi", "build fleet stp/nc", "A par-burgandy"));
    }

    private static List<GameState> states() {
        return List.of(OrderParserTest.movement(), OrderParserTest.retreat(), OrderParserTest.adjustment());
    }

    @Test
    void randomTextNeverThrows() {
        Random random = new Random(20240601L);
        List<GameState> states = states();
        String[] powers = {null, "France", "Russia", "germany", "Nobody"};
        OrderValidator validator = new OrderValidator(BOARD, CLASSIC.rules());
        int ok = 0;
        for (int i = 0; i < STRINGS; i++) {
            String text = switch (i % 3) {
                case 0 -> randomChars(random);
                case 1 -> randomTokens(random);
                default -> mutate(random, valid.get(random.nextInt(valid.size())));
            };
            for (GameState s : states) {
                String power = powers[random.nextInt(powers.length)];
                ParseResult r;
                try {
                    r = PARSER.parse(s, power, text);
                } catch (RuntimeException e) {
                    throw new AssertionError("parse threw on '" + text + "' in " + s.phase(), e);
                }
                assertNotNull(r, text);
                assertEquals(text.strip(), r.input());
                if (r instanceof ParseResult.Ok o) {
                    ok++;
                    assertEquals(null, validator.refusal(s, o.order()), text);
                } else if (r instanceof ParseResult.Error e) {
                    assertTrue(e.message() != null && !e.message().isBlank(), text);
                    org.chancery.PlainWords.check(e.message(), text);
                } else {
                    fail("unexpected result " + r);
                }
            }
            if (i % 1000 == 0) PARSER.parseAll(states.get(0), null, text + "\n" + text + ";" + text);
        }
        assertTrue(ok > 1000, "only " + ok + " orders read: the mutations should leave many valid");
    }

    private static String randomChars(Random random) {
        int n = random.nextInt(40);
        StringBuilder b = new StringBuilder(n);
        for (int i = 0; i < n; i++) b.append(CHARS.charAt(random.nextInt(CHARS.length())));
        return b.toString();
    }

    private String randomTokens(Random random) {
        int n = 1 + random.nextInt(9);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0 && random.nextInt(4) > 0) b.append(' ');
            String w = words.get(random.nextInt(words.size()));
            b.append(random.nextBoolean() ? w : w.toUpperCase());
        }
        return b.toString();
    }

    private String mutate(Random random, String text) {
        StringBuilder b = new StringBuilder(text);
        int edits = random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int at = b.length() == 0 ? 0 : random.nextInt(b.length());
            switch (random.nextInt(5)) {
                case 0 -> { if (b.length() > 0) b.deleteCharAt(at); }
                case 1 -> b.insert(at, CHARS.charAt(random.nextInt(CHARS.length())));
                case 2 -> b.insert(at, " " + words.get(random.nextInt(words.size())) + " ");
                case 3 -> { if (b.length() > 0) b.setCharAt(at, Character.toUpperCase(b.charAt(at))); }
                default -> b.append(' ').append(words.get(random.nextInt(words.size())));
            }
        }
        return b.toString();
    }
}
