package org.chancery.game;

import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.chancery.store.Database;
import org.chancery.store.Leases;

/**
 * This process's claims on work that several processes share: a game's due adjudication and the posting of
 * a game's notices. Each claim is a lease in the store under this process's name; the holder renews it while
 * it works and gives it back when done. If the process dies, its leases run out and another process takes
 * the work. Correctness never rests on a lease alone: an adjudication still commits only if the game's
 * version is unchanged, and a notice is marked delivered once.
 */
public final class Claims {
    /** How long a claim holds without renewal. */
    public static final Duration LEASE = Duration.ofSeconds(60);

    private final Database db;
    private final Clock clock;
    private final String owner;
    private final long leaseMillis;

    Claims(Database db, Clock clock, String owner, Duration lease) {
        this.db = db;
        this.clock = clock;
        this.owner = owner;
        this.leaseMillis = lease.toMillis();
    }

    /** This process's name in the store: host, process id and a random tag (a restarted process is a new owner). */
    public static String processName() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (java.io.IOException e) {
            host = "host";
        }
        String pid = ManagementFactory.getRuntimeMXBean().getName().split("@")[0];
        return host + ":" + pid + ":" + Integer.toHexString(ThreadLocalRandom.current().nextInt(0x10000, 0xfffff));
    }

    public String owner() { return owner; }

    public Duration lease() { return Duration.ofMillis(leaseMillis); }

    /** Claims up to {@code limit} games whose deadline has passed; their ids, earliest deadline first. */
    public List<Long> due(int limit) {
        long now = clock.millis();
        return db.inTransaction(c -> Leases.claimDue(c, owner, now, now + leaseMillis, limit));
    }

    /** Claims up to {@code limit} games with notices to post. */
    public List<Long> posting(int limit) {
        long now = clock.millis();
        return db.inTransaction(c -> Leases.claimPosting(c, owner, now, now + leaseMillis, limit));
    }

    /** Extends a claim; false if it ran out and another process took it (the holder must stop). */
    public boolean renew(Leases.Kind kind, long gameId) {
        long until = clock.millis() + leaseMillis;
        return db.inTransaction(c -> Leases.renew(c, kind, owner, gameId, until));
    }

    public void release(Leases.Kind kind, long gameId) {
        db.inTransaction(c -> {
            Leases.release(c, kind, owner, gameId);
            return null;
        });
    }
}
