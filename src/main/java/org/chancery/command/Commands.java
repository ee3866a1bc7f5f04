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
            return Reply.error("The store failed (" + e.getMessage() + "); nothing was changed. Please try again.");
        }
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
