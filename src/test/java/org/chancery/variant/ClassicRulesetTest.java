package org.chancery.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.junit.jupiter.api.Test;

class ClassicRulesetTest {
    private final Ruleset rules = Rulesets.of("classic");

    private List<Order> orders(GameState s, String... lines) {
        List<Order> out = new ArrayList<>();
        for (String l : lines) out.add(((ParseResult.Ok) rules.parse(s, null, l)).order());
        return out;
    }

    @Test
    void aYearPlaysThroughTheRuleset() {
        GameState s = rules.start();
        assertEquals(Map.of("Austria", 3, "England", 3, "France", 3, "Germany", 3, "Italy", 3, "Russia", 4,
                "Turkey", 3), rules.owed(s));
        s = rules.play(s, orders(s, "A par-bur", "A mar-spa"), Map.of()).next();
        assertEquals("F1901M", s.phase().code());
        s = rules.play(s, orders(s, "A spa-por", "A bur-bel"), Map.of()).next();
        assertEquals("W1901A", s.phase().code());
        assertEquals(Map.of("France", 2), rules.owed(s));
        Province bel = rules.variant().board().find("bel").orElseThrow();
        assertEquals("France", s.ownerOf(bel));
        assertTrue(rules.legalBuilds(s, "France").stream().anyMatch(o -> o.text().equals("Build A par")));
        assertTrue(rules.end(s).isEmpty());
        assertEquals(Set.of("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"), rules.drawVoters(s));
    }
}
