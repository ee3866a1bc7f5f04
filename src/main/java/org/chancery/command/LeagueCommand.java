package org.chancery.command;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.game.League;
import org.chancery.game.scoring.ScoringSystem;
import org.chancery.variant.VariantLoader;

/**
 * {@code league}: this server's standings over its ended games, a page at a time, or one player's record
 * ({@code league me}, {@code league player:@someone}). Only this server's games count; a DM has no league.
 * {@code league link new}: a server's GM gives the league page a new link, which ends every old one.
 */
final class LeagueCommand {
    /** Players on one page of the standings, and games on one page of a record. */
    static final int PAGE = 15;

    private final GameService service;
    private final FeedLinks links;

    LeagueCommand(GameService service, FeedLinks links) {
        this.service = service;
        this.links = links;
    }

    CommandSpec spec() {
        List<String> systems = ScoringSystem.ids();
        return new CommandSpec("league", "this server's standings over its ended games; me: your own record", Role.ANYONE,
                List.of(OptionSpec.choice("record", "me: your own record instead of the standings", false, "me"),
                        new OptionSpec("player", "a member whose record to show", OptionSpec.Type.USER, false,
                                OptionSpec.Completion.NONE, List.of(), 200),
                        OptionSpec.word("variant", "only games of this variant", false, OptionSpec.Completion.VARIANT),
                        OptionSpec.word("from", "only games ended on or after this day (YYYY-MM-DD, UTC)", false,
                                OptionSpec.Completion.NONE),
                        OptionSpec.word("to", "only games ended on or before this day (YYYY-MM-DD, UTC)", false,
                                OptionSpec.Completion.NONE),
                        OptionSpec.choice("scoring", "score every game by this system (default draw-size)", false,
                                systems.toArray(new String[0])),
                        OptionSpec.word("top", "show only the first N players", false, OptionSpec.Completion.NONE),
                        OptionSpec.word("page", "the page to show", false, OptionSpec.Completion.NONE)),
                this::run);
    }

    CommandSpec linkSpec() {
        return new CommandSpec("league link", "new: give this server's league page a new link; every old one stops working",
                Role.GM, List.of(OptionSpec.choice("action", "new: a new link; the old ones answer 404 (not found)", true, "new")),
                this::newLink);
    }

    private static String guild(Request r, String example) {
        Caller c = r.caller();
        if (c.dm() || c.guildId() == null) {
            throw new GameException("The league is kept per server: ask in one of the server's channels, e.g. " + example + ".");
        }
        return c.guildId();
    }

    private Reply newLink(Request r) {
        String guild = guild(r, "league link new");
        service.newLeagueLink(r.caller().actor(), guild);
        String url = links.league(guild).map(u -> " The new one: " + u + " (/league gives it to anyone who asks).")
                .orElse(" This Chancery serves no web pages just now, so there is no new link to give yet.");
        return Reply.privately("Done: the league page has a new link. Every old one now answers 404 (not found), with how"
                + " to ask for the new one." + url);
    }

    private Reply run(Request r) {
        Caller c = r.caller();
        guild(r, "league or league me");
        League.Filter f = filter(r);
        String player = r.opt("player");
        if ("me".equals(r.opt("record"))) return record(r, c.userId(), c.userName(), f, true);
        if (player != null) {
            int bar = player.indexOf('|');
            String id = bar < 0 ? player : player.substring(0, bar);
            return record(r, id, bar < 0 ? id : player.substring(bar + 1), f, false);
        }
        return standings(r, service.league(c.guildId(), f), f);
    }

    private Reply standings(Request r, League.Standings s, League.Filter f) {
        List<League.Standing> all = s.players();
        int top = r.opt("top") == null ? all.size() : positive(r, "top", "the number of players to show, e.g. league top:10");
        List<League.Standing> shown = all.subList(0, Math.min(top, all.size()));
        int pages = Math.max(1, (shown.size() + PAGE - 1) / PAGE);
        int page = page(r, pages, "league");
        Table t = new Table(null, List.of("#", "Player", "Games", "Won", "Drawn", "Survived", "Out", "Total", "Mean",
                "Missed", "Reliable"), new ArrayList<>());
        for (int i = (page - 1) * PAGE; i < Math.min(shown.size(), page * PAGE); i++) {
            League.Standing p = shown.get(i);
            t.rows().add(List.of(String.valueOf(i + 1), name(p.name()), String.valueOf(p.games()), String.valueOf(p.wins()),
                    String.valueOf(p.draws()), String.valueOf(p.survivals()), String.valueOf(p.eliminations()),
                    number(p.total()), number(p.mean()), String.valueOf(p.missed()), percent(p.reliability())));
        }
        String scope = scope(f, s.games());
        String web = links.league(r.caller().guildId()).map(u -> "\nLeague page, with each player's history: " + u).orElse("");
        Reply reply = Reply.publicly((shown.isEmpty() ? "No ended game counts in this server's league yet (" + scope(f, -1) + ")."
                : scope + ". Page " + page + " of " + pages + ", players " + ((page - 1) * PAGE + 1) + " to "
                + Math.min(shown.size(), page * PAGE) + " of " + shown.size() + ".") + web)
                .titled("League: " + s.system().id());
        if (!shown.isEmpty()) reply = reply.with(t);
        return paged(reply, r, page, pages);
    }

