package org.chancery.cli;

import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.CountDownLatch;
import org.chancery.command.Commands;
import org.chancery.command.RenderedMaps;
import org.chancery.console.Console;
import org.chancery.discord.ChanceryBot;
import org.chancery.discord.DiscordConfig;
import org.chancery.discord.Endpoints;
import org.chancery.discord.Settings;
import org.chancery.game.GameService;
import org.chancery.game.Scheduler;
import org.chancery.store.Database;

/**
 * The main job: the Discord bot when DISCORD_TOKEN is set, otherwise the local console table on the store.
 * Settings come from the environment over {@code .env}.
 */
final class RunCommand {
    private RunCommand() {}

    /** Counted down once the bot and the store are closed, which the shutdown hook waits for. */
    private static final CountDownLatch CLOSED = new CountDownLatch(1);

    static int run(String[] args) throws Exception {
        Settings settings = Settings.load();
        try (Database db = Database.fromSettings(settings::get)) {
            GameService service = new GameService(db, Clock.systemUTC());
            try (Scheduler scheduler = new Scheduler(service)) {
                scheduler.start(30);
                if (DiscordConfig.configured(settings)) return bot(DiscordConfig.from(settings), service);
                Commands commands = new Commands(service, new RenderedMaps());
                new Console(service, commands, System.out, Path.of("data", "out")).run(System.in);
            }
        } finally {
            CLOSED.countDown();
        }
        return 0;
    }

    /** Runs the bot until the process is stopped (Ctrl-C); the hook waits until the bot and the store are closed. */
    private static int bot(DiscordConfig config, GameService service) throws InterruptedException {
        System.out.println("Starting the Discord bot (" + config + ").");
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            stopped.countDown();
            try {
                CLOSED.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "chancery-stop"));
        try (ChanceryBot bot = ChanceryBot.start(config, Endpoints.DISCORD, service, new RenderedMaps())) {
            System.out.println("Chancery is online as " + bot.bot().jda().getSelfUser().getName() + ". Ctrl-C stops it.");
            stopped.await();
        }
        return 0;
    }
}
