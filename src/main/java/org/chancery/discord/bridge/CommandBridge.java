package org.chancery.discord.bridge;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chancery.command.Caller;
import org.chancery.command.CommandSpec;
import org.chancery.command.Commands;
import org.chancery.command.Reply;
import org.chancery.command.Role;
import org.chancery.command.Visibility;
import org.chancery.discord.interaction.Answer;
import org.chancery.discord.interaction.AutocompleteCall;
import org.chancery.discord.interaction.ButtonCall;
import org.chancery.discord.interaction.FileFetcher;
import org.chancery.discord.interaction.FormCall;
import org.chancery.discord.interaction.DirectMessage;
import org.chancery.discord.interaction.InteractionHandler;
import org.chancery.discord.interaction.Invoker;
import org.chancery.discord.interaction.Place;
import org.chancery.discord.interaction.SlashCall;
import org.chancery.discord.interaction.Suggestion;
import org.chancery.discord.message.OutgoingMessage;
import org.chancery.discord.message.TextForm;
import org.chancery.game.GameService;
import org.chancery.store.GameRow;

/**
 * Serves the command layer on Discord: a slash command, a button or a form becomes a command-layer call with
 * the right caller (and so the same access checks), and its reply a Discord message with the reply's
 * follow-ups as buttons, or a form to open. In a game channel every answer to a player command is ephemeral;
 * a GM command answers publicly only when its reply is public and no refusal (a game created or imported).
 * In a DM with the bot answers stay in the DM, where only the caller sees them.
 */
public final class CommandBridge implements InteractionHandler {
    /** GM commands whose answer the whole channel should see. */
    static final Set<String> PUBLIC_GM = Set.of("game create", "game import");
    /** Commands that render maps, adjudicate or build files: deferred at once. */
    static final Set<String> SLOW = Set.of("map", "ready", "history", "game adjudicate", "game rollback",
            "game export", "game import", "game log");

    private final GameService service;
    private final Commands commands;
    private final Optional<String> gmRole;
    private final Runnable afterCommand;
    private final FileFetcher files;
    private final Components components;

    /** {@code afterCommand} runs after every command (the bot wakes its notice poster there). */
    public CommandBridge(GameService service, Commands commands, Optional<String> gmRole, Runnable afterCommand) {
        this(service, commands, gmRole, afterCommand, FileFetcher.NONE);
    }

    public CommandBridge(GameService service, Commands commands, Optional<String> gmRole, Runnable afterCommand,
            FileFetcher files) {
        this.service = service;
        this.commands = commands;
        this.gmRole = gmRole;
        this.afterCommand = afterCommand;
        this.files = files;
        this.components = new Components(service.clock());
    }

    public Commands commands() {
        return commands;
    }

    @Override
    public Answer onSlash(SlashCall call) {
        String path = SlashCommands.commandPath(call.path());
        CommandSpec spec = commands.find(path);
        if (spec == null) return Answer.privately("Chancery has no /" + call.path() + " any more; type / to see the commands.");
        Map<String, String> options = new LinkedHashMap<>(call.options());
        try {
            Uploads.fetch(options, files, spec);
        } catch (Uploads.Refusal e) {
            return Answer.privately(e.getMessage());
        }
        if (NEEDS_CHANNEL.contains(path) && !call.place().botMissing().isEmpty()) {
            return Answer.privately(cannotPost(call.place().botMissing()));
        }
        return run(path, options, call.caller(), call.place(), spec);
    }

    /** Commands that make a game of this channel: the bot must be able to post its results here. */
    static final Set<String> NEEDS_CHANNEL = Set.of("game create", "game import");

    /** What the GM is told when the bot lacks permissions the game's posts need in the channel. */
    static String cannotPost(List<String> missing) {
        return "No game was made: Chancery could not post this game's results and maps here. In this channel it lacks "
                + String.join(", ", missing) + ". Give the bot (or its role) "
                + (missing.size() == 1 ? "that permission" : "those permissions")
                + " in the channel's settings (Edit Channel > Permissions), then run this command again.";
    }

    /** The reply with GM commands named as typed on Discord ("/game phase adjudicate phase: S1901M"). */
    private Reply discordWords(Reply r) {
        String text = SlashCommands.discordWords(r.text(), commands.all());
        if (java.util.Objects.equals(text, r.text())) return r;
        return new Reply(r.visibility(), r.title(), text, r.tables(), r.attachments(), r.error(), r.actions(), r.form());
    }

    private Answer run(String path, Map<String, String> options, Invoker who, Place place, CommandSpec spec) {
        Reply reply;
        try {
            reply = commands.run(path, caller(who, place, options.get("game")), options);
            reply = discordWords(reply);
        } finally {
            afterCommand.run();
        }
        OutgoingMessage message = Replies.message(reply).withButtons(components.buttons(reply.actions(), who.userId()));
        if (reply.form() != null) {
            TextForm form = components.form(reply.form(), spec == null ? 4000 : maxLength(reply.form()));
            if (form != null) return Answer.opening(form, message);
        }
        return new Answer(message, ephemeral(place, path, spec, reply));
    }

