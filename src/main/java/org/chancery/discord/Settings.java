package org.chancery.discord;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Configuration values: the process environment overrides the {@code .env} file. Blank means unset. */
public final class Settings {
    private final Map<String, String> values;
    private final Set<String> fileKeys;
    private final Set<String> environmentKeys;

    public Settings(Map<String, String> fromFile, Map<String, String> environment) {
        Map<String, String> merged = new HashMap<>(fromFile);
        merged.putAll(environment);
        this.values = Map.copyOf(merged);
        this.fileKeys = Set.copyOf(fromFile.keySet());
        this.environmentKeys = Set.copyOf(environment.keySet());
    }

    /** The keys the {@code .env} file sets, for telling a misspelt one. */
    public Set<String> fileKeys() { return fileKeys; }

    /** The names in the environment. */
    public Set<String> environmentKeys() { return environmentKeys; }

    /** The {@code .env} in the working directory, overridden by {@link System#getenv()}. */
    public static Settings load() throws IOException {
        return new Settings(EnvFile.read(Path.of(".env")), System.getenv());
    }

    public Optional<String> get(String key) {
        String value = values.get(key);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.strip());
    }

    @Override
    public String toString() {
        return "Settings" + values.keySet();
    }
}
