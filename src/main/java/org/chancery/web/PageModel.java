package org.chancery.web;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.ResultLine;
import org.chancery.game.Rulebook;
import org.chancery.game.Views;
import org.chancery.store.GameRow;
import org.chancery.store.PlayerRow;
import org.chancery.variant.Measure;
import org.chancery.variant.TextView;

/**
 * One phase of a game's page as HTML: the board, links between phases, the orders and their outcomes once
 * adjudicated, the deadline and how many powers have orders in, the race and the variant's public board text.
 * Only what {@link Views} shows anyone, and on a power's private page that power's own orders as they stand.
 * Every name from the game is escaped; the page has no inline script or style.
 */
final class PageModel {
    /** A phase's race as the variant measures it (centres, or its own measures), for the chart and table. */
    record Point(int seq, org.chancery.engine.Phase phase, List<Measure> measures) {
        String code() { return phase.code(); }
    }

    private final GameRow game;
    private final Rulebook rb;
    private final Views.Status status;
    private final Views.PhaseView shown;
    private final List<Point> race;
    private final String power;
    private final List<String> own;

    private final String board;

    PageModel(GameService service, GameRow game, Rulebook rb, int seq, String power, List<String> own, List<Point> race) {
        this.game = game;
        this.rb = rb;
        this.status = service.views().status(game.id());
        this.shown = service.views().phaseAt(game.id(), seq);
        this.race = race;
        this.power = power;
        this.own = own;
        this.board = GamePage.boardName(service, game, seq);
    }

    /** Every phase's race, first to latest. */
    static List<Point> race(GameService service, Rulebook rb, long id, int latest) {
        List<Point> out = new ArrayList<>();
        for (int i = 0; i <= latest; i++) {
            Views.PhaseView v = service.views().phaseAt(id, i);
            if (v != null) out.add(new Point(i, v.state().phase(), rb.rules().race(v.state())));
        }
        return out;
    }

    /**
     * What the page polls: the latest phase and how many have orders in, nothing of whose; on a power's private page
     * also {@code mine}, a digest of that power's own orders, which changes when they do.
     */
    static String live(Views.Status st, String mine) {
        GameRow g = st.game();
        return "{\"seq\":" + g.phaseSeq() + ",\"phase\":\"" + json(st.state().phase().code()) + "\",\"name\":\""
                + json(st.state().phase().displayName()) + "\",\"in\":" + st.submitted() + ",\"owing\":" + st.owing()
                + ",\"ended\":" + (g.outcome() != null) + (mine == null ? "" : ",\"mine\":\"" + json(mine) + "\"") + "}";
    }

