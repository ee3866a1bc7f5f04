package org.chancery.discord.message;

/** A button under a message: {@code id} comes back when it is pressed (at most 100 characters). */
public record Button(String id, String label, Style style) {
    /** LINK opens its {@code id}, a URL, and never comes back. */
    public enum Style { PRIMARY, SECONDARY, SUCCESS, DANGER, LINK }

    public static final int ID_MAX = 100;
    /** Discord's longest link of a link button. */
    public static final int URL_MAX = 512;

    public Button {
        if (style == Style.LINK) {
            if (id == null || !id.matches("https?://\\S{1," + URL_MAX + "}") || id.length() > URL_MAX) {
                throw new IllegalArgumentException("a link button takes an http(s) URL of at most 512 characters");
            }
        } else if (id == null || id.isEmpty() || id.length() > ID_MAX) throw new IllegalArgumentException("a button id takes 1 to 100 characters");
        label = label.length() <= 80 ? label : label.substring(0, 79) + "\u2026";
    }

    public static Button link(String url, String label) { return new Button(url, label, Style.LINK); }
}
