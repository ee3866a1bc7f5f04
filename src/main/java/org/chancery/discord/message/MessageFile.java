package org.chancery.discord.message;

/** A file sent with a message, such as {@code map.png}. */
public record MessageFile(String name, byte[] data) {
    public MessageFile {
        if (name == null || name.isBlank()) throw new IllegalArgumentException("an attachment needs a file name");
        data = data.clone();
    }

    @Override
    public byte[] data() {
        return data.clone();
    }

    @Override
    public String toString() {
        return "MessageFile[" + name + ", " + data.length + " bytes]";
    }
}
