package org.chancery.discord;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.chancery.command.Caller;
import org.chancery.command.Commands;
import org.chancery.command.MapImages;
import org.chancery.command.Reply;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.gateway.Endpoints;
import org.chancery.discord.posting.Sleeper;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.store.Database;
import org.chancery.store.PlayerRow;

/**
 * The bot in a press relay trial ({@link PressRelayTrials}), in a child JVM that the parent kills with SIGKILL: the real
 * bot (store, poster, outbox) on the parent's Discord fake, and a workload of players sending press through the command
 * layer, one message at a time, each acknowledged on stdout ({@code ACK m12}) only after its answer said it was sent.
 * Every so many messages the GM adjudicates, so the press spans the phases of a game's life. Its clock runs
 * {@code speed} times as fast as the real one from {@code base}, so that the per-power rate of press (30 in ten minutes)
 * holds without waiting hours.
 * <p>Arguments: JDBC URL, REST base URL, gateway URL, token, game id, seed, base (epoch ms), speed, and {@code send} or
 * {@code drain} (post what is pending, print DRAINED, stop).
 */
public final class PressRelayProcess {
    /** Messages between the GM's adjudications. */
    static final int PER_PHASE = 40;

    private PressRelayProcess() {}

    /** A clock running {@code speed} times as fast as the real one since {@code base}. */
    record Fast(long base, int speed) {
        Clock clock() {
            return new Clock() {
                @Override public ZoneId getZone() { return ZoneOffset.UTC; }
                @Override public Clock withZone(ZoneId zone) { return this; }
                @Override public Instant instant() {
                    return Instant.ofEpochMilli(base + (System.currentTimeMillis() - base) * speed);
                }
            };
        }
    }

    public static void main(String[] args) throws Exception {
        long game = Long.parseLong(args[4]);
        Clock clock = new Fast(Long.parseLong(args[6]), Integer.parseInt(args[7])).clock();
        try (Database db = Database.open(args[0], "sa", "")) {
            // leases of five minutes on the fast clock: a killed child's claim on the posting runs out in seconds
            GameService service = new GameService(db, clock, org.chancery.game.Claims.processName(), Duration.ofMinutes(5));
            DiscordConfig config = new DiscordConfig(args[3], Optional.empty(), Optional.empty());
            try (ChanceryBot bot = ChanceryBot.start(config, new Endpoints(args[1], args[2]), service, MapImages.NONE,
                    DiscordBot.DEFER_AFTER, Sleeper.REAL, Duration.ofMillis(300))) {
                System.out.println("READY");
                System.out.flush();
                if (args[8].equals("drain")) {
                    drain(service, bot);
                    return;
                }
                send(service, bot, game, new Random(Long.parseLong(args[5])));
            }
        }
    }

    private static void drain(GameService service, ChanceryBot bot) throws InterruptedException {
        bot.poster().wake();
        for (int quiet = 0, tick = 0; quiet < 5; tick++) {
            Thread.sleep(200);
            int pending = service.pendingNotices().size();
            quiet = pending == 0 ? quiet + 1 : 0;
            if (tick % 50 == 0) {
                System.out.println("PENDING " + pending); // the parent waits while this falls
                System.out.flush();
            }
        }
        System.out.println("DRAINED");
        System.out.flush();
    }

    /** Sends press until killed: random senders, to one to three others or (one in ten) to all. */
    private static void send(GameService service, ChanceryBot bot, long game, Random rnd) {
        Commands commands = bot.bridge().commands();
        List<PlayerRow> seats = service.players(game);
        Actor gm = new Actor(service.game(game).gmId(), "GM", false);
        long next = service.db().inTransaction(c -> {
            try (var r = c.createStatement().executeQuery("SELECT COUNT(*) FROM press")) {
                r.next();
                return r.getLong(1);
            }
        });
        for (int n = 0; ; n++) {
            PlayerRow from = seats.get(rnd.nextInt(seats.size()));
            List<String> to = new ArrayList<>();
            if (rnd.nextInt(10) > 0) {
                for (int k = 1 + rnd.nextInt(3); k > 0; k--) {
                    PlayerRow p = seats.get(rnd.nextInt(seats.size()));
                    if (p != from && !to.contains(p.power())) to.add(p.power());
                }
                if (to.isEmpty()) continue;
            }
            String token = "m" + next;
            Caller caller = new Caller(from.userId(), from.userName(), null, null, true, false);
            Reply r = commands.run("press", caller, Map.of("game", String.valueOf(game), "to",
                    to.isEmpty() ? "all" : String.join(", ", to), "text", token + " " + "x".repeat(rnd.nextInt(200))));
            if (r.error()) {
                System.out.println("REFUSED " + r.text());
            } else {
                System.out.println("ACK " + token + " " + from.power() + " " + (to.isEmpty() ? "all" : String.join(",", to)));
                next++;
            }
            System.out.flush();
            bot.poster().wake();
            if (!r.error() && next % PER_PHASE == 0) { // by messages stored in all, so short-lived children move on too
                String phase = service.views().status(game).state().phase().code();
                try {
                    service.force(gm, game, phase);
                    System.out.println("PHASE " + phase);
                } catch (org.chancery.game.GameException e) {
                    System.out.println("REFUSED " + e.getMessage());
                }
            }
        }
    }
}
