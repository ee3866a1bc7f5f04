package org.chancery.command;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Unit;
import org.chancery.game.GameService;
import org.chancery.game.Rulebook;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.store.NoticeRow;
import org.chancery.variant.Allocations;
import org.chancery.variant.Ruleset;
import org.chancery.variant.economy.Treasury;
import org.chancery.variant.europe1615.E1615State;
import org.chancery.variant.europe1615.sanctions.SanctionState;

/**
 * One seeded random game played through the command layer, as the console and Discord play it, watched for
 * leaks. Every player gives random legal orders (and random allocations where the variant has them); the GM also
 * plays the first power. At each phase, before and after the orders are in, every text a player, the GM or a
 * bystander in the channel receives is gathered (status, board, history, their own orders, allocations, ledger and
 * sanctions, the GM's log and export, the map's SVG, every post and DM) and searched for the secrets of powers that
 * are not theirs:
 * <ul>
 *   <li>this phase's orders and secret choices before the results (only where they were absent before the orders
 *   were given, so that last phase's "A par H" is not taken for this phase's);</li>
 *   <li>allocation lines with their points ("3 A bud-ser", "9: WUR"), which stay secret (Dragon until the end,
 *   Europe 1615's amounts for ever);</li>
 *   <li>treasuries as the game words them ("Italia holds 15", "Italia's treasury: 15", "Italia holds only 15") and
 *   each new ledger line;</li>
 *   <li>each hand of sanctions as its list, and the seed that dealt them.</li>
 * </ul>
 * The GM's export is also read as data: another power's current orders or allocations, treasury, ledger, INFs,
 * spending or hand in any phase's position is a leak however it is spelt.
 */
final class SecrecyNet {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String KIBITZER = "(bystander)";

    /** A deliberate leak, to show the net catches one. */
    enum Leak {
        NONE,
        /** the whole export, as game export gave it to any GM before */
        FULL_EXPORT,
        /** a results post that names a treasury, as the Empire's did */
        TREASURY_IN_RESULTS,
        /** the status shows the orders given so far */
        ORDERS_IN_STATUS,
        /** the bystander's status shows a private press message */
        PRESS_IN_STATUS,
        /** the bystander's status names a player of an anonymous game */
        NAME_IN_STATUS
    }

    final String variant;
    private final Random rnd;
    private final Leak leak;
    private final Database db;
    private final GameService service;
    private final Commands commands;
    private final Ruleset rules;
    private final long game;
    private final Caller gm;
    private final Caller kibitzer;
    private final Map<String, Caller> seats = new LinkedHashMap<>();
    private final String gmPower;
    private final TestClock clock;
    /** Press sent each phase, and in an anonymous game the players' names, watched as secrets too. */
    final PressNet press;

    final List<String> leaks = new ArrayList<>();
    /** Every post in the channel so far: orders given in earlier phases are public there. */
    private final StringBuilder record = new StringBuilder();
    int texts;
    long chars;
    int phases;
    /** Years played: a turn of the calendar each (Order of the Dragon's turns are five years long). */
    int years;
    int orders;
    int allocations;

    /** Allocation lines with points, by power and the year given. */
    private final Map<String, Map<String, Integer>> pointed = new HashMap<>();
    /** Texts of the phase before the orders were given, by viewer and command. */
    private Map<String, String> before = new HashMap<>();

    SecrecyNet(String variant, List<String> setup, long seed, Leak leak) { this(variant, setup, seed, leak, false); }