    private int maxLength(org.chancery.command.Form f) {
        CommandSpec target = commands.find(f.command());
        if (target == null) return TextForm.VALUE_MAX;
        for (var o : target.options()) if (o.name().equals(f.field())) return o.maxLength();
        return TextForm.VALUE_MAX;
    }

    static boolean ephemeral(Place place, String path, CommandSpec spec, Reply reply) {
        if (place.direct()) return false;
        if (spec == null || spec.role() != Role.GM) return true;
        return reply.visibility() != Visibility.PUBLIC || reply.error() || !PUBLIC_GM.contains(path);
    }

    @Override
    public Answer onButton(ButtonCall call) {
        Components.Call c;
        try {
            c = components.button(call.buttonId(), call.caller().userId());
        } catch (Components.Refusal e) {
            return Answer.privately(e.getMessage());
        }
        return run(c.command(), c.options(), call.caller(), call.place(), commands.find(c.command()));
    }

    @Override
    public Answer onForm(FormCall call) {
        Components.Call c;
        try {
            c = components.form(call.formId(), call.fields());
        } catch (Components.Refusal e) {
            return Answer.privately(e.getMessage());
        }
        return run(c.command(), c.options(), call.caller(), call.place(), commands.find(c.command()));
    }

    @Override
    public boolean slow(SlashCall call) {
        return SLOW.contains(SlashCommands.commandPath(call.path()));
    }

    @Override
    public boolean slow(ButtonCall call) {
        return Components.confirmation(call.buttonId());
    }

    @Override
    public List<Suggestion> onAutocomplete(AutocompleteCall call) {
        Map<String, String> others = new LinkedHashMap<>(call.options());
        others.remove(call.focused());
        var caller = caller(call.caller(), call.place(), others.get("game"));
        return commands.complete(SlashCommands.commandPath(call.path()), caller, call.focused(), call.typed(), others).stream()
                .map(CommandBridge::suggestion).filter(java.util.Objects::nonNull).toList();
    }

    /** Discord's most characters in a choice's name and value. */
    static final int CHOICE_MAX = 100;
    static final String ALONE = " (this order alone; a whole turn: /orders)";

    /**
     * A choice as Discord can take it. A value longer than a choice holds (the orders typed before it, then the one
     * completed) is never cut: the choice completes the current order alone, and says so; the whole turn belongs in
     * /orders and its form. A value still too long is not offered.
     */
    static Suggestion suggestion(org.chancery.command.Choice c) {
        String label = c.label(), value = c.value();
        if (value.length() > CHOICE_MAX && value.endsWith(label) && !value.equals(label)) {
            value = label;
            label = label.length() + ALONE.length() <= CHOICE_MAX ? label + ALONE : label;
        }
        if (value.isEmpty() || value.length() > CHOICE_MAX) return null;
        return new Suggestion(label.length() <= CHOICE_MAX ? label : label.substring(0, CHOICE_MAX - 1) + "\u2026", value);
    }

    @Override
    public Optional<OutgoingMessage> onDirectMessage(DirectMessage message) {
        var caller = new Caller(Long.toUnsignedString(message.userId()), message.userName(), null,
                null, true, false);
        Optional<OutgoingMessage> answer = DirectText.answer(commands, caller, message.content(),
                reply -> Replies.message(discordWords(reply)).withButtons(components.buttons(reply.actions(), message.userId())));
        afterCommand.run();
        return answer;
    }

    /**
     * The command layer's caller. {@code admin} (power over every game here) needs Manage Server or the
     * GM role, and holds only in a guild channel, for a game of that guild: a server's admins run their
     * own server's games, not another's named by number.
     */
    Caller caller(Invoker who, Place place, String gameOption) {
        String user = Long.toUnsignedString(who.userId());
        if (place.direct()) return new Caller(user, who.name(), null, null, true, false);
        String guild = Long.toUnsignedString(place.guildId());
        boolean power = who.canManageServer() || gmRole.map(who::hasRole).orElse(false);
        boolean admin = power && inGuild(gameOption, guild);
        return new Caller(user, who.name(), guild, Long.toUnsignedString(place.channelId()), false,
                admin);
    }

    private boolean inGuild(String gameOption, String guild) {
        if (gameOption == null || gameOption.isBlank()) return true;
        try {
            String digits = gameOption.strip().startsWith("#") ? gameOption.strip().substring(1) : gameOption.strip();
            GameRow g = service.game(Long.parseLong(digits));
            return guild.equals(g.guildId());
        } catch (RuntimeException e) {
            return false;
        }
    }
}
