package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.store.TestStores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Diplomacy Point allocations in an Order of the Dragon game: stored whole, seen only by their owner. */
@ParameterizedClass
@EnumSource(TestStores.Kind.class)
class AllocationSecretsTest {
    @Parameter
    TestStores.Kind store;

    @Test
    void allocationsAreCheckedWholeAndStoredOnlyWhenAllLinesAreGood() {
        try (Table t = new Table(store, "order-of-the-dragon")) {
            AllocationResult bad = t.service.orders().allocate(t.player("Hungary"), t.game, null, "1 A bra-pru; 5 A par H");
            assertFalse(bad.check().ok());
            assertEquals(2, bad.budget());
            assertEquals(List.of(), t.service.orders().myAllocations(t.player("Hungary"), t.game, null).check().accepted(),
                    "nothing is half-applied");
            AllocationResult good = t.service.orders().allocate(t.player("Hungary"), t.game, null, "1 A bra-pru");
            assertTrue(good.check().ok(), good.check().errors().toString());
            assertEquals(List.of("1 A bra-pru"), good.check().accepted());
            assertEquals(1, good.check().remaining());
        }
    }

    @Test
    void nobodyElseCanReadAPowersAllocations() {
        try (Table t = new Table(store, "order-of-the-dragon")) {
            t.service.orders().allocate(t.player("Hungary"), t.game, null, "1 A bra-pru");
            assertEquals(List.of(), t.service.orders().myAllocations(t.player("Lithuania"), t.game, null).check().accepted());
            GameException other = assertThrows(GameException.class,
                    () -> t.service.orders().myAllocations(t.player("Lithuania"), t.game, "Hungary"));
            assertTrue(other.getMessage().contains("You do not play Hungary"));
            assertThrows(GameException.class, () -> t.service.orders().myAllocations(t.gm, t.game, "Hungary"),
                    "the GM may not read them either");
            String export = t.service.archive().export(t.gm, t.game);
            assertFalse(export.contains("bra-pru"), "a running game's export leaves them out");
        }
    }

    @Test
    void theWinningOrderIsPublicButNotWhoPaidForIt() {
        try (Table t = new Table(store, "order-of-the-dragon")) {
            t.service.orders().allocate(t.player("Hungary"), t.game, null, "1 A bra-pru");
            t.service.force(t.gm, t.game, null);
            Views.PhaseView v = t.service.views().phase(t.game, "S1405M");
            assertTrue(v.results().stream().anyMatch(r -> r.order().equals("A bra-pru")), v.results().toString());
            assertTrue(v.results().stream().filter(r -> r.order().equals("A bra-pru"))
                    .noneMatch(r -> r.power().equals("Hungary")), "the order is listed under its unit's owner");
        }
    }

    @Test
    void aClassicGameHasNoAllocations() {
        try (Table t = new Table(store, "classic")) {
            GameException e = assertThrows(GameException.class,
                    () -> t.service.orders().allocate(t.player("France"), t.game, null, "1 A par H"));
            assertEquals("Classic Diplomacy has no secret allocations.", e.getMessage());
        }
    }

    @Test
    void theGmRevealsAllocationsOnlyAfterTheEnd() {
        try (Table t = new Table(store, "order-of-the-dragon")) {
            t.service.orders().allocate(t.player("Hungary"), t.game, null, "1 A bra-pru");
            t.service.force(t.gm, t.game, null);
            GameException early = assertThrows(GameException.class, () -> t.service.gm().revealAllocations(t.gm, t.game));
            assertTrue(early.getMessage().contains("stay secret until the game ends"));
            assertThrows(GameException.class, () -> t.service.gm().revealAllocations(t.player("Hungary"), t.game));
            t.service.gm().end(t.gm, t.game, "Draw");
            String text = t.service.gm().revealAllocations(t.gm, t.game);
            assertTrue(text.contains("S1405M Hungary: 1 A bra-pru"), text);
        }
    }

    @Test
    void aVoidedAllocationIsExplainedToItsOwnerAlone() {
        try (Table t = new Table(store, "order-of-the-dragon")) {
            t.order("Hungary", "A ofe-arg");
            AllocationResult warned = t.service.orders().allocate(t.player("Hungary"), t.game, null, "1 A arg H");
            assertFalse(warned.check().warnings().isEmpty(), "warned at submission");
            t.service.force(t.gm, t.game, null);
            var notices = t.service.pendingNotices();
            assertTrue(notices.stream().anyMatch(n -> n.audience().equals("power:Hungary")
                    && n.text().contains("Your allocation 1 A arg H did not count")), notices.toString());
            assertTrue(notices.stream().filter(n -> n.text().contains("did not count"))
                    .allMatch(n -> n.audience().equals("power:Hungary")), "nobody else hears of it");
        }
    }
}
