package org.chancery.cli;

import java.nio.file.Path;
import java.time.Clock;
import org.chancery.command.Commands;
import org.chancery.command.RenderedMaps;
import org.chancery.console.Console;
import org.chancery.game.GameService;
import org.chancery.game.Scheduler;
import org.chancery.store.Database;

/** The main job: the Discord bot when DISCORD_TOKEN is set, otherwise the local console table on the store. */
final class RunCommand {
    private RunCommand() {}

    static int run(String[] args) throws Exception {
        String token = System.getenv("DISCORD_TOKEN");
        if (token != null && !token.isBlank()) {
            System.out.println("DISCORD_TOKEN is set, but the Discord adapter is not built yet;"
                    + " opening the local table instead.");
        }
        try (Database db = Database.fromEnvironment()) {
            GameService service = new GameService(db, Clock.systemUTC());
            try (Scheduler scheduler = new Scheduler(service)) {
                scheduler.start(30);
                Commands commands = new Commands(service, new RenderedMaps());
                new Console(service, commands, System.out, Path.of("data", "out")).run(System.in);
            }
        }
        return 0;
    }
}
