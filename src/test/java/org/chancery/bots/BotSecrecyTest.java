package org.chancery.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.Random;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.game.Rulebook;
import org.chancery.game.StateJson;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The secrecy net for Chancery's own players: what a bot reads is its power's view, with every other power's secrets
 * (treasuries, influence, sanctions hands) left out, and its orders cannot turn on them.
 */
class BotSecrecyTest {
    @ParameterizedTest
    @ValueSource(strings = {"diplomacy-of-the-empire", "europe-1615"})
    void aBotReadsNoOtherPowersSecrets(String variant) {
        var rules = Rulebook.named(variant).rules();
        GameState s = rules.begin(rules.start(), 42).state();
        String me = rules.playablePowers().get(0);
        // on until the others hold secrets (the Empire's treasuries fill at the first winter)
        for (int i = 0; i < 8 && StateJson.write(s).equals(StateJson.write(ChanceryPlayer.seen(rules, s, me))); i++) {
            s = rules.play(s, List.of(), java.util.Map.of()).next();
        }
        GameState seen = ChanceryPlayer.seen(rules, s, me);
        // the start holds others' secrets, and the bot's view does not
        assertNotEquals(StateJson.write(s), StateJson.write(seen), variant + ": the start has no secret to keep");
        assertEquals(StateJson.write(rules.withoutSecrets(s, Set.of(me))), StateJson.write(seen));
        // a position where only the others' secrets differ gives the same view and the same orders
        GameState othersBlank = rules.withoutSecrets(s, Set.of(me));
        assertEquals(StateJson.write(seen), StateJson.write(ChanceryPlayer.seen(rules, othersBlank, me)));
        List<Order> a = new Brain(rules, Kind.BOT, new Random(3)).orders(ChanceryPlayer.seen(rules, s, me), me);
        List<Order> b = new Brain(rules, Kind.BOT, new Random(3)).orders(ChanceryPlayer.seen(rules, othersBlank, me), me);
        assertEquals(a, b);
    }
}
