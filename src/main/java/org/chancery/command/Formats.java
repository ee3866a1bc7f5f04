package org.chancery.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Unit;
import org.chancery.game.GameSettings;
import org.chancery.game.ResultLine;
import org.chancery.game.AllocationResult;
import org.chancery.game.SubmitResult;
import org.chancery.game.Views;
import org.chancery.store.PlayerRow;
import org.chancery.variant.TextView;

/** Replies built from service results. */
final class Formats {
    private Formats() {}

    static Reply submitted(SubmitResult r) {
        StringBuilder b = new StringBuilder();
        for (String a : r.accepted()) b.append("accepted: ").append(a).append('\n');
        for (String n : r.notes()) b.append(n).append('\n');
        for (SubmitResult.Rejected x : r.rejected()) {
            b.append("rejected: ").append(x.input()).append(" - ").append(x.reason()).append('\n');
        }
        if (r.accepted().isEmpty() && r.rejected().isEmpty() && r.notes().isEmpty()) b.append("No orders given.\n");
        b.append(standing(r));
        return Reply.privately(b.toString().strip()).titled(r.power() + ", " + r.phase());
    }

    /** A power's own allocations: stored or refused, what each line became, and the points left. */
    static Reply allocations(AllocationResult a, boolean submitted) {
        StringBuilder b = new StringBuilder();
        var check = a.check();
        if (submitted && !check.ok()) b.append("Nothing was stored; fix these and send the whole set again:\n");
        for (String e : check.errors()) b.append("rejected: ").append(e).append('\n');
        for (String w : check.warnings()) b.append("warning: ").append(w).append('\n');
        if (check.ok()) {
            if (check.accepted().isEmpty()) b.append("You have no allocations for ").append(a.phase()).append(".\n");
            else b.append(submitted ? "Stored for " : "Your allocations for ").append(a.phase()).append(": ")
                    .append(String.join("; ", check.accepted())).append('\n');
        }
        if (a.replaced()) {
            b.append("This set replaces your earlier one; ").append(a.dropped().isEmpty() ? "every earlier line is still in it."
                    : "dropped: " + String.join("; ", a.dropped()) + ".").append('\n');
        }
        b.append(a.summary());
        return Reply.privately(b.toString().strip()).titled(a.power() + ", " + a.phase() + " (secret)");
    }

    static String standing(SubmitResult r) {
        if (r.standing().isEmpty()) return "You have no orders for " + r.phase() + " yet.";
        return "Your orders for " + r.phase() + ": " + String.join("; ", r.standing());
    }

    static Reply status(Views.Status s) {
        GameState st = s.state();
        var g = s.game();
        StringBuilder b = new StringBuilder();
        b.append(st.phase().displayName());
        if (g.outcome() != null) b.append(". Game over: ").append(g.outcome());
        else if (g.status().equals("FORMING")) b.append(". Waiting for players; the GM starts the game.");
        else if (s.paused()) b.append(". Paused with ").append(GameSettings.describe(g.pausedLeft() / 60_000)).append(" left.");
        else if (g.deadline() != null) b.append(". Deadline ").append(Times.token(g.deadline())).append('.');
        if (g.status().equals("ACTIVE")) {
            if (s.owing() > 0 || s.optional() == 0) {
                b.append("\nOrders in: ").append(s.submitted()).append(" of ").append(s.owing()).append(" powers.");
            }
            if (s.optional() > 0) {
                b.append(s.owing() > 0 ? " " : "\nNo power owes orders; ").append(s.optional())
                        .append(s.optional() == 1 ? " power may act but need not." : " powers may act but need not.");
            }
        }
        String scoring = GameSettings.fromJson(g.settings()).scoring();
        if (scoring != null) b.append("\nScoring: ").append(scoring).append(g.outcome() == null ? " (the score is given when the game ends)." : ".");
        TextView view = org.chancery.game.Rulebook.of(g.variant()).rules().view(st);
        // once the game is over, the race to victory it describes is over too: the outcome above says how it ended
        if (g.outcome() == null) for (String line : view.summary()) b.append('\n').append(line);
        Table t = new Table(null, List.of("Power", "Player", column(g.variant()), "Units"), new ArrayList<>());
        Map<String, Integer> centres = st.centreCounts();
        for (PlayerRow p : s.seats()) {
            String who = p.userName() == null ? "(open)" : org.chancery.game.Anonymity.on(g) ? "(anonymous)" : p.userName();
            if (p.disorder()) who += " (" + org.chancery.game.Rulebook.of(g.variant()).rules().missedName() + ")";
            String power = view.notes().containsKey(p.power()) ? p.power() + " (" + view.notes().get(p.power()) + ")" : p.power();
            if (org.chancery.game.SeatPlayer.isChancery(p.userId())) power += " (" + org.chancery.game.SeatPlayer.NAME + ")";
            t.rows().add(List.of(power, who, String.valueOf(centres.getOrDefault(p.power(), 0)), units(st, p.power())));
        }
        return Reply.privately(b.toString()).titled("Game #" + g.id() + ": " + g.name()).with(t);
    }

