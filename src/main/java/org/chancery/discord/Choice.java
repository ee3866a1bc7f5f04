package org.chancery.discord;

/** An autocomplete suggestion: the label shown, and the value filled in when picked. */
public record Choice(String name, String value) {
    public static Choice of(String text) {
        return new Choice(text, text);
    }
}
