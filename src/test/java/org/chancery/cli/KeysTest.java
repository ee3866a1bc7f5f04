package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The keys Chancery reads are the ones .env.example and docs/operators.md list, and a misspelt one is named. */
class KeysTest {
    @Test
    void theKeysReadAreTheKeysListed() throws Exception {
        Set<String> example = new TreeSet<>();
        for (String line : Files.readAllLines(Path.of(".env.example"))) {
            if (line.matches("[A-Z_]+=.*")) example.add(line.substring(0, line.indexOf('=')));
        }
        Set<String> known = new TreeSet<>(Keys.KNOWN);
        known.remove(MigrateStoreCommand.PASSWORD_ENV); // the target's password, for migrate-store alone
        assertEquals(known, example, ".env.example");
        String operators = Files.readString(Path.of("docs/operators.md"));
        String table = operators.substring(operators.indexOf("## Configuration"), operators.indexOf("A mistake in the configuration"));
        Set<String> documented = new TreeSet<>();
        Matcher m = Pattern.compile("`((?:DISCORD|CHANCERY)_[A-Z_]+)`").matcher(table);
        while (m.find()) documented.add(m.group(1));
        assertEquals(new TreeSet<>(Keys.KNOWN), documented, "the configuration table of docs/operators.md");
    }

    @Test
    void aMisspeltKeyIsNamedWithTheKeyMeant() {
        assertEquals("DISCORD_TOKEN", Keys.closest("DISCORD_TOKN"));
        assertEquals("DISCORD_TOKEN", Keys.closest("discord_token"));
        assertEquals("DISCORD_TOKEN", Keys.closest("TOKEN"));
        assertEquals("DISCORD_GUILD_ID", Keys.closest("DISCORD_GUILD"));
        assertEquals("CHANCERY_DB_POOL_SIZE", Keys.closest("CHANCERY_POOL_SIZE"));
        assertNull(Keys.closest("EDITOR"));
        assertEquals(List.of("Warning: .env sets EDITOR, which Chancery does not read; the keys are listed in .env.example.",
                "Warning: the environment sets CHANCERY_DB_UR, which Chancery does not read; did you mean CHANCERY_DB_URL?"),
                Keys.warnings(Set.of("EDITOR", "DISCORD_TOKEN"), Set.of("PATH", "HOME", "CHANCERY_DB_UR", "DISCORD_TOKEN")));
    }
}
