package org.chancery.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
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

/**
 * The league page in a real browser (Debian's chromium, headless, as {@link GamePageBrowserTest}): the standings,
 * a player's history by its link, another scoring system by the page's own links, all with scripts off (the page
 * has none), its style loaded under its policy, and no wider than a phone. Screenshots go to target/page-screens/.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LeaguePageBrowserTest {
    private Database db;
    private Site site;
    private ChromeDriver browser;

    @BeforeAll
    void start() throws Exception {
        browser = Chromium.open(false);

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
    }

    @AfterAll
    void stop() {
        if (browser != null) browser.quit();
        if (site != null) site.close();
        if (db != null) db.close();
    }

    private List<String> consoleErrors() { return Chromium.errors(browser); }

    private void shot(String name) throws Exception { Chromium.save(browser.getScreenshotAs(OutputType.FILE), name); }

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
