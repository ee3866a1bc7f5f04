package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.chancery.command.MapImages;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.gateway.DiscordBot;
import org.chancery.discord.gateway.JdaSender;
import org.chancery.discord.message.OutgoingMessage;
import org.chancery.discord.posting.Sleeper;
import org.chancery.discord.posting.Target;
import org.chancery.game.GameService;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The gateway sharded by JDA's ShardManager: {@code auto} runs every shard Discord recommends in one process, a
 * range runs only its own; a process posts to a channel of a server it does not serve, by REST; and a notice
 * sent twice with its nonce makes one message.
 */
class ShardingOnDiscordTest {
    static final Duration WAIT = Duration.ofSeconds(30);

    FakeDiscord fake;
    FakeGuild zero;
    FakeGuild one;
    FakeChannel inZero;
    FakeChannel inOne;
    FakeUser player;
    Database db;

    @BeforeEach
    void start() throws Exception {
        fake = FakeDiscord.start();
        FakeUser owner = fake.user("owner");
        player = fake.user("pat");
        zero = fake.guild("On shard 0", owner, 0, 2);
        one = fake.guild("On shard 1", owner, 1, 2);
        zero.join(player);
        one.join(player);
        inZero = zero.textChannel("game");
        inOne = one.textChannel("game");
        db = Database.inMemory();
    }

    @AfterEach
    void stop() throws Exception {
        db.close();
        fake.close();
    }

    ChanceryBot bot(Shards shards) throws InterruptedException {
        var config = new DiscordConfig(fake.token(), Optional.empty(), Optional.empty(), shards);
        return ChanceryBot.start(config, fake.endpoints(), new GameService(db, Clock.systemUTC()), MapImages.NONE,
                DiscordBot.DEFER_AFTER, Sleeper.REAL, Duration.ofSeconds(5));
    }

    InteractionResponse help(FakeChannel channel) {
        var ix = fake.slash(player, channel, "help", Map.of());
        return fake.awaitResponses(ix, 1, WAIT).get(0);
    }

    @Test
    void autoRunsEveryRecommendedShardAndServesTheServersOfEach() throws Exception {
        fake.recommendShards(2);
        try (ChanceryBot bot = bot(Shards.AUTO)) {
            assertEquals(2, bot.bot().shards().getShardsTotal());
            assertEquals(Map.of(0, 2, 1, 2), fake.connectedShards());
            assertNotNull(help(inZero), "a command in a server on shard 0 is answered");
            assertNotNull(help(inOne), "and on shard 1");
        }
    }

    @Test
    void aRangeRunsOnlyItsShardsYetPostsToAnyChannel() throws Exception {
        fake.recommendShards(2);
        try (ChanceryBot bot = bot(Shards.parse("1/2"))) {
            assertEquals(Map.of(1, 2), fake.connectedShards(), "shard 0 is another process's");
            assertNotNull(help(inOne));
            assertThrows(IllegalStateException.class, () -> fake.slash(player, inZero, "help", Map.of()),
                    "no connection here serves shard 0's servers");
            JdaSender sender = new JdaSender(bot.bot().shards());
            long id = sender.send(Target.channel(inZero.id()), OutgoingMessage.text("Posted from shard 1's process"));
            assertEquals(id, fake.channelMessages(inZero.id()).get(0).id(), "posted by REST without the channel's shard");
        }
    }

    @Test
    void aNoticeSentTwiceWithItsNonceIsOneMessage() throws Exception {
        try (ChanceryBot bot = bot(Shards.AUTO)) {
            JdaSender sender = new JdaSender(bot.bot().shards());
            OutgoingMessage results = OutgoingMessage.text("Game #7: Spring 1901 results").withNonce("n42");
            long first = sender.send(Target.channel(inOne.id()), results);
            long again = sender.send(Target.channel(inOne.id()), results);
            assertEquals(first, again, "Discord answers the second send with the first message");
            assertEquals(1, fake.channelMessages(inOne.id()).size());
            sender.send(Target.channel(inOne.id()), OutgoingMessage.text("Another notice").withNonce("n43"));
            assertEquals(2, fake.channelMessages(inOne.id()).size());
            long dm = sender.send(Target.user(player.id()), OutgoingMessage.text("A reminder").withNonce("n44"));
            assertEquals(dm, sender.send(Target.user(player.id()), OutgoingMessage.text("A reminder").withNonce("n44")));
            assertTrue(fake.channelMessages(fake.dmChannel(player).id()).size() == 1, "a DM too");
        }
    }
}
