package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseRunner;
import org.junit.jupiter.api.Test;

class StateJsonTest {
    private final Rulebook rb = Rulebook.of("classic");

    @Test
    void theStartRoundTrips() {
        GameState start = rb.variant().start();
        GameState back = StateJson.read(start.board(), StateJson.write(start));
        assertSame(start, back);
    }

    @Test
    void aSeasonCodeOfItsOwnAndYearsBcRoundTrip() {
        GameState start = rb.variant().start();
        for (var phase : List.of(new org.chancery.engine.Phase("Summer", 1642, org.chancery.engine.PhaseType.MOVEMENT, "Su"),
                new org.chancery.engine.Phase("Spring", -43, org.chancery.engine.PhaseType.RETREAT))) {
            GameState s = start.toBuilder().phase(phase).build();
            GameState back = StateJson.read(s.board(), StateJson.write(s));
            assertEquals(phase, back.phase());
            assertEquals(phase.code(), back.phase().code());
        }
        assertFalse(StateJson.write(start).contains("\"code\""), "classic phases store no code of their own");
    }

    @Test
    void dislodgedUnitsAndStandoffsRoundTrip() {
        GameState s = play(rb.variant().start(), "A par-bur; A mar-spa; F bre-mao; A mun-ruh; A ber-mun; F kie-den;"
                + " A mos-ukr; A war-gal; A vie-gal; F sev-bla; F ank-bla; A con-bul");
        s = play(s, "A ruh-bur; A mun S A ruh-bur; A bur H; A ukr-rum; A bul-rum; F mao-por");
        assertEquals("F1901R", s.phase().code());
        assertFalse(s.dislodged().isEmpty());
        assertFalse(s.standoffs().isEmpty());
        GameState back = StateJson.read(s.board(), StateJson.write(s));
        assertSame(s, back);
        assertEquals(StateJson.write(s), StateJson.write(back));
        assertTrue(StateJson.write(s).contains("\"attackerFrom\":\"ruh\""));
        assertTrue(StateJson.write(s).contains("stp/sc"), "fleet coasts are kept");
    }

    @Test
    void badJsonIsRefusedClearly() {
        var board = rb.variant().board();
        assertThrows(IllegalArgumentException.class, () -> StateJson.read(board, "{"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StateJson.read(board,
                "{\"phase\":{\"season\":\"Spring\",\"year\":1901,\"type\":\"MOVEMENT\"},\"units\":[{\"power\":\"France\","
                        + "\"kind\":\"Z\",\"at\":\"par\"}]}"));
        assertTrue(e.getMessage().contains("unit kind"));
    }

    /** Canonical order texts, as stored, parse back to the same orders. */
    @Test
    void canonicalOrderTextReparses() {
        GameState s = rb.variant().start();
        List<String> texts = new ArrayList<>();
        for (var u : s.units()) for (Order o : rb.legalOrders(s, u)) texts.add(o.text());
        assertTrue(texts.size() > 100);
        for (String t : texts) {
            ParseResult r = rb.parse(s, null, t);
            assertTrue(r instanceof ParseResult.Ok ok && ok.order().text().equals(t), t + " -> " + r);
        }
    }

    private GameState play(GameState s, String orders) {
        List<Order> list = new ArrayList<>();
        for (ParseResult r : rb.parseAll(s, null, orders)) {
            if (r instanceof ParseResult.Ok ok) list.add(ok.order());
            else throw new AssertionError(r);
        }
        return new PhaseRunner(s.board(), rb.variant().rules()).run(s, list).next();
    }

    static void assertSame(GameState a, GameState b) {
        assertEquals(a.phase(), b.phase());
        assertEquals(a.units(), b.units());
        assertEquals(a.dislodged(), b.dislodged());
        assertEquals(a.standoffs(), b.standoffs());
        for (var p : a.board().provinces()) assertEquals(a.ownerOf(p), b.ownerOf(p), p.id());
        assertEquals(a.stationaryPowers(), b.stationaryPowers());
        assertEquals(a.extras(), b.extras());
    }

    @Test
    void stationaryPowersAndRuleStateRoundTrip() {
        GameState s = rb.variant().start().toBuilder().stationary("Holland", true)
                .extra("heirs", "[{\"power\":\"England\",\"at\":\"lon\"}]").build();
        GameState back = StateJson.read(s.board(), StateJson.write(s));
        assertSame(s, back);
        assertEquals(StateJson.write(s), StateJson.write(back));
    }
}
