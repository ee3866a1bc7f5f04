package org.chancery.variant.europe1615.sanctions;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;

/**
 * A forced march, as the rulebook writes it: "A(SWI) - WUR || WUR S RHI-HES". Two orders for one of the power's
 * armies: first a move, then a move or a support from where the first goes. The second is adjudicated only if the
 * first succeeds. It comes with the power's orders, once.
 */
final class ForcedMarch {
    static final String KIND = "forced-march";
    static final String EXAMPLE = "A swi - wur || wur S rhi - hes";

    private final OrderParser parser;

    ForcedMarch(OrderParser parser) { this.parser = parser; }

    /** The two orders of a march, read against the position. */
    record March(Order.Move first, Order second) {}

    /** Reads "first || second" for the power; null when the text has no "||". */
    ParseResult read(GameState s, String power, String text) {
        int bar = text.indexOf("||");
        if (bar < 0) return null;
        try {
            if (power == null) throw new Choices.Refused("say which power marches");
            SanctionState.Effect e = SanctionState.read(s).active(Sanction.FORCED_MARCH);
            if (e == null || !e.pending().contains(power)) {
                throw new Choices.Refused(e == null ? "Forced march is not in effect" : e.holders().contains(power)
                        ? "you have used your forced march" : "you do not hold Forced march");
            }
            if (s.phase().type() != PhaseType.MOVEMENT) throw new Choices.Refused("a forced march is made in a movement phase");
            March m = march(s, power, text.substring(0, bar), text.substring(bar + 2));
            String canonical = m.first().text() + " || " + m.second().text();
            return new ParseResult.Ok(text, new Order.Special(power, m.first().unit(), m.first().province(), KIND,
                    List.of(m.first().text(), m.second().text()), canonical));
        } catch (Choices.Refused r) {
            return new ParseResult.Error(text, r.getMessage() + "; a forced march is written '" + EXAMPLE + "'");
        }
    }

    /** The march of a stored order, read again against the position; throws {@link Choices.Refused}. */
    March march(GameState s, String power, String firstText, String secondText) {
        if (!(parser.parse(s, power, firstText.strip()) instanceof ParseResult.Ok ok) || !(ok.order() instanceof Order.Move first)) {
            throw new Choices.Refused("the first order of a forced march is a move of one of your armies");
        }
        Unit u = first.unit();
        if (!u.power().equals(power) || !u.kind().equals(UnitKind.ARMY)) {
            throw new Choices.Refused("a forced march is made by one of your own armies");
        }
        Unit there = u.at(first.to());
        GameState moved = s.toBuilder().removeUnit(u.province()).removeUnit(first.to().province()).unit(there).build();
        String second = secondText.strip();
        if (!second.matches("(?i)^[AF]\\s.*")) second = "A " + second;
        ParseResult r = parser.parse(moved, power, second);
        if (!(r instanceof ParseResult.Ok sok) || !sok.order().unit().equals(there)
                || !(sok.order() instanceof Order.Move || sok.order() instanceof Order.SupportHold || sok.order() instanceof Order.SupportMove)) {
            String why = r instanceof ParseResult.Error err ? err.message() : "it is neither a move nor a support by the marching army";
            throw new Choices.Refused("the second order, from " + first.to().province().name() + ": " + why);
        }
        return new March(first, sok.order());
    }
}
