package org.chancery.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.time.DateTimeException;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;

/**
 * A game's timing and NMR policy. Durations are in minutes. {@code fixedTime} ("HH:mm" in {@code zone}) moves
 * each deadline on to that time of day; {@code grace} waits longer for missing orders after a deadline;
 * {@code remind} is how long before a deadline powers with missing orders are reminded; after {@code nmrLimit}
 * missed phases in a row a power goes into civil disorder (0 = never).
 */
public record GameSettings(int movement, int retreat, int adjustment, String fixedTime, String zone, int grace,
                           int remind, int nmrLimit, String palette, String visibility) {
    public static final String KEYS = "movement, retreat, adjustment, fixed (HH:mm or off), zone, grace, remind, nmr,"
            + " palette (standard or colourblind), visibility (server or public)";

    public GameSettings {
        palette = palette == null ? "standard" : palette;
        visibility = visibility == null ? "server" : visibility;
    }

    /** Whether anyone may see the game, not only its players, GM and own server's channel. */
    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean isPublic() { return visibility.equals("public"); }

    public static GameSettings defaults() {
        return new GameSettings(48 * 60, 24 * 60, 24 * 60, null, "UTC", 0, 6 * 60, 2, "standard", "server");
    }

    public ZoneId zoneId() { return ZoneId.of(zone); }

    public LocalTime fixed() { return fixedTime == null ? null : LocalTime.parse(fixedTime); }

    /** A copy with one setting changed from text, such as ("movement", "24h") or ("fixed", "20:00"). */
    public GameSettings with(String key, String value) {
        String v = value.trim();
        return switch (key.toLowerCase(Locale.ROOT)) {
            case "movement" -> new GameSettings(minutes(key, v), retreat, adjustment, fixedTime, zone, grace, remind, nmrLimit, palette, visibility);
            case "retreat", "retreats" -> new GameSettings(movement, minutes(key, v), adjustment, fixedTime, zone, grace, remind, nmrLimit, palette, visibility);
            case "adjustment", "adjustments", "builds" -> new GameSettings(movement, retreat, minutes(key, v), fixedTime, zone, grace, remind, nmrLimit, palette, visibility);
            case "fixed" -> new GameSettings(movement, retreat, adjustment, time(v), zone, grace, remind, nmrLimit, palette, visibility);
            case "zone" -> new GameSettings(movement, retreat, adjustment, fixedTime, zone(v), grace, remind, nmrLimit, palette, visibility);
            case "grace" -> new GameSettings(movement, retreat, adjustment, fixedTime, zone, minutes(key, v), remind, nmrLimit, palette, visibility);
            case "remind" -> new GameSettings(movement, retreat, adjustment, fixedTime, zone, grace, minutes(key, v), nmrLimit, palette, visibility);
            case "nmr" -> new GameSettings(movement, retreat, adjustment, fixedTime, zone, grace, remind, count(key, v), palette, visibility);
            case "palette", "colours", "colors" -> new GameSettings(movement, retreat, adjustment, fixedTime, zone, grace,
                    remind, nmrLimit, palette(v), visibility);
            case "visibility" -> new GameSettings(movement, retreat, adjustment, fixedTime, zone, grace,
                    remind, nmrLimit, palette, visibility(v));
            default -> throw new GameException("no setting '" + key + "'; the settings are " + KEYS);
        };
    }

    /** Reads "90m", "36h", "2d", "1d12h" or a bare number of minutes. */
    static String palette(String v) {
        String p = v.toLowerCase(Locale.ROOT);
        if (p.equals("standard")) return p;
        if (List.of("colourblind", "colorblind", "cb").contains(p)) return "colourblind";
        throw new GameException("The palette is standard or colourblind, not '" + v + "'.");
    }

    static String visibility(String v) {
        String p = v.toLowerCase(Locale.ROOT);
        if (p.equals("server") || p.equals("public")) return p;
        throw new GameException("visibility is server (players, the GM and this server's game channel see the game)"
                + " or public (anyone may see it by its number), not '" + v + "'.");
    }

    public static int minutes(String key, String text) {
        String t = text.toLowerCase(Locale.ROOT).replace(" ", "");
        if (t.matches("\\d+")) return Integer.parseInt(t);
        if (!t.matches("(\\d+[dhm])+")) {
            throw new GameException(key + ": '" + text + "' is not a duration; write e.g. 90m, 36h, 2d or 1d12h");
        }
        int total = 0;
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)([dhm])").matcher(t);
        while (m.find()) {
            int n = Integer.parseInt(m.group(1));
            total += switch (m.group(2)) { case "d" -> n * 1440; case "h" -> n * 60; default -> n; };
        }
        return total;
    }

    /** "Nd Nh Nm" for a number of minutes. */
    public static String describe(long minutes) {
        if (minutes == 0) return "0m";
        StringBuilder b = new StringBuilder();
        if (minutes >= 1440) b.append(minutes / 1440).append('d');
        if (minutes % 1440 >= 60) b.append(minutes % 1440 / 60).append('h');
        if (minutes % 60 != 0) b.append(minutes % 60).append('m');
        return b.toString();
    }

    private static String time(String v) {
        if (v.equalsIgnoreCase("off") || v.equalsIgnoreCase("none")) return null;
        try {
            return LocalTime.parse(v.length() == 4 ? "0" + v : v).toString();
        } catch (DateTimeException e) {
            throw new GameException("fixed: '" + v + "' is not a time of day; write e.g. 20:00, or off");
        }
    }

    private static String zone(String v) {
        try {
            return ZoneId.of(v).getId();
        } catch (DateTimeException e) {
            throw new GameException("zone: '" + v + "' is not a time zone; write e.g. UTC or Europe/London");
        }
    }

    private static int count(String key, String v) {
        if (!v.matches("\\d{1,3}")) throw new GameException(key + ": '" + v + "' is not a whole number of phases");
        return Integer.parseInt(v);
    }

    public String toJson() {
        try {
            return StateJson.JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public static GameSettings fromJson(String json) {
        try {
            return StateJson.JSON.readValue(json, GameSettings.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("bad settings JSON: " + e.getOriginalMessage(), e);
        }
    }

    public String summary() {
        return "movement " + describe(movement) + ", retreats " + describe(retreat) + ", adjustments "
                + describe(adjustment) + (fixedTime == null ? "" : ", at " + fixedTime + " " + zone)
                + ", grace " + describe(grace) + ", reminder " + describe(remind) + " before"
                + ", civil disorder after " + (nmrLimit == 0 ? "never" : nmrLimit + " missed phases")
                + ", palette " + palette + ", visible to " + (isPublic() ? "anyone" : "players, the GM and this server's game channel");
    }
}
