package org.chancery.variant.iceandfire;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Unit;
import org.chancery.variant.TextView;
import org.chancery.variant.TextView.Section;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;

/**
 * Ice and Fire in words: each House's centres towards 18, the heirs with where they live, whom they married
 * and who holds them hostage, the executions and the support they bar, the removed Houses, the wildlings,
 * and when a draw may be agreed.
 */
final class IafView {
    private final IafSetup setup;
    private final Hostages hostages;

    IafView(IafSetup setup, Hostages hostages) {
        this.setup = setup;
        this.hostages = hostages;
    }

    TextView of(GameState s, int target, String drawRefusal) {
        IafState st = IafState.read(s);
        Map<String, Integer> totals = new TreeMap<>();
        for (String h : setup.houses()) if (!st.isRemoved(h) && s.livePowers().contains(h)) totals.put(h, s.centreCounts().getOrDefault(h, 0));
        List<String> summary = new ArrayList<>();
        summary.add("Victory at " + target + " centres after an Autumn retreat: " + TextView.progress(totals, target, 3) + ".");
        if (!st.removed().isEmpty()) summary.add("Removed from the game: " + String.join(", ", st.removed()) + ".");
        summary.add(wildlings(s, st));
        summary.add(drawRefusal == null ? "A draw needs every living House's vote." : "No draw yet: " + drawRefusal + ".");
        Map<String, String> notes = new TreeMap<>();
        for (String r : st.removed()) notes.put(r, "removed");
        List<Section> sections = new ArrayList<>();
        sections.add(TextView.victory("Centres towards victory", totals, target));
        sections.add(heirs(s));
        if (!st.executions().isEmpty()) sections.add(executions(st));
        return new TextView(summary, notes, sections);
    }

    private String wildlings(GameState s, IafState st) {
        if (st.wildlingsGone()) return "The wildlings are gone for good: " + setup.beyondTheWall.name() + " was taken.";
        Unit u = s.unitAt(setup.beyondTheWall);
        return u != null && u.power().equals(setup.wildlings) ? "The wildling army holds " + setup.beyondTheWall.name() + "."
                : "The wildlings will raise a new army " + setup.beyondTheWall.name() + " in a Winter while it is empty and neutral.";
    }

    private Section heirs(GameState s) {
        Heirs heirs = Heirs.read(s);
        List<List<String>> rows = new ArrayList<>();
        for (Heir h : heirs.all()) {
            String holder = hostages.holder(s, h);
            rows.add(List.of(IafOrders.heir(h.id()), hostages.place(h), h.spouse() == null ? "unmarried" : IafOrders.heir(h.spouse()),
                    holder == null ? "free" : "hostage of " + holder + (Hostages.inLaw(heirs, h, holder) ? " (an in-law)" : "")));
        }
        return new Section("Heirs and hostages", List.of("Heir", "Lives at", "Married to", "Held"), rows);
    }

    private static Section executions(IafState st) {
        List<List<String>> rows = new ArrayList<>();
        for (IafState.Execution e : st.executions()) {
            rows.add(List.of(e.by(), IafOrders.heir(e.heir()), e.phase(), e.victim() + "'s units may never support " + e.by() + "'s"));
        }
        return new Section("Executions", List.of("By", "Executed", "Phase", "Support barred"), rows);
    }
}
