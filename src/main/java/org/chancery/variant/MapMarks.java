package org.chancery.variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a map shows beyond units and owners, for variants that have it: the player powers behind a power
 * no player takes (a thrall's controller, a vassal's two controllers), the heirs with where they are, and any
 * other {@link Mark} a variant draws (cities, roads, statuses, markers). Every mark carries the text its legend
 * entry shows, so a new variant's marks get a key without the renderer knowing the variant.
 */
public record MapMarks(Map<String, List<String>> patrons, List<HeirMark> heirs, List<Mark> marks,
                       Map<String, String> glyphs, boolean centres, Map<String, String> holders) {
    public MapMarks {
        patrons = Map.copyOf(patrons);
        heirs = List.copyOf(heirs);
        marks = List.copyOf(marks);
        glyphs = Map.copyOf(glyphs);
        holders = Map.copyOf(holders);
    }

    public MapMarks(Map<String, List<String>> patrons, List<HeirMark> heirs, List<Mark> marks,
                    Map<String, String> glyphs, boolean centres) {
        this(patrons, heirs, marks, glyphs, centres, Map.of());
    }

    public MapMarks(Map<String, List<String>> patrons, List<HeirMark> heirs, List<Mark> marks) {
        this(patrons, heirs, marks, Map.of(), true);
    }

    public MapMarks(Map<String, List<String>> patrons, List<HeirMark> heirs) { this(patrons, heirs, List.of()); }

    /**
     * These marks with the glyph each kind of unit is drawn with, by kind letter ("army", "fleet", or the legions'
     * map symbols "infantry", "cavalry", "catapult"), and supply-centre markers drawn or not (a board whose owned
     * provinces are not centres).
     */
    public MapMarks withUnits(Map<String, String> unitGlyphs, boolean drawCentres) {
        return new MapMarks(patrons, heirs, marks, unitGlyphs, drawCentres, holders);
    }

    /**
     * These marks with who holds each province without a centre, by province id, on a board where such land is held
     * as centres are owned (Europe 1615's territory): the map tints it as the holder's other lands. A province not
     * given is tinted for the power whose unit stands in it, as on the classic board.
     */
    public MapMarks withHolders(Map<String, String> provinceHolders) {
        return new MapMarks(patrons, heirs, marks, glyphs, centres, provinceHolders);
    }

    /** An heir of {@code power} at province {@code at}; a hostage lives at another House's capital against its will. */
    public record HeirMark(String power, String at, boolean married, boolean hostage) {
        public HeirMark(String power, String at, boolean married) { this(power, at, married, false); }
    }

    /** The shapes the renderer can draw for a variant's mark. */
    public enum Symbol {
        /** a disc beside the province's centre marker; {@code text} (a letter or number) goes inside */
        BADGE,
        /** a small square beside the centre marker, such as a city */
        SQUARE,
        /** a cross, such as a religious marker */
        CROSS,
        /** a triangle pennant */
        FLAG,
        /** the province hatched */
        HATCH,
        /** the province's border drawn thick, for all provinces in {@code at} taken together (an area) */
        OUTLINE,
        /** a line from the first province to the second, such as a road */
        LINE,
        /** a dotted crossing over the water between two provinces' nearest shores, such as a strait */
        CROSSING,
        /** a small text tag under the province's name */
        TAG,
        /** the province's name drawn in the mark's colour (Diplomacy of the Empire's gold ten-talent names) */
        NAME
    }

    /**
     * One mark. {@code at}: the province ids it marks (two for a line, any number for an outline).
     * {@code power}: whose colour it takes, or null; {@code colour}: "#rrggbb" instead of a power's colour, or null.
     * {@code text}: what a badge or tag says, or null. {@code key}: the legend's words for this kind of mark.
     * {@code board}: the mark follows from the board alone, the same in every position (W3K's Sea Areas), so it is
     * drawn with the board, under the pieces, and kept with the board's pixels; only an outline in its own colour can be.
     */
    public record Mark(Symbol symbol, List<String> at, String power, String colour, String text, String key, boolean board) {
        public Mark {
            if (symbol == null) throw new IllegalArgumentException("a mark needs a symbol");
            at = List.copyOf(at);
            if (at.isEmpty()) throw new IllegalArgumentException("a mark needs at least one province");
            if (symbol == Symbol.LINE && at.size() != 2) throw new IllegalArgumentException("a line joins two provinces");
            if (key == null || key.isBlank()) throw new IllegalArgumentException("a mark needs its legend text (key)");
            if (board && (symbol != Symbol.OUTLINE || colour == null)) {
                throw new IllegalArgumentException("only an outline in its own colour is drawn with the board");
            }
        }

        public Mark(Symbol symbol, List<String> at, String power, String colour, String text, String key) {
            this(symbol, at, power, colour, text, key, false);
        }

        /** The same mark, drawn with the board (see {@code board}). */
        public Mark onBoard() { return new Mark(symbol, at, power, colour, text, key, true); }
    }

    /** The same marks with one more. */
    public MapMarks with(Mark m) {
        List<Mark> all = new ArrayList<>(marks);
        all.add(m);
        return new MapMarks(patrons, heirs, all, glyphs, centres, holders);
    }

    public static MapMarks none() { return new MapMarks(Map.of(), List.of(), List.of()); }
}
