package org.chancery.variant.europe1615.sanctions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * The deal, as the rulebook has the GM make it before the start: seven sanctions to each power, like cards, with
 * no duplicate in one list, every sanction dealt at least once, and no power holding its own embargo. Each
 * Satellite state card is listed with a state drawn for it, a different one for each holder. The same seed
 * gives the same deal ({@link Random} is the same generator on every Java).
 */
public final class Deal {
    public static final int EACH = 7;

    private Deal() {}

    /** The lists, by power, in the order dealt. */
    public static Map<String, List<Sanction>> lists(long seed, List<String> powers) {
        Sanction[] all = Sanction.values();
        int slots = EACH * powers.size();
        if (slots < all.length) throw new IllegalArgumentException(powers.size() + " lists of " + EACH + " cannot hold every sanction");
        Random random = new Random(seed);
        while (true) {
            List<Sanction> cards = new ArrayList<>(List.of(all));
            while (cards.size() < slots) cards.add(all[random.nextInt(all.length)]);
            Collections.shuffle(cards, random);
            Map<String, List<Sanction>> out = new TreeMap<>();
            boolean ok = true;
            for (int i = 0; i < powers.size() && ok; i++) {
                List<Sanction> hand = cards.subList(i * EACH, (i + 1) * EACH);
                String power = powers.get(i);
                ok = new HashSet<>(hand).size() == EACH && hand.stream().noneMatch(s -> power.equals(s.embargoed()));
                out.put(power, List.copyOf(hand));
            }
            if (ok) return out;
        }
    }

    /** A state for each holder of a Satellite state card, drawn from {@code eligible}, all different. */
    public static Map<String, String> satellites(long seed, Map<String, List<Sanction>> lists, List<String> eligible) {
        Random random = new Random(seed ^ 0x5A7E11L);
        List<String> pool = new ArrayList<>(eligible);
        Collections.shuffle(pool, random);
        Map<String, String> out = new TreeMap<>();
        int i = 0;
        for (Map.Entry<String, List<Sanction>> e : lists.entrySet()) {
            if (e.getValue().contains(Sanction.SATELLITE_STATE) && i < pool.size()) out.put(e.getKey(), pool.get(i++));
        }
        return out;
    }
}
