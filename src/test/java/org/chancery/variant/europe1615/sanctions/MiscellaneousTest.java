package org.chancery.variant.europe1615.sanctions;

import static org.chancery.variant.europe1615.Fixture.*;
import static org.chancery.variant.europe1615.sanctions.SanctionFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.ParseResult;
import org.chancery.variant.MapMarks;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/** The miscellaneous sanctions: strongholds, bribes, levies, forced marches, relief, cancellation, Ottoman neutrality. */
class MiscellaneousTest {
    private static final List<String> ENG = List.of("England");

    @Test
    void eachStrongholdHolderFortifiesItsNumberOfCentres() {
        GameState s = handsAt(R.start(), "LW1615A", "England=Stronghold II", "France=Stronghold II");
        Turn t = play(s, List.of(), inf("England: Stronghold II", "France: Stronghold II"));
        assertEquals(List.of("England", "France"), ss(t.next()).active(Sanction.STRONGHOLD_II).pending());
        GameState spring = t.next();
        assertFalse(check(spring, "England", "Stronghold II: lon").ok(), "two centres");
        assertFalse(check(spring, "England", "Stronghold II: lon, sax").ok(), "Saxony is unaligned");
        assertTrue(check(spring, "England", "Stronghold II: lon, par").ok(), "any centre a power holds");
        assertTrue(check(influence(spring, "SAX", "England", 2), "England", "Stronghold II: lon, sax").ok(), "or an aligned state's");
        Turn f = play(spring, List.of(), inf("England: Stronghold II: lon, yor", "France: Stronghold II: par, yor"));
        assertEquals(Map.of("England", List.of("lon", "yor")), ss(f.next()).active(Sanction.STRONGHOLD_II).choices());
        assertTrue(secret(f, "France").contains("fortified already"), "France was too late for York: " + secret(f, "France"));
        assertTrue(R.marks(f.next()).marks().stream().anyMatch(x -> x.at().equals(List.of("lon")) && x.symbol() == MapMarks.Symbol.SQUARE));
    }

    @Test
    void strongholdIFortifiesOneCentreAndStrongholdIIIThree() {
        GameState one = pending(R.start(), Sanction.STRONGHOLD_I, List.of("Spain"), List.of("Spain"));
        assertFalse(check(one, "Spain", "Stronghold I: cas, mil").ok());
        assertTrue(check(one, "Spain", "Stronghold I: cas").ok());
        GameState three = pending(R.start(), Sanction.STRONGHOLD_III, List.of("Spain"), List.of("Spain"));
        assertFalse(check(three, "Spain", "Stronghold III: cas, mil").ok());
        Turn t = play(three, List.of(), inf("Spain: Stronghold III: cas, mil, nap"));
        assertEquals(List.of("cas", "mil", "nap"), ss(t.next()).active(Sanction.STRONGHOLD_III).chosen());
        assertTrue(notes(t).contains("Spain chooses for Stronghold III: Castile, Milan, Naples"), notes(t));
    }

    @Test
    void aFortifiedCentreDefendsWithTwoAndFallsOnlyToThreeUnbrokenSupportsOfOnePower() {
        GameState s = put(put(put(put(remove(R.start(), "scot"), "France A scot"), "France F nth"), "France F iri"), "France F wal");
        s = remove(s, "wal");
        s = put(put(s, "France F wal"), "Spain F eng");
        GameState fort = with(s, Sanction.STRONGHOLD_I, ENG, "England=yor");
        Turn two = play(fort, orders(fort, "France: A scot - yor", "France: F nth S A scot - yor"), Map.of());
        assertEquals("England", unit(two.result().after(), "yor").power(), "two against the walls' two");
        Turn three = play(fort, orders(fort, "France: A scot - yor", "France: F nth S A scot - yor", "France: F iri S A scot - yor"), Map.of());
        assertEquals("France", unit(three.result().after(), "yor").power());
        assertTrue(ss(three.next()).active(Sanction.STRONGHOLD_I).chosen().contains("yor"), "two supports do not breach the walls");
        Turn four = play(fort, orders(fort, "France: A scot - yor", "France: F nth S A scot - yor", "France: F iri S A scot - yor",
                "France: F wal S A scot - yor"), Map.of());
        assertFalse(ss(four.next()).active(Sanction.STRONGHOLD_I).chosen().contains("yor"), notes(four));
        assertTrue(notes(four).contains("The fortification of York falls"), notes(four));
    }

