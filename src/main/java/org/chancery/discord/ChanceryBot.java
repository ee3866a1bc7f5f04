package org.chancery.discord;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.chancery.command.Commands;
import org.chancery.command.FeedLinks;
import org.chancery.command.MapImages;
import org.chancery.discord.bridge.CommandBridge;
import org.chancery.discord.bridge.SlashCommands;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.gateway.Endpoints;
import org.chancery.discord.gateway.HttpFetcher;
import org.chancery.discord.posting.NoticePoster;
import org.chancery.discord.posting.Sleeper;
import org.chancery.game.GameService;

/**
 * Chancery on Discord: the bot connected with the command layer's commands registered, and the notice
 * poster sending results, maps, reminders and GM notes from the store.
 */
public final class ChanceryBot implements AutoCloseable {
    /** How often the poster looks for notices it was not woken for (another process's adjudications, say). */
    public static final Duration POLL = Duration.ofSeconds(5);

    private final DiscordBot bot;
    private final NoticePoster poster;
    private final CommandBridge bridge;

    private ChanceryBot(DiscordBot bot, NoticePoster poster, CommandBridge bridge) {
        this.bot = bot;
        this.poster = poster;
        this.bridge = bridge;
    }

    public static ChanceryBot start(DiscordConfig config, Endpoints endpoints, GameService service, MapImages maps,
            FeedLinks feeds) throws InterruptedException {
        return start(config, endpoints, service, new Commands(service, maps, feeds), maps, DiscordBot.DEFER_AFTER,
                Sleeper.REAL, POLL);
    }

    public static ChanceryBot start(DiscordConfig config, Endpoints endpoints, GameService service, MapImages maps,
            Duration deferAfter, Sleeper sleeper, Duration poll) throws InterruptedException {
        return start(config, endpoints, service, new Commands(service, maps), maps, deferAfter, sleeper, poll);
    }

    static ChanceryBot start(DiscordConfig config, Endpoints endpoints, GameService service, Commands commands,
            MapImages maps, Duration deferAfter, Sleeper sleeper, Duration poll) throws InterruptedException {
        AtomicReference<NoticePoster> poster = new AtomicReference<>();
        CommandBridge bridge = new CommandBridge(service, commands, config.gmRole(), () -> {
            NoticePoster p = poster.get();
            if (p != null) p.wake();
        }, new HttpFetcher());
        DiscordBot bot = DiscordBot.start(config, endpoints, bridge, SlashCommands.of(commands.all()), deferAfter, sleeper);
        config.gmRole().ifPresent(role -> System.getLogger(ChanceryBot.class.getName()).log(System.Logger.Level.INFO,
                "DISCORD_GM_ROLE is " + role + ": its members may run /game, but Discord offers /game only to members"
                        + " with Manage Server until each server allows the role: " + GM_ROLE_STEP));
        poster.set(new NoticePoster(service, bot.outbox(), maps, commands.links(),
                t -> SlashCommands.discordWords(t, commands.all())));
        poster.get().start(poll);
        return new ChanceryBot(bot, poster.get(), bridge);
    }

    /**
     * How a server lets its GM role see {@code /game} and {@code /league-link}, which are registered for Manage Server (Discord's own
     * override, per server). The README gives these words; a test fails if the two drift apart.
     */
    public static final String GM_ROLE_STEP = "Server Settings > Integrations > Chancery > Manage; under Commands pick"
            + " /game, then Add Roles or Members, choose the GM role and leave it ticked (allowed); the same for /league-link";

    public DiscordBot bot() {
        return bot;
    }

    public NoticePoster poster() {
        return poster;
    }

    public CommandBridge bridge() {
        return bridge;
    }

    @Override
    public void close() throws InterruptedException {
        poster.close();
        bot.close();
    }
}
