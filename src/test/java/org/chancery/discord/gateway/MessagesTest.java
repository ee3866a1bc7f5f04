package org.chancery.discord.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.IntStream;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.chancery.discord.interaction.SlashCommand;
import org.chancery.discord.message.Embed;
import org.chancery.discord.message.MessageFile;
import org.chancery.discord.message.OutgoingMessage;
import org.junit.jupiter.api.Test;

class MessagesTest {
    @Test
    void textOverDiscordsLimitIsRefusedLoudlyNotCut() {
        var e = assertThrows(IllegalArgumentException.class, () -> JdaMessages.create(OutgoingMessage.text("x".repeat(2001))));
        assertTrue(e.getMessage().contains("2001") && e.getMessage().contains("2000"), e.getMessage());
        assertEquals(2000, JdaMessages.create(OutgoingMessage.text("x".repeat(2000))).getContent().length());
    }

    @Test
    void anEmbedOverALimitIsRefusedNotThinned() {
        Embed fine = new Embed("Results", "d".repeat(4096), 0xFF0000, List.of(new Embed.Field("Power", "o".repeat(1024), false)),
                "map.png", "f");
        MessageEmbed embed = JdaMessages.embed(fine);
        assertEquals(4096, embed.getDescription().length());
        assertEquals("attachment://map.png", embed.getImage().getUrl());
        assertEquals(0xFF0000, embed.getColorRaw() & 0xFFFFFF);
        List<Embed.Field> many = IntStream.range(0, 26).mapToObj(i -> new Embed.Field("Power " + i, "o", false)).toList();
        List<Embed.Field> long6000 = IntStream.range(0, 7).mapToObj(i -> new Embed.Field("Power " + i, "o".repeat(1000), false)).toList();
        for (Embed over : List.of(new Embed("t".repeat(257), null, null, List.of(), null, null),
                new Embed(null, "d".repeat(4097), null, List.of(), null, null),
                new Embed(null, null, null, List.of(new Embed.Field("n".repeat(257), "v", false)), null, null),
                new Embed(null, null, null, List.of(new Embed.Field("n", "v".repeat(1025), false)), null, null),
                new Embed(null, null, null, many, null, null),
                new Embed(null, null, null, long6000, null, null),
                new Embed("t", null, null, List.of(), null, "f".repeat(2049)))) {
            var e = assertThrows(IllegalArgumentException.class, () -> JdaMessages.embed(over));
            assertTrue(e.getMessage().contains("Pages should have split it"), e.getMessage());
        }
        List<Embed> eleven = IntStream.range(0, 11).mapToObj(i -> new Embed("e" + i, null, null, List.of(), null, null)).toList();
        assertThrows(IllegalArgumentException.class, () -> JdaMessages.create(new OutgoingMessage("", eleven, List.of())));
    }

    @Test
    void filesAreAttachedByName() {
        var message = new OutgoingMessage("", List.of(), List.of(new MessageFile("map.svg", new byte[] {1, 2})));
        assertEquals("map.svg", JdaMessages.create(message).getFiles().get(0).getName());
    }

    @Test
    void anEmptyMessageIsRefusedWithAReason() {
        var e = assertThrows(IllegalArgumentException.class, () -> OutgoingMessage.text(" "));
        assertEquals("a message needs text, an embed or a file", e.getMessage());
    }

    @Test
    void commandSpecsBecomeSlashCommandsUsableInGuildsAndDms() {
        var spec = SlashCommand.group("game", "GM commands", SlashCommand.of("start", "Start the game",
                SlashCommand.Option.text("game", "which game", true).autocompleted()));
        var data = CommandRegistrar.toJda(spec);
        assertEquals("start", data.getSubcommands().get(0).getName());
        assertTrue(data.getSubcommands().get(0).getOptions().get(0).isAutoComplete());
        assertEquals(2, data.getContexts().size());
        assertThrows(IllegalArgumentException.class, () -> new SlashCommand("x", "y",
                List.of(SlashCommand.Option.text("a", "b", false)), List.of(spec.subcommands().get(0)), false, false));
    }
}
