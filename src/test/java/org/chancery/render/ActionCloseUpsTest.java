package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.Location;
import org.chancery.engine.Order;
import org.chancery.engine.ParseResult;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Turn;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Envelope;

/**
 * A results post leads with close-ups that together hold every centre that changed hands and every unit dislodged
 * (or destroyed where it stood), each readable at Discord's preview size: on busy phases of every board, and on
 * the two the issue names (the Empire's close-up showed the east and missed Italia taking Hispania's home; Europe
 * 1615's missed Catalonia).
 */
class ActionCloseUpsTest {
    @Test
    void busyPhasesOfEveryBoardAreHeldWholeByReadableCloseUps() {
        List<String> missed = new ArrayList<>();
        int phases = 0, spread = 0, most = 0;
        for (String id : VariantLoader.ids()) {
            int busy = 0;
            for (long seed = 1; seed <= 2; seed++) {
                for (BusyPhases.Phase p : BusyPhases.of(id, seed, 8)) {
                    if (p.events() < 2) continue;
                    busy++;
                    int n = check(id, p, missed);
                    if (n > 1) spread++;
                    most = Math.max(most, n);
                }
            }
            assertTrue(busy >= 3, id + ": " + busy + " busy phases");
            phases += busy;
        }
        assertTrue(missed.isEmpty(), missed.size() + " missed:\n" + String.join("\n", missed));
        assertTrue(phases >= 20 && spread >= 5, phases + " busy phases, " + spread + " with more than one close-up");
        System.out.println(phases + " busy phases, " + spread + " with more than one close-up, at most " + most);
    }

    @Test
    void theEmpiresCloseUpsHoldItaliaTakingHispaniasHomeBesidesTheEast() {
        Ruleset r = Rulesets.of("diplomacy-of-the-empire");
        GameState s = r.begin(r.start(), 1).state();
        GameState.Builder b = s.toBuilder();
        move(b, s, "his", "lus");
        move(b, s, "ita", "his");
        // the east: Galatia takes Cilicia and Pontus, Mesopotamia Syria and Arabia, Egyptus Judaea and Cyrene
        place(b, s, "Galatia", "cil");
        place(b, s, "Mesopotamia", "syr");
        place(b, s, "Egyptus", "jud");
        GameState spring = b.build();
        Turn fall = r.play(spring, List.of(), Map.of());
        GameState f = fall.next();
        List<Order> orders = parse(r, f, "Galatia: Inf gal-pon", "Mesopotamia: Inf mes-ara", "Egyptus: Inf egy-cyr");
        Turn t = r.play(f, orders, Map.of());
        BusyPhases.Phase p = new BusyPhases.Phase(f, t.result().outcomes(), t.next());
        assertTrue(p.changed().stream().anyMatch(c -> c.id().equals("his")), "Italia took Hispania: " + p.changed());
        assertTrue(p.changed().size() >= 4, p.changed().toString());
        List<String> missed = new ArrayList<>();
        assertTrue(check("diplomacy-of-the-empire", p, missed) >= 2, "the west and the east");
        assertTrue(missed.isEmpty(), missed.toString());
    }

    @Test
    void europe1615sCloseUpsHoldCataloniaBesidesTheNorth() {
        Ruleset r = Rulesets.of("europe-1615");
        GameState s = r.begin(r.start(), 1).state();
        List<Order> orders = parse(r, s, "Spain: A cas-cat", "Spain: F andl S A cas-cat", "Austria: A boh-sax",
                "Austria: A hun-tra", "Austria: A vie-bav", "Denmark: A hol-mec", "Denmark: F zea-bal", "Denmark: A sca-got",
                "Denmark: F nor-ska", "England: F lon-nth");
        Turn t = r.play(s, orders, Map.of());
        BusyPhases.Phase p = new BusyPhases.Phase(s, t.result().outcomes(), t.next());
        assertTrue(Framing.mustShow(p.before(), p.after(), p.outcomes()).stream().anyMatch(c -> c.id().equals("cat")),
                "Catalonia's army is destroyed where it stood");
        List<String> missed = new ArrayList<>();
        assertTrue(check("europe-1615", p, missed) >= 1);
        assertTrue(missed.isEmpty(), missed.toString());
        List<String> first = Framing.actions(BoardShapes.of(r.variant()), p.before(), p.after(), p.outcomes()).get(0);
        assertTrue(first.contains("cat"), "Catalonia, the only capture, leads: " + first);
    }

    /** Checks a phase's close-ups; adds what they miss to {@code missed}; returns how many there are. */
    static int check(String id, BusyPhases.Phase p, List<String> missed) {
        Ruleset r = Rulesets.of(id);
        BoardShapes shapes = BoardShapes.of(r.variant());
        List<List<String>> all = Framing.actions(shapes, p.before(), p.after(), p.outcomes());
        List<Envelope> frames = new ArrayList<>();
        for (List<String> ids : all) {
            Envelope frame = Framing.frame(shapes, ids);
            frames.add(frame);
            assertEquals(RenderOptions.CLOSE_UP_WIDTH, Framing.width(frame, shapes.details().unit),
                    id + " " + p.before().phase().code() + ": a close-up readable at 480 px, not " + frame);
        }
        String where = id + " " + p.before().phase().code() + ": ";
        for (Province c : p.changed()) {
            List<Point2D> pts = new ArrayList<>(List.of(shapes.unitPoint(c.main())));
            if (shapes.centrePoint(c) != null) pts.add(shapes.centrePoint(c));
            if (!inOne(frames, pts)) missed.add(where + c.name() + " changed hands");
        }
        for (var d : p.after().dislodged()) {
            if (!inOne(frames, List.of(shapes.unitPoint(d.unit().location())))) missed.add(where + d.unit() + " dislodged");
        }
        for (Province q : Framing.mustShow(p.before(), p.after(), p.outcomes())) {
            List<Point2D> pts = new ArrayList<>();
            for (Location l : q.coasts()) pts.add(shapes.unitPoint(l));
            pts.add(shapes.unitPoint(q.main()));
            if (!inOne(frames, pts)) missed.add(where + q.name() + " not framed");
        }
        return all.size();
    }

    private static boolean inOne(List<Envelope> frames, List<Point2D> pts) {
        for (Envelope f : frames) {
            if (pts.stream().allMatch(pt -> f.contains(pt.getX(), pt.getY()))) return true;
        }
        return false;
    }

    private static List<Order> parse(Ruleset r, GameState s, String... lines) {
        List<Order> out = new ArrayList<>();
        for (String l : lines) {
            String[] pw = l.split(": ", 2);
            ParseResult pr = r.parse(s, pw[0], pw[1]);
            assertTrue(pr instanceof ParseResult.Ok, l + ": " + pr);
            out.add(((ParseResult.Ok) pr).order());
        }
        return out;
    }

    private static void move(GameState.Builder b, GameState s, String from, String to) {
        Unit u = s.unitAt(s.board().find(from).orElseThrow());
        b.removeUnit(u.location().province());
        b.unit(new Unit(u.power(), u.kind(), s.board().find(to).orElseThrow().main()));
    }

    private static void place(GameState.Builder b, GameState s, String power, String at) {
        Unit like = s.unitsOf(power).get(0);
        b.unit(new Unit(power, like.kind(), s.board().find(at).orElseThrow().main()));
    }
}