    /** With {@code anonymous}, the game hides who plays which power, and every player's name and id is a secret too. */
    SecrecyNet(String variant, List<String> setup, long seed, Leak leak, boolean anonymous) {
        this.variant = variant;
        this.rnd = new Random(seed);
        this.leak = leak;
        this.db = Database.inMemory();
        this.clock = TestClock.at("2030-01-01T00:00:00Z");
        this.service = new GameService(db, clock);
        this.commands = new Commands(service, new RenderedMaps());
        this.rules = Rulebook.of(variant).rules();
        this.press = new PressNet(rnd, anonymous);
        List<String> powers = rules.playablePowers();
        gmPower = powers.get(0);
        this.gm = new Caller(press.id(gmPower), anonymous ? press.name(gmPower) : "Gina", "g1", "c1", false, false);
        this.kibitzer = new Caller("u-kib", "Kit", "g1", "c1", false, false);
        ok(commands.run("game create", gm, Map.of("variant", variant, "name", "Net " + seed)));
        this.game = service.gameIn("g1", "c1").id();
        if (anonymous) {
            ok(commands.run("game settings", gm, Map.of("key", "anonymous", "value", "yes")));
            ok(commands.run("game settings", gm, Map.of("key", "press", "value", "relay")));
        }
        for (String p : powers) {
            Caller c = p.equals(gmPower) ? gm : new Caller(press.id(p), press.name(p), "g1", "c1", false, false);
            seats.put(p, c);
            ok(commands.run("join", c, Map.of("power", p)));
        }
        ok(commands.run("game settings", gm, Map.of("key", "nmr", "value", "0")));
        for (String line : setup) {
            String[] w = line.split(" ", 2);
            ok(commands.run("game rule", gm, Map.of("action", w[0], "value", w[1])));
        }
        ok(commands.run("game start", gm, Map.of()));
    }

    /** The game imported from the GM's export (its public facts and the GM's own secrets) into another channel. */
    private SecrecyNet(SecrecyNet from, String channel) {
        this.variant = from.variant;
        this.rnd = from.rnd;
        this.leak = from.leak;
        this.db = from.db;
        this.service = from.service;
        this.commands = from.commands;
        this.rules = from.rules;
        this.gmPower = from.gmPower;
        this.press = from.press;
        this.clock = from.clock;
        from.pointed.forEach((p, lines) -> pointed.put(p, new LinkedHashMap<>(lines)));
        record.append(from.record);
        this.gm = new Caller(from.gm.userId(), from.gm.userName(), "g1", channel, false, false);
        this.kibitzer = new Caller("u-kib", "Kit", "g1", channel, false, false);
        String export = text(from.run("game export", from.gm, Map.of()));
        ok(commands.run("game import", gm, Map.of("export", export.substring(export.indexOf('{')))));
        this.game = service.gameIn("g1", channel).id();
        from.seats.forEach((p, c) -> seats.put(p, new Caller(c.userId(), c.userName(), "g1", channel, false, false)));
        for (NoticeRow n : service.pendingNotices(game)) {
            if (n.audience().equals("gm")) imported = n.text();
        }
    }

    /** What the GM was told of the import. */
    String imported;

    /** The game as its GM's export has it, imported into another channel, to play on. */
    SecrecyNet imported() { return new SecrecyNet(this, "c2"); }

    boolean ended() { return service.game(game).status().equals("ENDED"); }

    void close() { db.close(); }

    private Reply ok(Reply r) {
        if (r.error()) throw new IllegalStateException(variant + ": " + r.plain());
        return r;
    }

    /** Plays until {@code years} years have been adjudicated or the game ends. */
    SecrecyNet play(int wanted) {
        GameState s = state();
        Set<Integer> seen = new TreeSet<>();
        gather(s, Map.of(), true);
        notices(s, s, Map.of());
        while (!service.game(game).status().equals("ENDED") && (seen.size() < wanted || seen.contains(s.phase().year()))) {
            seen.add(s.phase().year());
            Map<String, List<String>> current = give(s);
            press.send(commands, game, seats);
            clock.advance(java.time.Duration.ofHours(1));
            notices(s, s, current);
            boolean yearly = s.phase().year() != (phases == 0 ? Integer.MIN_VALUE : lastYear);
            lastYear = s.phase().year();
            gather(s, current, yearly);
            ok(run("game adjudicate", gm, Map.of("phase", s.phase().code())));
            lastCode = s.phase().code();
            shared.clear();
            GameState next = state();
            notices(s, next, Map.of());
            phases++;
            s = next;
            before = new HashMap<>();
            if (service.game(game).status().equals("ENDED")) break; // then every secret may be told
            gather(s, Map.of(), false);
        }
        years = seen.size();
        exportCheck();
        return this;
    }

    private int lastYear;
    private int yearsGathered;
    private String lastCode;

    private GameState state() { return service.views().status(game).state(); }

    // ---- playing ----

