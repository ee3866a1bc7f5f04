package org.chancery.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.chancery.game.GameService;
import org.chancery.store.Database;
import org.chancery.store.H2Recovery;

/**
 * Kill -9 trials on long-lived H2 stores. For each store size it grows a store the way a bot lives (games
 * played for years, the process stopped and started again), then runs trials on it one after another: a
 * child JVM ({@link CrashDriver}) opens the store, checks it against everything acknowledged in all earlier
 * trials, and plays on; it is killed with {@link Process#destroyForcibly()} (SIGKILL) at a random moment inside
 * an order submission, a ready mark, an adjudication or a post, and the next trial's child finds out what survived.
 * <p>Usage: {@code CrashTrials [trials per size] [sizes in MB, e.g. 0,10,30] [work dir] [aims, e.g. adjudicate,post,start]
 * [busy threads beside]}; run by
 * {@code bench/crash-trials}.
 */
public final class CrashTrials {
    /** The steps a kill is aimed at, in turn. */
    static final List<String> KINDS = List.of("order", "ready", "adjudicate", "post", "start");

    private final Path dir;
    /** The steps the kills aim at, in turn (all of {@link #KINDS} unless told). */
    List<String> aims = KINDS;
    private final Random random;
    private final PrintStream log;

    CrashTrials(Path dir, long seed, PrintStream log) {
        this.dir = dir;
        this.random = new Random(seed);
        this.log = log;
    }

    /** The figures of a run of trials on one store. */
    record Summary(int megabytes, long startBytes, long endBytes, int trials, Map<String, Integer> killedIn,
                   int acknowledgements, int posts, List<String> problems, int fellBack, long millis) {
        String line() {
            return String.format(Locale.ROOT, "store %d MB (%.1f MB at start, %.1f MB at end): %d kills %s, %d acknowledgements,"
                            + " %d notices posted, %d problems; H2 fell back to an older version after %d kills; %.0f s", megabytes,
                    startBytes / 1e6, endBytes / 1e6, trials, killedIn, acknowledgements, posts, problems.size(), fellBack,
                    millis / 1000.0);
        }
    }

