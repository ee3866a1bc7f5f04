package org.chancery.command;

import static org.chancery.command.OptionSpec.Completion;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.game.PressDesk;
import org.chancery.game.SeatPlayer;
import org.chancery.store.PressRow;

/**
 * Press through Chancery: {@code press} sends a message from the caller's power to others (or to all, in the game
 * channel), {@code press log} shows what their power sent and received. "press France: text" works at the table and
 * in a DM as well as the slash command's options; without text the reply is a form to write it in (the Reply button
 * under a message).
 */
final class PressCommands {
    /** The most characters of press shown on one page of the log (Discord shows it in two messages at most). */
    static final int PAGE = 4000;

    private final GameService service;
    private final GameFinder games;

    PressCommands(GameService service, GameFinder games) {
        this.service = service;
        this.games = games;
    }

    List<CommandSpec> specs() {
        OptionSpec power = OptionSpec.word("power", "your power, if you hold more than one", false, Completion.POWER);
        return List.of(
                new CommandSpec("press", "a message from your power to others (or all), carried by Chancery", Role.PLAYER,
                        List.of(OptionSpec.word("to", "a power, several (France, Italy), or all", true, Completion.POWER),
                                OptionSpec.text("text", "the message; leave out to get a form to write it in", false,
                                        Completion.NONE).max(PressDesk.MESSAGE_MAX),
                                power, OptionSpec.game()), this::press),
                new CommandSpec("press log", "the press your power sent and received, newest last", Role.PLAYER,
                        List.of(OptionSpec.word("page", "1 is the newest messages, 2 those before...", false, Completion.NONE),
                                power, OptionSpec.game()), this::log));
    }

    private Reply press(Request r) {
        long id = games.find(r);
        String[] split = split(id, r.opt("to"), r.opt("text"));
        String to = split[0], text = split[1];
        if (text == null || text.isBlank()) {
            return Reply.privately("Your message to " + to + ": press " + to + ": <your message>")
                    .with(new Form("To " + cut(to, 40), "press", "text", "Your message to " + cut(to, 30), "",
                            options(id, to, r.opt("power"))));
        }
        PressDesk.Sent s = service.press().send(r.caller().actor(), id, r.opt("power"), to, text);
        String where = s.toAll() ? "to all, in the game channel" : "to " + String.join(", ", s.to());
        String unread = s.unread().isEmpty() ? "" : "\n" + String.join(", ", s.unread()) + (s.unread().size() == 1 ? " is" : " are")
                + " played by " + SeatPlayer.NAME + ", which reads no press: it is kept in the press log, and"
                + " no answer will come.";
        return Reply.privately("Sent from " + s.sender() + " " + where + " (" + s.phase() + "): " + s.text() + unread);
    }

    private static Map<String, String> options(long id, String to, String power) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        out.put("game", String.valueOf(id));
        out.put("to", to);
        if (power != null) out.put("power", power);
        return out;
    }

    /**
     * Whom to and what, from "to" and "text" as typed: "France" and "hello"; or, at the table and in a DM, a line such as
     * "France, Italy: hello" or "Irish Confederacy: hello" split at its first colon when what stands before it names
     * powers of the game.
     */
    private String[] split(long id, String to, String text) {
        String joined = to == null ? text : text == null ? to : to + " " + text;
        if (joined != null) {
            int colon = joined.indexOf(':');
            if (colon > 0 && colon <= 200 && service.press().names(id, joined.substring(0, colon))) {
                String rest = joined.substring(colon + 1).strip();
                return new String[] {joined.substring(0, colon).strip(), rest.isEmpty() ? null : rest};
            }
        }
        if (to == null) {
            throw new GameException("Say whom it is for and what: press France: your message (or all: to everyone).");
        }
        return new String[] {to.endsWith(":") ? to.substring(0, to.length() - 1).strip() : to, text};
    }

    private Reply log(Request r) {
        long id = games.find(r);
        PressDesk.Log log = service.press().log(r.caller().actor(), id, r.opt("power"));
        List<String> lines = new ArrayList<>();
        for (PressRow p : log.messages()) {
            String to = p.toAll() ? "all" : String.join(", ", p.recipients());
            lines.add(log.phases().getOrDefault(p.seq(), "?") + ", " + p.sender() + " to " + to + ": " + p.text());
        }
        String whose = log.published() ? "The press of game #" + id + ", published by the GM"
                : log.power() + "'s press in game #" + id;
        if (lines.isEmpty()) return Reply.privately(whose + ": nothing sent or received yet.");
        List<List<String>> pages = pages(lines);
        int page = r.opt("page") == null ? 1 : r.integer("page");
        if (page < 1 || page > pages.size()) {
            throw new GameException(whose + " has " + pages.size() + (pages.size() == 1 ? " page" : " pages")
                    + "; say a page from 1 (the newest messages) to " + pages.size() + ", e.g. press log page:2.");
        }
        Reply reply = Reply.privately(whose + ", oldest first (page " + page + " of " + pages.size() + "; "
                + lines.size() + (lines.size() == 1 ? " message" : " messages") + " in all):\n"
                + String.join("\n", pages.get(page - 1)));
        Map<String, String> at = new java.util.LinkedHashMap<>();
        at.put("game", String.valueOf(id));
        if (r.opt("power") != null) at.put("power", r.opt("power"));
        if (page < pages.size()) reply = reply.with(Action.shortcut("Older", "press log", with(at, page + 1)));
        if (page > 1) reply = reply.with(Action.shortcut("Newer", "press log", with(at, page - 1)));
        return reply;
    }

    private static Map<String, String> with(Map<String, String> options, int page) {
        Map<String, String> out = new java.util.LinkedHashMap<>(options);
        out.put("page", String.valueOf(page));
        return out;
    }

    /** The lines in pages of at most {@link #PAGE} characters, page 1 the newest; each page oldest first. */
    static List<List<String>> pages(List<String> lines) {
        List<List<String>> out = new ArrayList<>();
        List<String> page = new ArrayList<>();
        int size = 0;
        for (int i = lines.size() - 1; i >= 0; i--) {
            String line = lines.get(i);
            if (!page.isEmpty() && size + line.length() + 1 > PAGE) {
                out.add(page);
                page = new ArrayList<>();
                size = 0;
            }
            page.add(0, line);
            size += line.length() + 1;
        }
        out.add(page);
        return out;
    }

    private static String cut(String text, int max) { return text.length() <= max ? text : text.substring(0, max - 1) + "\u2026"; }
}
