package org.chancery.variant.dragon;

import static org.chancery.variant.dragon.Fixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.ParseResult;
import org.chancery.variant.GameEnd;
import org.chancery.variant.Turn;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;
import org.junit.jupiter.api.Test;

/** Sorties and retreats, marriages that fail, the Census, elimination, victory and the endgames. */
class DragonCensusTest {

    /** §7.2: a sortie that bounced in an empty province makes it no retreat option. */
    @Test
    void aSortieLeavesNoRetreatThere() {
        GameState s = put(put(R.start(), "England A cha"), "England A als");
        Turn t = play(s, all(s, "England: A cha - dij", "England: A als S A cha - dij"), dp("Burgundy: 1 A par - bou"));
        GameState r = t.next();
        assertEquals("S1405R", r.phase().code());
        assertEquals("Paris A par", unit(r, "par"), "the sortie never moves");
        assertTrue(r.isStandoff(p("bou")));
        assertInstanceOf(ParseResult.Error.class, R.parse(r, "Burgundy", "A dij - bou"));
        assertInstanceOf(ParseResult.Ok.class, R.parse(r, "Burgundy", "A dij - dau"));
    }

    /** §7.2: a dislodged minor unit is destroyed; the minor rebuilds if it still holds its centre. */
    @Test
    void aDislodgedMinorIsDestroyedAndRebuildsItsUnit() {
        GameState s = R.start();
        Turn spring = play(s, orders(s, "Burgundy", "A ghe - par", "A dij S A ghe - par"), Map.of());
        assertEquals("A1405M", spring.next().phase().code(), "no retreat phase: the minor cannot retreat");
        assertEquals("Burgundy A par", unit(spring.next(), "par"));
        assertTrue(spring.notes().stream().anyMatch(n -> n.contains("dislodged and destroyed")), spring.notes().toString());
        GameState a = spring.next();
        Turn autumn = play(a, orders(a, "Burgundy", "A par - cha"), Map.of());
        GameState w = autumn.next();
        assertEquals("Paris", w.ownerOf(p("par")), "Paris was left before the Census");
        assertEquals("Paris A par", unit(w, "par"), "rebuilt with its starting army");
        // had Burgundy stayed, Paris would be captured and the minor gone
        w = play(a, List.of(), Map.of()).next();
        assertEquals("Burgundy", w.ownerOf(p("par")));
        assertFalse(R.dragonState(w).isNeutral("Paris"));
    }

    @Test
    void aMinorRebuildsAFleetOnItsStartingCoast() {
        GameState s = phase(remove(R.start(), "lub"), "A1405M");
        GameState w = play(s, List.of(), Map.of()).next();
        assertEquals("Lübeck F lub/ec", unit(w, "lub"));
    }

    /** §10.3 A and E: a foreign unit in the capital, or the minor dislodged, fails the marriage. */
    @Test
    void thrallMarriagesThatFail() {
        GameState s = put(R.start(), "Mamluks A ama");
        s = put(s, "Mamluks A siv");
        Turn t = play(s, all(s, "Ottomans: Heir Amasya Marry Tunis"), dp("Ottomans: 2 F tun marry heir ama"));
        assertEquals("ama", heirAt(t.next(), "Ottomans"));
        assertTrue(t.notes().get(0).contains("a unit of Mamluks stood in Amasya"), t.notes().toString());
        s = R.start();
        s = put(put(s, "Naples F tys"), "Naples F wes");
        t = play(s, all(s, "Ottomans: Heir Amasya Marry Tunis", "Naples: F tys - tun", "Naples: F wes S F tys - tun"),
                dp("Ottomans: 2 F tun marry heir ama"));
        assertEquals("ama", heirAt(t.next(), "Ottomans"));
        assertTrue(t.notes().stream().anyMatch(n -> n.contains("Tunis's unit was dislodged")), t.notes().toString());
        assertFalse(R.dragonState(t.next()).isThrall("Tunis"));
    }

