package org.chancery.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Unit;
import org.chancery.game.Actor;
import org.chancery.game.AllocationResult;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.Rulebook;
import org.chancery.game.SubmitResult;
import org.chancery.game.TestClock;
import org.chancery.render.MapRenderer;
import org.chancery.render.Palette;
import org.chancery.render.RenderOptions;
import org.chancery.store.Database;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The secrecy net over the game page: a running game of each variant with every power's orders in (and
 * allocations where the variant has them). The public page (its province table included), its boards and
 * live.json hold none of them; a power's private page holds its own orders and no other power's, and its board
 * draws exactly its own. The race it charts is the same with every secret left out of the position.
 */
class GamePageSecrecyTest {
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build(); // 0.svg leads to the board's name

    static List<String> variants() { return VariantLoader.ids(); }

    private String get(String url) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), url);
        return r.body();
    }

    /** The SVG without JFreeSVG's per-drawing id prefix (a clock reading), so that two drawings of the same can be compared. */
    private static String same(String svg) { return svg.replaceAll("_\\d+clip-", "_clip-"); }

    /** A served board without the title the page gives it, after checking it has one. */
    private static String untitled(String svg) {
        assertTrue(svg.matches("(?s).*?<svg[^>]*><title>Game #\\d+: [^<]*, the board at [^<]+</title>.*"), "the board has a title");
        return svg.replaceFirst("<title>[^<]*</title>", "");
    }

    @ParameterizedTest
    @MethodSource("variants")
    void nothingSecretIsOnThePublicPageAndEachPrivatePageHoldsItsOwnOnly(String variant) throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            Actor gm = new Actor("u-gm", "Gina", false);
            long id = service.create(gm, "g1", "c1", "Secrets", variant, GameSettings.defaults());
            Rulebook rb = Rulebook.of(variant);
            Map<String, Actor> players = new LinkedHashMap<>();
            for (String p : rb.rules().playablePowers()) {
                players.put(p, new Actor("u-" + players.size(), "Player " + players.size(), false));
                service.join(players.get(p), id, p);
            }
            service.start(gm, id);
            GameState s = service.views().status(id).state();
            Map<String, List<String>> secrets = new LinkedHashMap<>();
            int allocated = 0;
            for (Map.Entry<String, Actor> e : players.entrySet()) {
                List<String> mine = new ArrayList<>();
                for (Unit u : s.unitsOf(e.getKey())) {
                    Order move = rb.legalOrders(s, u).stream().filter(o -> o instanceof Order.Move).findFirst().orElse(null);
                    if (move == null) continue;
                    SubmitResult r = service.orders().submit(e.getValue(), id, e.getKey(), move.text(), false);
                    mine.addAll(r.standing());
                    break;
                }
                if (rb.rules().allocations().isPresent()) {
                    var alloc = rb.rules().allocations().get();
                    for (String line : alloc.suggestions(s, e.getKey()).stream().limit(20).toList()) {
                        AllocationResult a = service.orders().allocate(e.getValue(), id, e.getKey(),
                                alloc.pointed(s) ? "1 " + line : line);
                        if (a.check().ok()) {
                            allocated++;
                            if (line.length() > 5) mine.add(line);
                            break;
                        }
                    }
                }
                secrets.put(e.getKey(), mine);
            }
            assertTrue(secrets.values().stream().anyMatch(l -> !l.isEmpty()), variant + ": some orders are in");
            assertTrue(rb.rules().allocations().isEmpty() || allocated > 0, variant + ": some allocations are in");
            try (Site site = Site.start(service, new FeedTokens("a test secret of some length".getBytes(StandardCharsets.UTF_8)), 0,
                    null, WebServer.Limits.STANDARD)) {
                String pub = site.page(id).orElseThrow();
                String everything = get(pub) + get(pub + "live.json");
                for (List<String> mine : secrets.values()) {
                    for (String o : mine) assertFalse(everything.contains(o), variant + ": '" + o + "' is on the public page");
                }
                assertFalse(everything.contains("class=\"given\""), variant + ": no order under a province on the public page");
                // the race is public: the same numbers follow from the position with every secret left out
                assertEquals(rb.rules().race(s), rb.rules().race(rb.rules().withoutSecrets(s, java.util.Set.of())),
                        variant + ": the race holds no secret");
                RenderOptions plain = RenderOptions.defaults().palette(Palette.STANDARD).marks(rb.rules().marks(s));
                assertEquals(same(GamePage.fit(MapRenderer.svg(rb.variant(), s, plain))), same(untitled(get(pub + "0.svg"))), variant + ": the public board draws no orders");
                String first = secrets.keySet().iterator().next();
                String priv = site.page(id, first).orElseThrow();
                String page = get(priv);
                List<String> own = service.orders().standing(id, first);
                for (String o : own) assertTrue(page.contains(PageModel.esc(o)), variant + ": its own " + o);
                if (!rb.reparse(s, first, own).isEmpty()) {
                    assertTrue(page.contains("class=\"given\""), variant + ": its own orders under the provinces they name");
                }
                String live = get(priv + "live.json");
                assertTrue(live.matches(".*\"mine\":\"[A-Za-z0-9_-]{10}\".*"), variant + ": its own orders by a digest: " + live);
                for (String o : own) assertFalse(live.contains(o), variant + ": not by their text");
                assertFalse(get(pub + "live.json").contains("mine"), variant + ": the public page has no digest of anyone's");
                String second = new ArrayList<>(secrets.keySet()).get(Math.min(1, secrets.size() - 1));
                if (!service.orders().standing(id, second).equals(own)) {
                    org.junit.jupiter.api.Assertions.assertNotEquals(live, get(site.page(id, second).orElseThrow() + "live.json"),
                            variant + ": each power's digest is its own");
                }
                // the power's own accounts (a treasury and its ledger) on its own page; nobody's on another's, nor in public
                List<String> mineAccounts = rb.rules().accounts(s, first);
                for (String line : mineAccounts) assertTrue(page.contains(PageModel.esc(line)), variant + ": its own accounts: " + line);
                String pubNow = get(pub);
                for (String p : secrets.keySet()) {
                    for (String line : rb.rules().accounts(s, p)) {
                        assertFalse(pubNow.contains(PageModel.esc(line)), variant + ": " + p + "'s accounts in public: " + line);
                        if (!mineAccounts.contains(line)) {
                            assertFalse(page.contains(PageModel.esc(line)), variant + ": " + p + "'s accounts on " + first + "'s page: " + line);
                        }
                    }
                }
                for (Map.Entry<String, List<String>> e : secrets.entrySet()) {
                    if (e.getKey().equals(first)) continue;
                    for (String o : e.getValue()) {
                        if (!own.contains(o)) assertFalse(page.contains(o), variant + ": " + e.getKey() + "'s '" + o + "' on " + first + "'s page");
                    }
                }
                RenderOptions mineDrawn = plain.orders(rb.reparse(s, first, own), List.of());
                assertEquals(same(GamePage.fit(MapRenderer.svg(rb.variant(), s, mineDrawn))), same(untitled(get(priv + "0.svg"))), variant + ": its board draws its own orders only");
            }
        }
    }
}
