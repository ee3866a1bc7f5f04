package org.chancery.discord.gateway;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.RestAction;
import org.chancery.discord.message.OutgoingMessage;
import org.chancery.discord.posting.Sender;
import org.chancery.discord.posting.Target;

/**
 * Sends through JDA, blocking until Discord answers. Server errors, rate limits and unreachable
 * hosts are thrown as they are (the outbox retries them); other 4xx answers become {@link Refused}.
 */
public final class JdaSender implements Sender {
    private final JDA jda;

    public JdaSender(JDA jda) {
        this.jda = jda;
    }

    @Override
    public long send(Target target, OutgoingMessage message) throws Exception {
        try {
            return action(target, message).complete().getIdLong();
        } catch (ErrorResponseException e) {
            // JDA reports an unreachable host as status -1: only a real 4xx answer is final.
            int status = e.getResponse() == null ? -1 : e.getResponse().code;
            if (status < 400 || status >= 500 || status == 408 || status == 429) throw e;
            throw new Refused(e.getMeaning() + " (" + status + ")", e);
        }
    }

    private RestAction<Message> action(Target target, OutgoingMessage message) throws Refused {
        if (target instanceof Target.User user) {
            return jda.openPrivateChannelById(user.userId()).flatMap(dm -> dm.sendMessage(JdaMessages.create(message)));
        }
        long id = ((Target.Channel) target).channelId();
        MessageChannel channel = jda.getChannelById(MessageChannel.class, id);
        if (channel != null) return channel.sendMessage(JdaMessages.create(message));
        if (jda.getStatus() != JDA.Status.CONNECTED) {
            throw new IllegalStateException("not connected to Discord yet (" + jda.getStatus() + ")");
        }
        throw new Refused("the bot cannot see channel " + Long.toUnsignedString(id)
                + "; was it deleted, or is the bot not in that server?", null);
    }
}