    /** The status table's column for owned provinces: "Centres", or the variant's own word. */
    private static String column(String variant) {
        String name = org.chancery.game.Rulebook.of(variant).rules().centresName();
        return name.equals("Supply centres") ? "Centres" : name;
    }

    /** The whole board in words: the status summary and every section of the variant's view. */
    static Reply board(Views.Status s) {
        GameState st = s.state();
        TextView view = org.chancery.game.Rulebook.of(s.game().variant()).rules().view(st);
        Reply r = Reply.privately(st.phase().displayName() + ".\n" + String.join("\n", view.summary()))
                .titled("Game #" + s.game().id() + ": " + s.game().name() + ", the board");
        for (TextView.Section sec : view.sections()) {
            if (sec.rows().isEmpty()) {
                r = r.with(new Table(sec.title(), List.of("none"), new ArrayList<>()));
                continue;
            }
            r = r.with(new Table(sec.title(), sec.headers(), new ArrayList<>(sec.rows())));
        }
        return r;
    }

    static String units(GameState st, String power) {
        List<String> out = new ArrayList<>();
        for (Unit u : st.unitsOf(power)) out.add(u.shortName());
        for (Dislodgement d : st.dislodged()) if (d.unit().power().equals(power)) out.add(d.unit().shortName() + " (dislodged)");
        return String.join(", ", out);
    }

    static Reply history(Views.PhaseView v, String variant) {
        GameState st = v.state();
        String title = "Game #" + v.gameId() + ": " + st.phase().displayName();
        if (!v.adjudicated()) {
            return Reply.publicly("Not adjudicated yet; orders stay secret until then.").titled(title).with(position(st, column(variant)));
        }
        Map<String, List<String>> byPower = new TreeMap<>();
        for (ResultLine l : v.results()) {
            byPower.computeIfAbsent(l.power(), k -> new ArrayList<>()).add(l.describe());
        }
        Table t = new Table("Orders and results", List.of("Power", "Orders"), new ArrayList<>());
        byPower.forEach((p, list) -> t.rows().add(List.of(p, String.join("; ", list))));
        String text = "Position at the start of the phase, then every order with its result.";
        if (!v.notes().isEmpty()) text += "\n" + String.join("\n", v.notes());
        return Reply.publicly(text).titled(title).with(position(st, column(variant))).with(t);
    }

    /** The position at the start of a phase; {@code column} names the owned provinces as status does. */
    static Table position(GameState st, String column) {
        Table t = new Table("Position", List.of("Power", column, "Units"), new ArrayList<>());
        Map<String, Integer> centres = st.centreCounts();
        for (String p : st.livePowers()) {
            t.rows().add(List.of(p, String.valueOf(centres.getOrDefault(p, 0)), units(st, p)));
        }
        return t;
    }
}
