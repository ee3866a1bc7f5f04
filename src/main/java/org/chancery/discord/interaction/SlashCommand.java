package org.chancery.discord.interaction;

import java.util.List;

/**
 * A slash command to register: either options or subcommands; a subcommand with subcommands of its own is a
 * group (Discord's subcommand group), whose subcommands have none. {@code guildOnly} hides it from DMs with the bot; {@code managersOnly} shows it by default
 * to members with Manage Server alone (a server may grant it to others; the bot checks every call anyway).
 */
public record SlashCommand(String name, String description, List<Option> options, List<SlashCommand> subcommands,
        boolean guildOnly, boolean managersOnly) {
    public enum Kind { TEXT, INTEGER, BOOLEAN, USER, ROLE, CHANNEL, ATTACHMENT }

    /** Discord's longest text option. */
    public static final int TEXT_MAX = 6000;

    /**
     * An option; {@code choices} is a fixed list of text values to pick from (empty for free input);
     * {@code maxLength} caps a text option (0 for Discord's own cap).
     */
    public record Option(String name, String description, Kind kind, boolean required, boolean autocomplete,
            List<String> choices, int maxLength) {
        public Option {
            choices = choices == null ? List.of() : List.copyOf(choices);
            if (maxLength < 0 || maxLength > TEXT_MAX) {
                throw new IllegalArgumentException(name + ": a text option takes 1 to " + TEXT_MAX + " characters");
            }
        }

        public Option(String name, String description, Kind kind, boolean required, boolean autocomplete) {
            this(name, description, kind, required, autocomplete, List.of(), 0);
        }

        public static Option text(String name, String description, boolean required) {
            return new Option(name, description, Kind.TEXT, required, false);
        }

        public Option autocompleted() {
            return new Option(name, description, kind, required, true, choices, maxLength);
        }
    }

    public SlashCommand {
        options = List.copyOf(options);
        subcommands = List.copyOf(subcommands);
        if (!options.isEmpty() && !subcommands.isEmpty()) {
            throw new IllegalArgumentException("/" + name + " has both options and subcommands; Discord allows one");
        }
        // a subcommand with subcommands is a group; Discord allows no deeper nesting
        if (subcommands.stream().flatMap(s -> s.subcommands().stream()).anyMatch(s -> !s.subcommands().isEmpty())) {
            throw new IllegalArgumentException("/" + name + ": a group's subcommands cannot have subcommands");
        }
    }

    public static SlashCommand of(String name, String description, Option... options) {
        return new SlashCommand(name, description, List.of(options), List.of(), false, false);
    }

    public static SlashCommand group(String name, String description, SlashCommand... subcommands) {
        return new SlashCommand(name, description, List.of(), List.of(subcommands), false, false);
    }
}
