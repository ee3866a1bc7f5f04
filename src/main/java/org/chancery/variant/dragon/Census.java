package org.chancery.variant.dragon;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;

/**
 * The Autumn Census (§2.1), run as play passes from the Autumn to the Winter: centres change hands, heirs
 * on captured centres are killed, vassals are created, early elimination turns the eliminated into minor
 * powers (§3.3), minor and thrall powers rebuild (§8.2), and victory is checked (§3).
 */
final class Census {
    private final DragonSetup setup;

    Census(DragonSetup setup) { this.setup = setup; }

    /** Mutable working copy of the position during the Census. */
    private static final class Work {
        GameState s;
        DragonState d;
        Heirs heirs;
        final List<String> notes;

        Work(GameState s, List<String> notes) {
            this.s = s;
            this.d = DragonState.read(s);
            this.heirs = Heirs.read(s);
            this.notes = notes;
        }

        GameState done() { return d.write(heirs.write(s.toBuilder())).build(); }
    }

    GameState run(GameState s, List<String> notes) {
        Work w = new Work(s, notes);
        Set<String> captured = takeCentres(w);
        killHeirs(w, captured);
        createVassals(w, captured);
        eliminate(w);
        rebuild(w);
        w.d = w.d.withEnd(Victory.check(setup, w.s, w.d, w.s.phase().year()));
        if (w.d.end() != null) notes.add("Autumn Census: " + w.d.end().reason());
        return w.done();
    }

    /** Centres occupied by another power change hands; minors and thralls that lose theirs are gone. */
    private Set<String> takeCentres(Work w) {
        Set<String> captured = new LinkedHashSet<>();
        GameState.Builder b = w.s.toBuilder();
        for (Province p : w.s.board().provinces()) {
            Unit u = w.s.unitAt(p);
            if (!p.isSupplyCenter() || u == null || u.power().equals(w.s.ownerOf(p))) continue;
            String was = w.s.ownerOf(p);
            b.owner(p, u.power());
            captured.add(p.id());
            if (was != null && w.d.isNeutral(was)) {
                w.notes.add(u.power() + " captured " + p.name() + (w.d.isThrall(was)
                        ? ", ending the " + w.d.neutrals().get(was).controller() + " thrall there" : ", a minor power"));
                w.d = w.d.withNeutral(was, null);
                b.stationary(was, false);
            }
        }
        w.s = b.build();
        return captured;
    }

    /** §10.1: an heir whose centre was captured is killed, whoever captured it. */
    private static void killHeirs(Work w, Set<String> captured) {
        List<Heir> dead = w.heirs.atAny(captured);
        for (Heir h : dead) {
            w.notes.add("the " + h.power() + " heir in " + w.s.board().find(h.at()).orElseThrow().name()
                    + " was killed");
        }
        w.heirs = w.heirs.without(dead);
    }

    /** §10.4: a vassal marriage of the Autumn takes effect unless its location or a capital was captured. */
    private void createVassals(Work w, Set<String> captured) {
        for (DragonState.PendingVassal p : w.d.pending()) {
            Province at = setup.province(p.at());
            String why = null;
            if (captured.contains(p.at())) why = at.name() + " was captured";
            else if (captured.contains(setup.capital(p.giver()).id())) why = p.giver() + "'s capital was captured";
            else if (captured.contains(setup.capital(p.receiver()).id())) why = p.receiver() + "'s capital was captured";
            else if (w.heirs.byId(p.giverHeir()).isEmpty() || w.heirs.byId(p.receiverHeir()).isEmpty()) why = "an heir died";
            if (why != null) {
                w.notes.add("the marriage of the " + p.giver() + " and " + p.receiver() + " heirs at " + at.name()
                        + " failed: " + why);
                continue;
            }
            String name = "v" + setup.initials.get(p.giver()) + setup.initials.get(p.receiver());
            GameState.Builder b = w.s.toBuilder().owner(at, name);
            Unit there = w.s.unitAt(at);
            if (there != null && there.power().equals(p.giver())) {
                b.removeUnit(at).unit(new Unit(name, there.kind(), there.location()));
            }
            w.s = b.build();
            w.heirs = w.heirs.with(w.heirs.byId(p.giverHeir()).orElseThrow().marriedTo(p.receiverHeir(), p.at()));
            w.heirs = w.heirs.with(w.heirs.byId(p.receiverHeir()).orElseThrow().marriedTo(p.giverHeir(), p.at()));
            w.d = w.d.withVassal(name, new DragonState.Vassal(p.at(), p.giver(), p.receiver()));
            w.notes.add("the " + p.giver() + " and " + p.receiver() + " heirs married at " + at.name() + ": the vassal "
                    + name + " is created there, " + p.giver() + " its dowry giver and " + p.receiver()
                    + " its dowry receiver");
        }
        w.d = w.d.withPending(List.of());
    }

