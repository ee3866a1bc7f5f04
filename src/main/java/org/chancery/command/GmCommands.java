package org.chancery.command;

import static org.chancery.command.OptionSpec.Completion;

import java.util.ArrayList;
import java.util.List;
import org.chancery.game.Adjudicator;
import org.chancery.game.Durations;
import org.chancery.game.GameArchive;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.GmDesk;
import org.chancery.store.EventRow;
import org.chancery.store.GameRow;

/** The GM's commands, "game <action>". The service checks on every call that the caller runs the game. */
final class GmCommands {
    private final GameService service;
    private final GameFinder games;

    GmCommands(GameService service, GameFinder games) {
        this.service = service;
        this.games = games;
    }

    List<CommandSpec> specs() {
        OptionSpec game = OptionSpec.game();
        OptionSpec power = OptionSpec.word("power", "a power of this game", true, Completion.POWER);
        OptionSpec duration = OptionSpec.word("time", "e.g. 90m, 12h, 2d", true, Completion.NONE);
        return List.of(
                gm("create", "create a game in this channel; you are its GM", List.of(
                        OptionSpec.word("variant", "e.g. classic", true, Completion.VARIANT),
                        OptionSpec.text("name", "a name for the game", false, Completion.NONE).max(GameService.NAME_MAX)), this::create),
                gm("assign", "seat a user at a power", List.of(power, OptionSpec.user("user", "the player"), game),
                        r -> seat(r, "assign")),
                gm("start", "start play", List.of(OptionSpec.choice("bots", "yes: Chancery plays every seat nobody took",
                        false, "yes", "no"), game), r -> done(() -> service.start(r.caller().actor(), games.find(r),
                        r.bool("bots", false)), "The game has started.")),
                gm("pause", "stop the clock", List.of(game), r -> said(service.gm().pause(r.caller().actor(), games.find(r)))),
                gm("resume", "restart the clock", List.of(game), r -> said(service.gm().resume(r.caller().actor(), games.find(r)))),
                gm("extend", "move the deadline later", List.of(duration, game),
                        r -> said(service.gm().extend(r.caller().actor(), games.find(r), minutes(r)))),
                gm("deadline", "set the deadline to this long from now", List.of(duration, game),
                        r -> said(service.gm().deadline(r.caller().actor(), games.find(r), minutes(r)))),
                gm("adjudicate", "adjudicate now", List.of(OptionSpec.word("phase",
                        "the phase you mean (guards against a double press)", false, Completion.PHASE), game), this::force),
                gm("rollback", "return to the start of an earlier phase", List.of(OptionSpec.word("phase",
                        "a phase code as history shows it", true, Completion.PHASE), game),
                        this::rollback),
                gm("repost", "post a phase's results and maps again, e.g. after Discord refused them",
                        List.of(OptionSpec.word("phase", "an adjudicated phase, as history shows it", true, Completion.PHASE),
                                game), r -> said(service.gm().repost(r.caller().actor(), games.find(r), r.required("phase")))),
                gm("edit", "add-unit <province> <power> <kind>, remove-unit <province>, set-owner <province> <power|none>",
                        List.of(OptionSpec.choice("action", "what to change", true, "add-unit", "remove-unit", "set-owner"),
                                OptionSpec.word("province", "where: a province, or a coast as <province>/nc", true, Completion.PROVINCE),
                                OptionSpec.word("power", "whose (add-unit, set-owner)", false, Completion.POWER),
                                OptionSpec.word("kind", "the kind of unit, e.g. A or F, Inf or Cav (add-unit)", false, Completion.NONE), game), this::edit),
                gm("rule", "the variant's own GM actions (help in the game lists them)",
                        List.of(OptionSpec.word("action", "the action", true, Completion.NONE),
                                OptionSpec.word("value", "its value", true, Completion.NONE), game),
                        r -> said(service.gm().rulesAction(r.caller().actor(), games.find(r), r.required("action"),
                                r.required("value")))),
                gm("reveal", "after the game has ended: every secret allocation, and who played what; press: the press",
                        List.of(OptionSpec.choice("what", "press: publish every message sent through Chancery", false, "press"),
                                game), this::reveal),
                gm("surrender", "confirm the surrender a player asked for (variants that allow it)", List.of(power, game),
                        r -> said(service.gm().confirmSurrender(r.caller().actor(), games.find(r), r.required("power")))),
                gm("replace", "give a power to another user", List.of(power, OptionSpec.user("user", "the new player"), game),
                        r -> seat(r, "replace")),
                gm("bot", "give a power's seat to Chancery, which plays it; off takes it back", List.of(power,
                        OptionSpec.choice("off", "off: take the seat back from Chancery", false, "off"), game),
                        r -> said(service.gm().seatBot(r.caller().actor(), games.find(r), r.required("power"),
                                r.opt("off") == null))),
                gm("kick", "remove a player; the power is in civil disorder until replaced", List.of(power, game),
                        r -> said(service.gm().kick(r.caller().actor(), games.find(r), r.required("power")))),
                gm("end", "end the game", List.of(OptionSpec.text("result", "the result, e.g. Draw between England, France", false,
                        Completion.NONE).max(GmDesk.RESULT_MAX), game),
                        this::end),
                gm("settings", "show or change: phase lengths, deadlines, reminders, map, page, scoring, league, press, anonymous",
                        List.of(OptionSpec.word("key", "the setting", false, Completion.SETTING),
                                OptionSpec.word("value", "e.g. 36h, 20:00, Europe/London, 2, draw-size", false, Completion.NONE), game),
                        this::settings),
                gm("log", "the game log, newest first: edits, rollbacks, seats", List.of(game, OptionSpec.word("page",
                        "1 is the newest events, 2 those before...", false, Completion.NONE)), this::log),
                gm("export", "the whole game as JSON", List.of(game), this::export),
                gm("import", "a game from an export, into this channel", List.of(OptionSpec.file("export",
                        "the file game export gave", GameArchive.MAX_CHARS)), this::importGame));
    }

