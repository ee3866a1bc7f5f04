package org.chancery.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeUser;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.variant.Power;
import org.chancery.variant.VariantLoader;

/** Games for the Discord benchmarks: started classic games with every power seated, made on four threads. */
final class BenchGames {
    private BenchGames() {}

    /** A started game in a channel of its own, with the fake users seated at each power (in the variant's order). */
    record Seated(long id, FakeChannel channel, List<FakeUser> users, List<Actor> actors) {}

    static Seated start(FakeDiscord fake, GameService service, FakeGuild guild, Actor gm, String name) {
        FakeChannel channel = guild.textChannel(name.toLowerCase().replace(' ', '-'));
        long id = service.create(gm, Long.toUnsignedString(guild.id()), Long.toUnsignedString(channel.id()), name,
                "classic", GameSettings.defaults());
        List<FakeUser> users = new ArrayList<>();
        List<Actor> actors = new ArrayList<>();
        for (Power p : VariantLoader.load("classic").powers()) {
            FakeUser u = fake.user(p.name().toLowerCase() + "-" + id);
            guild.join(u);
            Actor a = new Actor(Long.toUnsignedString(u.id()), u.name(), false);
            service.join(a, id, p.name());
            users.add(u);
            actors.add(a);
        }
        service.start(gm, id);
        return new Seated(id, channel, users, actors);
    }

    /** Runs {@code work} for 0 to {@code count - 1} on four threads; rethrows the first failure. */
    static void inParallel(int count, IntConsumer work) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Callable<Void>> tasks = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int n = i;
                tasks.add(() -> {
                    work.accept(n);
                    return null;
                });
            }
            for (Future<Void> f : pool.invokeAll(tasks)) f.get();
        } finally {
            pool.shutdownNow();
        }
    }
}
