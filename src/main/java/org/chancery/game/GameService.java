package org.chancery.game;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chancery.engine.GameState;
import org.chancery.store.Database;
import org.chancery.store.EventRow;
import org.chancery.store.GameRow;
import org.chancery.store.LeagueLinks;
import org.chancery.store.Games;
import org.chancery.store.Logs;
import org.chancery.store.PhaseRow;
import org.chancery.store.Phases;
import org.chancery.store.PlayerRow;
import org.chancery.variant.Opening;

/**
 * The game service: creating, joining and starting games, and the desks that do the rest (orders,
 * adjudication, GM tools, archive). Every change is one transaction, committed before the caller hears of it.
 */
public final class GameService {
    private static final SecureRandom SEEDS = new SecureRandom();
    /** The longest game name. */
    public static final int NAME_MAX = 100;

    private final Database db;
    private final Clock clock;
    private final Adjudicator adjudicator;
    private final OrderDesk orders;
    private final GmDesk gm;
    private final Views views;
    private final GameArchive archive;
    private final Claims claims;
    private final PressDesk press;
    private final BoardShelf boards;

    public GameService(Database db, Clock clock) {
        this(db, clock, Claims.processName(), Claims.LEASE);
    }

    /** A service whose claims on shared work go by {@code owner} and hold for {@code lease} unless renewed. */
    public GameService(Database db, Clock clock, String owner, java.time.Duration lease) {
        this.db = db;
        this.clock = clock;
        this.adjudicator = new Adjudicator(db, clock);
        this.orders = new OrderDesk(db, clock, adjudicator);
        this.gm = new GmDesk(db, clock, this::opened);
        adjudicator.whenOpened(this::opened);
        orders.whenTold(this::told);
        this.views = new Views(db);
        this.boards = new BoardShelf(db, clock);
        this.archive = new GameArchive(db, clock, boards);
        this.claims = new Claims(db, clock, owner, lease);
        this.press = new PressDesk(db, clock);
    }

    public Database db() { return db; }
    public Clock clock() { return clock; }
    public Adjudicator adjudicator() { return adjudicator; }
    public OrderDesk orders() { return orders; }
    public GmDesk gm() { return gm; }
    public Views views() { return views; }
    public GameArchive archive() { return archive; }
    public Claims claims() { return claims; }
    public PressDesk press() { return press; }
    /** This store's uploaded boards, each server's own. */
    public BoardShelf boards() { return boards; }

    private volatile SeatPlayer seatPlayer = SeatPlayer.NONE;

    /** Who plays the seats given to Chancery; nobody (they sit idle) until one is installed. */
    public SeatPlayer seatPlayer() { return seatPlayer; }

    public void seatPlayer(SeatPlayer p) { seatPlayer = p; }

    /** Tells Chancery's player that a phase of the game opened; its failure never fails the caller's change. */
    void opened(long gameId) {
        try {
            seatPlayer.opened(gameId);
        } catch (RuntimeException e) {
            System.err.println("bots: game #" + gameId + ": Chancery's seats could not order (" + e + ").");
        }
    }

    /** Tells Chancery's player that a private notice reached a seat; its failure never fails the caller's change. */
    void told(long gameId, String power) {
        try {
            seatPlayer.told(gameId, power);
        } catch (RuntimeException e) {
            System.err.println("bots: game #" + gameId + ": Chancery's seat at " + power + " could not order (" + e + ").");
        }
    }

    /** Creates a game in a channel; the creator is its GM. One unfinished game per channel. */
    public long create(Actor creator, String guild, String channel, String name, String variantId,
                       GameSettings settings) {
        if (name != null && name.strip().length() > NAME_MAX) {
            throw new GameException("A game name takes at most " + NAME_MAX + " characters; this one has "
                    + name.strip().length() + ".");
        }
        String own = boards.resolve(guild, variantId);
        Rulebook rb = own != null ? Rulebook.of(own) : Rulebook.named(variantId, boards.names(guild));
        long now = clock.millis();
        return db.inTransaction(c -> {
            for (GameRow g : Games.inChannel(c, guild, channel)) {
                if (Lookup.status(g) != GameStatus.ENDED) {
                    throw new GameException("This channel already has game #" + g.id() + " (" + g.name()
                            + "); end it or use another channel.");
                }
            }
            String title = name == null || name.isBlank() ? rb.variant().name() : name.strip();
            String board = org.chancery.variant.upload.UploadedVariants.isKey(rb.variant().id())
                    ? rb.variant().definition().id() + ", version " + rb.variant().id() : rb.variant().id();
            long id = Games.insert(c, new GameRow(0, guild, channel, title, rb.variant().id(), settings.toJson(),
                    GameStatus.FORMING.name(), creator.userId(), 0, null, null, false, null, 0, now));
            for (String p : rb.rules().playablePowers()) Games.putPlayer(c, id, new PlayerRow(p, null, null, 0, false));
            GameState start = rb.start();
            Phases.insert(c, id, new PhaseRow(0, start.phase().code(), StateJson.write(start), null, null, now, null));
            Logs.event(c, id, new EventRow(now, creator.name(), "create",
                    "created " + title + " (" + board + "): " + settings.summary()));
            return id;
        });
    }