    private static CommandSpec gm(String action, String description, List<OptionSpec> options, CommandSpec.Handler h) {
        return new CommandSpec("game " + action, description, Role.GM, options, h);
    }

    private static Reply said(String text) { return Reply.privately("Done: " + text); }

    private static Reply done(Runnable r, String text) {
        r.run();
        return Reply.privately(text);
    }

    private static int minutes(Request r) { return Durations.minutes("time", r.required("time"), Durations.AHEAD); }

    private Reply create(Request r) {
        Caller c = r.caller();
        if (c.dm() || c.channelId() == null) throw new GameException("Create a game in the channel it will be played in.");
        String variant = r.required("variant");
        long id = service.create(c.actor(), c.guildId(), c.channelId(), r.opt("name"), variant,
                GameSettings.defaults(variant));
        return Reply.publicly("Game #" + id + " created (" + service.game(id).name() + "). Players: /join [power]. "
                + "GM: /game settings, /game assign, then /game start.");
    }

    private Reply seat(Request r, String how) {
        String[] user = r.required("user").split("\\|", 2);
        String name = user.length > 1 ? user[1] : user[0];
        return said(service.gm().replace(r.caller().actor(), games.find(r), r.required("power"), user[0], name));
    }

    private Reply force(Request r) {
        long id = games.find(r);
        if (r.opt("phase") == null) {
            service.gm().requireGm(r.caller().actor(), id);
            String why = service.notDue(id);
            if (why != null) return Reply.error(why);
        }
        Adjudicator.Report rep = service.force(r.caller().actor(), id, r.opt("phase"));
        return rep.done() ? Reply.privately("Done: " + rep.message()) : Reply.error(rep.message());
    }

    /** A rollback, described first; it is done only when confirmed (a button on Discord, yes at the table). */
    private Reply rollback(Request r) {
        long id = games.find(r);
        String phase = r.required("phase");
        if (confirmed(r)) return said(service.gm().rollback(r.caller().actor(), id, phase));
        String plan = service.gm().rollbackPlan(r.caller().actor(), id, phase);
        return Reply.privately(plan).with(Action.confirm("Roll back to " + phase.strip().toUpperCase(java.util.Locale.ROOT),
                "game rollback", java.util.Map.of("phase", phase, "game", String.valueOf(id))));
    }

    /** The end of a game, described first; it is done only when confirmed. */
    private Reply end(Request r) {
        long id = games.find(r);
        String result = r.opt("result");
        if (confirmed(r)) return said(service.gm().end(r.caller().actor(), id, result));
        java.util.Map<String, String> options = new java.util.LinkedHashMap<>();
        options.put("game", String.valueOf(id));
        if (result != null) options.put("result", result);
        return Reply.privately(service.gm().endPlan(r.caller().actor(), id, result))
                .with(Action.confirm("End the game", "game end", options));
    }

    /** After the game: the allocations and, in an anonymous game, who played what; or the whole press. */
    private Reply reveal(Request r) {
        long id = games.find(r);
        if ("press".equals(r.opt("what"))) {
            int n = service.press().reveal(r.caller().actor(), id);
            return said("published the press of game #" + id + ": " + n + (n == 1 ? " message" : " messages")
                    + "; anyone who can see the game reads it with press log.");
        }
        String allocations = service.gm().revealAllocations(r.caller().actor(), id);
        String seats = service.press().revealSeats(r.caller().actor(), id);
        return said(seats == null ? allocations : allocations + "\n" + seats);
    }

