package org.chancery.discord.gateway;

import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.message.MessageReceivedEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.callbacks.IModalCallback;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import org.chancery.discord.interaction.Answer;
import org.chancery.discord.interaction.AutocompleteCall;
import org.chancery.discord.interaction.ButtonCall;
import org.chancery.discord.interaction.DirectMessage;
import org.chancery.discord.interaction.FormCall;
import org.chancery.discord.interaction.InteractionHandler;
import org.chancery.discord.interaction.SlashCall;
import org.chancery.discord.message.OutgoingMessage;
import org.chancery.discord.message.Pages;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.requests.RestAction;

/**
 * A thin JDA listener: converts events with {@link Calls}, runs the {@link InteractionHandler} on a
 * worker, and sends the answer back. An answer not ready within {@code deferAfter}, for a call the
 * handler calls slow, or for a call that finds every worker busy, is deferred (Discord allows 3 seconds to acknowledge) and filled in when it comes.
 * A deferral is private; a public answer that comes after it is a public follow-up, sent once the deferral has
 * been answered (Discord gives the first follow-up after a deferral the deferral's own flags), so a refusal is
 * never shown to the channel and news always is. An answer too long for one message goes on in follow-ups. Autocomplete runs on executor of its own, so it never waits
 * behind map rendering or adjudication.
 */
public final class InteractionListener extends ListenerAdapter {
    static final String FAILED = org.chancery.command.Commands.FAILED;
    private static final System.Logger LOG = System.getLogger(InteractionListener.class.getName());

    private final InteractionHandler handler;
    private final Executor workers;
    private final Executor suggestions;
    private final ScheduledExecutorService timer;
    private final Duration deferAfter;
    /** How many workers there are: a call that finds them all busy waits its turn, so it is deferred at once. */
    private final int capacity;
    /** Calls handed to the workers and not yet answered. */
    private final java.util.concurrent.atomic.AtomicInteger running = new java.util.concurrent.atomic.AtomicInteger();

    public InteractionListener(InteractionHandler handler, Executor workers, int capacity, Executor suggestions,
            ScheduledExecutorService timer, Duration deferAfter) {
        this.handler = handler;
        this.workers = workers;
        this.capacity = capacity;
        this.suggestions = suggestions;
        this.timer = timer;
        this.deferAfter = deferAfter;
    }

    /** One executor for commands and suggestions alike (for tests of the listener alone). */
    public InteractionListener(InteractionHandler handler, Executor workers, ScheduledExecutorService timer,
            Duration deferAfter) {
        this(handler, workers, Integer.MAX_VALUE, workers, timer, deferAfter);
    }

    /** As above, with {@code capacity} workers behind the executor. */
    public InteractionListener(InteractionHandler handler, Executor workers, int capacity, ScheduledExecutorService timer,
            Duration deferAfter) {
        this(handler, workers, capacity, workers, timer, deferAfter);
    }

    private interface Work {
        Answer run() throws Exception;
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        SlashCall call = Calls.slash(event);
        respond(event, event, call.place().direct(), handler.slow(call), "/" + call.path(),
                () -> handler.onSlash(call));
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        ButtonCall call = Calls.button(event);
        respond(event, event, call.place().direct(), handler.slow(call), "button " + call.buttonId(),
                () -> handler.onButton(call));
    }

    @Override
    public void onModalInteraction(ModalInteractionEvent event) {
        FormCall call = Calls.form(event);
        respond(event, null, call.place().direct(), false, "form " + call.formId(), () -> handler.onForm(call));
    }

    /**
     * Runs {@code work} on a worker and answers {@code event}: directly when quick (a form only then),
     * else after a private deferral (in a DM, where only the caller is, a plain one).
     */
    private void respond(IReplyCallback event, IModalCallback forms, boolean direct, boolean slow, String what,
            Work work) {
        AtomicBoolean deferred = new AtomicBoolean();
        Runnable defer = () -> {
            if (deferred.compareAndSet(false, true)) {
                event.deferReply(!direct).queue(null, failed("defer of " + what + " failed"));
            }
        };
        // A call that finds every worker busy (drawing maps, say) waits behind them: its deferral cannot wait for the timer,
        // which would leave the rest of Discord's 3 seconds to a machine already short of time.
        boolean queued = running.incrementAndGet() > capacity;
        if (slow || queued) defer.run();
        ScheduledFuture<?> deferral = timer.schedule(defer, deferAfter.toMillis(), TimeUnit.MILLISECONDS);
        CompletableFuture.supplyAsync(() -> {
            try {
                return answer(work, what);
            } finally {
                running.decrementAndGet();
            }
        }, workers).thenAccept(answer -> {
            deferral.cancel(false);
            List<OutgoingMessage> pages = Pages.split(answer.message());
            boolean ephemeral = answer.ephemeral() && !direct;
            InteractionHook hook = event.getHook();
            // Whoever flips 'deferred' first decides: the timer defers, or we answer directly.
            if (deferred.compareAndSet(false, true)) {
                if (answer.form() != null && forms != null) {
                    forms.replyModal(JdaMessages.modal(answer.form())).queue(null, failed("form for " + what + " failed"));
                } else {
                    RestAction<?> first = event.reply(JdaMessages.create(pages.get(0))).setEphemeral(ephemeral);
                    followUps(first, hook, pages, ephemeral).queue(null, failed("reply to " + what + " failed"));
                }
            } else if (!ephemeral && !direct) {
                // Discord gives the first follow-up after a deferral the deferral's flags: so the private deferral is
                // answered first (a note), then the public answer follows, then the note goes.
                RestAction<?> note = hook.editOriginal(PUBLIC_BELOW);
                note.flatMap(done -> chain(hook, pages, false))
                        .flatMap(posted -> hook.deleteOriginal())
                        .queue(null, failed("public answer to " + what + " failed"));
            } else {
                RestAction<?> first = hook.editOriginal(JdaMessages.edit(pages.get(0)));
                followUps(first, hook, pages, ephemeral).queue(null, failed("edit of " + what + " failed"));
            }
        }).exceptionally(e -> {
            LOG.log(Level.ERROR, "could not send the answer to " + what, e);
            return null;
        });
    }

