package org.chancery.variant.iceandfire;

import static org.chancery.variant.iceandfire.Iaf.R;
import static org.chancery.variant.iceandfire.Iaf.at;
import static org.chancery.variant.iceandfire.Iaf.heirs;
import static org.chancery.variant.iceandfire.Iaf.orders;
import static org.chancery.variant.iceandfire.Iaf.outcome;
import static org.chancery.variant.iceandfire.Iaf.p;
import static org.chancery.variant.iceandfire.Iaf.play;
import static org.chancery.variant.iceandfire.Iaf.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.variant.Turn;
import org.chancery.variant.heirs.Heir;
import org.junit.jupiter.api.Test;

/** A House that executed another's heir never again receives support from that House's units. */
class SupportBanTest {
    /** Stark's heir hostage at Dragonstone; Targaryen A pen may attack Lannister A and with Stark F nns's support. */
    static GameState position() {
        return heirs(at("phase S299M", "+Stark F nns", "+Stark A fla", "+Lannister A and"),
                new Heir("Stark", "Stark", "drs", null), new Heir("Targaryen 1", "Targaryen", "drs", null));
    }

    static GameState afterExecution() {
        GameState s = position();
        return new IafState(java.util.List.of(new IafState.Execution("Targaryen", "Stark", "Stark", "F298M")),
                java.util.List.of(), false).write(s.toBuilder()).build();
    }

    @Test
    void withoutAnExecutionTheSupportDislodges() {
        Turn t = play(position(), "Targaryen: A pen-and", "Stark: F nns S A pen-and");
        assertEquals("Targaryen", t.next().unitAt(p("and")).power());
    }

    @Test
    void theSupportIsRefusedAtEntryWithTheReason() {
        GameState s = afterExecution();
        assertEquals("Targaryen executed Stark's Heir Stark (F298M), so Stark's units may never again support Targaryen's",
                refusal(s, "Stark", "F nns S A pen-and"));
        assertTrue(refusal(s, "Stark", "F nns S A pen").startsWith("Targaryen executed Stark's"));
        assertInstanceOf(ParseResult.Ok.class, R.parse(s, "Targaryen", "A pen S A fla"), "the ban runs one way");
        assertInstanceOf(ParseResult.Ok.class, R.parse(s, "Stark", "F nns S A and"), "other Houses may still be supported");
        Order.Hold hold = new Order.Hold(s.unitAt(p("nns")));
        assertFalse(R.legalOrders(s, s.unitAt(p("nns"))).stream()
                .anyMatch(o -> o instanceof Order.SupportMove sm && sm.supported().power().equals("Targaryen")));
        assertTrue(R.legalOrders(s, s.unitAt(p("nns"))).contains(hold));
    }

    @Test
    void anExecutionVoidsTheVictimsSupportInTheSameTurn() {
        GameState s = position();
        var entered = orders(s, "Targaryen: A pen-and", "Stark: F nns S A pen-and", "Targaryen: Execute Heir Stark");
        Turn t = R.play(s, entered, Map.of());
        var support = outcome(t, "F nns S A pen-and");
        assertFalse(support.succeeded());
        assertTrue(support.reason().startsWith("void: Targaryen executed Stark's Heir Stark (S299M)"), support.reason());
        assertEquals("Lannister", t.next().unitAt(p("and")).power(), "one against one: the attack bounces");
    }
}
