package org.chancery.game;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.chancery.engine.GameState;
import org.chancery.engine.PhaseType;
import org.chancery.store.Database;
import org.chancery.store.EventRow;
import org.chancery.store.GameRow;
import org.chancery.store.Games;
import org.chancery.store.Logs;
import org.chancery.store.Phases;
import org.chancery.store.PlayerRow;
import org.chancery.store.Press;
import org.chancery.store.PressRow;

/**
 * Press: messages between powers, carried by Chancery as the game's GM allows ({@link PressRules}). A message is stored
 * with its deliveries (a notice to each recipient's power, or to the game channel for a message to everyone) in one
 * transaction before the sender hears it was sent; the transport then delivers the notices once each, in order. Press
 * is a secret between its sender and its recipients: only they read it (with {@link #log}), the GM too only where the
 * GM's own power took part, until the GM publishes the whole press after the game ({@link #reveal}).
 */
public final class PressDesk {
    /** Discord's longest message: a message with its header must fit. */
    public static final int MESSAGE_MAX = 2000;
    /** At most this many messages a power ... */
    public static final int RATE = 30;
    /** ... in any this many minutes. */
    public static final int RATE_MINUTES = 10;
    /** The event that records the GM's publishing of the press. */
    static final String REVEALED = "reveal press";

    private final Database db;
    private final Clock clock;

