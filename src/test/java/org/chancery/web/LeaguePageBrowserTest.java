package org.chancery.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import org.chancery.game.Actor;
import org.chancery.game.FeedTokens;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * The league page in a real browser (Debian's chromium, headless, as {@link GamePageBrowserTest}): the standings,
 * a player's history by its link, another scoring system by the page's own links, all with scripts off (the page
 * has none), its style loaded under its policy, and no wider than a phone. Screenshots go to target/page-screens/.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LeaguePageBrowserTest {
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path BROWSER = Path.of("/usr/bin/chromium");
    private static final Path SCREENS = Path.of("target", "page-screens");

    private Database db;
    private Site site;
    private ChromeDriver browser;

    @BeforeAll
    void start() throws Exception {
        boolean present = Files.isExecutable(DRIVER) && Files.isExecutable(BROWSER);
        String why = "needs Debian's chromium and chromium-driver (.ci/run installs them)";
        if (System.getenv("CI") != null) org.junit.jupiter.api.Assertions.assertTrue(present, why);
        assumeTrue(present, why);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1440,900", "--hide-scrollbars", "--blink-settings=scriptEnabled=false");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        browser = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build(), options);
        browser.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));

        db = Database.inMemory();
        GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
        site = Site.start(service, new FeedTokens("a test secret of some length".getBytes(StandardCharsets.UTF_8)), 0, null,
                WebServer.Limits.STANDARD);
        Actor gm = new Actor("u-gm", "Gina", false);
        String[] names = {"Fran", "Ed", "Greta", "Ivo", "Ana", "Rus", "Tamar"};
        for (int g = 0; g < 3; g++) {
            long id = service.create(gm, "g1", "c" + g, "Season game " + g, "classic", GameSettings.defaults());
            List<String> powers = org.chancery.game.Rulebook.of("classic").rules().playablePowers();
            for (int p = 0; p < powers.size(); p++) {
                String n = names[(p + g) % names.length];
                service.join(new Actor("u-" + n.toLowerCase(), n, false), id, powers.get(p));
            }
            service.start(gm, id);
            service.gm().end(gm, id, g == 0 ? "France wins." : "Draw between England, France and Germany.");
        }
        Files.createDirectories(SCREENS);
    }

    @AfterAll
    void stop() {
        if (browser != null) browser.quit();
        if (site != null) site.close();
        if (db != null) db.close();
    }

    private List<String> consoleErrors() {
        List<String> out = new ArrayList<>();
        for (LogEntry e : browser.manage().logs().get(LogType.BROWSER)) {
            if (e.getLevel().intValue() >= Level.WARNING.intValue()) out.add(e.getMessage());
        }
        return out;
    }

    private void shot(String name) throws Exception {
        File f = browser.getScreenshotAs(OutputType.FILE);
        Files.copy(f.toPath(), SCREENS.resolve(name), StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void theStandingsAPlayersHistoryAndAnotherSystemByTheirLinks() throws Exception {
        browser.manage().window().setSize(new Dimension(1440, 900));
        browser.get(site.league("g1").orElseThrow());
        List<?> rows = browser.findElements(By.cssSelector("#standings tbody tr"));
        assertEquals(7, rows.size(), "seven players over three games");
        assertTrue(browser.findElement(By.cssSelector("header .sub")).getText().contains("3 ended games"));
        assertEquals("rgba(246, 245, 241, 1)", browser.findElement(By.tagName("body")).getCssValue("background-color"),
                "the page's own style, loaded under its policy");
        shot("league-standings.png");

        browser.findElement(By.linkText("Fran")).click();
        assertTrue(browser.getTitle().contains("League record: Fran"), browser.getTitle());
        assertEquals(3, browser.findElements(By.cssSelector("#history tbody tr")).size(), "Fran played all three");
        assertTrue(browser.findElement(By.id("summary")).getText().startsWith("3 games:"));
        shot("league-history.png");

        browser.findElement(By.linkText("carnage")).click();
        assertTrue(browser.getTitle().contains("League record: Fran"), "the same player under Carnage");
        assertTrue(browser.findElement(By.cssSelector("header .sub")).getText().contains("scored by carnage"));
        browser.findElement(By.linkText("Standings")).click();
        assertTrue(browser.findElement(By.cssSelector("header .sub")).getText().contains("scored by carnage"));
        assertEquals(List.of(), consoleErrors(), "no console errors, no refused style");
    }

    @Test
    void onAPhoneThePageIsNoWiderThanTheScreen() throws Exception {
        browser.manage().window().setSize(new Dimension(390, 844));
        browser.get(site.league("g1").orElseThrow());
        JavascriptExecutor inspect = browser; // the driver's own look: the page runs no script
        long width = ((Number) inspect.executeScript("return document.documentElement.scrollWidth")).longValue();
        long screen = ((Number) inspect.executeScript("return window.innerWidth")).longValue();
        assertTrue(width <= screen, "the page is " + width + " px wide on a " + screen + " px screen");
        shot("league-phone.png");
    }
}
