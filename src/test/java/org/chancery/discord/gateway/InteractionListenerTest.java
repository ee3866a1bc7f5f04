package org.chancery.discord.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.Mockito.doReturn;
import static org.mockito.Mockito.lenient;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;
import static org.mockito.Mockito.withSettings;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.entities.channel.unions.MessageChannelUnion;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.message.MessageReceivedEvent;
import net.dv8tion.jda.api.interactions.AutoCompleteQuery;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.requests.restaction.MessageCreateAction;
import net.dv8tion.jda.api.requests.restaction.WebhookMessageCreateAction;
import net.dv8tion.jda.api.requests.restaction.WebhookMessageEditAction;
import net.dv8tion.jda.api.requests.restaction.interactions.AutoCompleteCallbackAction;
import net.dv8tion.jda.api.requests.restaction.interactions.ReplyCallbackAction;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.chancery.discord.interaction.Answer;
import org.chancery.discord.interaction.AutocompleteCall;
import org.chancery.discord.interaction.DirectMessage;
import org.chancery.discord.interaction.InteractionHandler;
import org.chancery.discord.interaction.SlashCall;
import org.chancery.discord.interaction.Suggestion;
import org.chancery.discord.message.OutgoingMessage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mockito.ArgumentCaptor;
import org.mockito.Mock;
import org.mockito.MockMakers;
import org.mockito.junit.jupiter.MockitoExtension;

@ExtendWith(MockitoExtension.class)
class InteractionListenerTest {
    @Mock(mockMaker = MockMakers.SUBCLASS) SlashCommandInteractionEvent slash;
    @Mock(mockMaker = MockMakers.SUBCLASS) User user;
    @Mock(mockMaker = MockMakers.SUBCLASS) ReplyCallbackAction replyAction;
    @Mock(mockMaker = MockMakers.SUBCLASS) ScheduledExecutorService timer;
    @Mock(mockMaker = MockMakers.SUBCLASS) ScheduledFuture<?> deferral;
    /** Worker tasks wait here until the test runs them. */
    final List<Runnable> pending = new ArrayList<>();
    final Executor workers = pending::add;
    final ArgumentCaptor<Runnable> timerTask = ArgumentCaptor.forClass(Runnable.class);

    @BeforeEach
    void user() {
        lenient().when(user.getIdLong()).thenReturn(42L);
        lenient().when(user.getEffectiveName()).thenReturn("alice");
    }

