package org.chancery.web;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.engine.GameState;
import org.chancery.engine.Outcome;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.Rulebook;
import org.chancery.game.Views;
import org.chancery.render.MapRenderer;
import org.chancery.render.Palette;
import org.chancery.render.RenderOptions;
import org.chancery.store.GameRow;
import org.chancery.store.StoreException;
import org.chancery.variant.Power;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * A game's page at {@code /game/<game>/<token>/}: its latest phase, every earlier one at {@code <seq>}, each
 * board at {@code <seq>-<version>.svg} (see {@link #boardName}), and {@code live.json} that the page polls to move on after an adjudication. A
 * power's private page, {@code /game/<game>-<n>/<token>/}, is the same with that power's own current orders
 * drawn. The token is an HMAC of the game, the links' generation and the power; a GM's {@code page off} or
 * {@code page new} changes the generation, so old links get the same 404 as a wrong token,
 * one that says how to ask for a new link. A power's page and its parts are never stored by a cache.
 */
final class GamePage extends Handler.Abstract {
    private static final Pattern PATH = Pattern.compile(
            "/game/(\\d{1,18})(?:-(\\d{1,3}))?/([A-Za-z0-9_-]{43})(?:/([^/]{0,64}))?");
    /** The parts of a page: the latest phase, a phase, its board, and live.json. */
    private static final Pattern PART = Pattern.compile("|\\d{1,6}|\\d{1,6}(?:-[A-Za-z0-9_-]{1,16})?\\.svg|live\\.json");
    /** The page's policy: its own script, style, images and boards only, nothing inline, no forms, no frames. */
    static final String POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'self'; frame-src 'self';"
            + " connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
    /** A board's policy: the SVG styles its own shapes and can load and run nothing. */
    static final String BOARD_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";
    private static final String PAST = "private, max-age=31536000, immutable";
    private static final String NOW = "private, no-cache";
    /** A power's page shows its own orders: no cache, even the browser's, keeps a copy. */
    private static final String SECRET = "private, no-store";

    /** A link that is not (or no longer) valid: where to get a new one, and nothing about the game. */
    static final String GONE_TITLE = "This link is not valid";
    static final String[] GONE = {
        "The game's page may have been turned off by the GM, or the GM made new links, which ends the old ones."
                + " The link may also have been cut short when it was copied.",
        "Ask for a new one in the game's channel: <code>/board link:link</code> gives your power's own private page,"
                + " and <code>/status</code> ends with the public page's link (at the local table: <code>board link</code>"
                + " and <code>status</code>)."};

    private final GameService service;
    private final FeedTokens tokens;
    private final Recent<Drawn> boards = new Recent<>(64);
    private final Recent<List<PageModel.Point>> races = new Recent<>(64);
    private final Recent<Made> pages = new Recent<>(64);

    GamePage(GameService service, FeedTokens tokens) {
        this.service = service;
        this.tokens = tokens;
    }

    /** The path of the game's public page, or empty while the GM has it off. */
    Optional<String> path(long gameId) {
        GameSettings s = settings(service.game(gameId));
        if (!s.pageOn()) return Optional.empty();
        return Optional.of("/game/" + gameId + "/" + tokens.token(subject(gameId, s.page(), null)) + "/");
    }

    /** The path of one power's private page, or empty while the page is off or the power is not the variant's. */
    Optional<String> path(long gameId, String power) {
        GameRow g = service.game(gameId);
        GameSettings s = settings(g);
        List<Power> powers = Rulebook.of(g.variant()).variant().powers();
        int n = -1;
        for (int i = 0; i < powers.size(); i++) if (powers.get(i).name().equals(power)) n = i;
        if (!s.pageOn() || n < 0) return Optional.empty();
        return Optional.of("/game/" + gameId + "-" + n + "/" + tokens.token(subject(gameId, s.page(), power)) + "/");
    }

    private static String subject(long gameId, int generation, String power) {
        return "chancery page " + gameId + " " + generation + (power == null ? "" : " " + power);
    }

    private static GameSettings settings(GameRow g) { return GameSettings.fromJson(g.settings()); }

    /**
     * The name of phase {@code seq}'s board, {@code <seq>-<version>.svg}: the version names the phase's stored rows and
     * the palette, so a rollback, a new adjudication or a new palette gives the board a new name and no cache keeps the old.
     */
    static String boardName(GameService service, GameRow g, int seq) {
        String v = Replies.etag(String.valueOf(service.views().phaseVersion(g.id(), seq)), settings(g).palette());
        return seq + "-" + v.substring(3, 13) + ".svg";
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        Matcher m = PATH.matcher(Request.getPathInContext(request));
        if (!m.matches()) return false;
        long id = Long.parseLong(m.group(1));
        GameRow g;
        Rulebook rb;
        try {
            g = service.game(id);
            rb = Rulebook.of(g.variant());
        } catch (StoreException e) {
            Replies.unavailable(request, response, callback, "game page of game #" + id, e);
            return true;
        } catch (RuntimeException e) {
            Replies.page(request, response, callback, 404, GONE_TITLE, GONE); // no such game: the same 404 as a wrong token
            return true;
        }
        GameSettings s = settings(g);
        String power = null;
        if (m.group(2) != null) {
            int n = Integer.parseInt(m.group(2));
            if (n >= rb.variant().powers().size()) {
                Replies.page(request, response, callback, 404, GONE_TITLE, GONE);
                return true;
            }
            power = rb.variant().powers().get(n).name();
        }
        if (!s.pageOn() || !tokens.valid(subject(id, s.page(), power), m.group(3))) {
            Replies.page(request, response, callback, 404, GONE_TITLE, GONE);
            return true;
        }
        String what = m.group(4);
        if (what == null) { // the link without its trailing slash: its relative links would miss the token
            response.getHeaders().put(HttpHeader.LOCATION, Request.getPathInContext(request) + "/");
            Replies.text(request, response, callback, 308, "The page is at its address with a trailing slash.\n");
            return true;
        }
        String cache = power == null ? NOW : SECRET;
        int latest = g.phaseSeq();
        if (!PART.matcher(what).matches()) {
            Replies.page(request, response, callback, 404, "Not part of this game's page",
                    "This address starts as the game's page does, but the page has no part called \u201c" + PageModel.esc(org.eclipse.jetty.util.URIUtil.decodePath(what))
                            + "\u201d. <a href=\"./\">The game's page</a> shows its latest phase and links to every earlier one.");
            return true;
        }
        if (what.equals("live.json")) {
            Views.Status st = service.views().status(id);
            // a private page also follows its power's own orders, by a digest of them, so a second order given
            // at the table or on Discord shows without a reload even when the count of powers with orders in is the same
            String mine = power == null ? null : Replies.etag(String.join("\n", service.orders().standing(id, power))).substring(3, 13);
            String json = PageModel.live(st, mine);
            Replies.cached(request, response, callback, "application/json", cache, Replies.etag(json),
                    () -> json.getBytes(StandardCharsets.UTF_8));
            return true;
        }
        boolean svg = what.endsWith(".svg");
        int seq = what.isEmpty() ? latest : Integer.parseInt(what.replaceAll("[-.].*", ""));
        if (seq > latest) {
            Replies.page(request, response, callback, 404, "No such phase yet",
                    "This game has played phases 0 to " + latest + " so far, so there is no phase " + seq + " yet. <a href=\"./\">The latest phase</a>.");
            return true;
        }
        boolean past = seq < latest;
        String name = svg ? boardName(service, g, seq) : null;
        if (svg && !what.equals(name)) { // an old name, from before a rollback or a new palette
            response.getHeaders().put(HttpHeader.LOCATION, name);
            Replies.text(request, response, callback, 302, "This board has a new address.\n");
            return true;
        }
        if (svg) {
            List<String> own = !past && power != null ? service.orders().standing(id, power) : List.of();
            String key = id + "/" + s.page() + "/" + seq + "/" + latest + "/" + s.palette() + "/" + (power == null ? "" : power) + own;
            String etag = Replies.etag("board", key);
            String p = power;
            response.getHeaders().put("Content-Security-Policy", BOARD_POLICY);
            response.getHeaders().put("X-Frame-Options", "SAMEORIGIN"); // the page shows it in an object
            boolean gzip = gzip(request.getHeaders().get(HttpHeader.ACCEPT_ENCODING));
            response.getHeaders().put(HttpHeader.VARY, "Accept-Encoding");
            Replies.cached(request, response, callback, "image/svg+xml", power != null ? SECRET : past ? PAST : NOW, etag, () -> {
                Drawn d = boards.get(key, () -> Drawn.of(board(id, rb, s, seq, past, p, own)));
                if (!gzip) return d.plain();
                response.getHeaders().put(HttpHeader.CONTENT_ENCODING, "gzip");
                return d.gzipped();
            });
            return true;
        }
        List<PageModel.Point> race = races.get(id + "/" + latest + "/" + g.version(), () -> PageModel.race(service, rb, id, latest));
        response.getHeaders().put("Content-Security-Policy", POLICY);
        if (past) {
            // a past phase's page changes only with the game (its latest phase, its row): made and gzipped once for many
            String p = power;
            Made page = pages.get(id + "/" + seq + "/" + latest + "/" + g.version() + "/" + s.page() + "/" + (p == null ? "" : p),
                    () -> Made.of(new PageModel(service, g, rb, seq, p, List.of(), race).html()));
            boolean gzip = gzip(request.getHeaders().get(HttpHeader.ACCEPT_ENCODING));
            response.getHeaders().put(HttpHeader.VARY, "Accept-Encoding");
            Replies.cached(request, response, callback, "text/html; charset=utf-8", cache, page.etag(), () -> {
                if (!gzip) return page.drawn().plain();
                response.getHeaders().put(HttpHeader.CONTENT_ENCODING, "gzip");
                return page.drawn().gzipped();
            });
            return true;
        }
        String html = new PageModel(service, g, rb, seq, power, power == null ? List.of() : service.orders().standing(id, power), race).html();
        Replies.cached(request, response, callback, "text/html; charset=utf-8", cache, Replies.etag(html),
                () -> html.getBytes(StandardCharsets.UTF_8));
        return true;
    }

    /** A past phase's page as made once: its ETag and its bytes, plain and gzipped. */
    record Made(String etag, Drawn drawn) {
        static Made of(String html) { return new Made(Replies.etag(html), Drawn.of(html)); }
    }

    /** A phase's board: a past one with its orders and outcomes, the latest as it stands (a power's own orders on its private page). */
    private String board(long id, Rulebook rb, GameSettings s, int seq, boolean past, String power, List<String> own) {
        Views.PhaseView v = service.views().phaseAt(id, seq);
        GameState state = v.state();
        Palette palette = Palette.named(s.palette());
        RenderOptions options = RenderOptions.defaults().palette(palette == null ? Palette.STANDARD : palette)
                .marks(rb.rules().marks(state));
        if (past && v.adjudicated()) {
            List<Outcome> outcomes = rb.outcomes(state, v.results());
            Views.PhaseView next = service.views().phaseAt(id, seq + 1);
            options = options.orders(outcomes.stream().map(Outcome::order).toList(), outcomes);
            if (next != null) options = options.dislodged(next.state().dislodged().stream().map(d -> d.unit().location()).toList());
        } else if (power != null && !own.isEmpty()) {
            options = options.orders(rb.reparse(state, power, own), List.of());
        }
        String title = "Game #" + id + ": " + service.game(id).name() + ", the board at " + state.phase().displayName()
                + (past && v.adjudicated() ? ", with its orders and their outcomes" : power != null && !own.isEmpty() ? ", with " + power + "'s own orders" : "");
        return titled(fit(MapRenderer.svg(rb.variant(), state, options)), title);
    }

    /** The board with a title (the first child of its root), which a screen reader reads and a browser shows on hover. */
    static String titled(String svg, String title) {
        int root = svg.indexOf("<svg");
        int end = root < 0 ? -1 : svg.indexOf('>', root);
        if (end < 0) return svg;
        return svg.substring(0, end + 1) + "<title>" + PageModel.esc(title) + "</title>" + svg.substring(end + 1);
    }

    private static final Pattern SIZE = Pattern.compile("\\A(.*?<svg[^>]*?) width='(\\d+)' height='(\\d+)'", Pattern.DOTALL);

    /**
     * The board sized to the box it is shown in, keeping its shape: JFreeSVG gives the root a size in pixels and
     * no viewBox, which an {@code object} would draw at full size and cut.
     */
    static String fit(String svg) {
        Matcher m = SIZE.matcher(svg);
        if (!m.lookingAt()) return svg;
        return m.group(1) + " width='100%' height='100%' viewBox='0 0 " + m.group(2) + " " + m.group(3) + "'" + svg.substring(m.end());
    }

    /**
     * A board (or a past page) as drawn and gzipped once: a W3K board is about 1.8 MB of SVG and 0.25 MB gzipped,
     * so gzipping it for each reader would cost more than serving it.
     */
    record Drawn(byte[] plain, byte[] gzipped) {
        static Drawn of(String svg) {
            byte[] plain = svg.getBytes(StandardCharsets.UTF_8);
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(plain.length / 6);
            try (java.util.zip.GZIPOutputStream z = new java.util.zip.GZIPOutputStream(out)) {
                z.write(plain);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return new Drawn(plain, out.toByteArray());
        }
    }

    /**
     * Whether the client takes gzip (RFC 9110, 12.5.3): gzip named with a quality above 0, or, when gzip is not named,
     * "*" with a quality above 0. A name given its own quality wins over "*", in whatever order they come.
     */
    static boolean gzip(String acceptEncoding) {
        if (acceptEncoding == null) return false;
        Boolean star = null;
        for (String part : acceptEncoding.split(",")) {
            String[] bits = part.strip().split(";");
            String coding = bits[0].strip();
            boolean zero = false;
            for (int i = 1; i < bits.length; i++) {
                zero |= bits[i].strip().replace(" ", "").toLowerCase(java.util.Locale.ROOT).matches("q=0(\\.0{0,3})?");
            }
            if (coding.equalsIgnoreCase("gzip") || coding.equalsIgnoreCase("x-gzip")) return !zero;
            if (coding.equals("*")) star = !zero;
        }
        return Boolean.TRUE.equals(star);
    }
}
