package org.chancery.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.game.GameService;
import org.chancery.game.Rulebook;
import org.chancery.store.GameRow;
import org.chancery.variant.VariantLoader;

/** Autocomplete: the caller's games, powers, own units, legal orders for them, provinces, phases, variants. */
final class Completer {
    static final int MAX = 25;
    private final GameService service;
    private final GameFinder games;

    Completer(GameService service, GameFinder games) {
        this.service = service;
        this.games = games;
    }

    List<Choice> complete(Request r, OptionSpec option, String typed) {
        String t = typed.toLowerCase(Locale.ROOT).strip();
        List<Choice> out = new ArrayList<>();
        switch (option.completion()) {
            case GAME -> {
                for (GameRow g : service.gamesOf(r.caller().userId())) add(out, t, "#" + g.id() + " " + g.name(), String.valueOf(g.id()));
            }
            case VARIANT -> {
                for (String id : service.boards().names(r.caller().dm() ? null : r.caller().guildId())) add(out, t, id, id);
            }
            case ALLOCATION -> allocations(r, typed.strip(), out);
            case SETTING -> {
                for (String k : List.of("movement", "retreat", "adjustment", "fixed", "zone", "grace", "remind", "nmr", "palette", "visibility", "page", "scoring", "league")) add(out, t, k, k);
            }
            case POWER -> {
                Rulebook rb = rulebook(r);
                for (String p : rb.rules().playablePowers()) add(out, t, p, p);
            }
            case PROVINCE -> {
                for (Province p : ProvinceSearch.find(rulebook(r).variant().board(), t)) {
                    if (out.size() >= MAX) break;
                    out.add(new Choice(p.name() + " (" + p.id() + ")", p.id()));
                }
            }
            case AREA -> {
                var v = rulebook(r).variant();
                for (String a : org.chancery.render.Areas.names(v)) add(out, t, a, a);
                for (Province p : v.board().provinces()) {
                    if (p.id().startsWith(t) || p.name().toLowerCase(Locale.ROOT).startsWith(t)) out.add(new Choice(p.name(), p.id()));
                }
            }
            case PHASE -> {
                for (String code : service.views().phaseCodes(games.find(r))) add(out, t, code, code);
            }
            case UNIT -> {
                for (Unit u : myUnits(r)) add(out, t, u.shortName(), u.shortName());
            }
            case ORDER -> orders(r, typed.strip(), out);
            case NONE -> {
                for (String c : option.choices()) add(out, t, c, c);
            }
        }
        return out.size() > MAX ? out.subList(0, MAX) : out;
    }

    /**
     * Legal orders for the caller's units. For a multi-order text, only the part after the last separator is
     * completed, and the choice's value keeps what came before.
     */
    private void orders(Request r, String typed, List<Choice> out) {
        long id = games.find(r);
        String power = myPower(r, id);
        if (power == null) return;
        Rulebook rb = rulebook(r);
        GameState s = service.views().status(id).state();
        int cut = Math.max(typed.lastIndexOf(';'), typed.lastIndexOf('\n'));
        String before = cut < 0 ? "" : typed.substring(0, cut + 1) + " ";
        String last = typed.substring(cut + 1).strip().toLowerCase(Locale.ROOT);
        List<Order> legal = new ArrayList<>();
        if (s.phase().type() == PhaseType.ADJUSTMENT) {
            legal.addAll(rb.legalBuilds(s, power));
            for (Unit u : s.unitsOf(power)) legal.addAll(rb.legalOrders(s, u));
        } else {
            for (Unit u : myUnits(r)) legal.addAll(rb.legalOrders(s, u));
        }
        for (Order o : legal) {
            if (out.size() >= MAX) break;
            if (o.text().toLowerCase(Locale.ROOT).startsWith(last)) out.add(new Choice(o.text(), before + o.text()));
        }
    }

    /** Allocation lines the caller may give: a point on each order of each unit it may allocate to. */
    private void allocations(Request r, String typed, List<Choice> out) {
        long id = games.find(r);
        String power = myPower(r, id);
        Rulebook rb = rulebook(r);
        if (power == null || rb.rules().allocations().isEmpty()) return;
        GameState s = service.views().status(id).state();
        int cut = Math.max(typed.lastIndexOf(';'), typed.lastIndexOf('\n'));
        String before = cut < 0 ? "" : typed.substring(0, cut + 1) + " ";
        String last = typed.substring(cut + 1).strip().toLowerCase(Locale.ROOT);
        boolean pointed = rb.rules().allocations().get().pointed(s);
        String points = last.matches("\\d+.*") ? last.replaceAll("^(\\d+).*", "$1") : "1";
        String rest = pointed ? last.replaceFirst("^\\d+\\s*", "") : last;
        for (String line : rb.rules().allocations().get().suggestions(s, power)) {
            if (out.size() >= MAX) break;
            if (line.toLowerCase(Locale.ROOT).startsWith(rest)) {
                String full = pointed ? points + " " + line : line;
                out.add(new Choice(full, before + full));
            }
        }
    }

    private List<Unit> myUnits(Request r) {
        long id = games.find(r);
        String power = myPower(r, id);
        List<Unit> out = new ArrayList<>();
        if (power == null) return out;
        GameState s = service.views().status(id).state();
        if (s.phase().type() == PhaseType.RETREAT) {
            for (Dislodgement d : s.dislodged()) if (d.unit().power().equals(power)) out.add(d.unit());
        } else {
            out.addAll(s.unitsOf(power));
        }
        return out;
    }

    private String myPower(Request r, long id) {
        for (var seat : service.players(id)) if (r.caller().userId().equals(seat.userId())) return seat.power();
        return null;
    }

    private Rulebook rulebook(Request r) {
        GameRow g = service.game(games.find(r));
        return Rulebook.of(g.variant());
    }

    private static void add(List<Choice> out, String typed, String label, String value) {
        if (label.toLowerCase(Locale.ROOT).contains(typed)) out.add(new Choice(label, value));
    }
}
