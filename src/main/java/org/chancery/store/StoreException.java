package org.chancery.store;

/** A failure of the database underneath, unchecked. */
public class StoreException extends RuntimeException {
    public StoreException(String message, Throwable cause) { super(message, cause); }
}
