package org.chancery.discord.gateway;

import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Optional;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.DefaultMemberPermissions;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandGroupData;
import org.chancery.discord.interaction.SlashCommand;

/**
 * Registers the bot's commands, replacing whatever was registered before (one bulk overwrite). On one
 * guild when a guild id is configured (instant, good for testing), otherwise globally; the scope not in use is
 * emptied, since Discord lists a guild command and a global one of the same name both.
 */
public final class CommandRegistrar {
    private static final System.Logger LOG = System.getLogger(CommandRegistrar.class.getName());

    private CommandRegistrar() {}

    public static List<Command> register(JDA jda, Optional<Long> guildId, List<SlashCommand> specs) {
        return register(jda, jda.getGuilds(), guildId, specs);
    }

    /**
     * Registers the commands in the scope in use and removes them from the scope not in use, so no server lists
     * a command twice: on one guild, the global commands go; globally, the commands of every server in
     * {@code guilds} (those this process's shards serve) go. Each removal is logged.
     */
    public static List<Command> register(JDA jda, List<Guild> guilds, Optional<Long> guildId, List<SlashCommand> specs) {
        List<SlashCommandData> data = specs.stream().map(CommandRegistrar::toJda).toList();
        if (guildId.isEmpty()) {
            List<Command> registered = jda.updateCommands().addCommands(data).complete();
            for (Guild g : guilds) {
                List<Command> old = g.retrieveCommands().complete();
                if (old.isEmpty()) continue;
                g.updateCommands().complete();
                LOG.log(Level.INFO, "removed " + old.size() + " commands registered on server " + g.getName() + " ("
                        + g.getId() + "): commands are global now (DISCORD_GUILD_ID is empty), and Discord would list both");
            }
            return registered;
        }
        Guild guild = jda.getGuildById(guildId.get());
        if (guild == null) {
            throw new IllegalStateException("the bot is not in server " + Long.toUnsignedString(guildId.get())
                    + " (DISCORD_GUILD_ID); invite it there first, or leave DISCORD_GUILD_ID empty");
        }
        List<Command> registered = guild.updateCommands().addCommands(data).complete();
        List<Command> global = jda.retrieveCommands().complete();
        if (!global.isEmpty()) {
            jda.updateCommands().complete();
            LOG.log(Level.INFO, "removed " + global.size() + " global commands: DISCORD_GUILD_ID is set, so the commands"
                    + " are registered on server " + guild.getName() + " (" + guild.getId() + ") alone, and Discord"
                    + " would list both");
        }
        return registered;
    }

    static SlashCommandData toJda(SlashCommand spec) {
        SlashCommandData data = Commands.slash(spec.name(), spec.description())
                .setIntegrationTypes(IntegrationType.GUILD_INSTALL);
        if (spec.managersOnly()) data.setDefaultPermissions(DefaultMemberPermissions.enabledFor(Permission.MANAGE_SERVER));
        if (spec.guildOnly()) data.setContexts(InteractionContextType.GUILD);
        else data.setContexts(InteractionContextType.GUILD, InteractionContextType.BOT_DM);
        spec.options().forEach(o -> data.addOptions(option(o)));
        for (SlashCommand sub : spec.subcommands()) {
            if (sub.subcommands().isEmpty()) {
                data.addSubcommands(subcommand(sub));
                continue;
            }
            SubcommandGroupData group = new SubcommandGroupData(sub.name(), sub.description());
            for (SlashCommand inGroup : sub.subcommands()) group.addSubcommands(subcommand(inGroup));
            data.addSubcommandGroups(group);
        }
        return data;
    }

    private static SubcommandData subcommand(SlashCommand sub) {
        SubcommandData subData = new SubcommandData(sub.name(), sub.description());
        sub.options().forEach(o -> subData.addOptions(option(o)));
        return subData;
    }

    private static OptionData option(SlashCommand.Option option) {
        OptionType type = switch (option.kind()) {
            case TEXT -> OptionType.STRING;
            case INTEGER -> OptionType.INTEGER;
            case BOOLEAN -> OptionType.BOOLEAN;
            case USER -> OptionType.USER;
            case ROLE -> OptionType.ROLE;
            case CHANNEL -> OptionType.CHANNEL;
            case ATTACHMENT -> OptionType.ATTACHMENT;
        };
        OptionData data = new OptionData(type, option.name(), option.description(), option.required(),
                option.autocomplete());
        for (String choice : option.choices()) data.addChoice(choice, choice);
        if (option.maxLength() > 0) data.setMaxLength(option.maxLength());
        return data;
    }
}
