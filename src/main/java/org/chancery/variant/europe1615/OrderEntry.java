package org.chancery.variant.europe1615;

import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.OrderValidator;
import org.chancery.engine.Phase;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;

/**
 * Order entry for a power: its own units' orders; a waived capture ("Waive Paris", any movement or retreat
 * phase, kept until the next build phase); a sanction's order (a forced march); retreats of the states' units a
 * sanction lets retreat; in Winter, removals and builds for itself and for the states aligned with it. Orders for the states' and the Ottomans' units go with the INFs instead, and the answer says so.
 */
final class OrderEntry {
    static final String WAIVE = "waive";
    private static final Pattern WAIVE_LINE = Pattern.compile("^waive\\s+(?:the\\s+)?(?:capture\\s+(?:of\\s+)?)?(.+)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern BUILD = Pattern.compile("^\\s*build\\b.*", Pattern.CASE_INSENSITIVE);
    private static final Pattern BARE_WAIVE = Pattern.compile("^\\s*waive\\s*$", Pattern.CASE_INSENSITIVE);

    private final E1615Setup setup;
    private final OrderParser parser;
    private final Predicate<Phase> lateWinter;

    OrderEntry(E1615Setup setup, OrderParser parser, Predicate<Phase> lateWinter) {
        this.setup = setup;
        this.parser = parser;
        this.lateWinter = lateWinter;
    }

    ParseResult parse(GameState s, String power, String text) {
        String input = text == null ? "" : text.strip();
        PhaseType phase = s.phase().type();
        ParseResult special = setup.sanctions().readOrder(s, power, input);
        if (special != null) return special;
        Matcher w = WAIVE_LINE.matcher(input);
        if (w.matches() && phase != PhaseType.ADJUSTMENT) return waive(s, power, input, w.group(1));
        if ((phase != PhaseType.ADJUSTMENT || !lateWinter.test(s.phase())) && BUILD.matcher(input).matches()) {
            return new ParseResult.Error(input, "it is the " + OrderValidator.describe(s.phase()) + ": builds come in the Late Winter");
        }
        if (phase != PhaseType.ADJUSTMENT && BARE_WAIVE.matcher(input).matches()) {
            return new ParseResult.Error(input, "it is the " + OrderValidator.describe(s.phase()) + ": a build is waived in the Late Winter; to waive"
                    + " a capture now, name the province, such as 'Waive Paris'");
        }
        if (phase == PhaseType.ADJUSTMENT && BUILD.matcher(input).matches() && power != null) {
            ParseResult own = parser.parse(s, power, input);
            if (own instanceof ParseResult.Ok) return own;
            ParseResult forState = stateBuild(s, power, input);
            return forState != null ? forState : own;
        }
        ParseResult r = parser.parse(s, null, input);
        if (!(r instanceof ParseResult.Ok ok)) return power == null ? r : parser.parse(s, power, input);
        Unit u = ok.order().unit();
        if (u == null || power == null || u.power().equals(power)) return r;
        Politics pol = Politics.of(setup, s);
        MinorState m = pol.ofPower(u.power());
        if (m != null && phase == PhaseType.RETREAT && power.equals(pol.alignedWith(m))
                && (ok.order() instanceof Order.Retreat || ok.order() instanceof Order.Disband)) {
            return new ParseResult.Ok(input, Retreats.stateOrder(power, ok.order()));
        }
        if (m != null && phase == PhaseType.ADJUSTMENT && power.equals(pol.alignedWith(m))) {
            return new ParseResult.Ok(input, stateRemove(power, u));
        }
        if (m != null && m.ottoman()) {
            return new ParseResult.Error(input, "the Ottoman units follow the suggestion with the most weight: send yours"
                    + " with your INFs by allocate, such as '" + u.shortName() + " H'");
        }
        if (m != null && phase == PhaseType.MOVEMENT) {
            return new ParseResult.Error(input, "the " + u.displayName() + " is " + m.power() + "'s: orders for a state's"
                    + " units go with your INFs by allocate, such as '9: " + m.key() + "' and '" + u.shortName() + " H'");
        }
        return new ParseResult.Error(input, "the " + u.displayName() + " is " + u.power() + "'s, not " + power + "'s");
    }

    /** A build for a state aligned with the power, at one of the state's home centres. */
    private ParseResult stateBuild(GameState s, String power, String input) {
        Politics pol = Politics.of(setup, s);
        for (MinorState m : pol.all()) {
            if (!power.equals(pol.alignedWith(m)) || pol.ofPower(m.power()) != m) continue;
            if (parser.parse(s, m.power(), input) instanceof ParseResult.Ok ok && ok.order() instanceof Order.Build b) {
                return new ParseResult.Ok(input, stateBuild(power, b));
            }
        }
        return null;
    }

    static Order.Special stateRemove(String power, Unit u) {
        return new Order.Special(power, u, u.province(), Adjustments.STATE_REMOVE, List.of(u.province().id()),
                "Remove " + u.shortName());
    }

    static Order.Special stateBuild(String power, Order.Build b) {
        return new Order.Special(power, null, b.at().province(), Adjustments.STATE_BUILD,
                List.of(b.at().id(), b.power(), String.valueOf(b.kind().letter())), b.text());
    }

    private ParseResult waive(GameState s, String power, String input, String where) {
        if (power == null) return new ParseResult.Error(input, "say which power waives a capture");
        Province p = setup.board.find(where.strip()).orElse(null);
        if (p == null) return new ParseResult.Error(input, "no province '" + where.strip() + "'; write 'Waive Paris' or 'Waive par'");
        if (power.equals(Politics.of(setup, s).holder(p))) {
            return new ParseResult.Error(input, p.name() + " is already " + power + "'s: there is no capture to waive");
        }
        if (E1615State.read(s).waivers().containsKey(p.id())) {
            return new ParseResult.Error(input, "the capture of " + p.name() + " is already waived until the next build phase");
        }
        return new ParseResult.Ok(input, new Order.Special(power, null, p, WAIVE, List.of(p.id()), "Waive " + p.name()));
    }
}
