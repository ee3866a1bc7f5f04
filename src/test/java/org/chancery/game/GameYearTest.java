package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.store.NoticeRow;
import org.chancery.store.PlayerRow;
import org.chancery.store.TestStores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A whole classic year driven by the scheduler and an injected clock: NMRs, a pause and an extension, a GM
 * edit, civil disorder, a rollback, and every phase kept as history.
 */
@ParameterizedClass
@EnumSource(TestStores.Kind.class)
class GameYearTest {
    @Parameter
    TestStores.Kind store;

    private static final Duration HOUR = Duration.ofHours(1);

    @Test
    void aClassicYearWithNmrsPauseExtensionEditAndRollback() {
        GameSettings settings = GameSettings.defaults().with("movement", "48h").with("retreat", "24h")
                .with("adjustment", "24h").with("remind", "6h").with("nmr", "2");
        try (Table t = new Table(store, settings)) {
            Scheduler scheduler = new Scheduler(t.service);
            long start = t.clock.millis();
            assertEquals(start + 48 * 3600_000L, t.status().game().deadline());

            // Spring 1901: Italy sends nothing (NMR); everyone else orders.
            t.order("England", "F lon-nth; F edi-nwg; A lvp-yor");
            t.order("France", "A par-bur; A mar-spa; F bre-mao");
            t.order("Germany", "A mun-ruh; A ber-mun; F kie-den");
            t.order("Austria", "A vie-gal; A bud-ser; F tri-alb");
            t.order("Russia", "A mos-ukr; A war-gal; F sev-bla; F stp/sc-bot");
            t.order("Turkey", "F ank-bla; A con-bul; A smy-con");

            // The reminder falls due 6 hours before the deadline, for Italy only.
            t.clock.advance(Duration.ofHours(41));
            assertTrue(scheduler.tick().reminded().isEmpty());
            t.clock.advance(Duration.ofHours(2));
            assertEquals(List.of("#" + t.game + " Italy"), scheduler.tick().reminded());
            assertTrue(scheduler.tick().reminded().isEmpty(), "reminded once per phase");

            // Pause for ten days: no adjudication; resume, extend by 12h.
            t.service.gm().pause(t.gm, t.game);
            t.clock.advance(Duration.ofDays(10));
            assertTrue(scheduler.tick().adjudicated().isEmpty());
            assertEquals("S1901M", t.phase());
            t.service.gm().resume(t.gm, t.game);
            long resumed = t.status().game().deadline();
            assertEquals(t.clock.millis() + 5 * 3600_000L, resumed, "5 hours were left when paused");
            t.service.gm().extend(t.gm, t.game, 12 * 60);
            assertEquals(resumed + 12 * 3600_000L, t.status().game().deadline());
            t.clock.advance(Duration.ofHours(16));
            assertTrue(scheduler.tick().adjudicated().isEmpty(), "one hour still to go");
            t.clock.advance(HOUR);
            assertEquals(List.of("#" + t.game + " S1901M"), scheduler.tick().adjudicated());
            assertEquals("F1901M", t.phase(), "no dislodgements, so the spring retreat phase is skipped");
            GameState fall = t.status().state();
            assertNull(fall.unitAt(prov(fall, "gal")), "Austria and Russia bounced in Galicia");
            assertEquals("Italy", fall.unitAt(prov(fall, "ven")).power(), "Italy's units held");
            assertEquals(1, seat(t, "Italy").missed());

            // Fall 1901: Germany dislodges France from Burgundy; Russia and Turkey bounce in Rumania.
            t.order("England", "F nwg-nwy; F nth H; A yor H");
            t.order("France", "A bur H; A spa H; F mao-por");
            t.order("Germany", "A ruh-bur; A mun S A ruh-bur; F den H");
            t.order("Austria", "A ser H; F alb-gre; A vie H");
            t.order("Russia", "A ukr-rum; F bot-swe; A gal H; F sev H");
            t.order("Turkey", "A bul-rum; F ank H; A con H");
            t.clock.advance(Duration.ofHours(48));
            scheduler.tick();
            assertEquals("F1901R", t.phase());
            GameState retreat = t.status().state();
            assertEquals(1, retreat.dislodged().size());
            assertEquals("France", retreat.dislodged().get(0).unit().power());
            assertTrue(retreat.isStandoff(prov(retreat, "rum")));
            PlayerRow italy = seat(t, "Italy");
            assertTrue(italy.disorder(), "two missed phases put Italy into civil disorder");
            assertTrue(notices(t, "gm").stream().anyMatch(n -> n.contains("Italy") && n.contains("civil disorder")));

            // France gives no retreat: the unit is disbanded at the deadline.
            t.clock.advance(Duration.ofHours(24));
            scheduler.tick();
            assertEquals("W1901A", t.phase());
            GameState winter = t.status().state();
            assertEquals(2, winter.unitsOf("France").size());
            assertEquals(5, winter.centresOf("France").size());

            // The GM takes Naples from Italy, so Italy owes a removal it will not order.
            t.service.gm().setOwner(t.gm, t.game, "nap", "none");
            assertTrue(t.service.log(t.gm, t.game).stream().anyMatch(e -> e.kind().equals("set-owner")));
            t.order("France", "Build A par; Build A mar; Build F bre");
            t.order("Germany", "Build A ber");
            t.clock.advance(Duration.ofHours(24));
            scheduler.tick();
            assertEquals("S1902M", t.phase());
            GameState spring = t.status().state();
            assertEquals(5, spring.unitsOf("France").size());
            assertEquals(2, spring.unitsOf("Italy").size(), "one Italian unit removed in civil disorder");
            assertEquals(4, spring.unitsOf("Germany").size());
            assertEquals(3, spring.unitsOf("England").size(), "England's unordered build was waived");

            // History: every phase kept; results public once adjudicated.
            assertEquals(List.of("S1901M", "F1901M", "F1901R", "W1901A", "S1902M"), t.service.views().phaseCodes(t.game));
            Views.PhaseView s01 = t.service.views().phase(t.game, "S1901M");
            assertTrue(s01.results().stream().anyMatch(r -> r.order().equals("A par-bur") && r.succeeded()));
            assertFalse(t.service.views().phase(t.game, "S1902M").adjudicated());

            // Roll back to the retreat and let France retreat this time.
            t.service.gm().rollback(t.gm, t.game, "F1901R");
            assertEquals("F1901R", t.phase());
            assertEquals(List.of("S1901M", "F1901M", "F1901R"), t.service.views().phaseCodes(t.game));
            SubmitResult r = t.order("France", "A bur R pic");
            assertEquals(List.of("A bur R pic"), r.accepted());
            t.service.orders().ready(t.player("France"), t.game, null, true);
            assertEquals("W1901A", t.phase(), "France was the only power owing orders, and is ready");
            assertEquals(3, t.status().state().unitsOf("France").size());
            assertThrows(GameException.class, () -> t.service.gm().rollback(t.gm, t.game, "S1905M"));
        }
    }

