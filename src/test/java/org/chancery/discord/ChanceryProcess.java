package org.chancery.discord;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chancery.command.MapImages;
import org.chancery.command.RenderedMaps;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.gateway.Endpoints;
import org.chancery.discord.posting.Sleeper;
import org.chancery.game.GameService;
import org.chancery.game.Scheduler;
import org.chancery.store.Database;

/**
 * One Chancery process for tests and benchmarks of several processes: wired as {@code java -jar chancery.jar}
 * wires the bot (store, scheduler, bot with its poster, the maps warmed up), but pointed at a Discord fake in the
 * parent JVM.
 * Arguments: JDBC URL, REST base URL, gateway URL, token, shards ({@code 0/2}), lease seconds, scheduler
 * tick seconds, maps ({@code maps} or {@code none}). Prints {@code READY <its name in the store>} once
 * connected; stops when stdin closes.
 */
public final class ChanceryProcess {
    private ChanceryProcess() {}

    public static void main(String[] args) throws Exception {
        try (Database db = Database.open(args[0], "postgres", "")) {
            GameService service = new GameService(db, Clock.systemUTC(), org.chancery.game.Claims.processName(),
                    Duration.ofSeconds(Long.parseLong(args[5])));
            try (Scheduler scheduler = new Scheduler(service)) {
                scheduler.start(Long.parseLong(args[6]));
                DiscordConfig config = new DiscordConfig(args[3], Optional.empty(), Optional.empty(), Shards.parse(args[4]));
                RenderedMaps rendered = new RenderedMaps();
                MapImages maps = args[7].equals("maps") ? rendered : MapImages.NONE;
                if (args[7].equals("maps")) rendered.warmUpInBackground(service);
                try (ChanceryBot bot = ChanceryBot.start(config, new Endpoints(args[1], args[2]), service, maps,
                        DiscordBot.DEFER_AFTER, Sleeper.REAL, ChanceryBot.POLL)) {
                    scheduler.whenAdjudicated(bot.poster()::wake);
                    System.out.println("READY " + service.claims().owner());
                    System.out.flush();
                    while (System.in.read() >= 0) {
                        // runs until the parent closes our stdin, or kills us
                    }
                }
            }
        }
    }

    /**
     * Starts a process on the store at {@code url} and the fake, running {@code shards}. The system property
     * {@code chancery.child.jvm} adds JVM options (a profiler, say), {@code {shards}} in them standing for the range.
     */
    public static Process launch(String url, FakeDiscord fake, String shards, int leaseSeconds, int tickSeconds,
                                 boolean maps) throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        List<String> command = new ArrayList<>(List.of(java));
        String options = System.getProperty("chancery.child.jvm", "").replace("{shards}", shards.replace('/', '-'));
        for (String o : options.split(" ")) if (!o.isBlank()) command.add(o);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ChanceryProcess.class.getName(),
                url, fake.restBaseUrl(), fake.gatewayUrl(), fake.token(), shards, String.valueOf(leaseSeconds),
                String.valueOf(tickSeconds), maps ? "maps" : "none"));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    /** Waits for the READY line; returns the process's name in the store. */
    public static String awaitReady(Process p) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            if (line.startsWith("READY ")) return line.substring(6);
        }
        throw new IllegalStateException("a Chancery process ended before it was ready");
    }
}