    /** §10.4: only in Autumn, never a home centre, and void if the location is captured. */
    @Test
    void vassalMarriagesThatFail() {
        GameState s = addHeir(addHeir(R.start(), "Castile", "brg"), "Naples", "nap");
        s = own(put(dropNeutral(s, "Tunis"), "Naples F tun"), "tun", "Naples");
        var e = assertInstanceOf(ParseResult.Error.class, R.parse(s, "Castile", "Heir Castile Marry Heir Naples at Tunis"));
        assertEquals("heirs of two major powers marry only in Autumn (§10.4)", e.message());
        GameState a = phase(s, "A1405M");
        Turn t = play(a, all(a, "Castile: Heir Castile Marry Heir Naples at Aix",
                "Naples: Heir Naples Marry Heir Castile at Aix"), Map.of());
        assertTrue(t.notes().get(0).contains("Aix is a home centre of Naples and cannot be a dowry"), t.notes().toString());
        t = play(a, all(a, "Castile: Heir Castile Marry Heir Naples at Tunis",
                "Naples: Heir Naples Marry Heir Castile at Tunis", "Naples: F tun - tys", "Mamluks: A cai - tun"), Map.of());
        assertTrue(R.dragonState(t.next()).vassals().isEmpty());
        assertTrue(t.notes().contains("the marriage of the Naples and Castile heirs at Tunis failed: Tunis was captured"),
                t.notes().toString());
        assertEquals("brg", Heirs.read(t.next()).unmarried("Castile").get(0).at(), "the heir stays at home");
        t = play(a, all(a, "Castile: Heir Castile Marry Heir Naples at Tunis",
                "Naples: Heir Naples Marry Heir Castile at Rome"), Map.of());
        assertTrue(R.dragonState(t.next()).vassals().isEmpty(), "the places must match");
    }

    /** §10.1 and §3.3: capturing the capital kills the heir there; no heir and no capital eliminates. */
    @Test
    void heirKillingAndEarlyElimination() {
        GameState s = phase(put(put(R.start(), "Mamluks A siv"), "Mamluks A kon"), "A1405M");
        s = remove(s, "ama");
        Turn t = play(s, all(s, "Mamluks: A siv - ama"), Map.of());
        GameState w = t.next();
        assertTrue(t.notes().contains("the Ottomans heir in Amasya was killed"), t.notes().toString());
        assertTrue(t.notes().contains("Ottomans is eliminated: it has lost its capital and has no living heir"));
        assertTrue(R.dragonState(w).eliminated().contains("Ottomans"));
        assertTrue(t.notes().contains("Bursa becomes a minor power"), t.notes().toString());
        assertEquals("Bursa", w.ownerOf(p("brs")));
        assertEquals("Bursa A brs", unit(w, "brs"), "the Ottoman army is disbanded and the new minor builds its own");
        assertTrue(w.stationaryPowers().contains("Bursa"));
        assertFalse(R.drawVoters(w).contains("Ottomans"));
        assertEquals(0, R.allocations().orElseThrow().budget(w, "Ottomans"));
    }

    /** A player whose heir is married elsewhere survives the loss of its capital, and a thrall's capture kills that heir. */
    @Test
    void aMarriedHeirKeepsAPlayerAliveUntilItsThrallFalls() {
        GameState s = phase(remove(remove(R.start(), "ofe"), "bra"), "A1405M");
        s = put(put(s, "Lithuania A ofe"), "Lithuania A bra");
        Turn t = play(s, List.of(), Map.of());
        assertTrue(t.notes().contains("the Hungary heir in Brandenburg was killed"), t.notes().toString());
        assertTrue(t.notes().contains("Hungary is eliminated: it has lost its capital and has no living heir"));
        assertEquals("Knin", t.next().ownerOf(p("kni")));
        s = phase(put(remove(R.start(), "ofe"), "Lithuania A ofe"), "A1405M");
        t = play(s, List.of(), Map.of());
        assertFalse(R.dragonState(t.next()).eliminated().contains("Hungary"), "its heir lives in Brandenburg");
    }

    /** §3.3 4: an eliminated player's thralls become ordinary minors (the GM's option for a dropped player). */
    @Test
    void aDroppedPlayerBecomesMinors() {
        GameState s = DragonRuleset.dropPlayer(phase(R.start(), "A1405M"), "Lithuania");
        Turn t = play(s, List.of(), Map.of());
        GameState w = t.next();
        DragonState d = R.dragonState(w);
        assertTrue(d.eliminated().contains("Lithuania"));
        assertTrue(d.isMinor("Krakow"), "the thrall is a minor again");
        assertTrue(Heirs.read(w).of("Lithuania").isEmpty());
        assertTrue(d.isMinor("Vilnius") && d.isMinor("Kiev"));
        assertEquals("Vilnius A vil", unit(w, "vil"));
        assertEquals("Kiev A kie", unit(w, "kie"));
    }

