package org.chancery.variant.europe1615.sanctions;

import static org.chancery.variant.europe1615.Fixture.R;
import static org.chancery.variant.europe1615.Fixture.orders;
import static org.chancery.variant.europe1615.Fixture.play;
import static org.chancery.variant.europe1615.Fixture.put;
import static org.chancery.variant.europe1615.Fixture.remove;
import static org.chancery.variant.europe1615.sanctions.SanctionFixture.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.variant.Review;
import org.junit.jupiter.api.Test;

/**
 * Issue 37 §5's other two cases: a retreat into Guyenne under the Huguenot rebellion, or into Bohemia under the
 * Bohemian revolt, was taken at entry, then voided and the unit disbanded. Each is refused when given, naming the
 * revolt and the retreats there are; the retreat the rules allow is taken.
 */
class RevoltRetreatEntryTest {
    private static final List<String> ENG = List.of("England");

    @Test
    void aFrenchRetreatIntoGuyenneUnderTheHuguenotRebellionIsRefusedAtEntry() {
        GameState s = put(put(remove(remove(R.start(), "guy"), "sav"), "Spain A cat"), "Spain A sav");
        s = with(s, Sanction.HUGUENOT_REBELLION, ENG);
        GameState r = play(s, orders(s, "Spain: A cat - pro", "Spain: A sav S A cat - pro"), Map.of()).next();
        assertEquals(PhaseType.RETREAT, r.phase().type(), "France's army in Provence is dislodged");
        refusedNamingTheRevolt(r, "France", "A pro - guy", "Huguenot", "A pro R cha");
    }

    @Test
    void anAustrianRetreatIntoBohemiaUnderTheBohemianRevoltIsRefusedAtEntry() {
        GameState s = with(put(put(remove(R.start(), "boh"), "Spain A bav"), "Spain A tyr"), Sanction.BOHEMIAN_REVOLT, ENG);
        GameState r = play(s, orders(s, "Spain: A bav - vie", "Spain: A tyr S A bav - vie"), Map.of()).next();
        assertEquals(PhaseType.RETREAT, r.phase().type(), "Austria's army in Vienna is dislodged");
        refusedNamingTheRevolt(r, "Austria", "A vie - boh", "Bohemian revolt", null);
    }

    private static void refusedNamingTheRevolt(GameState r, String power, String input, String revolt, String allowed) {
        Order o = assertInstanceOf(ParseResult.Ok.class, R.parse(r, power, input), input).order();
        assertInstanceOf(Order.Retreat.class, o, input);
        Review review = R.review(r, power, List.of(), input, o);
        assertTrue(review != null && review.refusal() != null, input + " is refused when given");
        assertTrue(review.refusal().contains(revolt) && review.refusal().contains("may "), review.refusal());
        if (allowed == null) return;
        assertTrue(review.refusal().contains(allowed), "names the retreat there is: " + review.refusal());
        Order ok = assertInstanceOf(ParseResult.Ok.class, R.parse(r, power, allowed), allowed).order();
        assertNull(R.review(r, power, List.of(), allowed, ok), allowed + " is taken");
    }
}
