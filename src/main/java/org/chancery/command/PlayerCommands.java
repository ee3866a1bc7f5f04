package org.chancery.command;

import static org.chancery.command.OptionSpec.Completion;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.game.Adjudicator;
import org.chancery.game.AllocationResult;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.game.OrderDesk;
import org.chancery.game.Rulebook;
import org.chancery.game.SubmitResult;
import org.chancery.game.Views;
import org.chancery.store.GameRow;

/** The commands every player has. Answers are private unless they show only public facts. */
final class PlayerCommands {
    private final GameService service;
    private final GameFinder games;
    private final MapImages maps;
    private final FeedLinks links;

    PlayerCommands(GameService service, GameFinder games, MapImages maps) { this(service, games, maps, FeedLinks.NONE); }

    PlayerCommands(GameService service, GameFinder games, MapImages maps, FeedLinks links) {
        this.service = service;
        this.games = games;
        this.maps = maps;
        this.links = links;
    }

    List<CommandSpec> specs() {
        OptionSpec power = OptionSpec.word("power", "your power, if you hold more than one", false, Completion.POWER);
        return List.of(
                new CommandSpec("order", "give one or more orders (separate with ; or new lines)", Role.PLAYER,
                        List.of(OptionSpec.text("orders", "one or more orders, ; between them (autocomplete offers yours)", true, Completion.ORDER).max(OrderDesk.TEXT_MAX),
                                power, OptionSpec.game()), this::order),
                new CommandSpec("orders", "view, edit (the whole turn in one form) or clear your orders", Role.PLAYER,
                        List.of(OptionSpec.choice("action", "show, edit or clear", false, "show", "edit", "clear"), power,
                                OptionSpec.game()), this::orders),
                new CommandSpec("moves", "legal orders of the unit in a province, or of your units into it",
                        Role.PLAYER, List.of(OptionSpec.word("province", "a province, by name or abbreviation", true,
                        Completion.PROVINCE), OptionSpec.game()), this::moves),
                new CommandSpec("map", "the current map (PNG, or SVG); area: a close-up; preview draws your own orders on it, privately",
                        Role.PLAYER, List.of(OptionSpec.choice("preview", "draw my orders", false, "preview"),
                        OptionSpec.choice("format", "png (the default) or svg", false, "png", "svg"),
                        OptionSpec.word("area", "a close-up: a province, a power's home or an area, e.g. bur or France", false,
                                Completion.AREA),
                        OptionSpec.game()), this::map),
                new CommandSpec("ready", "mark your orders final (yes) or take that back (no)", Role.PLAYER,
                        List.of(OptionSpec.choice("ready", "yes or no", false, "yes", "no"), power,
                                OptionSpec.game()), this::ready),
                new CommandSpec("status", "phase, deadline, how many powers have orders in, centres", Role.ANYONE,
                        List.of(OptionSpec.game()), this::status),
                new CommandSpec("board", "the board in words (centres, heirs, thralls, hostages); link: your power's private page",
                        Role.ANYONE,
                        List.of(OptionSpec.choice("link", "a private link to the game's page with your own orders drawn", false, "link"),
                                power, OptionSpec.game()), this::board),
                new CommandSpec("history", "an earlier phase's position, orders and results", Role.ANYONE,
                        List.of(OptionSpec.word("phase", "a phase code as status shows it; the last adjudicated phase if left out", false,
                                Completion.PHASE), OptionSpec.game()), this::history),
                new CommandSpec("vote", "a secret draw vote; nobody sees who voted how", Role.PLAYER,
                        List.of(OptionSpec.choice("proposal", "what to vote on", true, "draw"),
                                OptionSpec.choice("vote", "yes or no; leave out to see your vote", false, "yes", "no"),
                                power, OptionSpec.game()), this::vote),
                new CommandSpec("allocate", "secret allocations for this phase: points, then an order (replaces your earlier set)",
                        Role.PLAYER,
                        List.of(OptionSpec.text("allocations", "points, then an order for a unit you do not own; ; between them", true,
                                Completion.ALLOCATION), power, OptionSpec.game()), this::allocate),
                new CommandSpec("allocations", "view or clear your own secret allocations", Role.PLAYER,
                        List.of(OptionSpec.choice("action", "show or clear", false, "show", "clear"), power,
                                OptionSpec.game()), this::allocations),
                new CommandSpec("ledger", "your treasury and its ledger, line by line (variants with money); only you see it",
                        Role.PLAYER, List.of(power, OptionSpec.game()), this::ledger),
                new CommandSpec("surrender", "ask to surrender your power (variants that allow it); the GM confirms",
                        Role.PLAYER, List.of(power, OptionSpec.game()), this::surrender),
                new CommandSpec("join", "take a power in this channel's game", Role.ANYONE,
                        List.of(OptionSpec.word("power", "the power you want; any open one if left out", false,
                                Completion.POWER), OptionSpec.game()), this::join),
                new CommandSpec("games", "the games you play in or run", Role.ANYONE, List.of(), this::games));
    }

