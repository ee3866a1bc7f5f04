package org.chancery.command;

import java.util.List;

/**
 * An option of a command. {@code completion} says what autocomplete offers; {@code choices} is a fixed list
 * when there is one. A TEXT option takes the rest of a console line and may span lines. {@code maxLength} is
 * the longest value taken (checked before anything reaches the store; Discord caps its option there too).
 */
public record OptionSpec(String name, String description, Type type, boolean required, Completion completion,
                         List<String> choices, int maxLength) {
    /** USER values are a user id, optionally followed by "|display name". */
    public enum Type { WORD, TEXT, INTEGER, BOOLEAN, USER, FILE }

    /** What autocomplete offers for an option. */
    public enum Completion { NONE, GAME, POWER, UNIT, ORDER, ALLOCATION, PROVINCE, AREA, PHASE, VARIANT, SETTING }

    /** The longest word (a province, power, phase, setting value). */
    public static final int WORD_MAX = 100;
    /** The longest free text unless an option says otherwise. */
    public static final int TEXT_MAX = 2000;

    public static OptionSpec word(String name, String description, boolean required, Completion c) {
        return new OptionSpec(name, description, Type.WORD, required, c, List.of(), WORD_MAX);
    }

    public static OptionSpec text(String name, String description, boolean required, Completion c) {
        return new OptionSpec(name, description, Type.TEXT, required, c, List.of(), TEXT_MAX);
    }

    public static OptionSpec choice(String name, String description, boolean required, String... choices) {
        return new OptionSpec(name, description, Type.WORD, required, Completion.NONE, List.of(choices), WORD_MAX);
    }

    public static OptionSpec user(String name, String description) {
        return new OptionSpec(name, description, Type.USER, true, Completion.NONE, List.of(), 200);
    }

    /** A file's text: attached on Discord, named by its path at the local table; at most {@code max} characters. */
    public static OptionSpec file(String name, String description, int max) {
        return new OptionSpec(name, description, Type.FILE, true, Completion.NONE, List.of(), max);
    }

    public static OptionSpec game() {
        return new OptionSpec("game", "game number (defaults to this channel's game)", Type.INTEGER, false,
                Completion.GAME, List.of(), 20);
    }

    /** The same option, not required. */
    public OptionSpec optional() {
        return new OptionSpec(name, description, type, false, completion, choices, maxLength);
    }

    /** The same option taking values up to {@code max} characters. */
    public OptionSpec max(int max) {
        return new OptionSpec(name, description, type, required, completion, choices, max);
    }
}
