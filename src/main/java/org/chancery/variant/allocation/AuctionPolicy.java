package org.chancery.variant.allocation;

/** Who may bid on whose units, and what a point is worth; a variant's rules supply this. */
public interface AuctionPolicy {
    /** Null when {@code bidder} may bid on units of {@code owner}, else the reason a player reads. */
    String refusal(String bidder, String owner);

    /** What one point from {@code bidder} counts on a unit of {@code owner} (2 for a thrall's controller). */
    int weight(String bidder, String owner);

    /** Whether the Attacking and Allocating rule protects units of {@code owner}. */
    boolean attackingRuleApplies(String owner);
}
