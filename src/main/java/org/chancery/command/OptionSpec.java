package org.chancery.command;

import java.util.List;

/**
 * An option of a command. {@code completion} says what autocomplete offers; {@code choices} is a fixed list
 * when there is one. A TEXT option takes the rest of a console line and may span lines.
 */
public record OptionSpec(String name, String description, Type type, boolean required, Completion completion,
                         List<String> choices) {
    /** USER values are a user id, optionally followed by "|display name". */
    public enum Type { WORD, TEXT, INTEGER, BOOLEAN, USER }

    /** What autocomplete offers for an option. */
    public enum Completion { NONE, GAME, POWER, UNIT, ORDER, ALLOCATION, PROVINCE, AREA, PHASE, VARIANT, SETTING }

    public static OptionSpec word(String name, String description, boolean required, Completion c) {
        return new OptionSpec(name, description, Type.WORD, required, c, List.of());
    }

    public static OptionSpec text(String name, String description, boolean required, Completion c) {
        return new OptionSpec(name, description, Type.TEXT, required, c, List.of());
    }

    public static OptionSpec choice(String name, String description, boolean required, String... choices) {
        return new OptionSpec(name, description, Type.WORD, required, Completion.NONE, List.of(choices));
    }

    public static OptionSpec user(String name, String description) {
        return new OptionSpec(name, description, Type.USER, true, Completion.NONE, List.of());
    }

    public static OptionSpec game() {
        return new OptionSpec("game", "game number (defaults to this channel's game)", Type.INTEGER, false,
                Completion.GAME, List.of());
    }
}
