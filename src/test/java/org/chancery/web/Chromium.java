package org.chancery.web;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Debian's chromium, driven headless through its own chromedriver (nothing is downloaded; Selenium Manager is never
 * asked), for the page tests: the browser, its console's warnings and errors, and screenshots in target/page-screens/.
 */
final class Chromium {
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    static final Path BROWSER = Path.of("/usr/bin/chromium");
    static final Path SCREENS = Path.of("target", "page-screens");

    private Chromium() {}

    /**
     * A browser at 1440 by 900, scripts on or off, its console logged; the test is skipped when chromium is not
     * installed, except in CI, where a missing browser fails the run.
     */
    static ChromeDriver open(boolean scripts) throws IOException {
        boolean present = Files.isExecutable(DRIVER) && Files.isExecutable(BROWSER);
        String why = "needs Debian's chromium and chromium-driver (.ci/run installs them)";
        if (System.getenv("CI") != null) org.junit.jupiter.api.Assertions.assertTrue(present, why);
        assumeTrue(present, why);
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1440,900", "--hide-scrollbars");
        if (!scripts) options.addArguments("--blink-settings=scriptEnabled=false");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriver browser = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build(), options);
        browser.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        Files.createDirectories(SCREENS);
        return browser;
    }

    /** The console's warnings and errors since last asked. */
    static List<String> errors(ChromeDriver browser) {
        List<String> out = new ArrayList<>();
        for (LogEntry e : browser.manage().logs().get(LogType.BROWSER)) {
            if (e.getLevel().intValue() >= Level.WARNING.intValue()) out.add(e.getMessage());
        }
        return out;
    }

    /** Keeps a screenshot as target/page-screens/{@code name}. */
    static void save(File shot, String name) throws IOException {
        Files.copy(shot.toPath(), SCREENS.resolve(name), StandardCopyOption.REPLACE_EXISTING);
    }
}
