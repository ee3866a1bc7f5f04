package org.chancery.variant.europe1615.sanctions;

import static org.chancery.variant.europe1615.Fixture.*;
import static org.chancery.variant.europe1615.sanctions.SanctionFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.variant.Turn;
import org.junit.jupiter.api.Test;

/**
 * The choices Chancery's Europe 1615 player makes for the sanctions in effect that wait on it (docs/bots.md): each is
 * a line the rules accept, and it does what the sanction says when the phase is played.
 */
class SanctionBotTest {
    /** Europe 1615's allocations read no province values. */
    private static final double[] NO_VALUES = new double[0];

    /** The bot's line for the sanction, among everything it allocates this phase; null when it gives none. */
    static String line(GameState s, String power, Sanction x, List<Order> own) {
        List<String> all = R.botAdvice().allocations(s, power, own, NO_VALUES);
        List<String> read = org.chancery.engine.OrderParser.lines(String.join("\n", all));
        assertEquals(all, read, "the order desk reads the lines as given");
        assertTrue(check(s, power, read.toArray(String[]::new)).ok(), "the whole set is accepted: " + all);
        return all.stream().filter(l -> l.startsWith(x.title + ":")).findFirst().orElse(null);
    }

    @Test
    void anEmbargoBarsTheRivalFromAStateWorthMuchToTheChooser() {
        GameState s = pending(R.start(), Sanction.EMBARGO_ON_SPAIN, List.of("France"), List.of("France"));
        String l = line(s, "France", Sanction.EMBARGO_ON_SPAIN, List.of());
        assertNotNull(l, "France names a state");
        String key = l.substring(l.indexOf(':') + 2);
        assertNull(refusal(s, "Spain", key), "Spain could deploy to " + key + " before");
        assertTrue(SanctionBot.worth(pol(s), "France", pol(s).get(key)) > 0, key + " has a centre worth something to France");
        Turn t = play(s, List.of(), inf("France: " + l));
        assertEquals(List.of(key), ss(t.next()).active(Sanction.EMBARGO_ON_SPAIN).chosen());
        assertNotNull(refusal(t.next(), "Spain", key), "and now it may not");
        assertNull(line(t.next(), "France", Sanction.EMBARGO_ON_SPAIN, List.of()), "chosen once");
        assertNull(line(s, "England", Sanction.EMBARGO_ON_SPAIN, List.of()), "only the chooser chooses");
    }

    @Test
    void aStrongholdFortifiesItsOwnMostThreatenedCentres() {
        GameState s = pending(put(R.start(), "France F eng"), Sanction.STRONGHOLD_II, List.of("England"), List.of("England"));
        String l = line(s, "England", Sanction.STRONGHOLD_II, List.of());
        assertNotNull(l);
        List<String> ids = List.of(l.substring(l.indexOf(':') + 2).split(" and "));
        assertEquals(2, ids.size(), l);
        for (String id : ids) assertEquals("England", s.ownerOf(p(id)), id + " is England's");
        Province first = p(ids.get(0));
        assertTrue(s.board().canReach(unit(s, "eng").kind(), unit(s, "eng").location(), first), "the French fleet threatens " + first.id());
        Turn t = play(s, List.of(), inf("England: " + l));
        assertEquals(ids, ss(t.next()).active(Sanction.STRONGHOLD_II).chosen());
    }

    @Test
    void aBribeHoldsTheUnitThatWouldTakeAnUnguardedCentreInTheFall() {
        GameState spring = pending(put(remove(R.start(), "lon"), "France F eng"), Sanction.BRIBE_A_UNIT, List.of("England"), List.of("England"));
        assertNull(line(spring, "England", Sanction.BRIBE_A_UNIT, List.of()), "no bribe before the Fall");
        GameState fall = phase(spring, "F1615M");
        String l = line(fall, "England", Sanction.BRIBE_A_UNIT, List.of());
        assertNotNull(l, "London stands empty before a French fleet");
        String bribed = l.substring(l.indexOf(':') + 2);
        org.chancery.engine.Unit u = unit(fall, bribed.split(" ")[1]);
        assertFalse(u.power().equals("England"), "another power's unit: " + l);
        assertTrue(fall.centresOf("England").stream().anyMatch(c -> fall.unitAt(c) == null && fall.board().canReach(u.kind(), u.location(), c)),
                "it could move into an empty centre of England's: " + l);
        Turn t = play(fall, List.of(), inf("England: " + l));
        assertTrue(notes(t).contains("is bribed to hold by England"), notes(t));
        assertTrue(ss(t.next()).active(Sanction.BRIBE_A_UNIT).pending().isEmpty(), "once only");
    }

