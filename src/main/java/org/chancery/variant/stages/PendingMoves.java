package org.chancery.variant.stages;

import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.ModuleState;

/**
 * Second moves waiting for the retreat phase, kept in the game state's extras under {@link #KEY} as
 * {@code [{"power", "kind", "at", "to", "road": [...]}]}: the unit where its first move took it, and where it
 * moves on. Immutable.
 */
public record PendingMoves(List<Entry> moves) {
    public static final String KEY = "secondMoves";

    /** One second move: the unit of {@code power} and kind letter {@code kind} at {@code at} moves on to {@code to}. */
    public record Entry(String power, String kind, String at, String to, List<String> road) {
        public Entry {
            road = road == null ? List.of() : List.copyOf(road);
        }
    }

    public PendingMoves {
        moves = moves == null ? List.of() : List.copyOf(moves);
    }

    public static PendingMoves none() { return new PendingMoves(List.of()); }

    public static PendingMoves read(GameState s) {
        return new PendingMoves(List.of(ModuleState.read(s, KEY, Entry[].class, () -> new Entry[0])));
    }

    /** Stores these moves; none removes the key. */
    public GameState.Builder write(GameState.Builder b) { return ModuleState.write(b, KEY, moves.isEmpty() ? null : moves); }

    public boolean isEmpty() { return moves.isEmpty(); }

    /**
     * The second moves that follow a movement phase: those of moves given with "then" whose first move succeeded
     * and whose unit still stands where it arrived.
     */
    public static PendingMoves after(List<Outcome> outcomes, GameState after) {
        List<Entry> out = new ArrayList<>();
        for (Outcome o : outcomes) {
            if (!(o.order() instanceof Order.Move m) || m.then() == null || !o.succeeded()) continue;
            Unit u = after.unitAt(m.to().province());
            if (u == null || !u.equals(m.unit().at(m.to()))) continue;
            List<String> road = new ArrayList<>();
            for (Province p : m.then().road()) road.add(p.id());
            out.add(new Entry(u.power(), String.valueOf(u.kind().letter()), u.location().id(), m.then().to().id(), road));
        }
        return new PendingMoves(out);
    }

    /** The moves as orders of the units where they stand now. */
    public List<Order.Move> orders(Board board) {
        List<Order.Move> out = new ArrayList<>();
        for (Entry e : moves) {
            Unit u = new Unit(e.power(), board.unitKind(e.kind()).orElseThrow(), board.location(e.at()));
            List<Province> road = new ArrayList<>();
            for (String id : e.road()) road.add(board.find(id).orElseThrow());
            out.add(new Order.Move(u, board.location(e.to()), false, road, null));
        }
        return out;
    }
}
