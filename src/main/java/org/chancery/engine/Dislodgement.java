package org.chancery.engine;

/**
 * A unit forced out in a movement phase, waiting to retreat. {@code attackerFrom} is where the
 * dislodging unit came from; the retreat may not go there unless the attack came by convoy.
 */
public record Dislodgement(Unit unit, Province attackerFrom, boolean byConvoy) {}