    /**
     * Orders; a whole turn from the edit form replaces the power's orders ("replace" set by the form), and holds only
     * while the form's phase is still the game's ("phase" set by the form).
     */
    private Reply order(Request r) {
        long id = games.find(r);
        boolean whole = "yes".equals(r.opt("replace"));
        String text = whole ? (r.opt("orders") == null ? "" : r.opt("orders")) : r.required("orders");
        SubmitResult s = service.orders().submit(r.caller().actor(), id, r.opt("power"), text, whole, r.opt("phase"));
        Reply reply = Formats.submitted(s);
        // A power with nothing standing yet whose orders were refused: the one help topic that would have helped.
        if (!s.rejected().isEmpty() && s.standing().isEmpty()) {
            String topic = Rulebook.of(service.game(id).variant()).rules().helpTopicFor(s.rejected().get(0).input());
            if (topic != null) {
                reply = new Reply(reply.visibility(), reply.title(), reply.text() + "\nhelp " + topic + " shows how.",
                        reply.tables(), reply.attachments(), reply.error(), reply.actions(), reply.form());
            }
        }
        return shortcuts(reply, id, s);
    }

    /** Ready and Show my orders, under an answer about one's own orders. */
    private static Reply shortcuts(Reply reply, long id, SubmitResult s) {
        String game = String.valueOf(id);
        return reply.with(Action.shortcut("Ready", "ready", Map.of("game", game, "power", s.power(), "ready", "yes",
                        "phase", s.phase())))
                .with(Action.shortcut("Show my orders", "orders", Map.of("game", game, "power", s.power())));
    }

    private Reply allocate(Request r) {
        AllocationResult a = service.orders().allocate(r.caller().actor(), games.find(r), r.opt("power"),
                r.required("allocations"));
        return Formats.allocations(a, true);
    }

    private Reply allocations(Request r) {
        long id = games.find(r);
        if ("clear".equals(r.opt("action"))) {
            service.orders().clearAllocations(r.caller().actor(), id, r.opt("power"));
            return Reply.privately("Your allocations for this phase are cleared.");
        }
        return Formats.allocations(service.orders().myAllocations(r.caller().actor(), id, r.opt("power")), false);
    }

    private Reply orders(Request r) {
        long id = games.find(r);
        if ("clear".equals(r.opt("action"))) {
            int n = service.orders().clear(r.caller().actor(), id, r.opt("power"));
            return Reply.privately("Cleared " + n + " order" + (n == 1 ? "" : "s") + ".");
        }
        SubmitResult mine = service.orders().mine(r.caller().actor(), id, r.opt("power"));
        Reply shown = Reply.privately(Formats.standing(mine)).titled(mine.power() + ", " + mine.phase());
        if (!"edit".equals(r.opt("action"))) return shown;
        return shown.with(new Form(mine.power() + ", orders for " + mine.phase(), "order", "orders",
                "One order a line (the whole turn)", String.join("\n", mine.standing()),
                Map.of("game", String.valueOf(id), "power", mine.power(), "replace", "yes", "phase", mine.phase())));
    }

