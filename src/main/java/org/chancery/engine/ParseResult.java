package org.chancery.engine;

/** What came of reading one order: the order, or a message for the player. */
public sealed interface ParseResult {
    /** The text as read (trimmed). */
    String input();

    record Ok(String input, Order order) implements ParseResult {}

    record Error(String input, String message) implements ParseResult {}
}
