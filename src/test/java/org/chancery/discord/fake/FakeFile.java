package org.chancery.discord.fake;

/** A file a user attaches to a command; the fake serves it at {@code /attachments/<id>/<name>}. */
public record FakeFile(long id, String name, byte[] data) {}
