package org.chancery.discord.bridge;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.command.Caller;
import org.chancery.command.CommandSpec;
import org.chancery.command.Commands;
import org.chancery.command.OptionSpec;
import org.chancery.command.Role;
import org.chancery.discord.message.OutgoingMessage;

/**
 * Plain messages to the bot in a DM: the long form of a command whose text spans lines, such as a whole
 * turn of orders ("order" then one order a line), or press ("press France: ...", whom to before the colon). The first
 * word (or two, "press log") names the command; an optional
 * "game=3" or "#3" follows it (or "game=3" stands anywhere, as a word); the rest of the message is the command's
 * text option. Commands without
 * a text option run with no options; anything else gets a short guide.
 */
final class DirectText {
    private static final Pattern HEAD = Pattern.compile("(?s)\\s*(\\S+)\\s*(?:(?:game=|#)(\\d+))?\\s*(.*)");
    /** "game=3" standing anywhere in the rest of the message, as a word of its own. */
    private static final Pattern GAME = Pattern.compile("(?i)(?<=^|\\s)game=(\\d+)(?=\\s|$)");
    static final String GUIDE = guide(java.util.List.of("A <province> - <province>", "F <province> H"));

    /** The guide, with example orders from the caller's game when it has one at hand. */
    static String guide(Commands commands, Caller caller) {
        java.util.List<String> examples = commands.exampleOrders(caller);
        return examples.isEmpty() ? GUIDE : guide(examples.subList(0, Math.min(2, examples.size())));
    }

    private static String guide(java.util.List<String> examples) {
        return "Send orders as a message: `order`, then one order a line, e.g.\n```\norder\n" + String.join("\n", examples)
                + "\n```Add `#3` after `order` if you play in several games. Every other command is a slash command: type `/`"
                + " to see them.";
    }

    private DirectText() {}

    static Optional<OutgoingMessage> answer(Commands commands, Caller caller, String content) {
        return answer(commands, caller, content, Replies::message);
    }

    /** The answer, with the command's reply shown by {@code show} (the bridge adds its buttons). */
    static Optional<OutgoingMessage> answer(Commands commands, Caller caller, String content,
            java.util.function.Function<org.chancery.command.Reply, OutgoingMessage> show) {
        Matcher m = HEAD.matcher(content == null ? "" : content);
        if (!m.matches()) return Optional.of(OutgoingMessage.text(guide(commands, caller)));
        String word = m.group(1).toLowerCase(Locale.ROOT).replaceFirst("^[/!]", "");
        String rest = m.group(3).strip();
        // a player's command of two words ("press log"), as the table reads it
        String second = rest.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
        if (m.group(2) == null && !second.isEmpty() && commands.find(word + " " + second) != null
                && commands.find(word + " " + second).role() != Role.GM) {
            word = word + " " + second;
            rest = rest.substring(rest.split("\\s+", 2)[0].length()).strip();
        }
        CommandSpec spec = commands.find(word);
        if (spec == null || spec.role() == Role.GM) return Optional.of(OutgoingMessage.text(guide(commands, caller)));
        Map<String, String> options = new LinkedHashMap<>();
        if (m.group(2) != null) options.put("game", m.group(2));
        Matcher g = GAME.matcher(rest);
        if (m.group(2) == null && g.find()) {
            options.put("game", g.group(1));
            rest = (rest.substring(0, g.start()) + rest.substring(g.end())).strip();
        }
        OptionSpec text = null;
        for (OptionSpec o : spec.options()) if (o.type() == OptionSpec.Type.TEXT) text = o;
        int colon = rest.indexOf(':');
        if (text != null && colon > 0 && spec.options().stream().anyMatch(o -> o.name().equals("to"))) {
            // "press France, Italy: the message": whom to before the colon
            options.put("to", rest.substring(0, colon).strip());
            rest = rest.substring(colon + 1).strip();
            if (rest.isEmpty()) return Optional.of(show.apply(commands.run(word, caller, options)));
        }
        if (text != null && !rest.isEmpty()) options.put(text.name(), rest);
        else if (!rest.isEmpty()) {
            return Optional.of(OutgoingMessage.text("In a message, " + word + " takes no more than a game number;"
                    + " use /" + word + " for its options."));
        }
        return Optional.of(show.apply(commands.run(word, caller, options)));
    }
}
