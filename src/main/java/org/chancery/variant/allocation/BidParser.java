package org.chancery.variant.allocation;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Unit;

/**
 * Reads allocation lines such as {@code 2 A ber-pru}, {@code 1 F tun marry heir ama} or the rulebook's
 * {@code 2 DP to F Tunis Marry Heir Amasya}: the points, then
 * an order for a unit the power does not own. The heir named in a Marry is kept as written, for the heirs
 * rules to check.
 */
public final class BidParser {
    private static final Pattern MARRY = Pattern.compile("^(.*?)\\s+marr(?:y|ies)\\s+(.+)$", Pattern.CASE_INSENSITIVE);

    private final OrderParser orders;
    private final AuctionPolicy policy;

    public BidParser(OrderParser orders, AuctionPolicy policy) {
        this.orders = orders;
        this.policy = policy;
    }

    /** A bid, or why the line is not one. */
    public sealed interface Parsed {
        record Ok(Bid bid) implements Parsed {}
        record Error(String line, String message) implements Parsed {}
    }

    public Parsed parse(GameState s, String power, String line, Set<String> biddable) {
        String text = line == null ? "" : line.strip();
        PointLine.Read read = PointLine.read(text, "2 A ber-pru");
        if (read instanceof PointLine.Read.Error e) return new Parsed.Error(text, e.message());
        if (!(read instanceof PointLine.Read.Ok ok)) {
            return new Parsed.Error(text, "start with the points, then the order" + example(s, biddable));
        }
        int points = ok.line().points();
        String rest = ok.line().rest();
        String marry = null;
        Matcher mm = MARRY.matcher(rest);
        if (mm.matches()) {
            rest = mm.group(1) + " H";
            marry = mm.group(2).strip().toLowerCase(java.util.Locale.ROOT);
        }
        if (!orders.readable(rest)) {
            return new Parsed.Error(text, "could not read '" + rest + "': write the points, then an order for a unit you do "
                    + "not own" + example(s, biddable));
        }
        ParseResult r = orders.parse(s, null, rest);
        if (r instanceof ParseResult.Error e) return new Parsed.Error(text, e.message());
        Order order = ((ParseResult.Ok) r).order();
        Unit u = order.unit();
        if (u == null || !biddable.contains(u.power())) {
            String whose = u == null ? "that order" : "the " + u.kind().name().toLowerCase(java.util.Locale.ROOT)
                    + " in " + u.province().name() + " belongs to " + u.power();
            return new Parsed.Error(text, whose + "; points go only to units of minor, thrall and vassal powers");
        }
        String why = policy.refusal(power, u.power());
        if (why != null) return new Parsed.Error(text, why);
        return new Parsed.Ok(new Bid(power, points, order, marry));
    }

    /** ", such as '2 A par-cha'", with a unit the points could go to in this position. */
    private static String example(GameState s, Set<String> biddable) {
        for (Unit u : s.units()) {
            if (!biddable.contains(u.power())) continue;
            String move = org.chancery.engine.OrderExamples.move(s, u);
            return ", such as '2 " + (move == null ? u.shortName() + " H" : move) + "'";
        }
        return "";
    }

    /** Null when the bids fit the power's total, else what is wrong. */
    public static String overBudget(List<Bid> bids, int total) {
        int spent = 0;
        for (Bid b : bids) spent += b.points();
        return Submission.over(spent, total, Points.DP);
    }
}
