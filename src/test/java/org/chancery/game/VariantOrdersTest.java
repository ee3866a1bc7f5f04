package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.store.TestStores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** A variant's own orders through the order desk: read whole across a comma, and replaced per heir. */
@ParameterizedClass
@EnumSource(TestStores.Kind.class)
class VariantOrdersTest {
    @Parameter
    TestStores.Kind store;

    @Test
    void aMarriageWithACommaIsOneOrder() {
        try (Table t = new Table(store, "ice-and-fire")) {
            SubmitResult r = t.order("Stark", "Heir Stark weds Heir Targaryen 1, to live at Dragonstone; A wfl H");
            assertTrue(r.rejected().isEmpty(), r.rejected().toString());
            assertEquals(2, r.accepted().size(), r.accepted().toString());
        }
    }

    @Test
    void theRulebooksOwnMarriageLineIsOneOrder() {
        try (Table t = new Table("ice-and-fire")) {
            SubmitResult r = t.order("Stark", "Heir Stark weds Heir Targaryen, to live at Dragonstone.");
            assertTrue(r.rejected().isEmpty(), r.rejected().toString());
            assertEquals(List.of("Heir Stark marry Heir Targaryen at Dragonstone"), r.accepted());
            SubmitResult two = t.order("Stark", "Heir Stark weds Heir Targaryen 1, at Dragonstone, A wfl - bar");
            assertEquals(List.of("Heir Stark marry Heir Targaryen 1 at Dragonstone", "A wfl-bar"), two.accepted());
        }
    }

    @Test
    void aNewOrderForAnHeirReplacesTheLast() {
        try (Table t = new Table(store, "ice-and-fire")) {
            t.order("Stark", "Heir Stark weds Heir Targaryen 1 at Dragonstone");
            SubmitResult r = t.order("Stark", "Heir Stark weds Heir Targaryen 2 at Dragonstone");
            assertTrue(r.rejected().isEmpty(), r.rejected().toString());
            List<String> standing = r.standing();
            assertEquals(1, standing.size(), standing.toString());
            assertTrue(standing.get(0).contains("Targaryen 2"), standing.toString());
        }
    }

    @Test
    void commasStillSeparateOrdinaryOrders() {
        try (Table t = new Table(store, "classic")) {
            SubmitResult r = t.order("France", "A par-bur, A mar-spa, F bre-mao");
            assertEquals(List.of("A par-bur", "A mar-spa", "F bre-mao"), r.accepted());
        }
    }
    /** A road move with no road is one wrong order, not four pieces ("Ita", "Dal" ...) that cannot be read. */
    @Test
    void aWrongRoadMoveGetsOneAnswer() {
        try (Table t = new Table(store, "diplomacy-of-the-empire")) {
            SubmitResult r = t.order("Hispania", "HISPANIA move to Nar, Ita, Dal, MACIDONIA");
            assertTrue(r.accepted().isEmpty(), r.accepted().toString());
            assertEquals(1, r.rejected().size(), r.rejected().toString());
            assertTrue(r.rejected().get(0).reason().contains("no road"), r.rejected().toString());
        }
    }

    /** A wrong order naming a place with "&" is refused whole: no piece of it ("Fleet Dublin") is kept as a hold. */
    @Test
    void aWrongOrderWithAnAmpersandIsNotHalfKept() {
        try (Table t = new Table(store, "wars-of-the-three-kingdoms")) {
            SubmitResult r = t.order("Ormond", "Fleet Dublin & the Pale moves to Narnia");
            assertTrue(r.accepted().isEmpty(), r.accepted().toString());
            assertEquals(1, r.rejected().size(), r.rejected().toString());
        }
    }
}
