package org.chancery.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Unit;
import org.chancery.game.Actor;
import org.chancery.game.Adjudicator;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.Rulebook;
import org.chancery.game.SubmitResult;
import org.chancery.store.GameRow;
import org.chancery.store.NoticeRow;

/**
 * What a bot does all day, on the games of the guild {@value #GUILD}: players give random legal orders, mark
 * ready, the GM adjudicates ("game adjudicate") or the last ready mark does, and the notices are posted and
 * marked delivered. Every acknowledgement a player or the channel would see is printed as a line (see
 * {@link CrashLedger}), after the call that made it returned; each step is framed by {@code BEGIN kind} and
 * {@code END kind} lines, so a watcher can kill the process in the middle of one.
 */
final class CrashWorkload {
    static final String GUILD = "crash";
    /** How many games run side by side; an ended game is replaced by a new one. */
    static final int GAMES = 3;
    static final Actor GM = new Actor("crash:gm", "GM", false);
    /** How long a post takes to reach Discord and be answered, before the notice is marked delivered. */
    static final int SEND_MILLIS = 20;

    private final GameService service;
    private final PrintStream out;
    private final Random random;

    CrashWorkload(GameService service, PrintStream out, long seed) {
        this.service = service;
        this.out = out;
        this.random = new Random(seed);
    }

    /** Plays {@code phases} phases (or for ever when negative), a phase of a random running game at a time. */
    void run(int phases) {
        for (int done = 0; phases < 0 || done < phases; done++) {
            List<GameRow> running = running();
            while (running.size() < GAMES) {
                newGame();
                running = running();
            }
            phase(running.get(random.nextInt(running.size())).id());
        }
    }

    private List<GameRow> running() {
        List<GameRow> out = new ArrayList<>();
        for (int ch = 0; ; ch++) {
            GameRow g = service.gameIn(GUILD, "table-" + ch);
            if (g == null) break;
            if (g.status().equals("ACTIVE")) out.add(g);
        }
        return out;
    }

    private void newGame() {
        // a channel's ended game stays; the first channel without a running game takes the new one
        int ch;
        for (int i = 0; ; i++) {
            GameRow g = service.gameIn(GUILD, "table-" + i);
            if (g == null || g.status().equals("ENDED")) {
                ch = i;
                break;
            }
        }
        long id = service.create(GM, GUILD, "table-" + ch, "Crash trial " + ch, "classic", GameSettings.defaults());
        for (String p : Rulebook.of("classic").rules().playablePowers()) service.join(player(id, p), id, p);
        service.start(GM, id);
        post(id);
    }

    static Actor player(long game, String power) {
        return new Actor("crash:" + game + ":" + power.toLowerCase(), power, false);
    }

    /** One phase of a game: orders, ready marks, adjudication, posting. Picks up where a killed run left off. */
    private void phase(long game) {
        var status = service.views().status(game);
        GameState s = status.state();
        String code = s.phase().code();
        Rulebook rb = Rulebook.of(status.game().variant());
        List<String> owing = new ArrayList<>();
        for (Map.Entry<String, Integer> e : rb.owed(s).entrySet()) if (e.getValue() > 0) owing.add(e.getKey());
        Collections.shuffle(owing, random);
        for (String power : owing) {
            if (!service.orders().mine(player(game, power), game, power).standing().isEmpty()) continue;
            String text = String.join("; ", orders(rb, s, power));
            if (text.isEmpty()) continue;
            line("BEGIN order");
            SubmitResult r = service.orders().submit(player(game, power), game, power, text, false);
            for (String o : r.accepted()) line("ACK ORDER " + game + " " + r.phase() + " " + power + " " + o);
            line("END order");
        }
        // Half the phases are adjudicated by the last ready mark, half by the GM with one power not ready.
        boolean byGm = random.nextBoolean() && owing.size() > 1;
        List<String> marking = byGm ? owing.subList(0, owing.size() - 1) : owing;
        for (String power : marking) {
            // the last mark of a phase the GM leaves alone adjudicates it
            String step = !byGm && power.equals(marking.get(marking.size() - 1)) ? "ready+adjudicate" : "ready";
            line("BEGIN " + step);
            Adjudicator.Report r;
            try {
                r = service.orders().ready(player(game, power), game, power, true, code);
            } catch (GameException e) {
                // every power was ready before a kill and the phase was adjudicated on this mark's way in
                line("REFUSED " + e.getMessage());
                line("END " + step);
                break;
            }
            line("ACK READY " + game + " " + code + " " + power);
            if (r != null && r.done()) line("ACK ADJ " + game + " " + r.phase());
            line("END " + step);
            if (r != null) break;
        }
        if (byGm || owing.isEmpty()) {
            line("BEGIN adjudicate");
            Adjudicator.Report r = service.force(GM, game, code);
            if (r.done()) line("ACK ADJ " + game + " " + r.phase());
            line("END adjudicate");
        }
        post(game);
    }

    /** Posts the game's pending notices, as the Discord poster does: each goes out with its id as nonce, then is marked. */
    private void post(long game) {
        List<NoticeRow> pending = service.pendingNotices(game);
        if (pending.isEmpty()) return;
        line("BEGIN post");
        for (NoticeRow n : pending) {
            line("POST " + n.id() + " " + n.gameId() + " " + (n.results() ? n.phaseSeq() : "-") + " "
                    + Integer.toHexString(n.text().hashCode()));
            sleep(SEND_MILLIS);
            service.delivered(n.id());
        }
        line("END post");
    }

    /** Random legal orders for the power's units (or dislodged units, or builds) in the state's phase. */
    private List<String> orders(Rulebook rb, GameState s, String power) {
        List<String> out = new ArrayList<>();
        if (s.phase().type() == PhaseType.RETREAT) {
            for (Dislodgement d : s.dislodged()) if (d.unit().power().equals(power)) out.add(pick(rb.legalOrders(s, d.unit())));
        } else if (s.phase().type() == PhaseType.ADJUSTMENT) {
            int owed = rb.owed(s).getOrDefault(power, 0);
            List<Order> builds = new ArrayList<>(rb.legalBuilds(s, power));
            List<Unit> units = new ArrayList<>();
            for (Unit u : s.units()) if (u.power().equals(power)) units.add(u);
            boolean building = units.size() < s.centresOf(power).size();
            Collections.shuffle(builds, random);
            Collections.shuffle(units, random);
            for (int i = 0; i < owed; i++) {
                if (building && i < builds.size()) out.add(builds.get(i).text());
                else if (!building && i < units.size()) out.add(pick(rb.legalOrders(s, units.get(i))));
            }
        } else {
            for (Unit u : s.units()) if (u.power().equals(power)) out.add(pick(rb.legalOrders(s, u)));
        }
        out.removeIf(o -> o == null);
        return out;
    }

    private String pick(List<Order> legal) {
        return legal.isEmpty() ? null : legal.get(random.nextInt(legal.size())).text();
    }

    private static void sleep(int millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void line(String text) {
        out.println(text);
        out.flush();
    }
}
