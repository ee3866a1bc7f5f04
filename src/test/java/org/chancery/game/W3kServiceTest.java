package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chancery.store.NoticeRow;
import org.junit.jupiter.api.Test;

/** W3K through the game service: proxies kept secret until the results, and the rules' answers. */
class W3kServiceTest {
    static final String W3K = "wars-of-the-three-kingdoms";

    /** Nobody learns of a proxy before the results but the grantee, told privately; the results show it. */
    @Test
    void nobodyLearnsOfAProxyBeforeTheResults() {
        try (Table t = new Table(W3K)) {
            assertEquals("Su1642M", t.phase());
            SubmitResult grant = t.order("Newcastle", "Army Richmond is under the orders of the Crown");
            assertEquals(List.of("A richmond under the orders of Crown"), grant.accepted());
            SubmitResult crown = t.order("Crown", "Army Richmond to North Riding of Yorkshire");
            assertEquals(List.of("A richmond-nyorkshire"), crown.accepted(), "kept, under the Crown's name");
            assertFalse(crown.notes().stream().anyMatch(n -> n.contains("counts only if")),
                    "Newcastle has placed it under the Crown's orders, as the Crown was told: no warning: " + crown.notes());
            SubmitResult unasked = t.order("Crown", "Army Durham to Northumberland");
            assertTrue(unasked.notes().stream().anyMatch(n -> n.contains("counts only if Newcastle places it under your orders")),
                    "a unit not placed under its orders still warns: " + unasked.notes());

            List<NoticeRow> notices = t.service.pendingNotices();
            List<NoticeRow> told = notices.stream().filter(n -> n.text().contains("under your orders")).toList();
            assertEquals(1, told.size());
            assertEquals("power:Crown", told.get(0).audience());
            for (NoticeRow n : notices) {
                if (n != told.get(0)) assertFalse(n.text().contains("Richmond"), "no other notice names it: " + n.text());
            }
            for (String other : List.of("Montrose", "Argyll")) {
                assertFalse(t.service.orders().mine(t.player(other), t.game, null).standing().toString().contains("richmond"));
                assertThrows(GameException.class, () -> t.service.orders().mine(t.player(other), t.game, "Newcastle"));
            }
            Views.PhaseView now = t.service.views().phase(t.game, null);
            assertTrue(now.results().isEmpty());
            String export = t.service.archive().export(t.gm, t.game);
            assertFalse(export.contains("under the orders"), "a running game's export leaves the proxy out");
            assertFalse(export.contains("richmond-nyorkshire"));

            t.service.force(t.gm, t.game, null);
            Views.PhaseView done = t.service.views().phase(t.game, "Su1642M");
            ResultLine line = done.results().stream().filter(r -> r.order().equals("A richmond-nyorkshire")).findFirst().orElseThrow();
            assertEquals("Newcastle", line.power());
            assertEquals("ordered by Crown, by proxy", line.reason());
            assertTrue(t.status().state().unitAt(t.status().state().board().find("nyorkshire").orElseThrow()).power()
                    .equals("Newcastle"));
        }
    }

    /** The owner withdraws consent by revising its orders; the Crown's order is then ignored. */
    @Test
    void revisingWithdrawsConsent() {
        try (Table t = new Table(W3K)) {
            t.order("Newcastle", "Army Richmond is under the orders of the Crown");
            t.order("Crown", "Army Richmond to North Riding of Yorkshire");
            t.order("Newcastle", "Army Richmond holds");
            long told = t.service.pendingNotices().stream().filter(n -> n.text().contains("under your orders")).count();
            assertEquals(1, told, "no second notice: the withdrawal is as secret as any revision");
            t.service.force(t.gm, t.game, null);
            Views.PhaseView done = t.service.views().phase(t.game, "Su1642M");
            ResultLine ignored = done.results().stream().filter(r -> r.power().equals("Crown") && r.order().contains("richmond"))
                    .findFirst().orElseThrow();
            assertFalse(ignored.succeeded());
            assertTrue(ignored.reason().startsWith("ignored: Newcastle did not place"));
        }
    }