    /** Random legal orders and allocations for every power; returns what each has standing (its current secrets). */
    private Map<String, List<String>> give(GameState s) {
        Map<String, List<String>> current = new TreeMap<>();
        for (Map.Entry<String, Caller> seat : seats.entrySet()) {
            String p = seat.getKey();
            List<String> texts = new ArrayList<>();
            long t0 = System.nanoTime();
            for (Order o : randomOrders(s, p)) texts.add(o.text());
            nanos.merge("(legal orders)", System.nanoTime() - t0, Long::sum);
            String proxy = proxy(s, p);
            if (proxy != null) texts.add(0, proxy);
            List<String> mine = new ArrayList<>();
            if (!texts.isEmpty()) {
                run("order", seat.getValue(), Map.of("orders", String.join("; ", texts), "power", p));
                mine.addAll(service.orders().mine(seat.getValue().actor(), game, p).standing());
                orders += mine.size();
            }
            if (rules.allocations().isPresent()) mine.addAll(allocate(s, p, seat.getValue(), rules.allocations().get()));
            if (!mine.isEmpty()) current.put(p, mine);
        }
        return current;
    }

    private List<Order> randomOrders(GameState s, String p) {
        List<Order> out = new ArrayList<>();
        if (s.phase().type() == PhaseType.ADJUSTMENT) {
            List<Order> builds = new ArrayList<>(rules.legalBuilds(s, p));
            Collections.shuffle(builds, rnd);
            int owed = rules.owed(s).getOrDefault(p, 0);
            int n = Math.min(builds.size(), Math.max(owed, rnd.nextInt(3)));
            return builds.subList(0, n);
        }
        List<Unit> units = new ArrayList<>();
        if (s.phase().type() == PhaseType.RETREAT) {
            for (Dislodgement d : s.dislodged()) if (d.unit().power().equals(p)) units.add(d.unit());
        } else {
            units.addAll(s.unitsOf(p));
        }
        Collections.shuffle(units, rnd);
        for (Unit u : units.subList(0, Math.min(units.size(), 6))) {
            // every legal order of a unit (supports and convoys too) costs tens of milliseconds on W3K's board of 70
            // units: two units a phase on a large board get them, the others a hold or a move
            boolean full = s.board().size() < 200 || rnd.nextInt(seats.size() * 6) < 1;
            List<Order> legal = full || s.phase().type() != PhaseType.MOVEMENT ? rules.legalOrders(s, u) : moves(s, u);
            if (!legal.isEmpty()) out.add(legal.get(rnd.nextInt(legal.size())));
        }
        return out;
    }

    /**
     * Now and then a W3K unit put under another power's orders for this phase: the grantee alone is told, so the
     * proxy order is the grantee's to know as well as its owner's.
     */
    private String proxy(GameState s, String p) {
        if (!variant.equals("wars-of-the-three-kingdoms") || s.phase().type() != PhaseType.MOVEMENT || rnd.nextInt(3) > 0) return null;
        List<Unit> mine = s.unitsOf(p);
        if (mine.isEmpty()) return null;
        Unit u = mine.get(rnd.nextInt(mine.size()));
        List<String> others = new ArrayList<>(seats.keySet());
        others.remove(p);
        String to = others.get(rnd.nextInt(others.size()));
        String text = (u.kind().isNaval() ? "Fleet " : "Army ") + u.province().name() + " is under the orders of the " + to;
        if (!(rules.parse(s, p, text) instanceof org.chancery.engine.ParseResult.Ok ok)) return null;
        proxies++;
        shared.computeIfAbsent(to, k -> new TreeSet<>()).add(ok.order().text());
        return text;
    }

    /** Proxy orders given this phase, by grantee. */
    private final Map<String, Set<String>> shared = new HashMap<>();
    int proxies;

    /** The unit's hold and its moves to where it can reach, as the variant reads them. */
    private List<Order> moves(GameState s, Unit u) {
        List<Order> out = new ArrayList<>();
        List<String> texts = new ArrayList<>(List.of(u.shortName() + " H"));
        for (org.chancery.engine.Province p : s.board().provinces()) {
            if (s.board().canReach(u.kind(), u.location(), p)) texts.add(u.shortName() + "-" + p.id());
        }
        for (String t : texts) {
            if (rules.parse(s, u.power(), t) instanceof org.chancery.engine.ParseResult.Ok ok) out.add(ok.order());
        }
        return out;
    }

