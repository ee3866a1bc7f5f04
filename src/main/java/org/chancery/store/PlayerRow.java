package org.chancery.store;

/** A power's seat in a game; userId null while the seat is open. */
public record PlayerRow(String power, String userId, String userName, int missed, boolean disorder) {}
