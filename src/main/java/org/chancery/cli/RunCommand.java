package org.chancery.cli;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import net.dv8tion.jda.api.exceptions.InvalidTokenException;
import org.chancery.command.Commands;
import org.chancery.command.FeedLinks;
import org.chancery.command.RenderedMaps;
import org.chancery.console.Console;
import org.chancery.discord.ChanceryBot;
import org.chancery.discord.DiscordConfig;
import org.chancery.discord.Settings;
import org.chancery.discord.gateway.Endpoints;
import org.chancery.discord.gateway.Reach;
import org.chancery.game.GameService;
import org.chancery.game.Scheduler;
import org.chancery.store.Database;
import org.chancery.web.Site;

/**
 * The main job: the Discord bot when DISCORD_TOKEN is set, otherwise the local console table on the store.
 * Settings come from the environment over {@code .env}.
 */
final class RunCommand {
    private RunCommand() {}

    /** One line for each listed variant whose map does not load; the others play on. Returns how many. */
    static int reportBrokenMaps(java.io.PrintStream err) {
        int n = 0;
        for (String id : org.chancery.variant.VariantLoader.ids()) {
            String problem = org.chancery.variant.VariantLoader.problem(id);
            if (problem == null) continue;
            err.println("Variant " + id + " is unavailable: " + problem);
            n++;
        }
        return n;
    }

    /** Said at start without a token, so that a token misspelt or left out is seen at once. */
    static final String TABLE = "no " + DiscordConfig.TOKEN + ": opening the local table.";

    /** Counted down once the bot and the store are closed, which the shutdown hook waits for. */
    private static final CountDownLatch CLOSED = new CountDownLatch(1);

    static int run(String[] args) throws Exception {
        Settings settings;
        Optional<DiscordConfig> config;
        try {
            settings = Keys.load(System.err);
            config = config(settings);
            LogSetup.install(settings.get(LogSetup.KEY).orElse(null), config.isEmpty(), System.err);
        } catch (IllegalArgumentException | java.io.IOException e) {
            System.err.println(e.getMessage());
            return 2;
        }
        Database opened;
        try {
            opened = Database.fromSettings(settings::get);
        } catch (RuntimeException e) {
            if (e instanceof org.chancery.store.StoreException s && s.inWords()) {
                System.err.println("The store could not be opened. " + s.getMessage());
                return 2;
            }
            System.err.println("The store could not be opened: " + firstLine(reason(e)) + ". Check " + Database.URL_ENV
                    + " (or leave it unset for the file in ./data).");
            return 2;
        }
        reportBrokenMaps(System.err);
        RenderedMaps.keepBoardsOnDisk();
        try (Database db = opened) {
            GameService service = new GameService(db, Clock.systemUTC());
            org.chancery.bots.ClockPlayer.install(service);
            Site site;
            try {
                site = Feeds.start(k -> settings.get(k).orElse(null), service);
            } catch (IllegalArgumentException | IllegalStateException e) {
                System.err.println(e.getMessage());
                return 2;
            }
            try (Scheduler scheduler = new Scheduler(service); Site feeds = site) {
                scheduler.start(30);
                DailyBackups.start(db, settings::get);
                FeedLinks links = feeds == null ? FeedLinks.NONE : feeds;
                if (config.isPresent()) return bot(config.get(), service, links, scheduler);
                System.out.println(TABLE);
                RenderedMaps maps = new RenderedMaps();
                maps.warmUpInBackground(service);
                Commands commands = new Commands(service, maps, links);
                Console table = new Console(service, commands, System.out, Path.of("data", "out"), maps);
                table.watchClock(java.time.Duration.ofSeconds(1));
                table.run(System.in);
            }
        } finally {
            CLOSED.countDown();
        }
        return 0;
    }

    /**
     * The bot's configuration when a token is set, else empty (the local table). A mistake in it is one plain
     * sentence, as an IllegalArgumentException, that never holds the token.
     */
    static Optional<DiscordConfig> config(Settings settings) {
        if (!DiscordConfig.configured(settings)) return Optional.empty();
        String token = settings.get(DiscordConfig.TOKEN).orElse("");
        try {
            return Optional.of(DiscordConfig.from(settings));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(scrub(e.getMessage(), token), null);
        }
    }

    /** The text with the token, and any long piece of it, blotted out. */
    static String scrub(String text, String token) {
        if (text == null || token == null || token.isBlank()) return text;
        String out = text.replace(token, "(the token)");
        for (String piece : token.split("[\\s.]+")) if (piece.length() >= 6) out = out.replace(piece, "(hidden)");
        return out;
    }

    private static String firstLine(String text) {
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
    }

    /** Runs the bot until the process is stopped (Ctrl-C); the hook waits until the bot and the store are closed. */
    private static int bot(DiscordConfig config, GameService service, FeedLinks feeds, Scheduler scheduler)
            throws InterruptedException {
        System.out.println("Starting the Discord bot (" + config + ").");
        String unreachable = Reach.problem(Endpoints.DISCORD, Reach.TIMEOUT);
        if (unreachable != null) {
            System.err.println(cannotStart(unreachable));
            return 1;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            stopped.countDown();
            try {
                CLOSED.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "chancery-stop"));
        ChanceryBot bot;
        RenderedMaps maps = new RenderedMaps();
        try {
            bot = ChanceryBot.start(config, Endpoints.DISCORD, service, maps, feeds);
        } catch (InvalidTokenException e) {
            System.err.println("Discord refused the token. Copy it again from the Developer Portal (Bot, Reset Token)"
                    + " into DISCORD_TOKEN in .env or the environment.");
            return 1;
        } catch (RuntimeException e) {
            System.err.println(cannotStart(scrub(reason(e), config.token())));
            return 1;
        }
        maps.warmUpInBackground(service);
        scheduler.whenAdjudicated(bot.poster()::wake);
        try (bot) {
            System.out.println("Chancery is online as " + bot.bot().jda().getSelfUser().getName() + ". Ctrl-C stops it.");
            stopped.await();
        }
        return 0;
    }

    static String cannotStart(String why) {
        return "The Discord bot could not start: " + why + ". Check the network and try again; the games in the store are"
                + " untouched. Unset " + DiscordConfig.TOKEN + " to open the local table.";
    }

    /** The innermost cause, as a person would read it ("unknown host discord.com"). */
    static String reason(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof java.net.UnknownHostException) return "cannot find " + t.getMessage().split(":")[0];
            if (t instanceof java.net.ConnectException) return "cannot connect (" + t.getMessage() + ")";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