    /** §3.3: early and normal elimination of players, then of vassals. */
    private void eliminate(Work w) {
        for (String major : setup.majors()) {
            if (w.d.eliminated().contains(major)) continue;
            boolean ownsCapital = major.equals(w.s.ownerOf(setup.capital(major)));
            String why = null;
            if (w.s.centresOf(major).isEmpty()) why = "controls no supply centre of its own";
            else if (!ownsCapital && !w.heirs.hasLiving(major)) why = "has lost its capital and has no living heir";
            else if (w.d.dropped().contains(major)) why = "dropped out, and the GM applied early elimination";
            if (why == null) continue;
            w.notes.add(major + " is eliminated: it " + why);
            w.d = w.d.withEliminated(major);
            for (String thrall : w.d.thrallsOf(major)) {
                w.d = w.d.withNeutral(thrall, new DragonState.Neutral(w.d.neutrals().get(thrall).centre(), null));
                w.notes.add(thrall + " is a minor power again");
            }
            w.heirs = w.heirs.without(w.heirs.of(major));
            toMinors(w, major);
        }
        for (Map.Entry<String, DragonState.Vassal> e : new TreeMap<>(w.d.vassals()).entrySet()) {
            String vassal = e.getKey();
            String why = null;
            if (!vassal.equals(w.s.ownerOf(setup.province(e.getValue().capital())))) why = "it lost its capital";
            else if (w.d.liveControllers(vassal).isEmpty()) why = "both its controllers are eliminated";
            if (why == null) continue;
            w.notes.add("the vassal " + vassal + " is eliminated: " + why);
            w.heirs = w.heirs.without(w.heirs.at(e.getValue().capital()));
            w.d = w.d.withVassal(vassal, null);
            toMinors(w, vassal);
        }
    }

    /** The power's units are disbanded and each centre it still holds becomes a minor power of its own. */
    private void toMinors(Work w, String power) {
        GameState.Builder b = w.s.toBuilder();
        for (Unit u : w.s.unitsOf(power)) b.removeUnit(u.province());
        List<String> names = new ArrayList<>();
        for (Province p : w.s.centresOf(power)) {
            String minor = p.name();
            b.owner(p, minor).stationary(minor, true);
            w.d = w.d.withNeutral(minor, new DragonState.Neutral(p.id(), null));
            names.add(p.name());
        }
        w.s = b.build();
        if (!names.isEmpty()) w.notes.add(String.join(", ", names) + (names.size() == 1 ? " becomes a minor power" : " become minor powers"));
    }

    /** §8.2: a minor or thrall power with its centre vacant builds the unit the centre started with. */
    private void rebuild(Work w) {
        GameState.Builder b = w.s.toBuilder();
        for (Map.Entry<String, DragonState.Neutral> e : w.d.neutrals().entrySet()) {
            Province p = setup.province(e.getValue().centre());
            if (w.s.unitAt(p) != null || !e.getKey().equals(w.s.ownerOf(p))) continue;
            Unit u = setup.startingUnit(e.getKey(), p);
            b.unit(u);
            w.notes.add(e.getKey() + " builds " + u.shortName());
        }
        w.s = b.build();
    }
}
