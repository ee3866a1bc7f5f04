package org.chancery.variant.heirs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.chancery.engine.Board;
import org.chancery.engine.Province;

/**
 * Finds the heir a player means: by its power ("Heir Kalmar Union", "H Kalmar", "Kalmar heir", "H KU") or
 * by where it lives ("Heir Roskilde", "heir ros"). Its messages take their examples from the heirs in play. An unmarried heir is preferred, since a power has at
 * most one and only unmarried heirs take orders. An heir's id ("Heir Targaryen 2") names it when neither
 * its power nor its place does.
 */
public final class HeirNames {
    private static final Pattern LEAD = Pattern.compile("^(?:the\\s+)?(?:heir|h)(?:\\s+of)?\\s+", Pattern.CASE_INSENSITIVE);
    private static final Pattern TRAIL = Pattern.compile("(?:'s)?\\s+heir$", Pattern.CASE_INSENSITIVE);

    private final Board board;
    private final Map<String, String> powers = new LinkedHashMap<>();

    /** @param powerNames every name a power goes by (name, adjective, code), mapped to the power's name */
    public HeirNames(Board board, Map<String, String> powerNames) {
        this.board = board;
        powerNames.forEach((alias, power) -> powers.put(Board.normalize(alias), power));
    }

    /** Whether the text is written as an heir ("Heir X", "H X", "X heir"). */
    public static boolean looksLikeHeir(String text) {
        String t = text.strip();
        return LEAD.matcher(t).find() || TRAIL.matcher(t).find();
    }

    /** The text without its "Heir"/"H" marker. */
    public static String bare(String text) {
        String t = LEAD.matcher(text.strip()).replaceFirst("");
        return TRAIL.matcher(t).replaceFirst("").strip();
    }

    /** The power a name stands for, if any. */
    public Optional<String> power(String name) { return Optional.ofNullable(powers.get(Board.normalize(name))); }

    /** The heir found, or why none could be. */
    public sealed interface Found {
        record Ok(Heir heir) implements Found {}
        /** Why no heir was found; {@code choices} holds the candidates when the name fits several. */
        record Error(String message, List<Heir> choices) implements Found {
            public Error {
                choices = List.copyOf(choices);
            }

            public Error(String message) { this(message, List.of()); }
        }
    }

    public Found find(Heirs heirs, String text) { return find(heirs, text, false); }

    /**
     * @param interchangeable whether, when the name fits several unmarried heirs of one power living at the same
     *                        place (Ice and Fire's two Targaryens), the first of them is meant: nothing tells them apart
     */
    public Found find(Heirs heirs, String text, boolean interchangeable) {
        String name = bare(text);
        if (name.isEmpty()) return new Found.Error("name the heir by its power or its place, " + example(heirs));
        Optional<String> power = power(name);
        if (power.isPresent()) {
            return pick(heirs.of(power.get()), "the " + power.get() + " heir", power.get() + " has no living heir", interchangeable);
        }
        Optional<Province> place = board.find(name);
        if (place.isPresent()) {
            Province p = place.get();
            return pick(heirs.at(p.id()), "the heir in " + p.name(), "there is no heir in " + p.name(), interchangeable);
        }
        for (Heir h : heirs.all()) {
            if (Board.normalize(h.id()).equals(Board.normalize(name))) return new Found.Ok(h);
        }
        return new Found.Error("no power or place called '" + name + "': name the heir by its power or its place, "
                + example(heirs));
    }

    /** "such as 'Heir Stark' or 'Heir Winterfell'", from the heirs in play. */
    String example(Heirs heirs) {
        for (Heir h : heirs.all()) {
            if (h.married()) continue;
            String place = board.find(h.at()).map(Province::name).orElse(h.at());
            return "such as 'Heir " + h.power() + "' or 'Heir " + place + "'";
        }
        return heirs.all().isEmpty() ? "such as 'Heir <power>'" : "such as 'Heir " + heirs.all().get(0).power() + "'";
    }

    private Found pick(List<Heir> candidates, String what, String none, boolean interchangeable) {
        if (candidates.isEmpty()) return new Found.Error(none);
        List<Heir> unmarried = new ArrayList<>();
        for (Heir h : candidates) if (!h.married()) unmarried.add(h);
        if (unmarried.size() == 1) return new Found.Ok(unmarried.get(0));
        if (interchangeable && !unmarried.isEmpty() && alike(unmarried)) {
            return new Found.Ok(unmarried.stream().min(java.util.Comparator.comparing(Heir::id)).orElseThrow());
        }
        if (unmarried.isEmpty() && candidates.size() == 1) return new Found.Ok(candidates.get(0));
        List<Heir> pool = unmarried.isEmpty() ? candidates : unmarried;
        return new Found.Error(what + " is ambiguous; say " + which(pool), pool);
    }

    /** Whether the heirs are of one power and live at one place. */
    public static boolean alike(List<Heir> heirs) {
        for (Heir h : heirs) {
            if (!h.power().equals(heirs.get(0).power()) || !h.at().equals(heirs.get(0).at())) return false;
        }
        return true;
    }

    /** "'Heir Targaryen 1' (at Dragonstone) or 'Heir Targaryen 2' (at Dragonstone)". */
    public String which(List<Heir> heirs) {
        List<String> names = new ArrayList<>();
        for (Heir h : heirs) {
            String place = board.find(h.at()).map(Province::name).orElse(h.at());
            names.add("'Heir " + h.id() + "' (at " + place + ")");
        }
        return String.join(" or ", names);
    }

    /** Lower-cased canonical reference, as in allocation lines: "heir ottomans". */
    public static String canonical(Heir h) { return "heir " + h.power().toLowerCase(Locale.ROOT); }
}
