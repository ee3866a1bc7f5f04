package org.chancery.variant.w3k;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.variant.GameEnd;
import org.chancery.variant.Variant;

/**
 * The three Kingdoms (England, Scotland, Ireland) and their two possible capitals each ({@code rules.kingdoms}).
 * Victory: the victory count of centres and one capital of each Kingdom, at the end of a year. A draw is only
 * between Kingdoms: every surviving power must hold both capitals of one Kingdom.
 */
final class Kingdoms {
    private final Map<String, List<Province>> capitals = new LinkedHashMap<>();
    private final int centres;

    Kingdoms(Variant v) {
        v.definition().rules().get("kingdoms").fields().forEachRemaining(e -> {
            List<Province> ps = new ArrayList<>();
            e.getValue().forEach(n -> ps.add(v.board().find(n.asText()).orElseThrow()));
            capitals.put(e.getKey(), ps);
        });
        this.centres = v.rules().victoryCentres();
    }

    /** The winner in this position, if one power has the centres and a capital in every Kingdom. */
    Optional<GameEnd> victory(GameState s, List<String> powers) {
        for (String p : powers) {
            int n = s.centresOf(p).size();
            if (n < centres) continue;
            List<String> held = new ArrayList<>();
            for (List<Province> pair : capitals.values()) {
                for (Province c : pair) {
                    if (p.equals(s.ownerOf(c))) {
                        held.add(c.name());
                        break;
                    }
                }
            }
            if (held.size() == capitals.size()) {
                return Optional.of(GameEnd.solo(p, p + " holds " + n + " supply centres and the capitals "
                        + String.join(", ", held)));
            }
        }
        return Optional.empty();
    }

    /** "Capitals: London (Crown), York (Newcastle), ...": who holds each Kingdom's capitals. */
    List<String> capitalsHeld(GameState s) {
        List<String> parts = new ArrayList<>();
        capitals.forEach((k, ps) -> {
            for (Province c : ps) parts.add(c.name() + " (" + (s.ownerOf(c) == null ? "neutral" : s.ownerOf(c)) + ")");
        });
        return List.of("Victory also needs a capital of each Kingdom: " + String.join(", ", parts) + ".");
    }

    /** How many Kingdoms {@code power} holds a capital of (victory needs all of them). */
    int withCapital(GameState s, String power) {
        int n = 0;
        for (List<Province> pair : capitals.values()) if (pair.stream().anyMatch(c -> power.equals(s.ownerOf(c)))) n++;
        return n;
    }

    /** Why {@code power} holds no whole Kingdom, or null if it holds both capitals of one. */
    String kingdomOf(GameState s, String power) {
        for (Map.Entry<String, List<Province>> k : capitals.entrySet()) {
            if (k.getValue().stream().allMatch(c -> power.equals(s.ownerOf(c)))) return k.getKey();
        }
        return null;
    }

    /** Null if a draw may be proposed, else why not, naming the powers that hold no Kingdom. */
    String drawRefusal(GameState s, List<String> survivors) {
        List<String> without = new ArrayList<>();
        for (String p : survivors) if (kingdomOf(s, p) == null) without.add(p);
        if (without.isEmpty()) return null;
        List<String> pairs = new ArrayList<>();
        capitals.forEach((k, ps) -> pairs.add(ps.get(0).name() + " and " + ps.get(1).name()));
        return "there can be no draw other than between Kingdoms: every surviving power must hold both capitals of "
                + "one Kingdom (" + String.join(", ", pairs) + "), and " + String.join(", ", without)
                + (without.size() == 1 ? " holds" : " hold") + " none";
    }
}
