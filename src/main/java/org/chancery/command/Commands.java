package org.chancery.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.store.StoreException;
import org.chancery.variant.MapException;

/**
 * Every command, defined once, and the way to run them: any transport turns its input into a name, a
 * {@link Caller} and option values, and shows the {@link Reply} its own way.
 */
public final class Commands {
    private static final System.Logger LOG = System.getLogger(Commands.class.getName());
    /** The answer to a fault of Chancery's own: no detail, no "try again" (it would fail the same way). */
    public static final String FAILED = "Something went wrong on Chancery's side while answering this. It has been"
            + " logged for whoever runs Chancery.";

    private final List<CommandSpec> specs = new ArrayList<>();
    private final Completer completer;

    public Commands(GameService service, MapImages maps) { this(service, maps, FeedLinks.NONE); }

    public Commands(GameService service, MapImages maps, FeedLinks feeds) {
        GameFinder finder = new GameFinder(service);
        specs.addAll(new PlayerCommands(service, finder, maps).specs());
        specs.add(new CalendarCommand(service, finder, feeds).spec());
        specs.addAll(new GmCommands(service, finder).specs());
        specs.add(new CommandSpec("help", "the commands", Role.ANYONE, List.of(), r -> help()));
        this.completer = new Completer(service, finder);
    }

    public List<CommandSpec> all() { return List.copyOf(specs); }

    public CommandSpec find(String name) {
        for (CommandSpec s : specs) if (s.name().equals(name.toLowerCase(Locale.ROOT))) return s;
        return null;
    }

    /** Runs a command. Refusals come back as error replies saying what was wrong; nothing is thrown. */
    public Reply run(String name, Caller caller, Map<String, String> options) {
        CommandSpec spec = find(name);
        if (spec == null) return Reply.error("There is no command '" + name + "'. Type help for the list.");
        Request r = new Request(spec, caller, options);
        try {
            for (OptionSpec o : spec.options()) {
                String raw = options.get(o.name());
                if (raw != null && raw.length() > o.maxLength()) {
                    return Reply.error(o.name() + " is " + String.format("%,d", raw.length()) + " characters long; the"
                            + " most it takes is " + String.format("%,d", o.maxLength()) + ". Usage: " + spec.usage());
                }
                if (o.required()) r.required(o.name());
                String v = r.opt(o.name());
                if (v != null && !o.choices().isEmpty() && !o.choices().contains(v)) {
                    return Reply.error(o.name() + " must be one of " + String.join(", ", o.choices()) + ", not '" + v
                            + "'. Usage: " + spec.usage());
                }
            }
            return spec.handler().handle(r);
        } catch (GameException | Request.UsageException | MapException e) {
            return Reply.error(e.getMessage());
        } catch (StoreException e) {
            return storeFailed(name, e);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "'" + name + "' failed", e);
            return Reply.error(FAILED);
        }
    }

    /**
     * A store failure, explained without its SQL: a busy store is worth another try, anything else is not
     * (the same input would fail the same way), and is logged for whoever runs Chancery.
     */
    static Reply storeFailed(String command, StoreException e) {
        LOG.log(System.Logger.Level.ERROR, "store failure in '" + command + "'", e);
        if (e.retryable()) return Reply.error("The store was busy, so nothing was changed; please try again in a moment.");
        return Reply.error("The store could not take this, so nothing was changed. Trying again will not help; the"
                + " failure has been logged for whoever runs Chancery.");
    }

    /** Autocomplete choices for an option, given what has been typed so far (at most 25). */
    public List<Choice> complete(String name, Caller caller, String option, String typed, Map<String, String> others) {
        CommandSpec spec = find(name);
        if (spec == null) return List.of();
        for (OptionSpec o : spec.options()) {
            if (o.name().equals(option)) {
                try {
                    return completer.complete(new Request(spec, caller, others), o, typed == null ? "" : typed);
                } catch (GameException | Request.UsageException | StoreException e) {
                    return List.of();
                }
            }
        }
        return List.of();
    }

    private Reply help() {
        Table players = new Table("Player commands", List.of("Command", "What it does"), new ArrayList<>());
        Table gms = new Table("GM commands", List.of("Command", "What it does"), new ArrayList<>());
        for (CommandSpec s : specs) {
            (s.role() == Role.GM ? gms : players).rows().add(List.of(s.usage(), s.description()));
        }
        return Reply.privately("Every command also takes game=<number> to pick a game.").with(players).with(gms);
    }
}