    @Test
    void supportsOfTwoPowersOrABrokenOneLeaveTheWallsStanding() {
        GameState s = put(put(put(put(remove(R.start(), "wal"), "France A scot"), "France F nth"), "France F iri"), "Spain F wal");
        s = with(put(s, "Denmark F eng"), Sanction.STRONGHOLD_I, ENG, "England=yor");
        Turn mixed = play(s, orders(s, "France: A scot - yor", "France: F nth S A scot - yor", "France: F iri S A scot - yor",
                "Spain: F wal S A scot - yor"), Map.of());
        assertEquals("France", unit(mixed.result().after(), "yor").power());
        assertTrue(ss(mixed.next()).active(Sanction.STRONGHOLD_I).chosen().contains("yor"), "not all of one power");
        GameState cancel = pending(s, Sanction.CANCELLATION_OPTION, List.of("France"), List.of("France"));
        assertTrue(check(cancel, "France", "Cancellation option: Stronghold I").errors().get(0).contains("cannot be cancelled"));
    }

    @Test
    void theBribeMakesAnyUnitHoldOnceAtTheMostInfluentialSubmittersWord() {
        GameState s = handsAt(R.start(), "LW1615A", "England=Bribe a unit to hold", "Austria=Bribe a unit to hold");
        Turn t = play(s, List.of(), inf("England: Bribe a unit to hold", "Austria: Bribe a unit to hold"));
        assertEquals(List.of("Austria"), ss(t.next()).active(Sanction.BRIBE_A_UNIT).pending(), "Austria 18, England 17");
        GameState spring = t.next();
        assertTrue(check(spring, "England", "A par H BRIBE").errors().get(0).contains("only Austria"));
        Turn b = play(spring, orders(spring, "France: A par - cha"), inf("Austria: A par H BRIBE"));
        assertEquals("France", unit(b.result().after(), "par").power(), "the bribed army held");
        assertTrue(notes(b).contains("Army Paris (France) is bribed to hold by Austria"), notes(b));
        assertFalse(check(b.next(), "Austria", "A cas H BRIBE").ok(), "once only");
    }

    @Test
    void aLevyRaisesAnArmyOrAFleetInTheHoldersOwnEmptyTerritoryOnce() {
        GameState s = pending(remove(phase(R.start(), "S1615M"), "yor"), Sanction.LEVY_AN_ARMY, List.of("England", "France"),
                List.of("England", "France"));
        assertFalse(check(s, "England", "Levy an army: A par").ok(), "not England's");
        String unknown = check(s, "England", "Levy an army: A bre").errors().toString();
        assertTrue(unknown.contains("no province 'A bre'; write 'Levy an army: A yor' or 'Levy an army: F wal'"), unknown);
        assertTrue(check(s, "England", "Levy an army: F wal").ok(), "the example is a levy England may make");
        Turn t = play(s, List.of(), inf("England: Levy an army: A yor"));
        assertEquals("England", unit(t.next(), "yor").power());
        assertTrue(notes(t).contains("England levies an army in York"), notes(t));
        assertEquals(List.of("France"), ss(t.next()).active(Sanction.LEVY_AN_ARMY).pending());
        assertFalse(check(t.next(), "England", "Levy an army: A lon").ok(), "once only");
        GameState busy = put(remove(remove(s, "lon"), "wal"), "England A yor");
        Turn occupied = play(busy, orders(busy, "England: A yor - lon"), inf("England: Levy an army: F lon"));
        assertTrue(secret(occupied, "England").contains("was not raised"), secret(occupied, "England"));
        assertTrue(ss(occupied.next()).active(Sanction.LEVY_AN_ARMY).pending().contains("England"), "the levy is kept");
    }

    @Test
    void theRulebooksForcedMarchSupportsFromWhereTheMarchArrives() {
        GameState s = put(put(remove(R.start(), "wur"), "France A swi"), "France A rhi");
        GameState march = pending(s, Sanction.FORCED_MARCH, List.of("France"), List.of("France"));
        ParseResult r = R.parse(march, "France", "A(SWI) - WUR || WUR S RHI-HES");
        assertInstanceOf(ParseResult.Ok.class, r, r.toString());
        assertEquals("A swi-wur || A wur S A rhi-hes", ((ParseResult.Ok) r).order().text());
        Turn t = play(march, orders(march, "France: A(SWI) - WUR || WUR S RHI-HES", "France: A rhi - hes"), Map.of());
        assertEquals("France", unit(t.result().after(), "wur").power());
        assertEquals("France", unit(t.result().after(), "hes").power(), "two against Hesse's one: " + t.result().outcomes());
        assertTrue(ss(t.next()).active(Sanction.FORCED_MARCH).pending().isEmpty(), "a one-time action");
        assertInstanceOf(ParseResult.Error.class, R.parse(t.next(), "France", "A wur - swi || swi S lor H"));
        Turn plain = play(s, orders(s, "France: A swi - wur", "France: A rhi - hes"), Map.of());
        assertEquals("Hesse", unit(plain.result().after(), "hes").power());
        assertInstanceOf(ParseResult.Error.class, R.parse(s, "France", "A swi - wur || wur S rhi - hes"), "only with the sanction");
    }

