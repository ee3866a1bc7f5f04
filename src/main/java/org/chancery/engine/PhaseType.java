package org.chancery.engine;

/** The kind of orders a phase takes. */
public enum PhaseType {
    MOVEMENT('M'), RETREAT('R'), ADJUSTMENT('A');

    private final char letter;

    PhaseType(char letter) { this.letter = letter; }

    public char letter() { return letter; }

    public static PhaseType ofLetter(char c) {
        for (PhaseType t : values()) {
            if (t.letter == Character.toUpperCase(c)) return t;
        }
        throw new IllegalArgumentException("no phase type '" + c + "'");
    }
}
