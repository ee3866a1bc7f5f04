package org.chancery.discord;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import net.dv8tion.jda.api.JDA;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.gateway.CommandRegistrar;
import org.chancery.discord.gateway.InteractionListener;
import org.chancery.discord.gateway.JdaFactory;
import org.chancery.discord.interaction.Answer;
import org.chancery.discord.interaction.SlashCommand;

/**
 * Measures, against the fake over loopback: JDA start to READY (first in a fresh JVM, then warm), and
 * the round trip of a slash command, from the fake's INTERACTION_CREATE to the bot's callback.
 * Run: {@code java -cp target/classes:target/test-classes:$(deps) org.chancery.discord.DiscordLatency [rounds]}.
 */
public final class DiscordLatency {
    private DiscordLatency() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        var workers = Executors.newFixedThreadPool(2);
        var timer = Executors.newSingleThreadScheduledExecutor();
        try (FakeDiscord fake = FakeDiscord.start()) {
            FakeUser alice = fake.user("alice");
            FakeGuild guild = fake.guild("Bench", alice);
            FakeChannel channel = guild.textChannel("game");
            var config = new DiscordConfig(fake.token(), Optional.of(guild.id()), Optional.empty());
            var listener = new InteractionListener(call -> Answer.privately("pong"), workers, timer, Duration.ofSeconds(1));
            List<Long> starts = new ArrayList<>();
            JDA jda = null;
            for (int i = 0; i < 4; i++) {
                if (jda != null) {
                    jda.shutdownNow();
                    jda.awaitShutdown();
                }
                long begin = System.nanoTime();
                jda = JdaFactory.start(config, fake.endpoints(), listener);
                starts.add((System.nanoTime() - begin) / 1_000_000);
            }
            System.out.println("JDA start to READY, ms (first is a cold JVM): " + starts);
            CommandRegistrar.register(jda, config.guildId(), List.of(SlashCommand.of("ping", "pong")));
            long[] micros = new long[rounds];
            for (int i = 0; i < rounds; i++) {
                var ix = fake.slash(alice, channel, "ping", Map.of());
                InteractionResponse reply = fake.awaitResponses(ix, 1, Duration.ofSeconds(5)).get(0);
                micros[i] = reply.elapsed().toNanos() / 1000;
            }
            long[] warm = Arrays.copyOfRange(micros, rounds / 4, rounds);
            Arrays.sort(warm);
            System.out.printf("interaction round trip over %d warm rounds: p50 %.2f ms, p99 %.2f ms, max %.2f ms;"
                    + " first round %.2f ms%n", warm.length, warm[warm.length / 2] / 1000.0,
                    warm[(int) (warm.length * 0.99)] / 1000.0, warm[warm.length - 1] / 1000.0, micros[0] / 1000.0);
            jda.shutdownNow();
            jda.awaitShutdown();
        } finally {
            workers.shutdownNow();
            timer.shutdownNow();
        }
    }
}
