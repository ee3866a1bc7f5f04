package org.chancery.store;

/** A message waiting for a transport; audience is "public", "gm" or "power:Name". */
public record NoticeRow(long id, long gameId, long at, String audience, String text) {}
