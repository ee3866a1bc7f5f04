package org.chancery.discord.interaction;

import java.io.IOException;

/** Fetches a file a user attached to a command, from the address Discord gave for it. */
@FunctionalInterface
public interface FileFetcher {
    /** The file's bytes; refuses (IOException) a file larger than {@code maxBytes}. */
    byte[] fetch(String url, long maxBytes) throws IOException;

    FileFetcher NONE = (url, max) -> {
        throw new IOException("files cannot be fetched here");
    };
}
