package org.chancery.game;

import java.util.List;

/**
 * The answer to a submission: what was accepted, what was rejected and why, the orders now standing, and the
 * rules' warnings about accepted orders (such as one that counts only with another power's consent).
 */
public record SubmitResult(String power, String phase, List<String> accepted, List<Rejected> rejected,
                           List<String> standing, List<String> warnings) {
    public SubmitResult(String power, String phase, List<String> accepted, List<Rejected> rejected, List<String> standing) {
        this(power, phase, accepted, rejected, standing, List.of());
    }

    /** An order not taken: the text as given and the reason, with any suggestion. */
    public record Rejected(String input, String reason) {}
}
