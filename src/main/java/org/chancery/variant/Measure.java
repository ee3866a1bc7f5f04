package org.chancery.variant;

import java.util.Map;
import java.util.TreeMap;

/**
 * One public measure of the race, such as supply centres or rounds won: its name and each power's number in a
 * position. A variant's race is a list of them, the one victory turns on first (see {@link Ruleset#race}).
 */
public record Measure(String name, Map<String, Integer> byPower) {
    public Measure {
        byPower = java.util.Collections.unmodifiableMap(new TreeMap<>(byPower));
    }
}
