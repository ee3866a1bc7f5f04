package org.chancery.discord.fake;

/** A guild role; {@code permissions} is Discord's permission bit set. */
public record FakeRole(long id, String name, long permissions, int position) {
    public static final long ADMINISTRATOR = 1L << 3;
    public static final long MANAGE_GUILD = 1L << 5;
    public static final long VIEW_CHANNEL = 1L << 10;
    public static final long SEND_MESSAGES = 1L << 11;
    public static final long EMBED_LINKS = 1L << 14;
    public static final long ATTACH_FILES = 1L << 15;
    public static final long READ_MESSAGE_HISTORY = 1L << 16;
    public static final long USE_APPLICATION_COMMANDS = 1L << 31;
    public static final long MANAGE_THREADS = 1L << 34;
    public static final long SEND_MESSAGES_IN_THREADS = 1L << 38;
    /** What @everyone may do in a plain server. */
    public static final long EVERYONE = VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES
            | READ_MESSAGE_HISTORY | USE_APPLICATION_COMMANDS | SEND_MESSAGES_IN_THREADS;
}
