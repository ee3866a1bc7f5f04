package org.chancery.discord.fake;

/** A file part of a multipart request, as received: form field ({@code files[0]}), file name, type, bytes. */
public record Upload(String field, String filename, String contentType, byte[] data) {
    @Override
    public String toString() {
        return "Upload[" + field + ", " + filename + ", " + contentType + ", " + data.length + " bytes]";
    }
}
