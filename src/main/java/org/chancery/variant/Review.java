package org.chancery.variant;

/**
 * What a variant's rules say of an order a power gives, beside the orders it already has standing: refused
 * (with the reason), or accepted with a warning for the player (such as an order that counts only with another
 * power's consent).
 */
public record Review(String refusal, String warning) {
    public static Review refuse(String why) { return new Review(why, null); }

    public static Review warn(String warning) { return new Review(null, warning); }
}
