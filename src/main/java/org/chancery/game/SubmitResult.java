package org.chancery.game;

import java.util.List;

/**
 * The answer to a submission: what was accepted, what was rejected and why, notes on orders replaced,
 * surplus or repeated, and the orders now standing.
 */
public record SubmitResult(String power, String phase, List<String> accepted, List<Rejected> rejected,
                           List<String> standing, List<String> notes) {
    public SubmitResult(String power, String phase, List<String> accepted, List<Rejected> rejected, List<String> standing) {
        this(power, phase, accepted, rejected, standing, List.of());
    }

    /** An order not taken: the text as given (cut if long) and the reason, with any suggestion. */
    public record Rejected(String input, String reason) {}
}
