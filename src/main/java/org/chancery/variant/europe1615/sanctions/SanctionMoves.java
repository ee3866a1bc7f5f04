package org.chancery.variant.europe1615.sanctions;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.engine.MovementResult;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.engine.UnitKind;
import org.chancery.variant.europe1615.E1615Setup;
import org.chancery.variant.europe1615.E1615State;
import org.chancery.variant.europe1615.Politics;
import org.chancery.variant.europe1615.Sanctions;

/**
 * The sanctions in one movement phase: the powers' choices applied first (a cancellation before the rest), choices
 * due this phase and not made lapse, relieved attrition marks go; bribed units hold and forced marches give their
 * two orders; after the moves a fortification falls to an assault backed by three unbroken supports of one power,
 * and levied armies are raised where the province is still the power's and empty.
 */
final class SanctionMoves implements Sanctions.Moves {
    private final E1615Setup setup;
    private final List<String> notes;
    private final Map<String, List<String>> secret;
    private SanctionState ss;
    private GameState position;
    private final Map<Province, String> bribes = new LinkedHashMap<>();
    private final List<Choices.Choice> levies = new ArrayList<>();
    private final Map<Province, Order.Move> firsts = new LinkedHashMap<>();
    private final Map<Province, Order> seconds = new LinkedHashMap<>();

    SanctionMoves(E1615Setup setup, ForcedMarch marches, GameState s, Map<String, List<String>> lines, List<Order> orders,
                  List<String> notes, Map<String, List<String>> secret) {
        this.setup = setup;
        this.notes = notes;
        this.secret = secret;
        this.position = s;
        this.ss = SanctionState.read(s);
        List<String[]> given = new ArrayList<>();
        lines.forEach((p, list) -> list.forEach(l -> given.add(new String[] {p, l})));
        given.sort((a, b) -> Boolean.compare(!isCancellation(a[1]), !isCancellation(b[1])));
        for (String[] g : given) choose(g[0], g[1]);
        lapse();
        for (Order o : orders) if (o instanceof Order.Special x && ForcedMarch.KIND.equals(x.kind())) march(marches, x);
    }

    private static boolean isCancellation(String line) { return line.startsWith(Sanction.CANCELLATION_OPTION.title); }

    private void choose(String power, String line) {
        Politics pol = Politics.of(setup, position);
        Choices.Choice c;
        try {
            c = Choices.read(pol, power, line);
        } catch (Choices.Refused r) {
            YearSelection.note(secret, power, "Your line '" + line + "' did not count: " + r.getMessage() + ".");
            return;
        }
        if (c == null) return;
        SanctionState.Effect e = ss.active(c.sanction());
        switch (c.sanction()) {
            case CANCELLATION_OPTION -> {
                SanctionState.Effect target = ss.active(Sanction.fromJson(c.values().get(0)));
                ss = ss.replace(target, target.end("cancelled by " + power + "'s Cancellation option"));
                ss = ss.replace(ss.active(c.sanction()), ss.active(c.sanction()).withChoice(power, c.values()).end("used"));
                notes.add(power + "'s Cancellation option cancels " + target.sanction().title + ".");
            }
            case TREATY_OF_LYON -> {
                List<String> permitted = new ArrayList<>(e.choices().getOrDefault("France", List.of()));
                permitted.removeAll(c.values());
                if (c.verb().equals("permit")) permitted.addAll(c.values());
                ss = ss.replace(e, e.withChoice("France", permitted));
                notes.add("France " + (c.verb().equals("permit") ? "permits " : "forbids ") + String.join(" and ", c.values())
                        + " to pass through Switzerland (Treaty of Lyon).");
            }
            case BRIBE_A_UNIT -> {
                bribes.put(setup.province(c.values().get(0)), power);
                ss = ss.replace(e, e.withChoice(power, c.values()));
            }
            case LEVY_AN_ARMY -> levies.add(c);
            case RELIEVE_ATTRITION -> {
                E1615State st = E1615State.read(position);
                List<String> marks = new ArrayList<>(st.attrition());
                marks.remove(c.values().get(0));
                position = st.withAttrition(marks).write(position);
                ss = ss.replace(e, e.withChoice(power, c.values()));
                notes.add(power + " relieves the " + setup.province(c.values().get(0)).name() + " unit of its attrition mark.");
            }
            default -> {
                ss = ss.replace(e, e.withChoice(power, c.values()));
                notes.add(power + " chooses for " + c.sanction().title + ": " + Choosing.describe(pol, c) + ".");
            }
        }
        position = ss.write(position);
    }

