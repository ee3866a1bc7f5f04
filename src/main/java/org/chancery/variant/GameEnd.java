package org.chancery.variant;

import java.util.List;

/** How a game ended: one winner, a draw among several, or nobody left. */
public record GameEnd(List<String> winners, boolean draw, String reason) {
    public GameEnd {
        winners = List.copyOf(winners);
    }

    public static GameEnd solo(String power, String reason) { return new GameEnd(List.of(power), false, reason); }

    public static GameEnd draw(List<String> powers, String reason) { return new GameEnd(powers, true, reason); }
}