    String html() {
        int latest = game.phaseSeq();
        int seq = shown.seq();
        GameState state = shown.state();
        String title = "Game #" + game.id() + ": " + game.name();
        StringBuilder b = new StringBuilder(8192);
        b.append("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
                .append("<meta name=\"referrer\" content=\"no-referrer\">")
                .append("<title>").append(esc(title + " \u2013 " + state.phase().displayName())).append("</title>")
                .append("<link rel=\"stylesheet\" href=\"/assets/page.css\"><link rel=\"icon\" href=\"/assets/icon.svg\">")
                .append("<script src=\"/assets/page.js\" defer></script></head>\n")
                .append("<body data-seq=\"").append(seq).append("\" data-latest=\"").append(latest)
                .append("\" data-live=\"").append(seq == latest && game.outcome() == null).append("\">\n<main id=\"page\">\n");
        b.append("<header><h1>").append(esc(title)).append("</h1><p class=\"sub\">").append(esc(rb.variant().name()))
                .append(" \u00b7 <strong id=\"phase\">").append(esc(state.phase().displayName())).append("</strong>");
        if (seq < latest) b.append(" \u00b7 <a href=\"./\">latest</a>");
        b.append("</p>");
        if (power != null) {
            b.append("<p class=\"private\">Private page of ").append(esc(power))
                    .append(seq == latest ? ": your own orders as they stand are drawn; only this link shows them." : ".").append("</p>");
        }
        b.append("</header>\n");
        nav(b, seq, latest);
        // an object, not an img, so that the script can read the board's provinces and add names as the zoom allows;
        // its fallback is a link, not an img, which the browser would download a second time
        String alt = esc("The board at " + state.phase().displayName());
        b.append("<section id=\"board\" class=\"board\" tabindex=\"0\" aria-label=\"").append(alt)
                .append(": + and \u2212 zoom, the arrow keys move it once zoomed in; every province is in the table below\">")
                .append("<object id=\"map\" type=\"image/svg+xml\" data=\"").append(board)
                .append("\" aria-label=\"").append(alt).append("\"><a href=\"").append(board).append("\">").append(alt)
                .append("</a></object></section>\n");
        b.append("<div class=\"cols\">\n");
        if (seq == latest) now(b);
        if (shown.adjudicated()) results(b);
        if (power != null && seq == latest && game.outcome() == null) mine(b, state);
        facts(b, state);
        raceSection(b);
        b.append("</div>\n");
        places(b, state);
        b.append("</main>\n");
        // outside the part the script replaces on a new phase, so that a screen reader hears what it says then
        b.append("<p id=\"announce\" class=\"sr-only\" aria-live=\"polite\"></p>\n</body></html>\n");
        return b.toString();
    }

    private void nav(StringBuilder b, int seq, int latest) {
        b.append("<nav class=\"phases\">");
        if (seq > 0) b.append("<a rel=\"prev\" id=\"prev\" href=\"").append(seq - 1).append("\">\u2190 previous</a>");
        else b.append("<span class=\"off\">\u2190 previous</span>");
        b.append("<details><summary>Every phase (").append(race.size()).append(")</summary><ol>");
        for (Point c : race) {
            b.append("<li><a href=\"").append(c.seq() == latest ? "./" : String.valueOf(c.seq())).append('"')
                    .append(c.seq() == seq ? " aria-current=\"page\"" : "").append(" title=\"").append(esc(c.code())).append("\">")
                    .append(esc(c.phase().displayName())).append("</a></li>");
        }
        b.append("</ol></details>");
        if (seq < latest) b.append("<a rel=\"next\" id=\"next\" href=\"").append(seq + 1 == latest ? "./" : String.valueOf(seq + 1))
                .append("\">next \u2192</a>");
        else b.append("<span class=\"off\">next \u2192</span>");
        b.append("</nav>\n");
    }

    /** The deadline (shown in the reader's zone by the script, in UTC without it) and how many have orders in. */
    private void now(StringBuilder b) {
        b.append("<section class=\"now\"><h2>Now</h2>");
        if (game.outcome() != null) {
            b.append("<p>Game over: ").append(esc(game.outcome())).append("</p>");
        } else if (game.status().equals("FORMING")) {
            b.append("<p>Waiting for players; the GM starts the game.</p>");
        } else {
            if (status.paused()) b.append("<p>Paused.</p>");
            else if (game.deadline() != null) {
                Instant at = Instant.ofEpochMilli(game.deadline());
                b.append("<p>Deadline <time id=\"deadline\" datetime=\"").append(at).append("\">")
                        .append(esc(Views.when(game.deadline()))).append("</time> <span id=\"countdown\"></span></p>");
            }
            if (status.owing() > 0) {
                b.append("<p id=\"in\">Orders in: ").append(status.submitted()).append(" of ").append(status.owing())
                        .append(" powers.</p>");
            }
        }
        b.append("</section>\n");
    }

    private void results(StringBuilder b) {
        Map<String, List<ResultLine>> byPower = new TreeMap<>();
        for (ResultLine l : shown.results()) byPower.computeIfAbsent(l.power(), k -> new ArrayList<>()).add(l);
        b.append("<section class=\"orders\"><h2>Orders and outcomes</h2>");
        if (byPower.isEmpty()) b.append("<p>No orders.</p>");
        for (Map.Entry<String, List<ResultLine>> e : byPower.entrySet()) {
            b.append("<h3>").append(esc(e.getKey())).append("</h3><ul>");
            for (ResultLine l : e.getValue()) {
                String cls = l.missed() ? "missed" : l.succeeded() ? "ok" : "failed";
                String mark = l.missed() ? "\u2013" : l.succeeded() ? "\u2713" : "\u2717";
                b.append("<li class=\"").append(cls).append("\">").append(mark).append(' ').append(esc(l.describe())).append("</li>");
            }
            b.append("</ul>");
        }
        if (!shown.notes().isEmpty()) {
            b.append("<h3>Notes</h3><ul>");
            for (String n : shown.notes()) b.append("<li>").append(esc(Views.utc(n))).append("</li>");
            b.append("</ul>");
        }
        b.append("</section>\n");
    }

    /** The power's own orders as they stand and, where the variant keeps them, its own accounts (what the ledger shows). */
    private void mine(StringBuilder b, GameState state) {
        b.append("<section class=\"mine\"><h2>Your orders (").append(esc(power)).append(")</h2>");
        if (own.isEmpty()) b.append("<p>None given yet.</p>");
        else {
            b.append("<ul>");
            for (String o : own) b.append("<li>").append(esc(o)).append("</li>");
            b.append("</ul>");
        }
        List<String> accounts = rb.rules().accounts(state, power);
        if (!accounts.isEmpty()) {
            b.append("<h3>Your accounts (secret)</h3><ul class=\"accounts\">");
            for (String line : accounts) b.append("<li>").append(esc(line)).append("</li>");
            b.append("</ul>");
        }
        b.append("</section>\n");
    }

    /** Every province with its owner, unit and the orders that may be shown: a played phase's all, else one's own. */
    private void places(StringBuilder b, GameState state) {
        if (shown.adjudicated()) {
            Places.html(b, rb, state, Places.played(rb, state, shown.results()), null);
        } else if (game.outcome() != null) {
            Places.html(b, rb, state, Map.of(), null); // the final position: no phase under way
        } else if (power != null && shown.seq() == game.phaseSeq()) {
            Places.html(b, rb, state, Places.standing(rb, state, power, own), "Only your own orders are shown until the phase is played.");
        } else {
            Places.html(b, rb, state, Map.of(), "Orders stay secret until the phase is played.");
        }
    }

    /** The variant's public board text for the phase shown (heirs, states, conversions...): what /board shows. */
    private void facts(StringBuilder b, GameState state) {
        TextView view = rb.rules().view(state);
        b.append("<section class=\"facts\"><h2>The board</h2>");
        for (String line : view.summary()) b.append("<p>").append(esc(line)).append("</p>");
        for (TextView.Section sec : view.sections()) {
            b.append("<h3>").append(esc(sec.title())).append("</h3>");
            table(b, sec.headers(), sec.rows());
        }
        if (shown.seq() == game.phaseSeq()) {
            List<List<String>> rows = new ArrayList<>();
            Map<String, Integer> centres = state.centreCounts();
            for (PlayerRow p : status.seats()) {
                String who = p.userName() == null ? "(open)" : org.chancery.game.Anonymity.on(game) ? "(anonymous)" : p.userName();
                if (p.disorder()) who += " (" + rb.rules().missedName() + ")";
                String name = view.notes().containsKey(p.power()) ? p.power() + " (" + view.notes().get(p.power()) + ")" : p.power();
                rows.add(List.of(name, who, String.valueOf(centres.getOrDefault(p.power(), 0)),
                        String.valueOf(state.unitsOf(p.power()).size())));
            }
            b.append("<h3>Powers</h3>");
            table(b, List.of("Power", "Player", rb.rules().centresName(), "Units"), rows);
        }
        b.append("</section>\n");
    }

    private static void table(StringBuilder b, List<String> headers, List<List<String>> rows) {
        b.append("<table><thead><tr>");
        for (String h : headers) b.append("<th>").append(esc(h)).append("</th>");
        b.append("</tr></thead><tbody>");
        for (List<String> r : rows) {
            b.append("<tr>");
            for (String c : r) b.append("<td>").append(esc(c)).append("</td>");
            b.append("</tr>");
        }
        b.append("</tbody></table>");
    }

    private void raceSection(StringBuilder b) {
        b.append("<section class=\"race\"><h2>The race</h2>");
        b.append(RaceChart.html(race, colours()));
        b.append("</section>\n");
    }

    private Map<String, String> colours() {
        Map<String, String> out = new LinkedHashMap<>();
        org.chancery.render.Palette p = org.chancery.render.Palette.named(GameSettings.fromJson(game.settings()).palette());
        org.chancery.render.PowerColours.of(rb.variant(), p == null ? org.chancery.render.Palette.STANDARD : p)
                .forEach((k, c) -> out.put(k, String.format("#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue())));
        return out;
    }

    /** Text made safe for HTML, attributes included. */
    static String esc(String s) {
        if (s == null) return "";
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    private static String json(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.toString();
    }
}
