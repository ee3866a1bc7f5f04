package org.chancery.discord.interaction;

/** A plain text message a user sent to the bot in a DM. */
public record DirectMessage(long messageId, long userId, String userName, long channelId, String content) {}
