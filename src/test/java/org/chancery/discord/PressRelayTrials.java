package org.chancery.discord;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.Posted;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.Rulebook;
import org.chancery.store.Database;
import org.chancery.store.Press;
import org.chancery.store.PressRow;

/**
 * Press relayed through kill -9: the bot ({@link PressRelayProcess}, a child JVM on an H2 file) sends press between the
 * seven powers of a classic game on the Discord fake held here, and is killed with SIGKILL at random moments, again and
 * again, until {@code messages} messages were acknowledged; a last child posts what is left. Then every message in the
 * store (each acknowledged one must be there) must have reached each of its readers (a DM each, or the game channel for
 * a message to all) exactly once, each place's messages in the order sent, and nothing else may have arrived.
 * <p>Usage: {@code PressRelayTrials [messages] [work dir] [kills]} (kills: about how many, one per 30 messages unless
 * told); run by {@code bench/press-relay}.
 */
public final class PressRelayTrials {
    private static final Pattern TOKEN = Pattern.compile("\\bm(\\d+)\\b");
    /** How many times faster than real time the child's clock runs (the press rate is per ten minutes). */
    static final int SPEED = 200;

    private final Path dir;
    private final Random random;
    private final PrintStream log;
    /** The longest a child runs before it is killed, after it is ready. */
    Duration longest = Duration.ofSeconds(4);
    /** The most acknowledgements a child sees before it is killed. */
    int mostAcks = 60;

    PressRelayTrials(Path dir, long seed, PrintStream log) {
        this.dir = dir;
        this.random = new Random(seed);
        this.log = log;
    }

    /** The figures of a run. */
    record Summary(int acknowledged, int stored, int deliveries, int kills, int refused, int phases, List<String> problems,
                   long millis) {
        String line() {
            return String.format(Locale.ROOT, "%,d messages acknowledged (%,d stored, %,d refused by the rate), %,d deliveries"
                            + " checked over %d phases, %d kills; %d problems; %.0f s", acknowledged, stored, refused, deliveries,
                    phases, kills, problems.size(), millis / 1000.0);
        }
    }

    public static void main(String[] args) throws Exception {
        int messages = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        Path dir = Path.of(args.length > 1 ? args[1] : "target/press-relay");
        Files.createDirectories(dir);
        int kills = args.length > 2 ? Integer.parseInt(args[2]) : Math.max(1, messages / 30);
        PressRelayTrials trials = new PressRelayTrials(dir, System.nanoTime(), System.out);
        // about as many kills as asked for: each child is killed after a random count up to twice the mean
        trials.mostAcks = Math.max(1, 2 * messages / kills);
        trials.longest = Duration.ofMillis(Math.max(4_000, 250L * trials.mostAcks));
        Summary s = trials.run(messages);
        System.out.println(s.line());
        for (String p : s.problems().subList(0, Math.min(40, s.problems().size()))) System.out.println("  " + p);
        System.exit(s.problems().isEmpty() ? 0 : 1);
    }

