package org.chancery.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.chancery.bots.Brain;
import org.chancery.bots.Kind;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.PhaseRunner;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.game.Rulebook;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Variant;

/**
 * Random classic phases as {@code adjudicate} scenario lines, for {@code bench/adjudicate-20k random}: games played
 * from the start with every power's orders chosen at random among its legal ones (the self-play's random seat),
 * each phase written with its whole position (units, owners, the dislodged in a retreat) before it is played.
 * A game ends after {@code years} years and the next starts. Usage: {@code RandomPhases LINES [SEED] [YEARS]}.
 */
public final class RandomPhases {
    private static final ObjectMapper JSON = new ObjectMapper();

    private RandomPhases() {}

    public static void main(String[] args) throws IOException {
        int lines = Integer.parseInt(args[0]);
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        int years = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        try (BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8))) {
            for (String line : lines(lines, seed, years)) out.write(line + "\n");
        }
    }

    /** {@code count} scenario lines. */
    public static List<String> lines(int count, long seed, int years) {
        Ruleset rules = Rulebook.named("classic").rules();
        Variant v = rules.variant();
        PhaseRunner runner = new PhaseRunner(v.board(), v.rules());
        Brain brain = new Brain(rules, Kind.RANDOM, new Random(seed));
        List<String> out = new ArrayList<>(count);
        GameState s = v.start();
        int first = s.phase().year();
        while (out.size() < count) {
            List<Order> orders = new ArrayList<>();
            ObjectNode line = scenario(s);
            ObjectNode given = line.putObject("orders");
            for (String power : s.livePowers()) {
                List<Order> mine = brain.orders(s, power);
                if (mine.isEmpty()) continue;
                orders.addAll(mine);
                var list = given.putArray(power);
                for (Order o : mine) list.add(o.text());
            }
            out.add(line.toString());
            s = runner.advance(runner.adjudicate(s, orders).after());
            if (s.phase().year() - first >= years || runner.winner(s) != null) s = v.start();
        }
        return out;
    }

    private static ObjectNode scenario(GameState s) {
        ObjectNode line = JSON.createObjectNode();
        line.put("phase", s.phase().code());
        ObjectNode units = line.putObject("units");
        for (Unit u : s.units()) {
            if (!units.has(u.power())) units.putArray(u.power());
            units.withArray(u.power()).add(u.shortName());
        }
        ObjectNode owners = line.putObject("sc_owners");
        for (Province p : s.board().provinces()) {
            String o = s.ownerOf(p);
            if (o == null) continue;
            if (!owners.has(o)) owners.putArray(o);
            owners.withArray(o).add(p.id());
        }
        if (!s.dislodged().isEmpty()) {
            ObjectNode dislodged = line.putObject("dislodged");
            ObjectNode by = line.putObject("dislodgers");
            for (Dislodgement d : s.dislodged()) {
                Unit u = d.unit();
                if (!dislodged.has(u.power())) dislodged.putArray(u.power());
                dislodged.withArray(u.power()).add(u.shortName());
                if (d.attackerFrom() != null) by.put(u.province().id(), d.attackerFrom().id());
            }
            var bounces = line.putArray("bounces");
            for (Province p : s.standoffs()) bounces.addArray().add(p.id()).add(p.id());
        }
        return line;
    }
}
