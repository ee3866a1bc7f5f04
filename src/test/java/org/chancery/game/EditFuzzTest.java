package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * GM edits at random (add-unit, remove-unit, set-owner, to nobody too) then random legal orders and a whole year
 * forced phase by phase, in every variant: every phase adjudicates, no exception escapes the service, and the
 * stored state stays whole (one unit a place, each on ground it may stand on, centres owned by powers or nobody).
 * More rounds with -Dchancery.fuzz.rounds=N.
 */
class EditFuzzTest {
    private static final int ROUNDS = Integer.getInteger("chancery.fuzz.rounds", 3);

    @ParameterizedTest
    @ValueSource(strings = {"classic", "order-of-the-dragon", "ice-and-fire", "wars-of-the-three-kingdoms",
            "diplomacy-of-the-empire", "europe-1615"})
    void editsThenAYearNeverWedgeTheGame(String variant) {
        for (int round = 0; round < ROUNDS; round++) {
            long seed = variant.hashCode() * 31L + round;
            try (Table t = new Table(variant)) {
                Random r = new Random(seed);
                Rulebook rb = Rulebook.of(variant);
                int edits = 1 + r.nextInt(8);
                for (int i = 0; i < edits; i++) edit(t, rb, r);
                int startYear = t.status().state().phase().year();
                for (int phases = 0; phases < 16 && t.status().game().status().equals("ACTIVE")
                        && t.status().state().phase().year() == startYear; phases++) {
                    orders(t, rb, r);
                    if (r.nextInt(4) == 0) edit(t, rb, r);
                    String code = t.phase();
                    Adjudicator.Report rep = t.service.force(t.gm, t.game, code);
                    if (!rep.done()) fail(variant + " seed " + seed + ": " + rep.message());
                    consistent(t, rb);
                }
                assertTrue(!t.status().game().status().equals("ACTIVE") || t.status().state().phase().year() > startYear,
                        variant + " seed " + seed + " played its year");
            }
        }
    }

    /** One random edit; a refusal (a GameException with its answer) is fine, anything else fails the test. */
    private static void edit(Table t, Rulebook rb, Random r) {
        GameState s = t.status().state();
        List<Province> all = rb.variant().board().provinces();
        Province p = all.get(r.nextInt(all.size()));
        List<String> powers = new ArrayList<>(rb.rules().playablePowers());
        String power = powers.get(r.nextInt(powers.size()));
        try {
            switch (r.nextInt(3)) {
                case 0 -> {
                    List<UnitKind> kinds = rb.variant().board().unitKinds();
                    UnitKind k = kinds.get(r.nextInt(kinds.size()));
                    String where = k.isNaval() && p.hasSplitCoasts() ? p.coasts().get(0).id() : p.id();
                    t.service.gm().addUnit(t.gm, t.game, power, k.abbreviation(), where);
                }
                case 1 -> {
                    List<Unit> units = s.units();
                    if (!units.isEmpty()) t.service.gm().removeUnit(t.gm, t.game, units.get(r.nextInt(units.size())).province().id());
                }
                default -> {
                    List<Province> centres = all.stream().filter(Province::isSupplyCenter).toList();
                    t.service.gm().setOwner(t.gm, t.game, centres.get(r.nextInt(centres.size())).id(),
                            r.nextInt(3) == 0 ? "none" : power);
                }
            }
        } catch (GameException refused) {
            assertNotNull(refused.getMessage());
            org.chancery.PlainWords.check(refused.getMessage(), "an edit");
        }
    }

    /** Random legal orders for some of each power's units (builds in a winter); refusals are fine. */
    private static void orders(Table t, Rulebook rb, Random r) {
        GameState s = t.status().state();
        for (String power : rb.rules().playablePowers()) {
            List<String> lines = new ArrayList<>();
            for (Unit u : s.unitsOf(power)) {
                List<Order> legal = rb.legalOrders(s, u);
                if (!legal.isEmpty() && r.nextInt(3) > 0) lines.add(legal.get(r.nextInt(legal.size())).text());
            }
            List<Order> builds = rb.legalBuilds(s, power);
            if (!builds.isEmpty() && r.nextBoolean()) lines.add(builds.get(r.nextInt(builds.size())).text());
            if (lines.isEmpty()) continue;
            try {
                SubmitResult answer = t.service.orders().submit(t.player(power), t.game, power, String.join("\n", lines), false);
                for (String note : answer.notes()) org.chancery.PlainWords.check(note, power + "'s " + lines);
            } catch (GameException refused) {
                assertNotNull(refused.getMessage());
                org.chancery.PlainWords.check(refused.getMessage(), power + "'s " + lines);
            }
        }
    }

    private static void consistent(Table t, Rulebook rb) {
        GameState s = t.status().state();
        Set<Province> held = new HashSet<>();
        for (Unit u : s.units()) {
            assertTrue(held.add(u.province()), "one unit in " + u.province().id());
            assertTrue(u.kind().canStandOn(u.province()), u + " stands where it may");
        }
        for (Province p : rb.variant().board().provinces()) {
            String owner = s.ownerOf(p);
            assertTrue(owner == null || !owner.isBlank(), p.id() + " is owned by a power or by nobody");
        }
        assertEquals(s.phase().code(), t.service.views().status(t.game).state().phase().code());
    }
}
