package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The secrecy net under every variant: seeded random games through the command layer, every text each reader
 * receives searched for the secrets of powers that are not theirs (see {@link SecrecyNet}). 20 years a variant in
 * the suite; {@code -Dchancery.secrecy.years=N} plays more, {@code -Dchancery.secrecy.seed=S} other games, and
 * {@code -Dchancery.secrecy.variant=ID} one variant only.
 */
class SecrecyNetTest {
    /** Every variant, and Europe 1615 once more without its sanctions. */
    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> games() {
        return java.util.stream.Stream.of("classic", "order-of-the-dragon", "ice-and-fire", "wars-of-the-three-kingdoms",
                        "diplomacy-of-the-empire", "europe-1615", "europe-1615|sanctions off")
                .map(v -> v.split("\\|")).map(v -> org.junit.jupiter.params.provider.Arguments.of(v[0], v.length > 1 ? v[1] : null));
    }

    static final int YEARS = Integer.getInteger("chancery.secrecy.years", 20);
    static final long SEED = Long.getLong("chancery.secrecy.seed", 1);

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("games")
    void noSecretReachesAnotherReader(String variant, String rule) {
        String only = System.getProperty("chancery.secrecy.variant");
        org.junit.jupiter.api.Assumptions.assumeTrue(only == null || only.equals(variant), "only " + only);
        List<String> setup = rule == null ? List.of() : List.of(rule);
        long t0 = System.nanoTime();
        int years = 0, phases = 0, texts = 0, games = 0, orders = 0, allocations = 0, proxies = 0, press = 0;
        long chars = 0;
        List<String> leaks = new ArrayList<>();
        for (long seed = SEED; years < YEARS; seed++) {
            SecrecyNet net = new SecrecyNet(variant, setup, seed, SecrecyNet.Leak.NONE);
            try {
                net.play(YEARS - years);
            } finally {
                net.close();
            }
            games++;
            years += Math.max(1, net.years);
            phases += net.phases;
            texts += net.texts;
            chars += net.chars;
            orders += net.orders;
            allocations += net.allocations;
            proxies += net.proxies;
            press += net.press.sent;
            leaks.addAll(net.leaks);
            if (Boolean.getBoolean("chancery.secrecy.timing")) System.out.println(variant + " ms by command: " + net.nanos.entrySet().stream()
                    .map(e -> e.getKey() + " " + e.getValue() / 1_000_000).toList());
        }
        System.out.printf("secrecy net %s%s: %d games, %d years, %d phases, %d orders (%d by proxy), %d allocation lines, %d press"
                        + " messages, %d texts (%.1f MB) checked, %d leaks, %.1f s%n", variant, rule == null ? "" : " (" + rule + ")",
                games, years, phases, orders, proxies, allocations, press, texts, chars / 1e6, leaks.size(),
                (System.nanoTime() - t0) / 1e9);
        assertTrue(leaks.isEmpty(), leaks.size() + " leaks:\n" + String.join("\n", leaks.subList(0, Math.min(40, leaks.size()))));
    }

    /**
     * A running game's export holds the public facts and its GM's own secrets only, and still plays on: imported
     * into another channel, a year is played there through the same net.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("games")
    void aPublicExportImportsAndPlaysOn(String variant, String rule) {
        String only = System.getProperty("chancery.secrecy.variant");
        org.junit.jupiter.api.Assumptions.assumeTrue(only == null || only.equals(variant), "only " + only);
        SecrecyNet net = new SecrecyNet(variant, rule == null ? List.of() : List.of(rule), 11, SecrecyNet.Leak.NONE);
        try {
            net.play(1);
            assertFalse(net.ended(), "still running");
            SecrecyNet copy = net.imported();
            assertTrue(copy.imported.contains("The export was taken while the game ran, with the secrets of "), copy.imported);
            copy.play(1);
            assertTrue(copy.phases >= 2, "the imported game plays on: " + copy.phases + " phases");
            assertTrue(net.leaks.isEmpty() && copy.leaks.isEmpty(), net.leaks + "\n" + copy.leaks);
        } finally {
            net.close();
        }
    }

    /** The net catches a leak: each injected one is found. */
    @Test
    void theNetCatchesAnInjectedLeak() {
        assertTrue(caught("diplomacy-of-the-empire", SecrecyNet.Leak.FULL_EXPORT, 2, "'s treasury of"));
        assertTrue(caught("europe-1615", SecrecyNet.Leak.FULL_EXPORT, 2, "INFs in"));
        assertTrue(caught("europe-1615", SecrecyNet.Leak.FULL_EXPORT, 1, "hand of sanctions"));
        assertTrue(caught("diplomacy-of-the-empire", SecrecyNet.Leak.TREASURY_IN_RESULTS, 2, "holds"));
        assertTrue(caught("classic", SecrecyNet.Leak.ORDERS_IN_STATUS, 1, "in " + "(bystander)|status"));
        assertTrue(caught("classic", SecrecyNet.Leak.PRESS_IN_STATUS, 1, "a bystander reads Austria's press"));
    }

    private static boolean caught(String variant, SecrecyNet.Leak leak, int years, String expected) {
        return caught(new SecrecyNet(variant, List.of(), 7, leak), variant, leak, years, expected);
    }

    static boolean caught(SecrecyNet net, String variant, SecrecyNet.Leak leak, int years, String expected) {
        try {
            net.play(years);
        } finally {
            net.close();
        }
        assertFalse(net.leaks.isEmpty(), leak + " in " + variant + " went unseen");
        return net.leaks.stream().anyMatch(l -> l.contains(expected)) || fail(net.leaks, expected);
    }

    private static boolean fail(List<String> leaks, String expected) {
        throw new AssertionError("no leak mentions '" + expected + "': " + leaks.subList(0, Math.min(10, leaks.size())));
    }
}
