package org.chancery.web;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;
import org.chancery.game.League;
import org.chancery.game.scoring.ScoringSystem;
import org.chancery.store.StoreException;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * A server's league page at {@code /league/<server>/<token>/}: the standings under the league's default system, the
 * same under another system at {@code <system>/}, and each player's history at {@code <system>/<user>}. The token is
 * an HMAC of the server and its link's generation, so only a link given on that server opens its page, and it shows
 * that server's league only (the league reads one server's games). A GM's {@code league link new} moves the generation
 * on: every older link then gets the 404 a wrong token gets, which says how to ask for the new one. Plain HTML and the
 * game page's style: no script at all.
 */
final class LeaguePage extends Handler.Abstract {
    private static final Pattern PATH = Pattern.compile(
            "/league/([A-Za-z0-9_-]{1,100})/([A-Za-z0-9_-]{43})(/|/([a-z-]{1,20})(?:/([A-Za-z0-9_-]{0,100}))?)?");
    /** The page's policy: its own style and icon only; no script, no forms, no frames. */
    static final String POLICY = "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none';"
            + " frame-ancestors 'none'";
    /** A link that is not (or no longer) valid: where to get a new one, and nothing about any server. */
    static final String[] GONE = {
        "The server's GM may have given the league page a new link, which ends the old ones."
                + " The link may also have been cut short when it was copied.",
        "Ask for the league in one of your server's channels: <code>/league</code> ends with its page's link"
                + " (at the local table: <code>league</code>)."};

    private final GameService service;
    private final FeedTokens tokens;

    LeaguePage(GameService service, FeedTokens tokens) {
        this.service = service;
        this.tokens = tokens;
    }

    /** The path of the server's league page. */
    String path(String guildId) {
        return "/league/" + code(guildId) + "/" + tokens.token(subject(guildId, service.leagueLink(guildId))) + "/";
    }

    /** A server's or a user's id as a path segment (base64url of its UTF-8), whatever its characters. */
    static String code(String id) {
        return java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(id.getBytes(StandardCharsets.UTF_8));
    }

