package org.chancery.variant.dragon;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.TextView;
import org.chancery.variant.TextView.Section;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;

/**
 * Order of the Dragon in words: each player's centres as §3.1 counts them (its own, its thralls', its
 * vassals'), the heirs and whom they married, the thralls and vassals with their controllers, the Diplomacy
 * Points each player has (§9.2), and the cycle cap.
 */
final class DragonView {
    private final DragonSetup setup;
    private final DragonDp dp;

    DragonView(DragonSetup setup, DragonDp dp) {
        this.setup = setup;
        this.dp = dp;
    }

    TextView of(GameState s) {
        DragonState d = DragonState.read(s);
        Map<String, Integer> totals = Victory.totals(setup, s, d);
        int target = setup.victoryCentres;
        List<String> summary = new ArrayList<>();
        summary.add("Victory at " + target + " centres, thralls and vassals counted (§3.1), and strictly the most: "
                + TextView.progress(totals, target, 3) + ".");
        int cycle = (s.phase().year() - setup.firstYear) / setup.yearsPerCycle + 1;
        summary.add(d.cycleCap() > 0 ? "Cycle " + cycle + " of " + d.cycleCap() + ": after the Autumn Census of "
                + (setup.firstYear + setup.yearsPerCycle * (d.cycleCap() - 1)) + " the survivors draw." : "Cycle " + cycle + "; no cycle cap.");
        Map<String, String> notes = new TreeMap<>();
        for (String e : d.eliminated()) notes.put(e, "eliminated");
        for (String e : d.dropped()) notes.put(e, "dropped: eliminated at the next Autumn Census");
        List<Section> sections = new ArrayList<>();
        sections.add(centres(s, d, totals, target));
        sections.add(heirs(s, d));
        sections.add(thralls(s, d));
        if (!d.vassals().isEmpty()) sections.add(vassals(s, d));
        sections.add(points(s, d));
        return new TextView(summary, notes, sections);
    }

    private Section centres(GameState s, DragonState d, Map<String, Integer> totals, int target) {
        Map<String, Integer> counts = s.centreCounts();
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<String, Integer> e : TextView.mostFirst(totals)) {
            String p = e.getKey();
            int thralls = 0, vassals = 0;
            for (String t : d.thrallsOf(p)) thralls += counts.getOrDefault(t, 0);
            for (String v : d.vassalsOf(p)) vassals += counts.getOrDefault(v, 0);
            rows.add(List.of(p, String.valueOf(counts.getOrDefault(p, 0)), String.valueOf(thralls), String.valueOf(vassals),
                    e.getValue() + " of " + target));
        }
        return new Section("Centres for victory (§3.1)", List.of("Power", "Own", "Thralls", "Vassals", "Total"), rows);
    }

    private Section heirs(GameState s, DragonState d) {
        Heirs heirs = Heirs.read(s);
        List<List<String>> rows = new ArrayList<>();
        for (Heir h : heirs.all()) {
            String spouse = "unmarried";
            if (h.married()) {
                Heir other = heirs.byId(h.spouse()).orElse(null);
                spouse = other != null ? "the " + other.power() + " heir" : h.spouse();
                String vassal = s.ownerOf(setup.province(h.at()));
                if (other != null && vassal != null && d.isVassal(vassal)) spouse += " (vassal " + vassal + ")";
                else if (d.isThrall(h.spouse())) spouse += " (thrall)";
            }
            rows.add(List.of(h.power(), setup.province(h.at()).name(), spouse));
        }
        return new Section("Heirs", List.of("Power", "Lives at", "Married to"), rows);
    }

    private Section thralls(GameState s, DragonState d) {
        List<List<String>> rows = new ArrayList<>();
        d.neutrals().forEach((name, n) -> {
            if (!n.isThrall()) return;
            Province p = setup.province(n.centre());
            Unit u = s.unitAt(p);
            rows.add(List.of(name, p.name(), n.controller(), u == null ? "none" : u.shortName()));
        });
        return new Section("Thralls", List.of("Thrall", "Centre", "Controller", "Unit"), rows);
    }

    private Section vassals(GameState s, DragonState d) {
        List<List<String>> rows = new ArrayList<>();
        d.vassals().forEach((name, v) -> rows.add(List.of(name, setup.province(v.capital()).name(), v.giver(), v.receiver(),
                String.valueOf(s.centreCounts().getOrDefault(name, 0)))));
        return new Section("Vassals", List.of("Vassal", "Capital", "Dowry giver", "Dowry receiver", "Centres"), rows);
    }

    private Section points(GameState s, DragonState d) {
        List<List<String>> rows = new ArrayList<>();
        for (String p : setup.majors()) {
            if (d.eliminated().contains(p)) continue;
            Province capital = setup.capital(p);
            List<String> from = new ArrayList<>();
            if (p.equals(s.ownerOf(capital))) from.add("capital");
            for (Heir h : Heirs.read(s).unmarried(p)) if (h.at().equals(capital.id())) { from.add("heir at home"); break; }
            if (!d.thrallsOf(p).isEmpty()) from.add(d.thrallsOf(p).size() + (d.thrallsOf(p).size() == 1 ? " thrall" : " thralls"));
            if (!d.vassalsOf(p).isEmpty()) from.add(d.vassalsOf(p).size() + (d.vassalsOf(p).size() == 1 ? " vassal" : " vassals"));
            rows.add(List.of(p, String.valueOf(dp.budget(s, p)), String.join(", ", from)));
        }
        return new Section("Diplomacy Points each orders phase (§9.2)", List.of("Power", "DP", "From"), rows);
    }
}