    public static void main(String[] args) throws Exception {
        int trials = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        String sizes = args.length > 1 ? args[1] : "0,10,30";
        Path dir = Path.of(args.length > 2 ? args[2] : "target/crash-trials");
        Files.createDirectories(dir);
        CrashTrials run = new CrashTrials(dir, System.nanoTime(), System.out);
        if (args.length > 3) run.aims = List.of(args[3].split(","));
        int load = args.length > 4 ? Integer.parseInt(args[4]) : 0;
        busy(load);
        List<Summary> all = new ArrayList<>();
        for (String size : sizes.split(",")) all.add(run.trials(Integer.parseInt(size.strip()), trials));
        StringBuilder text = new StringBuilder();
        for (Summary s : all) {
            text.append(s.line()).append('\n');
            for (String p : s.problems()) text.append("  ").append(p).append('\n');
        }
        System.out.print(text);
        Files.writeString(dir.resolve("summary.txt"), text, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        boolean clean = all.stream().allMatch(s -> s.problems().isEmpty());
        System.exit(clean ? 0 : 1);
    }

    /** Runs {@code trials} kills on a copy of the store grown to {@code megabytes} (0: a fresh store). */
    Summary trials(int megabytes, int trials) throws Exception {
        Path grown = grown(megabytes);
        Path work = dir.resolve("trial-" + megabytes + "mb");
        Files.createDirectories(work);
        Path store = work.resolve("chancery.mv.db");
        Files.deleteIfExists(store);
        if (grown != null) Files.copy(grown, store, StandardCopyOption.REPLACE_EXISTING);
        Path ledgerFile = work.resolve("ledger.txt");
        Files.deleteIfExists(ledgerFile);
        String url = url(work.resolve("chancery"));
        long startBytes = Files.exists(store) ? Files.size(store) : 0;
        long start = System.currentTimeMillis();
        fellBack = 0;
        lastKill = "none";
        CrashLedger ledger = new CrashLedger();
        List<String> problems = new ArrayList<>();
        Map<String, Integer> killedIn = new TreeMap<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int t = 0; t < trials; t++) {
            boolean recovers = false;
            if (Files.exists(store)) {
                Files.copy(store, work.resolve("before-open.mv.db"), StandardCopyOption.REPLACE_EXISTING);
                if (t > 0) {
                    H2Recovery.Versions v = H2Recovery.versions(work.resolve("before-open.mv.db"));
                    if (v.fallsBack()) {
                        recovers = true;
                        fellBack++;
                        log.printf(Locale.ROOT, "  H2 after kill %d (%s): an ordinary open recovers version %d, the file holds"
                                + " the complete version %d%n", t - 1, lastKill, v.ordinary(), v.scanned());
                    }
                }
            }
            Trial trial = trial(url, ledgerFile, ledger, aims.get(t % aims.size()));
            // a start that had to recover the file ran H2's recovery-mode open and clean close: a kill in it is its own kind
            String kind = recovers && trial.killedIn.equals("start") ? "start, in H2 recovery" : trial.killedIn;
            killedIn.merge(kind, 1, Integer::sum);
            // a loss stays lost: each start reports it again, it is counted once, after the kill that caused it
            List<String> fresh = new ArrayList<>();
            for (String p : trial.problems) if (seen.add(p)) fresh.add(p);
            for (String p : fresh) problems.add("after kill " + (t - 1) + " (" + trial.previousKill + "): " + p);
            if (!fresh.isEmpty()) {
                // the store as the killed process left it, for a post-mortem
                Files.copy(work.resolve("before-open.mv.db"), work.resolve("lost-" + t + ".mv.db"), StandardCopyOption.REPLACE_EXISTING);
            }
            log.printf(Locale.ROOT, "%d MB trial %d: killed in %s after %.1f s; its start found %d new problems%n",
                    megabytes, t, trial.killedIn, trial.millis / 1000.0, fresh.size());
            for (String p : fresh) log.println("    " + p);
            lastKill = trial.killedIn;
        }
        // The last kill is checked by a last restart, here.
        try (Database db = Database.open(url, "sa", "")) {
            for (String p : ledger.check(db, false)) {
                if (seen.add(p)) problems.add("after kill " + (trials - 1) + " (" + lastKill + "): " + p);
            }
        }
        problems.addAll(ledger.postProblems());
        Summary s = new Summary(megabytes, startBytes, Files.size(store), trials, killedIn, ledger.acknowledgements(),
                ledger.posts(), problems, fellBack, System.currentTimeMillis() - start);
        log.println(s.line());
        return s;
    }

    private String lastKill = "none";
    /** How long the last start took (opening the store, H2's recovery included), to aim a kill inside one. */
    private long lastStartNanos;

    /**
     * Threads that keep {@code n} cores busy for the rest of the run, so the child JVM is slow and its writes land
     * late, as on a loaded machine (the kind of run that lost an order in issue 32).
     */
    static void busy(int n) {
        for (int i = 0; i < n; i++) {
            Thread t = new Thread(() -> {
                long x = 0;
                while (true) x = x * 6364136223846793005L + 1442695040888963407L;
            }, "busy-" + i);
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            t.start();
        }
    }
    /** Kills after which H2's ordinary open fell back to an older version than the file holds. */
    int fellBack;

    static String url(Path base) {
        return Database.h2FileUrl(base.toAbsolutePath().toString());
    }

    /** What one trial saw: where its kill landed, and what its start found lost from the kill before. */
    record Trial(String killedIn, String previousKill, List<String> problems, long millis) {}

