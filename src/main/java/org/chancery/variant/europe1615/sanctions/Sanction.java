package org.chancery.variant.europe1615.sanctions;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The rulebook's table of sanctions. The number in brackets orders them all ([31] first): by their rank within
 * their category, then by the category's importance (Protestant advantages, Catholic advantages, impediments,
 * embargoes, miscellaneous). Stronghold I, II and III are three sanctions of one rank, I before II before III.
 */
public enum Sanction {
    PROTESTANT_UNION("Protestant Union", 31, Category.PROTESTANT, 1),
    SAXON_INTERVENTION("Saxon intervention", 26, Category.PROTESTANT, 2),
    BETHLENS_INTERVENTION("Bethlen's intervention", 21, Category.PROTESTANT, 3),
    KEJSERKRIG("Kejserkrig", 16, Category.PROTESTANT, 4),
    GUSTAVS_INTERVENTION("Gustav's intervention", 11, Category.PROTESTANT, 5),
    DUTCH_INTERVENTION("Dutch intervention", 7, Category.PROTESTANT, 6),
    PROTESTANT_IMMUNITY("Protestant immunity", 3, Category.PROTESTANT, 7),
    CATHOLIC_LEAGUE("Catholic League", 30, Category.CATHOLIC, 1),
    POLISH_INTERVENTION("Polish intervention", 25, Category.CATHOLIC, 2),
    ECCLESIASTICAL_RESERVATION("Ecclesiastical reservation", 20, Category.CATHOLIC, 3),
    CATHOLIC_IMMUNITY("Catholic immunity", 15, Category.CATHOLIC, 4),
    ANTI_HAPSBURG_CAMPAIGN("Anti-Hapsburg campaign", 29, Category.IMPEDIMENT, 1),
    BOHEMIAN_REVOLT("Bohemian revolt", 24, Category.IMPEDIMENT, 2),
    TREATY_OF_LYON("Treaty of Lyon", 19, Category.IMPEDIMENT, 3),
    DANO_SWEDISH_RIVALRY("Dano-Swedish rivalry", 14, Category.IMPEDIMENT, 4),
    HUGUENOT_REBELLION("Huguenot rebellion", 10, Category.IMPEDIMENT, 5),
    CATALONIAN_REVOLT("Catalonian revolt", 6, Category.IMPEDIMENT, 6),
    IRISH_CATHOLIC_REBELLION("Irish Catholic rebellion", 2, Category.IMPEDIMENT, 7),
    EMBARGO_ON_SPAIN("Embargo on Spain", 28, Category.EMBARGO, 1),
    EMBARGO_ON_AUSTRIA("Embargo on Austria", 23, Category.EMBARGO, 2),
    EMBARGO_ON_FRANCE("Embargo on France", 18, Category.EMBARGO, 3),
    EMBARGO_ON_DENMARK("Embargo on Denmark", 13, Category.EMBARGO, 4),
    EMBARGO_ON_ENGLAND("Embargo on England", 9, Category.EMBARGO, 5),
    SATELLITE_STATE("Satellite state", 5, Category.EMBARGO, 6),
    STRONGHOLD_I("Stronghold I", 27, Category.MISCELLANEOUS, 1),
    STRONGHOLD_II("Stronghold II", 27, Category.MISCELLANEOUS, 1),
    STRONGHOLD_III("Stronghold III", 27, Category.MISCELLANEOUS, 1),
    BRIBE_A_UNIT("Bribe a unit to hold", 22, Category.MISCELLANEOUS, 2),
    LEVY_AN_ARMY("Levy an army", 17, Category.MISCELLANEOUS, 3),
    FORCED_MARCH("Forced march", 12, Category.MISCELLANEOUS, 4),
    RELIEVE_ATTRITION("Relieve attrition", 8, Category.MISCELLANEOUS, 5),
    CANCELLATION_OPTION("Cancellation option", 4, Category.MISCELLANEOUS, 6),
    OTTOMAN_NEUTRALITY("Ottoman neutrality", 1, Category.MISCELLANEOUS, 7);

