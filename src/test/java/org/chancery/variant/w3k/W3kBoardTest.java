package org.chancery.variant.w3k;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Unit;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The W3K board against the designer's data and the rulebook: counts, the derived sea adjacency, the start. */
class W3kBoardTest {
    static final Variant V = VariantLoader.load("wars-of-the-three-kingdoms");
    static final Board B = V.board();

    static Province p(String name) { return B.find(name).orElseThrow(() -> new AssertionError("no region " + name)); }

    /** The fleet neighbours of a location, as ids ("devon/sc"). */
    static Set<String> fleetFrom(String at) {
        Set<String> out = new TreeSet<>();
        for (Location l : B.fleetNeighbours(B.location(at))) out.add(l.id());
        return out;
    }

    @Test
    void countsMatchTheIssue() {
        assertEquals(384, B.size());
        assertEquals(127, B.provinces().stream().filter(Province::isSupplyCenter).count());
        GameState s = V.start();
        assertEquals(70, s.centreCounts().values().stream().mapToInt(Integer::intValue).sum());
        assertEquals(70, s.units().size());
        for (var power : V.powers()) assertEquals(7, s.unitsOf(power.name()).size(), power.name());
        assertEquals(151, B.provinces().stream().filter(q -> q.kind() == ProvinceKind.SEA).count());
        assertTrue(B.isConvoySpace(p("Isle of Wight")) && B.isConvoySpace(p("Isles of Scilly")), "the two island sea regions convoy");
        assertEquals(List.of("london", "york", "edinburgh", "glasgow", "dublin", "belfast"),
                textList(V.definition().rules().get("capitals")));
    }

    private static List<String> textList(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.forEach(x -> out.add(x.asText()));
        return out;
    }

    /** The map holds only physical contacts; the loader derives the rest, which equals the designer's links. */
    @Test
    void derivedFleetAdjacencyEqualsTheDesignersLinksRegionByRegion() throws IOException {
        JsonNode fixture = fixture();
        Map<String, Set<String>> designer = new TreeMap<>();
        for (JsonNode e : fixture.get("fleet")) {
            designer.computeIfAbsent(e.get(0).asText(), k -> new TreeSet<>()).add(e.get(1).asText());
            designer.computeIfAbsent(e.get(1).asText(), k -> new TreeSet<>()).add(e.get(0).asText());
        }
        assertEquals(0, fixture.get("rulesAdd").size(), "the rules add no link the designer lacks");
        Map<String, Set<String>> ours = new TreeMap<>();
        for (Location l : B.locations()) {
            Set<String> to = fleetFrom(l.id());
            if (!to.isEmpty()) ours.put(l.id(), to);
        }
        for (String at : designer.keySet()) assertEquals(designer.get(at), ours.get(at), "fleet links of " + at);
        assertEquals(designer.keySet(), ours.keySet());
        int contacts = V.definition().fleetEdges().size();
        assertTrue(contacts * 2 < fixture.get("fleet").size(), "the map lists " + contacts + " contacts, not every link");
    }

    @Test
    void armyAdjacencyEqualsTheDesignersLinks() throws IOException {
        Set<String> designer = new TreeSet<>();
        for (JsonNode e : fixture().get("army")) designer.add(e.get(0).asText() + "|" + e.get(1).asText());
        Set<String> ours = new TreeSet<>();
        for (Province a : B.provinces()) {
            for (Province b : B.armyNeighbours(a)) if (a.id().compareTo(b.id()) < 0) ours.add(a.id() + "|" + b.id());
        }
        assertEquals(designer, ours);
    }

    static JsonNode fixture() throws IOException {
        try (InputStream in = W3kBoardTest.class.getResourceAsStream("/w3k/designer-links.json")) {
            return new ObjectMapper().readTree(in);
        }
    }

    // ---- the rulebook's worked lists (pages 15 to 17) ----

    /** "The fleet in Lyme Bay (a Local Sea Region) can move to": exactly these. */
    @Test
    void lymeBayIsExact() {
        assertEquals(names("Devon/South Coast", "Dorset/West Coast", "The Isle of Portland",
                        "The Plymouth Sea Area", "Les Sept-Isles and Eddystone Rocks",
                        "The Portland Sea Area", "Hurd's Deep", "Alderney Race", "the Gulf of Mayo"),
                fleetFrom("lyme"));
    }

