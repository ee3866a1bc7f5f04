package org.chancery.variant;

import java.util.List;
import java.util.Map;

/**
 * What a map shows beyond units and owners, for variants that have it: the player powers behind a power
 * no player takes (a thrall's controller, a vassal's two, the power a minor state is aligned with), the heirs
 * with where they are, who holds provinces without centres, provinces drawn closed (a neutral state), small
 * tags (a religious marker, an attrition flag), lines for the legend (a round's scores), and the powers the
 * legend lists (all when empty).
 */
public record MapMarks(Map<String, List<String>> patrons, List<HeirMark> heirs, Map<String, String> holders,
                       List<String> closed, List<Tag> tags, List<String> lines, List<String> legendPowers) {
    public MapMarks {
        patrons = Map.copyOf(patrons);
        heirs = List.copyOf(heirs);
        holders = Map.copyOf(holders);
        closed = List.copyOf(closed);
        tags = List.copyOf(tags);
        lines = List.copyOf(lines);
        legendPowers = List.copyOf(legendPowers);
    }

    public MapMarks(Map<String, List<String>> patrons, List<HeirMark> heirs) {
        this(patrons, heirs, Map.of(), List.of(), List.of(), List.of(), List.of());
    }

    /** An heir of {@code power} at province {@code at}. */
    public record HeirMark(String power, String at, boolean married) {}

    /** A small sign at a province: a {@link Shape} in a colour ("#rrggbb"), with what it means. */
    public record Tag(String at, Shape shape, String colour, String meaning) {}

    /**
     * The signs a tag may take: a cross by the centre (a religious marker; a second one beside it), a tower over the
     * centre (a fortification), a flag by the unit (attrition).
     */
    public enum Shape { CROSS, TOWER, FLAG }

    public static MapMarks none() { return new MapMarks(Map.of(), List.of()); }
}
