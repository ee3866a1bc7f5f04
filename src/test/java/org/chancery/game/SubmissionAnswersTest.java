package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A submission's answer says which order stands, which was replaced or surplus, and counts repeats once. */
class SubmissionAnswersTest {
    @Test
    void aLaterOrderForTheSameUnitReplacesTheEarlierAndSaysSo() {
        try (Table t = new Table(GameSettings.defaults())) {
            SubmitResult r = t.order("France", "A par H; A par-bur");
            assertEquals(List.of("A par-bur"), r.accepted());
            assertEquals(List.of("replaced: A par H, by A par-bur (one order a unit; the last one stands)"), r.notes());
            assertEquals(List.of("A par-bur"), r.standing());
            SubmitResult later = t.order("France", "A par-pic");
            assertTrue(later.notes().get(0).startsWith("replaced: A par-bur, by A par-pic"), later.notes().toString());
            assertTrue(t.order("France", "A par-pic").notes().isEmpty(), "the same order again replaces nothing");
        }
    }

    @Test
    void buildsBeyondWhatIsOwedAreSurplusAndNotStored() {
        try (Table t = new Table(GameSettings.defaults())) {
            t.service.gm().setOwner(t.gm, t.game, "spa", "France");
            t.order("France", "A par-bur; F bre-mao");
            t.service.force(t.gm, t.game, "S1901M");
            t.service.force(t.gm, t.game, "F1901M");
            assertEquals("W1901A", t.phase());
            SubmitResult r = t.order("France", "Build A par; Build F bre");
            assertEquals(List.of("Build A par"), r.accepted());
            assertEquals(1, r.notes().size());
            assertTrue(r.notes().get(0).startsWith("surplus: Build F bre - France owes 1 build or removal this phase,"
                    + " and Build A par stands."), r.notes().get(0));
            assertEquals(List.of("Build A par"), r.standing());
            SubmitResult waive = t.order("France", "Waive");
            assertTrue(waive.notes().toString().contains("surplus: Waive"), waive.toString());
            assertTrue(t.order("France", "Build A par").notes().isEmpty(), "the build again is no surplus");
            assertTrue(t.order("France", "Build F bre").notes().get(0).startsWith("surplus: Build F bre"),
                    "a second site does not replace the first build");
        }
    }

    @Test
    void twoThousandRepeatsGetOneAnswer() {
        try (Table t = new Table(GameSettings.defaults())) {
            String text = String.join("\n", java.util.Collections.nCopies(2000, "A par-bur"));
            SubmitResult r = t.order("France", text);
            assertEquals(List.of("A par-bur"), r.accepted());
            assertEquals(List.of("A par-bur was given 2,000 times; it counts once."), r.notes());
            String bad = String.join("\n", java.util.Collections.nCopies(2000, "A par-xyz"));
            SubmitResult refused = t.order("France", bad);
            assertEquals(1, refused.rejected().size());
            assertTrue(refused.rejected().get(0).reason().endsWith("(the same line came 2,000 times)"),
                    refused.rejected().get(0).reason());
        }
    }

    @Test
    void aHugeOrderIsNotEchoedWhole() {
        try (Table t = new Table(GameSettings.defaults())) {
            SubmitResult r = t.order("France", "A " + "x".repeat(10_000) + "-bur");
            SubmitResult.Rejected x = r.rejected().get(0);
            assertTrue(x.input().length() <= 60 && x.input().endsWith("\u2026"), x.input());
            assertTrue(x.reason().length() <= 240, x.reason());
            assertThrows(() -> t.order("France", "A par-bur\n".repeat(2_001)));
        }
    }

    private static void assertThrows(Runnable r) {
        GameException e = org.junit.jupiter.api.Assertions.assertThrows(GameException.class, r::run);
        assertTrue(e.getMessage().contains("the most one message takes is 20000"), e.getMessage());
    }

    @Test
    void lookAlikeLettersAreNamed() {
        try (Table t = new Table(GameSettings.defaults())) {
            assertEquals("that looks like a Cyrillic '\u0410' (in '\u0410'); use a plain A",
                    t.order("France", "\u0410 par-bur").rejected().get(0).reason());
            assertEquals("that looks like a Cyrillic '\u0440' (in '\u0440\u0430r-bur'); use a plain p",
                    t.order("France", "A \u0440\u0430r-bur").rejected().get(0).reason());
            assertEquals("that looks like a full-width '\uff21' (in '\uff21'); use a plain A",
                    t.order("France", "\uff21 par-bur").rejected().get(0).reason());
            assertEquals("that looks like a Greek '\u039f' (in 'bre-B\u039fT'); use a plain O",
                    t.order("France", "F bre-B\u039fT").rejected().get(0).reason());
            assertEquals(List.of("A par-bur"), t.order("France", "A par-bur").accepted(), "plain letters are fine");
        }
    }
}