    /** §3.3: a vassal whose capital is captured is eliminated; its heirs die and its centres become minors. */
    @Test
    void aVassalFallsWithItsCapital() {
        GameState s = phase(DragonRulesTest.vassalState(), "A1410M");
        s = put(put(s, "Mamluks F gog"), "Mamluks F wes");
        Turn t = play(s, all(s, "Mamluks: F gog - tun", "Mamluks: F wes S F gog - tun"), Map.of());
        assertTrue(t.next().phase().code().startsWith("A1410R"), t.next().phase().code());
        t = play(t.next(), List.of(), Map.of());
        assertTrue(t.notes().contains("the vassal vNC is eliminated: it lost its capital"), t.notes().toString());
        assertTrue(Heirs.read(t.next()).at("tun").isEmpty(), "both heirs were killed");
        assertEquals("Mamluks", t.next().ownerOf(p("tun")));
    }

    @Test
    void victoryCountsThrallsAndVassals() {
        GameState s = DragonExamplesTest.threePowers(R.start());
        s = own(s, "kni", "England");
        GameState w = play(phase(s, "A1405M"), List.of(), Map.of()).next();
        assertEquals(GameEnd.solo("England", "England wins with 19 supply centres"), R.end(w).orElseThrow());
        // a thrall counts for its controller
        s = DragonExamplesTest.threePowers(R.start());
        s = own(s, "kni", "Knin");
        s = DragonState.read(s).withNeutral("Knin", new DragonState.Neutral("kni", "England")).write(s.toBuilder()).build();
        w = play(phase(s, "A1405M"), List.of(), Map.of()).next();
        assertEquals(List.of("England"), R.end(w).orElseThrow().winners());
        assertEquals(Map.of("England", 19, "Hungary", 17, "Mamluks", 12), R.victoryTotals(w));
    }

    @Test
    void aSoleSurvivorWinsAndNoSurvivorMeansAllLose() {
        GameState s = DragonExamplesTest.threePowers(R.start());
        s = DragonState.read(s).withEliminated("Hungary").withEliminated("Mamluks").write(s.toBuilder()).build();
        GameEnd end = R.end(play(phase(s, "A1405M"), List.of(), Map.of()).next()).orElseThrow();
        assertEquals(GameEnd.solo("England", "England is the sole survivor and wins"), end);
        // England and Hungary take each other's capitals with no heir left: nobody survives
        s = DragonExamplesTest.threePowers(R.start());
        s = DragonState.read(s).withEliminated("Mamluks").write(s.toBuilder()).build();
        s = withHeirs(s, Heirs.none());
        s = own(own(s, "lon", "England"), "ofe", "Hungary");
        s = put(put(s, "Hungary A wal"), "England A vie");
        s = phase(s, "A1405M");
        Turn t = play(s, all(s, "Hungary: A wal - lon", "England: A vie - ofe"), Map.of());
        end = R.end(t.next()).orElseThrow();
        assertEquals(new GameEnd(List.of(), false, "no player survives; all have lost"), end);
    }

    @Test
    void theCycleCapIsAGameSetting() {
        GameState s = DragonRuleset.withCycleCap(R.start(), 2);
        assertEquals(2, R.dragonState(s).cycleCap());
        GameState w = play(phase(s, "A1405M"), List.of(), Map.of()).next();
        assertTrue(R.end(w).isEmpty(), "cycle 1 of 2");
        w = play(phase(w, "A1410M"), List.of(), Map.of()).next();
        GameEnd end = R.end(w).orElseThrow();
        assertTrue(end.draw());
        assertEquals(10, end.winners().size(), "all surviving players draw");
        assertTrue(R.end(play(phase(DragonRuleset.withCycleCap(R.start(), 0), "A1450M"), List.of(), Map.of()).next()).isEmpty(),
                "0 means no cap");
        assertTrue(R.end(play(phase(R.start(), "A1445M"), List.of(), Map.of()).next()).isEmpty(), "cycle 9 of 10");
        assertTrue(R.end(play(phase(R.start(), "A1450M"), List.of(), Map.of()).next()).isPresent(), "1450 is the 10th");
    }