    private Reply moves(Request r) {
        long id = games.find(r);
        GameRow g = service.game(id);
        Rulebook rb = Rulebook.of(g.variant());
        GameState s = service.views().status(id).state();
        String where = r.required("province");
        Province p = rb.variant().board().find(where).orElse(null);
        if (p == null) {
            List<Province> found = ProvinceSearch.find(rb.variant().board(), where);
            if (found.isEmpty()) throw new GameException("There is no province '" + where + "' on this map.");
            if (found.size() > 1) {
                List<String> names = new ArrayList<>();
                for (Province q : found.subList(0, Math.min(15, found.size()))) names.add(q.name() + " (" + q.id() + ")");
                return Reply.privately("'" + where + "' matches " + found.size() + " provinces: " + String.join(", ", names)
                        + (found.size() > 15 ? ", ..." : "") + ". Name one.");
            }
            p = found.get(0);
        }
        Unit u = s.phase().type() == PhaseType.RETREAT && s.dislodgedAt(p) != null ? s.dislodgedAt(p).unit() : s.unitAt(p);
        List<String> lines = new ArrayList<>();
        if (u != null) {
            List<Order> legal = rb.legalOrders(s, u);
            if (legal.isEmpty()) return Reply.privately(u + " has no orders to take in the " + s.phase().displayName() + ".");
            return Reply.privately(MoveList.format(legal)).titled("Legal orders for " + u);
        }
        String me = myPower(r, id);
        final Province into = p;
        for (Unit mine : s.units()) {
            if (me != null && !mine.power().equals(me)) continue;
            for (Order o : rb.legalOrders(s, mine)) if (into(o, into)) lines.add(o.text());
        }
        if (lines.isEmpty()) return Reply.privately("No unit is in " + p.name() + ", and none of yours can move or support into it.");
        String text = String.join("\n", lines);
        if (text.length() > MoveList.LIMIT) text = text.substring(0, text.lastIndexOf('\n', MoveList.LIMIT)) + "\n...";
        return Reply.privately(text).titled("Orders into " + p.name());
    }

    private static boolean into(Order o, Province p) {
        if (o instanceof Order.Move m) return m.to().province() == p;
        if (o instanceof Order.SupportMove sm) return sm.to() == p;
        return false;
    }

    private String myPower(Request r, long id) {
        for (var seat : service.players(id)) if (r.caller().userId().equals(seat.userId())) return seat.power();
        return null;
    }

    private Reply map(Request r) {
        long id = games.find(r);
        GameRow g = service.game(id);
        Rulebook rb = Rulebook.of(g.variant());
        GameState s = service.views().status(id).state();
        boolean preview = r.opt("preview") != null;
        List<Order> drawn = List.of();
        String me = myPower(r, id);
        if (preview) {
            SubmitResult mine = service.orders().mine(r.caller().actor(), id, null);
            drawn = rb.reparse(s, mine.power(), mine.standing());
            me = mine.power();
        }
        boolean svg = "svg".equals(r.opt("format"));
        String area = r.opt("area");
        if (svg && area != null) throw new GameException("A close-up comes as PNG only; leave out format or area.");
        MapImages images = maps.palette(org.chancery.game.GameSettings.fromJson(g.settings()).palette());
        Optional<byte[]> image = svg ? images.svg(rb.variant(), s, drawn).map(x -> x.getBytes(StandardCharsets.UTF_8))
                : area != null ? images.closeUp(rb.variant(), s, drawn, area) : images.png(rb.variant(), s, drawn);
        if (image.isEmpty()) {
            return Reply.privately("Map rendering is not available in this build; use status for the position.");
        }
        String name = "game-" + id + "-" + s.phase().code() + (area != null ? "-" + area.replaceAll("[^A-Za-z0-9]+", "_") : "")
                + (preview ? "-preview" : "") + (svg ? ".svg" : ".png");
        // on a board too large to read whole at preview size, the caller's own area first, then the whole board
        Optional<MapImages.Named> own = svg || area != null ? Optional.empty() : images.ownArea(rb.variant(), s, drawn, me);
        Reply reply = preview ? Reply.privately("Your orders drawn on the map; nobody else sees this."
                + own.map(a -> " " + a.name() + " first, then the whole board.").orElse(""))
                : Reply.publicly("The map at " + s.phase().displayName()
                        + own.map(a -> ": " + a.name() + " first, where most of your units and centres are, then the whole board.")
                                .orElse("."));
        if (svg) return reply.with(new Attachment(name, "image/svg+xml", image.get()));
        if (own.isPresent()) {
            reply = reply.with(Attachment.png(name.replace(".png", "-" + own.get().name().replaceAll("[^A-Za-z0-9]+", "_") + ".png"),
                    own.get().png()));
        }
        return reply.with(Attachment.png(name, image.get()));
    }

