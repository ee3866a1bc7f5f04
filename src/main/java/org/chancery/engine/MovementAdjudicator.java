package org.chancery.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Resolves a movement phase with Kruijswijk's guess-and-resolve algorithm ("The Math of Adjudication").
 * Each unit's order is one decision: a move succeeds, a support is given, a convoy is not disrupted.
 * Cycles are found by guessing; two consistent outcomes or none go to the backup rule: circular movement
 * succeeds, and a convoy paradox is broken by the Szykman rule (the convoys in the cycle fail).
 *
 * <p>A move by a unit of a stationary power is a sortie: it never moves and never dislodges, but it
 * cuts support and bounces like any attack, and leaves a standoff where it bounced.
 *
 * <p>A unit may be given a second order that is carried out only if its first, a move, succeeds (a forced
 * march): the second is written as from the move's destination and is adjudicated with everything else, as
 * one more decision that fails whenever the first does. Nobody else can support or convoy a second order.
 *
 * <p>Orders must be legal for the board (see {@link OrderValidator}); units without an order hold. An
 * instance keeps scratch arrays between calls, so use one per thread.
 */
public final class MovementAdjudicator {
    private static final byte HOLD = 0, MOVE = 1, SUPPORT_HOLD = 2, SUPPORT_MOVE = 3, CONVOY = 4;
    private static final byte UNRESOLVED = 0, GUESSING = 1, RESOLVED = 2;
    /** The most second orders one adjudication takes. */
    public static final int MAX_SECOND_ORDERS = 8;

    private final Board board;
    private final Combat combat;
    private final int n;
    /** Decisions: one per province (the unit there), then one per second order. */
    private final int m;
    private final int[] at;
    private final int[] parent;
    private int seconds;
    private final Unit[] unit;
    private final Order[] order;
    private final byte[] kind;
    private final int[] dest;
    private final int[] src;
    private final boolean[] valid;
    private final boolean[] byConvoy;
    private final boolean[] sortie;
    private final int[] movesInto;
    private final int[] movesIntoCount;
    private final int[] supporters;
    private final int[] supportersCount;
    private final int[] convoyers;
    private final int[] convoyersCount;
    private final boolean[] res;
    private final byte[] state;
    private final int[] deps;
    private int depCount;
    /** Extra hold strength, by province, of a unit there that is not ordered to move (a fortification). */
    private double[] holdBonus;

    public MovementAdjudicator(Board board) { this(board, Combat.STANDARD); }

    /** An adjudicator whose sides and weakened units follow {@code combat}. */
    public MovementAdjudicator(Board board, Combat combat) {
        this.board = board;
        this.combat = combat;
        this.n = board.size();
        this.m = n + MAX_SECOND_ORDERS;
        unit = new Unit[m];
        order = new Order[m];
        kind = new byte[m];
        dest = new int[m];
        src = new int[m];
        at = new int[m];
        parent = new int[m];
        valid = new boolean[m];
        byConvoy = new boolean[m];
        sortie = new boolean[m];
        movesInto = new int[n * m];
        movesIntoCount = new int[n];
        supporters = new int[m * m];
        supportersCount = new int[m];
        convoyers = new int[n * n];
        convoyersCount = new int[n];
        res = new boolean[m];
        state = new byte[m];
        deps = new int[m * 4 + 8];
    }

    /** Adjudicates; {@code orders} holds at most one order per unit, others hold. */
    public MovementResult adjudicate(GameState s, List<Order> orders) { return adjudicate(s, orders, null, Map.of()); }

    /**
     * Adjudicates with extra hold strength by province (null for none): it counts for a unit there that holds,
     * supports, convoys or has no order, never for one ordered to move.
     */
    public MovementResult adjudicate(GameState s, List<Order> orders, double[] holdBonus) {
        return adjudicate(s, orders, holdBonus, Map.of());
    }

    /**
     * Adjudicates with extra hold strength (as above) and second orders: {@code then} maps the province of a unit
     * ordered to move to the order it carries out from its destination if the move succeeds (its unit standing
     * there). The outcomes hold one for each unit, then one for each second order.
     */
    public MovementResult adjudicate(GameState s, List<Order> orders, double[] holdBonus, Map<Province, Order> then) {
        if (then.size() > MAX_SECOND_ORDERS) throw new IllegalArgumentException("at most " + MAX_SECOND_ORDERS + " second orders");
        this.holdBonus = holdBonus;
        load(s, orders);
        loadSeconds(then);
        for (int p = 0; p < n + seconds; p++) {
            if (unit[p] != null) resolve(p);
        }
        return result(s);
    }

