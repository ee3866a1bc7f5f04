package org.chancery.discord.gateway;

import java.util.function.Supplier;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.requests.Route;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.AttachedFile;
import net.dv8tion.jda.api.utils.data.DataObject;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.internal.requests.RestActionImpl;
import org.chancery.discord.message.OutgoingMessage;
import org.chancery.discord.posting.Sender;
import org.chancery.discord.posting.Target;

/**
 * Sends through JDA, blocking until Discord answers. Server errors, rate limits and unreachable hosts are
 * thrown as they are (the outbox retries them); other 4xx answers become {@link Refused}.
 *
 * <p>A channel post goes straight to Discord's REST route {@code POST /channels/{id}/messages}, through JDA's
 * requester (its rate limits and retries), without the channel's object from a gateway cache. So any process
 * posts to any channel, whether or not one of its own shards serves the channel's server: the gateway only
 * brings events in, and posting needs none. A DM is opened by REST too. A message with a nonce is sent with
 * {@code enforce_nonce}: if the same notice is sent twice (its first sender died before marking it
 * delivered), Discord returns the first message instead of making a second.
 */
public final class JdaSender implements Sender {
    private final Supplier<JDA> rest;

    public JdaSender(JDA jda) {
        this.rest = () -> jda;
    }

    /** Sends through any of this process's shards (REST calls are the same from every shard). */
    public JdaSender(ShardManager shards) {
        this.rest = () -> shards.getShards().stream().findFirst()
                .orElseThrow(() -> new IllegalStateException("no shard is running"));
    }

    @Override
    public long send(Target target, OutgoingMessage message) throws Exception {
        try {
            return action(target, message).complete();
        } catch (ErrorResponseException e) {
            // JDA reports an unreachable host as status -1: only a real 4xx answer is final.
            int status = e.getResponse() == null ? -1 : e.getResponse().code;
            if (status < 400 || status >= 500 || status == 408 || status == 429) throw e;
            throw new Refused(e.getMeaning() + " (" + status + ")", status, e);
        }
    }

    private RestAction<Long> action(Target target, OutgoingMessage message) {
        JDA jda = rest.get();
        MessageCreateData data = JdaMessages.create(message);
        if (target instanceof Target.User user) {
            return openDm(jda, user.userId()).flatMap(dm -> post(jda, dm, data, message));
        }
        return post(jda, ((Target.Channel) target).channelId(), data, message);
    }

    /**
     * Opens (or finds) the DM channel with a user: {@code POST /users/@me/channels}. The recipient goes as a snowflake
     * string, as Discord documents it; JDA's own {@code openPrivateChannelById} sends a JSON number there.
     */
    private static RestAction<Long> openDm(JDA jda, long userId) {
        DataObject body = DataObject.empty().put("recipient_id", Long.toUnsignedString(userId));
        return new RestActionImpl<>(jda, Route.Self.CREATE_PRIVATE_CHANNEL.compile(), body,
                (response, request) -> response.getObject().getUnsignedLong("id"));
    }

    private static RestAction<Long> post(JDA jda, long channel, MessageCreateData data, OutgoingMessage message) {
        DataObject json = data.toData();
        if (message.nonce() != null) json.put("nonce", message.nonce()).put("enforce_nonce", true);
        Route.CompiledRoute route = Route.Messages.SEND_MESSAGE.compile(Long.toUnsignedString(channel));
        if (data.getAllDistinctFiles().isEmpty()) {
            return new RestActionImpl<>(jda, route, json, (response, request) -> response.getObject().getUnsignedLong("id"));
        }
        return new RestActionImpl<>(jda, route, AttachedFile.createMultipartBody(data.getAllDistinctFiles(), json).build(),
                (response, request) -> response.getObject().getUnsignedLong("id"));
    }
}
