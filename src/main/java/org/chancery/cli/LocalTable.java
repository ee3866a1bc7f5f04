package org.chancery.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.LegalOrders;
import org.chancery.engine.Order;
import org.chancery.engine.OrderParser;
import org.chancery.engine.Outcome;
import org.chancery.engine.ParseResult;
import org.chancery.engine.PhaseRunner;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.Power;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;

/**
 * A hot-seat game at the console: everyone types their orders at one keyboard, then the table
 * adjudicates. It plays the engine end to end; games are kept in memory only.
 */
final class LocalTable {
    private final Variant variant;
    private final OrderParser parser;
    private final LegalOrders legal;
    private final PhaseRunner runner;
    private final PrintStream out;
    private final Map<Object, Order> orders = new LinkedHashMap<>();
    private final List<Order> adjustments = new ArrayList<>();
    private GameState state;

    private LocalTable(Variant variant, PrintStream out) {
        this.variant = variant;
        this.parser = new OrderParser(variant.board(), variant.rules());
        this.legal = new LegalOrders(variant.board(), variant.rules());
        this.runner = new PhaseRunner(variant.board(), variant.rules());
        this.out = out;
        this.state = variant.start();
    }

    static int run(InputStream in, PrintStream out, String variantId) throws IOException {
        LocalTable table = new LocalTable(VariantLoader.load(variantId), out);
        out.println("Chancery local table: " + table.variant.name() + ". Type 'help' for commands.");
        table.status();
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        out.print("> ");
        out.flush();
        String line;
        while ((line = reader.readLine()) != null) {
            if (!table.handle(line.trim())) return 0;
            out.print("> ");
            out.flush();
        }
        out.println();
        return 0;
    }

    /** Handles one line; false to quit. */
    boolean handle(String line) {
        if (line.isEmpty() || line.startsWith("#")) return true;
        String[] words = line.split("\\s+", 2);
        String arg = words.length > 1 ? words[1] : "";
        switch (words[0].toLowerCase(Locale.ROOT)) {
            case "quit", "exit" -> { return false; }
            case "help" -> help();
            case "status" -> status();
            case "orders" -> showOrders();
            case "legal" -> legal(arg);
            case "clear" -> { orders.clear(); adjustments.clear(); out.println("All orders cleared."); }
            case "adjudicate", "next" -> adjudicate();
            default -> submit(line);
        }
        return true;
    }

    private void help() {
        out.println("""
                  <Power>: <orders>   give orders, e.g.  France: A par-bur; F bre-mao
                  orders              show the orders given this phase
                  legal <province>    list the legal orders of the unit there
                  clear               drop all orders of this phase
                  adjudicate          resolve the phase (units without orders hold)
                  status              show the position
                  quit""");
    }

    private void status() {
        String winner = runner.winner(state);
        out.println("== " + variant.name() + ", " + state.phase().displayName() + " ==");
        Map<String, Integer> centres = state.centreCounts();
        for (Power p : variant.powers()) {
            List<String> units = new ArrayList<>();
            for (Unit u : state.unitsOf(p.name())) units.add(u.shortName());
            for (Dislodgement d : state.dislodged()) {
                if (d.unit().power().equals(p.name())) units.add(d.unit().shortName() + " (dislodged)");
            }
            int c = centres.getOrDefault(p.name(), 0);
            if (units.isEmpty() && c == 0) continue;
            out.printf("  %-8s %2d centres  %s%n", p.name(), c, String.join(", ", units));
        }
        if (winner != null) out.println(winner + " has " + centres.get(winner) + " centres and wins the game.");
    }

    private void showOrders() {
        if (orders.isEmpty() && adjustments.isEmpty()) out.println("No orders yet.");
        for (Order o : orders.values()) out.println("  " + o.text());
        for (Order o : adjustments) out.println("  " + o.text());
    }

    private void legal(String where) {
        Province p = variant.board().find(where).orElse(null);
        if (p == null) {
            out.println("no province '" + where + "'");
            return;
        }
        Unit u = state.unitAt(p);
        Dislodgement d = state.dislodgedAt(p);
        if (state.phase().type() == PhaseType.RETREAT && d != null) u = d.unit();
        if (u == null) {
            out.println("No unit in " + p.name() + ".");
            return;
        }
        for (Order o : legal.forUnit(state, u)) out.println("  " + o.text());
    }

    private void submit(String line) {
        int colon = line.indexOf(':');
        if (colon < 0) {
            out.println("Say whose orders they are, e.g. 'France: A par-bur'. Type 'help' for commands.");
            return;
        }
        String powerName = line.substring(0, colon).trim();
        Power power = variant.power(powerName).orElse(null);
        if (power == null) {
            out.println("no power '" + powerName + "'");
            return;
        }
        for (ParseResult r : parser.parseAll(state, power.name(), line.substring(colon + 1))) {
            if (r instanceof ParseResult.Ok ok) {
                Order o = ok.order();
                if (state.phase().type() == PhaseType.ADJUSTMENT) adjustments.add(o);
                else orders.put(o.province(), o);
                out.println("  accepted: " + o.text());
            } else if (r instanceof ParseResult.Error err) {
                out.println("  rejected: " + err.input().trim() + ": " + err.message());
            }
        }
    }

    private void adjudicate() {
        List<Order> given = new ArrayList<>(orders.values());
        given.addAll(adjustments);
        PhaseRunner.Step step = runner.run(state, given);
        out.println("Results of " + state.phase().displayName() + ":");
        for (Outcome o : step.result().outcomes()) out.println("  " + o.describe());
        for (String gone : runner.eliminated(state, step.next())) out.println("  " + gone + " is eliminated.");
        state = step.next();
        orders.clear();
        adjustments.clear();
        status();
    }
}