    private void load(GameState s, List<Order> orders) {
        System.arraycopy(s.units, 0, unit, 0, n);
        Arrays.fill(unit, n, m, null);
        seconds = 0;
        for (int p = 0; p < n; p++) at[p] = p;
        Arrays.fill(order, null);
        Arrays.fill(kind, HOLD);
        Arrays.fill(movesIntoCount, 0);
        Arrays.fill(supportersCount, 0);
        Arrays.fill(convoyersCount, 0);
        Arrays.fill(state, UNRESOLVED);
        Arrays.fill(res, false);
        Arrays.fill(byConvoy, false);
        Arrays.fill(sortie, false);
        Arrays.fill(valid, true);
        depCount = 0;
        for (Order o : orders) {
            int p = o.province().index();
            if (unit[p] == null) continue;
            order[p] = o;
            kind[p] = HOLD;
            if (o instanceof Order.Move m) {
                kind[p] = MOVE;
                dest[p] = m.to().province().index();
                sortie[p] = s.isStationary(unit[p]);
            } else if (o instanceof Order.SupportHold sh) {
                kind[p] = SUPPORT_HOLD;
                src[p] = sh.supported().province().index();
            } else if (o instanceof Order.SupportMove sm) {
                kind[p] = SUPPORT_MOVE;
                src[p] = sm.supported().province().index();
                dest[p] = sm.to().index();
            } else if (o instanceof Order.Convoy c) {
                kind[p] = CONVOY;
                src[p] = c.convoyed().province().index();
                dest[p] = c.to().index();
            }
        }
        for (int p = 0; p < n; p++) {
            if (kind[p] == CONVOY) {
                int a = src[p];
                valid[p] = kind[a] == MOVE && dest[a] == dest[p] && unit[a].kind().isConvoyable()
                        && FleetChains.needed(board, unit, board.province(a), board.province(dest[a]), p);
                if (valid[p]) convoyers[a * n + convoyersCount[a]++] = p;
            }
        }
        for (int p = 0; p < n; p++) {
            if (kind[p] == MOVE) classifyMove(p);
        }
        for (int p = 0; p < n; p++) {
            if (kind[p] == MOVE) {
                int q = dest[p];
                movesInto[q * m + movesIntoCount[q]++] = p;
            } else if (kind[p] == SUPPORT_HOLD) {
                int t = src[p];
                valid[p] = unit[t] != null && kind[t] != MOVE;
                if (valid[p]) supporters[t * m + supportersCount[t]++] = p;
            } else if (kind[p] == SUPPORT_MOVE) {
                int t = src[p];
                valid[p] = unit[t] != null && kind[t] == MOVE && dest[t] == dest[p] && coastMatches(p, t);
                if (valid[p]) supporters[t * m + supportersCount[t]++] = p;
            }
            if (!valid[p]) {
                res[p] = false;
                state[p] = RESOLVED;
            }
        }
    }

    /**
     * Second orders become decisions after the provinces': a move (to a neighbour, never by convoy), a support
     * to hold or to move. One whose first order is not a move that may succeed is not carried out.
     */
    private void loadSeconds(Map<Province, Order> then) {
        for (Map.Entry<Province, Order> e : then.entrySet()) {
            int p = e.getKey().index();
            Order o = e.getValue();
            if (unit[p] == null || kind[p] != MOVE || byConvoy[p]) continue;
            int x = n + seconds++;
            unit[x] = o.unit();
            order[x] = o;
            parent[x] = p;
            at[x] = dest[p];
            kind[x] = HOLD;
            valid[x] = true;
            byConvoy[x] = false;
            sortie[x] = false;
            state[x] = UNRESOLVED;
            res[x] = false;
            supportersCount[x] = 0;
            if (o instanceof Order.Move mv && board.canReach(o.unit().kind(), o.unit().location(), mv.to().province())) {
                kind[x] = MOVE;
                dest[x] = mv.to().province().index();
                movesInto[dest[x] * m + movesIntoCount[dest[x]]++] = x;
            } else if (o instanceof Order.SupportHold sh) {
                kind[x] = SUPPORT_HOLD;
                src[x] = sh.supported().province().index();
                int t = src[x];
                valid[x] = unit[t] != null && kind[t] != MOVE && t != at[x];
            } else if (o instanceof Order.SupportMove sm) {
                kind[x] = SUPPORT_MOVE;
                src[x] = sm.supported().province().index();
                dest[x] = sm.to().index();
                int t = src[x];
                valid[x] = unit[t] != null && kind[t] == MOVE && dest[t] == dest[x] && dest[x] != at[x] && coastMatches(x, t);
            } else {
                valid[x] = false;
            }
            if ((kind[x] == SUPPORT_HOLD || kind[x] == SUPPORT_MOVE) && valid[x]) {
                supporters[src[x] * m + supportersCount[src[x]]++] = x;
            }
            if (!valid[x]) {
                res[x] = false;
                state[x] = RESOLVED;
            }
        }
    }