    private void slashCommand(String path) {
        when(slash.getIdLong()).thenReturn(1L);
        when(slash.getFullCommandName()).thenReturn(path);
        when(slash.getOptions()).thenReturn(List.of());
        when(slash.getUser()).thenReturn(user);
        when(slash.getChannelIdLong()).thenReturn(5L);
        Guild guild = mock(Guild.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        when(guild.getIdLong()).thenReturn(9L);
        when(slash.getGuild()).thenReturn(guild);
        doReturn(deferral).when(timer).schedule(timerTask.capture(), anyLong(), any(TimeUnit.class));
    }

    private InteractionListener listener(InteractionHandler handler) {
        return new InteractionListener(handler, workers, timer, Duration.ofSeconds(1));
    }

    private void runWorkers() {
        while (!pending.isEmpty()) pending.remove(0).run();
    }

    @Test
    void aQuickAnswerIsADirectEphemeralReply() {
        slashCommand("ping");
        when(slash.reply(any(MessageCreateData.class))).thenReturn(replyAction);
        when(replyAction.setEphemeral(true)).thenReturn(replyAction);

        listener(call -> Answer.privately("pong " + call.caller().name())).onSlashCommandInteraction(slash);
        runWorkers();

        ArgumentCaptor<MessageCreateData> sent = ArgumentCaptor.forClass(MessageCreateData.class);
        verify(slash).reply(sent.capture());
        assertEquals("pong alice", sent.getValue().getContent());
        verify(replyAction).queue(any(), any());
        verify(deferral).cancel(false);
        verify(slash, never()).deferReply(anyBoolean());
    }

    @Test
    void aSlowAnswerIsDeferredThenEditedIn() {
        slashCommand("game phase adjudicate");
        when(slash.deferReply(true)).thenReturn(replyAction);
        InteractionHook hook = mock(InteractionHook.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        @SuppressWarnings("unchecked")
        WebhookMessageEditAction<Message> edit = mock(WebhookMessageEditAction.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        when(slash.getHook()).thenReturn(hook);
        when(hook.editOriginal(any(MessageEditData.class))).thenReturn(edit);

        listener(call -> Answer.privately("Spring 1901 adjudicated")).onSlashCommandInteraction(slash);
        timerTask.getValue().run(); // the deferral timer fires before the worker answers
        runWorkers();

        verify(replyAction).queue(any(), any());
        ArgumentCaptor<MessageEditData> edited = ArgumentCaptor.forClass(MessageEditData.class);
        verify(hook).editOriginal(edited.capture());
        assertEquals("Spring 1901 adjudicated", edited.getValue().getContent());
        verify(edit).queue(any(), any());
        verify(slash, never()).reply(any(MessageCreateData.class));
    }

    @Test
    void aCallKnownToBeSlowIsDeferredBeforeItRuns() {
        slashCommand("game phase adjudicate");
        when(slash.deferReply(true)).thenReturn(replyAction);
        InteractionHandler handler = new InteractionHandler() {
            @Override
            public Answer onSlash(SlashCall call) {
                return Answer.privately("adjudicated");
            }

            @Override
            public boolean slow(SlashCall call) {
                return true;
            }
        };
        listener(handler).onSlashCommandInteraction(slash);

        verify(slash).deferReply(true); // no worker has run and no timer has fired
        verify(replyAction).queue(any(), any());
        assertEquals(1, pending.size());
    }

    @Test
    void aCallThatFindsEveryWorkerBusyIsDeferredAtOnce() {
        slashCommand("status");
        when(slash.deferReply(true)).thenReturn(replyAction);
        InteractionListener oneWorker = new InteractionListener(call -> Answer.privately("status"), workers, 1, timer,
                Duration.ofSeconds(1));
        oneWorker.onSlashCommandInteraction(slash); // the one worker takes it (it has not run yet)
        verify(slash, never()).deferReply(anyBoolean());

        oneWorker.onSlashCommandInteraction(slash); // nobody free: it waits, so it is deferred now, not when the timer fires
        verify(slash).deferReply(true);
        verify(replyAction).queue(any(), any());
        assertEquals(2, pending.size());
    }

    @Test
    void aWorkerFreedLetsTheNextCallAnswerDirectly() {
        slashCommand("ping");
        when(slash.reply(any(MessageCreateData.class))).thenReturn(replyAction);
        when(replyAction.setEphemeral(true)).thenReturn(replyAction);
        InteractionListener oneWorker = new InteractionListener(call -> Answer.privately("pong"), workers, 1, timer,
                Duration.ofSeconds(1));
        oneWorker.onSlashCommandInteraction(slash);
        runWorkers();
        oneWorker.onSlashCommandInteraction(slash);
        runWorkers();

        verify(slash, never()).deferReply(anyBoolean());
        verify(replyAction, org.mockito.Mockito.times(2)).queue(any(), any());
    }

    // A public answer after a private deferral: ComponentsOnDiscordTest, against the fake's rule for first follow-ups.

    @Test
    void aFailingHandlerGetsAPoliteEphemeralAnswer() {
        slashCommand("boom");
        when(slash.reply(any(MessageCreateData.class))).thenReturn(replyAction);
        when(replyAction.setEphemeral(true)).thenReturn(replyAction);

        listener(call -> {
            throw new IllegalStateException("database down");
        }).onSlashCommandInteraction(slash);
        runWorkers();

        ArgumentCaptor<MessageCreateData> sent = ArgumentCaptor.forClass(MessageCreateData.class);
        verify(slash).reply(sent.capture());
        assertEquals(InteractionListener.FAILED, sent.getValue().getContent());
    }

    @Test
    void autocompleteSendsAtMost25ChoicesNamesCutValuesNever() {
        CommandAutoCompleteInteractionEvent event = mock(CommandAutoCompleteInteractionEvent.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        AutoCompleteQuery focused = mock(AutoCompleteQuery.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        when(focused.getName()).thenReturn("orders");
        when(focused.getValue()).thenReturn("");
        when(event.getFocusedOption()).thenReturn(focused);
        when(event.getFullCommandName()).thenReturn("order");
        when(event.getOptions()).thenReturn(List.of());
        when(event.getUser()).thenReturn(user);
        AutoCompleteCallbackAction action = mock(AutoCompleteCallbackAction.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        @SuppressWarnings("unchecked")
        ArgumentCaptor<Collection<Command.Choice>> choices = ArgumentCaptor.forClass(Collection.class);
        when(event.replyChoices(choices.capture())).thenReturn(action);

        InteractionHandler handler = new InteractionHandler() {
            @Override
            public Answer onSlash(SlashCall call) {
                throw new AssertionError();
            }

            @Override
            public List<Suggestion> onAutocomplete(AutocompleteCall call) {
                return IntStream.range(0, 30).mapToObj(i -> i % 2 == 0 ? Suggestion.of(i + " " + "x".repeat(120))
                        : new Suggestion(i + " " + "y".repeat(120), "v" + i)).toList();
            }
        };
        listener(handler).onCommandAutoCompleteInteraction(event);
        runWorkers();

        List<Command.Choice> sent = List.copyOf(choices.getValue());
        assertEquals(15, sent.size(), "values over 100 characters are left out, never cut");
        assertEquals(100, sent.get(0).getName().length());
        assertEquals("v1", sent.get(0).getAsString());
        verify(action).queue(any(), any());
    }

    @Test
    void aDirectMessageIsPassedOnAndAnswered() {
        MessageReceivedEvent event = mock(MessageReceivedEvent.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        MessageChannelUnion channel = mock(MessageChannelUnion.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        Message message = mock(Message.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        MessageCreateAction send = mock(MessageCreateAction.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        when(event.getChannelType()).thenReturn(ChannelType.PRIVATE);
        when(event.getAuthor()).thenReturn(user);
        when(event.getMessageIdLong()).thenReturn(11L);
        when(event.getChannel()).thenReturn(channel);
        when(channel.getIdLong()).thenReturn(12L);
        when(event.getMessage()).thenReturn(message);
        when(message.getContentRaw()).thenReturn("help");
        when(channel.sendMessage(any(MessageCreateData.class))).thenReturn(send);
        List<DirectMessage> seen = new ArrayList<>();
        InteractionHandler handler = new InteractionHandler() {
            @Override
            public Answer onSlash(SlashCall call) {
                throw new AssertionError();
            }

            @Override
            public Optional<OutgoingMessage> onDirectMessage(DirectMessage dm) {
                seen.add(dm);
                return Optional.of(OutgoingMessage.text("Use /order here."));
            }
        };
        listener(handler).onMessageReceived(event);
        runWorkers();

        assertEquals(List.of(new DirectMessage(11L, 42L, "alice", 12L, "help")), seen);
        verify(send).queue(any(), any());
    }

    @Test
    void messagesFromBotsAndGuildsAreIgnored() {
        MessageReceivedEvent event = mock(MessageReceivedEvent.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        when(event.getChannelType()).thenReturn(ChannelType.TEXT);
        listener(call -> Answer.privately("unused")).onMessageReceived(event);
        assertEquals(List.of(), pending);
    }
}
