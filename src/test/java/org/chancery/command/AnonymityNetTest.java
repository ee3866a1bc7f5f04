package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An anonymous game with press through the secrecy net ({@link SecrecyNet}, {@link PressNet}): 20 seeded years of classic
 * through the command layer, every power sending press each phase, and every text a player, the GM and a bystander
 * receives (status, board, history, orders, press log, the GM's log and export, the map, every post and DM) searched
 * for each player's name and id (a mention holds the id): only its owner may read it. {@code -Dchancery.secrecy.years=N}
 * plays more; {@code -Dchancery.secrecy.seed=S} other games.
 */
class AnonymityNetTest {
    @Test
    void noTextNamesAPlayerToAnyoneElse() {
        long t0 = System.nanoTime();
        int years = 0, phases = 0, texts = 0, sent = 0, names = 0;
        long chars = 0;
        List<String> leaks = new ArrayList<>();
        for (long seed = SecrecyNetTest.SEED; years < SecrecyNetTest.YEARS; seed++) {
            SecrecyNet net = new SecrecyNet("classic", List.of(), seed, SecrecyNet.Leak.NONE, true);
            try {
                net.play(SecrecyNetTest.YEARS - years);
            } finally {
                net.close();
            }
            years += Math.max(1, net.years);
            phases += net.phases;
            texts += net.texts;
            chars += net.chars;
            sent += net.press.sent;
            names += net.press.names;
            leaks.addAll(net.leaks);
        }
        System.out.printf("anonymity net classic: %d years, %d phases, %d press messages, %d texts (%.1f MB) checked, %d names"
                        + " read by their owners, %d leaks, %.1f s%n", years, phases, sent, texts, chars / 1e6, names,
                leaks.size(), (System.nanoTime() - t0) / 1e9);
        assertTrue(sent > 500, "press was sent: " + sent);
        assertTrue(names > 0, "each player reads their own name somewhere, so the search sees names: " + names);
        assertTrue(leaks.isEmpty(), leaks.size() + " leaks:\n" + String.join("\n", leaks.subList(0, Math.min(40, leaks.size()))));
    }

    @Test
    void theNetCatchesAPlayerNamed() {
        SecrecyNet net = new SecrecyNet("classic", List.of(), 7, SecrecyNet.Leak.NAME_IN_STATUS, true);
        try {
            net.play(1);
        } finally {
            net.close();
        }
        assertFalse(net.leaks.isEmpty(), "a name in the bystander's status went unseen");
        assertTrue(net.leaks.stream().anyMatch(l -> l.contains("a bystander reads Austria's player")), net.leaks.toString());
    }
}
