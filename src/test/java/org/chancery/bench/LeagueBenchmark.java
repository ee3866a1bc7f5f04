package org.chancery.bench;

import java.time.Clock;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.chancery.command.Caller;
import org.chancery.command.Commands;
import org.chancery.command.Reply;
import org.chancery.game.GameService;
import org.chancery.store.Database;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * {@code league} on a server of 1,000 ended games and 500 players (see {@link LeagueLoad}), on an H2 store: the
 * whole command as a transport runs it, the store read, the scoring of every game, and the first page.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class LeagueBenchmark {
    @Param({"1000"})
    public int games;
    @Param({"500"})
    public int players;

    private Database db;
    private Commands commands;
    private final Caller caller = new Caller("100007", "member-100007", "guild-1", "channel-1", false, false);

    @Setup
    public void setUp() {
        db = Database.inMemory();
        LeagueLoad.fill(db, "guild-1", games, players, 34);
        LeagueLoad.fill(db, "guild-2", 100, 50, 35);
        commands = new Commands(new GameService(db, Clock.systemUTC()), (v, s, o) -> java.util.Optional.empty());
    }

    @TearDown
    public void tearDown() { db.close(); }

    @Benchmark
    public Reply standings() { return commands.run("league", caller, Map.of()); }

    @Benchmark
    public Reply ownRecord() { return commands.run("league", caller, Map.of("record", "me")); }
}
