package org.chancery.bots;

import java.util.Locale;

/** Who sits at a seat in self-play: Chancery's player, an empty seat in civil disorder, or a random legal player. */
public enum Kind {
    BOT, HOLD, RANDOM;

    /** The kind a word names ("bot", "hold", "random"); an IllegalArgumentException says which words there are. */
    public static Kind of(String word) {
        for (Kind k : values()) if (k.name().equalsIgnoreCase(word.strip())) return k;
        throw new IllegalArgumentException("'" + word.strip() + "' is not a kind of seat; say bot, hold or random"
                + " (for example France=bot,*=hold)");
    }

    public String word() { return name().toLowerCase(Locale.ROOT); }
}