    private Reply ready(Request r) {
        boolean yes = r.bool("ready", true);
        long id = games.find(r);
        Adjudicator.Report rep = service.orders().ready(r.caller().actor(), id, r.opt("power"), yes, r.opt("phase"));
        String text = yes ? "You are marked ready." : "You are no longer marked ready.";
        if (rep != null && rep.done()) text += " Every power was ready: " + rep.message();
        return Reply.privately(text);
    }

    /** The status, with the game's page where it is served (status answers only where the game is visible). */
    private Reply status(Request r) {
        long id = games.find(r);
        Reply reply = Formats.status(service.views().status(id));
        Optional<String> page = links.page(id);
        if (page.isEmpty()) return reply;
        return new Reply(reply.visibility(), reply.title(), reply.text() + "\nGame page: " + page.get(), reply.tables(),
                reply.attachments(), reply.error(), reply.actions(), reply.form());
    }

    private Reply board(Request r) {
        long id = games.find(r);
        if (r.opt("link") == null) return Formats.board(service.views().status(id));
        SubmitResult mine = service.orders().mine(r.caller().actor(), id, r.opt("power"));
        Optional<String> page = links.page(id, mine.power());
        if (page.isEmpty()) {
            return Reply.privately("This game has no page: Chancery serves none here (CHANCERY_HTTP_PORT), or the GM has it off.");
        }
        return Reply.privately("The page of game #" + id + " for " + mine.power() + " alone, with your own orders drawn as they"
                + " stand. Keep it to yourself: anyone with this link sees your orders. " + page.get());
    }

    /** A phase's record; without a phase, the last one adjudicated (the current one before any is). */
    private Reply history(Request r) {
        long id = games.find(r);
        String code = r.opt("phase");
        Views.PhaseView v = null;
        if (code == null || code.isBlank()) {
            int seq = service.views().status(id).game().phaseSeq();
            if (seq > 0) v = service.views().phaseAt(id, seq - 1);
        }
        return Formats.history(v != null ? v : service.views().phase(id, code), service.game(id).variant());
    }

    private Reply vote(Request r) {
        long id = games.find(r);
        String v = r.opt("vote");
        if (v == null) {
            String mine = service.orders().myVote(r.caller().actor(), id, r.opt("power"));
            return Reply.privately(mine == null ? "You have not voted on a draw this phase." : "Your draw vote this phase: " + mine + ".");
        }
        return Reply.privately(service.orders().voteDraw(r.caller().actor(), id, r.opt("power"), r.bool("vote", false)));
    }

    private Reply ledger(Request r) {
        List<String> lines = service.orders().accounts(r.caller().actor(), games.find(r), r.opt("power"));
        return Reply.privately(String.join("\n", lines)).titled("Your accounts (secret)");
    }

    private Reply surrender(Request r) {
        return Reply.privately(service.orders().requestSurrender(r.caller().actor(), games.find(r), r.opt("power")));
    }

    private Reply join(Request r) {
        long id = games.find(r);
        String power = service.join(r.caller().actor(), id, r.opt("power"));
        if (org.chancery.game.Anonymity.on(service.game(id))) {
            return Reply.privately("You play " + power + " in game #" + id + ". The game is anonymous: nobody is told"
                    + " who plays " + power + ", and you are told again by direct message.");
        }
        return Reply.publicly(r.caller().userName() + " plays " + power + " in game #" + id + ".");
    }

    private Reply games(Request r) {
        Table t = new Table(null, List.of("Game", "Name", "Variant", "Status"), new ArrayList<>());
        for (GameRow g : service.gamesOf(r.caller().userId())) {
            t.rows().add(List.of("#" + g.id(), g.name(), g.variant(), g.status().toLowerCase()));
        }
        if (t.rows().isEmpty()) return Reply.privately("You are in no games yet.");
        return Reply.privately("Your games:").with(t);
    }
}
