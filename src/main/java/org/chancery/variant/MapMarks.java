package org.chancery.variant;

import java.util.List;
import java.util.Map;

/**
 * What a map shows beyond units and owners, for variants that have it: the player powers behind a power no player
 * takes (a thrall's controller, a vassal's two controllers), the heirs with where they are, sites built on the board
 * (cities, fortified cities, capitals) and the links between them (roads), label colours by province (Diplomacy of
 * the Empire's gold ten-talent names), the glyph each kind of unit is drawn with (by kind letter: "army", "fleet",
 * "infantry", "cavalry", "catapult"), and whether supply-centre markers are drawn.
 */
public record MapMarks(Map<String, List<String>> patrons, List<HeirMark> heirs, List<Site> sites, List<Link> links,
                       Map<String, String> labelColours, Map<String, String> glyphs, boolean centres) {
    public MapMarks {
        patrons = Map.copyOf(patrons);
        heirs = List.copyOf(heirs);
        sites = List.copyOf(sites);
        links = List.copyOf(links);
        labelColours = Map.copyOf(labelColours);
        glyphs = Map.copyOf(glyphs);
    }

    public MapMarks(Map<String, List<String>> patrons, List<HeirMark> heirs) {
        this(patrons, heirs, List.of(), List.of(), Map.of(), Map.of(), true);
    }

    /** An heir of {@code power} at province {@code at}. */
    public record HeirMark(String power, String at, boolean married) {}

    /** Something built in a province: {@code kind} "city", "fortified" or "capital"; {@code owner} may be null. */
    public record Site(String province, String kind, String owner) {}

    /** A line between two provinces' sites, such as a road. */
    public record Link(String a, String b) {}

    public static MapMarks none() { return new MapMarks(Map.of(), List.of()); }

    /** These marks with sites and the links between them. */
    public MapMarks withSites(List<Site> s, List<Link> l) {
        return new MapMarks(patrons, heirs, s, l, labelColours, glyphs, centres);
    }

    /** These marks with label colours ("#rrggbb") by province id, glyphs by kind letter, and centres drawn or not. */
    public MapMarks withStyle(Map<String, String> labels, Map<String, String> unitGlyphs, boolean drawCentres) {
        return new MapMarks(patrons, heirs, sites, links, labels, unitGlyphs, drawCentres);
    }
}
