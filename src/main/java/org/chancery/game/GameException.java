package org.chancery.game;

/** A request the service refuses, with a message for the person who made it. */
public class GameException extends RuntimeException {
    public GameException(String message) { super(message); }
}
