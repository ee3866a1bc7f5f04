package org.chancery.variant.europe1615;

import static org.chancery.variant.europe1615.Fixture.R;
import static org.chancery.variant.europe1615.Fixture.orders;
import static org.chancery.variant.europe1615.Fixture.play;
import static org.chancery.variant.europe1615.Fixture.put;
import static org.chancery.variant.europe1615.Fixture.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.Review;
import org.junit.jupiter.api.Test;

/**
 * Issue 37 §5: a retreat into a neutral state was "accepted", then voided and the unit disbanded. A retreat the rules
 * forbid is now refused when given, naming the retreats there are; one they allow is taken as before.
 */
class RetreatEntryTest {
    @Test
    void aRetreatTheRulesForbidIsRefusedAtEntry() {
        // France's army in Champagne, dislodged by Spain from Flanders with a Spanish army in Savoy's place
        GameState s = put(Fixture.remove(Fixture.remove(R.start(), "sav"), "lor"), "Spain A sav"); // Lorraine's army gone: its province is empty
        s = put(s, "France A cha");
        s = Fixture.influence(s, "LOR", "France", 5, "Spain", 5); // Lorraine neutral: a tie
        var t = play(s, orders(s, "Spain: A fla - cha", "Spain: A sav S A fla - cha"), Map.of());
        GameState r = t.next();
        assertEquals("S1615R", r.phase().code());
        Unit cha = r.dislodged().get(0).unit();
        List<String> legal = R.legalOrders(r, cha).stream().map(Order::text).toList();
        int refused = 0;
        for (Province to : r.board().provinces()) {
            ParseResult p = R.parse(r, "France", "A cha - " + to.id());
            if (!(p instanceof ParseResult.Ok ok) || !(ok.order() instanceof Order.Retreat)) continue;
            Review review = R.review(r, "France", List.of(), "A cha - " + to.id(), ok.order());
            if (legal.contains(ok.order().text())) {
                assertNull(review, ok.order().text() + " is a legal retreat");
            } else {
                refused++;
                assertTrue(review != null && review.refusal() != null, ok.order().text() + " is refused at entry");
                assertTrue(review.refusal().contains("may give") || review.refusal().contains("only disband"), review.refusal());
            }
        }
        assertTrue(refused > 0, "some retreat that reads well is forbidden by the rules: " + legal);
    }
}
