package org.chancery.discord.message;

import java.util.List;

/**
 * A Discord embed, transport-plain. {@code imageFile} names an attachment of the same message
 * ({@code map.png}) to show as the embed's image; {@code color} is 0xRRGGBB or null.
 */
public record Embed(String title, String description, Integer color, List<Field> fields, String imageFile,
        String footer) {
    /** Chancery's blue, and the red of a refusal. */
    public static final int COLOUR = 0x2E86C1;
    public static final int ERROR_COLOUR = 0xC0392B;

    public record Field(String name, String value, boolean inline) {}

    public Embed {
        fields = fields == null ? List.of() : List.copyOf(fields);
    }

    public static Embed of(String title, String description) {
        return new Embed(title, description, null, List.of(), null, null);
    }

    public Embed withImage(String file) {
        return new Embed(title, description, color, fields, file, footer);
    }
}
