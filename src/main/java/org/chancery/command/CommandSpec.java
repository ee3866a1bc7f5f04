package org.chancery.command;

import java.util.List;

/**
 * A command defined once for every transport: its name (one word, or "game start" style for a GM
 * subcommand), description, who it is for, its options in order, and its handler.
 */
public record CommandSpec(String name, String description, Role role, List<OptionSpec> options, Handler handler) {
    public interface Handler {
        Reply handle(Request r);
    }

    /** Usage as typed at the console: "order <orders>" or "history [phase]". */
    public String usage() {
        StringBuilder b = new StringBuilder(name);
        for (OptionSpec o : options) {
            if (o.name().equals("game")) continue;
            String n = o.choices().isEmpty() ? o.name() : String.join("|", o.choices());
            b.append(' ').append(o.required() ? "<" + n + ">" : "[" + n + "]");
        }
        return b.toString();
    }
}
