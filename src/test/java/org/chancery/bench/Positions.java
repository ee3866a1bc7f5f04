package org.chancery.bench;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;

/** Positions and orders on the classic map for the benchmarks and their test. */
public final class Positions {
    /** A position and the orders given in it. */
    public record Scenario(GameState state, List<Order> orders) {}

    private final Board board;
    private final GameState state;
    private final List<Order> orders = new ArrayList<>();

    private Positions(GameState state) {
        this.board = state.board();
        this.state = state;
    }

    public static Variant classic() {
        return VariantLoader.load("classic");
    }

    /** Spring 1901 with a typical set of opening orders for all 22 units. */
    public static Scenario opening() {
        Positions p = new Positions(classic().start());
        p.move("par", "bur").move("mar", "spa").move("bre", "mao");
        p.move("kie", "den").move("ber", "kie").move("mun", "ruh");
        p.move("lon", "nth").move("edi", "nwg").move("lvp", "yor");
        p.move("nap", "ion").move("rom", "apu").hold("ven");
        p.move("vie", "gal").move("bud", "ser").move("tri", "alb");
        p.move("war", "gal").move("mos", "ukr").move("sev", "bla").move("stp", "bot");
        p.move("ank", "bla").move("con", "bul").move("smy", "con");
        return p.scenario();
    }

    /**
     * 34 units, every one ordered: convoys across the North Sea and the Mediterranean (one disrupted),
     * a cut support, a support cut by a convoyed army, a head-to-head with support on both sides, a won
     * head-to-head, a three-unit rotation and a beleaguered garrison in Munich.
     */
    public static Scenario crowded() {
        Variant v = classic();
        GameState.Builder b = GameState.builder(v.board(), v.start().phase());
        units(b, v.board(), "England", "A wal", "F eng", "F nth", "F ska", "F bar", "F nwg");
        units(b, v.board(), "Russia", "F nwy", "A stp", "A rum");
        units(b, v.board(), "Germany", "F hel", "A kie", "A mun", "F den");
        units(b, v.board(), "France", "A bur", "A ruh", "A spa", "F lyo", "F tys");
        units(b, v.board(), "Austria", "A tyr", "A boh", "A ser", "F gre", "A tri");
        units(b, v.board(), "Italy", "A apu", "F ion", "F nap", "A ven", "F adr");
        units(b, v.board(), "Turkey", "F aeg", "F eas", "A bul", "F ank", "A con", "A smy");
        Positions p = new Positions(b.build());
        // North Sea: A wal-nwy by two fleets and supported, against a Norway whose support is cut.
        p.move("wal", "nwy").convoy("eng", "wal", "nwy").convoy("nth", "wal", "nwy").supportMove("ska", "wal", "nwy");
        p.hold("nwy").supportHold("stp", "nwy").move("bar", "stp/nc");
        p.supportHold("nwg", "nth").move("den", "nth");
        // Germany convoys its own army to an adjacent province.
        p.move("kie", "hol").convoy("hel", "kie", "hol");
        // Beleaguered garrison: two supported attacks on Munich stand each other off.
        p.hold("mun").move("bur", "mun").supportMove("ruh", "bur", "mun");
        p.move("tyr", "mun").supportMove("boh", "tyr", "mun");
        // Western Mediterranean: A spa-nap by two fleets, cutting Naples' support of the Ionian.
        p.move("spa", "nap").convoy("lyo", "spa", "nap").convoy("tys", "spa", "nap");
        p.move("apu", "tun").convoy("ion", "apu", "tun").supportHold("nap", "ion");
        // Turkey dislodges the Ionian fleet and so disrupts the convoy to Tunis.
        p.move("aeg", "ion").supportMove("eas", "aeg", "ion");
        // Head-to-heads: Venice beats Trieste; Serbia and Bulgaria stand off, supported alike.
        p.move("ven", "tri").supportMove("adr", "ven", "tri").move("tri", "ven");
        p.move("ser", "bul").supportMove("gre", "ser", "bul").move("bul", "ser").supportMove("rum", "bul", "ser");
        // A three-unit rotation.
        p.move("ank", "con").move("con", "smy").move("smy", "ank");
        return p.scenario();
    }

    private static void units(GameState.Builder b, Board board, String power, String... units) {
        for (String u : units) {
            UnitKind kind = u.charAt(0) == 'F' ? UnitKind.FLEET : UnitKind.ARMY;
            b.unit(new Unit(power, kind, board.location(u.substring(2))));
        }
    }

    private Unit unit(String at) {
        Unit u = state.unitAt(board.location(at).province());
        if (u == null) throw new IllegalArgumentException("no unit in " + at);
        return u;
    }

    private Positions hold(String at) {
        orders.add(new Order.Hold(unit(at)));
        return this;
    }

    private Positions move(String at, String to) {
        orders.add(new Order.Move(unit(at), board.location(to), false));
        return this;
    }

    private Positions supportHold(String at, String supported) {
        orders.add(new Order.SupportHold(unit(at), unit(supported)));
        return this;
    }

    private Positions supportMove(String at, String supported, String to) {
        orders.add(new Order.SupportMove(unit(at), unit(supported), board.location(to).province()));
        return this;
    }

    private Positions convoy(String at, String army, String to) {
        orders.add(new Order.Convoy(unit(at), unit(army), board.location(to).province()));
        return this;
    }

    private Scenario scenario() {
        return new Scenario(state, List.copyOf(orders));
    }
}
