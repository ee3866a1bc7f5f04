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
    private final GameExamples examples;

    public Commands(GameService service, MapImages maps) { this(service, maps, FeedLinks.NONE); }

    public Commands(GameService service, MapImages maps, FeedLinks feeds) {
        GameFinder finder = new GameFinder(service);
        specs.addAll(new PlayerCommands(service, finder, maps).specs());
        specs.add(new CalendarCommand(service, finder, feeds).spec());
        specs.addAll(new GmCommands(service, finder).specs());
        specs.add(new CommandSpec("help", "the commands, with examples from this channel's game", Role.ANYONE,
                List.of(OptionSpec.game()), this::help));
        this.completer = new Completer(service, finder);
        this.examples = new GameExamples(service, finder);
    }

    public List<CommandSpec> all() { return List.copyOf(specs); }

    public CommandSpec find(String name) {
        for (CommandSpec s : specs) if (s.name().equals(name.toLowerCase(Locale.ROOT))) return s;
        return null;
    }

    /** Example orders for the caller in its game at hand (the channel's, or in a DM its one game); none without one. */
    public List<String> exampleOrders(Caller caller) {
        return examples.orders(new Request(find("help"), caller, Map.of()));
    }

    /** What to say to a command that does not exist: a GM word typed without "game" is pointed to it. */
    public String unknown(String name) {
        String word = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        CommandSpec gm = word.isEmpty() || word.contains(" ") ? null : find("game " + word);
        if (gm != null) return "There is no command '" + word + "'. Did you mean `game " + word + "`? GM commands begin with game.";
        return "There is no command '" + word + "'. Type help for the list.";
    }

    /** Runs a command. Refusals come back as error replies saying what was wrong; nothing is thrown. */
    public Reply run(String name, Caller caller, Map<String, String> options) {
        CommandSpec spec = find(name);
        if (spec == null) return Reply.error(unknown(name));
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

    private Reply help(Request r) {
        Table players = new Table("Player commands", List.of("Command", "What it does"), new ArrayList<>());
        Table gms = new Table("GM commands", List.of("Command", "What it does"), new ArrayList<>());
        for (CommandSpec s : specs) {
            (s.role() == Role.GM ? gms : players).rows().add(List.of(s.usage(), s.description()));
        }
        Reply reply = Reply.privately("Every command also takes game=<number> to pick a game.").with(players).with(gms);
        Table game = examples.table(r);
        return game == null ? reply : reply.with(game);
    }
}
