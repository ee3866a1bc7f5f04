package org.chancery.variant.upload;

/** The bounds of an uploaded board (issue 35), checked before anything else is read. */
public final class UploadLimits {
    public static final int JSON_BYTES = 1 << 20;
    public static final int SVG_BYTES = 2 << 20;
    public static final int POWERS = 40;
    public static final int PROVINCES = 600;
    public static final int EDGES = 5_000;
    /** How deep the JSON may nest: the format needs 5 levels (rules.phases), so 16 is generous. */
    public static final int DEPTH = 16;
    public static final int NAME_CHARS = 40;
    public static final int ALIASES = 12;
    /** The farthest an anchor may lie from 0 in either direction. */
    public static final double COORDINATE = 100_000;
    /** Boards a server keeps, and their files' bytes in all. */
    public static final int PER_SERVER = 20;
    public static final long SERVER_BYTES = 10L << 20;
    /** Uploads a server may try in an hour, refused ones included. */
    public static final int PER_HOUR = 6;
    /** Uploads (and imports of uploaded boards) one process checks at once, from all servers together. */
    public static final int AT_ONCE = 1;

    private UploadLimits() {}

    /** "1 MiB", "512 KiB": a size as a person reads it. */
    public static String size(long bytes) {
        if (bytes >= 1 << 20) {
            double mib = bytes / (double) (1 << 20);
            return (mib == Math.rint(mib) ? String.valueOf((long) mib) : String.format(java.util.Locale.ROOT, "%.1f", mib)) + " MiB";
        }
        return Math.max(1, (bytes + 1023) / 1024) + " KiB";
    }
}