    /**
     * "The fleet in the Portland Sea Area (a Primary Sea Region) can move to" the rulebook's list; the rules also
     * give Dorset's south coast (it touches Hurd's Deep, of the area), which the list abbreviates.
     */
    @Test
    void portlandSeaAreaIsTheRulebookListPlusDorsetsSouthCoast() {
        Set<String> expected = names("Devon/South Coast", "Dorset/West Coast", "The Isle of Portland", "Corfe Castle",
                "Brittany/North Coast", "Lower Normandy/West Coast", "Cherbourg", "Jersey", "Guernsey",
                "The Plymouth Sea Area", "Les Sept-Isles and Eddystone Rocks", "Les Abers & Point de Corsen",
                "The Isle of Wight", "Barfleur & La Hougue", "Hurd's Deep", "Alderney Race", "the Gulf of Mayo",
                "Lyme Bay", "Dorset/South Coast");
        assertEquals(expected, fleetFrom("portlandsa"));
    }

    /** "Note its access to adjacent local and primary sea regions, but not the rest of their sea areas." */
    @Test
    void southCoastOfCaernarfonshire() {
        assertEquals(names("Cardigan Bay", "Dublin & Caernarfon Bays", "St George's Channel Sea Area", "Irish Sea",
                "Merionethshire", "Anglesey"), fleetFrom("caernarfonshire/sc"));
        assertTrue(!fleetFrom("caernarfonshire/sc").contains("carmarthenbay"), "not the rest of St George's Channel");
    }

    /** Luce Bay: any sea region of its area, any sea region it borders (local and primary), any land it borders. */
    @Test
    void luceBay() {
        Set<String> from = fleetFrom("luce");
        for (String m : members("Irish Sea")) if (!m.equals("luce")) assertTrue(from.contains(m), m);
        assertTrue(from.containsAll(names("Belfast Lough", "North Channel Sea Area", "Rhins of Galloway",
                "Machars/South Coast", "Douglas", "Ramsey", "County Down/East Coast", "Bangor")), from.toString());
        assertTrue(!from.contains("moyle"), "not the rest of the North Channel");
    }

    /** The Irish Sea: its area, the seas bordering the area and their primaries, the coasts of the whole area. */
    @Test
    void irishSea() {
        Set<String> from = fleetFrom("irishsea");
        for (String m : members("Irish Sea")) if (!m.equals("irishsea")) assertTrue(from.contains(m), m);
        assertTrue(from.containsAll(names("North Channel Sea Area", "St George's Channel Sea Area", "Belfast Lough",
                "Cardigan Bay", "Carnsore Point", "Douglas", "Ramsey", "Dublin & the Pale", "Caernarfonshire/North Coast",
                "Caernarfonshire/South Coast", "Anglesey", "Carlisle", "Islands of Furness")), from.toString());
        assertTrue(!from.contains("moyle") && !from.contains("carmarthenbay"));
    }

    /** The convoy and support examples of pages 18 and 19 need these links. */
    @ParameterizedTest
    @CsvSource({"dublinbay, caernarfonshire/sc", "dublinbay, dublin", "irishsea, caernarfonshire/sc",
            "irishsea, dublin", "morecambe, irishsea", "solway, irishsea", "doverstraits, picardy/nc",
            "thamessa, suffolk", "weebankie, swallowhole"})
    void examplesNeedTheseLinks(String a, String b) {
        assertTrue(B.fleetAdjacent(B.location(a), B.location(b)), a + " - " + b);
    }

    private static Set<String> members(String area) {
        Set<String> out = new TreeSet<>();
        for (var d : V.definition().provinces()) if (area.equals(d.seaArea())) out.add(d.id());
        return out;
    }

    /** Ids of regions written as the rulebook writes them, with "/South Coast" and the like for a coast. */
    static Set<String> names(String... written) {
        Set<String> out = new TreeSet<>();
        for (String w : written) {
            String[] parts = w.split("/");
            String id = p(parts[0].replaceFirst("^(?i)the ", "")).id();
            out.add(parts.length == 1 ? id : id + "/" + parts[1].substring(0, 1).toLowerCase() + "c");
        }
        return out;
    }

    // ---- the start: Annexe 1 ----

