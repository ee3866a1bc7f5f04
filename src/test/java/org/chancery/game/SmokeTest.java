package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SmokeTest {
    @Test
    void ordersAndReady() {
        try (Table t = new Table(GameSettings.defaults())) {
            SubmitResult r = t.order("France", "A par-bur; F bre-mao; A mar-xyz");
            System.out.println(r);
            for (String p : t.players.keySet()) t.service.orders().ready(t.player(p), t.game, null, true);
            assertEquals("F1901M", t.phase());
            System.out.println(t.service.pendingNotices());
        }
    }
}
