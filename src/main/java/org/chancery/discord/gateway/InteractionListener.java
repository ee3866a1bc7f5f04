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
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.message.MessageReceivedEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import org.chancery.discord.interaction.Answer;
import org.chancery.discord.interaction.AutocompleteCall;
import org.chancery.discord.interaction.DirectMessage;
import org.chancery.discord.interaction.InteractionHandler;
import org.chancery.discord.interaction.SlashCall;
import org.chancery.discord.message.OutgoingMessage;

/**
 * A thin JDA listener: converts events with {@link Calls}, runs the {@link InteractionHandler} on a
 * worker, and sends the answer back. A slash command whose answer is not ready within
 * {@code deferAfter}, or that the handler calls slow, is deferred (Discord allows 3 seconds to
 * acknowledge) and its original response is edited when the answer comes.
 */
public final class InteractionListener extends ListenerAdapter {
    static final String FAILED = org.chancery.command.Commands.FAILED;
    private static final System.Logger LOG = System.getLogger(InteractionListener.class.getName());

    private final InteractionHandler handler;
    private final Executor workers;
    private final ScheduledExecutorService timer;
    private final Duration deferAfter;

    public InteractionListener(InteractionHandler handler, Executor workers, ScheduledExecutorService timer,
            Duration deferAfter) {
        this.handler = handler;
        this.workers = workers;
        this.timer = timer;
        this.deferAfter = deferAfter;
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        SlashCall call = Calls.slash(event);
        boolean deferEphemeral = !handler.answersPublicly(call);
        AtomicBoolean deferred = new AtomicBoolean();
        Runnable defer = () -> {
            if (deferred.compareAndSet(false, true)) {
                event.deferReply(deferEphemeral).queue(null, failed("defer of /" + call.path() + " failed"));
            }
        };
        // A call known to be slow is deferred before it starts; others only if they take too long.
        if (handler.slow(call)) defer.run();
        ScheduledFuture<?> deferral = timer.schedule(defer, deferAfter.toMillis(), TimeUnit.MILLISECONDS);
        CompletableFuture.supplyAsync(() -> answer(call), workers).thenAccept(reply -> {
            deferral.cancel(false);
            // Whoever flips 'deferred' first decides: the timer defers, or we reply directly.
            if (deferred.compareAndSet(false, true)) {
                event.reply(JdaMessages.create(reply.message())).setEphemeral(reply.ephemeral())
                        .queue(null, failed("reply to /" + call.path() + " failed"));
            } else {
                event.getHook().editOriginal(JdaMessages.edit(reply.message()))
                        .queue(null, failed("edit of /" + call.path() + " failed"));
            }
        }).exceptionally(e -> {
            LOG.log(Level.ERROR, "could not send the answer to /" + call.path(), e);
            return null;
        });
    }

    private static Consumer<Throwable> failed(String what) {
        return e -> LOG.log(Level.WARNING, what, e);
    }

    private Answer answer(SlashCall call) {
        try {
            return handler.onSlash(call);
        } catch (Exception | Error e) {
            LOG.log(Level.ERROR, "/" + call.path() + " from user " + call.caller().userId() + " failed", e);
            return Answer.privately(FAILED);
        }
    }

    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        AutocompleteCall call = Calls.autocomplete(event);
        CompletableFuture.supplyAsync(() -> suggest(call), workers)
                .thenAccept(choices -> event.replyChoices(choices)
                        .queue(null, failed("suggestions for /" + call.path() + " failed")));
    }

    private List<Command.Choice> suggest(AutocompleteCall call) {
        try {
            return handler.onAutocomplete(call).stream().limit(OptionData.MAX_CHOICES)
                    .map(c -> new Command.Choice(JdaMessages.cut(c.name(), OptionData.MAX_CHOICE_NAME_LENGTH),
                            JdaMessages.cut(c.value(), OptionData.MAX_CHOICE_VALUE_LENGTH)))
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
                answer.ifPresent(a -> event.getChannel().sendMessage(JdaMessages.create(a))
                        .queue(null, failed("DM answer failed")));
            } catch (Exception | Error e) {
                LOG.log(Level.ERROR, "DM from user " + message.userId() + " failed", e);
            }
        }, workers);
    }
}
