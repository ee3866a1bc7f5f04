package org.chancery.variant.europe1615;

import static org.chancery.variant.europe1615.Fixture.R;
import static org.chancery.variant.europe1615.Fixture.inf;
import static org.chancery.variant.europe1615.Fixture.influence;
import static org.chancery.variant.europe1615.Fixture.notes;
import static org.chancery.variant.europe1615.Fixture.orders;
import static org.chancery.variant.europe1615.Fixture.outcome;
import static org.chancery.variant.europe1615.Fixture.own;
import static org.chancery.variant.europe1615.Fixture.p;
import static org.chancery.variant.europe1615.Fixture.phase;
import static org.chancery.variant.europe1615.Fixture.play;
import static org.chancery.variant.europe1615.Fixture.pol;
import static org.chancery.variant.europe1615.Fixture.put;
import static org.chancery.variant.europe1615.Fixture.remove;
import static org.chancery.variant.europe1615.Fixture.st;
import static org.chancery.variant.europe1615.Fixture.state;
import static org.chancery.variant.europe1615.Fixture.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.PhaseType;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The minor states: what each status does, their units, captures, expansion and liberation. */
class MinorStatesTest {
    /** Plays empty phases until the next Spring movement. */
    static GameState toSpring(GameState s) {
        GameState cur = s;
        do {
            cur = play(cur, List.of(), Map.of()).next();
        } while (!cur.phase().season().equals("Spring") || cur.phase().type() != PhaseType.MOVEMENT);
        return cur;
    }

    @Test
    void aNeutralStateIsImpassableAndItsOrdersIgnored() {
        GameState s = influence(R.start(), "SAX", "France", 5, "Spain", 5);
        Turn t = play(s, orders(s, "Austria: A boh - sax"), inf("France: A sax - bra"));
        assertTrue(outcome(t, "boh").reason().contains("lies in neutral Saxony"), outcome(t, "boh").toString());
        assertEquals("A sax H", outcome(t, "sax").order().text(), "a neutral state's orders are ignored");
        assertTrue(notes(t).contains("A sax (Saxony): orders ignored, neutral"), notes(t));
        assertTrue(notes(t).contains("SAX neutral"), notes(t));
    }

    @Test
    void aForeignUnitInANeutralStateActsAndMayBeAttacked() {
        GameState s = put(put(put(remove(R.start(), "sax"), "Austria A sax"), "Denmark A fra"), "Denmark A sil");
        s = influence(s, "SAX", "France", 5, "Spain", 5);
        Turn t = play(s, orders(s, "Denmark: A fra - sax", "Denmark: A sil S A fra - sax", "Austria: A sax - bra"), Map.of());
        assertEquals("Denmark", unit(t.next(), "sax").power(), "the Austrian army was attacked where it stood");
        assertEquals("Austria", t.next().dislodged().get(0).unit().power());
        GameState empty = put(remove(remove(R.start(), "sax"), "bra"), "Denmark A bra");
        empty = influence(empty, "SAX", "France", 5, "Spain", 5);
        Turn u = play(empty, orders(empty, "Denmark: A bra - sax"), Map.of());
        assertFalse(outcome(u, "bra").succeeded(), "nobody enters a neutral state's empty province");
    }

    /**
     * "If the army moves out of the neutral state, no other unit can enter, but while holding its position in the
     * neutral state it is open to attack and dislodgment".
     */
    @Test
    void nobodyFollowsAForeignArmyOutOfANeutralState() {
        GameState s = influence(put(R.start(), "France A swi"), "SWI", "France", 5, "Spain", 5);
        Turn t = play(s, orders(s, "France: A swi - tyr", "Spain: A mil - swi"), Map.of());
        assertTrue(outcome(t, "swi").succeeded(), "the French army leaves");
        assertFalse(outcome(t, "mil").succeeded(), "the Spanish army may not follow it in");
        assertTrue(outcome(t, "mil").reason().contains("no other unit may then enter"), outcome(t, "mil").reason());
        assertNull(unit(t.next(), "swi"));
        assertEquals("Spain", unit(t.next(), "mil").power());
        GameState bounced = put(put(s, "Austria A tyr"), "Spain A sav");
        Turn u = play(bounced, orders(bounced, "France: A swi - tyr", "Spain: A mil - swi", "Spain: A sav S A mil - swi",
                "Austria: A tyr H"), Map.of());
        assertFalse(outcome(u, "swi").succeeded(), "the French move bounces, so the army stays");
        assertEquals("Spain", unit(u.next(), "swi").power(), "and the supported attack dislodges it where it stands");
    }

    @Test
    void anUnalignedStateIsPassableAndAnyoneMaySupportItsHold() {
        GameState s = put(put(R.start(), "Austria A sil"), "Spain A fra");
        Turn t = play(s, orders(s, "Austria: A boh - sax", "Austria: A sil S A boh - sax", "Spain: A fra S A sax"), Map.of());
        assertFalse(outcome(t, "boh").succeeded(), "Spain's support holds the unaligned Saxons");
        Turn u = play(s, orders(s, "Austria: A boh - sax", "Austria: A sil S A boh - sax"), Map.of());
        assertEquals("Austria", unit(u.next(), "sax").power());
        assertTrue(u.next().dislodged().isEmpty(), "a dislodged state's unit is disbanded, not retreated");
        assertEquals("Su1615M", u.next().phase().code());
        assertTrue(notes(u).contains("Saxony's Army Saxony was dislodged and is disbanded"), notes(u));
    }

