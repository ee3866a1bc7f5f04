package org.chancery.game;

import java.util.List;
import java.util.Locale;

/**
 * What a game's GM allows of press (messages between powers) and whether players are known: {@code mode} is open (the
 * default: players talk as they like, and may also send through Chancery), relay (private messages go through
 * Chancery), public (only messages to everyone, posted in the game channel) or none (gunboat); {@code anonymous} hides
 * who plays which power until the game ends; {@code phases} is movement (press only in movement phases) or all.
 */
public record PressRules(String mode, boolean anonymous, String phases) {
    public static final List<String> MODES = List.of("open", "relay", "public", "none");
    /** The settings this record answers, as {@code game settings} names them. */
    public static final List<String> KEYS = List.of("press", "anonymous", "press-phases");

    public PressRules {
        mode = mode == null ? "open" : mode;
        phases = phases == null ? "all" : phases;
    }

    public static PressRules defaults() { return new PressRules("open", false, "all"); }

    /** Whether {@code key} is one of these settings. */
    public static boolean owns(String key) { return KEYS.contains(key.toLowerCase(Locale.ROOT)); }

    /** A copy with one setting changed from text, such as ("press", "relay") or ("anonymous", "yes"). */
    public PressRules with(String key, String value) {
        String v = value.strip().toLowerCase(Locale.ROOT);
        return switch (key.toLowerCase(Locale.ROOT)) {
            case "press" -> {
                if (!MODES.contains(v)) {
                    throw new GameException("press is open (players talk as they like), relay (private messages go"
                            + " through Chancery), public (only messages to everyone, in the game channel) or none"
                            + " (gunboat: no press at all), not '" + Durations.cut(value) + "'. E.g. game settings press relay.");
                }
                yield new PressRules(v, anonymous, phases);
            }
            case "anonymous" -> new PressRules(mode, switch (v) {
                case "yes", "on", "true" -> true;
                case "no", "off", "false" -> false;
                default -> throw new GameException("anonymous is yes (nobody is told who plays which power until the"
                        + " game ends) or no, not '" + Durations.cut(value) + "'. E.g. game settings anonymous yes.");
            }, phases);
            case "press-phases" -> {
                if (!v.equals("movement") && !v.equals("all")) {
                    throw new GameException("press-phases is movement (press only in movement phases) or all (in"
                            + " retreats and adjustments too), not '" + Durations.cut(value) + "'.");
                }
                yield new PressRules(mode, anonymous, v);
            }
            default -> throw new GameException("no press setting '" + Durations.cut(key) + "'");
        };
    }

    /** Whether no press at all may be sent (gunboat). */
    public boolean none() { return mode.equals("none"); }

    /** Whether only messages to everyone may be sent. */
    public boolean publicOnly() { return mode.equals("public"); }

    public String summary() {
        return "press " + mode + (phases.equals("movement") ? " (movement phases only)" : "") + ", anonymous "
                + (anonymous ? "yes" : "no");
    }
}
