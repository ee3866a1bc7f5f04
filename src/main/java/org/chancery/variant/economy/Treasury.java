package org.chancery.variant.economy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.variant.ModuleState;

/**
 * Money: each power's treasury, the price level (1, doubled, tripled), payments on their way, and each power's
 * ledger, line by line. Kept in the game state's extras under {@link #KEY}. A treasury never goes below zero.
 * Immutable.
 */
public record Treasury(Map<String, Integer> talents, int priceFactor, List<Payment> inTransit,
                       Map<String, List<String>> ledger) {
    public static final String KEY = "treasury";

    /** A payment given and not yet received: it arrives at the end of the season it was given in. */
    public record Payment(String from, String to, int amount, String phase) {}

    public Treasury {
        talents = talents == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(talents));
        priceFactor = Math.max(1, priceFactor);
        inTransit = inTransit == null ? List.of() : List.copyOf(inTransit);
        Map<String, List<String>> l = new TreeMap<>();
        if (ledger != null) ledger.forEach((k, v) -> l.put(k, List.copyOf(v)));
        ledger = java.util.Collections.unmodifiableMap(l);
    }

    public static Treasury empty() { return new Treasury(Map.of(), 1, List.of(), Map.of()); }

    public static Treasury read(GameState s) { return ModuleState.read(s, KEY, Treasury.class, Treasury::empty); }

    public GameState.Builder write(GameState.Builder b) { return ModuleState.write(b, KEY, this); }

    public int balance(String power) { return talents.getOrDefault(power, 0); }

    public List<String> ledgerOf(String power) { return ledger.getOrDefault(power, List.of()); }

    /** Adds {@code amount} (negative to take) and writes the ledger line "when: what +n (balance b)". */
    public Treasury add(String power, int amount, String when, String what) {
        int now = balance(power) + amount;
        if (now < 0) throw new IllegalArgumentException(power + " cannot pay " + -amount + " talents from " + balance(power));
        Map<String, Integer> t = new TreeMap<>(talents);
        t.put(power, now);
        String sign = amount >= 0 ? "+" : "-";
        return new Treasury(t, priceFactor, inTransit, line(power, when + ": " + what + " " + sign + Math.abs(amount)
                + " (balance " + now + ")"));
    }

    /** Empties a treasury (money lost or taken), with the ledger line. */
    public Treasury clear(String power, String when, String what) {
        return balance(power) == 0 ? this : add(power, -balance(power), when, what);
    }

    /** Only a ledger line, no money moved. */
    public Treasury note(String power, String text) {
        return new Treasury(talents, priceFactor, inTransit, line(power, text));
    }

    public Treasury withPriceFactor(int factor) { return new Treasury(talents, factor, inTransit, ledger); }

    public Treasury sending(Payment p) {
        List<Payment> out = new ArrayList<>(inTransit);
        out.add(p);
        return new Treasury(talents, priceFactor, out, ledger);
    }

    public Treasury delivered() { return new Treasury(talents, priceFactor, List.of(), ledger); }

    /** Without a power's money and ledger (it left the game). */
    public Treasury without(String power) {
        Map<String, Integer> t = new TreeMap<>(talents);
        t.remove(power);
        Map<String, List<String>> l = new TreeMap<>(ledger);
        l.remove(power);
        return new Treasury(t, priceFactor, inTransit, l);
    }

    private Map<String, List<String>> line(String power, String text) {
        Map<String, List<String>> l = new TreeMap<>(ledger);
        List<String> mine = new ArrayList<>(l.getOrDefault(power, List.of()));
        mine.add(text);
        l.put(power, mine);
        return l;
    }
}