    /** A random set of allocation lines within the budget; what was stored. */
    private List<String> allocate(GameState s, String p, Caller c, Allocations a) {
        long t0 = System.nanoTime();
        List<String> options = a.pointed(s) && variant.equals("order-of-the-dragon") ? bids(s, p) : new ArrayList<>(a.suggestions(s, p));
        nanos.merge("(suggestions)", System.nanoTime() - t0, Long::sum);
        if (options.isEmpty()) return List.of();
        Collections.shuffle(options, rnd);
        List<String> lines = new ArrayList<>();
        if (!a.pointed(s)) {
            lines.add(options.get(0));
        } else {
            int budget = a.budget(s, p);
            for (int i = 0; i < Math.min(options.size(), 1 + rnd.nextInt(4)) && budget > 0; i++) {
                int n = 1 + rnd.nextInt(budget);
                budget -= n;
                lines.add(n + " " + options.get(i));
            }
        }
        if (lines.isEmpty()) return List.of();
        Reply r = run("allocate", c, Map.of("allocations", String.join("; ", lines), "power", p));
        if (r.error() && lines.size() > 1) r = run("allocate", c, Map.of("allocations", lines.get(0), "power", p));
        if (r.error()) return List.of();
        List<String> stored = service.orders().myAllocations(c.actor(), game, p).check().accepted();
        allocations += stored.size();
        if (a.pointed(s)) {
            for (String line : stored) pointed.computeIfAbsent(p, k -> new LinkedHashMap<>()).put(line, s.phase().year());
            return List.of();
        }
        return stored;
    }

    /**
     * Orders for a few random units no player owns (Order of the Dragon's minors and thralls), to bid on: listing
     * every one, as the variant's suggestions do for autocompletion, takes a second a power.
     */
    private List<String> bids(GameState s, String p) {
        List<Unit> open = new ArrayList<>();
        for (Unit u : s.units()) if (!seats.containsKey(u.power())) open.add(u);
        Collections.shuffle(open, rnd);
        List<String> out = new ArrayList<>();
        for (Unit u : open.subList(0, Math.min(3, open.size()))) {
            List<Order> legal = rules.legalOrders(s, u);
            if (!legal.isEmpty()) out.add(legal.get(rnd.nextInt(legal.size())).text());
        }
        return out;
    }

    // ---- what each viewer receives ----