    /** The unit behind a decision: for a second order, the unit as it stood before its first. */
    private Unit origin(int p) { return p < n ? unit[p] : unit[parent[p]]; }

    /** A support naming a coast backs only a move to that coast (DATC 6.B.9). */
    private boolean coastMatches(int p, int t) {
        String coast = ((Order.SupportMove) order[p]).coast();
        return coast == null || coast.equals(((Order.Move) order[t]).to().coast());
    }

    /**
     * Decides whether a move goes by convoy (DATC 3.0): when asked for explicitly, when the provinces are not
     * adjacent, or when a fleet of the mover's own power gives a legal order to convoy it; a convoy order by a
     * fleet that no route needs is illegal and shows no intent (DATC 6.G.19). A move that needs a convoy is
     * illegal, and the unit holds, unless fleets stand on a chain of convoy spaces between the two provinces
     * (DATC 6.D.32); with such fleets it is legal but fails if they do not convoy (DATC 6.D.8, 6.G.8).
     */
    private void classifyMove(int p) {
        Order.Move m = (Order.Move) order[p];
        Unit u = unit[p];
        if (u.kind().isNaval() || !u.kind().isConvoyable()) return;
        boolean adjacent = board.armyAdjacent(u.province(), m.to().province());
        if (m.viaConvoy() || !adjacent) {
            if (FleetChains.between(board, unit, board.province(p), m.to().province(), -1)) {
                byConvoy[p] = true;
            } else {
                kind[p] = HOLD;
            }
            return;
        }
        for (int i = 0; i < convoyersCount[p]; i++) {
            if (unit[convoyers[p * n + i]].power().equals(u.power())) {
                byConvoy[p] = true;
                return;
            }
        }
    }

    // ---- the guess-and-resolve core ----

    private boolean resolve(int nr) {
        if (state[nr] == RESOLVED) return res[nr];
        if (state[nr] == GUESSING) {
            boolean seen = false;
            for (int i = 0; i < depCount; i++) {
                if (deps[i] == nr) { seen = true; break; }
            }
            if (!seen) deps[depCount++] = nr;
            return res[nr];
        }
        int oldCount = depCount;
        res[nr] = false;
        state[nr] = GUESSING;
        boolean first = adjudicate(nr);
        if (depCount == oldCount) {
            if (state[nr] != RESOLVED) {
                res[nr] = first;
                state[nr] = RESOLVED;
            }
            return first;
        }
        if (deps[oldCount] != nr) {
            deps[depCount++] = nr;
            res[nr] = first;
            return first;
        }
        for (int i = oldCount; i < depCount; i++) state[deps[i]] = UNRESOLVED;
        depCount = oldCount;
        res[nr] = true;
        state[nr] = GUESSING;
        boolean second = adjudicate(nr);
        if (first == second) {
            for (int i = oldCount; i < depCount; i++) state[deps[i]] = UNRESOLVED;
            depCount = oldCount;
            res[nr] = first;
            state[nr] = RESOLVED;
            return first;
        }
        backupRule(oldCount);
        return resolve(nr);
    }

    private void backupRule(int oldCount) {
        boolean convoys = false;
        for (int i = oldCount; i < depCount; i++) {
            if (kind[deps[i]] == CONVOY) { convoys = true; break; }
        }
        for (int i = oldCount; i < depCount; i++) {
            int d = deps[i];
            if (convoys ? kind[d] == CONVOY : kind[d] == MOVE) {
                res[d] = !convoys;
                state[d] = RESOLVED;
            } else {
                state[d] = UNRESOLVED;
            }
        }
        depCount = oldCount;
    }

    private boolean adjudicate(int p) {
        if (p >= n && !resolve(parent[p])) return false;
        switch (kind[p]) {
            case MOVE: return adjudicateMove(p);
            case SUPPORT_HOLD: case SUPPORT_MOVE: return adjudicateSupport(p);
            case CONVOY: return !dislodgedBySomeone(p);
            default: return !dislodgedBySomeone(p);
        }
    }