    Summary run(int messages) throws Exception {
        long start = System.currentTimeMillis();
        Path store = dir.resolve("relay-" + start);
        String url = "jdbc:h2:file:" + store.toAbsolutePath() + ";WRITE_DELAY=0";
        try (FakeDiscord fake = FakeDiscord.start()) {
            FakeUser gm = fake.user("gm");
            FakeGuild guild = fake.guild("Relay", gm);
            FakeChannel channel = guild.textChannel("relay");
            Map<String, FakeUser> players = new LinkedHashMap<>();
            long game;
            try (Database db = Database.open(url, "sa", "")) {
                GameService service = new GameService(db, java.time.Clock.systemUTC());
                Actor master = new Actor(Long.toUnsignedString(gm.id()), "gm", false);
                game = service.create(master, Long.toUnsignedString(guild.id()), Long.toUnsignedString(channel.id()), "Relay",
                        "classic", GameSettings.defaults().with("press", "relay").with("nmr", "0"));
                for (String p : Rulebook.of("classic").rules().playablePowers()) {
                    FakeUser u = fake.user(p.toLowerCase(Locale.ROOT) + "-player");
                    guild.join(u);
                    players.put(p, u);
                    service.assign(master, game, p, Long.toUnsignedString(u.id()), u.name());
                }
                service.start(master, game);
            }
            List<String> acked = new CopyOnWriteArrayList<>();
            int kills = 0, refused = 0, phases = 0;
            while (acked.size() < messages) {
                Child child = child(url, fake, game, start, "send");
                long ran = 100 + (long) (random.nextDouble() * longest.toMillis());
                int before = acked.size();
                // killed after a random time or a random number of acknowledgements, whichever comes first, so a
                // fast machine kills as often as a slow one
                int cap = 1 + random.nextInt(mostAcks);
                child.awaitReady();
                long until = System.currentTimeMillis() + ran;
                while (child.process.isAlive() && System.currentTimeMillis() < until
                        && child.lines.stream().filter(l -> l.startsWith("ACK ")).count() < cap) {
                    Thread.sleep(5);
                }
                child.process.destroyForcibly().waitFor();
                child.reader.join();
                for (String line : child.lines) {
                    if (line.startsWith("ACK ")) acked.add(line.split(" ")[1]);
                    else if (line.startsWith("REFUSED ")) refused++;
                    else if (line.startsWith("PHASE ")) phases++;
                }
                kills++;
                log.printf(Locale.ROOT, "kill %d after %d ms of sending: %d acknowledged (%d in all)%n", kills, ran,
                        acked.size() - before, acked.size());
            }
            Child last = child(url, fake, game, start, "drain");
            last.awaitReady();
            awaitDrained(last);
            last.process.destroy();
            last.process.waitFor();
            List<String> problems = new ArrayList<>();
            int deliveries;
            int stored;
            try (Database db = Database.open(url, "sa", "")) {
                List<PressRow> rows = db.inTransaction(c -> Press.all(c, game));
                stored = rows.size();
                deliveries = check(fake, channel, players, rows, acked, problems);
                if (!problems.isEmpty()) dump(fake, channel, players, Path.of(store + ".places.txt"));
                for (var e : db.inTransaction(c -> org.chancery.store.Logs.events(c, game))) {
                    if (e.kind().equals("undelivered")) problems.add("given up: " + e.detail());
                }
                for (Posted p : fake.channelMessages(fake.dmChannel(gm).id())) problems.add("the GM was told: " + p.content());
            }
            return new Summary(acked.size(), stored, deliveries, kills, refused, phases, problems,
                    System.currentTimeMillis() - start);
        }
    }

    /**
     * Waits for the last child to post everything, for as long as its backlog keeps falling: on the trial's fast clock
     * every resend looks old enough to be looked for first, so a backlog of thousands drains slowly.
     */
    private void awaitDrained(Child last) throws InterruptedException {
        long fewest = Long.MAX_VALUE, since = System.currentTimeMillis();
        while (!last.lines.contains("DRAINED")) {
            if (!last.process.isAlive()) throw new IllegalStateException("the last child ended: " + last.lines);
            for (String line : last.lines) {
                if (line.startsWith("PENDING ") && Long.parseLong(line.substring(8)) < fewest) {
                    fewest = Long.parseLong(line.substring(8));
                    since = System.currentTimeMillis();
                    log.printf(Locale.ROOT, "draining: %d notices left%n", fewest);
                }
            }
            if (System.currentTimeMillis() - since > Duration.ofMinutes(5).toMillis()) {
                throw new IllegalStateException("the last child's backlog stopped falling at " + fewest);
            }
            Thread.sleep(1_000);
        }
    }

    /** Every place's press as it arrived (place, message id, text's token), to read after a failed run. */
    private static void dump(FakeDiscord fake, FakeChannel channel, Map<String, FakeUser> players, Path to) throws java.io.IOException {
        List<String> lines = new ArrayList<>();
        Map<Long, String> names = new LinkedHashMap<>();
        names.put(channel.id(), "channel");
        players.forEach((power, u) -> names.put(fake.dmChannel(u).id(), power));
        names.forEach((place, name) -> {
            for (Posted p : fake.channelMessages(place)) {
                Matcher m = TOKEN.matcher(p.content());
                lines.add(name + " " + p.message().path("id").asText() + " " + (m.find() ? m.group() : "-"));
            }
        });
        Files.write(to, lines);
    }