    @Test
    void aDrawRefusedSaysWhy() {
        try (Table t = new Table(W3K)) {
            GameException e = assertThrows(GameException.class,
                    () -> t.service.orders().voteDraw(t.player("Crown"), t.game, null, true));
            assertTrue(e.getMessage().contains("allow no draw in Summer 1642 Movement: there can be no draw other than between Kingdoms"),
                    e.getMessage());
        }
    }

    @Test
    void theGameTakesTheRulebooksDeadlines() {
        try (Table t = new Table(org.chancery.store.Database.inMemory(), GameSettings.defaults(W3K), W3K)) {
            long deadline = t.status().game().deadline();
            var due = java.time.Instant.ofEpochMilli(deadline).atZone(java.time.ZoneId.of("GMT"));
            assertEquals(7, due.getHour());
            assertEquals(0, due.getMinute());
            assertEquals(java.time.Instant.parse("2030-03-14T07:00:00Z"), due.toInstant(),
                    "started 1 March at noon: twelve days, and the day ends at 07:00 GMT the next morning");
        }
    }

    /**
     * The rulebook's names hold "&" and ", in Kent"; typed as one order they are one order, at the table and on
     * Discord as in the rules tests, and a wrong one gets one answer about the whole order.
     */
    @Test
    void namesWithAmpersandsAndCommasAreOneOrder() {
        try (Table t = new Table(W3K)) {
            assertEquals(List.of("F dublin H"), t.order("Ormond", "Fleet Dublin & the Pale holds").accepted());
            SubmitResult meath = t.order("Ormond", "Army County Meath, of Leinster, in the Pale supports Fleet Dublin & the Pale");
            assertEquals(List.of("A meath S F dublin"), meath.accepted());
            SubmitResult sussex = t.order("Protectorate", "Fleet Hastings & Pevensey, in Sussex holds; Army Deptford, in Surrey to Surrey");
            assertEquals(List.of("F hastings H", "A deptford-surrey"), sussex.accepted());
            assertTrue(sussex.rejected().isEmpty(), sussex.rejected().toString());
            assertEquals(List.of("A teviotdale H"), t.order("Montrose", "Army Teviotdale & Liddesdale holds").accepted());
            SubmitResult list = t.order("Protectorate", "Fleet Hastings & Pevensey holds, Army Canterbury holds & Fleet Port of Deal holds");
            assertEquals(List.of("F hastings H", "A canterbury H", "F deal H"), list.accepted(), "a list, cut between orders only");

            SubmitResult far = t.order("Manchester", "Army Suffolk to Hastings & Pevensey, in Sussex");
            assertEquals(1, far.rejected().size(), far.rejected().toString());
            assertTrue(far.rejected().get(0).reason().contains("cannot reach Hastings & Pevensey"), far.rejected().toString());
            SubmitResult route = t.order("Manchester",
                    "Army Suffolk moves via convoy through Fleet Thames Sea Area, then Fleet Straits of Dover, to Picardy");
            assertEquals(1, route.rejected().size(), "one answer for the one order: " + route.rejected());
            assertTrue(route.rejected().get(0).reason().contains("cannot reach Picardy"), route.rejected().toString());
        }
    }

    /** The rulebook's convoy across the Irish Sea, typed as printed (page 18). */
    @Test
    void theRulebooksConvoyIsOneOrder() {
        try (Table t = new Table(W3K)) {
            t.service.gm().removeUnit(t.gm, t.game, "caernarfonshire");
            t.service.gm().addUnit(t.gm, t.game, "Crown", "A", "caernarfonshire");
            t.service.gm().addUnit(t.gm, t.game, "Confederacy", "F", "dublinbay");
            assertEquals(List.of("A caernarfonshire-dublin"), t.order("Crown", "Army Caernarfonshire moves to Dublin & the Pale").accepted());
            SubmitResult r = t.order("Confederacy", "Fleet Dublin & Caernarfon Bays convoys Army Caernarfonshire to Dublin & the Pale");
            assertTrue(r.rejected().isEmpty(), r.rejected().toString());
            assertEquals(List.of("F dublinbay C A caernarfonshire-dublin"), r.accepted());
        }
    }
}