    /** Choices due by this phase and not made lapse; a sanction left with nothing chosen ends. */
    private void lapse() {
        for (SanctionState.Effect e : ss.active()) {
            if (e.pending().isEmpty() || !Choosing.deadline(e.sanction()) || position.phase().year() < e.year()) continue;
            notes.add(String.join(", ", e.pending()) + " made no choice for " + e.sanction().title + " by the deadline.");
            SanctionState.Effect now = e.withPending(List.of(), null);
            if (now.chosen().isEmpty()) now = now.end("lapsed: nothing was chosen by the deadline");
            ss = ss.replace(e, now);
        }
        position = ss.write(position);
    }

    private void march(ForcedMarch marches, Order.Special x) {
        SanctionState.Effect e = ss.active(Sanction.FORCED_MARCH);
        if (e == null || !e.pending().contains(x.power())) return;
        try {
            ForcedMarch.March m = marches.march(position, x.power(), x.args().get(0), x.args().get(1));
            firsts.put(m.first().province(), m.first());
            seconds.put(m.first().province(), m.second());
            ss = ss.replace(e, e.withChoice(x.power(), List.of(m.first().province().id())));
            position = ss.write(position);
        } catch (Choices.Refused r) {
            YearSelection.note(secret, x.power(), "Your forced march '" + x.text() + "' did not count: " + r.getMessage() + ".");
        }
    }

    @Override public GameState position(GameState s) { return position; }

    @Override
    public List<Order> orders(Politics pol, List<Order> given, List<String> notes) {
        List<Order> out = new ArrayList<>();
        for (Order o : given) if (!firsts.containsKey(o.province()) && !bribes.containsKey(o.province())) out.add(o);
        out.addAll(firsts.values());
        bribes.forEach((p, power) -> {
            Unit u = pol.position().unitAt(p);
            out.removeIf(o -> o.province() == p);
            out.add(new Order.Hold(u));
            seconds.remove(p);
            notes.add("The " + u.displayName() + " (" + u.power() + ") is bribed to hold by " + power + ".");
        });
        return out;
    }

    @Override public Map<Province, Order> seconds() { return seconds; }

    @Override
    public GameState after(Politics pol, MovementResult m, GameState after, List<String> notes) {
        for (SanctionState.Effect e : ss.active()) {
            if (e.sanction().forts() > 0) ss = ss.replace(e, assaulted(e, m, notes));
        }
        GameState.Builder b = after.toBuilder();
        for (Choices.Choice c : levies) {
            Province p = setup.province(c.values().get(1));
            SanctionState.Effect e = ss.active(Sanction.LEVY_AN_ARMY);
            boolean fleet = c.values().get(0).equals("F");
            if (e == null || after.unitAt(p) != null || !c.power().equals(Politics.of(setup, after).holder(p))) {
                YearSelection.note(secret, c.power(), "Your levy in " + p.name() + " was not raised: the province is not yours and"
                        + " empty after the moves; the levy is still yours to use.");
                continue;
            }
            b.unit(new Unit(c.power(), fleet ? UnitKind.FLEET : UnitKind.ARMY, fleet && p.hasSplitCoasts() ? p.coasts().get(0) : p.main()));
            ss = ss.replace(e, e.withChoice(c.power(), List.of(p.id())));
            notes.add(c.power() + " levies " + (fleet ? "a fleet" : "an army") + " in " + p.name() + " (Levy an army).");
        }
        return ss.write(b.build());
    }

    /** Centres whose fortification fell: an assault into it won with three successful supports of one power. */
    private SanctionState.Effect assaulted(SanctionState.Effect e, MovementResult m, List<String> notes) {
        Map<String, List<String>> choices = new LinkedHashMap<>(e.choices());
        for (Outcome o : m.outcomes()) {
            if (!o.succeeded() || !(o.order() instanceof Order.Move mv) || !e.chosen().contains(mv.to().province().id())) continue;
            Map<String, Integer> supports = new LinkedHashMap<>();
            for (Outcome x : m.outcomes()) {
                if (x.succeeded() && x.order() instanceof Order.SupportMove sm && sm.supported().equals(mv.unit()) && sm.to() == mv.to().province()) {
                    supports.merge(sm.unit().power(), 1, Integer::sum);
                }
            }
            if (supports.values().stream().noneMatch(n -> n >= 3)) continue;
            String id = mv.to().province().id();
            choices.replaceAll((p, list) -> list.stream().filter(c -> !c.equals(id)).toList());
            notes.add("The fortification of " + mv.to().province().name() + " falls to an assault backed by three supports.");
        }
        return e.withChoices(choices);
    }
}
