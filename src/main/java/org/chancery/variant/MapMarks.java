package org.chancery.variant;

import java.util.List;
import java.util.Map;

/**
 * What a map shows beyond units and owners, for variants that have it: the player powers behind a power
 * no player takes (a thrall's controller, a vassal's two controllers), the heirs with where they are, and the
 * provinces whose units are converting to the other kind (W3K).
 */
public record MapMarks(Map<String, List<String>> patrons, List<HeirMark> heirs, List<String> converting) {
    public MapMarks {
        patrons = Map.copyOf(patrons);
        heirs = List.copyOf(heirs);
        converting = List.copyOf(converting);
    }

    public MapMarks(Map<String, List<String>> patrons, List<HeirMark> heirs) { this(patrons, heirs, List.of()); }

    /** The same marks, with these provinces' units shown converting. */
    public MapMarks withConverting(List<String> provinces) { return new MapMarks(patrons, heirs, provinces); }

    /** An heir of {@code power} at province {@code at}. */
    public record HeirMark(String power, String at, boolean married) {}

    public static MapMarks none() { return new MapMarks(Map.of(), List.of()); }
}
