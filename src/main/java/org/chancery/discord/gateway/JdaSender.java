package org.chancery.discord.gateway;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
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
 * brings events in, and posting needs none. A DM is opened by REST too, once a user, and its channel reused. Every
 * request waits its turn under Discord's global limit in JDA's HTTP client ({@link Pace}). A message with a nonce is sent with
 * {@code enforce_nonce}: if the same notice is sent twice (its first sender died before marking it
 * delivered), Discord returns the first message instead of making a second.
 */
public final class JdaSender implements Sender {
    private final Supplier<JDA> rest;
    /** A channel of a server, from the cache of whichever shard holds it; null when none does. */
    private final LongFunction<GuildChannel> channels;
    /** The DM channel opened with each user: opened once, then reused (Discord gives the same channel each time). */
    private final Map<Long, Long> dms = new ConcurrentHashMap<>();

    public JdaSender(JDA jda) {
        this.rest = () -> jda;
        this.channels = jda::getGuildChannelById;
    }

    /** Sends through any of this process's shards (REST calls are the same from every shard). */
    public JdaSender(ShardManager shards) {
        this.rest = () -> shards.getShards().stream().findFirst()
                .orElseThrow(() -> new IllegalStateException("no shard is running"));
        this.channels = shards::getGuildChannelById;
    }

    @Override
    public long send(Target target, OutgoingMessage message) throws Exception {
        JDA jda = rest.get();
        MessageCreateData data = JdaMessages.create(message);
        if (target instanceof Target.User user) {
            Long known = dms.get(user.userId());
            long dm = known != null ? known : call(() -> openDm(jda, user.userId()));
            dms.put(user.userId(), dm);
            try {
                return call(() -> post(jda, dm, data, message));
            } catch (Refused e) {
                if (e.status() == 404) dms.remove(user.userId(), dm);
                throw e;
            }
        }
        return call(() -> post(jda, ((Target.Channel) target).channelId(), data, message));
    }

    /** How many pages of 100 messages a look for an earlier post reads at most. */
    private static final int PAGES = 10;

    /**
     * Reads the place's messages back from the newest to {@code after} ({@code GET /channels/{id}/messages}, a page of
     * 100 before the oldest read), for one by this bot that says what {@code message} says ({@link Likeness}). Discord
     * lists no nonce with a message. Newest first: a post made before a crash is among the last in its place, however
     * busy the place was since {@code after}.
     */
    @Override
    public java.util.OptionalLong find(Target target, OutgoingMessage message, long after) throws Exception {
        JDA jda = rest.get();
        long channel;
        if (target instanceof Target.User user) {
            Long known = dms.get(user.userId());
            channel = known != null ? known : call(() -> openDm(jda, user.userId()));
            dms.put(user.userId(), channel);
        } else {
            channel = ((Target.Channel) target).channelId();
        }
        DataObject sent = JdaMessages.create(message).toData();
        int files = JdaMessages.create(message).getAllDistinctFiles().size();
        long self = jda.getSelfUser().getIdLong();
        Long before = null;
        for (int page = 0; page < PAGES; page++) {
            Long until = before;
            net.dv8tion.jda.api.utils.data.DataArray got = call(() -> history(jda, channel, until));
            boolean reachedAfter = got.length() < 100;
            for (int i = 0; i < got.length(); i++) {
                DataObject m = got.getObject(i);
                long id = m.getUnsignedLong("id");
                if (before == null || Long.compareUnsigned(id, before) < 0) before = id;
                if (Long.compareUnsigned(id, after) <= 0) {
                    reachedAfter = true;
                    continue;
                }
                if (m.getObject("author").getUnsignedLong("id") == self && Likeness.same(sent, files, m)) {
                    return java.util.OptionalLong.of(id);
                }
            }
            if (reachedAfter) break;
        }
        return java.util.OptionalLong.empty();
    }

    /** A page of the place's newest 100 messages, or of the 100 before {@code before}. */
    private static RestAction<net.dv8tion.jda.api.utils.data.DataArray> history(JDA jda, long channel, Long before) {
        Route.CompiledRoute route = Route.Messages.GET_MESSAGE_HISTORY.compile(Long.toUnsignedString(channel));
        route = before == null ? route.withQueryParams("limit", "100")
                : route.withQueryParams("before", Long.toUnsignedString(before), "limit", "100");
        return new RestActionImpl<>(jda, route, (response, request) -> response.getArray());
    }

    /** One request; a final 4xx answer becomes {@link Refused}. */
    private <T> T call(Supplier<RestAction<T>> action) throws Exception {
        try {
            return action.get().complete();
        } catch (ErrorResponseException e) {
            // JDA reports an unreachable host as status -1: only a real 4xx answer is final.
            int status = e.getResponse() == null ? -1 : e.getResponse().code;
            if (status < 400 || status >= 500 || status == 408 || status == 429) throw e;
            throw new Refused(e.getMeaning() + " (" + status + ")", status, e);
        }
    }

    /**
     * What Discord would refuse of a channel post, from the bot's permissions there in JDA's cache: a post with
     * embeds needs Embed Links (without it Discord refuses embeds alone and drops them from a post with files or
     * text), one with files Attach Files. Null when nothing is missing, or when this process cannot tell.
     */
    @Override
    public String refusal(Target target, OutgoingMessage message) {
        if (!(target instanceof Target.Channel c)) return null;
        try {
            GuildChannel channel = channels.apply(c.channelId());
            if (channel == null) return null;
            List<String> missing = new ArrayList<>(Calls.missing(channel, channel.getGuild().getSelfMember()));
            if (message.embeds().isEmpty()) missing.remove("Embed Links");
            if (message.attachments().isEmpty()) missing.remove("Attach Files");
            return missing.isEmpty() ? null : "Missing Permissions: the bot lacks " + String.join(", ", missing)
                    + " there, so nothing of the post was sent";
        } catch (RuntimeException unknown) {
            return null;
        }
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
