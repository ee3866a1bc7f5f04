package org.chancery.bots;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.GameStatus;
import org.chancery.game.Rulebook;
import org.chancery.game.SubmitResult;
import org.chancery.store.Database;
import org.chancery.variant.GameEnd;
import org.chancery.variant.Ruleset;

/**
 * Whole games without Discord, on a store in memory: each seat a {@link Kind}, every order given through the game
 * service's order desk as a player's would be, each phase adjudicated when all are ready (or forced when only
 * civil-disorder seats owe anything). One JSON line per game, then a summary.
 */
public final class SelfPlay {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Actor GM = new Actor("selfplay", "Self-play", true);

    /** One game's outcome. */
    public record Result(String winner, List<String> draw, Map<String, Integer> centres, int phases, int illegal,
                         long slowestBotMs, Map<String, Kind> seats) {}

    private final GameService service;

    public SelfPlay(GameService service) { this.service = service; }

    /** Plays one game from {@code seed}, ending it unfinished after {@code years} years. */
    public Result play(String variantId, Map<String, Kind> seats, long seed, int years, int gameNo) {
        Ruleset rules = Rulebook.named(variantId).rules();
        Random rnd = new Random(seed);
        long id = service.create(GM, "selfplay", "game-" + gameNo + "-" + seed + "-" + System.nanoTime(), null,
                variantId, GameSettings.defaults(variantId));
        for (Map.Entry<String, Kind> e : seats.entrySet()) {
            if (e.getValue() != Kind.HOLD) service.join(ChanceryPlayer.actor(e.getKey()), id, e.getKey());
        }
        service.start(GM, id);
        int firstYear = service.views().status(id).state().phase().year();
        int phases = 0;
        int illegal = 0;
        long slowest = 0;
        while (true) {
            var status = service.views().status(id);
            if (GameStatus.valueOf(status.game().status()) == GameStatus.ENDED) break;
            GameState s = status.state();
            if (s.phase().year() - firstYear >= years) break;
            String code = s.phase().code();
            boolean moved = false;
            for (Map.Entry<String, Kind> e : seats.entrySet()) {
                if (e.getValue() == Kind.HOLD || !rules.owed(s).containsKey(e.getKey())) continue;
                long t0 = System.nanoTime();
                GameState seen = ChanceryPlayer.seen(rules, s, e.getKey());
                List<Order> orders = new Brain(rules, e.getValue(), rnd).orders(seen, e.getKey());
                if (e.getValue() == Kind.BOT) slowest = Math.max(slowest, (System.nanoTime() - t0) / 1_000_000);
                ChanceryPlayer.Given given = ChanceryPlayer.give(service, id, e.getKey(), code, rules, seen, orders);
                if (e.getValue() == Kind.BOT) illegal += given.refused().size();
                if (given.adjudicated()) moved = true;
                if (moved) break;
            }
            if (!moved && service.views().status(id).state().phase().code().equals(code)) service.force(GM, id, code);
            phases++;
        }
        var end = service.views().status(id);
        GameState last = end.state();
        Map<String, Integer> centres = new TreeMap<>();
        for (String p : rules.playablePowers()) centres.put(p, last.centreCounts().getOrDefault(p, 0));
        String winner = null;
        List<String> draw = null;
        if (GameStatus.valueOf(end.game().status()) == GameStatus.ENDED) {
            GameEnd ge = rules.end(last).orElse(null);
            if (ge != null && ge.draw()) draw = ge.winners();
            else if (ge != null && ge.winners().size() == 1) winner = ge.winners().get(0);
        }
        return new Result(winner, draw, centres, phases, illegal, slowest, seats);
    }

