package org.chancery.store;

import java.sql.SQLException;

/** A failure of the database underneath, unchecked. Its message may hold SQL: log it, never show it. */
public class StoreException extends RuntimeException {
    private final boolean inWords;

    public StoreException(String message, Throwable cause) { this(message, cause, false); }

    StoreException(String message, Throwable cause, boolean inWords) {
        super(message, cause);
        this.inWords = inWords;
    }

    /** Whether the message is written for the operator (no SQL, no H2 text) and may be shown as it is. */
    public boolean inWords() { return inWords; }

    /**
     * Whether the same work may succeed if tried again: a lost connection (SQLSTATE class 08), a rolled-back
     * transaction such as a deadlock (40), or a lock timeout (H2's HYT00). Bad data (22) and broken constraints
     * (23) fail the same way every time.
     */
    public boolean retryable() {
        String state = sqlState();
        return state.startsWith("08") || state.startsWith("40") || state.equals("HYT00");
    }

    /** Whether a row with the same key was written first (SQLSTATE 23505), as when two callers insert at once. */
    public boolean duplicateKey() {
        return sqlState().equals("23505");
    }

    /** The SQLSTATE of the first cause that has one; empty when none does. */
    private String sqlState() {
        for (Throwable t = getCause(); t != null; t = t.getCause()) {
            if (t instanceof SQLException s && s.getSQLState() != null) return s.getSQLState();
        }
        return "";
    }
}
