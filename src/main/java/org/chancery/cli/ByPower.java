package org.chancery.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An answer's lists of names by power ({@code units}, {@code sc_owners}), written with the powers in alphabetical
 * order as a sorted map would give them, and kept in arrays from line to line: the variant's own powers each have
 * their slot, any other power a sorted map beside them. A list kept sorted takes each name with its rank among the
 * board's names when it has one (comparing ranks is comparing texts), its text otherwise.
 */
final class ByPower {
    private final String[] powers;
    private final SerializedString[] encoded;
    private final SerializedString[][] names;
    private final int[][] ranks;
    private final int[] sizes;
    private final boolean sorted;
    private final Map<String, ByPower> others = new TreeMap<>();

    /** Lists for the given powers; {@code sorted} keeps each list in its names' order. */
    ByPower(List<String> variantPowers, boolean sorted) {
        powers = variantPowers.stream().sorted().toArray(String[]::new);
        encoded = new SerializedString[powers.length];
        for (int i = 0; i < powers.length; i++) encoded[i] = new SerializedString(powers[i]);
        names = new SerializedString[powers.length][8];
        ranks = new int[powers.length][8];
        sizes = new int[powers.length];
        this.sorted = sorted;
    }

    /** Empties every list for the next answer. */
    void clear() {
        Arrays.fill(sizes, 0);
        others.clear();
    }

    /** Adds a name to a power's list: {@code rank} its place among the board's names, or -1 when it has none. */
    void add(String power, SerializedString name, int rank) {
        int p = slot(power);
        if (p < 0) {
            others.computeIfAbsent(power, k -> new ByPower(List.of(k), sorted)).add(power, name, rank);
            return;
        }
        int n = sizes[p];
        if (n == names[p].length) {
            names[p] = Arrays.copyOf(names[p], 2 * n);
            ranks[p] = Arrays.copyOf(ranks[p], 2 * n);
        }
        SerializedString[] list = names[p];
        int[] rankOf = ranks[p];
        int at = n;
        if (sorted) {
            while (at > 0 && before(name, rank, list[at - 1], rankOf[at - 1])) {
                list[at] = list[at - 1];
                rankOf[at] = rankOf[at - 1];
                at--;
            }
        }
        list[at] = name;
        rankOf[at] = rank;
        sizes[p] = n + 1;
    }

    private static boolean before(SerializedString a, int rankA, SerializedString b, int rankB) {
        return rankA >= 0 && rankB >= 0 ? rankA < rankB : a.getValue().compareTo(b.getValue()) < 0;
    }

    private int slot(String power) {
        for (int i = 0; i < powers.length; i++) {
            if (powers[i] == power) return i;
        }
        for (int i = 0; i < powers.length; i++) {
            if (powers[i].equals(power)) return i;
        }
        return -1;
    }

    /** Writes the field: an object of the powers that have a list, in alphabetical order. */
    void write(JsonGenerator g, SerializedString field) throws IOException {
        g.writeFieldName(field);
        g.writeStartObject();
        writeEntries(g);
        g.writeEndObject();
    }

    private void writeEntries(JsonGenerator g) throws IOException {
        var other = others.values().iterator();
        ByPower next = other.hasNext() ? other.next() : null;
        for (int p = 0; p < powers.length; p++) {
            while (next != null && next.powers[0].compareTo(powers[p]) < 0) {
                next.writeEntries(g);
                next = other.hasNext() ? other.next() : null;
            }
            if (sizes[p] == 0) continue;
            g.writeFieldName(encoded[p]);
            g.writeStartArray();
            for (int i = 0; i < sizes[p]; i++) g.writeString(names[p][i]);
            g.writeEndArray();
        }
        while (next != null) {
            next.writeEntries(g);
            next = other.hasNext() ? other.next() : null;
        }
    }
}
