package org.chancery.game;

/**
 * Who is asking: a user id and display name; {@code admin} when the transport vouches that the user may
 * run any game here (Manage Server on Discord, the GM seat at the local table).
 */
public record Actor(String userId, String name, boolean admin) {
    /** Names are kept to 100 characters (Discord's are 32), so the store always takes them. */
    public Actor {
        if (name != null && name.length() > 100) name = name.substring(0, 99) + "\u2026";
    }

    public static Actor system() { return new Actor("system", "Chancery", true); }
}