    /** Gathers and checks what everyone receives now; {@code current} are this phase's secrets, given since. */
    private void gather(GameState s, Map<String, List<String>> current, boolean yearly) {
        Map<String, Set<String>> secrets = standing(s, s);
        List<String> viewers = new ArrayList<>(seats.keySet());
        String someone = viewers.get(rnd.nextInt(viewers.size()));
        Map<String, String> now = new HashMap<>();
        for (String name : List.of("status", "board", "history", "history before")) {
            Map<String, String> options = new HashMap<>();
            if (name.equals("history")) options.put("phase", s.phase().code());
            if (name.equals("history before")) {
                if (lastCode == null) continue;
                options.put("phase", lastCode);
            }
            String command = name.split(" ")[0];
            now.put(KIBITZER + "|" + name, text(run(command, kibitzer, options)));
            now.put(someone + "|" + name, text(run(command, seats.get(someone), options)));
        }
        for (Map.Entry<String, Caller> seat : seats.entrySet()) {
            String p = seat.getKey();
            Map<String, String> mine = Map.of("power", p);
            now.put(p + "|orders", text(run("orders", seat.getValue(), mine)));
            if (rules.allocations().isPresent()) now.put(p + "|allocations", text(run("allocations", seat.getValue(), mine)));
            if (Treasury.read(s).talents().containsKey(p) || s.extras().containsKey(Treasury.KEY)) {
                now.put(p + "|ledger", text(run("ledger", seat.getValue(), mine)));
            }
            for (Ruleset.PrivateView v : rules.privateViews()) {
                now.put(p + "|" + v.name(), text(run(v.name(), seat.getValue(), mine)));
            }
        }
        // the league: the server's standings to a bystander, and a player's own record
        now.put(KIBITZER + "|league", text(run("league", kibitzer, Map.of())));
        now.put(someone + "|league me", text(run("league", seats.get(someone), Map.of("record", "me"))));
        now.put(gmPower + "|log", text(run("game log", gm, Map.of())));
        for (Map.Entry<String, Caller> seat : seats.entrySet()) {
            now.put(seat.getKey() + "|press log", text(run("press log", seat.getValue(), Map.of("power", seat.getKey()))));
        }
        now.put(KIBITZER + "|press log", text(run("press log", kibitzer, Map.of())));
        if (yearly && yearsGathered++ % 5 == 0) {
            now.put(KIBITZER + "|map", text(run("map", kibitzer, Map.of("format", "svg"))));
            now.put(someone + "|map preview", text(run("map", seats.get(someone), Map.of("format", "svg",
                    "preview", "preview"))));
        }
        if (yearly) {
            String export = text(run("game export", gm, Map.of()));
            if (leak == Leak.FULL_EXPORT) export = service.archive().exportAll(game);
            now.put(gmPower + "|export", export);
            exportData(export);
        }
        if (leak == Leak.ORDERS_IN_STATUS) {
            now.merge(KIBITZER + "|status", String.valueOf(current), (a, b) -> a + "\n" + b);
        }
        if (leak == Leak.PRESS_IN_STATUS) now.merge(KIBITZER + "|status", now.get(seats.keySet().iterator().next()
                + "|press log"), (a, b) -> a + "\n" + b);
        if (leak == Leak.NAME_IN_STATUS) now.merge(KIBITZER + "|status", seats.values().iterator().next().userName(),
                (a, b) -> a + "\n" + b);
        for (Map.Entry<String, String> e : now.entrySet()) {
            String viewer = e.getKey().substring(0, e.getKey().indexOf('|'));
            Set<String> own = new TreeSet<>(secrets.getOrDefault(viewer, Set.of()));
            own.addAll(asSets(current).getOrDefault(viewer, Set.of()));
            own.addAll(pointedNow(viewer, s));
            own.addAll(shared.getOrDefault(viewer, Set.of()));
            check(viewer, e.getKey(), e.getValue(), secrets, null, own);
            String command = e.getKey().substring(e.getKey().indexOf('|') + 1);
            String baseline = before.getOrDefault(e.getKey(), before.getOrDefault(KIBITZER + "|" + command, ""));
            check(viewer, e.getKey(), e.getValue(), asSets(current), baseline, own);
            press.scan(variant, s.phase().code(), viewer, e.getKey(), e.getValue(), leaks);
        }
        before = now;
    }

    /** Posts and DMs since the last call, each checked against what its readers may not know. */
    private void notices(GameState was, GameState now, Map<String, List<String>> current) {
        Map<String, Set<String>> secrets = standing(was, now);
        Map<String, Set<String>> orders = asSets(current);
        for (NoticeRow n : service.pendingNotices(game)) {
            String text = n.text();
            if (leak == Leak.TREASURY_IN_RESULTS && n.results()) text += "\n" + treasuryLine(was);
            String viewer = switch (n.audience()) {
                case "public" -> KIBITZER;
                case "gm" -> gmPower;
                default -> n.audience().substring("power:".length());
            };
            Set<String> own = new TreeSet<>(secrets.getOrDefault(viewer, Set.of()));
            own.addAll(orders.getOrDefault(viewer, Set.of()));
            own.addAll(shared.getOrDefault(viewer, Set.of()));
            check(viewer, "notice to " + n.audience(), text, secrets, null, own);
            // this phase's orders, before the results: only where they were not public before
            check(viewer, "notice to " + n.audience(), text, orders, "", own);
            press.scan(variant, was.phase().code(), viewer, "notice to " + n.audience(), text, leaks);
            if (n.audience().equals("public")) record.append(text).append('\n');
            service.delivered(n.id());
        }
    }

    private static String treasuryLine(GameState s) {
        Treasury t = Treasury.read(s);
        for (Map.Entry<String, Integer> e : t.talents().entrySet()) {
            if (e.getValue() > 0) return "(not enough money: the builds cost 99 talents and " + e.getKey() + " holds " + e.getValue() + ")";
        }
        return "";
    }

    final Map<String, Long> nanos = new TreeMap<>();

    private Reply run(String name, Caller c, Map<String, String> options) {
        long t0 = System.nanoTime();
        try {
            return commands.run(name, c, options);
        } finally {
            long t = System.nanoTime() - t0;
            nanos.merge(name, t, Long::sum);
            if (name.equals("map") && Boolean.getBoolean("chancery.secrecy.timing")) System.out.println("map " + t / 1_000_000 + " ms");
        }
    }