    /**
     * Starts the bot on the store, waits until it is inside an operation of the kind aimed at (after it has done
     * one, to know how long one takes), kills it at a random moment within that time, and records every
     * acknowledgement it printed.
     */
    Trial trial(String url, Path ledgerFile, CrashLedger ledger, String aim) throws Exception {
        if (aim.equals("start") && lastStartNanos == 0) aim = "order"; // no start timed yet to aim inside
        long started = System.nanoTime();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // C1 only and one GC thread: the child starts faster on a busy machine; the store does not care
        Process child = new ProcessBuilder(java, "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                CrashDriver.class.getName(), url, ledgerFile.toString(), Long.toString(random.nextLong()))
                .redirectError(ProcessBuilder.Redirect.appendTo(dir.resolve("child-stderr.txt").toFile())).start();
        Thread reaper = new Thread(child::destroyForcibly);
        Runtime.getRuntime().addShutdownHook(reaper);
        ScheduledExecutorService killer = Executors.newSingleThreadScheduledExecutor();
        List<String> problems = new ArrayList<>();
        List<String> acks = new ArrayList<>();
        Map<String, Long> began = new HashMap<>();
        Map<String, Long> took = new HashMap<>();
        int skip = random.nextInt(2);
        String[] current = {"start"};
        String[] killedIn = {null};
        killer.schedule(() -> kill(child, current, killedIn, "timeout in "), 120, TimeUnit.SECONDS);
        try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("PROBLEM ")) problems.add(line.substring(8));
                if (ledger.add(line)) acks.add(line);
                if (line.startsWith("BEGIN ")) {
                    String kind = line.substring(6);
                    synchronized (current) {
                        current[0] = kind;
                    }
                    began.put(kind, System.nanoTime());
                    Long length = kind.equals("start") ? (lastStartNanos > 0 ? lastStartNanos : null) : took.get(kind);
                    if (kind.equals("start") && aim.equals("start")) skip = 0;
                    if ((kind.startsWith(aim) || kind.endsWith(aim)) && length != null && skip-- <= 0 && killedIn[0] == null) {
                        killedIn[0] = "pending";
                        long delay = (long) (random.nextDouble() * length);
                        killer.schedule(() -> kill(child, current, killedIn, ""), delay, TimeUnit.NANOSECONDS);
                    }
                } else if (line.startsWith("END ")) {
                    String kind = line.substring(4);
                    synchronized (current) {
                        current[0] = "between";
                    }
                    took.put(kind, System.nanoTime() - began.getOrDefault(kind, System.nanoTime()));
                    if (kind.equals("start")) lastStartNanos = took.get(kind);
                }
            }
        } finally {
            child.destroyForcibly();
            child.waitFor(60, TimeUnit.SECONDS);
            killer.shutdownNow();
            Runtime.getRuntime().removeShutdownHook(reaper);
        }
        Files.write(ledgerFile, acks, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        String where;
        synchronized (current) {
            where = killedIn[0] == null || killedIn[0].equals("pending") ? "exit in " + current[0] : killedIn[0];
        }
        return new Trial(where, lastKill, problems, (System.nanoTime() - started) / 1_000_000);
    }

    private static void kill(Process child, String[] current, String[] killedIn, String prefix) {
        synchronized (current) {
            if (killedIn[0] != null && !killedIn[0].equals("pending")) return;
            killedIn[0] = prefix + current[0];
            // SIGKILL through the handle: Process.destroyForcibly would also close our end of the child's
            // stdout, dropping acknowledgements it printed that we have not read yet
            child.toHandle().destroyForcibly();
        }
    }

    /**
     * A store grown to about {@code megabytes} (null for 0): classic games played with random orders, the
     * process (here: the store) closed and opened again every few dozen phases, as a bot is restarted. Kept in
     * the work dir and reused by later runs.
     */
    Path grown(int megabytes) throws IOException {
        if (megabytes == 0) return null;
        Path base = dir.resolve("grown-" + megabytes + "mb");
        Path file = Path.of(base + ".mv.db");
        if (Files.exists(file) && Files.size(file) >= megabytes * 1_000_000L) return file;
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        long start = System.currentTimeMillis();
        int lives = 0;
        while (!Files.exists(file) || Files.size(file) < megabytes * 1_000_000L) {
            try (Database db = Database.open(url(base), "sa", "")) {
                new CrashWorkload(new GameService(db, Clock.systemUTC()), quiet, random.nextLong()).run(40);
            }
            lives++;
            if (lives % 10 == 0) log.printf(Locale.ROOT, "growing: %d lives, %.1f MB%n", lives, Files.size(file) / 1e6);
        }
        log.printf(Locale.ROOT, "grew a %d MB store in %d lives (%.0f s)%n", megabytes, lives,
                (System.currentTimeMillis() - start) / 1000.0);
        return file;
    }
}
