package org.chancery.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.chancery.engine.Board;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Unit;
import org.junit.jupiter.api.Test;

/** The Diplomacy of the Empire board against the rulebook and the reference data. */
class DiplomacyOfTheEmpireMapTest {
    private final Variant v = VariantLoader.load("diplomacy-of-the-empire");
    private final Board b = v.board();

    private Province p(String name) { return b.find(name).orElseThrow(() -> new AssertionError("no " + name)); }

    @Test
    void fortyTwoTerritoriesAndEighteenSeas() {
        long seas = b.provinces().stream().filter(x -> x.kind() == ProvinceKind.SEA).count();
        assertEquals(60, b.size());
        assertEquals(18, seas);
        assertEquals(42, b.provinces().stream().filter(Province::isSupplyCenter).count(), "every territory is owned");
    }

    @Test
    void theRulebooksAbbreviationsNamesAndMisspellings() {
        for (String[] n : new String[][] {{"ACH", "Achaia"}, {"AFR", "Africa Procons"}, {"AQU", "Aquitania"}, {"ARA", "Arabia Petrea"},
                {"ARM", "Armenia"}, {"ASI", "Asia"}, {"BAL", "Baleares"}, {"BEA", "Baetica"}, {"BEL", "Belgica"},
                {"BRI", "Britannia"}, {"CAP", "Cappadocia"}, {"CEA", "Caesariensis"}, {"CIL", "Cilicia"}, {"COR", "Corsica"},
                {"CRE", "Creta"}, {"CYP", "Cyprus"}, {"CYR", "Cyrenaica"}, {"DAC", "Dacia"}, {"mAd", "Mare Adriaticum"},
                {"mAe", "Mare Aegeum"}, {"mAl", "Mare Alexandria"}, {"mAm", "Mare Amisus"}, {"mBa", "Mare Baliaricum"},
                {"mCa", "Mare Cantabricum"}, {"mEp", "Mare Epirus"}, {"mHi", "Mare Hispalis"}, {"mLi", "Mare Libycum"},
                {"mNa", "Mare Narbo"}, {"mNu", "Mare Numidia"}, {"mPe", "Mare Pelusium"}, {"mPo", "Mare Pontus Euxinus"},
                {"mRh", "Mare Rhodus"}, {"mSa", "Mare Sabrata"}, {"mTy", "Mare Tyrrhenum"}, {"oAt", "Oceanus Atlanticus"},
                {"oBr", "Oceanus Britannicus"}, {"Nar", "Narbonensis"}, {"Ita", "Italia"}, {"Dal", "Dalmatia"},
                {"Num", "Numidia"}, {"Cea", "Caesariensis"}}) {
            assertEquals(n[1], p(n[0]).name(), n[0]);
        }
        for (String[] a : new String[][] {{"Ceasarienis", "cea"}, {"Macidonia", "mac"}, {"Galaita", "gal"}, {"Beatica", "bea"},
                {"Neopolus", "nea"}, {"Judia", "jud"}, {"Africa Procnos", "afr"}, {"Arabia Petrra", "ara"}, {"Rhetia", "rhe"},
                {"Tingitania", "tin"}, {"Britania", "bri"}, {"Narbonesis", "nar"}}) {
            assertEquals(a[1], p(a[0]).id(), a[0]);
        }
    }

    @Test
    void sixteenTenTalentTerritoriesAsTheRulebookLists() {
        Set<String> ten = new TreeSet<>();
        v.definition().rules().get("talents").path("ten").forEach(n -> ten.add(p(n.asText()).name()));
        assertEquals(new TreeSet<>(List.of("Hispania", "Aquitania", "Britannia", "Italia", "Neapolis", "Macedonia", "Achaia",
                "Asia", "Galatia", "Syria", "Mesopotamia", "Egyptus", "Cyrenaica", "Africa Procons", "Numidia",
                "Caesariensis")), ten);
    }

    @Test
    void hispaniaItaliaAndMacedoniaHaveTwoCoasts() {
        for (Province x : b.provinces()) {
            boolean two = Set.of("his", "ita", "mac").contains(x.id());
            assertEquals(two ? 2 : 0, x.coasts().size(), x.id());
        }
        assertTrue(b.fleetAdjacent(b.location("his/nc"), b.location("mca")));
        assertTrue(b.fleetAdjacent(b.location("his/sc"), b.location("mba")));
        assertTrue(!b.fleetAdjacent(b.location("his/nc"), b.location("mba")));
    }

    @Test
    void theFourStraitsJoinLandAndSeaAsOneMove() {
        for (String[] s : new String[][] {{"thr", "asi"}, {"bea", "tin"}, {"nea", "sic"}, {"bel", "bri"}}) {
            assertTrue(b.armyAdjacent(p(s[0]), p(s[1])), s[0] + "-" + s[1]);
            assertTrue(b.fleetAdjacent(p(s[0]), p(s[1])), s[0] + "-" + s[1]);
        }
    }

    @Test
    void sevenHomeProvincesEachWithOneInfantry() {
        assertEquals(7, v.start().units().size());
        for (Unit u : v.start().units()) {
            assertEquals("Infantry", u.kind().name());
            assertEquals(u.power(), u.province().home());
            assertEquals(u.power(), u.province().name());
        }
    }

    @Test
    void fourKindsOfLegion() {
        assertEquals(List.of("Infantry", "Cavalry", "Catapult", "Fleet"), b.unitKinds().stream().map(k -> k.name()).toList());
        assertEquals(1.5, b.unitKind("Catapult").orElseThrow().strength());
        assertEquals("Infantry", b.unitKind("Cat").orElseThrow().afterRetreat().name());
        assertEquals(2, b.unitKind("Cav").orElseThrow().stages());
        assertEquals(2, b.unitKind("Fleet").orElseThrow().stages());
    }
}
