package org.chancery.discord.interaction;

/** A press of a button the bot put under a message; {@code buttonId} is the id it was given. */
public record ButtonCall(long interactionId, String buttonId, Invoker caller, Place place) {}
