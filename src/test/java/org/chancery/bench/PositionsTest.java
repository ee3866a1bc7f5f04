package org.chancery.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.chancery.engine.Board;
import org.chancery.engine.MovementAdjudicator;
import org.chancery.engine.MovementResult;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.junit.jupiter.api.Test;

/** The benchmark positions are what they claim: one legal order per unit, adjudicated silently. */
class PositionsTest {

    private static MovementResult adjudicateSilently(Positions.Scenario s) {
        PrintStream out = System.out, err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream capture = new PrintStream(printed, true);
        MovementResult r;
        try {
            System.setOut(capture);
            System.setErr(capture);
            r = new MovementAdjudicator(s.state().board()).adjudicate(s.state(), s.orders());
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        assertEquals("", printed.toString(), "the adjudicator printed something");
        return r;
    }

    /** One order per unit, each naming a unit of the position and a place it can act on. */
    private static void assertLegal(Positions.Scenario s) {
        Board board = s.state().board();
        Set<Province> ordered = new HashSet<>();
        for (Order o : s.orders()) {
            assertTrue(ordered.add(o.province()), "two orders for " + o.province());
            assertTrue(s.state().unitAt(o.province()) != null, "no unit for " + o.text());
            if (o instanceof Order.Move m) {
                boolean byLand = board.canReach(m.unit().kind(), m.unit().location(), m.to().province());
                boolean bySea = !m.unit().kind().isNaval() && m.to().province().kind().admitsFleets();
                assertTrue(byLand || bySea, o.text());
            } else if (o instanceof Order.SupportMove sm) {
                assertTrue(board.canReach(sm.unit().kind(), sm.unit().location(), sm.to()), o.text());
            } else if (o instanceof Order.SupportHold sh) {
                assertTrue(board.canReach(sh.unit().kind(), sh.unit().location(), sh.supported().province()), o.text());
            } else if (o instanceof Order.Convoy c) {
                assertTrue(board.isConvoySpace(c.province()) && c.unit().kind().isNaval(), o.text());
            }
        }
        assertEquals(s.state().units().size(), ordered.size(), "every unit has an order");
    }

    private static Set<String> failed(MovementResult r) {
        Set<String> out = new TreeSet<>();
        for (Outcome o : r.outcomes()) {
            if (!o.succeeded()) out.add(o.order().text() + " (" + o.reason() + ")");
        }
        return out;
    }

    @Test
    void openingHas22LegalOrders() {
        Positions.Scenario s = Positions.opening();
        assertEquals(22, s.state().units().size());
        assertLegal(s);
        MovementResult r = adjudicateSilently(s);
        assertEquals(22, r.outcomes().size());
        assertEquals(Set.of("A vie-gal (bounced)", "A war-gal (bounced)", "F sev-bla (bounced)",
                "F ank-bla (bounced)"), failed(r));
    }

    @Test
    void crowdedHas34LegalOrders() {
        Positions.Scenario s = Positions.crowded();
        assertEquals(34, s.state().units().size());
        assertEquals(34, s.orders().size());
        assertLegal(s);
        MovementResult r = adjudicateSilently(s);
        assertEquals(34, r.outcomes().size());
        for (Outcome o : r.outcomes()) {
            String why = String.valueOf(o.reason());
            assertTrue(!why.startsWith("supported unit did not") && !why.startsWith("no matching")
                    && !why.equals("no convoy route"), o.describe());
        }
    }

    @Test
    void crowdedResolvesAsDesigned() {
        MovementResult r = adjudicateSilently(Positions.crowded());
        assertEquals(new TreeSet<>(List.of(
                "A stp S F nwy (cut)",
                "F nwy H (dislodged)",
                "F bar-stp/nc (bounced)",
                "F den-nth (bounced)",
                "A bur-mun (bounced)",
                "A tyr-mun (bounced)",
                "A spa-nap (bounced)",
                "F nap S F ion (cut)",
                "F ion C A apu-tun (dislodged)",
                "A apu-tun (convoy disrupted)",
                "A tri-ven (bounced, dislodged)",
                "A ser-bul (bounced)",
                "A bul-ser (bounced)")), failed(r));
        assertEquals(3, r.after().dislodged().size());
    }
}
