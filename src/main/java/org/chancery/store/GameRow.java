package org.chancery.store;

/** A row of {@code games}. Status is FORMING, ACTIVE or ENDED; deadline null when paused or unset. */
public record GameRow(long id, String guildId, String channelId, String name, String variant, String settings,
                      String status, String gmId, int phaseSeq, Long deadline, Long pausedLeft, boolean reminded,
                      String outcome, long version, long createdAt) {}
