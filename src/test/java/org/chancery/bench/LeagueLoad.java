package org.chancery.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.chancery.game.GameSettings;
import org.chancery.game.Rulebook;
import org.chancery.store.Database;
import org.chancery.store.FinishRow;
import org.chancery.store.Finishes;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.variant.VariantLoader;

/**
 * A server's league at size: {@code games} ended games of every variant in turn, their seats dealt from
 * {@code players} members (named "member-N" for the N-th, ids "100000+N" unless given), seeded; each game a solo, a draw of two to four, or a
 * concession, with centres dealt at random and a missed phase now and then. Written straight to the store, as the
 * game service writes an end (one {@code finishes} row per power).
 */
public final class LeagueLoad {
    private LeagueLoad() {}

    /** Fills the store with seats dealt from {@code players} members, ids "100000" on. */
    public static void fill(Database db, String guild, int games, int players, long seed) {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < players; i++) ids.add(String.valueOf(100_000 + i));
        fill(db, guild, games, ids, seed);
    }

    /** Fills the store with seats dealt from these members' ids. */
    public static void fill(Database db, String guild, int games, List<String> ids, long seed) {
        int players = ids.size();
        Random rnd = new Random(seed);
        List<String> variants = VariantLoader.ids();
        String settings = GameSettings.defaults().toJson();
        db.inTransaction(c -> {
            for (int i = 0; i < games; i++) {
                String variant = variants.get(i % variants.size());
                List<String> powers = Rulebook.of(variant).rules().playablePowers();
                long ended = 1_900_000_000_000L + i * 3_600_000L;
                long id = Games.insert(c, new GameRow(0, guild, "channel-" + (i % 20), "Game " + i, variant, settings,
                        "ENDED", "100000", 40, null, null, false, "Ended.", 1, ended - 86_400_000L));
                List<FinishRow> rows = new ArrayList<>();
                int first = rnd.nextInt(players);
                int kind = rnd.nextInt(3);
                int drawn = 2 + rnd.nextInt(3);
                for (int p = 0; p < powers.size(); p++) {
                    int member = (first + p * 7) % players;
                    String user = ids.get(member);
                    int centres = p == 0 && kind == 0 ? 18 : rnd.nextInt(8);
                    int fell = centres == 0 ? 1 + rnd.nextInt(10) : 0;
                    String result = kind == 0 ? (p == 0 ? "won" : fell > 0 ? "eliminated" : "survived")
                            : p < drawn && fell == 0 ? "drawn" : fell > 0 ? "eliminated" : "survived";
                    rows.add(new FinishRow(id, powers.get(p), user, "member-" + member, centres, rnd.nextInt(4), fell, result, 40, ended, guild));
                    if (rnd.nextInt(10) == 0) Finishes.missed(c, id, rnd.nextInt(40), powers.get(p), user);
                }
                Finishes.replace(c, id, rows);
            }
            return null;
        });
    }
}
