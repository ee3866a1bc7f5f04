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
    void longTextIsCutToDiscordsLimitsInsteadOfRefused() {
        MessageCreateData data = JdaMessages.create(OutgoingMessage.text("x".repeat(2500)));
        assertEquals(2000, data.getContent().length());
        assertTrue(data.getContent().endsWith("\u2026"));
    }

    @Test
    void anEmbedKeepsWithinTheTotalLimit() {
        List<Embed.Field> fields = IntStream.range(0, 40)
                .mapToObj(i -> new Embed.Field("Power " + i, "o".repeat(1000), false)).toList();
        MessageEmbed embed = JdaMessages.embed(new Embed("Results", "d".repeat(5000), 0xFF0000, fields, "map.png", "f"));
        assertTrue(embed.getLength() <= MessageEmbed.EMBED_MAX_LENGTH_BOT, "length " + embed.getLength());
        assertEquals(4096, embed.getDescription().length());
        assertEquals("attachment://map.png", embed.getImage().getUrl());
        assertEquals(0xFF0000, embed.getColorRaw() & 0xFFFFFF);
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
