package org.chancery.store;

/** An entry of the game log. */
public record EventRow(long at, String actor, String kind, String detail) {}
