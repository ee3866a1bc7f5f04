package org.chancery.command;

import java.util.Map;

/**
 * A follow-up a reply offers: a command to run with set options. Each transport shows it its own way: on
 * Discord a button; at the local table a CONFIRM action is asked for with "yes", and others are named.
 */
public record Action(String label, String command, Map<String, String> options, Kind kind) {
    public enum Kind {
        /** Carries out what the reply only described (a rollback, the end of a game); runs once at most. */
        CONFIRM,
        /** A shortcut to a command (ready, show my orders). */
        SHORTCUT
    }

    public Action {
        options = Map.copyOf(options);
    }

    /** The option that marks a call as confirmed. */
    public static final String CONFIRMED = "confirm";

    /** A confirmation of {@code command} with these options. */
    public static Action confirm(String label, String command, Map<String, String> options) {
        Map<String, String> with = new java.util.LinkedHashMap<>(options);
        with.put(CONFIRMED, "yes");
        return new Action(label, command, with, Kind.CONFIRM);
    }

    public static Action shortcut(String label, String command, Map<String, String> options) {
        return new Action(label, command, options, Kind.SHORTCUT);
    }
}