    /** Runs the command: {@code --variant V --games N --seed S --seats SPEC [--years Y]}. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        String variant = "classic";
        String spec = "bot";
        int games = 1;
        long seed = 1;
        int years = 50;
        try {
            for (int i = 0; i < args.length; i++) {
                String v = i + 1 < args.length ? args[i + 1] : null;
                switch (args[i]) {
                    case "--variant" -> variant = need(v, "--variant classic");
                    case "--games" -> games = Integer.parseInt(need(v, "--games 10"));
                    case "--seed" -> seed = Long.parseLong(need(v, "--seed 1"));
                    case "--seats" -> spec = need(v, "--seats France=bot,*=hold");
                    case "--years" -> years = Integer.parseInt(need(v, "--years 50"));
                    default -> throw new IllegalArgumentException("'" + args[i] + "' is not an option of selfplay");
                }
                i++;
            }
            if (games < 1 || years < 1) throw new IllegalArgumentException("--games and --years take a number from 1");
            Ruleset rules = Rulebook.named(variant).rules();
            Map<String, Kind> seats = Seats.parse(rules, spec);
            if (seats.values().stream().allMatch(k -> k == Kind.HOLD)) throw new IllegalArgumentException("every seat is hold; give one power bot or random");
            Database db = Database.inMemory();
            try {
                SelfPlay play = new SelfPlay(new GameService(db, Clock.systemUTC()));
                List<Result> all = new ArrayList<>();
                for (int g = 1; g <= games; g++) {
                    Result r = play.play(variant, seats, seed + g - 1, years, g);
                    all.add(r);
                    out.println(line(g, r));
                    out.flush();
                }
                out.println(summary(variant, all));
            } finally {
                db.close();
            }
            return 0;
        } catch (NumberFormatException e) {
            err.println("selfplay: a number was wanted: " + e.getMessage() + "; for example --games 10 --seed 1 --years 20");
            return 2;
        } catch (RuntimeException e) {
            err.println("selfplay: " + e.getMessage());
            err.println("usage: selfplay --variant classic --games 10 --seed 1 --seats France=bot,*=hold [--years 50]");
            return 2;
        }
    }

    private static String need(String v, String example) {
        if (v == null) throw new IllegalArgumentException("an option lacks its value; say " + example);
        return v;
    }

    static String line(int g, Result r) {
        ObjectNode n = JSON.createObjectNode();
        n.put("game", g);
        n.put("winner", r.winner());
        if (r.draw() == null) n.putNull("draw");
        else r.draw().forEach(n.putArray("draw")::add);
        ObjectNode c = n.putObject("centres");
        r.centres().forEach(c::put);
        n.put("phases", r.phases());
        n.put("illegal", r.illegal());
        n.put("slowest_bot_phase_ms", r.slowestBotMs());
        return n.toString();
    }

    static String summary(String variant, List<Result> all) {
        ObjectNode n = JSON.createObjectNode();
        ObjectNode s = n.putObject("summary");
        s.put("variant", variant);
        s.put("games", all.size());
        Map<String, Integer> wins = new TreeMap<>();
        int draws = 0;
        int illegal = 0;
        long slowest = 0;
        Map<String, Double> mean = new TreeMap<>();
        Map<String, Double> byKind = new TreeMap<>();
        Map<String, Integer> kindSeats = new TreeMap<>();
        for (Result r : all) {
            if (r.winner() != null) wins.merge(r.winner(), 1, Integer::sum);
            if (r.draw() != null) draws++;
            illegal += r.illegal();
            slowest = Math.max(slowest, r.slowestBotMs());
            r.centres().forEach((p, c) -> mean.merge(p, c / (double) all.size(), Double::sum));
            r.centres().forEach((p, c) -> {
                String k = r.seats().get(p).word();
                byKind.merge(k, (double) c, Double::sum);
                kindSeats.merge(k, 1, Integer::sum);
            });
        }
        ObjectNode w = s.putObject("wins");
        wins.forEach(w::put);
        s.put("draws", draws);
        s.put("illegal", illegal);
        s.put("slowest_bot_phase_ms", slowest);
        ObjectNode m = s.putObject("mean_centres");
        mean.forEach((p, v) -> m.put(p, Math.round(v * 100) / 100.0));
        ObjectNode k = s.putObject("mean_centres_per_seat_by_kind");
        byKind.forEach((kind, v) -> k.put(kind, Math.round(v / kindSeats.get(kind) * 100) / 100.0));
        return n.toString();
    }
}
