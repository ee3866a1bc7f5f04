package org.chancery.discord.message;

/** A button under a message: {@code id} comes back when it is pressed (at most 100 characters). */
public record Button(String id, String label, Style style) {
    public enum Style { PRIMARY, SECONDARY, SUCCESS, DANGER }

    public static final int ID_MAX = 100;

    public Button {
        if (id == null || id.isEmpty() || id.length() > ID_MAX) throw new IllegalArgumentException("a button id takes 1 to 100 characters");
        label = label.length() <= 80 ? label : label.substring(0, 79) + "\u2026";
    }
}
