package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Envelope;

/** A close-up of a named area (a Kingdom, a region of a board, a power's home) holds the whole of it. */
class AreaFramingTest {
    @Test
    void everyAreaIsFramedWhole() {
        List<String> cut = new ArrayList<>();
        for (String id : VariantLoader.ids()) {
            Variant v = VariantLoader.load(id);
            BoardShapes s = BoardShapes.of(v);
            for (String name : Areas.names(v)) {
                Areas.Area a = Areas.find(v, name).orElseThrow();
                Envelope frame = Framing.frame(s, a.provinces());
                for (String pid : a.provinces()) {
                    Province p = v.board().find(pid).orElseThrow();
                    List<Location> at = new ArrayList<>(p.coasts());
                    at.add(p.main());
                    for (Location l : at) {
                        Point2D pt = s.unitPoint(l);
                        if (!frame.contains(pt.getX(), pt.getY())) cut.add(id + " " + name + ": " + p.name());
                    }
                }
            }
        }
        assertTrue(cut.isEmpty(), "close-ups leave out " + cut);
    }

    /** "/map area: scotland" is titled as the rulebook names it; "the" is optional either way. */
    @Test
    void areasCarryTheirProperNames() {
        Variant w3k = VariantLoader.load("wars-of-the-three-kingdoms");
        assertEquals("Scotland", Areas.find(w3k, "scotland").orElseThrow().name());
        assertEquals("England", Areas.find(w3k, "ENGLAND").orElseThrow().name());
        assertEquals("The Continent", Areas.find(w3k, "continent").orElseThrow().name());
        assertEquals("The Continent", Areas.find(w3k, "the Continent").orElseThrow().name());
        assertEquals("The North", Areas.find(VariantLoader.load("ice-and-fire"), "north").orElseThrow().name());
        for (String id : VariantLoader.ids()) {
            for (String name : Areas.names(VariantLoader.load(id))) {
                assertTrue(Character.isUpperCase(name.codePointAt(0)), id + ": an area's name is a title: " + name);
            }
        }
    }

    /** Scotland from Shetland to the Solway, Edinburgh and Glasgow in it, wider than a close-up but no wider than 2,000 px. */
    @Test
    void scotlandHoldsEdinburghAndGlasgowAndIsDrawnWider() {
        Variant v = VariantLoader.load("wars-of-the-three-kingdoms");
        BoardShapes s = BoardShapes.of(v);
        Areas.Area scotland = Areas.find(v, "scotland").orElseThrow();
        Envelope frame = Framing.frame(s, scotland.provinces());
        for (String city : List.of("edinburgh", "glasgow", "annandale", "orkney")) {
            Point2D pt = s.unitPoint(v.board().find(city).orElseThrow().main());
            assertTrue(frame.contains(pt.getX(), pt.getY()), city);
        }
        int width = Framing.width(frame, s.details().unit);
        assertTrue(width > RenderOptions.CLOSE_UP_WIDTH && width <= Framing.WIDEST, "width " + width);
        assertTrue(frame.getHeight() > frame.getWidth(), "upright: Scotland is tall");
        Envelope small = Framing.frame(s, List.of("edinburgh"));
        assertEquals(RenderOptions.CLOSE_UP_WIDTH, Framing.width(small, s.details().unit), "a small close-up keeps its width");
    }
}
