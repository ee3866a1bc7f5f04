package org.chancery.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.discord.BigPhases;
import org.chancery.discord.ChanceryProcess;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeInteraction;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.game.GameService;
import org.chancery.store.Database;
import org.chancery.store.NoticeRow;
import org.chancery.store.PoolSettings;
import org.chancery.store.TestStores;
import org.chancery.variant.VariantLoader;

/**
 * The bot on a small server: one Chancery process with {@code -Xmx256m} (or the heap given) and the maps on,
 * serving {@code games} games (20 by default) of every variant in turn, each at its largest ({@link BigPhases}:
 * every unit given its longest legal order, every pointed allocation made; the first W3K game with 48 armies
 * added, 118 units, the busiest phase a test makes), all due at the same moment; at the deadline a player also
 * asks for {@code /map} of that W3K game. The process runs with {@code -XX:+CrashOnOutOfMemoryError} (its stack in
 * {@code target/small-server-oom-PID.log}), so running out of heap ends it and the benchmark fails. {@code
 * -Dchancery.small.jvm} adds JVM options. Reports the time to the last results post, the process's peak
 * resident memory ({@code VmHWM}) and its heap after each collection (its GC log).
 * The collector is the serial one unless {@code g1} is given: the JVM's own choice on a small server (one core, or
 * under 1,792 MB), and with a heap this small G1 ran out: it cannot move the 82 MB bitmap of W3K's whole board's
 * kind of object, and after a full collection left 86 MB in use and still no 82 MB in one piece.
 * Run: {@code bench/small-server [games] [heap] [serial|g1]}.
 */
public final class SmallServerBenchmark {
    private SmallServerBenchmark() {}

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        String heap = args.length > 1 ? args[1] : "256m";
        String gc = args.length > 2 ? args[2] : "serial";
        Path gcLog = Path.of("target/small-server-gc.log");
        Files.deleteIfExists(gcLog);
        System.setProperty("chancery.child.jvm", "-Xmx" + heap + (gc.equals("g1") ? " -XX:+UseG1GC" : " -XX:+UseSerialGC")
                + " -XX:+CrashOnOutOfMemoryError -XX:ErrorFile=target/small-server-oom-%p.log -Xlog:gc:file=" + gcLog
                + " " + System.getProperty("chancery.small.jvm", ""));
        var server = TestStores.start(true);
        String url = server.getJdbcUrl("postgres", "postgres");
        try (FakeDiscord fake = FakeDiscord.start(); Database db = Database.open(url, "postgres", "", PoolSettings.DEFAULT)) {
            fake.forgetFileBytes();
            GameService service = new GameService(db, java.time.Clock.systemUTC());
            FakeUser gm = fake.user("gm");
            FakeGuild guild = fake.guild("Small server", gm);
            List<String> variants = VariantLoader.available();
            Map<Long, FakeChannel> channels = new LinkedHashMap<>();
            FakeChannel w3k = null;
            int units = 0;
            for (int i = 0; i < games; i++) {
                String variant = variants.get(i % variants.size());
                FakeChannel channel = guild.textChannel("game-" + i);
                BigPhases g = new BigPhases(service, Long.toUnsignedString(gm.id()), guild.id(), channel.id(), variant);
                if (variant.equals("wars-of-the-three-kingdoms") && w3k == null) {
                    g.addArmies(48);
                    w3k = channel;
                }
                g.orderLongest();
                g.allocateEverywhere();
                units += g.state().units().size();
                channels.put(g.game, channel);
            }
            for (NoticeRow n : service.pendingNotices()) service.delivered(n.id());
            long deadline = System.currentTimeMillis() + StormBenchmark.START_MARGIN.toMillis();
            db.inTransaction(c -> {
                try (var s = c.prepareStatement("UPDATE games SET deadline=?")) {
                    s.setLong(1, deadline);
                    return s.executeUpdate();
                }
            });
            System.out.printf("%d games of %s, %d units, due at once; the process runs with -Xmx%s and the %s collector%n",
                    games, variants, units, heap, gc);
            Process p = ChanceryProcess.launch(url, fake, "0/1", 60, 30, true);
            Peak peak = new Peak(p.pid());
            try {
                ChanceryProcess.awaitReady(p);
                Thread.sleep(Math.max(0, deadline - System.currentTimeMillis()));
                FakeInteraction map = w3k == null ? null : fake.slash(gm, w3k, "map", Map.of());
                long done = StormBenchmark.waitForResults(fake, channels, deadline, Duration.ofMinutes(15));
                System.out.printf("last results post %.1f s after the deadline%n", (done - deadline) / 1e3);
                if (map != null) {
                    List<InteractionResponse> r = fake.awaitResponses(map, 2, Duration.ofMinutes(5));
                    System.out.println("/map of the W3K game at the deadline: " + (r == null ? "NO ANSWER"
                            : r.get(r.size() - 1).files().size() + " images"));
                }
                check(service, fake, channels);
                System.out.println(p.isAlive() ? "the process is running (no OutOfMemoryError)"
                        : "PROBLEM: the process ended, exit code " + p.exitValue());
                System.out.printf("peak resident memory (VmHWM) %d MB; heap after collections at most %s%n",
                        peak.mb(), heapAfterGc(gcLog));
            } finally {
                p.getOutputStream().close();
                p.destroy();
            }
        }
    }

    /**
     * Every game adjudicated once and its results posted once: a post too long for one message (W3K's 118 units)
     * goes on in messages titled "(continued)", which are counted with it.
     */
    static void check(GameService service, FakeDiscord fake, Map<Long, FakeChannel> channels) {
        Map<String, Integer> problems = new java.util.TreeMap<>();
        for (Map.Entry<Long, FakeChannel> e : channels.entrySet()) {
            long adjudications = service.log(org.chancery.game.Actor.system(), e.getKey()).stream()
                    .filter(x -> x.kind().equals("adjudicate")).count();
            if (adjudications != 1) problems.merge("adjudicated " + adjudications + " times", 1, Integer::sum);
            long posts = fake.channelMessages(e.getValue().id()).stream().filter(StormBenchmark::isResults)
                    .filter(p -> !p.embeds().get(0).path("title").asText().contains("(continued)")).count();
            if (posts != 1) problems.merge("results posted " + posts + " times", 1, Integer::sum);
        }
        System.out.println(problems.isEmpty() ? "every game adjudicated once, every results post made once"
                : "PROBLEMS: " + problems);
    }

    /** The largest heap in use after a collection, from a {@code -Xlog:gc} file ("... 180M->95M(256M) ..."). */
    static String heapAfterGc(Path log) throws Exception {
        int most = 0;
        var m = java.util.regex.Pattern.compile("\\d+M->(\\d+)M\\(").matcher(Files.readString(log));
        while (m.find()) most = Math.max(most, Integer.parseInt(m.group(1)));
        return most + " MB";
    }

    /** A process's peak resident set, as Linux counts it. */
    record Peak(long pid) {
        long mb() throws Exception {
            Path status = Path.of("/proc/" + pid + "/status");
            if (!Files.exists(status)) return -1;
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmHWM:")) return Long.parseLong(line.replaceAll("\\D", "")) / 1024;
            }
            return -1;
        }
    }
}