    private Reply record(Request r, String userId, String name, League.Filter f, boolean own) {
        League.Record rec = service.leagueRecord(r.caller().guildId(), userId, f);
        String who = own ? "You have" : name(name) + " has";
        if (rec.standing() == null) {
            return Reply.privately(who + " finished no game that counts in this server's league " + scope(f, -1) + ".");
        }
        League.Standing s = rec.standing();
        int pages = Math.max(1, (rec.games().size() + PAGE - 1) / PAGE);
        int page = page(r, pages, own ? "league me" : "league player:@" + name(name));
        Table t = new Table(null, List.of("Game", "Variant", "Power", "Result", "Centres", "Score", "Ended"), new ArrayList<>());
        for (int i = (page - 1) * PAGE; i < Math.min(rec.games().size(), page * PAGE); i++) {
            League.Played p = rec.games().get(i);
            t.rows().add(List.of("#" + p.gameId() + " " + p.gameName(), p.variant(), p.power(), p.result(),
                    String.valueOf(p.centres()), number(p.score()), Times.token(p.endedAt())));
        }
        String text = who + " played " + s.games() + (s.games() == 1 ? " game" : " games") + " " + scope(f, -1) + ": "
                + s.wins() + " won, " + s.draws() + " drawn, " + s.survivals() + " survived, " + s.eliminations()
                + " eliminated; total " + number(s.total()) + ", mean " + number(s.mean()) + "; missed " + s.missed()
                + (s.missed() == 1 ? " phase" : " phases") + " of " + s.phases() + " (" + percent(s.reliability())
                + " reliable). Page " + page + " of " + pages + ", latest first.";
        return paged(Reply.privately(text).titled("League record: " + name(name)).with(t), r, page, pages);
    }

    private static Reply paged(Reply reply, Request r, int page, int pages) {
        if (page < pages) reply = reply.with(Action.shortcut("Next", "league", options(r, page + 1)));
        if (page > 1) reply = reply.with(Action.shortcut("Previous", "league", options(r, page - 1)));
        return reply;
    }

    private static Map<String, String> options(Request r, int page) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String k : List.of("record", "player", "variant", "from", "to", "scoring", "top")) {
            if (r.opt(k) != null) out.put(k, r.opt(k));
        }
        out.put("page", String.valueOf(page));
        return out;
    }

    static League.Filter filter(Request r) {
        String variant = r.opt("variant");
        if (variant != null && !VariantLoader.ids().contains(variant.strip().toLowerCase(Locale.ROOT))) {
            throw new GameException("There is no variant '" + cut(variant) + "'; say one of "
                    + String.join(", ", VariantLoader.ids()) + " (e.g. league variant:" + VariantLoader.ids().get(0) + ").");
        }
        Long from = day(r, "from", 0);
        Long to = day(r, "to", 1);
        if (from != null && to != null && to <= from) {
            throw new GameException("The season ends before it begins: 'to' must be the same day as 'from' or later.");
        }
        String sys = r.opt("scoring");
        return new League.Filter(variant == null ? null : variant.strip().toLowerCase(Locale.ROOT), from, to,
                sys == null ? null : ScoringSystem.named(sys));
    }

    /** The start of the day named by option {@code name} plus {@code after} days, in epoch ms UTC; null if not given. */
    private static Long day(Request r, String name, int after) {
        String v = r.opt(name);
        if (v == null) return null;
        try {
            return LocalDate.parse(v.strip()).plusDays(after).atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli();
        } catch (DateTimeParseException e) {
            throw new GameException(name + ": '" + cut(v) + "' is not a day; write it as YYYY-MM-DD, e.g. league from:2026-09-01 to:2026-12-31.");
        }
    }

    private static int positive(Request r, String name, String example) {
        String v = r.opt(name).strip();
        if (!v.matches("\\d{1,6}") || Integer.parseInt(v) < 1) {
            throw new GameException(name + ": '" + cut(v) + "' is not a whole number from 1; say " + example + ".");
        }
        return Integer.parseInt(v);
    }

    private static int page(Request r, int pages, String command) {
        if (r.opt("page") == null) return 1;
        String v = r.opt("page").strip();
        int page = v.matches("\\d{1,6}") ? Integer.parseInt(v) : 0;
        if (page < 1 || page > pages) {
            throw new GameException("There " + (pages == 1 ? "is 1 page" : "are " + pages + " pages") + "; say a page from 1 to "
                    + pages + ", e.g. " + command + " page:" + pages + ".");
        }
        return page;
    }

    private static String scope(League.Filter f, int games) {
        List<String> parts = new ArrayList<>();
        if (games >= 0) parts.add(games + (games == 1 ? " ended game" : " ended games"));
        if (f.variant() != null) parts.add("of " + f.variant());
        if (f.from() != null) parts.add("from " + LocalDate.ofEpochDay(f.from() / 86_400_000L));
        if (f.to() != null) parts.add("to " + LocalDate.ofEpochDay(f.to() / 86_400_000L - 1));
        parts.add("scored by " + f.system().id());
        return String.join(" ", parts);
    }

    private static String name(String n) { return n == null ? "someone" : n; }

    private static String number(double v) { return ScoringSystem.shown(v); }

    /** Typed text as quoted back: at most 40 characters. */
    private static String cut(String v) { return v.length() <= 40 ? v : v.substring(0, 39) + "\u2026"; }

    private static String percent(double v) { return Math.round(v * 100) + "%"; }
}