    /** Checks every place's messages against the store; returns how many deliveries were checked. */
    private static int check(FakeDiscord fake, FakeChannel channel, Map<String, FakeUser> players, List<PressRow> rows,
                             List<String> acked, List<String> problems) {
        Set<String> inStore = new HashSet<>();
        Map<Long, List<Long>> expected = new HashMap<>();
        for (PressRow r : rows) {
            String token = r.text().split(" ")[0];
            inStore.add(token);
            long n = Long.parseLong(token.substring(1));
            if (r.toAll()) expected.computeIfAbsent(channel.id(), k -> new ArrayList<>()).add(n);
            for (String p : r.recipients()) expected.computeIfAbsent(fake.dmChannel(players.get(p)).id(), k -> new ArrayList<>()).add(n);
        }
        for (String a : acked) if (!inStore.contains(a)) problems.add("acknowledged but not stored: " + a);
        List<Long> places = new ArrayList<>(List.of(channel.id()));
        for (FakeUser u : players.values()) places.add(fake.dmChannel(u).id());
        int deliveries = 0;
        for (long place : places) {
            List<Long> got = new ArrayList<>();
            for (Posted p : fake.channelMessages(place)) {
                if (!p.content().startsWith("From ")) continue;
                Matcher m = TOKEN.matcher(p.content());
                if (m.find()) got.add(Long.parseLong(m.group(1)));
            }
            List<Long> want = expected.getOrDefault(place, List.of());
            deliveries += got.size();
            if (!got.equals(want)) problems.add(describe(place == channel.id() ? "the channel" : "DM " + place, want, got));
        }
        return deliveries;
    }

    /** What differs between the messages a place should hold and those it holds: lost, twice, unknown, out of order. */
    private static String describe(String place, List<Long> want, List<Long> got) {
        Map<Long, Integer> counts = new HashMap<>();
        for (long g : got) counts.merge(g, 1, Integer::sum);
        List<Long> lost = new ArrayList<>(), twice = new ArrayList<>(), unknown = new ArrayList<>();
        for (long w : want) if (!counts.containsKey(w)) lost.add(w);
        counts.forEach((k, v) -> {
            if (v > 1) twice.add(k);
            if (!want.contains(k)) unknown.add(k);
        });
        return place + ": lost " + lost + ", twice " + twice + ", never sent " + unknown
                + (lost.isEmpty() && twice.isEmpty() && unknown.isEmpty() ? ", out of order from " + firstOut(want, got) : "");
    }

    /** Where two lists of the same messages part: the position and a few of each around it. */
    private static String firstOut(List<Long> want, List<Long> got) {
        int i = 0;
        while (i < want.size() && i < got.size() && want.get(i).equals(got.get(i))) i++;
        int from = Math.max(0, i - 2);
        return "position " + i + ": wanted " + want.subList(from, Math.min(want.size(), i + 4)) + ", got "
                + got.subList(from, Math.min(got.size(), i + 4));
    }

    /** A child process and the lines it printed. */
    private static final class Child {
        final Process process;
        final List<String> lines = new CopyOnWriteArrayList<>();
        final Thread reader;
        private final java.util.concurrent.CountDownLatch ready = new java.util.concurrent.CountDownLatch(1);

        Child(Process process) {
            this.process = process;
            this.reader = new Thread(() -> {
                try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line; (line = in.readLine()) != null; ) {
                        lines.add(line);
                        if (line.equals("READY")) ready.countDown();
                    }
                } catch (java.io.IOException e) {
                    // the process was killed
                } finally {
                    ready.countDown();
                }
            });
            reader.setDaemon(true);
            reader.start();
        }

        void awaitReady() throws InterruptedException {
            if (!ready.await(3, TimeUnit.MINUTES)) throw new IllegalStateException("a child never got ready");
        }
    }

    private static Child child(String url, FakeDiscord fake, long game, long base, String mode) throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                PressRelayProcess.class.getName(), url, fake.restBaseUrl(), fake.gatewayUrl(), fake.token(),
                String.valueOf(game), String.valueOf(System.nanoTime()), String.valueOf(base), String.valueOf(SPEED), mode));
        // the children's log (refusals, retries, leases) kept in one file beside the store, to read after a failed run
        File errors = Path.of(url.substring("jdbc:h2:file:".length(), url.indexOf(';')) + ".children.log").toFile();
        return new Child(new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.appendTo(errors)).start());
    }
}
