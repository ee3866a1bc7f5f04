package org.chancery.variant.europe1615;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * A state that powers influence rather than order: a minor state, Sweden or Poland, a dormant state that wakes
 * on a capture (Lithuania, Livonia), a state raised in play from a liberated or dissolved centre, or the
 * Ottoman Empire (ordered by weighted suggestions, never pliant). {@code power} owns its units and centres;
 * {@code provinces} are its home, capital first.
 *
 * @param confession null (takes a marker by influence), "catholic" (permanently Catholic, Catholic powers
 *                   only) or "islamic" (takes no marker)
 * @param awakes     for a dormant state, the centre whose capture makes it pliant
 * @param units      the units it starts with, by province ("A" or "F"); the Ottomans' are the board's
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record MinorState(String key, String power, List<String> provinces, boolean pliant, String confession,
                         boolean ottoman, String awakes, Map<String, String> units) {
    public MinorState {
        provinces = List.copyOf(provinces);
        units = units == null ? Map.of() : Map.copyOf(units);
    }

    /** A state raised in play: pliant, of one centre, with no units of its own at the start. */
    public static MinorState raised(String key, String power, String province) {
        return new MinorState(key, power, List.of(province), true, null, false, null, Map.of());
    }

    @JsonIgnore
    public String capital() { return provinces.get(0); }

    @JsonIgnore
    public boolean islamic() { return "islamic".equals(confession); }

    @JsonIgnore
    public boolean papal() { return "catholic".equals(confession); }

    @JsonIgnore
    public boolean dormant() { return awakes != null; }

    /** "Saxony (SAX)". */
    @Override
    public String toString() { return power + " (" + key + ")"; }
}