    private static String text(Reply r) {
        StringBuilder b = new StringBuilder(r.plain());
        for (Attachment a : r.attachments()) {
            if (!a.filename().endsWith(".png")) b.append('\n').append(new String(a.data(), StandardCharsets.UTF_8));
        }
        return b.toString();
    }

    // ---- the secrets ----

    /** The secrets that stay secret, as they would be written, by owner: treasuries, ledgers, hands, allocations. */
    private Map<String, Set<String>> standing(GameState was, GameState now) {
        long t0 = System.nanoTime();
        try {
            return standing0(was, now);
        } finally {
            nanos.merge("(secrets)", System.nanoTime() - t0, Long::sum);
        }
    }

    private Map<String, Set<String>> standing0(GameState was, GameState now) {
        Map<String, Set<String>> out = new TreeMap<>();
        for (GameState s : List.of(was, now)) {
            Treasury t = Treasury.read(s);
            for (Map.Entry<String, Integer> e : t.talents().entrySet()) {
                String p = e.getKey();
                Set<String> mine = out.computeIfAbsent(p, k -> new TreeSet<>());
                int n = e.getValue();
                mine.add(p + " holds " + n + " ");
                mine.add(p + " holds " + n + ";");
                mine.add(p + " holds " + n + ")");
                mine.add(p + " holds only " + n);
                mine.add(p + "'s treasury: " + n);
                mine.addAll(t.ledgerOf(p));
            }
            SanctionState ss = SanctionState.read(s);
            ss.hands().forEach((p, hand) -> {
                if (hand.size() > 1) out.computeIfAbsent(p, k -> new TreeSet<>()).add(String.join(", ", hand.stream().map(x -> x.title).toList()));
            });
            if (ss.seed() != null && ss.seed() != 0) out.computeIfAbsent("(the deal)", k -> new TreeSet<>()).add("seed " + ss.seed());
        }
        int year = now.phase().year();
        pointed.forEach((p, lines) -> lines.forEach((line, y) -> {
            if (year - y <= 2) out.computeIfAbsent(p, k -> new TreeSet<>()).add(line);
        }));
        return out;
    }

    /** Every allocation line the viewer has given (its export holds them all). */
    private Set<String> pointedNow(String viewer, GameState s) {
        return pointed.getOrDefault(viewer, Map.of()).keySet();
    }

    private static Map<String, Set<String>> asSets(Map<String, List<String>> m) {
        Map<String, Set<String>> out = new TreeMap<>();
        m.forEach((p, l) -> {
            Set<String> set = new TreeSet<>();
            for (String x : l) if (x.length() >= 6) set.add(x);
            out.put(p, set);
        });
        return out;
    }

    /** Reports every secret of another power in a text the viewer receives (a token the viewer owns too is its own). */
    private void check(String viewer, String what, String text, Map<String, Set<String>> secrets, String baseline,
                       Set<String> own) {
        long t0 = System.nanoTime();
        texts++;
        chars += text.length();
        try {
            scan(viewer, what, text, secrets, baseline, own);
        } finally {
            nanos.merge("(search)", System.nanoTime() - t0, Long::sum);
        }
    }

    private void scan(String viewer, String what, String text, Map<String, Set<String>> secrets, String baseline,
                      Set<String> own) {
        for (Map.Entry<String, Set<String>> e : secrets.entrySet()) {
            if (e.getKey().equals(viewer)) continue;
            for (String token : e.getValue()) {
                if (!appears(text, token) || own.stream().anyMatch(o -> appears(o, token))) continue;
                if (baseline != null && (appears(baseline, token) || appears(record, token))) continue;
                leaks.add(variant + " " + state().phase().code() + ": " + (viewer.equals(KIBITZER) ? "a bystander" : viewer)
                        + " reads " + e.getKey() + "'s secret '" + token.strip() + "' in " + what + ": ..." + around(text, token) + "...");
            }
        }
    }

    private static String around(String text, String token) {
        int at = text.indexOf(token);
        return text.substring(Math.max(0, at - 80), Math.min(text.length(), at + token.length() + 40)).replace('\n', ' ');
    }

