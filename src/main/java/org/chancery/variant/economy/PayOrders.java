package org.chancery.variant.economy;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.engine.Order;

/**
 * Payment orders between powers: "PAY 35 Egyptus", also "Pay Egyptus 35" and "pay 35 talents to Egyptus". A
 * payment is a whole number of talents, in steps of the map's {@code payStep}, never more than the payer holds.
 */
public final class PayOrders {
    public static final String KIND = "pay";
    private static final Pattern AMOUNT_FIRST = Pattern.compile("(?i)\\s*pay\\s+(\\d+)\\s*(?:talents?)?\\s*(?:to\\s+)?(.+?)\\s*");
    private static final Pattern NAME_FIRST = Pattern.compile("(?i)\\s*pay\\s+(?:to\\s+)?(.+?)\\s+(\\d+)\\s*(?:talents?)?\\s*");

    private PayOrders() {}

    /** Whether the text is meant as a payment. */
    public static boolean isPay(String text) {
        return text != null && text.strip().toLowerCase(Locale.ROOT).matches("pay(\\s.*)?");
    }

    /**
     * The payment order, or a String saying what is wrong. {@code recipient} turns a name into a power (empty if
     * none); {@code balance} is what the payer holds now.
     */
    public static Object parse(String payer, String text, Function<String, Optional<String>> recipient, int balance,
                               int step) {
        Matcher m = AMOUNT_FIRST.matcher(text);
        String amount, who;
        if (m.matches()) {
            amount = m.group(1);
            who = m.group(2);
        } else if ((m = NAME_FIRST.matcher(text)).matches()) {
            amount = m.group(2);
            who = m.group(1);
        } else {
            return "write a payment as 'PAY 35 Egyptus': the talents, then the power who receives them";
        }
        int n;
        try {
            n = Integer.parseInt(amount);
        } catch (NumberFormatException e) {
            return "'" + amount + "' is not a number of talents";
        }
        Optional<String> to = recipient.apply(who);
        if (to.isEmpty()) return "there is no power '" + who + "' to pay";
        if (to.get().equals(payer)) return payer + " cannot pay itself";
        if (n <= 0 || n % step != 0) return "a payment is a multiple of " + step + " talents, such as " + 5 * step + ", not " + n;
        if (n > balance) return payer + " holds " + balance + " talents, so it cannot pay " + n;
        return new Order.Special(payer, null, null, KIND, List.of(to.get(), Integer.toString(n)), "PAY " + n + " " + to.get());
    }

    public static String recipient(Order.Special pay) { return pay.args().get(0); }

    public static int amount(Order.Special pay) { return Integer.parseInt(pay.args().get(1)); }
}
