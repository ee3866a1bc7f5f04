package org.chancery.discord.bridge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.command.CommandSpec;
import org.chancery.command.OptionSpec;
import org.chancery.command.Role;
import org.chancery.discord.interaction.SlashCommand;

/**
 * The command layer's commands as Discord slash commands: GM commands as subcommands of {@code /game}
 * (guild only), but for a GM's command over the whole server ({@code /league-link}, guild only), and every other
 * command top-level (in guilds and in DMs with the bot).
 */
public final class SlashCommands {
    public static final String GM = "game";
    static final int DESCRIPTION = 100;

    private SlashCommands() {}

    /**
     * The groups of {@code /game} on Discord, so that {@code /game} keeps slots free (Discord allows 25 subcommands
     * and groups): {@code /game phase adjudicate} is the table's {@code game adjudicate}.
     */
    static final Map<String, String> GROUPS = Map.ofEntries(
            Map.entry("adjudicate", "phase"), Map.entry("rollback", "phase"), Map.entry("pause", "phase"),
            Map.entry("resume", "phase"), Map.entry("extend", "phase"), Map.entry("deadline", "phase"),
            Map.entry("assign", "seat"), Map.entry("replace", "seat"), Map.entry("kick", "seat"), Map.entry("bot", "seat"),
            Map.entry("surrender", "seat"), Map.entry("edit", "rules"), Map.entry("rule", "rules"),
            Map.entry("reveal", "rules"));
    static final Map<String, String> GROUP_DESCRIPTIONS = Map.of(
            "phase", "the clock and the phases: adjudicate, rollback, pause, resume, extend, deadline",
            "seat", "the players: assign, replace, kick, bot, surrender",
            "rules", "the board and the variant's own actions: edit, rule, reveal");

    /**
     * The commands that gather subcommands of their own ("variant upload" is /variant upload); any other player's
     * command of two words is one hyphenated word ("press log" is /press-log), since /press is a command itself.
     */
    static final Map<String, String> FAMILY_DESCRIPTIONS = Map.of("variant", "this server's own boards: upload, list, show, remove");

    public static List<SlashCommand> of(List<CommandSpec> specs) {
        List<SlashCommand> out = new ArrayList<>();
        List<SlashCommand> gm = new ArrayList<>();
        Map<String, List<SlashCommand>> groups = new LinkedHashMap<>();
        Map<String, List<SlashCommand>> families = new LinkedHashMap<>();
        for (CommandSpec s : specs) {
            if (s.name().contains(" ") && FAMILY_DESCRIPTIONS.containsKey(s.name().substring(0, s.name().indexOf(' ')))) {
                // a family of its own ("variant upload"): /variant with its subcommands, open to all; each checks its caller
                String family = s.name().substring(0, s.name().indexOf(' '));
                families.computeIfAbsent(family, f -> new ArrayList<>()).add(new SlashCommand(s.name().substring(family.length() + 1),
                        describe(s.description()), options(s.options()), List.of(), false, false));
            } else if (s.role() == Role.GM && !s.name().startsWith(GM + " ")) {
                // a GM's command over the whole server ("league link"): top-level and hyphenated, for its managers
                out.add(new SlashCommand(discordPath(s.name()), describe(s.description()), options(s.options()), List.of(), true,
                        true));
            } else if (s.role() == Role.GM) {
                String sub = s.name().substring(s.name().indexOf(' ') + 1);
                SlashCommand c = new SlashCommand(sub, describe(s.description()), options(s.options()), List.of(), false, false);
                String group = GROUPS.get(sub);
                if (group == null) gm.add(c);
                else groups.computeIfAbsent(group, g -> new ArrayList<>()).add(c);
            } else {
                out.add(new SlashCommand(discordPath(s.name()), describe(s.description()), options(s.options()), List.of(), false,
                        false));
            }
        }
        families.forEach((f, subs) -> out.add(new SlashCommand(f, FAMILY_DESCRIPTIONS.getOrDefault(f, f), List.of(), subs, true, false)));
        groups.forEach((g, subs) -> gm.add(new SlashCommand(g, GROUP_DESCRIPTIONS.get(g), List.of(), subs, false, false)));
        if (!gm.isEmpty()) out.add(new SlashCommand(GM, "GM commands for this channel's game", List.of(), gm, true, true));
        return out;
    }