    /** Whether the token appears in the text as a whole: "3: SWI" is not in "13: SWI", nor "A lon-yor" in "A lon-york". */
    static boolean appears(CharSequence text, String token) {
        for (int at = indexOf(text, token, 0); at >= 0; at = indexOf(text, token, at + 1)) {
            boolean start = at == 0 || !Character.isLetterOrDigit(text.charAt(at - 1))
                    || !Character.isLetterOrDigit(token.charAt(0));
            int end = at + token.length();
            boolean stop = end == text.length() || !Character.isLetterOrDigit(text.charAt(end))
                    || !Character.isLetterOrDigit(token.charAt(token.length() - 1));
            if (start && stop) return true;
        }
        return false;
    }

    private static int indexOf(CharSequence text, String token, int from) {
        return text instanceof StringBuilder b ? b.indexOf(token, from) : text.toString().indexOf(token, from);
    }

    /** The GM's export read as data: only the GM's own power's secrets may be in it. */
    private void exportData(String export) {
        long t0 = System.nanoTime();
        try {
            exportData0(export);
        } finally {
            nanos.merge("(export data)", System.nanoTime() - t0, Long::sum);
        }
    }

    private void exportData0(String export) {
        if (leak != Leak.FULL_EXPORT && !export.contains("\"format\"")) {
            leaks.add(variant + ": game export gave no export: " + export.substring(0, Math.min(200, export.length())));
            return;
        }
        try {
            JsonNode root = JSON.readTree(export.substring(export.indexOf('{')));
            int seq = root.path("game").path("phaseSeq").asInt();
            press.exportData(variant, gmPower, root, leaks);
            Rulebook rb = Rulebook.of(variant);
            for (JsonNode phase : root.path("phases")) {
                String code = phase.path("code").asText();
                for (JsonNode o : phase.path("orders")) {
                    if (phase.path("seq").asInt() == seq && !o.path("power").asText().equals(gmPower)) {
                        leaks.add(variant + " " + code + ": the GM's export holds " + o.path("power").asText() + "'s order " + o.path("text"));
                    }
                }
                for (JsonNode x : phase.path("secrets")) {
                    if (!x.path("power").asText().equals(gmPower)) {
                        leaks.add(variant + " " + code + ": the GM's export holds " + x.path("power").asText() + "'s "
                                + x.path("kind").asText() + " " + x.path("payload").asText());
                    }
                }
                GameState st = org.chancery.game.StateJson.fromTree(rb.variant().board(), phase.path("state"));
                for (String secret : positionSecrets(st)) leaks.add(variant + " " + code + ": the GM's export holds " + secret);
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            leaks.add(variant + ": the export is not JSON: " + e.getOriginalMessage());
        }
    }

    /** Another power's secrets in a position, as data. */
    private List<String> positionSecrets(GameState s) {
        List<String> out = new ArrayList<>();
        Treasury t = Treasury.read(s);
        t.talents().forEach((p, n) -> { if (!p.equals(gmPower) && n != 0) out.add(p + "'s treasury of " + n); });
        t.ledger().forEach((p, l) -> { if (!p.equals(gmPower) && !l.isEmpty()) out.add(p + "'s ledger"); });
        if (s.extras().containsKey(E1615State.KEY)) {
            E1615State e = E1615State.read(s);
            e.influence().forEach((state, by) -> by.forEach((p, n) -> {
                if (!p.equals(gmPower)) out.add(p + "'s " + n + " INFs in " + state);
            }));
            e.spent().forEach((p, n) -> { if (!p.equals(gmPower) && n != 0) out.add(p + "'s spending of " + n + " INFs"); });
        }
        if (s.extras().containsKey(SanctionState.KEY)) {
            SanctionState ss = SanctionState.read(s);
            ss.hands().forEach((p, h) -> { if (!p.equals(gmPower) && !h.isEmpty()) out.add(p + "'s hand of sanctions"); });
            ss.dealt().forEach((p, h) -> { if (!p.equals(gmPower) && !h.isEmpty()) out.add(p + "'s dealt sanctions"); });
            if (ss.seed() != null && ss.seed() != 0) out.add("the deal's seed " + ss.seed());
        }
        return out;
    }

    /** The export of the game as it stands, checked as data (at the end of play). */
    private void exportCheck() {
        if (service.game(game).status().equals("ENDED")) return;
        exportData(text(run("game export", gm, Map.of())));
    }
}
