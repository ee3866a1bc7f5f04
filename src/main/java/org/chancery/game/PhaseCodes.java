package org.chancery.game;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.Calendar;
import org.chancery.engine.Phase;
import org.chancery.store.PhaseRow;

/**
 * The answer to a phase code a game does not have: what the code reads as, the phase the game is in, and the
 * phases near it (a few played before it, and the next ones of its calendar), so that the right code is on the page.
 */
final class PhaseCodes {
    /** How many played phases, and phases to come, the answer names around the current one. */
    static final int BEFORE = 3, AFTER = 3;

    private PhaseCodes() {}

    /** "Game #2 has no phase 'S1642M' (Spring 1642 Movement). It is in Summer 1642 Movement: Su1642M; ..." */
    static String none(long gameId, Rulebook rb, String typed, List<PhaseRow> all, int currentSeq) {
        String shown = typed == null ? "" : Durations.cut(typed.strip());
        String read = readAs(rb, typed);
        return "Game #" + gameId + " has no phase '" + shown + "'" + (read == null ? "" : " (" + read + ")") + ". "
                + near(rb, all, currentSeq);
    }

    /** "It is in Summer 1642 Movement: Su1642M; before it A1641M, W1642A; after it A1642M, A1642R, W1643A." */
    static String near(Rulebook rb, List<PhaseRow> all, int currentSeq) {
        PhaseRow now = null;
        List<String> before = new ArrayList<>();
        for (PhaseRow p : all) {
            if (p.seq() == currentSeq) now = p;
            else if (p.seq() < currentSeq && p.seq() >= currentSeq - BEFORE) before.add(p.code());
        }
        if (now == null) return "";
        Calendar calendar = rb.variant().calendar();
        Phase phase = parse(calendar, now.code());
        List<String> after = new ArrayList<>();
        Phase next = phase;
        while (next != null && after.size() < AFTER) {
            next = calendar.next(next);
            if (next != null) after.add(next.code());
        }
        return "It is in " + (phase == null ? now.code() : phase.displayName() + ": " + now.code())
                + (before.isEmpty() ? "" : "; before it " + String.join(", ", before))
                + (after.isEmpty() ? "" : "; after it " + String.join(", ", after)) + ".";
    }

    /** What the calendar reads a code as ("Spring 1642 Movement"), or null when it reads none. */
    private static String readAs(Rulebook rb, String typed) {
        Phase p = parse(rb.variant().calendar(), typed == null ? "" : typed.strip());
        return p == null ? null : p.displayName();
    }

    private static Phase parse(Calendar calendar, String code) {
        try {
            return calendar.parse(code);
        } catch (RuntimeException e) {
            return null;
        }
    }
}
