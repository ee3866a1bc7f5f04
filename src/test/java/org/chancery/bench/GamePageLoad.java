package org.chancery.bench;

import java.time.Duration;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The game page's first load and the step to the next phase for a W3K game on loopback, in Debian's chromium
 * (headless, 1440x900): bytes over the wire (the browser's resource timing, the board's object included, gzip
 * as sent) and the time until the board is drawn and named, cold (the server draws the board) and warm (another browser profile, boards kept), then the
 * time from pressing "next" to the next board drawn. {@code bench/page-load [rounds]}.
 */
public final class GamePageLoad {
    private GamePageLoad() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        System.setProperty("webdriver.chrome.driver", "/usr/bin/chromedriver");
        try (PageGames games = PageGames.w3k(3)) {
            for (int r = 0; r < rounds; r++) {
                ChromeOptions options = new ChromeOptions();
                options.setBinary("/usr/bin/chromium");
                options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1440,900",
                        "--incognito");
                ChromeDriver browser = new ChromeDriver(new ChromeDriverService.Builder()
                        .usingDriverExecutable(new java.io.File("/usr/bin/chromedriver")).build(), options);
                try {
                    browser.manage().window().setSize(new Dimension(1440, 900));
                    long t0 = System.nanoTime();
                    browser.get(games.page() + "0");
                    drawn(browser);
                    long first = System.nanoTime() - t0;
                    long bytes = bytes(browser);
                    Object html = ((JavascriptExecutor) browser).executeScript(
                            "var n = performance.getEntriesByType('navigation')[0]; return n.decodedBodySize + ' (' + n.transferSize + ' sent)';");
                    long t1 = System.nanoTime();
                    browser.findElement(By.id("next")).click();
                    drawn(browser);
                    long next = System.nanoTime() - t1;
                    System.out.printf("round %d: first load %,d bytes (the page's HTML %s), board drawn in %d ms; next phase drawn in %d ms%n",
                            r + 1, bytes, html, first / 1_000_000, next / 1_000_000);
                } finally {
                    browser.quit();
                }
            }
        }
    }

    private static void drawn(ChromeDriver browser) {
        new org.openqa.selenium.support.ui.WebDriverWait(browser, Duration.ofSeconds(60), Duration.ofMillis(5)).until(d ->
                Boolean.TRUE.equals(((JavascriptExecutor) d).executeScript(
                        "var o = document.getElementById('map'), b = document.getElementById('board'); return document.readyState === 'complete'"
                        + " && !!o && !!o.contentDocument && !!b && b.dataset.ready === 'true';")));
    }

    @SuppressWarnings("unchecked")
    private static long bytes(ChromeDriver browser) {
        List<Object> sizes = (List<Object>) ((JavascriptExecutor) browser).executeScript(
                "return performance.getEntries().filter(e => 'transferSize' in e).map(e => e.transferSize);");
        long sum = 0;
        for (Object o : sizes) sum += ((Number) o).longValue();
        return sum;
    }

}
