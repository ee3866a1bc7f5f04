package org.chancery.cli;

/** The main job: the Discord bot when DISCORD_TOKEN is set, otherwise the local console table. */
final class RunCommand {
    private RunCommand() {}

    static int run(String[] args) throws Exception {
        String token = System.getenv("DISCORD_TOKEN");
        if (token != null && !token.isBlank()) {
            System.out.println("DISCORD_TOKEN is set, but the Discord adapter is not built yet;"
                    + " opening the local table instead.");
        }
        return LocalTable.run(System.in, System.out, args.length > 0 ? args[0] : "classic");
    }
}
