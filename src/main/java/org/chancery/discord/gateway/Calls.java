package org.chancery.discord.gateway;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.Role;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.commands.CommandAutoCompleteInteraction;
import net.dv8tion.jda.api.interactions.commands.CommandInteractionPayload;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.SlashCommandInteraction;
import net.dv8tion.jda.api.interactions.components.buttons.ButtonInteraction;
import net.dv8tion.jda.api.interactions.modals.ModalInteraction;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import org.chancery.discord.interaction.ButtonCall;
import org.chancery.discord.interaction.FormCall;
import org.chancery.discord.interaction.AutocompleteCall;
import org.chancery.discord.interaction.Invoker;
import org.chancery.discord.interaction.Place;
import org.chancery.discord.interaction.SlashCall;

/** Converts JDA interactions into plain {@link SlashCall} and {@link AutocompleteCall} records. */
public final class Calls {

    private Calls() {}

    public static SlashCall slash(SlashCommandInteraction event) {
        return new SlashCall(event.getIdLong(), event.getFullCommandName(), options(event), caller(event),
                place(event));
    }

    public static AutocompleteCall autocomplete(CommandAutoCompleteInteraction event) {
        var focused = event.getFocusedOption();
        return new AutocompleteCall(event.getFullCommandName(), focused.getName(), focused.getValue(),
                options(event), caller(event), place(event));
    }

    public static ButtonCall button(ButtonInteraction event) {
        return new ButtonCall(event.getIdLong(), event.getComponentId(), caller(event), place(event));
    }

    public static FormCall form(ModalInteraction event) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (ModalMapping m : event.getValues()) fields.put(m.getCustomId(), m.getAsString());
        return new FormCall(event.getIdLong(), event.getModalId(), fields, caller(event), place(event));
    }

    static Map<String, String> options(CommandInteractionPayload payload) {
        Map<String, String> options = new LinkedHashMap<>();
        for (OptionMapping option : payload.getOptions()) options.put(option.getName(), value(option));
        return options;
    }

    /**
     * The option as text; a user as "id|display name", so a command can name the user it seats; a file as
     * {@link #FILE} then "size|url|name", for the bridge to fetch.
     */
    static String value(OptionMapping option) {
        if (option.getType() == OptionType.ATTACHMENT) {
            var a = option.getAsAttachment();
            return SlashCall.FILE + a.getSize() + "|" + a.getUrl() + "|" + a.getFileName();
        }
        if (option.getType() != OptionType.USER) return option.getAsString();
        Member member = option.getAsMember();
        String name = member != null ? member.getEffectiveName() : option.getAsUser().getEffectiveName();
        return option.getAsString() + "|" + name;
    }

    static Invoker caller(Interaction interaction) {
        User user = interaction.getUser();
        Member member = interaction.getMember();
        String name = member != null ? member.getEffectiveName() : user.getEffectiveName();
        if (member == null) return new Invoker(user.getIdLong(), name, false, Set.of(), Set.of());
        return new Invoker(user.getIdLong(), name, member.hasPermission(Permission.MANAGE_SERVER),
                member.getRoles().stream().map(Role::getIdLong).collect(Collectors.toSet()),
                member.getRoles().stream().map(Role::getName).collect(Collectors.toSet()));
    }

    static Place place(Interaction interaction) {
        Long guild = interaction.getGuild() == null ? null : interaction.getGuild().getIdLong();
        if (guild == null) return new Place(null, interaction.getChannelIdLong());
        return new Place(guild, interaction.getChannelIdLong(), missing(interaction));
    }

    /**
     * The permissions a game's posts need in the interaction's channel that the bot lacks: View Channel, Send
     * Messages (in a thread, Send Messages in Threads), Embed Links, Attach Files. Empty when it cannot tell.
     */
    /** A permission as Discord's channel settings name it. */
    private static String name(Permission p) {
        return switch (p) {
            case VIEW_CHANNEL -> "View Channel";
            case MESSAGE_SEND -> "Send Messages";
            case MESSAGE_SEND_IN_THREADS -> "Send Messages in Threads";
            case MESSAGE_EMBED_LINKS -> "Embed Links";
            case MESSAGE_ATTACH_FILES -> "Attach Files";
            default -> p.getName();
        };
    }

    static List<String> missing(Interaction interaction) {
        try {
            return missing(interaction.getGuildChannel(), interaction.getGuild().getSelfMember());
        } catch (RuntimeException unknown) {
            return List.of();
        }
    }

    /** As above, for a channel and the bot's member in its server, both from JDA's cache. */
    static List<String> missing(GuildChannel channel, Member self) {
        List<Permission> needed = List.of(Permission.VIEW_CHANNEL, channel.getType().isThread()
                ? Permission.MESSAGE_SEND_IN_THREADS : Permission.MESSAGE_SEND, Permission.MESSAGE_EMBED_LINKS,
                Permission.MESSAGE_ATTACH_FILES);
        if (!self.hasPermission(channel, Permission.VIEW_CHANNEL)) {
            // Discord denies everything else in a channel the bot cannot view
            return List.of(VIEW_ONLY);
        }
        return needed.stream().filter(p -> !self.hasPermission(channel, p)).map(Calls::name).toList();
    }

    static final String VIEW_ONLY = "View Channel (without it, Discord denies the bot everything else there)";
}
