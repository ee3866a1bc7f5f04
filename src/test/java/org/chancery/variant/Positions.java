package org.chancery.variant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;

/** Test helpers shared by the variants' fixtures: positions edited by hand and lines grouped by power. */
public final class Positions {
    private Positions() {}

    /** Lines "Power: text" grouped by power, in order: allocations, deployments. */
    public static Map<String, List<String>> byPower(String... lines) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (String l : lines) {
            String[] w = l.split(": ", 2);
            out.computeIfAbsent(w[0], k -> new ArrayList<>()).add(w[1]);
        }
        return out;
    }

    /** The position in another phase, such as "F1615M". */
    public static GameState phase(Ruleset r, GameState s, String code) {
        return s.toBuilder().phase(r.variant().calendar().parse(code)).build();
    }

    /** Places a unit, "Naples F tun" or "Ottoman Empire A rom", replacing whatever stood there. */
    public static GameState put(Ruleset r, GameState s, String spec) {
        String[] w = spec.split(" ");
        String power = String.join(" ", Arrays.copyOf(w, w.length - 2));
        UnitKind kind = w[w.length - 2].equals("F") ? UnitKind.FLEET : UnitKind.ARMY;
        Location at = r.variant().board().location(w[w.length - 1]);
        return s.toBuilder().removeUnit(at.province()).unit(new Unit(power, kind, at)).build();
    }
}
