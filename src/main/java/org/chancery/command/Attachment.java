package org.chancery.command;

/** A file sent with a reply, such as a map as "game-1-S1901M.png" of type "image/png". */
public record Attachment(String filename, String contentType, byte[] data) {
    public static Attachment png(String filename, byte[] data) { return new Attachment(filename, "image/png", data); }
}