    /** Takes a seat: the named power, or the first open one. Returns the power. */
    public String join(Actor a, long gameId, String power) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            if (Lookup.status(g) == GameStatus.ENDED) throw new GameException("Game #" + gameId + " has ended.");
            List<PlayerRow> players = Games.players(c, gameId);
            for (PlayerRow p : players) {
                if (a.userId().equals(p.userId())) {
                    throw new GameException("You already play " + p.power() + " in game #" + gameId + ".");
                }
            }
            PlayerRow seat = null;
            for (PlayerRow p : players) {
                boolean wanted = power == null || p.power().equalsIgnoreCase(power) || adjectiveMatches(g, p, power);
                if (wanted && p.userId() == null) {
                    seat = p;
                    break;
                }
            }
            if (seat == null) throw new GameException(noSeat(g, players, power));
            Games.putPlayer(c, gameId, new PlayerRow(seat.power(), a.userId(), a.name(), 0, false));
            Games.update(c, Lookup.bumped(g), g.version());
            Logs.event(c, gameId, new EventRow(clock.millis(), Anonymity.actor(g, a, seat.power()), "join",
                    Anonymity.on(g) ? "a player took " + seat.power() : a.name() + " plays " + seat.power()));
            Anonymity.tell(c, g, seat.power(), clock.millis());
            return seat.power();
        });
    }

    private static boolean adjectiveMatches(GameRow g, PlayerRow p, String power) {
        return Rulebook.of(g.variant()).variant().power(power).map(x -> x.name().equals(p.power())).orElse(false);
    }

    private static String noSeat(GameRow g, List<PlayerRow> players, String power) {
        List<String> open = new ArrayList<>();
        for (PlayerRow p : players) if (p.userId() == null) open.add(p.power());
        if (open.isEmpty()) return "Every power in game #" + g.id() + " has a player.";
        String what = power == null ? "" : "'" + power + "' is not an open power. ";
        return what + "Open powers: " + String.join(", ", open) + ".";
    }

    /** "Nobody has joined game #2 (Wars of the Three Kingdoms) yet: each player takes a power with /join Argyll, ..." */
    private static String nobodyJoined(GameRow g, List<String> open) {
        String example = open.isEmpty() ? "France" : open.get(0);
        return "Nobody has joined game #" + g.id() + " (" + g.name() + ") yet: each player takes a power with /join "
                + example + " (the powers: " + String.join(", ", open) + "), or the GM seats a player with /game assign;"
                + " then /game start.";
    }

    /** The GM seats a user at a power (also used to replace a player). */
    public void assign(Actor gmActor, long gameId, String power, String userId, String userName) {
        gm.replace(gmActor, gameId, power, userId, userName);
    }

    /** Starts play: the first phase's deadline is set; open seats are in civil disorder. */
    public void start(Actor a, long gameId) { start(a, gameId, false); }

    /** Starts play; with {@code bots}, every open seat goes to Chancery instead of civil disorder. */
    public void start(Actor a, long gameId, boolean bots) {
        long now = clock.millis();
        db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Lookup.requireGm(g, a);
            if (Lookup.status(g) != GameStatus.FORMING) throw new GameException("Game #" + gameId + " has already started.");
            List<String> open = new ArrayList<>();
            for (PlayerRow p : Games.players(c, gameId)) {
                if (p.userId() == null && bots) {
                    Games.putPlayer(c, gameId, new PlayerRow(p.power(), SeatPlayer.USER_PREFIX + p.power(), SeatPlayer.NAME, 0, false));
                } else if (p.userId() == null) {
                    open.add(p.power());
                    Games.putPlayer(c, gameId, new PlayerRow(p.power(), null, null, 0, true));
                }
            }
            if (!bots && open.size() == Games.players(c, gameId).size()) {
                throw new GameException(nobodyJoined(g, open));
            }
            GameSettings s = GameSettings.fromJson(g.settings());
            Rulebook rb = Rulebook.of(g.variant());
            Opening opening = rb.rules().begin(rb.state(Phases.find(c, gameId, g.phaseSeq()).state()), SEEDS.nextLong());
            GameState state = opening.state();
            Phases.setState(c, gameId, g.phaseSeq(), StateJson.write(state));
            for (String line : opening.record()) Logs.event(c, gameId, new EventRow(now, "Chancery", "begin", line));
            for (Map.Entry<String, List<String>> e : opening.privateNotes().entrySet()) {
                Logs.notice(c, gameId, now, "power:" + e.getKey(), "Game #" + gameId + " (" + g.name() + "): "
                        + String.join(" ", e.getValue()));
            }
            long deadline = Deadlines.next(s, state.phase().type(), now);
            Lookup.save(c, Lookup.with(g, g.phaseSeq(), deadline, null, false, GameStatus.ACTIVE, null), g.version());
            String text = "Game #" + gameId + " (" + g.name() + ") has started: " + state.phase().displayName() + "."
                    + (open.isEmpty() ? "" : " No player, " + rb.rules().missedName() + ": " + String.join(", ", open) + ".");
            Logs.event(c, gameId, new EventRow(now, a.name(), "start", text));
            Logs.notice(c, gameId, now, "public", text);
            return null;
        });
        opened(gameId);
    }

    /**
     * The GM adjudicates a phase now: the one named by code ("S1901M"), so that a repeated command cannot run
     * on into the next phase, or the current one when code is null.
     */
    public Adjudicator.Report force(Actor a, long gameId, String code) {
        int seq = db.inTransaction(c -> {
            GameRow row = Lookup.game(c, gameId);
            Lookup.requireGm(row, a);
            Lookup.requireActive(row);
            if (code == null || code.isBlank()) return row.phaseSeq();
            Rulebook rb = Rulebook.of(row.variant());
            String wanted = rb.phaseCode(code);
            List<PhaseRow> all = Phases.all(c, gameId);
            for (PhaseRow p : all) if (p.code().equalsIgnoreCase(wanted)) return p.seq();
            throw new GameException(PhaseCodes.none(gameId, rb, code, all, row.phaseSeq()));
        });
        return adjudicator.adjudicate(gameId, seq, "forced by " + a.name());
    }

    /**
     * Why the current phase may not be adjudicated without naming it, or null when it may: its deadline has
     * passed, or every power owing orders is ready. A GM who presses twice then never runs on into the next phase.
     */
    public String notDue(long gameId) {
        long now = clock.millis();
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            if (Lookup.status(g) != GameStatus.ACTIVE) return null;
            GameState s = Rulebook.of(g.variant()).state(Phases.find(c, gameId, g.phaseSeq()).state());
            if (g.deadline() != null && now >= g.deadline()) return null;
            if (OrderDesk.everyoneReady(c, g, s)) return null;
            String when = g.deadline() == null ? "the game is paused" : "its deadline has not passed";
            return "Game #" + gameId + " is in " + s.phase().displayName() + ": " + when + " and not every power is"
                    + " ready. To adjudicate it now anyway, name the phase: /game adjudicate " + s.phase().code() + ".";
        });
    }

    public GameRow game(long id) { return db.inTransaction(c -> Lookup.game(c, id)); }

    /**
     * The game, if this user asking from this guild channel (nulls in a DM) may see it ({@link Access});
     * otherwise the same answer as for a game that does not exist, so numbers reveal nothing.
     */
    public GameRow visibleGame(long id, String userId, String guildId, String channelId, boolean admin) {
        return db.inTransaction(c -> {
            GameRow g = Games.find(c, id);
            if (g == null || !Access.canSee(g, Games.players(c, id), userId, guildId, channelId, admin)) {
                throw new GameException("There is no game #" + id + " that you can see from here. Your games: games.");
            }
            return g;
        });
    }

    /** The game in a channel: the unfinished one, else the latest; null if none. */
    public GameRow gameIn(String guild, String channel) {
        return db.inTransaction(c -> {
            List<GameRow> all = Games.inChannel(c, guild, channel);
            for (GameRow g : all) if (Lookup.status(g) != GameStatus.ENDED) return g;
            return all.isEmpty() ? null : all.get(all.size() - 1);
        });
    }

    /** Games the user plays in or runs. */
    public List<GameRow> gamesOf(String userId) { return db.inTransaction(c -> Games.ofUser(c, userId)); }

    /** The games being played (started and not over), in number order. */
    public List<GameRow> activeGames() { return db.inTransaction(Games::active); }

    /** The server's league standings under the filter, read from the store. */
    public League.Standings league(String guild, League.Filter f) {
        return db.inTransaction(c -> League.standings(c, guild, f));
    }

    /** The generation of the server's league page link: 0 until a GM makes a new one, then one more each time. */
    public int leagueLink(String guild) { return db.inTransaction(c -> LeagueLinks.generation(c, guild)); }

    /** Gives the server's league page a new link (an admin or GM-role holder only); every older link stops working. */
    public int newLeagueLink(Actor a, String guild) {
        Access.requireAdmin(a, "give the league page a new link");
        return LeagueLinks.next(db, guild);
    }

    /** One player's league record on the server under the filter. */
    public League.Record leagueRecord(String guild, String userId, League.Filter f) {
        return db.inTransaction(c -> League.record(c, guild, userId, f));
    }

    public List<PlayerRow> players(long gameId) { return db.inTransaction(c -> Games.players(c, gameId)); }

    /** Changes a setting of a game (GM); applies from the next deadline set. */
    public GameSettings configure(Actor a, long gameId, String key, String value) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Lookup.requireGm(g, a);
            GameSettings was = GameSettings.fromJson(g.settings());
            GameSettings s = was.with(key, value);
            PressDesk.configured(c, g, was, s, clock.millis());
            GameRow u = new GameRow(g.id(), g.guildId(), g.channelId(), g.name(), g.variant(), s.toJson(), g.status(),
                    g.gmId(), g.phaseSeq(), g.deadline(), g.pausedLeft(), g.reminded(), g.outcome(), g.version() + 1,
                    g.createdAt());
            Lookup.save(c, u, g.version());
            Logs.event(c, gameId, new EventRow(clock.millis(), a.name(), "settings", key + " = " + value));
            return s;
        });
    }

    /**
     * The game log (GM only). A GM who also plays a power does not see the opening's record (a seed and the secret
     * deal it made) while the game runs.
     */
    public List<EventRow> log(Actor a, long gameId) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Lookup.requireGm(g, a);
            boolean plays = Games.players(c, gameId).stream().anyMatch(p -> a.userId().equals(p.userId()));
            List<EventRow> all = Logs.events(c, gameId);
            if (!plays || Lookup.status(g) == GameStatus.ENDED) return all;
            return all.stream().filter(e -> !GameArchive.SECRET_EVENTS.contains(e.kind())).toList();
        });
    }

    /** Notices not yet delivered; the transport marks each delivered once sent. */
    public List<org.chancery.store.NoticeRow> pendingNotices() { return db.inTransaction(Logs::pending); }

    /** One game's notices not yet delivered, oldest first, each on disk (it is about to be posted). */
    public List<org.chancery.store.NoticeRow> pendingNotices(long gameId) {
        List<org.chancery.store.NoticeRow> pending = waitingNotices(gameId);
        if (!pending.isEmpty()) db.durable();
        return pending;
    }

    /**
     * One game's notices not yet delivered, oldest first, as committed: perhaps not yet on disk. Whoever posts one
     * calls {@link #durable()} after reading and before posting.
     */
    public List<org.chancery.store.NoticeRow> waitingNotices(long gameId) {
        return db.inTransaction(c -> Logs.pending(c, gameId));
    }

    /** Whether this notice still waits to be delivered, as committed now. */
    public boolean stillWaiting(long noticeId) {
        return db.inTransaction(c -> Logs.stillWaiting(c, noticeId));
    }

    /** Whether any of one game's notices waits to be delivered: a count, which puts nothing on disk. */
    public boolean noticesWaiting(long gameId) {
        return db.inTransaction(c -> Logs.waiting(c, gameId)) > 0;
    }

    /**
     * Puts on disk every commit read so far ({@link org.chancery.store.Database#durable()}): H2 shows a commit to other
     * connections a moment before it writes it, and what is posted must survive a crash.
     */
    public void durable() {
        db.durable();
    }

    /**
     * A notice Discord refused for good (no permission in the channel, a player's DMs closed): it is given up
     * and logged, and the GM is told once for each place (audience) it could not reach: by DM, or in the game
     * channel when the place is the GM's own DM. Returns whether the GM was told now.
     */
    public boolean undeliverable(org.chancery.store.NoticeRow notice, String reason) {
        return undeliverable(notice, reason, null);
    }

    /** As {@link #undeliverable(org.chancery.store.NoticeRow, String)}, with the transport's own advice (null: the usual). */
    public boolean undeliverable(org.chancery.store.NoticeRow notice, String reason, String givenAdvice) {
        return undeliverable(notice, reason, givenAdvice, false);
    }

    /**
     * As above; {@code placeGone}: the place no longer exists (Discord's 404), so a game whose channel it was is paused.
     * A place is reported once while it keeps failing; once a post there goes through again
     * ({@link #delivered(org.chancery.store.NoticeRow)}), its next failure is reported afresh.
     */
    public boolean undeliverable(org.chancery.store.NoticeRow notice, String reason, String givenAdvice, boolean placeGone) {
        long now = clock.millis();
        return db.inTransaction(c -> {
            Logs.delivered(c, notice.id(), now);
            String place = place(notice);
            if (placeGone && channelGone(c, notice, now, place, reason, givenAdvice)) return true;
            if (reported(c, notice.gameId(), place)) return false;
            String advice = givenAdvice != null ? givenAdvice : notice.audience().equals("public")
                    ? "Give the bot View Channel, Send Messages, Embed Links and Attach Files there."
                    : "Ask them to allow direct messages from members of this server.";
            String text = "Chancery could not post in " + place + " for game #" + notice.gameId() + ": Discord refused ("
                    + reason + "). " + advice + " Later posts there that fail are not reported again until one gets"
                    + " through.";
            Logs.event(c, notice.gameId(), new EventRow(now, "Chancery", "undelivered", place + ": " + reason));
            Logs.notice(c, notice.gameId(), now, notice.audience().equals("gm") ? "public" : "gm", text);
            return true;
        });
    }

    /** Where a notice goes, in words: "the game channel", "the GM's direct messages", ... */
    private static String place(org.chancery.store.NoticeRow notice) {
        return switch (notice.audience()) {
            case "public" -> "the game channel";
            case "gm" -> "the GM's direct messages";
            default -> "the direct messages of " + notice.audience().substring(notice.audience().indexOf(':') + 1)
                    + "'s player";
        };
    }

    /** Whether the game log's latest word on {@code place} is a refusal: a report stands until a post there works. */
    private static boolean reported(java.sql.Connection c, long gameId, String place) throws java.sql.SQLException {
        return "undelivered".equals(Logs.lastKind(c, gameId, List.of("undelivered", "delivered"), place + ":"));
    }

    /**
     * The game's channel is gone (Discord answers 404): a running clock would adjudicate phase after phase into
     * nowhere, so the game is paused and the GM told, each time a clock is stopped, where and how to move it.
     * Returns false when the game has no running clock (already paused, or over): then the usual report rules.
     */
    private boolean channelGone(java.sql.Connection c, org.chancery.store.NoticeRow notice, long now, String place,
                                String reason, String advice) throws java.sql.SQLException {
        if (!notice.audience().equals("public")) return false;
        GameRow g = Lookup.game(c, notice.gameId());
        if (Lookup.status(g) != GameStatus.ACTIVE || g.deadline() == null) return false;
        long left = Math.max(0, g.deadline() - now);
        Lookup.save(c, Lookup.with(g, g.phaseSeq(), null, left, g.reminded(), GameStatus.ACTIVE, null), g.version());
        Logs.event(c, g.id(), new EventRow(now, "Chancery", "undelivered", place + ": " + reason));
        Logs.event(c, g.id(), new EventRow(now, "Chancery", "pause", "paused: the game channel is gone"));
        Logs.notice(c, g.id(), now, "gm", "Chancery could not post in the game channel for game #" + g.id()
                + ": Discord refused (" + reason + "). " + (advice == null ? "" : advice + " ")
                + "The game is paused so that no phase is adjudicated unseen, with " + GameSettings.describe(left / 60_000)
                + " left on the clock. Once it has a channel the bot can post in, type game resume.");
        return true;
    }

    public void delivered(long noticeId) {
        db.inTransaction(c -> {
            Logs.delivered(c, noticeId, clock.millis());
            return null;
        });
    }

    /**
     * A notice posted by a transport that reports refusals: when its place had a refusal reported, the log says the
     * place works again, so that its next refusal is reported too.
     */
    public void delivered(org.chancery.store.NoticeRow notice) {
        long now = clock.millis();
        db.inTransaction(c -> {
            Logs.delivered(c, notice.id(), now);
            String place = place(notice);
            if (reported(c, notice.gameId(), place)) {
                Logs.event(c, notice.gameId(), new EventRow(now, "Chancery", "delivered", place + ": posts go through again"));
            }
            return null;
        });
    }
}