    private boolean adjudicateMove(int p) {
        if (sortie[p]) return false;
        if (byConvoy[p] && !pathSucceeds(p)) return false;
        double attack = attackStrength(p);
        int q = dest[p];
        if (headToHead(p)) {
            if (attack <= defendStrength(q)) return false;
        } else if (attack <= holdStrength(q)) {
            return false;
        }
        int base = q * m;
        for (int i = 0; i < movesIntoCount[q]; i++) {
            int r = movesInto[base + i];
            if (r == p) continue;
            double prevent = alone(r) && !alone(p) ? 0 : preventStrength(r);
            if (attack <= prevent) return false;
        }
        return true;
    }

    /** A move that cannot cause a standoff because it has no support (a rival equally weak still bounces it). */
    private boolean alone(int p) {
        return combat.cannotStandOffAlone(origin(p)) && supportSum(p, null) == 0;
    }

    private boolean adjudicateSupport(int p) {
        int base = at[p] * m;
        String power = unit[p].power();
        for (int i = 0; i < movesIntoCount[at[p]]; i++) {
            int r = movesInto[base + i];
            if (combat.sameSide(unit[r].power(), power)) continue;
            if (kind[p] == SUPPORT_MOVE && at[r] == dest[p]) continue;
            if (byConvoy[r] && !pathSucceeds(r)) continue;
            return false;
        }
        return p >= n || !dislodgedBySomeone(p);
    }

    private boolean dislodgedBySomeone(int p) {
        int base = p * m;
        for (int i = 0; i < movesIntoCount[p]; i++) {
            if (resolve(movesInto[base + i])) return true;
        }
        return false;
    }

    private boolean headToHead(int p) {
        int q = dest[p];
        return p < n && unit[q] != null && kind[q] == MOVE && dest[q] == p && !byConvoy[p] && !byConvoy[q];
    }

    private double holdStrength(int q) {
        if (unit[q] == null) return 0;
        if (kind[q] == MOVE) return resolve(q) ? 0 : unit[q].kind().strength();
        return unit[q].kind().strength() + (holdBonus == null ? 0 : holdBonus[q]) + supportSum(q, null);
    }

    private double attackStrength(int p) {
        int q = dest[p];
        double base = unit[p].kind().strength();
        if (unit[q] == null || (kind[q] == MOVE && !headToHead(p) && resolve(q))) {
            return base + supportSum(p, null);
        }
        String defender = unit[q].power();
        if (combat.sameSide(defender, unit[p].power())) return 0;
        return base + supportSum(p, defender);
    }

    private double defendStrength(int q) {
        return unit[q].kind().strength() + supportSum(q, null);
    }

    private double preventStrength(int r) {
        if (r >= n && !resolve(parent[r])) return 0;
        if (byConvoy[r] && !pathSucceeds(r)) return 0;
        if (headToHead(r) && resolve(dest[r])) return 0;
        return unit[r].kind().strength() + supportSum(r, null);
    }

    /** Sum of the supports given to the order at p, leaving out those of {@code exceptSide}'s side. */
    private double supportSum(int p, String exceptSide) {
        double sum = 0;
        int base = p * m;
        for (int i = 0; i < supportersCount[p]; i++) {
            int s = supporters[base + i];
            if (exceptSide != null && combat.sameSide(unit[s].power(), exceptSide)) continue;
            if (resolve(s)) sum += supportValue(s);
        }
        return sum;
    }

    /** A support adds the supporting unit's own strength (1, or 1.5 for a catapult). */
    private double supportValue(int s) {
        return unit[s].kind().strength();
    }

    private boolean pathSucceeds(int p) {
        return pathExists(p, true);
    }

    /** Breadth-first search over the fleets convoying p's army; with {@code live}, only undisrupted ones. */
    private boolean pathExists(int p, boolean live) {
        int count = convoyersCount[p];
        if (count == 0) return false;
        Province from = board.province(p);
        Province to = board.province(dest[p]);
        int head = 0, tail = 0, base = p * n;
        boolean[] bfsSeen = new boolean[count];
        int[] bfsQueue = new int[count];
        for (int i = 0; i < count; i++) {
            Province f = board.province(convoyers[base + i]);
            if (board.fleetAdjacent(from, f)) {
                bfsSeen[i] = true;
                bfsQueue[tail++] = i;
            }
        }
        while (head < tail) {
            int i = bfsQueue[head++];
            int f = convoyers[base + i];
            if (live && !resolve(f)) continue;
            Province fp = board.province(f);
            if (board.fleetAdjacent(fp, to)) return true;
            for (int j = 0; j < count; j++) {
                if (!bfsSeen[j] && board.fleetAdjacent(fp, board.province(convoyers[base + j]))) {
                    bfsSeen[j] = true;
                    bfsQueue[tail++] = j;
                }
            }
        }
        return false;
    }