    /** The id of a path segment, or null when it is not one {@link #code} makes. */
    static String decode(String segment) {
        try {
            String id = new String(java.util.Base64.getUrlDecoder().decode(segment), StandardCharsets.UTF_8);
            return code(id).equals(segment) ? id : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Generation 0 is the subject the first links were made of, so they stay good until a GM makes new ones. */
    private static String subject(String guildId, int generation) {
        return "chancery league " + guildId + (generation == 0 ? "" : " " + generation);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        Matcher m = PATH.matcher(Request.getPathInContext(request));
        if (!m.matches()) return false;
        String guild = decode(m.group(1));
        int generation;
        try {
            generation = guild == null ? 0 : service.leagueLink(guild);
        } catch (StoreException e) {
            Replies.unavailable(request, response, callback, "league page", e);
            return true;
        }
        if (guild == null || !tokens.valid(subject(guild, generation), m.group(2))) {
            Replies.page(request, response, callback, 404, GamePage.GONE_TITLE, GONE);
            return true;
        }
        if (m.group(3) == null) { // without its trailing slash
            response.getHeaders().put(HttpHeader.LOCATION, Request.getPathInContext(request) + "/");
            Replies.text(request, response, callback, 308, "The page is at its address with a trailing slash.\n");
            return true;
        }
        ScoringSystem system = m.group(4) == null ? League.DEFAULT_SYSTEM : ScoringSystem.find(m.group(4));
        if (system == null) return false;
        League.Filter f = new League.Filter(null, null, null, system);
        String base = "/league/" + m.group(1) + "/" + m.group(2) + "/";
        boolean one = m.group(5) != null && !m.group(5).isEmpty();
        String user = one ? decode(m.group(5)) : null;
        if (one && user == null) return false;
        String html;
        try {
            html = user == null ? standings(base, service.league(guild, f)) : record(base, service.leagueRecord(guild, user, f));
        } catch (StoreException e) {
            Replies.unavailable(request, response, callback, "league page", e);
            return true;
        }
        if (html == null) return false; // nobody of that number in this league: the plain 404
        response.getHeaders().put("Content-Security-Policy", POLICY);
        Replies.cached(request, response, callback, "text/html; charset=utf-8", "private, no-cache", Replies.etag(html),
                () -> html.getBytes(StandardCharsets.UTF_8));
        return true;
    }

    private static StringBuilder head(String title) {
        StringBuilder b = new StringBuilder(8192);
        b.append("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
                .append("<meta name=\"referrer\" content=\"no-referrer\">")
                .append("<title>").append(PageModel.esc(title)).append("</title>")
                .append("<link rel=\"stylesheet\" href=\"/assets/page.css\"><link rel=\"icon\" href=\"/assets/icon.svg\">")
                .append("</head>\n<body>\n<main id=\"page\" class=\"league\">\n");
        return b;
    }

    /** Links to the same page under each scoring system, the one shown marked. */
    private static void systems(StringBuilder b, String base, ScoringSystem shown, String user) {
        b.append("<nav class=\"systems\">Scored by: ");
        for (ScoringSystem s : ScoringSystem.values()) {
            String href = base + (s == League.DEFAULT_SYSTEM && user == null ? "" : s.id() + "/" + (user == null ? "" : user));
            b.append("<a href=\"").append(PageModel.esc(href)).append('"').append(s == shown ? " aria-current=\"page\"" : "")
                    .append('>').append(s.id()).append("</a> ");
        }
        b.append("</nav>\n");
    }

    static String standings(String base, League.Standings s) {
        StringBuilder b = head("League standings");
        b.append("<header><h1>League standings</h1><p class=\"sub\">").append(s.games())
                .append(s.games() == 1 ? " ended game" : " ended games").append(" of this server, scored by ")
                .append(s.system().id()).append("</p></header>\n");
        systems(b, base, s.system(), null);
        if (s.players().isEmpty()) {
            b.append("<p id=\"empty\">No ended game counts in this server's league yet.</p>");
        } else {
            b.append("<section class=\"standings\"><table id=\"standings\"><thead><tr><th>#</th><th>Player</th><th>Games</th>")
                    .append("<th>Won</th><th>Drawn</th><th>Survived</th><th>Out</th><th>Total</th><th>Mean</th><th>Missed</th>")
                    .append("<th>Reliable</th></tr></thead><tbody>");
            List<League.Standing> all = s.players();
            for (int i = 0; i < all.size(); i++) {
                League.Standing p = all.get(i);
                b.append("<tr><td>").append(i + 1).append("</td><td><a href=\"").append(PageModel.esc(base + s.system().id() + "/" + code(p.userId())))
                        .append("\">").append(PageModel.esc(name(p.name()))).append("</a></td>");
                cells(b, p.games(), p.wins(), p.draws(), p.survivals(), p.eliminations());
                b.append("<td>").append(ScoringSystem.shown(p.total())).append("</td><td>").append(ScoringSystem.shown(p.mean()))
                        .append("</td><td>").append(p.missed()).append("</td><td>").append(percent(p.reliability())).append("</td></tr>");
            }
            b.append("</tbody></table></section>\n");
        }
        return b.append("</main>\n</body></html>\n").toString();
    }

    /** A player's history, or null when the player finished no game of this server's league. */
    static String record(String base, League.Record r) {
        League.Standing s = r.standing();
        if (s == null) return null;
        StringBuilder b = head("League record: " + name(s.name()));
        b.append("<header><h1>League record: ").append(PageModel.esc(name(s.name()))).append("</h1><p class=\"sub\">")
                .append("<a href=\"").append(PageModel.esc(base + (r.system() == League.DEFAULT_SYSTEM ? "" : r.system().id() + "/")))
                .append("\">Standings</a> \u00b7 scored by ").append(r.system().id()).append("</p></header>\n");
        systems(b, base, r.system(), code(s.userId()));
        b.append("<p id=\"summary\">").append(s.games()).append(s.games() == 1 ? " game: " : " games: ").append(s.wins())
                .append(" won, ").append(s.draws()).append(" drawn, ").append(s.survivals()).append(" survived, ")
                .append(s.eliminations()).append(" eliminated; total ").append(ScoringSystem.shown(s.total())).append(", mean ")
                .append(ScoringSystem.shown(s.mean())).append("; missed ").append(s.missed()).append(" of ").append(s.phases())
                .append(" phases (").append(percent(s.reliability())).append(" reliable).</p>\n");
        b.append("<section class=\"history\"><table id=\"history\"><thead><tr><th>Game</th><th>Variant</th><th>Power</th>")
                .append("<th>Result</th><th>Centres</th><th>Score</th><th>Ended (UTC)</th></tr></thead><tbody>");
        for (League.Played p : r.games()) {
            b.append("<tr><td>#").append(p.gameId()).append(' ').append(PageModel.esc(p.gameName())).append("</td><td>")
                    .append(PageModel.esc(p.variant())).append("</td><td>").append(PageModel.esc(p.power())).append("</td><td>")
                    .append(PageModel.esc(p.result())).append("</td><td>").append(p.centres()).append("</td><td>")
                    .append(ScoringSystem.shown(p.score())).append("</td><td>")
                    .append(Instant.ofEpochMilli(p.endedAt()).atZone(ZoneOffset.UTC).toLocalDate()).append("</td></tr>");
        }
        b.append("</tbody></table></section>\n");
        return b.append("</main>\n</body></html>\n").toString();
    }

    private static void cells(StringBuilder b, int... n) {
        for (int v : n) b.append("<td>").append(v).append("</td>");
    }

    private static String name(String n) { return n == null ? "someone" : n; }

    private static String percent(double v) { return Math.round(v * 100) + "%"; }
}
