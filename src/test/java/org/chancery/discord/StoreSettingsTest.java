package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

/** The store reads its keys through the same settings as the bot: the environment over .env. */
class StoreSettingsTest {
    @Test
    void theEnvironmentOverridesTheEnvFileForTheStoreToo() {
        String fromFile = "jdbc:h2:mem:from-file-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1";
        String fromEnv = "jdbc:h2:mem:from-env-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1";
        Settings onlyFile = new Settings(Map.of(Database.URL_ENV, fromFile, Database.USER_ENV, "sa"), Map.of());
        try (Database db = Database.fromSettings(onlyFile::get)) {
            assertEquals(fromFile, db.url());
        }
        Settings both = new Settings(Map.of(Database.URL_ENV, fromFile),
                Map.of(Database.URL_ENV, fromEnv, Database.PASSWORD_ENV, " "));
        try (Database db = Database.fromSettings(both::get)) {
            assertEquals(fromEnv, db.url(), "the environment wins; a blank password counts as unset");
        }
    }
}
