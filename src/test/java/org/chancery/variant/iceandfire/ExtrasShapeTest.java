package org.chancery.variant.iceandfire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.variant.heirs.Heirs;
import org.junit.jupiter.api.Test;

/** The JSON documents Ice and Fire keeps in the game state's extras. */
class ExtrasShapeTest {
    @Test
    void theStartKeepsHeirsAndTheIceAndFireState() {
        GameState s = Iaf.R.start();
        assertEquals("{\"executions\":[],\"removed\":[],\"wildlingsGone\":false}", s.extras().get(IafState.KEY));
        assertEquals(true, s.extras().get(Heirs.KEY).startsWith("{\"heirs\":[{\"id\":\"Stark\",\"power\":\"Stark\",\"at\":\"wfl\",\"spouse\":null}"));
        IafState st = new IafState(List.of(new IafState.Execution("Targaryen", "Stark", "Stark", "F298M")), List.of("Stark"), true);
        GameState back = st.write(s.toBuilder()).build();
        assertEquals("{\"executions\":[{\"by\":\"Targaryen\",\"victim\":\"Stark\",\"heir\":\"Stark\",\"phase\":\"F298M\"}],"
                + "\"removed\":[\"Stark\"],\"wildlingsGone\":true}", back.extras().get(IafState.KEY));
        assertEquals(st, IafState.read(back));
    }
}