    @Test
    void aLevyRaisesAnArmyInItsOwnEmptyTerritory() {
        GameState s = pending(remove(phase(R.start(), "S1615M"), "yor"), Sanction.LEVY_AN_ARMY, List.of("England"), List.of("England"));
        String l = line(s, "England", Sanction.LEVY_AN_ARMY, List.of());
        assertNotNull(l);
        String at = l.substring(l.indexOf("A ") + 2);
        assertEquals("England", pol(s).holder(p(at)), l);
        assertNull(unit(s, at), "empty: " + l);
        Turn t = play(s, List.of(), inf("England: " + l));
        assertEquals("England", unit(t.next(), at).power(), notes(t));
        assertNull(line(t.next(), "England", Sanction.LEVY_AN_ARMY, List.of()), "once only");
    }

    @Test
    void reliefGoesToItsMarkedUnit() {
        GameState s = remove(put(R.start(), "France A cha"), "lor");
        s = pending(st(s).withAttrition(List.of("cha")).write(s), Sanction.RELIEVE_ATTRITION, List.of("France"), List.of("France"));
        assertEquals("Relieve attrition: A cha", line(s, "France", Sanction.RELIEVE_ATTRITION, List.of()));
        GameState none = pending(R.start(), Sanction.RELIEVE_ATTRITION, List.of("France"), List.of("France"));
        assertNull(line(none, "France", Sanction.RELIEVE_ATTRITION, List.of()), "kept while no unit of its is marked");
    }

    @Test
    void aCancellationEndsAnEmbargoOnItselfOrTheOtherConfessionsAdvantage() {
        GameState s = pending(with(with(R.start(), Sanction.CATHOLIC_LEAGUE, List.of("Spain")), Sanction.EMBARGO_ON_ENGLAND,
                List.of("France"), "France=CAT"), Sanction.CANCELLATION_OPTION, List.of("England"), List.of("England"));
        assertEquals("Cancellation option: Embargo on England", line(s, "England", Sanction.CANCELLATION_OPTION, List.of()));
        GameState league = pending(with(R.start(), Sanction.CATHOLIC_LEAGUE, List.of("Spain")), Sanction.CANCELLATION_OPTION,
                List.of("England"), List.of("England"));
        assertEquals("Cancellation option: Catholic League", line(league, "England", Sanction.CANCELLATION_OPTION, List.of()));
        Turn t = play(league, List.of(), inf("England: Cancellation option: Catholic League"));
        assertFalse(ss(t.next()).inEffect(Sanction.CATHOLIC_LEAGUE));
        GameState own = pending(with(R.start(), Sanction.CATHOLIC_LEAGUE, List.of("Spain")), Sanction.CANCELLATION_OPTION,
                List.of("Austria"), List.of("Austria"));
        assertNull(line(own, "Austria", Sanction.CANCELLATION_OPTION, List.of()), "Austria leaves its own confession's League");
    }

    @Test
    void aReservationProtectsTheStatesNextToProtestantPowers() {
        GameState s = pending(R.start(), Sanction.ECCLESIASTICAL_RESERVATION, List.of("Spain"), List.of("Spain"));
        String l = line(s, "Spain", Sanction.ECCLESIASTICAL_RESERVATION, List.of());
        assertNotNull(l);
        String key = l.substring(l.indexOf(':') + 2);
        assertTrue(Places.RESERVABLE.contains(key), l);
        Turn t = play(s, List.of(), inf("Spain: " + l));
        assertEquals(List.of(key), ss(t.next()).active(Sanction.ECCLESIASTICAL_RESERVATION).chosen());
    }

    /** In the Fall, a move whose next step reaches an empty centre not its own becomes the forced march. */
    @Test
    void aForcedMarchCarriesAMoveOnIntoAnEmptyCentre() {
        GameState two = phase(pending(put(remove(R.start(), "wur"), "France A swi"), Sanction.FORCED_MARCH, List.of("France"),
                List.of("France")), "F1615M");
        two = remove(two, "hes");
        double[] v = new double[B.size()];
        Arrays.fill(v, 1);
        v[p("hes").index()] = 10;
        List<Order> own = orders(two, "France: A swi - wur");
        List<Order> given = R.botAdvice().orders(two, "France", own, v);
        assertEquals(List.of("A swi-wur || A wur-hes"), given.stream().map(Order::text).toList());
        Turn on = play(two, given, Map.of());
        assertEquals("France", unit(on.next(), "hes").power(), "the march took the army on");
        assertEquals(own, R.botAdvice().orders(phase(two, "S1616M"), "France", own, v), "only where centres change hands next");
        assertEquals(own, R.botAdvice().orders(on.next(), "France", own, v), "once only");
    }
}