    private static boolean confirmed(Request r) { return "yes".equals(r.opt(Action.CONFIRMED)); }

    private Reply edit(Request r) {
        long id = games.find(r);
        var a = r.caller().actor();
        String where = r.required("province");
        return said(switch (r.required("action")) {
            case "add-unit" -> service.gm().addUnit(a, id, r.required("power"), r.required("kind"), where);
            case "remove-unit" -> service.gm().removeUnit(a, id, where);
            case "set-owner" -> service.gm().setOwner(a, id, where, r.required("power"));
            default -> throw new Request.UsageException("The edit actions are add-unit, remove-unit and set-owner.");
        });
    }

    private Reply settings(Request r) {
        long id = games.find(r);
        GameSettings s;
        if (r.opt("key") == null) s = GameSettings.fromJson(service.game(id).settings());
        else s = service.configure(r.caller().actor(), id, r.required("key"), r.required("value"));
        String page = "page".equalsIgnoreCase(r.opt("key")) ? "\n" + pageNews(r.required("value"), s) : "";
        return Reply.privately("Settings: " + s.summary() + "." + page);
    }

    /** What a change of the page setting did to the links already given out. */
    private static String pageNews(String value, GameSettings s) {
        if (!s.pageOn()) return "The game page is off: every link to it, public and private, now answers that it is not valid.";
        String again = "/status gives the new public link, and each player gets their own with /board link:link.";
        return value.equalsIgnoreCase("new")
                ? "The game page has new links: every old one, public and private, now answers that it is not valid. " + again
                : "The game page is on. If it was off, its links are new and the old ones stay invalid; " + again;
    }

    /** Events on one page of the log. */
    static final int LOG_PAGE = 15;

    /** The log a page at a time, newest first, with buttons to the older and newer pages. */
    private Reply log(Request r) {
        long id = games.find(r);
        List<EventRow> events = service.log(r.caller().actor(), id);
        int pages = Math.max(1, (events.size() + LOG_PAGE - 1) / LOG_PAGE);
        int page = r.opt("page") == null ? 1 : r.integer("page");
        if (page < 1 || page > pages) {
            throw new GameException("The log of game #" + id + " has " + pages + (pages == 1 ? " page" : " pages")
                    + "; say a page from 1 (the newest events) to " + pages + ", e.g. game log page:2.");
        }
        Table t = new Table(null, List.of("#", "When", "Who", "What"), new ArrayList<>());
        int last = events.size() - (page - 1) * LOG_PAGE;
        for (int i = last - 1; i >= Math.max(0, last - LOG_PAGE); i--) {
            EventRow e = events.get(i);
            t.rows().add(List.of("#" + (i + 1), Times.token(e.at()), e.actor(), e.kind() + ": " + e.detail()));
        }
        Reply reply = Reply.privately(events.isEmpty() ? "Nothing logged yet."
                : "Newest first: page " + page + " of " + pages + ", events " + last + " to "
                        + Math.max(1, last - LOG_PAGE + 1) + " of " + events.size() + ".")
                .titled("Game #" + id + ": the log").with(t);
        if (page < pages) reply = reply.with(Action.shortcut("Older", "game log", java.util.Map.of("game",
                String.valueOf(id), "page", String.valueOf(page + 1))));
        if (page > 1) reply = reply.with(Action.shortcut("Newer", "game log", java.util.Map.of("game",
                String.valueOf(id), "page", String.valueOf(page - 1))));
        return reply;
    }

    private Reply export(Request r) {
        long id = games.find(r);
        GameRow g = service.game(id);
        String json = service.archive().export(r.caller().actor(), id);
        String note = g.status().equals("ENDED") ? "The whole game."
                : "The game so far, with its public facts and your own powers' secrets only: the other powers' current"
                + " orders, ready flags, votes, allocations and private accounts are left out. Whoever runs Chancery"
                + " has the whole game (export at the command line), and you have it whole once the game has ended.";
        return Reply.privately(note).with(new Attachment("game-" + id + ".json", "application/json",
                json.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

    private Reply importGame(Request r) {
        Caller c = r.caller();
        if (c.dm() || c.channelId() == null) throw new GameException("Import a game in the channel it will be played in.");
        long id = service.archive().importGame(c.actor(), c.guildId(), c.channelId(), r.required("export"));
        return Reply.publicly("Imported as game #" + id + ".");
    }
}
