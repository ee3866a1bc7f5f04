package org.chancery.console;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.command.Action;
import org.chancery.command.Attachment;
import org.chancery.command.Caller;
import org.chancery.command.CommandSpec;
import org.chancery.command.Commands;
import org.chancery.command.OptionSpec;
import org.chancery.command.MapImages;
import org.chancery.command.Reply;
import org.chancery.command.ResultsMaps;
import org.chancery.command.Times;
import org.chancery.game.GameService;
import org.chancery.store.GameRow;
import org.chancery.store.NoticeRow;
import org.chancery.store.PlayerRow;
import org.chancery.variant.Power;
import org.chancery.variant.VariantLoader;

/**
 * The local table: the same commands as on Discord, typed at a prompt, acting as any player ("as England")
 * or as the GM ("as gm"). Reads stdin line by line, so a script can play a game. Messages Chancery would post
 * (results, reminders, GM notes) are printed as they appear. Maps and exports are written to {@code fileDir};
 * "game import @file.json" reads an export from a file.
 */
public final class Console {
    /** "/order" after a space, a bracket or a quote: a Discord command name. */
    private static final Pattern SLASHED = Pattern.compile("(^|[\\s(`'\"])/([a-z]+)\\b");
    public static final String GUILD = "local";

    private final GameService service;
    private final Commands commands;
    private final PrintStream out;
    private final Path fileDir;
    private String channel = "table";
    private String userId = "local:gm";
    private String userName = "GM";
    private boolean gm = true;
    /** A GM action described and waiting for "yes" (a rollback, the end of a game), or null. */
    private Action pending;

    /** The maps a phase's results carry, written beside the results as Discord would post them. */
    private final MapImages maps;

    public Console(GameService service, Commands commands, PrintStream out, Path fileDir) {
        this(service, commands, out, fileDir, MapImages.NONE);
    }

    public Console(GameService service, Commands commands, PrintStream out, Path fileDir, MapImages maps) {
        this.service = service;
        this.commands = commands;
        this.out = out;
        this.fileDir = fileDir;
        this.maps = maps;
    }

    /** Reads commands until end of input or "quit". */
    public void run(InputStream in) throws IOException {
        out.println("Chancery local table. Type 'help' for the commands, 'new' for a hot-seat classic game, 'quit' to leave.");
        GameRow g = service.gameIn(GUILD, channel);
        if (g != null) out.println("This table has game #" + g.id() + " (" + g.name() + ", " + g.status().toLowerCase() + ").");
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        prompt();
        String line;
        while ((line = reader.readLine()) != null) {
            if (!handle(line)) return;
            prompt();
        }
        out.println();
    }

