package org.chancery.command;

import java.util.Map;

/** One invocation: who and the option values given (by option name). */
public record Request(CommandSpec spec, Caller caller, Map<String, String> options) {
    /** The option's value, or null if not given or blank. */
    public String opt(String name) {
        String v = options.get(name);
        return v == null || v.isBlank() ? null : v.strip();
    }

    public String required(String name) {
        String v = opt(name);
        if (v == null) throw new UsageException("Missing " + name + ". Usage: " + spec.usage());
        return v;
    }

    public int integer(String name) {
        String v = required(name);
        try {
            return Integer.parseInt(v.startsWith("#") ? v.substring(1) : v);
        } catch (NumberFormatException e) {
            throw new UsageException(name + " must be a number, not '" + v + "'. Usage: " + spec.usage());
        }
    }

    /** Reads yes/no, on/off, true/false; the default when not given. */
    public boolean bool(String name, boolean fallback) {
        String v = opt(name);
        if (v == null) return fallback;
        return switch (v.toLowerCase(java.util.Locale.ROOT)) {
            case "yes", "y", "on", "true" -> true;
            case "no", "n", "off", "false" -> false;
            default -> throw new UsageException(name + " must be yes or no, not '" + v + "'.");
        };
    }

    /** A bad invocation; the message says how to say it right. */
    public static final class UsageException extends RuntimeException {
        public UsageException(String message) { super(message); }
    }
}
