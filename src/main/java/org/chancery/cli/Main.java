package org.chancery.cli;

import java.util.Arrays;

/** The command-line entry point: {@code bot}, {@code local}, {@code adjudicate}, {@code check-map}, {@code render},
 * {@code migrate-store}, {@code export}, {@code backup}, {@code restore}. */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws Exception {
        String command = args.length == 0 ? "run" : args[0];
        String[] rest = args.length == 0 ? args : Arrays.copyOfRange(args, 1, args.length);
        int code = switch (command) {
            case "adjudicate" -> adjudicate(args);
            case "check-map" -> CheckMapCommand.run(rest, System.out);
            case "render" -> RenderCommand.run(rest, System.out, System.err);
            case "run" -> RunCommand.run(rest);
            case "migrate-store" -> MigrateStoreCommand.run(rest, Keys.load(System.err)::get, System.out,
                    System.err);
            case "export" -> ExportCommand.run(rest, Keys.load(System.err)::get, System.out, System.err);
            case "backup" -> BackupCommand.backup(rest, Keys.load(System.err)::get, System.out, System.err);
            case "restore" -> BackupCommand.restore(rest, Keys.load(System.err)::get, System.out, System.err);
            case "selfplay" -> org.chancery.bots.SelfPlay.run(rest, System.out, System.err);
            case "help", "--help", "-h" -> usage(0);
            default -> usage(2);
        };
        if (code != 0) System.exit(code);
    }

    private static int adjudicate(String[] args) throws java.io.IOException {
        var child = BatchJvm.relaunch(args);
        return child.isPresent() ? child.getAsInt() : AdjudicateCommand.run(System.in, System.out);
    }

    private static int usage(int code) {
        System.out.println("""
                usage: java -jar target/chancery.jar [command]
                  (none)       the bot when DISCORD_TOKEN is set, otherwise the local console table
                  adjudicate   read scenario JSON lines on stdin, write one result line each
                  check-map    [variant-id | path/to/variant.json ...]  validate map definitions
                  render       --variant ID [--scenario FILE] [--orders] [--palette colourblind] --out map.png|map.svg
                  migrate-store --to <jdbc-url> [--user NAME]  copy every game from the store to an empty
                               database (password in CHANCERY_TO_DB_PASSWORD), checked by counts and exports
                  selfplay     --variant ID --games N --seed S --seats France=bot,*=hold [--years Y]  whole games
                               played by Chancery's own players (bot, hold, random), one JSON line a game
                  export       --game N [--out FILE]  the whole game, every secret included (for the operator;
                               stop the bot first when the store is the H2 file)
                  backup       [--out FILE]  a backup of the H2 store now (the bot keeps one a day in data/backups/)
                  restore      FILE  put a backup back in place of the H2 store (the bot stopped)
                """);
        return code;
    }
}
