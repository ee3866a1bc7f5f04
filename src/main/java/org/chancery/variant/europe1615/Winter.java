package org.chancery.variant.europe1615;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;

/**
 * Captures as play leaves the Fall, and what follows from them: a unit takes the centre or province it stands
 * in, unless it waived the capture, stands with its own side (an aligned state and its power) or belongs to a
 * neutral state. A captured state leaves the pliant list and its conquests are liberated; Warsaw's and
 * Stockholm's captures wake Lithuania and Livonia; a power whose home centres are all captured is eliminated and
 * its conquests liberated with new units. Abandoned powers are dissolved when Winter begins.
 */
final class Winter {
    private final E1615Setup setup;
    private final Sanctions sanctions;

    Winter(E1615Setup setup, Sanctions sanctions) {
        this.setup = setup;
        this.sanctions = sanctions;
    }

    GameState capture(GameState s, List<String> notes) {
        E1615State st = E1615State.read(s);
        Politics before = new Politics(setup, s, st);
        GameState.Builder b = s.toBuilder();
        Map<String, String> territory = new TreeMap<>(st.territory());
        for (Province p : setup.board.provinces()) {
            Unit u = s.unitAt(p);
            if (u == null || p.kind() == ProvinceKind.SEA) continue;
            String holder = before.holder(p);
            if (!takes(before, u.power(), holder, p)) continue;
            if (p.isSupplyCenter()) b.owner(p, u.power());
            else territory.put(p.id(), u.power());
            notes.add(u.power() + (p.isSupplyCenter() ? " captures " : " annexes ") + p.name()
                    + (holder == null ? "" : " from " + (setup.majors.contains(holder) ? "" : "the state of ") + holder) + ".");
        }
        GameState cur = st.withTerritory(territory).write(b.build());
        cur = fallen(before, cur, notes);
        cur = wake(before, cur, notes);
        return eliminate(cur, notes);
    }

    /** Whether a unit of {@code power} standing in p takes it from {@code holder} this Winter. */
    private boolean takes(Politics pol, String power, String holder, Province p) {
        if (power.equals(holder)) return false;
        if (power.equals(pol.state().waivers().get(p.id()))) return false;
        if (holder != null) {
            String a = pol.side(power), h = pol.side(holder);
            if (a.equals(h) || sanctions.sameSide(pol, a, h)) return false;
        }
        if (!sanctions.mayCapture(pol, pol.side(power), p)) return false;
        MinorState m = pol.ofPower(power);
        return m == null || !pol.neutral(m);
    }

    /** States captured this Winter: their conquests are liberated. */
    private GameState fallen(Politics before, GameState cur, List<String> notes) {
        for (MinorState m : before.all()) {
            Politics now = Politics.of(setup, cur);
            if (m.dormant() && !before.state().awake().contains(m.key())) continue;
            if (before.captured(m) || !now.captured(m)) continue;
            notes.add(m.power() + " is captured: it leaves the pliant states, and its INFs are held in suspension"
                    + " until it is liberated.");
            for (Province c : cur.centresOf(m.power())) if (!m.provinces().contains(c.id())) cur = liberate(cur, c, false, notes);
            cur = releaseTerritory(cur, m.power(), m.provinces());
        }
        return cur;
    }

    /** Lithuania and Livonia become pliant when Warsaw or Stockholm is captured, taking their centre. */
    private GameState wake(Politics before, GameState cur, List<String> notes) {
        for (MinorState m : before.all()) {
            if (!m.dormant() || before.state().awake().contains(m.key())) continue;
            Province trigger = setup.province(m.awakes()), capital = setup.province(m.capital());
            String parent = before.holder(trigger);
            if (parent == null || parent.equals(cur.ownerOf(trigger)) || !parent.equals(cur.ownerOf(capital))) continue;
            E1615State st = E1615State.read(cur);
            List<String> awake = new ArrayList<>(st.awake());
            awake.add(m.key());
            cur = st.withAwake(awake).write(cur.toBuilder().owner(capital, m.power()).build());
            notes.add(m.power() + " becomes a pliant state, as " + trigger.name() + " has fallen.");
        }
        return cur;
    }

    /** Powers whose home centres are all captured: eliminated, units gone, conquests liberated with new units. */
    private GameState eliminate(GameState cur, List<String> notes) {
        for (String p : setup.majors) {
            E1615State st = E1615State.read(cur);
            if (st.isEliminated(p)) continue;
            boolean any = false;
            for (Province h : setup.homeCentres(p)) any |= p.equals(cur.ownerOf(h));
            if (any) continue;
            notes.add(p + " has lost every home centre and is eliminated.");
            cur = dissolve(cur, p, notes);
        }
        return cur;
    }

    /** Removes a power from play: its units disband, its centres are liberated with new units, its provinces freed. */
    GameState dissolve(GameState cur, String power, List<String> notes) {
        GameState.Builder b = cur.toBuilder();
        for (Unit u : cur.unitsOf(power)) b.removeUnit(u.province());
        cur = b.build();
        for (Province c : cur.centresOf(power)) cur = liberate(cur, c, true, notes);
        cur = releaseTerritory(cur, power, List.of());
        E1615State st = E1615State.read(cur);
        List<String> out = new ArrayList<>(st.eliminated());
        if (!out.contains(power)) out.add(power);
        return st.withEliminated(out).write(cur);
    }

    /**
     * A centre set free: it returns to the state whose home it is, or else becomes a new independent state of its
     * own; with {@code unit}, the freed state gets a new unit there (a fleet on a coast, an army inland).
     */
    GameState liberate(GameState cur, Province c, boolean unit, List<String> notes) {
        E1615State st = E1615State.read(cur);
        Politics pol = new Politics(setup, cur, st);
        MinorState home = null;
        for (MinorState m : pol.all()) {
            if (m.provinces().contains(c.id()) && !m.ottoman() && (!m.dormant() || st.awake().contains(m.key()))) {
                if (home == null || m.capital().equals(c.id())) home = m;
            }
        }
        if (home == null) {
            String key = E1615Setup.upper(c.id());
            while (pol.get(key) != null) key = key + "2";
            home = MinorState.raised(key, c.name(), c.id());
            List<MinorState> raised = new ArrayList<>(st.raised());
            raised.add(home);
            st = st.withRaised(raised);
            notes.add(c.name() + " is liberated as a new independent state (" + key + ").");
        } else {
            notes.add(c.name() + " is liberated and returns to " + home.power() + ".");
        }
        GameState.Builder b = cur.toBuilder().owner(c, home.power());
        if (unit && cur.unitAt(c) == null) {
            boolean coast = c.kind() == ProvinceKind.COASTAL;
            Location at = coast && c.hasSplitCoasts() ? c.coasts().get(0) : c.main();
            b.unit(new Unit(home.power(), coast ? UnitKind.FLEET : UnitKind.ARMY, at));
        }
        return st.write(b.build());
    }

    /** Provinces without centres that {@code power} held beyond {@code keep}: back to a live state whose home they are, else unheld. */
    private GameState releaseTerritory(GameState cur, String power, List<String> keep) {
        E1615State st = E1615State.read(cur);
        Politics pol = new Politics(setup, cur, st);
        Map<String, String> t = new TreeMap<>(st.territory());
        st.territory().forEach((id, holder) -> {
            if (!holder.equals(power) || keep.contains(id)) return;
            t.remove(id);
            for (MinorState m : pol.all()) {
                if (m.provinces().contains(id) && !m.power().equals(power) && !pol.captured(m)) t.put(id, m.power());
            }
        });
        return st.withTerritory(t).write(cur);
    }
}