    /** Annexe 1 unit by unit, each unit under the power owning its centre (the printed table shifts a few names). */
    @ParameterizedTest
    @CsvSource(delimiter = ';', textBlock = """
            Crown; Bristol; F
            Crown; Gloucestershire; A
            Crown; Wiltshire; A
            Crown; Oxfordshire; A
            Crown; Glamorganshire; F
            Crown; Worcestershire; A
            Crown; Rouen, in French Normandy; F
            Cumberland; Caernarfonshire (North Coast); F
            Cumberland; Denbighshire; A
            Cumberland; Flintshire; A
            Cumberland; Islands of Furness, in Lancashire; F
            Cumberland; Allerdale, in Cumberland; A
            Cumberland; Carlisle, in Cumberland; A
            Cumberland; Den Haag, in the United Provinces; A
            Newcastle; Newcastle-upon-Tyne; F
            Newcastle; County Palatine of Durham; A
            Newcastle; Honour of Richmond; A
            Newcastle; York; F
            Newcastle; Bolsover Castle, in Derbyshire; A
            Newcastle; Nottinghamshire; A
            Newcastle; Le Havre, in French Normandy; F
            Montrose; Edinburgh; F
            Montrose; Tweeddale; A
            Montrose; Teviotdale & Liddesdale; A
            Montrose; Stornoway, on the island of Lewis; F
            Montrose; Island of Lewis (West Coast); F
            Montrose; Island of Skye; A
            Montrose; Amsterdam, in the United Provinces; F
            Ormond; Dublin & the Pale; F
            Ormond; County Meath, of Leinster, in the Pale; A
            Ormond; Drogheda, in Meath; A
            Ormond; County Palatine of Tipperary, in Munster; A
            Ormond; County Limerick, in Munster; A
            Ormond; Ennis, in County Clare; F
            Ormond; Brest, in French Brittany; F
            Protectorate; Deptford, in Surrey; A
            Protectorate; Sutton-at-Hone, in Kent; A
            Protectorate; Aylesford, in Kent; A
            Protectorate; Canterbury, in Kent; A
            Protectorate; Port of Deal, in Kent; F
            Protectorate; Hastings & Pevensey, in Sussex; F
            Protectorate; Utrecht, in the United Provinces; F
            Manchester; Cambridgeshire; A
            Manchester; Suffolk; A
            Manchester; Norwich, in Norfolk; A
            Manchester; Great Yarmouth, in Norfolk; F
            Manchester; King's Lynn, in Norfolk; F
            Manchester; Colchester, in Essex; A
            Manchester; Cherbourg, in French Normandy; F
            Argyll; Argyll; A
            Argyll; Gylen Castle, in Lorne; A
            Argyll; Kintyre; A
            Argyll; Islay; F
            Argyll; Belfast, City and Castle; F
            Argyll; Derry, in County Londonderry; F
            Argyll; Nantes, in French Brittany; F
            Hamilton; Aberdeen; F
            Hamilton; Marr; A
            Hamilton; Buchan & Formantine; F
            Hamilton; The Shire of Elgin; A
            Hamilton; The Shire of Forfar; F
            Hamilton; Perth; A
            Hamilton; Saint-Valery-sur-Somme, in French Picardy; F
            Confederacy; Kilkenny, in Leinster; A
            Confederacy; Clonmel, in Cross Tipperary; A
            Confederacy; East Riding, County Cork, in Munster; F
            Confederacy; County Sligo, in Connaught; F
            Confederacy; County Roscommon, in Connaught; A
            Confederacy; County Leitrim, in Connaught; A
            Confederacy; Antwerp, in the Spanish Netherlands; A
            """)
    void theStartIsAnnexeOne(String power, String written, String kind) {
        String coast = null;
        String place = written;
        var m = java.util.regex.Pattern.compile("^(.*) \\((\\w+) Coast\\)$").matcher(written);
        if (m.matches()) {
            place = m.group(1);
            coast = m.group(2).substring(0, 1).toLowerCase() + "c";
        }
        Province at = p(place);
        Unit u = V.start().unitAt(at);
        assertEquals(power, u == null ? null : u.power(), written);
        assertEquals(kind, String.valueOf(u.kind().letter()), written);
        assertEquals(coast, u.location().coast(), written);
        assertEquals(power, V.start().ownerOf(at), "each unit stands on a centre its power owns");
    }

    /** The rulebook's own spellings, abbreviations and "in Kent" forms name the right regions. */
    @ParameterizedTest
    @CsvSource({"Surry, surrey", "Gulf of Mayo, stmalo", "Morecombe, morecambe", "Morecombe Bay, morecambe",
            "Teesdale, teviotdale", "Colchester, colchester", "Sandettie Bank off Dover, sandettie",
            "St Augustine's, staugustine", "Port of Deal in Kent, deal", "Hastings & Pevensey, hastings",
            "Hastings and Pevensey, hastings", "King's Lynn, kingslynn", "Kings Lynn, kingslynn",
            "Wee Bankie, weebankie", "Swallow Hole, swallowhole", "Straits of Dover, doverstraits",
            "Thames Sea Area, thamessa", "Carham Castle, norham", "Annandale, annandale", "Irish Sea, irishsea",
            "Aylesford in Kent, aylesford", "Devil's Hole, devilshole",
            "Holland, holland", "Parts of Holland, partsofholland", "Letrim, leitrim", "Pontrefact, pontefract"})
    void rulebookSpellings(String written, String id) {
        assertEquals(id, p(written).id());
    }
}
