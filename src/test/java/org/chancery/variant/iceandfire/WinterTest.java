package org.chancery.variant.iceandfire;

import static org.chancery.variant.iceandfire.Iaf.R;
import static org.chancery.variant.iceandfire.Iaf.at;
import static org.chancery.variant.iceandfire.Iaf.heir;
import static org.chancery.variant.iceandfire.Iaf.heirs;
import static org.chancery.variant.iceandfire.Iaf.outcome;
import static org.chancery.variant.iceandfire.Iaf.p;
import static org.chancery.variant.iceandfire.Iaf.play;
import static org.chancery.variant.iceandfire.Iaf.refusal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.variant.Turn;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;
import org.junit.jupiter.api.Test;

/** Builds anywhere, Harlaw, the Greyjoys' first Winter, and promoting a new heir. */
class WinterTest {
    static GameState withoutHeir(GameState s, String house) {
        Heirs h = Heirs.read(s);
        return h.without(h.of(house)).write(s.toBuilder()).build();
    }

    @Test
    void buildsGoInAnyVacantCentreTheHouseHolds() {
        GameState s = at("phase W298A", "own dwm Stark");
        assertInstanceOf(ParseResult.Ok.class, R.parse(s, "Stark", "Build A dwm"), "Deepwood Motte is no home centre");
        assertTrue(refusal(s, "Stark", "Build A wfl").contains("occupied"));
        assertTrue(refusal(s, "Stark", "Build A dre").contains("does not own"));
    }

    @Test
    void theGreyjoysLoseTheirExtraUnitInTheFirstWinterByTheAutoDestroyOrder() {
        GameState s = at("phase W298A");
        assertEquals(Map.of("Greyjoy", 1), R.owed(s));
        Turn t = R.play(s, List.of(), Map.of());
        assertEquals("S299M", t.next().phase().code());
        assertNull(t.next().unitAt(p("har")), "Harlaw is no centre: its army is furthest from one");
        assertEquals(2, t.next().unitsOf("Greyjoy").size());
        assertEquals("removed by the auto-destroy order", outcome(t, "Remove A har").reason());
    }

    @Test
    void harlawIsAGreyjoyBuildSiteWhileTheyHoldPykeOrGreatWyk() {
        GameState s = at("phase W298A", "-har", "own bea Greyjoy", "own crg Greyjoy", "own pyk Lannister");
        assertInstanceOf(ParseResult.Ok.class, R.parse(s, "Greyjoy", "Build F har"));
        assertTrue(R.legalBuilds(s, "Greyjoy").stream().anyMatch(o -> o.text().equals("Build A har")));
        Turn t = play(s, "Greyjoy: Build A har");
        assertEquals("Greyjoy", t.next().unitAt(p("har")).power());
        GameState lost = at("phase W298A", "-har", "own bea Greyjoy", "own crg Greyjoy", "own pyk Lannister", "own gwy Lannister");
        assertEquals("Harlaw is a build site only while Greyjoy holds Pyke or Great Wyk", refusal(lost, "Greyjoy", "Build A har"));
        assertEquals("Harlaw is a build site of Greyjoy only; Stark may build an army in Deepwood Motte",
                refusal(at("phase W298A", "-har", "own dwm Stark"), "Stark", "Build A har"), "the refusal names where Stark may build");
    }

    @Test
    void aNewHeirIsPromotedOnlyWhenNoneIsLeft() {
        GameState s = at("phase W298A", "own dwm Stark");
        assertEquals("Stark has a living heir (Heir Stark); a new heir may be promoted only when none is left",
                refusal(s, "Stark", "Promote new heir"));
        assertTrue(refusal(withoutHeir(at("phase F298M"), "Stark"), "Stark", "Build Heir").startsWith("a new heir is promoted in a Winter"));
        GameState heirless = withoutHeir(s, "Stark");
        assertTrue(R.legalBuilds(heirless, "Stark").stream().anyMatch(o -> o instanceof Order.Special x && x.kind().equals("build-heir")));
        Turn t = play(heirless, "Stark: Promote new heir");
        Heir fresh = heir(t.next(), "Stark");
        assertNotNull(fresh);
        assertEquals("wfl", fresh.at());
        assertEquals(List.of(298), R.heirs(t.next()).built("Stark"));
        assertNull(t.next().unitAt(p("dwm")), "the promotion used Stark's one build");
    }

    @Test
    void aPromotionMayForceARemovalChosenOrAutomatic() {
        GameState s = withoutHeir(at("phase W298A"), "Stark");
        assertEquals(0, R.owed(s).get("Stark"), "Stark may promote though it owes nothing");
        assertInstanceOf(ParseResult.Ok.class, R.parse(s, "Stark", "Remove A wfl"), "a removal may go with a promotion");
        Turn chosen = play(s, "Stark: Build Heir", "Stark: Remove A wfl");
        assertNull(chosen.next().unitAt(p("wfl")));
        assertNotNull(chosen.next().unitAt(p("whi")));
        Turn auto = play(s, "Stark: Build Heir");
        assertEquals(1, auto.next().unitsOf("Stark").size());
        assertNull(auto.next().unitAt(p("whi")), "the fleet is further from the capital");
        Turn none = play(s, "Stark: Remove A wfl");
        assertFalse(outcome(none, "Remove A wfl").succeeded(), "no promotion, no removal owed");
    }

    @Test
    void aPromotedHeirCountsAsAUnitForEver() {
        GameState s = Heirs.read(at("phase W299A", "own dwm Stark")).withBuilt("Stark", 298).write(
                at("phase W299A", "own dwm Stark").toBuilder()).build();
        assertFalse(R.owed(s).containsKey("Stark"), "3 centres, 2 units and 1 promoted heir: nothing to build");
        assertEquals("Stark has no build to make: 3 centres, 2 units and 1 promoted heirs (each counts as a unit)",
                refusal(s, "Stark", "Build A dwm"));
        GameState twice = Heirs.read(s).without(Heirs.read(s).of("Stark")).write(s.toBuilder()).build();
        Turn t = play(twice, "Stark: Build Heir");
        assertEquals(List.of(298, 299), R.heirs(t.next()).built("Stark"));
        assertEquals(1, t.next().unitsOf("Stark").size(), "a second promotion counts as a second unit");
    }

    @Test
    void aHouseWithTwoLivingHeirsOrOneMayNotPromote() {
        GameState s = heirs(at("phase W298A"), new Heir("Targaryen 2", "Targaryen", "drs", null));
        assertTrue(refusal(s, "Targaryen", "Build Heir").startsWith("Targaryen has a living heir (Heir Targaryen 2)"));
    }
}
