package org.chancery.engine;

/** How an order fared, with a reason a player can read. */
public record Outcome(Order order, boolean succeeded, String reason) {
    public static Outcome ok(Order o) { return new Outcome(o, true, null); }

    public static Outcome failed(Order o, String reason) { return new Outcome(o, false, reason); }

    public String describe() {
        return order.text() + (succeeded ? "" : " (" + reason + ")");
    }
}
