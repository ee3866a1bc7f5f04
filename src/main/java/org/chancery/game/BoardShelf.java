package org.chancery.game;

import java.time.Clock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import org.chancery.engine.GameState;
import org.chancery.store.Boards;
import org.chancery.store.Database;
import org.chancery.variant.MapException;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;
import org.chancery.variant.upload.UploadCheck;
import org.chancery.variant.upload.UploadLimits;
import org.chancery.variant.upload.UploadedVariants;

/**
 * A server's own boards (issue 35): uploads checked and tried before anything is stored, the list, and which
 * board a name means on a server. A board is seen only on the server it was uploaded to (or imported into).
 */
public final class BoardShelf {
    /** How long the trial (drawing the start and playing a year of holds) may take. */
    static final long TRIAL_SECONDS = 20;
    private static final ExecutorService TRIALS = Executors.newFixedThreadPool(1, r -> {
        Thread t = new Thread(r, "board-trial");
        t.setDaemon(true);
        return t;
    });

    private final Database db;
    private final Clock clock;
    private final Map<String, Deque<Long>> attempts = new ConcurrentHashMap<>();
    private final UploadGate gate = new UploadGate(UploadLimits.AT_ONCE);

    BoardShelf(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
        UploadedVariants.source(key -> {
            Boards.FilesRow f = db.inTransaction(c -> Boards.files(c, key));
            return f == null ? null : new UploadedVariants.Files(f.json(), f.svg());
        });
    }

    /** What an upload came to: the board stored, its version on this server, its preview and any warnings. */
    public record Uploaded(Boards.ListedRow row, Variant variant, byte[] preview, List<String> warnings, boolean replaced) {}

    /**
     * Checks, tries and stores a board for a server; throws in words when any check fails, storing nothing.
     * {@code draw} draws a position of the board (the trial's picture and the preview).
     */
    public Uploaded upload(Actor who, String guild, UploadedVariants.Files files, Function<Variant, byte[]> draw) {
        Access.requireAdmin(who, "upload a board");
        UploadGate.Pass pass = gate.enter();
        try {
            limitRate(guild);
            return checkAndStore(who, guild, files, draw, pass);
        } finally {
            pass.leave();
        }
    }

    private Uploaded checkAndStore(Actor who, String guild, UploadedVariants.Files files, Function<Variant, byte[]> draw,
                                   UploadGate.Pass pass) {
        UploadCheck.Checked checked;
        try {
            checked = UploadCheck.check(files);
        } catch (MapException e) {
            throw refused(e);
        }
        UploadedVariants.remember(files);
        // the one board of this key in the process: drawings are kept by its provinces
        Variant variant = VariantLoader.load(files.key());
        byte[] preview = trial(variant, draw, pass);
        String id = checked.definition().id();
        Uploaded out = db.inTransaction(c -> {
            Boards.ListedRow before = Boards.listed(c, guild, id);
            List<Boards.ListedRow> all = Boards.listed(c, guild);
            long bytes = files.bytes();
            for (Boards.ListedRow r : all) if (!r.id().equals(id)) bytes += r.bytes();
            if (before == null && all.size() >= UploadLimits.PER_SERVER) {
                throw new GameException("This server keeps " + all.size() + " boards, the most it may; remove one with"
                        + " variant remove before uploading another.");
            }
            if (bytes > UploadLimits.SERVER_BYTES) {
                throw new GameException("This server's boards would come to " + UploadLimits.size(bytes) + "; they may"
                        + " take " + UploadLimits.size(UploadLimits.SERVER_BYTES) + " in all. Remove one with variant remove.");
            }
            Boards.putFiles(c, new Boards.FilesRow(files.key(), files.json(), files.svg(), files.bytes()), clock.millis());
            Boards.ListedRow row = new Boards.ListedRow(guild, id, files.key(), before == null ? 1 : before.version() + 1,
                    checked.variant().name(), who.name(), clock.millis(), files.bytes());
            Boards.list(c, row);
            return new Uploaded(row, variant, preview, checked.warnings(), before != null);
        });
        return out;
    }

    /**
     * The board's start drawn, and a year of holds played, within {@link #TRIAL_SECONDS}; the trial holds the
     * upload's turn at the gate until it ends, even past its time.
     */
    private static byte[] trial(Variant v, Function<Variant, byte[]> draw, UploadGate.Pass pass) {
        UploadGate.Pass trialPass = pass.share();
        // whoever claims this first lets go of the trial's turn: the trial as it begins, or the caller giving up on
        // a trial that never began (a cancelled task runs nothing, not even a finally)
        AtomicBoolean claimed = new AtomicBoolean();
        Future<byte[]> run = TRIALS.submit(() -> {
            if (!claimed.compareAndSet(false, true)) return null;
            try {
                byte[] png = draw.apply(v);
                Ruleset rules = Rulesets.forVariant(v);
                GameState s = rules.start();
                for (int i = 0; i < 8 && s.phase().year() < v.start().phase().year() + 1; i++) {
                    s = rules.play(s, List.of(), Map.of()).next();
                }
                return png;
            } finally {
                trialPass.leave();
            }
        });
        try {
            return run.get(TRIAL_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            run.cancel(true);
            if (claimed.compareAndSet(false, true)) trialPass.leave();
            throw new GameException("The board was refused: drawing it and playing a year of holds took longer than "
                    + TRIAL_SECONDS + " seconds. Fewer provinces or a simpler picture will do.");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof MapException m) throw refused(m);
            System.getLogger(BoardShelf.class.getName()).log(System.Logger.Level.WARNING, "board trial failed", e.getCause());
            throw new GameException("The board was refused: it passed the checks but could not be drawn and played"
                    + " for a year. Whoever runs Chancery has been told why.");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GameException("The upload was interrupted; try again.");
        }
    }

