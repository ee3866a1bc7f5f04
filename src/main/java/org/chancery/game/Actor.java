package org.chancery.game;

/**
 * Who is asking: a user id and display name; {@code admin} when the transport vouches that the user may
 * run any game here (Manage Server on Discord, the GM seat at the local table).
 */
public record Actor(String userId, String name, boolean admin) {
    public static Actor system() { return new Actor("system", "Chancery", true); }
}
