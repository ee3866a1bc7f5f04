package org.chancery.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.StreamHandler;

/**
 * Chancery's own log (java.util.logging, behind {@code System.getLogger}): one line an entry on standard error,
 * "2026-11-28 10:02:11 WARNING RenderedMaps: ...", at the level {@code CHANCERY_LOG_LEVEL} names (error, warning,
 * info, debug). The bot logs at info unless told; the local table at warning, so that its output is the table's.
 * A stack trace is printed only at debug: otherwise an entry ends with its cause in a few words. The libraries log
 * through slf4j-simple, at warnings (simplelogger.properties).
 */
final class LogSetup {
    static final String KEY = "CHANCERY_LOG_LEVEL";
    /** The logger above every Chancery class. */
    private static final Logger CHANCERY = Logger.getLogger("org.chancery");
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

    private LogSetup() {}

    /** The level a setting names; null when unset. An unknown name is one plain sentence. */
    static Level level(String named) {
        if (named == null || named.isBlank()) return null;
        return switch (named.strip().toLowerCase(Locale.ROOT)) {
            case "error" -> Level.SEVERE;
            case "warning", "warn" -> Level.WARNING;
            case "info" -> Level.INFO;
            case "debug" -> Level.FINE;
            default -> throw new IllegalArgumentException(KEY + " must be error, warning, info or debug, not '"
                    + named.strip() + "'.");
        };
    }

    /**
     * Sends the log to {@code err} at the level named, or by default info for the bot and warning at the table.
     * Returns the handler, which a test removes again.
     */
    static Handler install(String named, boolean table, PrintStream err) {
        Level chosen = level(named);
        Level level = chosen != null ? chosen : table ? Level.WARNING : Level.INFO;
        Logger root = Logger.getLogger("");
        for (Handler h : root.getHandlers()) root.removeHandler(h);
        Handler handler = new StreamHandler(err, new OneLine(level.intValue() <= Level.FINE.intValue())) {
            @Override
            public synchronized void publish(LogRecord r) {
                super.publish(r);
                flush();
            }
        };
        handler.setLevel(Level.ALL);
        root.addHandler(handler);
        root.setLevel(Level.WARNING);
        CHANCERY.setLevel(level);
        return handler;
    }

    /** One line an entry; the stack trace only when {@code traces}. */
    static final class OneLine extends Formatter {
        private final boolean traces;

        OneLine(boolean traces) { this.traces = traces; }

        @Override
        public String format(LogRecord r) {
            String name = r.getLoggerName() == null ? "" : r.getLoggerName().substring(r.getLoggerName().lastIndexOf('.') + 1);
            StringBuilder b = new StringBuilder(TIME.format(Instant.ofEpochMilli(r.getMillis()))).append(' ')
                    .append(levelName(r.getLevel())).append(' ').append(name).append(": ").append(formatMessage(r));
            Throwable t = r.getThrown();
            if (t != null && !traces) b.append(": ").append(RunCommand.reason(t).replace('\n', ' '));
            b.append(System.lineSeparator());
            if (t != null && traces) {
                StringWriter trace = new StringWriter();
                t.printStackTrace(new PrintWriter(trace));
                b.append(trace);
            }
            return b.toString();
        }

        private static String levelName(Level l) {
            if (l.intValue() >= Level.SEVERE.intValue()) return "ERROR";
            if (l.intValue() >= Level.WARNING.intValue()) return "WARNING";
            if (l.intValue() >= Level.INFO.intValue()) return "INFO";
            return "DEBUG";
        }
    }
}
