package org.chancery.discord;

/** A file sent with a message, such as {@code map.png}. */
public record Attachment(String name, byte[] data) {
    public Attachment {
        if (name == null || name.isBlank()) throw new IllegalArgumentException("an attachment needs a file name");
        data = data.clone();
    }

    @Override
    public byte[] data() {
        return data.clone();
    }

    @Override
    public String toString() {
        return "Attachment[" + name + ", " + data.length + " bytes]";
    }
}
