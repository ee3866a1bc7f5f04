package org.chancery.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.chancery.command.RenderedMaps;
import org.chancery.discord.ChanceryBot;
import org.chancery.discord.DiscordConfig;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.interaction.Answer;
import org.chancery.discord.interaction.Invoker;
import org.chancery.discord.interaction.Place;
import org.chancery.discord.interaction.SlashCall;
import org.chancery.discord.posting.Sleeper;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Unit;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.Rulebook;
import org.chancery.store.Database;
import org.chancery.store.NoticeRow;
import org.chancery.store.PoolSettings;
import org.chancery.store.TestStores;
import org.chancery.variant.Power;

/**
 * {@code /order} with 1,000 active classic games (7,000 players) on the H2 file store, or as many as asked on
 * the embedded PostgreSQL, through the real JDA client and the Discord fake over loopback. Two figures, p50 and p99 each:
 * <ul>
 * <li>interaction to acknowledgement: from the fake sending INTERACTION_CREATE to the bot's callback
 * arriving at the fake (gateway, JDA, the handler, the reply over REST);</li>
 * <li>the handler alone: the bridge turning the call into a command, running it (orders parsed, checked,
 * committed to disk) and building the Discord reply.</li>
 * </ul>
 * Run: {@code java -cp target/test-classes:target/classes:$(cat target/jmh.classpath)
 * org.chancery.bench.DiscordOrderBenchmark [rounds] [games] [h2|postgresql]} (the classpath file is written by {@code bench/run-jmh}).
 */
public final class DiscordOrderBenchmark {
    static final int GAMES = 1_000;
    /** Games per fake guild, so that no guild's GUILD_CREATE is huge. */
    static final int PER_GUILD = 1_000;

    record Seat(FakeUser user, FakeChannel channel, String orders) {}

    private DiscordOrderBenchmark() {}

    /** Arguments: [rounds (5,000)] [games (1,000)] [h2 | postgresql (h2: a file; postgresql: the embedded server)]. */
    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5_000;
        int games = args.length > 1 ? Integer.parseInt(args[1]) : GAMES;
        boolean postgres = args.length > 2 && args[2].equalsIgnoreCase("postgresql");
        Path dir = Files.createTempDirectory("chancery-discord-bench");
        try (FakeDiscord fake = FakeDiscord.start(); Database db = postgres ? durablePostgres()
                : Database.h2File(dir.resolve("store"))) {
            GameService service = new GameService(db, Clock.systemUTC());
            List<Seat> seats = new ArrayList<>();
            long t0 = System.nanoTime();
            setUp(fake, service, seats, games);
            System.out.printf("set up %d active games, %d players on %s in %.1f s%n", games, seats.size(),
                    db.vendor(), (System.nanoTime() - t0) / 1e9);
            var config = new DiscordConfig(fake.token(), Optional.empty(), Optional.empty());
            try (ChanceryBot bot = ChanceryBot.start(config, fake.endpoints(), service, new RenderedMaps(),
                    DiscordBot.DEFER_AFTER, Sleeper.REAL, Duration.ofSeconds(5))) {
                SplittableRandom random = new SplittableRandom(42);
                long[] ack = new long[rounds];
                int deferred = 0;
                for (int i = -rounds / 5; i < rounds; i++) {
                    Seat s = seats.get(random.nextInt(seats.size()));
                    var ix = fake.slash(s.user(), s.channel(), "order", Map.of("orders", s.orders()));
                    InteractionResponse r = fake.awaitResponses(ix, 1, Duration.ofSeconds(10)).get(0);
                    if (r.callbackType() == InteractionResponse.REPLY && !r.message().toString().contains("accepted")) {
                        throw new IllegalStateException("not accepted: " + r.message());
                    }
                    if (i < 0) continue;
                    if (r.callbackType() == InteractionResponse.DEFERRED) deferred++;
                    ack[i] = r.elapsed().toNanos();
                }
                report("interaction to acknowledgement (" + deferred + " deferred)", ack);
                long[] handler = new long[rounds];
                for (int i = -rounds / 5; i < rounds; i++) {
                    Seat s = seats.get(random.nextInt(seats.size()));
                    SlashCall call = new SlashCall(i, "order", Map.of("orders", s.orders()),
                            new Invoker(s.user().id(), s.user().name(), false, java.util.Set.of(), java.util.Set.of()),
                            new Place(s.channel().guildId(), s.channel().id()));
                    long begin = System.nanoTime();
                    Answer r = bot.bridge().onSlash(call);
                    long took = System.nanoTime() - begin;
                    if (!r.ephemeral()) throw new IllegalStateException("an /order answer must be ephemeral");
                    if (i >= 0) handler[i] = took;
                }
                report("handler alone (bridge, command, store commit, reply)", handler);
            }
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** A store on a new embedded PostgreSQL server with its default durability (every commit flushed to disk). */
    static Database durablePostgres() {
        var server = TestStores.start(true);
        return Database.open(server.getJdbcUrl("postgres", "postgres"), "postgres", "", PoolSettings.DEFAULT);
    }

    /**
     * Started classic games, each in its own channel with seven players, 1,000 to a guild; their notices marked
     * posted. Four threads create them.
     */
    static void setUp(FakeDiscord fake, GameService service, List<Seat> seats, int games) throws Exception {
        FakeUser owner = fake.user("owner");
        Rulebook rb = Rulebook.of("classic");
        List<Power> powers = rb.variant().powers();
        GameState start = rb.variant().start();
        Actor gm = new Actor(Long.toUnsignedString(owner.id()), "owner", false);
        List<FakeGuild> guilds = new ArrayList<>();
        for (int g = 0; g < games; g += PER_GUILD) guilds.add(fake.guild("Bench " + g / PER_GUILD, owner));
        Seat[] made = new Seat[games * powers.size()];
        BenchGames.inParallel(games, game -> {
            BenchGames.Seated g = BenchGames.start(fake, service, guilds.get(game / PER_GUILD), gm, "Bench " + game);
            for (int p = 0; p < powers.size(); p++) {
                made[game * powers.size() + p] = new Seat(g.users().get(p), g.channel(),
                        ordersFor(rb, start, powers.get(p).name()));
            }
        });
        seats.addAll(List.of(made));
        for (NoticeRow n : service.pendingNotices()) service.delivered(n.id());
    }

    /** One legal order per unit: the first legal move if there is one, else a hold. */
    static String ordersFor(Rulebook rb, GameState s, String power) {
        StringBuilder b = new StringBuilder();
        for (Unit u : s.unitsOf(power)) {
            String pick = u.shortName() + " H";
            for (Order o : rb.legalOrders(s, u)) if (o instanceof Order.Move) { pick = o.text(); break; }
            b.append(pick).append("; ");
        }
        return b.toString();
    }

    static void report(String what, long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        System.out.printf("/order, %s, %d calls: p50 %.2f ms, p99 %.2f ms, max %.2f ms%n", what, n,
                sorted[n / 2] / 1e6, sorted[n * 99 / 100] / 1e6, sorted[n - 1] / 1e6);
    }
}