    /**
     * The command layer's name for a Discord command path: "game phase adjudicate" is "game adjudicate", and a player's
     * command of two words is one word with a hyphen on Discord: "press-log" is "press log".
     */
    public static String commandPath(String discordPath) {
        if (!discordPath.contains(" ") && discordPath.contains("-")) return discordPath.replace('-', ' ');
        String[] w = discordPath.split(" ");
        if (w.length == 3 && w[0].equals(GM) && w[1].equals(GROUPS.get(w[2]))) return GM + " " + w[2];
        return discordPath;
    }

    /** The Discord path of a command-layer name: "game adjudicate" is "game phase adjudicate", "press log" "press-log". */
    public static String discordPath(String commandPath) {
        String[] w = commandPath.split(" ");
        if (w.length == 2 && FAMILY_DESCRIPTIONS.containsKey(w[0])) return commandPath;
        if (w.length == 2 && !w[0].equals(GM)) return w[0] + "-" + w[1];
        if (w.length == 2 && w[0].equals(GM) && GROUPS.containsKey(w[1])) return GM + " " + GROUPS.get(w[1]) + " " + w[1];
        return commandPath;
    }

    /** "/game adjudicate S1901M" in a reply: a GM command as the command layer names it, with a value after it. */
    private static final java.util.regex.Pattern GM_WORDS =
            java.util.regex.Pattern.compile("/" + GM + " ([a-z]+)(?: ([A-Z0-9]*[0-9][A-Za-z0-9]*)\\b)?");

    /**
     * A reply's text as typed on Discord: "/game adjudicate S1901M" becomes "/game phase adjudicate phase: S1901M"
     * (the group, and the value under its option's name). The command layer writes "/game adjudicate S1901M";
     * the table drops the slash.
     */
    public static String discordWords(String text, List<CommandSpec> specs) {
        text = powerWords(text, specs);
        if (text == null || !text.contains("/" + GM + " ")) return text;
        java.util.regex.Matcher m = GM_WORDS.matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String sub = m.group(1);
            CommandSpec spec = specs.stream().filter(c -> c.name().equals(GM + " " + sub)).findFirst().orElse(null);
            if (spec == null) {
                m.appendReplacement(b, java.util.regex.Matcher.quoteReplacement(m.group()));
                continue;
            }
            String out = "/" + discordPath(spec.name());
            if (m.group(2) != null) {
                OptionSpec first = spec.options().stream().filter(OptionSpec::required).findFirst()
                        .orElse(spec.options().isEmpty() ? null : spec.options().get(0));
                out += first == null ? " " + m.group(2) : " " + first.name() + ": " + m.group(2);
            }
            m.appendReplacement(b, java.util.regex.Matcher.quoteReplacement(out));
        }
        m.appendTail(b);
        return b.toString();
    }

    /** "/join Argyll": a player's command with a power after it, as a name. */
    private static final java.util.regex.Pattern POWER_WORDS = java.util.regex.Pattern.compile("/([a-z]+) ([A-Z][A-Za-z-]*)\\b");

    /** "/join Argyll" becomes "/join power: Argyll" for a command whose first option is a power. */
    private static String powerWords(String text, List<CommandSpec> specs) {
        if (text == null || text.indexOf('/') < 0) return text;
        java.util.regex.Matcher m = POWER_WORDS.matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            CommandSpec spec = specs.stream().filter(c -> c.name().equals(m.group(1))).findFirst().orElse(null);
            OptionSpec first = spec == null || spec.options().isEmpty() ? null : spec.options().get(0);
            String out = first != null && first.completion() == OptionSpec.Completion.POWER
                    ? "/" + m.group(1) + " " + first.name() + ": " + m.group(2) : m.group();
            m.appendReplacement(b, java.util.regex.Matcher.quoteReplacement(out));
        }
        m.appendTail(b);
        return b.toString();
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
