package org.chancery.bench;

import java.time.Clock;
import java.util.Optional;
import org.chancery.command.RenderedMaps;
import org.chancery.discord.ChanceryBot;
import org.chancery.discord.DiscordConfig;
import org.chancery.discord.gateway.Endpoints;
import org.chancery.discord.Shards;
import org.chancery.game.GameService;
import org.chancery.game.Scheduler;
import org.chancery.store.Database;

/**
 * One Chancery process of {@link StormBenchmark}, wired as {@code java -jar chancery.jar} wires the bot (store,
 * scheduler, bot with its poster), but pointed at the benchmark's Discord fake. Arguments: JDBC URL, REST base
 * URL, gateway URL, token, shards ({@code 0/2}). Prints READY once connected; stops when stdin closes.
 */
public final class StormProcess {
    private StormProcess() {}

    public static void main(String[] args) throws Exception {
        try (Database db = Database.open(args[0], "postgres", "")) {
            GameService service = new GameService(db, Clock.systemUTC());
            try (Scheduler scheduler = new Scheduler(service)) {
                scheduler.start(30);
                DiscordConfig config = new DiscordConfig(args[3], Optional.empty(), Optional.empty(), Shards.parse(args[4]));
                try (ChanceryBot bot = ChanceryBot.start(config, new Endpoints(args[1], args[2]), service, new RenderedMaps(),
                        org.chancery.discord.gateway.DiscordBot.DEFER_AFTER, org.chancery.discord.posting.Sleeper.REAL, ChanceryBot.POLL)) {
                    System.out.println("READY " + service.claims().owner());
                    System.out.flush();
                    while (System.in.read() >= 0) {
                        // runs until the benchmark closes our stdin
                    }
                }
            }
        }
    }
}
