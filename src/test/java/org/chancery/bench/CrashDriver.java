package org.chancery.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import org.chancery.game.GameService;
import org.chancery.store.Database;

/**
 * The bot in a crash trial, run in a child JVM by {@link CrashTrials}: opens the store (recovering it after the
 * last kill; framed by {@code BEGIN start} and {@code END start}, so a kill can land in H2's recovery), checks it against the ledger of everything acknowledged before ({@code PROBLEM ...} lines, then
 * {@code CHECKED n}), then plays the store's games until it is killed.
 * <p>Arguments: JDBC URL, ledger file, random seed.
 */
public final class CrashDriver {
    private CrashDriver() {}

    public static void main(String[] args) throws Exception {
        System.out.println("BEGIN start");
        System.out.flush();
        Database db = Database.open(args[0], "sa", "");
        System.out.println("END start");
        CrashLedger ledger = new CrashLedger();
        Path file = Path.of(args[1]);
        if (Files.exists(file)) for (String line : Files.readAllLines(file)) ledger.add(line);
        for (String problem : ledger.check(db, false)) System.out.println("PROBLEM " + problem);
        System.out.println("CHECKED " + ledger.acknowledgements());
        System.out.flush();
        new CrashWorkload(new GameService(db, Clock.systemUTC()), System.out, Long.parseLong(args[2])).run(-1);
    }
}
