package org.chancery.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.time.DateTimeException;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import org.chancery.game.scoring.ScoringSystem;

/**
 * A game's timing and NMR policy. Durations are in minutes. {@code fixedTime} ("HH:mm" in {@code zone}) moves
 * each deadline on to that time of day; {@code grace} waits longer for missing orders after a deadline;
 * {@code remind} is how long before a deadline powers with missing orders are reminded; after {@code nmrLimit}
 * missed phases in a row a power goes into civil disorder (0 = never).
 */
public record GameSettings(int movement, int retreat, int adjustment, String fixedTime, String zone, int grace,
                           int remind, int nmrLimit, String palette, String visibility, int page, String scoring,
                           boolean leagueOff, PressRules press) {
    public static final String KEYS = "movement, retreat, adjustment, fixed (HH:mm or off), zone, grace, remind, nmr,"
            + " palette (standard or colourblind), visibility (server or public), page (on, off or new: off or new"
            + " ends every link to the game's page), scoring (a scoring system, or off), press (open, relay, public or"
            + " none), anonymous (yes or no), press-phases (movement or all), league (on, or off to leave the game out of"
            + " the server's league)";

    public GameSettings {
        palette = palette == null ? "standard" : palette;
        visibility = visibility == null ? "server" : visibility;
        press = press == null ? PressRules.defaults() : press;
    }

    /** Settings with the default press rules. */
    public GameSettings(int movement, int retreat, int adjustment, String fixedTime, String zone, int grace,
                        int remind, int nmrLimit, String palette, String visibility, int page, String scoring) {
        this(movement, retreat, adjustment, fixedTime, zone, grace, remind, nmrLimit, palette, visibility, page, scoring, false, null);
    }

    /** Settings in or out of the league, with the default press rules. */
    public GameSettings(int movement, int retreat, int adjustment, String fixedTime, String zone, int grace,
                        int remind, int nmrLimit, String palette, String visibility, int page, String scoring, boolean leagueOff) {
        this(movement, retreat, adjustment, fixedTime, zone, grace, remind, nmrLimit, palette, visibility, page, scoring, leagueOff, null);
    }

    /** Settings with these press rules, counted in the league. */
    public GameSettings(int movement, int retreat, int adjustment, String fixedTime, String zone, int grace,
                        int remind, int nmrLimit, String palette, String visibility, int page, String scoring, PressRules press) {
        this(movement, retreat, adjustment, fixedTime, zone, grace, remind, nmrLimit, palette, visibility, page, scoring, false, press);
    }

    /** The same settings with these press rules. */
    private GameSettings pressed(PressRules p) {
        return new GameSettings(movement, retreat, adjustment, fixedTime, zone, grace, remind, nmrLimit, palette,
                visibility, page, scoring, leagueOff, p);
    }

    /** Whether nobody is told who plays which power (until the game ends). */
    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean anonymous() { return press.anonymous(); }

    /** Settings without a scoring system. */
    public GameSettings(int movement, int retreat, int adjustment, String fixedTime, String zone, int grace,
                        int remind, int nmrLimit, String palette, String visibility, int page) {
        this(movement, retreat, adjustment, fixedTime, zone, grace, remind, nmrLimit, palette, visibility, page, null, false, null);
    }

    /** The scoring system the game's end is scored by, or null (the default: no score is shown). */
    @com.fasterxml.jackson.annotation.JsonIgnore
    public ScoringSystem scoringSystem() { return scoring == null ? null : ScoringSystem.named(scoring); }

    private GameSettings scored(String system) {
        return new GameSettings(movement, retreat, adjustment, fixedTime, zone, grace, remind, nmrLimit, palette,
                visibility, page, system, leagueOff, press);
    }

    private GameSettings leagued(boolean off) {
        return new GameSettings(movement, retreat, adjustment, fixedTime, zone, grace, remind, nmrLimit, palette,
                visibility, page, scoring, off, press);
    }

    /** Whether anyone may see the game, not only its players, GM and own server's channel. */
    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean isPublic() { return visibility.equals("public"); }

    public static GameSettings defaults() {
        return new GameSettings(48 * 60, 24 * 60, 24 * 60, null, "UTC", 0, 6 * 60, 2, "standard", "server", 0);
    }

    /**
     * The defaults with a variant's own ({@code rules.deadlines} in its map: setting to value, such as W3K's
     * {@code "movement": "12d"} and {@code "fixed": "07:00"}); the plain defaults for an unknown variant.
     */
    public static GameSettings defaults(String variantId) {
        GameSettings s = defaults();
        com.fasterxml.jackson.databind.JsonNode own;
        try {
            own = org.chancery.variant.VariantLoader.load(variantId).definition().rules().get("deadlines");
        } catch (RuntimeException e) {
            return s;
        }
        if (own == null) return s;
        var it = own.fields();
        while (it.hasNext()) {
            var e = it.next();
            s = s.with(e.getKey(), e.getValue().asText());
        }
        return s;
    }

    public ZoneId zoneId() { return ZoneId.of(zone); }

    public LocalTime fixed() { return fixedTime == null ? null : LocalTime.parse(fixedTime); }

    /**
     * A copy with one setting changed from text, such as ("movement", "24h") or ("fixed", "20:00"). Phases last
     * 5 minutes to 90 days; grace is up to 90 days; a reminder comes sooner than the shortest phase, or never (0).
     */
    public GameSettings with(String key, String value) {
        String v = value.trim();
        if (key.equalsIgnoreCase("scoring")) return scored(scoring(v));
        if (key.equalsIgnoreCase("league")) return leagued(leagueOff(v));
        if (PressRules.owns(key)) return pressed(press.with(key, v));
        GameSettings s = switch (key.toLowerCase(Locale.ROOT)) {
            case "movement" -> new GameSettings(phase(key, v), retreat, adjustment, fixedTime, zone, grace, remind, nmrLimit, palette, visibility, page);
            case "retreat", "retreats" -> new GameSettings(movement, phase(key, v), adjustment, fixedTime, zone, grace, remind, nmrLimit, palette, visibility, page);
            case "adjustment", "adjustments", "builds" -> new GameSettings(movement, retreat, phase(key, v), fixedTime, zone, grace, remind, nmrLimit, palette, visibility, page);
            case "fixed" -> new GameSettings(movement, retreat, adjustment, time(v), zone, grace, remind, nmrLimit, palette, visibility, page);
            case "zone" -> new GameSettings(movement, retreat, adjustment, fixedTime, zone(v), grace, remind, nmrLimit, palette, visibility, page);
            case "grace" -> new GameSettings(movement, retreat, adjustment, fixedTime, zone,
                    Durations.minutes(key, v, Durations.UP_TO_90_DAYS), remind, nmrLimit, palette, visibility, page);
            case "remind" -> new GameSettings(movement, retreat, adjustment, fixedTime, zone, grace,
                    Durations.minutes(key, v, Durations.UP_TO_90_DAYS), nmrLimit, palette, visibility, page);
            case "nmr" -> new GameSettings(movement, retreat, adjustment, fixedTime, zone, grace, remind, count(key, v), palette, visibility, page);
            case "palette", "colours", "colors" -> new GameSettings(movement, retreat, adjustment, fixedTime, zone, grace,
                    remind, nmrLimit, palette(v), visibility, page);
            case "visibility" -> new GameSettings(movement, retreat, adjustment, fixedTime, zone, grace,
                    remind, nmrLimit, palette, visibility(v), page);
            case "page" -> new GameSettings(movement, retreat, adjustment, fixedTime, zone, grace, remind, nmrLimit, palette,
                    visibility, page(v));
            default -> throw new GameException("no setting '" + Durations.cut(key) + "'; the settings are " + KEYS);
        };
        s = s.scored(scoring).leagued(leagueOff).pressed(press);
        if (s.remind > 0 && s.remind >= s.shortestPhase() && s.remind != remind) {
            throw new GameException("The reminder (" + describe(s.remind) + " before the deadline) must come sooner than"
                    + " the shortest phase (" + describe(s.shortestPhase()) + "); set remind to less, or 0 for none.");
        }
        if (s.remind > 0 && s.remind >= s.shortestPhase()) {
            // A phase made shorter than the reminder brings the reminder to half of it.
            s = new GameSettings(s.movement, s.retreat, s.adjustment, s.fixedTime, s.zone, s.grace,
                    Math.max(1, s.shortestPhase() / 2), s.nmrLimit, s.palette, s.visibility, s.page, s.scoring, s.leagueOff, press);
        }
        return s;
    }

    int shortestPhase() { return Math.min(movement, Math.min(retreat, adjustment)); }

    /**
     * The same settings with every duration brought within its range (for settings stored before the ranges,
     * or read from an export), so that no phase is shorter than 5 minutes.
     */
    public GameSettings bounded() {
        int m = clamp(movement, Durations.PHASE), r = clamp(retreat, Durations.PHASE), a = clamp(adjustment, Durations.PHASE);
        int g = clamp(grace, Durations.UP_TO_90_DAYS);
        int shortest = Math.min(m, Math.min(r, a));
        int rem = remind <= 0 ? 0 : Math.min(clamp(remind, Durations.UP_TO_90_DAYS), shortest - 1);
        int n = Math.max(0, Math.min(nmrLimit, 999));
        return new GameSettings(m, r, a, fixedTime, zone, g, rem, n, palette, visibility, page, scoring, leagueOff, press);
    }

    /** Whether "league off" leaves the game out of the league ("on" counts it). */
    static boolean leagueOff(String v) {
        String p = v.toLowerCase(Locale.ROOT);
        if (p.equals("on") || p.equals("off")) return p.equals("off");
        throw new GameException("league is on (the game counts in this server's league) or off (a practice game the league"
                + " leaves out), not '" + Durations.cut(v) + "'; e.g. game settings league off.");
    }

    private static int clamp(int minutes, Durations.Range range) {
        return (int) Math.max(range.min().toMinutes(), Math.min(range.max().toMinutes(), minutes));
    }

    private static int phase(String key, String v) { return Durations.minutes(key, v, Durations.PHASE); }

    static String palette(String v) {
        String p = v.toLowerCase(Locale.ROOT);
        if (p.equals("standard")) return p;
        if (List.of("colourblind", "colorblind", "cb").contains(p)) return "colourblind";
        throw new GameException("The palette is standard or colourblind, not '" + Durations.cut(v) + "'.");
    }

    /** Whether the game's page is served; {@link #page} also names its links' generation, so a new one ends the old links. */
    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean pageOn() { return page % 2 == 0; }

    /** The page's next generation: even is on, odd is off, and every change is a new one, so no old link comes back. */
    private int page(String v) {
        return switch (v.toLowerCase(Locale.ROOT)) {
            case "on" -> pageOn() ? page : page + 1;
            case "off" -> pageOn() ? page + 1 : page;
            case "new" -> pageOn() ? page + 2 : page + 1;
            default -> throw new GameException("page is on, off (every link to the game's page stops working) or new"
                    + " (new links; the old ones stop working), not '" + Durations.cut(v) + "'.");
        };
    }

    /** A scoring system's id, or null for off. */
    static String scoring(String v) {
        if (v.equalsIgnoreCase("off") || v.equalsIgnoreCase("none")) return null;
        ScoringSystem s = ScoringSystem.find(v);
        if (s != null) return s.id();
        throw new GameException("scoring: '" + Durations.cut(v) + "' is not a scoring system; say one of "
                + String.join(", ", ScoringSystem.ids()) + ", or off for no score (e.g. game settings scoring draw-size).");
    }

    static String visibility(String v) {
        String p = v.toLowerCase(Locale.ROOT);
        if (p.equals("server") || p.equals("public")) return p;
        throw new GameException("visibility is server (players, the GM and this server's game channel see the game)"
                + " or public (anyone may see it by its number), not '" + Durations.cut(v) + "'.");
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
            throw new GameException("fixed: '" + Durations.cut(v) + "' is not a time of day; write e.g. 20:00, or off");
        }
    }

    private static String zone(String v) {
        try {
            return ZoneId.of(v).getId();
        } catch (DateTimeException e) {
            throw new GameException("zone: '" + Durations.cut(v) + "' is not a time zone; write e.g. UTC or Europe/London");
        }
    }

    private static int count(String key, String v) {
        if (!v.matches("\\d{1,3}")) throw new GameException(key + ": '" + Durations.cut(v) + "' is not a whole number of phases, 0 to 999");
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
                + ", palette " + palette + ", scoring " + (scoring == null ? "off" : scoring) + ", page " + (pageOn() ? "on" : "off") + ", visible to " + (isPublic() ? "anyone" : "players, the GM and this server's game channel") + ", " + press.summary()
                + (leagueOff ? ", left out of the league" : "");
    }
}