    private static GameException refused(MapException e) {
        List<String> lines = new ArrayList<>();
        for (var p : e.problems()) lines.add("- " + p);
        int more = lines.size() - 15;
        if (more > 0) lines = new ArrayList<>(lines.subList(0, 15));
        return new GameException("The board was refused; nothing was stored:\n" + String.join("\n", lines)
                + (more > 0 ? "\n(and " + more + " more)" : "") + "\nSee docs/variants/your-own.md for the format.");
    }

    private void limitRate(String guild) {
        long now = clock.millis();
        Deque<Long> times = attempts.computeIfAbsent(guild, g -> new ArrayDeque<>());
        synchronized (times) {
            while (!times.isEmpty() && times.peekFirst() < now - 3_600_000L) times.pollFirst();
            if (times.size() >= UploadLimits.PER_HOUR) {
                long wait = (times.peekFirst() + 3_600_000L - now) / 60_000 + 1;
                throw new GameException("This server has tried " + times.size() + " uploads in the last hour, the most"
                        + " it may; try again in " + wait + " minutes.");
            }
            times.addLast(now);
        }
    }

    public List<Boards.ListedRow> list(String guild) {
        return db.inTransaction(c -> Boards.listed(c, guild));
    }

    /** A board on this server's list, with its variant; an id that is not there gets the list. */
    public Shown show(String guild, String id) {
        Boards.ListedRow row = db.inTransaction(c -> Boards.listed(c, guild, id));
        if (row == null) throw unknown(guild, id);
        return new Shown(row, Rulebook.of(row.key()).variant());
    }

    public record Shown(Boards.ListedRow row, Variant variant) {}

    /** Takes a board off the list, unless a game that has not ended plays a version of it. */
    public void remove(Actor who, String guild, String id) {
        Access.requireAdmin(who, "remove a board");
        db.inTransaction(c -> {
            if (Boards.listed(c, guild, id) == null) throw unknown(guild, id);
            List<String> versions = new ArrayList<>();
            for (String key : Boards.keysPlayed(c, guild)) {
                UploadedVariants.Files f = UploadedVariants.files(key);
                if (f != null && id.equals(VariantLoader.load(key).definition().id())) versions.add(key);
            }
            List<Long> games = Boards.gamesPlaying(c, guild, versions);
            if (!games.isEmpty()) {
                throw new GameException("Board '" + id + "' is played in game" + (games.size() > 1 ? "s" : "") + " "
                        + String.join(", ", games.stream().map(g -> "#" + g).toList()) + "; it can be removed once "
                        + (games.size() > 1 ? "they have" : "it has") + " ended.");
            }
            return Boards.unlist(c, guild, id);
        });
    }

    /**
     * The variant id a name means on this server: a built-in board's id as it is, this server's own board's key;
     * null for neither.
     */
    public String resolve(String guild, String name) {
        String id = name == null ? "" : name.strip().toLowerCase(java.util.Locale.ROOT);
        if (VariantLoader.ids().contains(id)) return id;
        if (guild == null) return null;
        Boards.ListedRow row = db.inTransaction(c -> Boards.listed(c, guild, id));
        return row == null ? null : row.key();
    }

    /** Built-in boards that play, then this server's own. */
    public List<String> names(String guild) {
        List<String> out = new ArrayList<>(VariantLoader.available());
        if (guild != null) for (Boards.ListedRow r : list(guild)) out.add(r.id());
        return out;
    }

    /** An imported game's board, checked as an upload is (and through the same gate), before anything of the import is stored. */
    UploadCheck.Checked checkImported(UploadedVariants.Files files) {
        return gate.run(() -> {
            try {
                UploadCheck.Checked checked = UploadCheck.check(files);
                UploadedVariants.remember(files);
                return checked;
            } catch (MapException e) {
                throw refused(e);
            }
        });
    }

    /**
     * Makes an imported game's board this server's, in the import's transaction: the files are kept, and listed under
     * their id unless the server lists that id already or keeps as many boards as it may.
     */
    void adopt(java.sql.Connection c, String guild, String who, UploadCheck.Checked checked) throws java.sql.SQLException {
        UploadedVariants.Files files = checked.files();
        Boards.putFiles(c, new Boards.FilesRow(files.key(), files.json(), files.svg(), files.bytes()), clock.millis());
        String id = checked.definition().id();
        if (Boards.listed(c, guild, id) == null && Boards.listed(c, guild).size() < UploadLimits.PER_SERVER) {
            Boards.list(c, new Boards.ListedRow(guild, id, files.key(), 1, checked.variant().name(), who, clock.millis(), files.bytes()));
        }
    }

    private GameException unknown(String guild, String id) {
        String shown = id == null ? "" : id.length() <= 40 ? id : id.substring(0, 39) + "\u2026";
        List<String> own = list(guild).stream().map(Boards.ListedRow::id).toList();
        return new GameException("This server has no board '" + shown + "'. "
                + (own.isEmpty() ? "It has none of its own yet; upload one with variant upload." : "Its boards are: " + String.join(", ", own) + "."));
    }
}
