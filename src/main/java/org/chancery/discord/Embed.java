package org.chancery.discord;

import java.util.List;

/**
 * A Discord embed, transport-plain. {@code imageFile} names an attachment of the same message
 * ({@code map.png}) to show as the embed's image; {@code color} is 0xRRGGBB or null.
 */
public record Embed(String title, String description, Integer color, List<Field> fields, String imageFile,
        String footer) {
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
