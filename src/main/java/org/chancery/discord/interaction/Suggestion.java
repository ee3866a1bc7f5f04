package org.chancery.discord.interaction;

/** An autocomplete suggestion: the label shown, and the value filled in when picked. */
public record Suggestion(String name, String value) {
    public static Suggestion of(String text) {
        return new Suggestion(text, text);
    }
}
