package org.chancery.discord.bridge;

import java.util.List;
import org.chancery.command.CommandSpec;
import org.chancery.command.OptionSpec;
import org.chancery.command.Role;

/**
 * docs/commands.md, made from the command definitions: each command's Discord path (with {@code /game}'s groups),
 * its spelling at the table, who it is for, and its options as Discord shows them.
 */
public final class CommandReference {
    public static final String REGENERATE =
            "mvn -B -q test -Dtest=CommandReferenceTest -Dchancery.docs.write=true";

    private CommandReference() {}

    public static String markdown(List<CommandSpec> specs) {
        StringBuilder b = new StringBuilder();
        b.append("# Commands\n\n")
                .append("[Back to the README](../README.md). Made from the command definitions; do not edit by hand. ")
                .append("`CommandReferenceTest` fails when this file and the code disagree; regenerate it with\n`")
                .append(REGENERATE).append("`.\n\n")
                .append("Every command is the same on Discord (a slash command; GM commands are subcommands of `/game`, some in ")
                .append("the groups `phase`, `seat` and `rules`, but for `/league-link`, which is the server's), at the local table and in a DM to the bot (typed as in the ")
                .append("table column). Every command also takes `game` (`game: 3` on Discord, `game=3` anywhere in a typed line), ")
                .append("needed only where the game is not the channel's.\n");
        for (Role role : List.of(Role.PLAYER, Role.ANYONE, Role.GM)) {
            b.append("\n## ").append(switch (role) {
                case PLAYER -> "Players";
                case ANYONE -> "Anyone";
                case GM -> "The GM";
            }).append("\n");
            for (CommandSpec s : specs) {
                if (s.role() != role) continue;
                b.append("\n### `/").append(SlashCommands.discordPath(s.name())).append("`\n")
                        .append(s.description()).append(".\n\nAt the table: `").append(s.usage()).append("`\n");
                List<OptionSpec> options = s.options().stream().filter(o -> !o.name().equals("game")).toList();
                if (options.isEmpty()) continue;
                b.append("\n| option | required | what it takes |\n|---|---|---|\n");
                for (OptionSpec o : options) {
                    String takes = o.description();
                    if (!o.choices().isEmpty()) takes += " (one of: " + String.join(", ", o.choices()) + ")";
                    if (o.choices().isEmpty() && (o.type() == OptionSpec.Type.TEXT || o.type() == OptionSpec.Type.WORD)) {
                        takes += "; at most " + String.format("%,d", o.maxLength()) + " characters";
                    }
                    if (o.type() == OptionSpec.Type.FILE) takes += "; a file (on Discord, attached)";
                    if (o.type() == OptionSpec.Type.USER) takes += "; a member";
                    b.append("| `").append(o.name()).append(":` | ").append(o.required() ? "yes" : "no").append(" | ")
                            .append(takes.replace("|", "\\|")).append(" |\n");
                }
            }
        }
        return b.toString();
    }
}