    /** What a private deferral says once its public answer is on the way (and is deleted once that is posted). */
    public static final String PUBLIC_BELOW = "Posting for the channel\u2026";

    /** {@code first}, then the pages after the first as follow-ups, each once the one before is in. */
    private static RestAction<?> followUps(RestAction<?> first, InteractionHook hook, List<OutgoingMessage> pages,
            boolean ephemeral) {
        RestAction<?> chain = first;
        for (OutgoingMessage page : pages.subList(Math.min(1, pages.size()), pages.size())) {
            chain = chain.flatMap(done -> hook.sendMessage(JdaMessages.create(page)).setEphemeral(ephemeral));
        }
        return chain;
    }

    /** Every page as a follow-up, in order. */
    private static RestAction<?> chain(InteractionHook hook, List<OutgoingMessage> pages, boolean ephemeral) {
        RestAction<?> chain = hook.sendMessage(JdaMessages.create(pages.get(0))).setEphemeral(ephemeral);
        return followUps(chain, hook, pages, ephemeral);
    }

    private static Consumer<Throwable> failed(String what) {
        return e -> LOG.log(Level.WARNING, what, e);
    }

    private static Answer answer(Work work, String what) {
        try {
            return work.run();
        } catch (Exception | Error e) {
            LOG.log(Level.ERROR, what + " failed", e);
            return Answer.privately(FAILED);
        }
    }

    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        AutocompleteCall call = Calls.autocomplete(event);
        CompletableFuture.supplyAsync(() -> suggest(call), suggestions)
                .thenAccept(choices -> event.replyChoices(choices)
                        .queue(null, failed("suggestions for /" + call.path() + " failed")))
                .exceptionally(e -> {
                    // JDA's own checks throw here, before any request: logged, never lost in the future
                    LOG.log(Level.ERROR, "suggestions for /" + call.path() + " were refused by JDA", e);
                    return null;
                });
    }

    private List<Command.Choice> suggest(AutocompleteCall call) {
        try {
            // a value is never cut (a cut order is a broken one): one too long is left out
            return handler.onAutocomplete(call).stream()
                    .filter(c -> !c.value().isEmpty() && c.value().length() <= OptionData.MAX_CHOICE_VALUE_LENGTH)
                    .limit(OptionData.MAX_CHOICES)
                    .map(c -> new Command.Choice(JdaMessages.label(c.name(), OptionData.MAX_CHOICE_NAME_LENGTH), c.value()))
                    .toList();
        } catch (Exception | Error e) {
            LOG.log(Level.ERROR, "suggestions for /" + call.path() + " option " + call.focused() + " failed", e);
            return List.of();
        }
    }

    @Override
    public void onMessageReceived(MessageReceivedEvent event) {
        if (event.getChannelType() != ChannelType.PRIVATE || event.getAuthor().isBot()) return;
        DirectMessage message = new DirectMessage(event.getMessageIdLong(), event.getAuthor().getIdLong(),
                event.getAuthor().getEffectiveName(), event.getChannel().getIdLong(),
                event.getMessage().getContentRaw());
        CompletableFuture.runAsync(() -> {
            try {
                Optional<OutgoingMessage> answer = handler.onDirectMessage(message);
                answer.ifPresent(a -> {
                    RestAction<?> chain = null;
                    for (OutgoingMessage page : Pages.split(a)) {
                        RestAction<?> send = event.getChannel().sendMessage(JdaMessages.create(page));
                        chain = chain == null ? send : chain.flatMap(done -> send);
                    }
                    chain.queue(null, failed("DM answer failed"));
                });
            } catch (Exception | Error e) {
                LOG.log(Level.ERROR, "DM from user " + message.userId() + " failed", e);
            }
        }, workers);
    }
}
