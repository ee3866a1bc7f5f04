package org.chancery.game;

import java.util.List;

/** The answer to a submission: what was accepted, what was rejected and why, and the orders now standing. */
public record SubmitResult(String power, String phase, List<String> accepted, List<Rejected> rejected,
                           List<String> standing) {
    /** An order not taken: the text as given and the reason, with any suggestion. */
    public record Rejected(String input, String reason) {}
}
