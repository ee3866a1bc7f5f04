package org.chancery.discord.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.when;
import static org.mockito.Mockito.withSettings;

import java.util.List;
import java.util.Map;
import java.util.Set;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.Role;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.interactions.AutoCompleteQuery;
import net.dv8tion.jda.api.interactions.commands.CommandAutoCompleteInteraction;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.SlashCommandInteraction;
import org.chancery.discord.interaction.AutocompleteCall;
import org.chancery.discord.interaction.Invoker;
import org.chancery.discord.interaction.Place;
import org.chancery.discord.interaction.SlashCall;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mockito.Mock;
import org.mockito.MockMakers;
import org.mockito.junit.jupiter.MockitoExtension;

@ExtendWith(MockitoExtension.class)
class CallsTest {
    @Mock(mockMaker = MockMakers.SUBCLASS) SlashCommandInteraction slash;
    @Mock(mockMaker = MockMakers.SUBCLASS) CommandAutoCompleteInteraction autocomplete;
    @Mock(mockMaker = MockMakers.SUBCLASS) User user;
    @Mock(mockMaker = MockMakers.SUBCLASS) Member member;
    @Mock(mockMaker = MockMakers.SUBCLASS) Guild guild;
    @Mock(mockMaker = MockMakers.SUBCLASS) Role gm;

    private OptionMapping option(String name, String value) {
        OptionMapping option = org.mockito.Mockito.mock(OptionMapping.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        when(option.getName()).thenReturn(name);
        when(option.getAsString()).thenReturn(value);
        return option;
    }

    @Test
    void slashCommandInAGuildCarriesMemberRolesAndPermissions() {
        when(slash.getIdLong()).thenReturn(7L);
        when(slash.getFullCommandName()).thenReturn("game deadline");
        List<OptionMapping> options = List.of(option("hours", "48"), option("game", "club-1"));
        when(slash.getOptions()).thenReturn(options);
        when(slash.getUser()).thenReturn(user);
        when(user.getIdLong()).thenReturn(42L);
        when(slash.getMember()).thenReturn(member);
        when(member.getEffectiveName()).thenReturn("Alice");
        when(member.hasPermission(Permission.MANAGE_SERVER)).thenReturn(true);
        when(member.getRoles()).thenReturn(List.of(gm));
        when(gm.getIdLong()).thenReturn(9L);
        when(gm.getName()).thenReturn("Game Master");
        when(slash.getGuild()).thenReturn(guild);
        when(guild.getIdLong()).thenReturn(100L);
        when(slash.getChannelIdLong()).thenReturn(200L);

        SlashCall call = Calls.slash(slash);

        assertEquals(7L, call.interactionId());
        assertEquals("game", call.command());
        assertEquals(List.of("hours", "game"), List.copyOf(call.options().keySet()), "options keep their order");
        assertEquals("48", call.option("hours"));
        assertEquals(new Invoker(42L, "Alice", true, Set.of(9L), Set.of("Game Master")), call.caller());
        assertTrue(call.caller().hasRole("game master"));
        assertTrue(call.caller().hasRole("9"));
        assertFalse(call.caller().hasRole("GM"));
        assertEquals(new Place(100L, 200L), call.place());
        assertFalse(call.place().direct());
    }

    @Test
    void slashCommandInADmHasNoMemberAndNoGuild() {
        when(slash.getIdLong()).thenReturn(8L);
        when(slash.getFullCommandName()).thenReturn("orders");
        when(slash.getOptions()).thenReturn(List.of());
        when(slash.getUser()).thenReturn(user);
        when(user.getIdLong()).thenReturn(43L);
        when(user.getEffectiveName()).thenReturn("bob");
        when(slash.getChannelIdLong()).thenReturn(300L);

        SlashCall call = Calls.slash(slash);

        assertEquals(new Invoker(43L, "bob", false, Set.of(), Set.of()), call.caller());
        assertTrue(call.place().direct());
        assertNull(call.place().guildId());
        assertEquals(Map.of(), call.options());
    }

    @Test
    void autocompleteNamesTheFocusedOptionAndWhatWasTyped() {
        AutoCompleteQuery focused = org.mockito.Mockito.mock(AutoCompleteQuery.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        when(focused.getName()).thenReturn("orders");
        when(focused.getValue()).thenReturn("A PAR -");
        when(autocomplete.getFocusedOption()).thenReturn(focused);
        when(autocomplete.getFullCommandName()).thenReturn("order");
        List<OptionMapping> options = List.of(option("orders", "A PAR -"));
        when(autocomplete.getOptions()).thenReturn(options);
        when(autocomplete.getUser()).thenReturn(user);
        when(user.getIdLong()).thenReturn(43L);
        when(user.getEffectiveName()).thenReturn("bob");
        when(autocomplete.getChannelIdLong()).thenReturn(300L);

        AutocompleteCall call = Calls.autocomplete(autocomplete);

        assertEquals("order", call.path());
        assertEquals("orders", call.focused());
        assertEquals("A PAR -", call.typed());
        assertTrue(call.place().direct());
    }

    @Test
    void aUserOptionGivesTheIdAndTheNameToSeatThemBy() {
        OptionMapping withMember = org.mockito.Mockito.mock(OptionMapping.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        when(withMember.getAsString()).thenReturn("55");
        when(withMember.getType()).thenReturn(net.dv8tion.jda.api.interactions.commands.OptionType.USER);
        when(withMember.getAsMember()).thenReturn(member);
        when(member.getEffectiveName()).thenReturn("Carol in the club");
        OptionMapping bare = org.mockito.Mockito.mock(OptionMapping.class, withSettings().mockMaker(MockMakers.SUBCLASS));
        when(bare.getAsString()).thenReturn("56");
        when(bare.getType()).thenReturn(net.dv8tion.jda.api.interactions.commands.OptionType.USER);
        when(bare.getAsUser()).thenReturn(user);
        when(user.getEffectiveName()).thenReturn("dave");

        assertEquals("55|Carol in the club", Calls.value(withMember));
        assertEquals("56|dave", Calls.value(bare));
    }
}
