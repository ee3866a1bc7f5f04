package org.chancery.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chancery.store.Database;
import org.chancery.store.EventRow;
import org.chancery.store.Logs;
import org.chancery.store.OrderRow;
import org.chancery.store.PhaseRow;
import org.chancery.store.Phases;

/**
 * Everything acknowledged over a store's life, as the lines {@link CrashWorkload} printed:
 * <ul>
 * <li>{@code ACK ORDER game phase power order}: the player was told the order was received;</li>
 * <li>{@code ACK READY game phase power}: the player was told the ready mark was taken;</li>
 * <li>{@code ACK ADJ game phase}: the phase was adjudicated (its results then go out);</li>
 * <li>{@code POST id game resultsSeq|- hash}: a notice was handed to the transport, with its id as nonce
 * (Discord makes one message per nonce, so a notice sent again with the same nonce is not a second post).</li>
 * </ul>
 * {@link #check} compares a store (after a restart) with them.
 */
final class CrashLedger {
    private final List<String[]> orders = new ArrayList<>();
    private final List<String[]> ready = new ArrayList<>();
    private final List<String[]> adjudicated = new ArrayList<>();
    /** Nonce (notice id) to the text's hash, as first posted. */
    private final Map<String, String> posted = new HashMap<>();
    /** For a phase's results ("game/seq"), the nonces they were posted under. */
    private final Map<String, Set<String>> resultPosts = new HashMap<>();
    private final List<String> postProblems = new ArrayList<>();
    private int acks;

    /** Takes a line the workload printed; false if it is no acknowledgement. */
    boolean add(String line) {
        String[] w = line.split(" ", 6);
        if (w[0].equals("ACK") && w.length >= 4) {
            switch (w[1]) {
                case "ORDER" -> orders.add(line.split(" ", 6));
                case "READY" -> ready.add(w);
                case "ADJ" -> adjudicated.add(w);
                default -> { return false; }
            }
            acks++;
            return true;
        }
        if (w[0].equals("POST") && w.length == 5) {
            String before = posted.putIfAbsent(w[1], w[4]);
            if (before != null && !before.equals(w[4])) {
                postProblems.add("nonce n" + w[1] + " was used for two different notices (the store gave a lost id again)");
            }
            if (!w[3].equals("-")) {
                Set<String> nonces = resultPosts.computeIfAbsent(w[2] + "/" + w[3], k -> new HashSet<>());
                nonces.add(w[1]);
                if (nonces.size() == 2) postProblems.add("results of game #" + w[2] + " phase " + w[3] + " posted twice");
            }
            return true;
        }
        return false;
    }

    int acknowledgements() { return acks; }

    int posts() { return posted.size(); }

    /** Results posted twice and nonces reused, so far. */
    List<String> postProblems() { return List.copyOf(postProblems); }

    /** What the store lost or did twice (and, with {@code posts}, what was posted twice); empty when all held. */
    List<String> check(Database db, boolean posts) {
        List<String> problems = new ArrayList<>(posts ? postProblems : List.of());
        db.inTransaction(c -> {
            Map<Long, List<PhaseRow>> phases = new HashMap<>();
            Map<String, List<OrderRow>> given = new HashMap<>();
            for (String[] o : orders) {
                long game = Long.parseLong(o[2]);
                PhaseRow p = find(phases, c, game, o[3]);
                if (p == null) {
                    problems.add("lost: phase " + o[3] + " of game #" + game + " with " + o[4] + "'s order " + o[5]);
                    continue;
                }
                List<OrderRow> stored = given.get(game + "/" + p.seq());
                if (stored == null) {
                    stored = Phases.orders(c, game, p.seq(), null);
                    given.put(game + "/" + p.seq(), stored);
                }
                boolean kept = false;
                for (OrderRow r : stored) kept |= r.power().equals(o[4]) && r.text().equals(o[5]);
                if (!kept) problems.add("lost: " + o[4] + "'s order " + o[5] + " for " + o[3] + " of game #" + game);
            }
            for (String[] r : ready) {
                long game = Long.parseLong(r[2]);
                PhaseRow p = find(phases, c, game, r[3]);
                if (p == null) problems.add("lost: phase " + r[3] + " of game #" + game + " with " + r[4] + "'s ready mark");
                else if (p.results() == null && !Phases.ready(c, game, p.seq()).contains(r[4])) {
                    problems.add("lost: " + r[4] + "'s ready mark for " + r[3] + " of game #" + game);
                }
            }
            for (String[] a : adjudicated) {
                long game = Long.parseLong(a[2]);
                PhaseRow p = find(phases, c, game, a[3]);
                if (p == null || p.results() == null) problems.add("lost: the adjudication of " + a[3] + " of game #" + game);
            }
            for (long game : phases.keySet()) {
                Map<String, Integer> times = new HashMap<>();
                for (EventRow e : Logs.events(c, game)) {
                    if (e.kind().equals("adjudicate")) times.merge(e.detail().split(" ")[0], 1, Integer::sum);
                }
                times.forEach((code, n) -> {
                    if (n > 1) problems.add("twice: " + code + " of game #" + game + " adjudicated " + n + " times");
                });
            }
            return null;
        });
        return problems;
    }

    private static PhaseRow find(Map<Long, List<PhaseRow>> cache, java.sql.Connection c, long game, String code)
            throws java.sql.SQLException {
        List<PhaseRow> all = cache.get(game);
        if (all == null) {
            all = Phases.all(c, game);
            cache.put(game, all);
        }
        for (PhaseRow p : all) if (p.code().equals(code)) return p;
        return null;
    }
}