    /** §8.1: an heir in the capital, if controlled, empty of heirs, and not built last Winter. */
    @Test
    void buildingHeirs() {
        GameState w = phase(R.start(), "W1405A");
        Turn t = play(w, orders(w, "Castile", "Build Heir"), Map.of());
        assertEquals(List.of("brg"), Heirs.read(t.next()).unmarried("Castile").stream().map(Heir::at).toList());
        assertEquals(3, R.allocations().orElseThrow().budget(t.next(), "Castile"));
        var e = assertInstanceOf(ParseResult.Error.class, R.parse(w, "Burgundy", "Build Heir"));
        assertEquals("Dijon already holds an heir", e.message());
        GameState later = phase(withHeirs(t.next(), Heirs.read(t.next()).without(Heirs.read(t.next()).unmarried("Castile"))), "W1410A");
        e = assertInstanceOf(ParseResult.Error.class, R.parse(later, "Castile", "Build Heir Burgos"));
        assertEquals("Castile built an heir in the last Winter", e.message());
        e = assertInstanceOf(ParseResult.Error.class, R.parse(own(w, "lon", "Burgundy"), "England", "Build Heir"));
        assertEquals("England does not control its capital, London", e.message());
        e = assertInstanceOf(ParseResult.Error.class, R.parse(w, "England", "Build Heir York"));
        assertEquals("an heir is built only in the capital, London", e.message());
    }

    /** §10.5: either controller orders a vassal's retreats and builds; receiver wins retreats, giver builds. */
    @Test
    void vassalRetreatsAndBuildsByEitherController() {
        GameState s = phase(DragonRulesTest.vassalState(), "S1410M");
        s = put(put(s, "Mamluks F gog"), "Mamluks F wes");
        Turn t = play(s, all(s, "Mamluks: F gog - tun", "Mamluks: F wes S F gog - tun"), Map.of());
        GameState r = t.next();
        assertEquals("S1410R", r.phase().code());
        assertEquals(Map.of("Castile", 0, "Naples", 0), R.owed(r), "either may order the retreat; neither owes it");
        var e = assertInstanceOf(ParseResult.Error.class, R.parse(r, "Burgundy", "F tun - tys"));
        assertTrue(e.message().contains("only Naples and Castile may order its retreats and builds"), e.message());
        assertInstanceOf(ParseResult.Error.class, R.parse(r, "Castile", "F tun - tle"), "an illegal retreat is refused");
        r = remove(r, "cai");
        Turn after = play(r, all(r, "Naples: F tun - tys", "Castile: F tun - cai"), Map.of());
        assertEquals("vNC F cai", unit(after.next(), "cai"), "the dowry receiver's retreat stands");
        after = play(r, all(r, "Naples: F tun - tys"), Map.of());
        assertEquals("vNC F tys", unit(after.next(), "tys"), "one controller's order stands alone");
        // builds: vNC owns Tunis, vacant, one build owed; the giver's build stands
        GameState w = phase(remove(DragonRulesTest.vassalState(), "tun"), "W1410A");
        assertEquals(0, R.owed(w).get("Castile"), "vNC's build is shared and the heir optional: Castile may act, owes nothing");
        assertTrue(R.duties(w, "Castile").stream().anyMatch(d -> d.startsWith("The vassal vNC may build 1 unit")), R.duties(w, "Castile").toString());
        e = assertInstanceOf(ParseResult.Error.class, R.parse(w, "Castile", "Build A nap"));
        Turn b = play(w, all(w, "Castile: Build F tun", "Naples: Build A tun"), Map.of());
        assertEquals("vNC A tun", unit(b.next(), "tun"));
    }

    @Test
    void notesNeverSayWhoAllocated() {
        GameState s = R.start();
        Turn t = play(s, all(s, "Lithuania: A vil-pru"), dp("Hungary: 1 A bra-pru", "Lithuania: 1 A bra S A vil-pru"));
        assertTrue(t.notes().isEmpty(), t.notes().toString());
        t = play(s, all(s, "Ottomans: Heir Amasya Marry Tunis"), dp("Ottomans: 2 F tun marry heir ama", "Naples: 1 F tun H"));
        for (String n : t.notes()) assertFalse(n.contains("Naples") || n.contains("DP") || n.contains("point"), n);
    }
}
