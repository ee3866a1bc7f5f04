package org.chancery.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OrderParserTest {
    static final Variant CLASSIC = VariantLoader.load("classic");
    static final Board BOARD = CLASSIC.board();
    static final OrderParser PARSER = new OrderParser(BOARD, CLASSIC.rules());

    static Unit unit(String power, UnitKind kind, String at) {
        return new Unit(power, kind, BOARD.location(at));
    }

    /** Spring 1901 with English A yor and F nth, French F spa/sc, F gas and F por added. */
    static GameState movement() {
        return CLASSIC.start().toBuilder()
                .unit(unit("England", UnitKind.ARMY, "yor"))
                .unit(unit("England", UnitKind.FLEET, "nth"))
                .unit(unit("France", UnitKind.FLEET, "spa/sc"))
                .unit(unit("France", UnitKind.FLEET, "gas"))
                .unit(unit("France", UnitKind.FLEET, "por"))
                .build();
    }

    /** Spring 1901 retreats: German F kie (attacked from hol) and A pru (from war) dislodged; sil a standoff. */
    static GameState retreat() {
        return CLASSIC.start().toBuilder()
                .phase(new Phase("Spring", 1901, PhaseType.RETREAT))
                .removeUnit(BOARD.find("kie").orElseThrow())
                .removeUnit(BOARD.find("ber").orElseThrow())
                .removeUnit(BOARD.find("war").orElseThrow())
                .unit(unit("England", UnitKind.ARMY, "kie"))
                .unit(unit("Russia", UnitKind.ARMY, "pru"))
                .dislodged(new Dislodgement(unit("Germany", UnitKind.FLEET, "kie"), BOARD.find("hol").orElseThrow(), false))
                .dislodged(new Dislodgement(unit("Germany", UnitKind.ARMY, "pru"), BOARD.find("war").orElseThrow(), false))
                .standoff(BOARD.find("sil").orElseThrow())
                .build();
    }

    /** Winter 1901 with Paris and St Petersburg empty. */
    static GameState adjustment() {
        return CLASSIC.start().toBuilder()
                .phase(new Phase("Winter", 1901, PhaseType.ADJUSTMENT))
                .removeUnit(BOARD.find("par").orElseThrow())
                .removeUnit(BOARD.find("stp").orElseThrow())
                .build();
    }

    static Order ok(GameState s, String power, String text) {
        ParseResult r = PARSER.parse(s, power, text);
        if (r instanceof ParseResult.Error e) throw new AssertionError(text + ": " + e.message());
        return ((ParseResult.Ok) r).order();
    }

    static String error(GameState s, String power, String text) {
        ParseResult r = PARSER.parse(s, power, text);
        assertInstanceOf(ParseResult.Error.class, r, () -> text + " parsed as " + ((ParseResult.Ok) r).order().text());
        return ((ParseResult.Error) r).message();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "A Par - Bur | A par-bur",
        "a par-bur | A par-bur",
        "Army Paris moves to Burgundy | A par-bur",
        "A Paris -> Burgundy | A par-bur",
        "A PAR => BUR | A par-bur",
        "par - bur | A par-bur",
        "paris burgundy | A par-bur",
        "A par-bur | A par-bur",
        "F Spa/sc - Wes | F spa/sc-wes",
        "F spa(sc) | F spa/sc H",
        "Fleet Spain south coast to Western Mediterranean | F spa/sc-wes",
        "A Yor - Nwy via convoy | A yor-nwy via convoy",
        "A yor - nwy by convoy | A yor-nwy via convoy",
        "A yor-nwy via convoy | A yor-nwy via convoy",
        "A yor - nwy (via convoy) | A yor-nwy via convoy",
        "A yor - nth - nwy | A yor-nwy via convoy",
        "A yor-nwy | A yor-nwy",
        "F NTH C A YOR - NWY | F nth C A yor-nwy",
        "F nth convoys A yor to nwy | F nth C A yor-nwy",
        "F nth convoy yor - nwy | F nth C A yor-nwy",
        "F nth C A yor-nwy | F nth C A yor-nwy",
        "F nth C F yor-nwy | F nth C A yor-nwy",
        "A Lvp S A Yor - Edi | A lvp S A yor-edi",
        "A lvp supports A yor to edi | A lvp S A yor-edi",
        "A lvp S A yor-edi | A lvp S A yor-edi",
        "A lvp S F yor-edi | A lvp S A yor-edi",
        "F Nth S A Yor - Edi | F nth S A yor-edi",
        "F nth supports A yor to edi | F nth S A yor-edi",
        "A Lvp S A Yor | A lvp S A yor",
        "A lvp S A yor H | A lvp S A yor",
        "F edi S F nth | F edi S F nth",
        "Fleet Edinburgh supports Fleet North Sea | F edi S F nth",
        "F kie-den | F kie-den",
        "F kie den | F kie-den",
        "A par H | A par H",
        "A par hold | A par H",
        "A par holds | A par H",
        "A par | A par H",
        "Army Paris | A par H",
        "F nth - Norwegian Sea | F nth-nwg",
        "F nth - nrg | F nth-nwg",
        "F spa/sc - Gulf of Lyon | F spa/sc-lyo",
        "F spa/sc - gol | F spa/sc-lyo",
        "F gas - Mid-Atlantic Ocean | F gas-mao",
        "F gas - mid | F gas-mao",
        "F bre - English Channel | F bre-eng",
        "A mos - St Petersburg | A mos-stp",
        "A mos - St. Petersburg | A mos-stp",
        "F nth - Helgoland Bight | F nth-hel",
        "F stp/sc - bot | F stp/sc-bot",
        "F stp(sc) - bot | F stp/sc-bot",
        "F stp sc - bot | F stp/sc-bot",
        "F stp south coast - bot | F stp/sc-bot",
        "F stp (south coast) - bot | F stp/sc-bot",
        "F stp/south - bot | F stp/sc-bot",
        "F St Petersburg (south coast) - Gulf of Bothnia | F stp/sc-bot",
        "F por - spa/nc | F por-spa/nc",
        "F por - spa(nc) | F por-spa/nc",
        "F por - spa nc | F por-spa/nc",
        "F por - spa north coast | F por-spa/nc",
        "F por - Spain (north coast) | F por-spa/nc",
        "F por - spa/north | F por-spa/nc",
        "F por - spa/n | F por-spa/nc",
        "F gas-spa | F gas-spa/nc",
        "F spa/nc - lyo | F spa/sc-lyo",
        "A mar - spa/nc | A mar-spa",
        "A mar - spa/sc | A mar-spa",
        "A mar S A par - bur | A mar S A par-bur",
        "F kie S A mun - ber | F kie S A mun-ber",
        "F nth S A yor - edi via convoy | F nth S A yor-edi",
    })
    void movementForms(String input, String expected) {
        assertEquals(expected, ok(movement(), null, input).text());
    }

    @Test
    void geometricallyImpossibleSupportsAreReadThenRefused() {
        // read as the right support, then refused: Liverpool borders neither Norway nor the North Sea
        assertEquals("Army Liverpool cannot support a move to Norway: it cannot move there itself",
                error(movement(), null, "A Lvp S A Yor - Nwy"));
        assertEquals("Army Liverpool cannot support in North Sea: it cannot move there itself",
                error(movement(), null, "A lvp S F nth"));
    }

    @Test
    void ordersAreTheExpectedRecords() {
        GameState s = movement();
        Unit par = s.unitAt(BOARD.find("par").orElseThrow());
        Unit yor = s.unitAt(BOARD.find("yor").orElseThrow());
        Unit nth = s.unitAt(BOARD.find("nth").orElseThrow());
        Unit lvp = s.unitAt(BOARD.find("lvp").orElseThrow());
        Province nwy = BOARD.find("nwy").orElseThrow();
        Province edi = BOARD.find("edi").orElseThrow();
        assertEquals(new Order.Move(par, BOARD.location("bur"), false), ok(s, "France", "A Par - Bur"));
        assertEquals(new Order.Move(yor, nwy.main(), true), ok(s, null, "A Yor - Nwy via convoy"));
        assertEquals(new Order.Convoy(nth, yor, nwy), ok(s, null, "F NTH C A YOR - NWY"));
        assertEquals(new Order.SupportMove(nth, yor, edi), ok(s, null, "F Nth S A Yor - Edi"));
        assertEquals(new Order.SupportHold(lvp, yor), ok(s, null, "A Lvp S A Yor"));
        assertEquals(new Order.Hold(par), ok(s, null, "A par H"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "F kie - ber | F kie R ber",
        "F kie-ber | F kie R ber",
        "F kie R ber | F kie R ber",
        "F kie retreats to ber | F kie R ber",
        "Fleet Kiel retreats to Berlin | F kie R ber",
        "F kie - Baltic Sea | F kie R bal",
        "A pru - lvn | A pru R lvn",
        "A pru - ber | A pru R ber",
        "A pru D | A pru D",
        "A pru disband | A pru D",
        "disband A pru | A pru D",
        "remove A pru | A pru D",
    })
    void retreatForms(String input, String expected) {
        assertEquals(expected, ok(retreat(), "Germany", input).text());
    }

    @Test
    void retreatRecords() {
        Unit kie = unit("Germany", UnitKind.FLEET, "kie");
        assertEquals(new Order.Retreat(kie, BOARD.location("ber")), ok(retreat(), null, "F kie - ber"));
        assertEquals(new Order.Disband(unit("Germany", UnitKind.ARMY, "pru")), ok(retreat(), null, "A pru D"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Build A Par | France | Build A par",
        "build army paris | France | Build A par",
        "Build A par | | Build A par",
        "build par | France | Build A par",
        "Build F stp/nc | Russia | Build F stp/nc",
        "build fleet stp/nc | Russia | Build F stp/nc",
        "Build F stp nc | Russia | Build F stp/nc",
        "Build F St Petersburg (south coast) | Russia | Build F stp/sc",
        "Build A stp | Russia | Build A stp",
        "Remove F Kie | Germany | Remove F kie",
        "Remove A war | Russia | Remove A war",
        "remove army war | Russia | Remove A war",
        "disband A war | Russia | Remove A war",
        "A war D | Russia | Remove A war",
        "Waive | Russia | Waive",
        "waive build | Russia | Waive",
    })
    void adjustmentForms(String input, String power, String expected) {
        assertEquals(expected, ok(adjustment(), power, input).text());
    }

    @Test
    void adjustmentRecords() {
        GameState s = adjustment();
        assertEquals(new Order.Build("France", UnitKind.ARMY, BOARD.location("par")), ok(s, "France", "Build A Par"));
        assertEquals(new Order.Build("France", UnitKind.ARMY, BOARD.location("par")), ok(s, "france", "Build A Par"));
        assertEquals(new Order.Build("Russia", UnitKind.FLEET, BOARD.location("stp/nc")), ok(s, null, "Build F stp/nc"));
        assertEquals(new Order.Remove(s.unitAt(BOARD.find("kie").orElseThrow())), ok(s, null, "Remove F Kie"));
        assertEquals(new Order.Waive("Russia"), ok(s, "Russia", "Waive"));
    }

    @Test
    void aSyntaxErrorGivesExamplesWithThePowersOwnUnits() {
        GameState s = CLASSIC.start();
        assertEquals("could not read 'xyz': write an order like 'F bre-eng', 'A par S F bre' or 'A mar H'",
                error(s, "France", "xyz"));
        assertEquals("could not read 'xyz': write an order like 'Build A bre', 'Remove F bre' or 'Waive'",
                error(s.toBuilder().phase(CLASSIC.calendar().parse("W1901A")).build(), "France", "xyz"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "F kie-mun | Fleet Kiel cannot move to Munich: Munich is inland",
        "A par-burgandy | no province 'burgandy'; did you mean Burgundy?",
        "A par - qqqq | no province 'qqqq'",
        "A par - Gulf of Lyonn | no province 'Gulf of Lyonn'; did you mean Gulf of Lyon?",
        "A parris - bur | no province 'parris'; did you mean Paris?",
        "xyz | could not read 'xyz': write an order like 'F ank-arm', 'A con S F ank' or 'A yor H'",
        "A par - | could not read 'A par -': write an order like 'F ank-arm', 'A con S F ank' or 'A yor H'",
        "F por-spa | Spain has two coasts Fleet Portugal can reach: say north coast or south coast",
        "F gas - spa/sc | Fleet Gascony cannot reach Spain (south coast)",
        "F por - spa/ec | Spain has no east coast; say north coast or south coast",
        "A bur - par | no unit in Burgundy",
        "F par - bur | there is an army, not a fleet, in Paris",
        "A bre - pic | there is a fleet, not an army, in Brest",
        "A par - par | Army Paris cannot move to its own province",
        "A mun - swi | Army Munich cannot move to Switzerland: it is impassable",
        "A mun - Switzerland | Army Munich cannot move to Switzerland: it is impassable",
        "A par - mun | Army Paris cannot reach Munich: they are not adjacent",
        "A par - nth | Army Paris cannot move to North Sea: armies cannot enter the sea",
        "F lon - wes | Fleet London cannot reach Western Mediterranean: they are not adjacent",
        "A par - bur via convoy | Army Paris cannot go by convoy: Paris is not on the coast",
        "F lon - nth via convoy | Fleet London cannot be convoyed: only armies can",
        "A par S A par | Army Paris cannot support itself",
        "A par S A mar | Army Paris cannot support in Marseilles: it cannot move there itself",
        "A par S A bur | there is no unit in Burgundy to support",
        "A par S A mar - spa | Army Paris cannot support a move to Spain: it cannot move there itself",
        "A mar S A par - mar | Army Marseilles cannot support a move into its own province",
        "A par S A mar - mar | Army Marseilles cannot move to its own province",
        "F kie S A par - hol | Army Paris cannot reach Holland: they are not adjacent, so it cannot be supported there",
        "F lon C A lvp - nwy | Fleet London cannot convoy: only fleets at sea can",
        "F nth C F edi - nwy | Fleet Edinburgh cannot be convoyed: only armies can",
        "F nth C A par - nwy | Army Paris cannot be convoyed: Paris is not on the coast",
        "F nth C A yor - yor | Army Yorkshire cannot be convoyed to its own province",
        "F nth C A yor - mun | Army Yorkshire cannot be convoyed to Munich: it is not on the coast",
        "F nth C A bur - nwy | there is no unit in Burgundy to convoy",
        "Build A par | it is the Spring 1901 movement phase: builds come in the winter",
        "Remove F kie | it is the Spring 1901 movement phase: removals come in the winter",
        "Waive | it is the Spring 1901 movement phase: waives come in the winter",
        "F kie R ber | it is the Spring 1901 movement phase: retreats come in a retreat phase, for dislodged units",
    })
    void movementErrors(String input, String message) {
        assertEquals(message, error(movement(), null, input));
    }

    @Test
    void wrongPower() {
        assertEquals("the army in Paris belongs to France, not Germany", error(movement(), "Germany", "A par - bur"));
        assertEquals("the army in Paris belongs to France, not Germany", error(movement(), "Germany", "A par H"));
        assertEquals("the army in Warsaw belongs to Russia, not France", error(adjustment(), "France", "Remove A war"));
        assertEquals("the fleet in Kiel belongs to Germany, not France", error(retreat(), "France", "F kie - ber"));
        // a foreign unit may be supported or convoyed
        assertEquals("A mun S A par-bur", ok(movement(), "Germany", "A mun S A par - bur").text());
    }

    @Test
    void suggestsUpToThree() {
        String m = error(movement(), null, "F nth - nort");
        assertTrue(m.startsWith("no province 'nort'; did you mean "), m);
        assertTrue(m.contains(", ") && m.contains(" or ") && m.endsWith("?"), m);
        assertEquals(3, m.substring(m.indexOf("mean ") + 5).split(", | or ").length, m);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "F kie - hol | Fleet Kiel cannot retreat to Holland: the attack came from there",
        "A pru - war | Army Prussia cannot retreat to Warsaw: the attack came from there",
        "A pru - sil | Army Prussia cannot retreat to Silesia: it was left empty by a standoff",
        "F kie - kie | Fleet Kiel cannot retreat to its own province",
        "F kie - mun | Fleet Kiel cannot retreat to Munich: Munich is inland",
        "A pru - bal | Army Prussia cannot retreat to Baltic Sea: armies cannot enter the sea",
        "A pru - mun | Army Prussia cannot reach Munich: they are not adjacent",
        "A mun - boh | Army Munich was not dislodged: only dislodged units have orders now",
        "A bur - par | no dislodged unit in Burgundy",
        "A pru H | it is the Spring 1901 retreat phase: a dislodged unit may only retreat or disband",
        "A pru S F kie | it is the Spring 1901 retreat phase: a dislodged unit may only retreat or disband",
        "A pru - lvn via convoy | a retreat cannot go by convoy",
        "Build A par | it is the Spring 1901 retreat phase: builds come in the winter",
        "F pru - lvn | there is an army, not a fleet, in Prussia",
    })
    void retreatErrors(String input, String message) {
        assertEquals(message, error(retreat(), null, input));
    }

    @Test
    void retreatIntoOccupiedProvince() {
        GameState s = retreat().toBuilder().unit(unit("Russia", UnitKind.ARMY, "lvn")).build();
        assertEquals("Army Prussia cannot retreat to Livonia: it is occupied", error(s, null, "A pru - lvn"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Build F stp | Russia | St Petersburg has two coasts: say north coast or south coast",
        "Build A par | Germany | Paris is not one of Germany's home centres",
        "Build A mar | France | Marseilles is occupied; France may build an army in Paris",
        "Build F par | France | fleets can only be built on the coast: Paris is inland",
        "Build bre | France | say 'Build A Brest' or 'Build F Brest'",
        "Build A bur | France | Burgundy is not a supply centre; France may build an army in Paris",
        "Build A nth | England | armies cannot be built at sea",
        "Waive | | say which power waives a build",
        "Waive | Germany | Germany has no build to make: 3 centres and 3 units",
        "Remove A par | France | no unit in Paris",
        "A par - bur | France | it is the Winter 1901 adjustment phase: you may only build, remove or waive",
        "F kie R ber | Germany | it is the Winter 1901 adjustment phase: retreats come in a retreat phase, for dislodged units",
    })
    void adjustmentErrors(String input, String power, String message) {
        assertEquals(message, error(adjustment(), power, input));
    }

    @Test
    void stationaryUnitsCannotMove() {
        UnitKind garrison = new UnitKind('G', "Garrison", false, 1, true, false);
        GameState s = movement().toBuilder().removeUnit(BOARD.find("par").orElseThrow())
                .unit(new Unit("France", garrison, BOARD.location("par"))).build();
        assertEquals("Garrison Paris cannot move", error(s, null, "par - bur"));
        assertEquals("G par H", ok(s, null, "par H").text());
    }

    @Test
    void parseAllSplitsLinesAndSemicolons() {
        List<ParseResult> rs = PARSER.parseAll(movement(), "France",
                "A par - bur\n\n  F bre - mao ; A mar S A par - bur\r\n- F gas - spa\n2. A mar H\nA par-burgandy\n");
        assertEquals(6, rs.size());
        assertEquals("A par-bur", ((ParseResult.Ok) rs.get(0)).order().text());
        assertEquals("F bre-mao", ((ParseResult.Ok) rs.get(1)).order().text());
        assertEquals("A mar S A par-bur", ((ParseResult.Ok) rs.get(2)).order().text());
        assertEquals("F gas-spa/nc", ((ParseResult.Ok) rs.get(3)).order().text());
        assertEquals("A mar H", ((ParseResult.Ok) rs.get(4)).order().text());
        assertEquals("A par-burgandy", rs.get(5).input());
        assertInstanceOf(ParseResult.Error.class, rs.get(5));
        assertTrue(PARSER.parseAll(movement(), null, " \n ; \n").isEmpty());
    }

    @Test
    void parseAllSplitsCommas() {
        List<ParseResult> rs = PARSER.parseAll(movement(), "France", "A par-bur, F bre-mao");
        assertEquals(2, rs.size());
        assertEquals("F bre-mao", ((ParseResult.Ok) rs.get(1)).order().text());
    }

    @Test
    void emptyAndNullInput() {
        assertTrue(error(movement(), null, "").startsWith("empty order"));
        assertTrue(error(movement(), null, null).startsWith("empty order"));
    }

    @Test
    void provinceNamesDoNotSwallowTheirNeighbours() {
        // "swe-den" is two provinces though "sweden" is a name; "mar s" is not "mars", nor "pru s" "prus"
        OrderLexer lexer = new OrderLexer(BOARD);
        for (Province a : BOARD.provinces()) {
            for (Province b : BOARD.provinces()) {
                for (String sep : new String[] {"-", " - ", " "}) {
                    List<OrderLexer.Term> t = lexer.lex(a.id() + sep + b.id());
                    int i = sep.isBlank() ? 1 : 2;
                    assertEquals(i + 1, t.size(), a.id() + sep + b.id());
                    assertEquals(a, t.get(0).province(), a.id() + sep + b.id());
                    assertEquals(b, t.get(i).province(), a.id() + sep + b.id());
                }
            }
            for (String keyword : new String[] {"s", "c", "h", "d", "r", "b", "m", "a", "f", "to", "via"}) {
                List<OrderLexer.Term> t = lexer.lex(a.id() + " " + keyword);
                assertEquals(2, t.size(), a.id() + " " + keyword);
                assertEquals(a, t.get(0).province(), a.id() + " " + keyword);
            }
        }
    }

    @Test
    void aConvoyNeedsFleetsToBePossible() {
        ParseResult r = PARSER.parse(movement(), "England", "A yor - tun");
        assertEquals(new ParseResult.Error("A yor - tun", "Army Yorkshire cannot reach Tunis: they are not adjacent,"
                + " and no fleets stand between them to convoy it"), r);
        assertTrue(PARSER.parse(movement(), "England", "A yor - bel") instanceof ParseResult.Ok, "by F nth");
    }

    @Test
    void aSanctionChoiceKeepsItsCommasAsTheRulebookWritesIt() {
        assertEquals(List.of("Stronghold II: par, bre"), OrderParser.allocationLines("Stronghold II: par, bre"));
        assertEquals(List.of("Ecclesiastical reservation: WUR, BAV", "2: SAX"),
                OrderParser.allocationLines("Ecclesiastical reservation: WUR, BAV; 2: SAX"));
        assertEquals(List.of("9: WUR", "3: RHI"), OrderParser.allocationLines("9: WUR, 3: RHI"));
        assertEquals(List.of("9: WUR", "SAV HOLD"), OrderParser.allocationLines("9: WUR, SAV HOLD"));
        assertEquals(List.of("Stronghold II: par", "bre"), OrderParser.lines("Stronghold II: par, bre"), "orders still split");
    }
}