    static org.chancery.engine.Province prov(GameState s, String id) { return s.board().find(id).orElseThrow(); }

    static PlayerRow seat(Table t, String power) {
        for (PlayerRow p : t.service.players(t.game)) if (p.power().equals(power)) return p;
        throw new AssertionError(power);
    }

    static List<String> notices(Table t, String audience) {
        List<String> out = new ArrayList<>();
        for (NoticeRow n : t.service.pendingNotices()) if (n.audience().equals(audience)) out.add(n.text());
        return out;
    }

    @Test
    void deadlinesFollowTheFixedTimeOfDay() {
        GameSettings s = GameSettings.defaults().with("movement", "24h").with("fixed", "20:00").with("zone", "UTC");
        long now = java.time.Instant.parse("2030-03-01T21:30:00Z").toEpochMilli();
        long due = Deadlines.next(s, org.chancery.engine.PhaseType.MOVEMENT, now);
        assertEquals(java.time.Instant.parse("2030-03-03T20:00:00Z").toEpochMilli(), due);
        assertNull(GameSettings.defaults().fixed());
        assertThrows(GameException.class, () -> s.with("movement", "soon"));
    }

    @Test
    void graceWaitsForMissingOrdersOnly() {
        try (Table t = new Table(store, GameSettings.defaults().with("grace", "2h"))) {
            Scheduler scheduler = new Scheduler(t.service);
            t.order("France", "A par-bur");
            t.clock.advance(Duration.ofHours(48));
            assertTrue(scheduler.tick().adjudicated().isEmpty(), "in grace: orders are missing");
            t.clock.advance(Duration.ofHours(2));
            assertEquals(1, scheduler.tick().adjudicated().size());
        }
    }
}
