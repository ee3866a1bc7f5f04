package org.chancery.game;

import org.chancery.store.Database;

/**
 * Run in a child JVM by {@link CrashTest}: sets up a game on the store at a JDBC URL (an H2 file, or PostgreSQL), submits orders (printing each
 * acknowledgement), then forces an adjudication that stops just before its commit and waits to be killed.
 */
public final class CrashChild {
    private CrashChild() {}

    public static void main(String[] args) throws Exception {
        Database db = Database.open(args[0], args[1], "");
        Table t = new Table(db, GameSettings.defaults());
        t.service.adjudicator().beforeCommit(() -> {
            System.out.println("PAUSED");
            System.out.flush();
            try {
                Thread.sleep(120_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        ack(t, "France", "A par-bur; A mar-spa; F bre-mao");
        ack(t, "Germany", "A mun-ruh; A ber-kie; F kie-den");
        ack(t, "England", "F lon-nth");
        System.out.println("GAME " + t.game);
        ack(t, "England", "F edi-nwg; A lvp-yor");
        t.service.force(t.gm, t.game, null);
        System.out.println("COMMITTED");
    }

    private static void ack(Table t, String power, String orders) {
        SubmitResult r = t.order(power, orders);
        for (String o : r.accepted()) System.out.println("ACK " + power + " " + o);
        System.out.flush();
    }

}
