package org.chancery.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A kill can land while a transaction is open, after the store has written some of its rows: each commit of another
 * connection writes the whole store as it stands, the open transaction's rows with it (marked as not yet committed,
 * with an undo log naming each table's map by its id). The file recovered by {@link H2Recovery} must undo such a
 * transaction whole, and keep whole every transaction that committed before the kill: a message and its delivery,
 * written in one transaction, are both there or both gone, in every table and index, for every later transaction.
 */
class H2RecoveryTransactionsTest {
    @TempDir
    Path dir;

    @Test
    void aTransactionOpenAtTheKillIsUndoneWholeAndCommittedOnesStayWhole() throws Exception {
        Path live = dir.resolve("live.mv.db");
        String url = "jdbc:h2:file:" + dir.resolve("live") + ";WRITE_DELAY=0";
        Random random = new Random(11);
        List<Integer> committed = new ArrayList<>();
        try (Connection writer = DriverManager.getConnection(url, "sa", "");
             Connection other = DriverManager.getConnection(url, "sa", "")) {
            try (Statement s = other.createStatement()) {
                s.execute("create table other(id int primary key, t varchar(400))");
                s.execute("create table press(id int primary key, body varchar(400))");
                s.execute("create table notice(id int auto_increment primary key, press int, place varchar(40))");
                s.execute("create index notice_press on notice(press)");
            }
            writer.setAutoCommit(false);
            for (int kill = 0; kill < 12; kill++) {
                int open = 100 + kill;
                for (int i = 0; i < 1 + random.nextInt(4); i++) {
                    int id = 1000 * (kill + 1) + i;
                    send(writer, id);
                    writer.commit();
                    committed.add(id);
                }
                send(writer, open); // left open at the kill
                try (Statement s = other.createStatement()) { // another commit writes the store, the open rows with it
                    s.execute("merge into other values(" + kill + ", '" + "x".repeat(random.nextInt(400)) + "')");
                }
                Path killed = dir.resolve("killed" + kill + ".mv.db");
                Files.copy(live, killed);
                writer.rollback();

                H2Recovery.Versions v = H2Recovery.versions(killed);
                H2Recovery.rewrite(killed, v.scanned()); // what prepare does when H2's own open would fall back
                String at = "jdbc:h2:file:" + dir.resolve("killed" + kill) + ";WRITE_DELAY=0";
                try (Connection c = DriverManager.getConnection(at, "sa", "")) {
                    for (int round = 0; round < 6; round++) { // each round a new transaction, with a new id or an old one
                        c.setAutoCommit(false);
                        assertEquals(List.of(), ids(c, "select id from press where id = " + open), "kill " + kill + ": the open message");
                        assertEquals(List.of(), ids(c, "select press from notice where press = " + open), "kill " + kill + ": its delivery");
                        assertEquals(committed, ids(c, "select id from press order by id"), "kill " + kill + " round " + round);
                        assertEquals(committed, ids(c, "select press from notice order by press"), "kill " + kill + " round " + round);
                        for (int id : committed) {
                            assertEquals(List.of(id), ids(c, "select press from notice where press = " + id), "by the index");
                        }
                        c.createStatement().execute("merge into other values(" + (1000 + round) + ", 'y')");
                        c.commit();
                    }
                    send(c, open); // the undone message's key is free again
                    c.commit();
                }
            }
        }
    }

    private static void send(Connection c, int id) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("insert into press values(?, ?)");
             PreparedStatement n = c.prepareStatement("insert into notice(press, place) values(?, ?)")) {
            p.setInt(1, id);
            p.setString(2, "message " + id);
            p.executeUpdate();
            n.setInt(1, id);
            n.setString(2, "power:France");
            n.executeUpdate();
        }
    }

    private static List<Integer> ids(Connection c, String sql) throws SQLException {
        List<Integer> ids = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
            while (r.next()) ids.add(r.getInt(1));
        }
        return ids;
    }
}
