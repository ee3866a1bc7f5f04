package org.chancery.discord.message;

/**
 * A form with one paragraph field (a Discord modal): {@code id} comes back with the text when it is sent;
 * {@code value} fills the field to begin with.
 */
public record TextForm(String id, String title, String fieldId, String label, String value, int maxLength) {
    /** Discord's most for a text field. */
    public static final int VALUE_MAX = 4000;

    public TextForm {
        if (id.length() > Button.ID_MAX) throw new IllegalArgumentException("a form id takes at most 100 characters");
        title = title.length() <= 45 ? title : title.substring(0, 44) + "\u2026";
        label = label.length() <= 45 ? label : label.substring(0, 44) + "\u2026";
        maxLength = Math.min(maxLength, VALUE_MAX);
        value = value == null ? "" : value.length() <= maxLength ? value : value.substring(0, maxLength);
    }
}
