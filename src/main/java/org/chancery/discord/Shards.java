package org.chancery.discord;

/**
 * The gateway shards this process runs, from {@code DISCORD_SHARDS}: {@code auto} (Discord's recommended
 * count, all of them in this process) or this process's range out of a total, {@code 0-3/8} (shards 0 to 3
 * of 8) or {@code 5/8} (shard 5 of 8). Discord serves a server on shard {@code (server id >> 22) % total};
 * several processes with ranges that together cover every shard serve every server.
 */
public record Shards(int first, int last, int total) {
    public static final String KEY = "DISCORD_SHARDS";
    public static final Shards AUTO = new Shards(0, -1, -1);

    public Shards {
        if (total != -1 && (total < 1 || first < 0 || last < first || last >= total)) {
            throw new IllegalArgumentException(KEY + " must name shards within the total, such as 0-3/8; not "
                    + first + "-" + last + "/" + total);
        }
    }

    public boolean auto() { return total == -1; }

    /** How many shards this process runs (known only after login when automatic). */
    public int count() { return last - first + 1; }

    public static Shards parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase();
        if (t.isEmpty() || t.equals("auto")) return AUTO;
        String problem = KEY + " must be auto, or this process's shards out of the total such as 0-3/8 or 5/8,"
                + " not '" + text + "'";
        int slash = t.indexOf('/');
        if (slash < 0) throw new IllegalArgumentException(problem);
        try {
            int total = Integer.parseInt(t.substring(slash + 1).strip());
            String range = t.substring(0, slash).strip();
            int dash = range.indexOf('-');
            int first = Integer.parseInt((dash < 0 ? range : range.substring(0, dash)).strip());
            int last = dash < 0 ? first : Integer.parseInt(range.substring(dash + 1).strip());
            return new Shards(first, last, total);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(problem);
        }
    }

    @Override
    public String toString() {
        return auto() ? "auto" : first == last ? first + "/" + total : first + "-" + last + "/" + total;
    }
}