    @Test
    void anAlignedStatesUnitIsNeverDislodgedByItsPowerNorWithItsSupport() {
        GameState s = influence(put(put(R.start(), "France A sil"), "Austria A fra"), "SAX", "France", 3);
        Turn t = play(s, orders(s, "France: A sil - sax"), Map.of());
        assertEquals("Saxony", unit(t.next(), "sax").power());
        Turn u = play(s, orders(s, "Austria: A fra - sax", "France: A sil S A fra - sax"), Map.of());
        assertEquals("Saxony", unit(u.next(), "sax").power(), "France's support does not count against its own ally");
        assertTrue(u.next().dislodged().isEmpty());
    }

    @Test
    void alliesShareProvincesWithoutCapture() {
        GameState s = phase(influence(put(remove(R.start(), "sax"), "France A sax"), "SAX", "France", 4), "F1615M");
        s = put(remove(s, "par"), "Saxony A par");
        GameState spring = toSpring(s);
        assertEquals("Saxony", spring.ownerOf(p("sax")), "France in its aligned state's centre does not capture it");
        assertEquals("France", spring.ownerOf(p("par")), "nor does the state's unit in France's centre");
        assertEquals("France", unit(spring, "sax").power());
    }

    @Test
    void aNeutralStatesUnitCapturesNothing() {
        GameState s = phase(influence(put(R.start(), "Saxony A fra"), "SAX", "France", 4, "Spain", 4), "F1615M");
        GameState spring = toSpring(s);
        assertEquals("Franconia", st(spring).territory().get("fra"));
        GameState unaligned = phase(put(R.start(), "Saxony A fra"), "F1615M");
        assertEquals("Saxony", st(toSpring(unaligned)).territory().get("fra"), "an unaligned state may still capture");
    }

    @Test
    void aCapturedStateLeavesThePliantListItsInfsSuspendedItsUnitsDisbanded() {
        GameState s = phase(put(put(remove(R.start(), "sax"), "Denmark A sax"), "Saxony A fra"), "F1615M");
        s = influence(s, "SAX", "England", 3);
        Turn fall = play(s, List.of(), Map.of());
        GameState spring = toSpring(fall.next());
        assertEquals("Denmark", spring.ownerOf(p("sax")));
        assertNull(pol(spring).status(state("SAX")));
        assertEquals(Map.of("England", 3), st(spring).in("SAX"), "held in suspension");
        assertNull(unit(spring, "fra"), "Saxony's army elsewhere disbands in Early Winter");
        assertTrue(String.join(" ", fall.notes()).contains("Saxony is captured"), fall.notes().toString());
    }

    @Test
    void aStateExpandsAndItsConquestsAreLiberatedWhenItFalls() {
        GameState s = phase(influence(remove(R.start(), "mec"), "BRA", "Denmark", 4), "F1615M");
        Turn fall = play(s, List.of(), inf("Denmark: BRA - MEC"));
        assertEquals("Brandenburg", unit(fall.next(), "mec").power());
        assertEquals("LW1615A", fall.next().phase().code(), "no removals owed: Early Winter passes by itself");
        assertEquals("Brandenburg", fall.next().ownerOf(p("mec")));
        assertEquals(Map.of("Denmark", 1), R.owed(fall.next()), "Denmark orders Brandenburg's build");
        Turn build = play(fall.next(), orders(fall.next(), "Denmark: Build A bra"), Map.of());
        GameState spring = build.next();
        assertEquals("Brandenburg", unit(spring, "bra").power());
        assertEquals(2 + 1 + 12, Scoring.alignmentValue(Fixture.SETUP, pol(spring), state("BRA")));
        assertTrue(String.join(" ", build.notes()).contains("Denmark 25, England 10"), "15 for the alignment, 10 for the marker: " + build.notes());
        assertNull(pol(spring).status(state("MEC")), "Mecklenburg is no longer pliant");
        GameState f2 = phase(put(remove(spring, "bra"), "Austria A bra"), "F1616M");
        f2 = influence(f2, "MEC", "England", 2);
        GameState after = toSpring(f2);
        assertEquals("Mecklenburg", after.ownerOf(p("mec")), "Brandenburg fell: Mecklenburg is liberated");
        assertEquals("England", pol(after).alignedWith(state("MEC")), "its INFs are counted again");
        assertEquals("Mecklenburg", unit(after, "mec") == null ? "Mecklenburg" : unit(after, "mec").power());
    }

    @Test
    void aStateRebuildsItsUnitByItself() {
        GameState s = phase(remove(R.start(), "sax"), "F1615M");
        GameState spring = toSpring(s);
        assertEquals("Saxony", unit(spring, "sax").power());
        assertEquals("A sax", unit(spring, "sax").shortName());
        GameState dut = toSpring(phase(remove(R.start(), "dut"), "F1615M"));
        assertEquals("F dut", unit(dut, "dut").shortName(), "rebuilt as the unit it started with");
    }
}
