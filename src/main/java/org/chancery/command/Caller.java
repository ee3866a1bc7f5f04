package org.chancery.command;

import org.chancery.game.Actor;

/**
 * Who runs a command and from where: the user, the guild and channel (null in a DM), and whether the
 * transport grants them power over every game here (Discord: Manage Server or the GM role; the local
 * table: the GM seat).
 */
public record Caller(String userId, String userName, String guildId, String channelId, boolean dm, boolean admin) {
    public Actor actor() { return new Actor(userId, userName, admin); }
}