    PressDesk(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    /**
     * A message as sent: its number in the game, sender, readers (empty with {@code toAll}), phase, and the readers
     * whose seat Chancery plays ({@code unread}): the message is kept in their press log, but no delivery goes to
     * them and nothing answers.
     */
    public record Sent(long id, String sender, boolean toAll, List<String> to, String phase, String text,
                       List<String> unread) {}

    /**
     * Sends {@code text} from the caller's power (the named one, or their only one) to {@code to}: powers' names
     * separated by commas, or "all". Refused, with the reason, when the game's rules do not allow it.
     */
    public Sent send(Actor a, long gameId, String power, String to, String text) {
        long now = clock.millis();
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            PressRules rules = GameSettings.fromJson(g.settings()).press();
            if (Lookup.status(g) == GameStatus.FORMING) {
                throw new GameException("Game #" + gameId + " has not started yet; press opens with its first phase.");
            }
            if (Lookup.status(g) == GameStatus.ENDED) throw new GameException("Game #" + gameId + " has ended; press is closed.");
            if (rules.none()) {
                throw new GameException("Game #" + gameId + " is played without press (gunboat): the GM set press none,"
                        + " so no message may be sent, to anyone.");
            }
            PlayerRow seat = Lookup.seat(c, g, a, power);
            Rulebook rb = Rulebook.of(g.variant());
            GameState s = rb.state(Phases.find(c, gameId, g.phaseSeq()).state());
            if (rules.phases().equals("movement") && s.phase().type() != PhaseType.MOVEMENT) {
                throw new GameException("Game #" + gameId + " takes press in movement phases only (press-phases movement);"
                        + " it is now " + s.phase().displayName() + ". Send it when the next movement phase opens.");
            }
            Set<String> live = rb.rules().drawVoters(s);
            if (!live.contains(seat.power())) {
                throw new GameException(seat.power() + " is out of the game, so it sends no press.");
            }
            Recipients r = recipients(g, rb, to);
            if (rules.publicOnly() && !r.all()) {
                throw new GameException("Game #" + gameId + " takes press to everyone only (press public): nothing private."
                        + " Send it to all, e.g. press all: " + example(text));
            }
            if (r.powers().contains(seat.power())) {
                throw new GameException("A message to yourself goes nowhere: " + seat.power() + " is you. Say who else it"
                        + " is for.");
            }
            for (String p : r.powers()) {
                if (!live.contains(p)) throw new GameException(p + " is out of the game; it takes no press.");
            }
            String body = Mentions.neutral(text == null ? "" : text.strip());
            if (body.isEmpty()) {
                throw new GameException("Say something: press " + (r.all() ? "all" : String.join(", ", r.powers()))
                        + ": your message.");
            }
            String phase = s.phase().code();
            int longest = 0;
            for (String h : headers(g, seat.power(), r, phase)) longest = Math.max(longest, h.length());
            int room = MESSAGE_MAX - longest;
            if (body.length() > room) {
                throw new GameException(String.format(Locale.ROOT, "Your message is %,d characters long; with its header"
                        + " (%,d characters) a message takes at most %,d. Cut it, or send it in parts.", body.length(),
                        longest, room));
            }
            long window = now - RATE_MINUTES * 60_000L;
            Press.Sent recent = Press.sentSince(c, gameId, seat.power(), window);
            if (recent.count() >= RATE) {
                long next = (recent.oldest() == null ? now : recent.oldest()) + RATE_MINUTES * 60_000L;
                throw new GameException(seat.power() + " has sent " + RATE + " messages in the last " + RATE_MINUTES
                        + " minutes, the most a power may; the next may go at " + Views.moment(next) + ".");
            }
            long id = Press.insert(c, new PressRow(0, gameId, g.phaseSeq(), seat.power(), r.all(), r.powers(), body, now));
            List<String> unread = new ArrayList<>();
            if (r.all()) {
                Logs.press(c, gameId, now, "public", header(g, seat.power(), r, phase, null) + body, id);
            } else {
                for (String p : r.powers()) {
                    // Chancery's own seats read no press: nothing to deliver, and no answer comes
                    if (SeatPlayer.isChancery(Lookup.player(c, gameId, p).userId())) unread.add(p);
                    else Logs.press(c, gameId, now, "power:" + p, header(g, seat.power(), r, phase, p) + body, id);
                }
            }
            return new Sent(id, seat.power(), r.all(), r.powers(), phase, body, unread);
        });
    }

    /** Whom a message is for: everyone, or these powers (in the variant's order). */
    record Recipients(boolean all, List<String> powers) {}

    /** Words that mean every power. */
    static final Set<String> EVERYONE = Set.of("all", "everyone", "everybody", "*");

    /**
     * Reads "France, Italy" or "all" (names or adjectives, any case; commas, "and" or "&" between them); refuses a name
     * that is no power of this game with the powers there are.
     */
    static Recipients recipients(GameRow g, Rulebook rb, String to) {
        String text = to == null ? "" : to.strip();
        if (text.endsWith(":")) text = text.substring(0, text.length() - 1).strip();
        if (EVERYONE.contains(text.toLowerCase(Locale.ROOT))) return new Recipients(true, List.of());
        List<String> playable = rb.rules().playablePowers();
        Set<String> out = new LinkedHashSet<>();
        for (String part : text.split("\\s*(?:,|;|&|\\+|\\band\\b)\\s*")) {
            if (part.isBlank()) continue;
            String p = power(rb, playable, part.strip());
            if (p == null) {
                throw new GameException("'" + Durations.cut(part.strip()) + "' is no power of game #" + g.id() + "; say all,"
                        + " or one or more of " + String.join(", ", playable) + " (e.g. press " + playable.get(0)
                        + ": hello).");
            }
            out.add(p);
        }
        if (out.isEmpty()) {
            throw new GameException("Say whom it is for: all, or one or more of " + String.join(", ", playable)
                    + ", e.g. press " + playable.get(0) + ": hello.");
        }
        List<String> ordered = new ArrayList<>();
        for (String p : playable) if (out.contains(p)) ordered.add(p);
        return new Recipients(false, ordered);
    }

    /** A message by its number, for the transport that delivers it (its sender and readers name its Reply buttons). */
    public PressRow delivery(long id) {
        return db.inTransaction(c -> {
            PressRow p = Press.find(c, id);
            if (p == null) throw new GameException("There is no press message " + id + ".");
            return p;
        });
    }

    /** Whether {@code to} names whom a message is for, in this game (used to read "press France: text"). */
    public boolean names(long gameId, String to) {
        GameRow g = db.inTransaction(c -> Lookup.game(c, gameId));
        try {
            recipients(g, Rulebook.of(g.variant()), to);
            return true;
        } catch (GameException e) {
            return false;
        }
    }

    private static String power(Rulebook rb, List<String> playable, String name) {
        for (String p : playable) if (p.equalsIgnoreCase(name)) return p;
        return rb.variant().power(name).map(org.chancery.variant.Power::name).filter(playable::contains).orElse(null);
    }

    /** The header of each delivery of a message: each recipient's, or the channel's. */
    private static List<String> headers(GameRow g, String sender, Recipients r, String phase) {
        List<String> out = new ArrayList<>();
        if (r.all()) out.add(header(g, sender, r, phase, null));
        for (String p : r.powers()) out.add(header(g, sender, r, phase, p));
        return out;
    }

    /**
     * "From England: " in the channel (a message to all); "From England (game #3, S1901M): " in a DM, with the other
     * readers when there are more: "From England (game #3, S1901M; to France, Italy): ".
     */
    static String header(GameRow g, String sender, Recipients r, String phase, String reader) {
        if (reader == null) return "From " + sender + " to all: ";
        String others = r.powers().size() > 1 ? "; to " + String.join(", ", r.powers()) : "";
        return "From " + sender + " (game #" + g.id() + ", " + phase + others + "): ";
    }

    private static String example(String text) {
        String t = text == null ? "" : text.strip();
        return t.length() <= 40 ? t : t.substring(0, 39) + "\u2026";
    }

    /**
     * The press the caller's power (the named one, or their only one) sent and received, in the order sent; after the
     * GM has published it, the whole press, to anyone who can see the game.
     */
    public Log log(Actor a, long gameId, String power) {
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            List<PressRow> all = Press.all(c, gameId);
            if (revealed(c, gameId)) return new Log(null, all, true, phases(c, gameId));
            if (power == null && Games.players(c, gameId).stream().noneMatch(p -> a.userId().equals(p.userId()))) {
                throw new GameException("Press is read by its sender and its readers only, and you play no power in game #"
                        + gameId + (Lookup.isGm(g, a) ? ". After the game, game reveal press publishes it." : "."));
            }
            PlayerRow seat = Lookup.seat(c, g, a, power);
            List<PressRow> mine = new ArrayList<>();
            for (PressRow p : all) if (p.concerns(seat.power())) mine.add(p);
            return new Log(seat.power(), mine, false, phases(c, gameId));
        });
    }

    /** A power's press (or, once published, the whole press: {@code power} null), with each phase's code by seq. */
    public record Log(String power, List<PressRow> messages, boolean published, java.util.Map<Integer, String> phases) {}

    private static java.util.Map<Integer, String> phases(Connection c, long gameId) throws SQLException {
        java.util.Map<Integer, String> out = new java.util.HashMap<>();
        for (var p : Phases.all(c, gameId)) out.put(p.seq(), p.code());
        return out;
    }

    static boolean revealed(Connection c, long gameId) throws SQLException {
        for (EventRow e : Logs.events(c, gameId)) if (e.kind().equals(REVEALED)) return true;
        return false;
    }

    /**
     * The GM publishes the whole press once the game has ended: from then on anyone who can see the game reads it
     * with press log, and the channel is told. Returns how many messages there were.
     */
    public int reveal(Actor a, long gameId) {
        long now = clock.millis();
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Lookup.requireGm(g, a);
            if (Lookup.status(g) != GameStatus.ENDED) {
                throw new GameException("Press stays secret between its senders and readers until the game ends; end it"
                        + " first with game end.");
            }
            int n = Press.all(c, gameId).size();
            if (revealed(c, gameId)) return n;
            Logs.event(c, gameId, new EventRow(now, a.name(), REVEALED, "published the press: " + n + " messages"));
            Logs.notice(c, gameId, now, "public", "The GM has published the press of game #" + gameId + " (" + g.name()
                    + "): " + n + (n == 1 ? " message" : " messages") + ". Anyone may read it with press log.");
            return n;
        });
    }

    /**
     * Checks a change of settings as it is made: whether the game is anonymous is set before it starts (once names
     * are out they cannot be taken back; after the end game reveal shows who played what), and before anyone joins:
     * each join was posted by name in the channel, so anonymity set after one would hide nothing.
     */
    static void configured(Connection c, GameRow g, GameSettings was, GameSettings now, long at) throws SQLException {
        if (was.anonymous() == now.anonymous()) return;
        if (Lookup.status(g) != GameStatus.FORMING) {
            throw new GameException("Whether game #" + g.id() + " is anonymous is set before it starts; "
                    + (Lookup.status(g) == GameStatus.ENDED ? "game reveal shows who played what."
                    : "after the game ends, game reveal shows who played what."));
        }
        if (!now.anonymous()) return;
        List<String> seated = new ArrayList<>();
        for (PlayerRow p : Games.players(c, g.id())) {
            if (p.userId() != null && !SeatPlayer.isChancery(p.userId())) seated.add(p.power());
        }
        if (!seated.isEmpty()) {
            throw new GameException("Game #" + g.id() + " is made anonymous before anyone joins: "
                    + String.join(", ", seated) + (seated.size() == 1 ? " has a player" : " have players")
                    + " already, named in the channel when they joined, so hiding them now would hide nothing."
                    + " Free the seats with /game kick first, or make a new game anonymous right after /game create.");
        }
    }

    /**
     * After an anonymous game has ended, the GM shows who played what: the channel is told, and from then on the
     * game names its players as any game does. Returns what was shown.
     */
    public String revealSeats(Actor a, long gameId) {
        long now = clock.millis();
        return db.inTransaction(c -> {
            GameRow g = Lookup.game(c, gameId);
            Lookup.requireGm(g, a);
            if (!Anonymity.on(g)) return null;
            if (Lookup.status(g) != GameStatus.ENDED) {
                throw new GameException("Who plays which power stays hidden until the game ends; end it first with game end.");
            }
            List<String> seats = new ArrayList<>();
            List<String> empty = new ArrayList<>();
            for (PlayerRow p : Games.players(c, gameId)) {
                if (p.userName() == null) empty.add(p.power());
                else seats.add(p.power() + ": " + p.userName());
            }
            if (!empty.isEmpty()) seats.add("no player at the end: " + String.join(", ", empty));
            GameSettings open = GameSettings.fromJson(g.settings()).with("anonymous", "no");
            Lookup.save(c, new GameRow(g.id(), g.guildId(), g.channelId(), g.name(), g.variant(), open.toJson(), g.status(),
                    g.gmId(), g.phaseSeq(), g.deadline(), g.pausedLeft(), g.reminded(), g.outcome(), g.version() + 1,
                    g.createdAt()), g.version());
            String text = "Who played what in game #" + gameId + " (" + g.name() + "): " + String.join("; ", seats) + ".";
            Logs.event(c, gameId, new EventRow(now, a.name(), "reveal seats", text));
            Logs.notice(c, gameId, now, "public", text);
            return text;
        });
    }
}
