package org.chancery.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Unit;
import org.chancery.game.Actor;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.Rulebook;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.WheelInput;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The game page in a real browser: Debian's chromium, driven headless through its own chromedriver (nothing is
 * downloaded; Selenium Manager is never asked). One browser for every test. Screenshots of every variant at
 * phone and desktop size, a tapped province at phone size and the race go to target/page-screens/.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GamePageBrowserTest {
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path BROWSER = Path.of("/usr/bin/chromium");
    private static final Path SCREENS = Path.of("target", "page-screens");

    private Database db;
    private GameService service;
    private Site site;
    private ChromeDriver browser;
    private final Actor gm = new Actor("u-gm", "Gina", false);
    private final Actor fran = new Actor("u-fr", "Fran", false);
    private final Actor ed = new Actor("u-en", "Ed", false);
    private long classic;

    @BeforeAll
    void start() throws Exception {
        browser = Chromium.open(true);

        db = Database.inMemory();
        service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
        site = Site.start(service, new FeedTokens("a test secret of some length".getBytes(StandardCharsets.UTF_8)), 0, null,
                WebServer.Limits.STANDARD);
        classic = service.create(gm, "g1", "c1", "Browser <game>", "classic", GameSettings.defaults());
        service.join(fran, classic, "France");
        service.join(ed, classic, "England");
        service.start(gm, classic);
        service.orders().submit(fran, classic, null, "A par-bur", false);
        service.force(gm, classic, null);
        Files.createDirectories(SCREENS);
    }

    @AfterAll
    void stop() {
        if (browser != null) browser.quit();
        if (site != null) site.close();
        if (db != null) db.close();
    }

    @BeforeEach
    void desktop() {
        browser.manage().window().setSize(new Dimension(1440, 900));
    }

    private String page() { return site.page(classic).orElseThrow(); }

    /** A wait that reads the page again when the live page redraws an element between finding and reading it. */
    private WebDriverWait waiting(int seconds) {
        WebDriverWait w = new WebDriverWait(browser, Duration.ofSeconds(seconds));
        w.ignoring(org.openqa.selenium.StaleElementReferenceException.class);
        return w;
    }

    private void boardDrawn() {
        waiting(30).until(d -> Boolean.TRUE.equals(((JavascriptExecutor) d).executeScript(
                "var o = document.getElementById('map'), d = o && o.contentDocument;"
                + " return !!d && !!d.documentElement && d.documentElement.localName === 'svg'"
                + " && document.getElementById('board').dataset.ready === 'true';")));
    }

    private List<String> consoleErrors() { return Chromium.errors(browser); }

    @Test
    void theBoardShowsAndZooms() {
        browser.get(page());
        boardDrawn();
        WebElement board = browser.findElement(By.id("board"));
        assertEquals(1L, js("return performance.getEntriesByType('resource').filter(function (e) { return /\\/\\d+-[\\w-]+\\.svg$/.test(e.name); }).length"),
                "the board is downloaded once");
        assertEquals("1.000", board.getDomAttribute("data-scale"));
        browser.findElement(By.cssSelector(".zoom button[aria-label='Zoom in']")).click();
        assertEquals("1.500", board.getDomProperty("dataset") == null ? null
                : ((JavascriptExecutor) browser).executeScript("return document.getElementById('board').dataset.scale"));
        new Actions(browser).scrollFromOrigin(WheelInput.ScrollOrigin.fromElement(board), 0, -400).perform();
        waiting(5).until(d -> Double.parseDouble((String) ((JavascriptExecutor) d)
                .executeScript("return document.getElementById('board').dataset.scale")) > 1.6);
        String transform = (String) ((JavascriptExecutor) browser).executeScript("return document.getElementById('map').style.transform");
        assertTrue(transform.contains("scale("), transform);
        assertEquals(List.of(), consoleErrors(), "no console errors");
    }

    @Test
    void phasesStepByKeysAndByAddress() {
        browser.get(page());
        boardDrawn();
        assertTrue(browser.findElement(By.id("phase")).getText().contains("Fall 1901"));
        browser.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT);
        waiting(10).until(d -> d.getCurrentUrl().endsWith("/0"));
        assertTrue(browser.findElement(By.id("phase")).getText().contains("Spring 1901"));
        assertTrue(browser.findElement(By.cssSelector("section.orders")).getText().contains("A par-bur"), "its orders drawn and listed");
        browser.findElement(By.tagName("body")).sendKeys(Keys.ARROW_RIGHT);
        waiting(10).until(d -> d.getCurrentUrl().endsWith("/"));
        assertTrue(browser.findElement(By.id("phase")).getText().contains("Fall 1901"));
        browser.get(page() + "0");
        assertTrue(browser.findElement(By.id("phase")).getText().contains("Spring 1901"), "by address");
        browser.findElement(By.cssSelector("nav.phases summary")).click();
        browser.findElement(By.linkText("Fall 1901 Movement")).click();
        waiting(10).until(d -> d.getCurrentUrl().endsWith("/"));
        assertEquals(List.of(), consoleErrors(), "no console errors");
    }

    @Test
    void aNewAdjudicationAppearsWithoutAReload() {
        long id = service.create(gm, "g1", "c2", "Live", "classic", GameSettings.defaults());
        service.join(fran, id, "France");
        service.start(gm, id);
        browser.get(site.page(id).orElseThrow());
        boardDrawn();
        ((JavascriptExecutor) browser).executeScript("window.stillHere = 'yes';");
        assertTrue(browser.findElement(By.id("phase")).getText().contains("Spring 1901"));
        try { Thread.sleep(3500); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
        service.force(gm, id, null);
        waiting(15).until(d -> d.findElement(By.id("phase")).getText().contains("Fall 1901"));
        assertEquals("yes", ((JavascriptExecutor) browser).executeScript("return window.stillHere"), "the same page, not a reload");
        assertEquals("New phase: Fall 1901 Movement.", browser.findElement(By.id("announce")).getDomProperty("textContent"),
                "a screen reader hears it");
        assertEquals("polite", browser.findElement(By.id("announce")).getDomAttribute("aria-live"));
        boardDrawn();
        assertEquals(List.of(), consoleErrors(), "no console errors");
    }

    @Test
    void aPrivateLinkShowsItsOwnOrdersOnly() {
        service.orders().submit(fran, classic, null, "A bur-mun", false);
        service.orders().submit(ed, classic, null, "F lon-nth", false);
        browser.get(site.page(classic, "France").orElseThrow());
        boardDrawn();
        String text = browser.findElement(By.tagName("body")).getText();
        assertTrue(browser.findElement(By.cssSelector("section.mine")).getText().contains("A bur-mun"), text);
        assertFalse(text.contains("lon-nth"), "nothing of England's");
        browser.get(page());
        assertFalse(browser.findElement(By.tagName("body")).getText().contains("bur-mun"), "nor France's on the public page");
        assertEquals(List.of(), consoleErrors(), "no console errors");
    }

    private Object js(String script, Object... args) { return ((JavascriptExecutor) browser).executeScript(script, args); }

    /** Taps the board on the point of a province farthest from its edge (by the board's own geometry), at the zoom shown. */
    private void tap(String province) {
        @SuppressWarnings("unchecked")
        List<Number> xy = (List<Number>) js("var o = document.getElementById('map'), d = o.contentDocument,"
                + " g = d.getElementById('province-' + arguments[0]), b = g.getBBox(), paths = g.querySelectorAll('path'),"
                + " root = d.documentElement, best = null, r = o.getBoundingClientRect(), s = +document.getElementById('board').dataset.scale;"
                + " var ins = [], outs = [];"
                + " for (var i = 0; i <= 16; i++) for (var j = 0; j <= 16; j++) {"
                + "   var p = root.createSVGPoint(); p.x = b.x + b.width * i / 16; p.y = b.y + b.height * j / 16;"
                + "   (Array.from(paths).some(function (q) { return q.isPointInFill(p); }) ? ins : outs).push([p.x, p.y]); }"
                + " ins.forEach(function (a) { var near = Infinity;"
                + "   outs.forEach(function (o) { near = Math.min(near, Math.hypot(a[0] - o[0], a[1] - o[1])); });"
                + "   if (!best || near > best[2]) best = [a[0], a[1], near]; });"
                + " var q = root.createSVGPoint(); q.x = best[0]; q.y = best[1]; q = q.matrixTransform(g.getScreenCTM());"
                + " return [r.left + q.x * s, r.top + q.y * s];", province);
        new Actions(browser).moveToLocation(xy.get(0).intValue(), xy.get(1).intValue()).click().perform();
        waiting(5).until(d -> province.equals(js("var w = document.getElementById('where'); return w && !w.hidden ? w.dataset.province : null;")));
    }

    private String where() { return browser.findElement(By.id("where")).getText(); }

    @Test
    void tappingAProvinceShowsItsOwnerUnitAndTheOrdersThatMayBeShown() {
        // a played phase: everyone's orders with their outcomes, under every province they name
        browser.get(page() + "0");
        boardDrawn();
        tap("par");
        String paris = where();
        assertTrue(paris.contains("Paris") && paris.contains("France") && paris.contains("Army"), paris);
        assertTrue(paris.contains("A par-bur"), "the order given to it: " + paris);
        tap("bur");
        assertTrue(where().contains("Burgundy") && where().contains("A par-bur"), "and the order about it: " + where());
        assertTrue(browser.findElement(By.cssSelector("#p-bur")).getAttribute("id") != null, "the table is there without the script too");

        // the phase under way: nothing of anyone's orders on the public page
        service.orders().submit(fran, classic, null, "A bur-mun", false);
        service.orders().submit(ed, classic, null, "F lon-nth", false);
        browser.get(page());
        boardDrawn();
        tap("bur");
        assertTrue(where().contains("Army") && where().contains("France"), where());
        assertTrue(where().contains("secret"), where());
        assertFalse(where().contains("bur-mun"), "no order on the public page: " + where());
        tap("lon");
        assertFalse(where().contains("lon-nth"), where());

        // a power's private page: its own orders only
        browser.get(site.page(classic, "France").orElseThrow());
        boardDrawn();
        tap("mun");
        assertTrue(where().contains("A bur-mun"), "its own order about Munich: " + where());
        tap("lon");
        assertFalse(where().contains("lon-nth"), "nothing of England's: " + where());
        assertTrue(where().contains("Fleet") && where().contains("England"), where());
        assertEquals(List.of(), consoleErrors(), "no console errors");
    }

    @Test
    void withoutJavaScriptTheBoardAndEveryProvinceStillShow() {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1440,900", "--blink-settings=scriptEnabled=false");
        ChromeDriver plain = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build(), options);
        try {
            plain.get(page() + "0");
            JavascriptExecutor inspect = plain; // the driver's own look, not the page's script, which does not run
            waiting(plain, 30).until(d -> Boolean.TRUE.equals(inspect.executeScript(
                    "var o = document.getElementById('map'); return !!o.contentDocument && o.contentDocument.documentElement.localName === 'svg';")));
            assertEquals(null, inspect.executeScript("return document.getElementById('board').dataset.scale || null"), "no script ran");
            assertTrue(plain.findElements(By.cssSelector(".zoom, #where")).isEmpty(), "the zoom buttons and the panel are the script's");
            assertEquals("true", plain.findElement(By.id("places")).getDomProperty("open"), "the province table is open");
            String paris = plain.findElement(By.id("p-par")).getText();
            assertTrue(paris.contains("Paris") && paris.contains("France") && paris.contains("A par-bur"), paris);
            assertTrue(plain.findElement(By.id("next")).getDomProperty("href").endsWith("/"), "a link to the next phase");
        } finally {
            plain.quit();
        }
    }

    private static WebDriverWait waiting(ChromeDriver driver, int seconds) { return new WebDriverWait(driver, Duration.ofSeconds(seconds)); }

    @Test
    void moreNamesAppearAsTheBoardIsZoomed() {
        long id = service.create(gm, "g1", "c4", "Names", "wars-of-the-three-kingdoms", GameSettings.defaults());
        service.join(fran, id, "Crown");
        service.start(gm, id);
        browser.get(site.page(id).orElseThrow());
        boardDrawn();
        int whole = Integer.parseInt(browser.findElement(By.id("board")).getDomAttribute("data-names"));
        assertTrue(whole > 0, "some names at the whole board: " + whole);
        for (int i = 0; i < 3; i++) browser.findElement(By.cssSelector(".zoom button[aria-label='Zoom in']")).click();
        waiting(10).until(d -> Integer.parseInt(d.findElement(By.id("board")).getDomAttribute("data-names")) > whole);
        int zoomed = Integer.parseInt(browser.findElement(By.id("board")).getDomAttribute("data-names"));
        Number added = (Number) js("return document.getElementById('map').contentDocument.querySelectorAll('#zoom-names text').length");
        assertTrue(added.intValue() > 0, "names drawn as SVG text on the board");
        browser.findElement(By.cssSelector(".zoom button[aria-label='Whole board']")).click();
        waiting(10).until(d -> Integer.parseInt(d.findElement(By.id("board")).getDomAttribute("data-names")) == whole);
        System.out.println("W3K names shown at 1440x900: " + whole + " whole, " + zoomed + " at 3.4x");
        assertEquals(List.of(), consoleErrors(), "no console errors");
    }

    @Test
    void aWrongOrRevokedLinkIsNotFound() {
        long id = service.create(gm, "g1", "c3", "Revoked", "classic", GameSettings.defaults());
        service.join(fran, id, "France");
        service.start(gm, id);
        String url = site.page(id).orElseThrow();
        browser.get(url.replaceAll("/[A-Za-z0-9_-]{43}/", "/" + "B".repeat(43) + "/"));
        String wrong = browser.findElement(By.tagName("body")).getText();
        assertEquals(GamePage.GONE_TITLE, browser.findElement(By.tagName("h1")).getText());
        assertTrue(wrong.contains("/board link:link") && wrong.contains("/status"), "how to get a new link: " + wrong);
        assertTrue(browser.getTitle().startsWith(GamePage.GONE_TITLE), browser.getTitle());
        assertTrue(browser.findElement(By.tagName("body")).getCssValue("background-color").matches("rgba?\\(246, 245, 241(, 1)?\\)"), "the page's own style");
        service.configure(gm, id, "page", "off");
        browser.get(url);
        assertEquals(wrong, browser.findElement(By.tagName("body")).getText(), "a revoked link reads the same");
        browser.get(url.substring(0, url.length() - 1));
        assertEquals(wrong, browser.findElement(By.tagName("body")).getText(), "and without its slash");
        service.configure(gm, id, "page", "on");
        String fresh = site.page(id).orElseThrow();
        browser.get(fresh + "7");
        assertEquals("No such phase yet", browser.findElement(By.tagName("h1")).getText());
        browser.findElement(By.linkText("The latest phase")).click();
        waiting(10).until(d -> d.getCurrentUrl().equals(fresh));
        browser.get(fresh + "board.png");
        assertTrue(browser.findElement(By.tagName("body")).getText().contains("no part called \u201cboard.png\u201d"),
                browser.findElement(By.tagName("body")).getText());
        consoleErrors(); // the 404s themselves are logged; read and forget them
    }

    // ---- a phone: a swipe scrolls the page, two fingers move the board (Chrome's own touch input, through DevTools) ----

    /** A phone's screen, 390x844 CSS pixels with touch, until {@link #offPhone}. */
    private void phone() {
        browser.manage().window().setSize(new Dimension(390, 844));
        browser.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 2, "mobile", true));
        browser.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", true, "maxTouchPoints", 5));
    }

    private void offPhone() {
        browser.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", false));
        browser.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }

    /** Fingers down at {@code from}, moved in steps to {@code to}, and lifted: one point per finger, {x, y} in CSS pixels. */
    private void touch(double[][] from, double[][] to) {
        browser.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchStart", "touchPoints", points(from, to, 0)));
        for (int i = 1; i <= 12; i++) {
            browser.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchMove", "touchPoints", points(from, to, i / 12.0)));
        }
        browser.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
        try { Thread.sleep(600); } catch (InterruptedException e) { Thread.currentThread().interrupt(); } // the fling settles
    }

    private static List<Map<String, Object>> points(double[][] from, double[][] to, double t) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (int i = 0; i < from.length; i++) {
            out.add(Map.of("x", from[i][0] + (to[i][0] - from[i][0]) * t, "y", from[i][1] + (to[i][1] - from[i][1]) * t, "id", i));
        }
        return out;
    }

    private double scrollY() { return ((Number) js("return window.scrollY")).doubleValue(); }

    /** Back to the top of the page, again until it stays there: a fling may still be scrolling it. */
    private void toTop() {
        waiting(20).until(d -> {
            js("window.scrollTo(0, 0)");
            try { Thread.sleep(300); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
            return scrollY() == 0;
        });
    }

    private String transform() { return (String) js("return document.getElementById('map').style.transform"); }

    @Test
    void onAPhoneASwipeScrollsThePageAndTwoFingersMoveTheBoard() throws Exception {
        phone();
        try {
            browser.get(page() + "0");
            boardDrawn();
            js("window.scrollTo(0, 0)");
            @SuppressWarnings("unchecked")
            List<Number> r = (List<Number>) js("var r = document.getElementById('board').getBoundingClientRect(); return [r.left, r.top, r.width, r.height];");
            double cx = r.get(0).doubleValue() + r.get(2).doubleValue() / 2, top = r.get(1).doubleValue();
            assertTrue(r.get(3).doubleValue() > 500, "the board is most of a phone's height: " + r);
            String still = transform();
            double y0 = top + 500;
            touch(new double[][] {{cx, y0}}, new double[][] {{cx + 5, y0 - 350}});
            double scrolled = scrollY();
            assertTrue(scrolled > 200, "a swipe up that starts on the board scrolls the page: " + scrolled);
            assertEquals(still, transform(), "and leaves the board where it was");

            toTop();
            double my = top + r.get(3).doubleValue() / 2;
            touch(new double[][] {{cx - 30, my}, {cx + 30, my}}, new double[][] {{cx - 120, my}, {cx + 120, my}});
            double pinched = Double.parseDouble((String) js("return document.getElementById('board').dataset.scale"));
            assertTrue(pinched > 2, "a pinch zooms the board: " + pinched);
            assertEquals(0, scrollY(), 1, "and not the page");
            String zoomed = transform();
            touch(new double[][] {{cx - 40, my}, {cx + 40, my}}, new double[][] {{cx - 40, my + 150}, {cx + 40, my + 150}});
            assertFalse(zoomed.equals(transform()), "two fingers down move the board: " + transform());
            assertEquals(0, scrollY(), 1, "and do not scroll the page");
            String moved = transform();
            touch(new double[][] {{cx, y0}}, new double[][] {{cx, y0 - 350}});
            assertTrue(scrollY() > 200, "zoomed in, a swipe still scrolls the page: " + scrollY());
            assertEquals(moved, transform(), "and leaves the board alone");
            toTop();
            save(browser.getScreenshotAs(OutputType.FILE), "phone-board-zoomed.png");
            assertEquals(List.of(), consoleErrors(), "no console errors");
        } finally {
            offPhone();
        }
    }

    @Test
    void aLongGamesPhasesAndRaceReadOnAPhone() throws Exception {
        long id = service.create(gm, "g1", "c-long", "Long", "classic", GameSettings.defaults());
        for (String p : List.of("France", "England", "Germany", "Italy", "Austria", "Russia", "Turkey")) {
            service.join(new Actor("u-long-" + p, p + " player", false), id, p);
        }
        service.start(gm, id);
        while (service.views().status(id).game().phaseSeq() < 30) service.force(gm, id, null);
        phone();
        try {
            browser.get(site.page(id).orElseThrow());
            boardDrawn();
            browser.findElement(By.cssSelector("nav.phases summary")).click();
            @SuppressWarnings("unchecked")
            List<List<Number>> boxes = (List<List<Number>>) js("return Array.from(document.querySelectorAll('nav.phases ol a')).map(function (a) {"
                    + " var r = a.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom, a.scrollWidth - a.clientWidth]; });");
            assertEquals(31, boxes.size(), "every phase");
            for (int i = 0; i < boxes.size(); i++) {
                List<Number> b = boxes.get(i);
                assertTrue(b.get(0).doubleValue() >= 0 && b.get(2).doubleValue() <= 390, "phase " + i + " within the screen's width: " + b);
                assertTrue(b.get(4).doubleValue() <= 0, "phase " + i + "'s name is not cut: " + b);
                for (int j = 0; j < i; j++) {
                    List<Number> o = boxes.get(j);
                    boolean apart = b.get(0).doubleValue() >= o.get(2).doubleValue() || o.get(0).doubleValue() >= b.get(2).doubleValue()
                            || b.get(1).doubleValue() >= o.get(3).doubleValue() || o.get(1).doubleValue() >= b.get(3).doubleValue();
                    assertTrue(apart, "phases " + j + " and " + i + " overlap: " + o + " " + b);
                }
            }
            Number overflow = (Number) js("var ol = document.querySelector('nav.phases ol'); return ol.scrollWidth - ol.clientWidth;");
            assertEquals(0, overflow.intValue(), "nothing hidden to the side");
            assertEquals("Spring 1901 Movement", browser.findElement(By.cssSelector("nav.phases ol a")).getText());
            save(browser.findElement(By.cssSelector("nav.phases")).getScreenshotAs(OutputType.FILE), "phone-phases.png");
            Number px = (Number) js("var t = document.querySelector('.chart text'); return t.getBoundingClientRect().height;");
            Number font = (Number) js("var svg = document.querySelector('.chart'), t = svg.querySelector('text');"
                    + " return svg.getBoundingClientRect().width / svg.viewBox.baseVal.width * parseFloat(t.getAttribute('font-size'));");
            assertTrue(font.doubleValue() >= 11, "the chart's text is at least 11 px on a phone: " + font + " (box " + px + ")");
            WebElement race = browser.findElement(By.cssSelector("section.race"));
            js("arguments[0].scrollIntoView()", race);
            save(race.getScreenshotAs(OutputType.FILE), "phone-race.png");
            assertEquals(List.of(), consoleErrors(), "no console errors");
        } finally {
            offPhone();
        }
    }

    // ---- the keyboard and screen readers ----

    @Test
    void provincesArePickedByKeyboardAndTheBoardHasATitle() throws Exception {
        browser.get(page() + "0");
        boardDrawn();
        assertEquals("Game #" + classic + ": Browser <game>, the board at Spring 1901 Movement, with its orders and their outcomes",
                js("return document.getElementById('map').contentDocument.querySelector('svg > title').textContent"));
        WebElement find = browser.findElement(By.id("find"));
        assertEquals("find", browser.findElement(By.cssSelector("label[for='find']")).getDomAttribute("for"));
        find.sendKeys("Burgundy" + Keys.ENTER);
        waiting(5).until(d -> "bur".equals(js("var w = document.getElementById('where'); return w && !w.hidden ? w.dataset.province : null;")));
        assertEquals("where", js("return document.activeElement.id"), "the focus moves to the province's panel");
        assertTrue(where().contains("A par-bur"), where());
        assertTrue(Double.parseDouble((String) js("return document.getElementById('board').dataset.scale")) > 1, "zoomed to it");
        new Actions(browser).sendKeys(Keys.ESCAPE).perform();
        waiting(5).until(d -> Boolean.TRUE.equals(js("return document.getElementById('where').hidden")));
        find.clear();
        find.sendKeys("Atlantis" + Keys.ENTER);
        assertTrue(browser.findElement(By.id("find-note")).getText().contains("No province is called \"Atlantis\""));
        // the table: open, each name a button
        assertEquals("true", browser.findElement(By.id("places")).getDomProperty("open"));
        WebElement paris = browser.findElement(By.cssSelector("#p-par th button"));
        paris.sendKeys(Keys.ENTER);
        waiting(5).until(d -> "par".equals(js("var w = document.getElementById('where'); return w && !w.hidden ? w.dataset.province : null;")));
        // the board takes the keys: + zooms, 0 shows it whole
        WebElement board = browser.findElement(By.id("board"));
        js("arguments[0].focus()", board);
        new Actions(browser).sendKeys("0").perform();
        waiting(5).until(d -> "1.000".equals(js("return document.getElementById('board').dataset.scale")));
        new Actions(browser).sendKeys("+").perform();
        waiting(5).until(d -> "1.500".equals(js("return document.getElementById('board').dataset.scale")));
        String before = transform();
        new Actions(browser).sendKeys(Keys.ARROW_RIGHT).perform();
        assertFalse(before.equals(transform()), "an arrow moves the zoomed board");
        assertTrue(browser.getCurrentUrl().endsWith("/0"), "and does not change the phase");
        assertTrue(board.getDomAttribute("aria-label").startsWith("The board at Spring 1901"), board.getDomAttribute("aria-label"));
        save(browser.getScreenshotAs(OutputType.FILE), "keyboard-picked.png");
        assertEquals(List.of(), consoleErrors(), "no console errors");
    }

    @Test
    void aPrivatePageFollowsItsOwnOrdersAndShowsItsAccounts() {
        String variant = "diplomacy-of-the-empire";
        Rulebook rb = Rulebook.of(variant);
        long id = service.create(gm, "g1", "c-pay", "Pay", variant, GameSettings.defaults());
        String first = rb.rules().playablePowers().get(0);
        service.join(fran, id, first);
        service.start(gm, id);
        while (service.views().status(id).state().phase().type() != org.chancery.engine.PhaseType.ADJUSTMENT) service.force(gm, id, null);
        String to = rb.rules().playablePowers().get(1);
        browser.get(site.page(id, first).orElseThrow());
        boardDrawn();
        assertTrue(browser.findElement(By.cssSelector("section.mine")).getText().contains(first + "'s treasury"),
                "its own accounts: " + browser.findElement(By.cssSelector("section.mine")).getText());
        service.orders().submit(fran, id, first, "PAY 5 " + to, false);
        waiting(15).until(d -> d.findElement(By.cssSelector("section.mine")).getText().contains("PAY 5 " + to));
        boardDrawn();
        service.orders().submit(fran, id, first, "PAY 5 " + rb.rules().playablePowers().get(2), false);
        waiting(15).until(d -> d.findElement(By.cssSelector("section.mine")).getText().contains("PAY 5 " + rb.rules().playablePowers().get(2)));
        assertTrue(browser.findElement(By.id("announce")).getDomProperty("textContent").contains("PAY 5 " + to), "said aloud too");
        assertEquals(List.of(), consoleErrors(), "no console errors");
    }

    private static void save(File shot, String name) throws java.io.IOException {
        Files.copy(shot.toPath(), SCREENS.resolve(name), StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void screenshotsOfEveryVariant() throws Exception {
        for (String variant : VariantLoader.ids()) {
            Rulebook rb = Rulebook.of(variant);
            long id = service.create(gm, "g1", "s-" + variant, variant + " game", variant, GameSettings.defaults());
            String first = rb.rules().playablePowers().get(0);
            service.join(fran, id, first);
            service.start(gm, id);
            GameState s = service.views().status(id).state();
            for (Unit u : s.unitsOf(first)) {
                List<Order> legal = rb.legalOrders(s, u);
                Order move = legal.stream().filter(o -> o instanceof Order.Move).findFirst().orElse(null);
                if (move != null) {
                    service.orders().submit(fran, id, first, move.text(), false);
                    break;
                }
            }
            Order moved = null;
            for (Unit u : s.unitsOf(first)) {
                moved = rb.legalOrders(s, u).stream().filter(o -> o instanceof Order.Move).findFirst().orElse(null);
                if (moved != null) break;
            }
            service.force(gm, id, null);
            for (Dimension size : List.of(new Dimension(390, 844), new Dimension(1440, 900))) {
                browser.manage().window().setSize(size);
                browser.get(site.page(id).orElseThrow() + "0");
                boardDrawn();
                save(browser.getScreenshotAs(OutputType.FILE), variant + "-" + size.width + "x" + size.height + ".png");
                if (size.width == 390 && moved != null) { // a tapped province: the unit that moved, its order and outcome
                    tap(moved.province().id());
                    assertTrue(where().contains(moved.text()), variant + ": " + where());
                    save(browser.getScreenshotAs(OutputType.FILE), variant + "-390x844-tapped.png");
                }
                if (size.width == 1440) save(browser.findElement(By.cssSelector("section.race")).getScreenshotAs(OutputType.FILE), variant + "-race.png");
            }
            assertEquals(List.of(), consoleErrors(), variant + ": no console errors");
        }
    }
}
