package org.chancery.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chancery.game.GameException;
import org.chancery.game.GameService;
import org.chancery.store.StoreException;
import org.chancery.variant.MapException;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;

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
    private final GameExamples examples;
    private final FeedLinks links;

    public Commands(GameService service, MapImages maps) { this(service, maps, FeedLinks.NONE); }

    public Commands(GameService service, MapImages maps, FeedLinks feeds) {
        GameFinder finder = new GameFinder(service);
        this.links = feeds;
        specs.addAll(new PlayerCommands(service, finder, maps, feeds).specs());
        specs.addAll(new PressCommands(service, finder).specs());
        specs.add(new CalendarCommand(service, finder, feeds).spec());
        for (Ruleset.PrivateView v : Rulesets.privateViews()) {
            specs.add(new CommandSpec(v.name(), v.description(), Role.PLAYER, List.of(OptionSpec.word("power",
                    "your power, if you hold more than one", false, OptionSpec.Completion.POWER), OptionSpec.game()),
                    r -> Reply.privately(service.orders().view(r.caller().actor(), finder.find(r), r.opt("power"), v.name()))));
        }
        LeagueCommand league = new LeagueCommand(service, feeds);
        specs.add(league.spec());
        specs.add(league.linkSpec());
        specs.addAll(new GmCommands(service, finder).specs());
        specs.addAll(new BoardCommands(service).specs());
        specs.add(new CommandSpec("help", "the commands, with examples from this channel's game", Role.ANYONE,
                List.of(OptionSpec.word("topic", "a topic of this game's variant, such as money or heirs", false,
                        OptionSpec.Completion.NONE), OptionSpec.game()), this::help));
        this.completer = new Completer(service, finder);
        this.examples = new GameExamples(service, finder);
    }

    /** Where this Chancery serves games' feeds and pages, for the posts that link to them. */
    public FeedLinks links() { return links; }

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
        if (e.inWords()) {
            // the store's own words for whoever runs Chancery; the player hears that nothing was changed
            LOG.log(System.Logger.Level.WARNING, "'" + command + "' refused: " + e.getMessage());
            return Reply.error("Chancery cannot save anything just now (" + (org.chancery.store.StoreFailure.diskFull(e)
                    ? "its disk is full" : "its store is unavailable") + "), so nothing was changed. Whoever runs Chancery"
                    + " has been told; try again once they have fixed it.");
        }
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

    private Reply help(Request r) {
        String topic = r.opt("topic");
        if (topic != null && !topic.isBlank()) return Reply.privately(examples.topic(r, topic.trim()));
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
