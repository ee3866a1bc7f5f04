package org.chancery.discord.fake;

/** A Discord user known to the fake. */
public record FakeUser(long id, String name, boolean bot) {}
