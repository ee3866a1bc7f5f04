package org.chancery.variant.iceandfire;

import static org.chancery.variant.iceandfire.Iaf.R;
import static org.chancery.variant.iceandfire.Iaf.at;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/**
 * The auto-destroy order, one criterion at a time. Each position has one removal more than ordered, and the
 * alphabet alone would choose the other unit, so each test shows its criterion deciding.
 */
class AutoDisbandTest {
    /** Stark in Winter with only these units and centres, owing one removal, ordering none. */
    static String removed(String... edits) {
        List<String> all = new ArrayList<>(List.of("phase W298A", "-wfl", "-whi"));
        all.addAll(List.of(edits));
        GameState s = at(all.toArray(new String[0]));
        Turn t = R.play(s, List.of(), Map.of());
        List<String> out = new ArrayList<>();
        for (Outcome o : t.result().outcomes()) if (o.order() instanceof Order.Remove r && r.unit().power().equals("Stark")) out.add(r.unit().shortName());
        return String.join(", ", out);
    }

    @Test
    void furthestFromAnOwnedCentreFirst() {
        assertEquals("A lhe", removed("+Stark A bar", "+Stark A lhe", "own wfl Lannister"));
    }

    @Test
    void thenFurthestFromAnOwnedHomeCentre() {
        // Bear Island and Barrowton both border Deepwood Motte (owned); White Harbor, the home centre, is 3 and 1 away.
        assertEquals("A bea", removed("+Stark A bar", "+Stark A bea", "own dwm Stark", "own wfl Lannister", "+Stark A whi",
                "-btw"));
    }

    @Test
    void thenFurthestFromAnOwnedCapital() {
        // The Dreadfort and Widow's Watch both border White Harbor; Winterfell, the capital, is 1 and 2 away.
        assertEquals("A wid", removed("+Stark A dre", "+Stark A wid", "+Stark A whi"));
    }

    @Test
    void thenFleetsBeforeArmies() {
        assertEquals("F wid", removed("+Stark A dre", "+Stark F wid", "own wfl Lannister"));
    }

    @Test
    void thenByProvinceNameTheIgnored() {
        assertEquals("A bar", removed("+Stark A dre", "+Stark A bar", "own wfl Lannister"));
    }
}