    /** The five categories, most important first. */
    public enum Category {
        PROTESTANT("Protestant advantage"), CATHOLIC("Catholic advantage"), IMPEDIMENT("impediment"),
        EMBARGO("embargo"), MISCELLANEOUS("miscellaneous");

        public final String label;

        Category(String label) { this.label = label; }
    }

    /** Highest priority first: by rank in category, then importance, then Stronghold I, II, III. */
    public static final Comparator<Sanction> PRIORITY = Comparator.comparingInt((Sanction s) -> s.rank)
            .thenComparing(s -> s.category).thenComparingInt(Enum::ordinal);

    public final String title;
    /** The rulebook's number in brackets, [31] to [1]. */
    public final int number;
    public final Category category;
    /** Rank within the category, 1 first. */
    public final int rank;

    Sanction(String title, int number, Category category, int rank) {
        this.title = title;
        this.number = number;
        this.category = category;
        this.rank = rank;
    }

    /** "protestant" or "catholic" for an advantage of that confession, else null. */
    public String confession() {
        return category == Category.PROTESTANT ? "protestant" : category == Category.CATHOLIC ? "catholic" : null;
    }

    public boolean advantage() { return confession() != null; }

    /** The power an embargo is on, or null. */
    public String embargoed() {
        return category == Category.EMBARGO && this != SATELLITE_STATE ? title.substring("Embargo on ".length()) : null;
    }

    /** The title, as the sanction is written in the game's state. */
    @JsonValue
    public String json() { return title; }

    /** A sanction from the state: its title or its constant's name. */
    @JsonCreator
    public static Sanction fromJson(String text) {
        for (Sanction s : values()) if (s.title.equals(text) || s.name().equals(text)) return s;
        Sanction s = find(text);
        if (s == null) throw new IllegalArgumentException("no sanction '" + text + "'");
        return s;
    }

    /** "Embargo on Spain [28]". */
    public String label() { return title + " [" + number + "]"; }

    /** Centres a stronghold fortifies: 1, 2 or 3; 0 for the others. */
    public int forts() {
        return this == STRONGHOLD_I ? 1 : this == STRONGHOLD_II ? 2 : this == STRONGHOLD_III ? 3 : 0;
    }

    /**
     * The sanction a player means: its title ("Embargo on Spain"), a shortening of its words in order ("Saxon
     * interv.", "Embargo Spain"), or its number ("[28]", "28"); null when nothing or several match.
     */
    public static Sanction find(String text) {
        List<String> words = words(text);
        if (words.isEmpty()) return null;
        if (words.size() == 1 && words.get(0).matches("\\d+")) {
            List<Sanction> byNumber = new ArrayList<>();
            for (Sanction s : values()) if (String.valueOf(s.number).equals(words.get(0))) byNumber.add(s);
            return byNumber.size() == 1 ? byNumber.get(0) : null;
        }
        List<Sanction> exact = new ArrayList<>(), loose = new ArrayList<>();
        for (Sanction s : values()) {
            List<String> name = words(s.title);
            if (name.equals(words)) exact.add(s);
            else if (shortens(words, name)) loose.add(s);
        }
        if (exact.size() == 1) return exact.get(0);
        return loose.size() == 1 && exact.isEmpty() ? loose.get(0) : null;
    }

    /** Every sanction whose title a text may be shortening, for an answer to an unclear name. */
    public static List<Sanction> candidates(String text) {
        List<String> words = words(text);
        List<Sanction> out = new ArrayList<>();
        for (Sanction s : values()) if (!words.isEmpty() && shortens(words, words(s.title))) out.add(s);
        return out;
    }

    private static boolean shortens(List<String> words, List<String> name) {
        int j = 0;
        for (String w : words) {
            while (j < name.size() && !name.get(j).startsWith(w)) j++;
            if (j == name.size()) return false;
            j++;
        }
        return true;
    }

    static List<String> words(String text) {
        String t = text.toLowerCase(Locale.ROOT).replace("'s", "").replaceAll("[^a-z0-9]+", " ").strip();
        return t.isEmpty() ? List.of() : Arrays.asList(t.split(" "));
    }
}
