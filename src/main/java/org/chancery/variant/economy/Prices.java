package org.chancery.variant.economy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Base prices by item (a unit kind's letter, "city", "fortifiedCity", "fort"), upkeep a unit, and inflation: the
 * first time any power collects at least a threshold of tribute, every price is multiplied by its factor, for
 * good. Read from a map's {@code rules.economy}.
 */
public record Prices(Map<String, Integer> base, int maintenance, int cityTribute, int step, List<Threshold> inflation) {
    /** From a tribute of {@code tributeAtLeast} talents on, prices are {@code factor} times their base. */
    public record Threshold(int tributeAtLeast, int factor) {}

    public Prices {
        base = Map.copyOf(base);
        inflation = List.copyOf(inflation);
    }

    public static Prices read(JsonNode economy) {
        Map<String, Integer> base = new LinkedHashMap<>();
        economy.path("prices").fields().forEachRemaining(e -> base.put(e.getKey(), e.getValue().asInt()));
        List<Threshold> inflation = new ArrayList<>();
        for (JsonNode t : economy.path("inflation")) {
            inflation.add(new Threshold(t.path("tributeAtLeast").asInt(), t.path("factor").asInt()));
        }
        return new Prices(base, economy.path("maintenance").asInt(), economy.path("cityTribute").asInt(),
                economy.path("payStep").asInt(1), inflation);
    }

    /** The price of an item at a price level; throws for an item without a price. */
    public int of(String item, int factor) {
        Integer p = base.get(item);
        if (p == null) throw new IllegalArgumentException("no price for " + item);
        return p * factor;
    }

    public int upkeep(int factor) { return maintenance * factor; }

    /** The price level after a power collects {@code tribute}: never lower than {@code current}. */
    public int factorAfter(int tribute, int current) {
        int f = current;
        for (Threshold t : inflation) if (tribute >= t.tributeAtLeast()) f = Math.max(f, t.factor());
        return f;
    }
}
