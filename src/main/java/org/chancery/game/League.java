package org.chancery.game;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.game.scoring.ScoringSystem;
import org.chancery.store.FinishRow;
import org.chancery.store.Finishes;
import org.chancery.variant.Finish;

/**
 * A server's league, read from the store each time (never kept as a tally): its ended games that count (the GM
 * has not set {@code league off}, and an anonymous game once the GM has revealed who played what), each scored
 * under one system, summed per player. Only players who held a seat
 * at a game's end count for it; Chancery's own seats and empty seats are left out. A player's missed phases are
 * those of the counted games, whichever seat they held then.
 */
public final class League {
    /** The default system: a league compares like with like, so every game is scored the same way. */
    public static final ScoringSystem DEFAULT_SYSTEM = ScoringSystem.DRAW_SIZE;

    /**
     * Which games count: a variant's id (or null for all), ended from {@code from} up to before {@code to} (epoch ms,
     * null for no bound), scored under {@code system}.
     */
    public record Filter(String variant, Long from, Long to, ScoringSystem system) {
        public Filter {
            system = system == null ? DEFAULT_SYSTEM : system;
        }

        public static Filter all() { return new Filter(null, null, null, null); }

        /**
         * Whether the game counts: not a practice game ({@code league off}), nor an anonymous game whose players the
         * GM has not revealed (the league would name them). {@code off} remembers each settings text's answer, read once.
         */
        boolean counts(Finishes.EndedGame g, long endedAt, Map<String, Boolean> off) {
            if (off.computeIfAbsent(g.settings(), s -> {
                GameSettings gs = GameSettings.fromJson(s);
                return gs.leagueOff() || gs.anonymous();
            })) return false;
            if (variant != null && !variant.equalsIgnoreCase(g.variant())) return false;
            return (from == null || endedAt >= from) && (to == null || endedAt < to);
        }
    }

    /** One player's line in the standings. */
    public record Standing(String userId, String name, int games, int wins, int draws, int survivals,
                           int eliminations, double total, int missed, int phases) {
        public double mean() { return games == 0 ? 0 : total / games; }

        /** The share of the phases of the player's games in which the player gave orders, 0 to 1. */
        public double reliability() { return phases == 0 ? 1 : Math.max(0, 1 - (double) missed / phases); }
    }

    /** One game in a player's record. */
    public record Played(long gameId, String gameName, String variant, String power, String result, int centres,
                         double score, long endedAt) {}

    /** The standings, best first, and the number of games counted. */
    public record Standings(List<Standing> players, int games, ScoringSystem system) {}

    /** A player's record: the standing (null if the player finished no counted game) and each game, latest first. */
    public record Record(Standing standing, List<Played> games, ScoringSystem system) {}

    private League() {}

    static Standings standings(Connection c, String guild, Filter f) throws SQLException {
        Read read = read(c, guild, f);
        List<Standing> out = new ArrayList<>(read.standings().values());
        out.sort(Comparator.comparingDouble(Standing::total).reversed().thenComparing(Comparator.comparingDouble(Standing::mean).reversed())
                .thenComparing(Comparator.comparingInt(Standing::wins).reversed()).thenComparing(Standing::name));
        return new Standings(out, read.games(), f.system());
    }

    static Record record(Connection c, String guild, String userId, Filter f) throws SQLException {
        Read read = read(c, guild, f);
        List<Played> games = new ArrayList<>();
        for (Map.Entry<Played, String> e : read.owners().entrySet()) if (userId.equals(e.getValue())) games.add(e.getKey());
        games.sort(Comparator.comparingLong(Played::endedAt).reversed().thenComparing(Comparator.comparingLong(Played::gameId).reversed()));
        return new Record(read.standings().get(userId), games, f.system());
    }

    private record Read(Map<String, Standing> standings, Map<Played, String> owners, int games) {}

    private static Read read(Connection c, String guild, Filter f) throws SQLException {
        Map<Long, Finishes.EndedGame> ended = Finishes.endedGames(c, guild);
        Map<Long, Map<String, Integer>> missed = Finishes.missedOfGuild(c, guild);
        Map<Long, List<FinishRow>> byGame = new LinkedHashMap<>();
        for (FinishRow r : Finishes.ofGuild(c, guild)) byGame.computeIfAbsent(r.gameId(), k -> new ArrayList<>()).add(r);
        Map<String, Standing> standings = new HashMap<>();
        Map<Played, String> owners = new LinkedHashMap<>();
        Map<String, Boolean> off = new HashMap<>();
        int counted = 0;
        for (Map.Entry<Long, List<FinishRow>> e : byGame.entrySet()) {
            Finishes.EndedGame g = ended.get(e.getKey());
            List<FinishRow> rows = e.getValue();
            if (g == null || !f.counts(g, rows.get(0).endedAt(), off)) continue;
            counted++;
            Map<String, Double> scores = f.system().score(finish(rows));
            Map<String, Integer> gameMissed = missed.getOrDefault(g.id(), Map.of());
            for (FinishRow r : rows) {
                if (r.userId() == null || SeatPlayer.isChancery(r.userId())) continue;
                double score = scores.getOrDefault(r.power(), 0.0);
                owners.put(new Played(g.id(), g.name(), g.variant(), r.power(), r.result(), r.centres(), score, r.endedAt()), r.userId());
                Standing was = standings.get(r.userId());
                Standing add = new Standing(r.userId(), r.userName(), 1, is(r, "won"), is(r, "drawn"),
                        is(r, "survived"), is(r, "eliminated"), score, gameMissed.getOrDefault(r.userId(), 0), r.phases());
                standings.put(r.userId(), was == null ? add : plus(was, add));
            }
        }
        return new Read(standings, owners, counted);
    }

    private static int is(FinishRow r, String result) { return r.result().equals(result) ? 1 : 0; }

    /** The two lines summed; the later game's name for the player stands. */
    private static Standing plus(Standing a, Standing b) {
        return new Standing(a.userId(), b.name() == null ? a.name() : b.name(), a.games() + b.games(), a.wins() + b.wins(),
                a.draws() + b.draws(), a.survivals() + b.survivals(), a.eliminations() + b.eliminations(),
                a.total() + b.total(), a.missed() + b.missed(), a.phases() + b.phases());
    }

    /** The end as the scoring systems read it, from the stored rows. */
    static Finish finish(List<FinishRow> rows) {
        List<Finish.Power> powers = new ArrayList<>();
        List<String> drawn = new ArrayList<>();
        String winner = null;
        for (FinishRow r : rows) {
            powers.add(new Finish.Power(r.power(), r.centres(), r.tiebreak(), r.fellAt()));
            if (r.result().equals("won")) winner = r.power();
            if (r.result().equals("drawn")) drawn.add(r.power());
        }
        return winner != null ? Finish.solo(powers, winner) : Finish.draw(powers, drawn);
    }
}
