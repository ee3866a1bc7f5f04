package org.chancery.variant;

import java.util.List;
import java.util.Map;

/**
 * What a map shows beyond units and owners, for variants that have it: the player powers behind a power
 * no player takes (a thrall's controller, a vassal's two controllers), and the heirs with where they are.
 */
public record MapMarks(Map<String, List<String>> patrons, List<HeirMark> heirs) {
    public MapMarks {
        patrons = Map.copyOf(patrons);
        heirs = List.copyOf(heirs);
    }

    /** An heir of {@code power} at province {@code at}. */
    public record HeirMark(String power, String at, boolean married) {}

    public static MapMarks none() { return new MapMarks(Map.of(), List.of()); }
}
