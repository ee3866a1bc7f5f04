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
}