    /**
     * Prints what the clock produces (deadline results, reminders) as it comes, as Discord would post it, not only
     * after the next command. The run of the jar turns this on; a script's run does not need it.
     */
    public void watchClock(java.time.Duration every) {
        var clock = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "table-clock");
            t.setDaemon(true);
            return t;
        });
        clock.scheduleWithFixedDelay(() -> {
            try {
                synchronized (this) {
                    if (service.pendingNotices().isEmpty()) return;
                    out.println();
                    flushNotices();
                    prompt();
                }
            } catch (RuntimeException e) {
                // the next command shows them
            }
        }, every.toMillis(), every.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    private synchronized void prompt() {
        out.print(userName + "@" + channel + "> ");
        out.flush();
    }

    /** Handles one line; false to quit. */
    public synchronized boolean handle(String raw) {
        String line = raw.strip();
        if (line.isEmpty() || line.startsWith("#")) return true;
        if (pending != null) {
            Action waiting = pending;
            pending = null;
            String answer = line.toLowerCase(Locale.ROOT);
            if (answer.equals("yes") || answer.equals("y")) {
                show(commands.run(waiting.command(), caller(), waiting.options()));
                flushNotices();
                return true;
            }
            out.println("Not confirmed, so nothing was changed.");
            if (answer.equals("no") || answer.equals("n")) return true;
        }
        String[] words = line.split("\\s+", 2);
        String arg = words.length > 1 ? words[1].strip() : "";
        switch (words[0].toLowerCase(Locale.ROOT)) {
            case "quit", "exit" -> { return false; }
            case "as" -> actAs(arg);
            case "channel" -> switchChannel(arg);
            case "use" -> use(arg);
            case "seats" -> seats();
            case "new" -> newGame(arg.isEmpty() ? "classic" : arg);
            case "help" -> {
                if (!arg.isEmpty()) {
                    command(line);
                    break;
                }
                show(commands.run("help", caller(), Map.of()));
                out.println("Local table: as <power|gm|name>, channel <name>, use <game number>, seats, new [variant], quit");
            }
            default -> command(line);
        }
        flushNotices();
        return true;
    }

    private void command(String line) {
        LineParser.Parsed p = LineParser.parse(commands, line);
        if (p == null) {
            out.println(commands.unknown(line.split("\\s+")[0]));
            return;
        }
        if (p.options().containsKey("_extra")) {
            out.println("Too much after the command: '" + p.options().get("_extra") + "'. Usage: " + p.spec().usage());
            return;
        }
        for (OptionSpec o : p.spec().options()) {
            if (o.type() == OptionSpec.Type.USER && p.options().containsKey(o.name())) {
                String v = p.options().get(o.name());
                if (!v.contains(":")) p.options().put(o.name(), "local:" + v.toLowerCase(Locale.ROOT) + "|" + v);
            }
        }
        for (OptionSpec o : p.spec().options()) {
            String path = o.type() == OptionSpec.Type.FILE ? p.options().get(o.name()) : null;
            if (path == null) continue;
            String file = path.startsWith("@") ? path.substring(1) : path;
            try {
                if (Files.size(Path.of(file)) > o.maxLength()) {
                    out.println("! " + file + " is larger than the " + o.maxLength() + " characters " + o.name() + " takes.");
                    return;
                }
                p.options().put(o.name(), Files.readString(Path.of(file)));
            } catch (IOException | java.nio.file.InvalidPathException e) {
                out.println("! cannot read " + file + "; give the path of the file " + p.spec().name() + " takes.");
                return;
            }
        }
        Reply r = commands.run(p.spec().name(), caller(), p.options());
        show(r);
        if (nobodySeated(p.spec().name(), r)) out.println(SEATS);
        if (r.confirmation() != null) {
            pending = r.confirmation();
            String label = pending.label();
            out.println("Type yes to " + Character.toLowerCase(label.charAt(0)) + label.substring(1)
                    + ", or anything else to leave it.");
        }
        if (r.form() != null) {
            out.println("To change them, give the whole turn again: " + r.form().command() + " "
                    + r.form().prefill().replace("\n", "; "));
        }
    }

    /** The table's own way to fill a game: said after a game is created, and when it cannot start with nobody in it. */
    static final String SEATS = "At the table, seats gives every open power a local player; then game start.";

    private boolean nobodySeated(String command, Reply r) {
        if (!command.equals("game create") && !(command.equals("game start") && r.error())) return false;
        GameRow g = service.gameIn(GUILD, channel);
        return g != null && service.players(g.id()).stream().allMatch(p -> p.userId() == null);
    }

    private Caller caller() { return new Caller(userId, userName, GUILD, channel, false, gm); }

    private void actAs(String who) {
        if (who.isEmpty()) {
            out.println("Say who: as England, as gm, or as <name>.");
            return;
        }
        gm = who.equalsIgnoreCase("gm");
        String name = gm ? "GM" : who;
        GameRow g = service.gameIn(GUILD, channel);
        if (!gm && g != null) {
            name = VariantLoader.load(g.variant()).power(who).map(Power::name).orElse(who);
        }
        userName = name;
        userId = "local:" + name.toLowerCase(Locale.ROOT);
        out.println("You are now " + fullName(g, name) + (gm ? " (the GM)." : "."));
    }

    private void switchChannel(String name) {
        if (name.isEmpty()) {
            out.println("You are in channel " + channel + ".");
            return;
        }
        channel = name;
        GameRow g = service.gameIn(GUILD, channel);
        out.println("Now at channel " + channel + (g == null ? " (no game yet)." : ", game #" + g.id() + "."));
    }

    private void use(String id) {
        try {
            GameRow g = service.game(Long.parseLong(id.replace("#", "")));
            channel = g.channelId();
            out.println("Now at game #" + g.id() + " (" + g.name() + ") in channel " + channel + ".");
        } catch (NumberFormatException e) {
            out.println("Say which game by number, e.g. use 1.");
        } catch (org.chancery.game.GameException e) {
            out.println(e.getMessage());
        }
    }

    /** Hot seat: seats a local player named after each open power. */
    private void seats() {
        GameRow g = service.gameIn(GUILD, channel);
        if (g == null) {
            out.println("There is no game here; create one with: game create classic");
            return;
        }
        for (PlayerRow p : service.players(g.id())) {
            if (p.userId() != null) continue;
            show(commands.run("game assign", caller(), Map.of("power", p.power(),
                    "user", "local:" + p.power().toLowerCase(Locale.ROOT) + "|" + p.power())));
        }
    }

    /** A power's full name where its adjective holds its name ("Irish Confederacy" for Confederacy), else the name. */
    private static String fullName(GameRow g, String name) {
        if (g == null) return name;
        Power p = VariantLoader.load(g.variant()).power(name).orElse(null);
        if (p == null || p.adjective() == null || p.adjective().equals(p.name())
                || !java.util.regex.Pattern.compile("\\b" + java.util.regex.Pattern.quote(p.name()) + "\\b").matcher(p.adjective()).find()) {
            return name; // "House Stark" names Stark; "Austrian" is an adjective, not a name
        }
        return p.adjective();
    }

    private void newGame(String variant) {
        boolean wasGm = gm;
        gm = true;
        Reply r = commands.run("game create", caller(), Map.of("variant", variant));
        show(r);
        if (!r.error()) {
            seats();
            show(commands.run("game start", caller(), Map.of()));
            GameRow g = service.gameIn(GUILD, channel);
            var seats = service.players(g.id());
            String first = seats.isEmpty() ? "a power" : seats.get(0).power();
            var examples = commands.exampleOrders(new Caller("local:" + first.toLowerCase(Locale.ROOT), first, GUILD, channel,
                    false, false));
            out.println("Give orders as each power in turn: as " + first + ", then order "
                    + (examples.isEmpty() ? "<orders>" : examples.get(0)) + "; ... then ready.");
        }
        gm = wasGm;
    }

    private void show(Reply r) {
        String text = tableWords(Times.utc(r.plain()));
        if (!text.isEmpty()) out.println((r.error() ? "! " : "") + text.replace("\n", "\n" + (r.error() ? "! " : "")));
        for (Attachment a : r.attachments()) write(a.filename(), a.data(), "");
    }

    /** Writes a file into the table's folder and says where, after {@code indent}. */
    private void write(String name, byte[] data, String indent) {
        try {
            Files.createDirectories(fileDir);
            Path file = fileDir.resolve(name);
            Files.write(file, data);
            out.println(indent + "(wrote " + file + ")");
        } catch (IOException e) {
            out.println("! could not write " + name + ": " + e.getMessage());
        }
    }

    /** The maps a phase's results carry, written as Discord would post them. */
    private void writeResultsMaps(NoticeRow n) {
        GameRow g = service.game(n.gameId());
        for (ResultsMaps.Drawn d : ResultsMaps.of(service, maps, g, n.phaseSeq())) write(d.name(), d.png(), "    ");
    }

    /** Prints and marks delivered what Chancery would post: results, reminders, GM notes. */
    private void flushNotices() {
        for (NoticeRow n : service.pendingNotices()) {
            String to = switch (n.audience()) {
                case "public" -> "[channel]";
                case "gm" -> "[to the GM]";
                default -> "[to " + n.audience().substring(n.audience().indexOf(':') + 1) + "]";
            };
            out.println(to + " " + tableWords(Times.utc(n.text())).replace("\n", "\n    "));
            if (n.results()) {
                writeResultsMaps(n);
                commands.links().page(n.gameId()).ifPresent(url -> out.println("    Game page: " + url));
            }
            service.delivered(n.id());
        }
    }

    /** A command named as on Discord ("give them with /order") is named as typed here ("with order"). */
    String tableWords(String text) {
        Matcher m = SLASHED.matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String name = m.group(2);
            boolean command = commands.all().stream().anyMatch(c -> c.name().equals(name) || c.name().startsWith(name + " "));
            m.appendReplacement(b, Matcher.quoteReplacement(command ? m.group(1) + name : m.group()));
        }
        m.appendTail(b);
        return b.toString();
    }

    /** The spec behind a typed command name, for tests. */
    CommandSpec spec(String name) { return commands.find(name); }
}