    // ---- the result ----

    private MovementResult result(GameState s) {
        List<Outcome> outcomes = new ArrayList<>();
        GameState.Builder b = s.toBuilder().clearDislodged();
        boolean[] moved = new boolean[n];
        Location[] landing = new Location[n];
        for (int p = 0; p < n; p++) {
            if (kind[p] == MOVE && res[p]) {
                moved[p] = true;
                landing[p] = ((Order.Move) order[p]).to();
            }
        }
        for (int x = n; x < n + seconds; x++) {
            if (kind[x] == MOVE && res[x]) landing[parent[x]] = ((Order.Move) order[x]).to();
        }
        int[] dislodgedBy = new int[n];
        Arrays.fill(dislodgedBy, -1);
        for (int q = 0; q < n; q++) {
            for (int i = 0; i < movesIntoCount[q]; i++) {
                int r = movesInto[q * m + i];
                if (res[r] && unit[q] != null && !moved[q]) dislodgedBy[q] = r;
            }
        }
        for (int p = 0; p < n; p++) {
            if (unit[p] == null) continue;
            Order o = order[p] != null ? order[p] : new Order.Hold(unit[p]);
            outcomes.add(outcome(p, o, dislodgedBy[p] >= 0));
            if (moved[p] || dislodgedBy[p] >= 0) b.removeUnit(board.province(p));
            if (dislodgedBy[p] >= 0) {
                int r = dislodgedBy[p];
                b.dislodged(new Dislodgement(unit[p], board.province(at[r]), byConvoy[r]));
            }
        }
        for (int x = n; x < n + seconds; x++) outcomes.add(outcome(x, order[x], false));
        for (int p = 0; p < n; p++) {
            if (moved[p]) b.unit(unit[p].at(landing[p]));
        }
        GameState interim = b.build();
        GameState.Builder b2 = interim.toBuilder();
        for (int q = 0; q < n; q++) {
            if (interim.units[q] != null) continue;
            for (int i = 0; i < movesIntoCount[q]; i++) {
                int r = movesInto[q * m + i];
                if (r >= n && !res[parent[r]]) continue;
                boolean lostHeadToHead = headToHead(r) && res[dest[r]];
                if (!res[r] && !lostHeadToHead && (!byConvoy[r] || pathSucceeds(r))) {
                    b2.standoff(board.province(q));
                    break;
                }
            }
        }
        return new MovementResult(outcomes, b2.build());
    }

    private Outcome outcome(int p, Order o, boolean dislodged) {
        if (p >= n && !res[parent[p]]) return Outcome.failed(o, "not carried out: the first order failed");
        if (p >= n && kind[p] == HOLD) return Outcome.failed(o, "a second order is a move or a support");
        switch (kind[p]) {
            case MOVE:
                if (sortie[p]) return Outcome.failed(o, dislodged ? "sortie; dislodged" : "sortie");
                if (res[p]) return Outcome.ok(o);
                if (byConvoy[p] && !pathSucceeds(p)) {
                    return Outcome.failed(o, pathExists(p, false) ? "convoy disrupted" : "not convoyed");
                }
                return Outcome.failed(o, dislodged ? "bounced, dislodged" : "bounced");
            case SUPPORT_HOLD: case SUPPORT_MOVE:
                if (res[p]) return Outcome.ok(o);
                if (!valid[p]) return Outcome.failed(o, "supported unit did not make that order");
                if (p >= n) return Outcome.failed(o, "cut");
                return Outcome.failed(o, dislodged ? "dislodged" : "cut");
            case CONVOY:
                if (!valid[p]) return Outcome.failed(o, "no matching army move to convoy");
                if (dislodged) return Outcome.failed(o, "dislodged");
                return res[p] ? Outcome.ok(o) : Outcome.failed(o, "convoy failed");
            default:
                if (o instanceof Order.Move) {
                    return Outcome.failed(o, "no fleets ordered to convoy it" + (dislodged ? "; dislodged" : ""));
                }
                return dislodged ? Outcome.failed(o, "dislodged") : Outcome.ok(o);
        }
    }
}