    @Test
    void theSecondOrderOfAFailedMarchIsNotCarriedOut() {
        GameState s = pending(put(put(R.start(), "France A swi"), "France A rhi"), Sanction.FORCED_MARCH, List.of("France"), List.of("France"));
        Turn t = play(s, orders(s, "France: A swi - wur || wur S rhi - hes", "France: A rhi - hes"), Map.of());
        assertEquals("Wuerttemberg", unit(t.result().after(), "wur").power(), "the march bounces off Württemberg's army");
        assertEquals("Hesse", unit(t.result().after(), "hes").power());
        assertTrue(t.result().outcomes().stream().anyMatch(o -> o.order().text().equals("A wur S A rhi-hes")
                && o.reason().contains("not carried out")), t.result().outcomes().toString());
        assertTrue(ss(t.next()).active(Sanction.FORCED_MARCH).pending().isEmpty(), "used whether successful or not");
        GameState two = pending(put(remove(R.start(), "wur"), "France A swi"), Sanction.FORCED_MARCH, List.of("France"), List.of("France"));
        Turn on = play(two, orders(two, "France: A swi - wur || wur - fra"), Map.of());
        assertEquals("France", unit(on.next(), "fra").power(), "a second move takes the army on");
    }

    @Test
    void reliefRemovesAnAttritionMarkBeforeTheMoves() {
        GameState s = remove(put(put(R.start(), "France A cha"), "Spain A swi"), "lor");
        s = st(s).withAttrition(List.of("cha")).write(s);
        s = pending(s, Sanction.RELIEVE_ATTRITION, List.of("France"), List.of("France"));
        assertFalse(check(s, "France", "Relieve attrition: A par").ok(), "no mark there");
        Turn marked = play(s, orders(s, "France: A cha - lor", "Spain: A swi - lor"), Map.of());
        assertEquals("Spain", unit(marked.result().after(), "lor").power(), "a marked army alone cannot stand off");
        Turn relieved = play(s, orders(s, "France: A cha - lor", "Spain: A swi - lor"), inf("France: Relieve attrition: A cha"));
        assertEquals(List.of(), st(relieved.next()).attrition());
        assertNull(unit(relieved.result().after(), "lor"), "relieved, it stands off Spain's army");
        assertTrue(notes(relieved).contains("France relieves the Champagne unit of its attrition mark"), notes(relieved));
        assertFalse(check(relieved.next(), "France", "Relieve attrition: A cha").ok());
    }

    @Test
    void theCancellationOptionEndsASanctionChosenByTheMostInfluentialSubmitter() {
        GameState s = with(handsAt(R.start(), "LW1615A", "France=Cancellation option", "England=Cancellation option"),
                Sanction.CATHOLIC_LEAGUE, List.of("Spain"));
        Turn t = play(s, List.of(), inf("France: Cancellation option", "England: Cancellation option"));
        assertEquals(List.of("France"), ss(t.next()).active(Sanction.CANCELLATION_OPTION).pending());
        GameState spring = t.next();
        assertFalse(check(spring, "France", "Cancellation option: Protestant Union").ok(), "not in effect");
        Turn c = play(spring, List.of(), inf("France: Cancellation option: Catholic League"));
        assertFalse(ss(c.next()).inEffect(Sanction.CATHOLIC_LEAGUE));
        assertFalse(ss(c.next()).inEffect(Sanction.CANCELLATION_OPTION), "spent");
        assertTrue(notes(c).contains("France's Cancellation option cancels Catholic League"), notes(c));
        GameState none = handsAt(R.start(), "LW1615A", "France=Cancellation option");
        assertTrue(check(none, "France", "Cancellation option").errors().get(0).contains("no sanction in effect can be cancelled"));
    }

    @Test
    void ottomanNeutralityHoldsTheOttomanUnitsAndRefusesSuggestions() {
        GameState s = with(R.start(), Sanction.OTTOMAN_NEUTRALITY, ENG);
        assertTrue(check(s, "Spain", "A ser - bos").errors().get(0).contains("neutrality"));
        Turn t = play(R.start(), List.of(), inf("Spain: A ser - bos"));
        assertNull(unit(t.result().after(), "ser"), "without neutrality the Ottomans follow Spain");
        Turn n = play(s, List.of(), Map.of());
        assertEquals("Ottoman Empire", unit(n.result().after(), "ser").power());
        assertTrue(notes(n).contains("Ottoman units hold"), notes(n));
    }
}
