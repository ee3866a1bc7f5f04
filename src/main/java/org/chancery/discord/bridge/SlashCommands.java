package org.chancery.discord.bridge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.chancery.command.CommandSpec;
import org.chancery.command.OptionSpec;
import org.chancery.command.Role;
import org.chancery.discord.interaction.SlashCommand;

/**
 * The command layer's commands as Discord slash commands: GM commands as subcommands of {@code /game}
 * (guild only), every other command top-level (in guilds and in DMs with the bot).
 */
public final class SlashCommands {
    public static final String GM = "game";
    static final int DESCRIPTION = 100;

    private SlashCommands() {}

    public static List<SlashCommand> of(List<CommandSpec> specs) {
        List<SlashCommand> out = new ArrayList<>();
        List<SlashCommand> gm = new ArrayList<>();
        for (CommandSpec s : specs) {
            if (s.role() == Role.GM) {
                String sub = s.name().substring(s.name().indexOf(' ') + 1);
                gm.add(new SlashCommand(sub, describe(s.description()), options(s.options()), List.of(), false, false));
            } else {
                out.add(new SlashCommand(s.name(), describe(s.description()), options(s.options()), List.of(), false, false));
            }
        }
        if (!gm.isEmpty()) out.add(new SlashCommand(GM, "GM commands for this channel's game", List.of(), gm, true, true));
        return out;
    }

    /** Discord wants required options first; the command layer reads options by name, so order is free. */
    static List<SlashCommand.Option> options(List<OptionSpec> options) {
        List<SlashCommand.Option> out = new ArrayList<>();
        for (OptionSpec o : options) out.add(option(o));
        out.sort(Comparator.comparing(o -> !o.required()));
        return out;
    }

    static SlashCommand.Option option(OptionSpec o) {
        SlashCommand.Kind kind = switch (o.type()) {
            // Numbers go as text: autocomplete answers text, and "#3" is accepted as a game number.
            case WORD, TEXT, INTEGER -> SlashCommand.Kind.TEXT;
            case BOOLEAN -> SlashCommand.Kind.BOOLEAN;
            case USER -> SlashCommand.Kind.USER;
            case FILE -> SlashCommand.Kind.ATTACHMENT;
        };
        boolean autocomplete = o.choices().isEmpty() && o.completion() != OptionSpec.Completion.NONE;
        int max = kind == SlashCommand.Kind.TEXT ? Math.min(o.maxLength(), SlashCommand.TEXT_MAX) : 0;
        return new SlashCommand.Option(o.name(), describe(o.description()), kind, o.required(), autocomplete, o.choices(),
                max);
    }

    private static String describe(String text) {
        String t = text.isBlank() ? "-" : text;
        return t.length() <= DESCRIPTION ? t : t.substring(0, DESCRIPTION - 1) + "\u2026";
    }
}
