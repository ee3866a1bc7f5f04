package org.chancery.game;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Unguessable per-game tokens for the calendar feed and the game page: an HMAC-SHA256 of the game's number under a secret key
 * that never leaves the server. The key is {@code CHANCERY_FEED_SECRET}, or one made once and kept in a file
 * beside the store.
 */
public final class FeedTokens {
    private final byte[] key;

    public FeedTokens(byte[] key) {
        if (key.length < 16) throw new IllegalArgumentException("the feed secret needs at least 16 bytes");
        this.key = key.clone();
    }

    /** The key from the setting if given, else from (or newly into) {@code file}. */
    public static FeedTokens of(String secret, Path file) {
        if (secret != null && !secret.isBlank()) return new FeedTokens(secret.strip().getBytes(StandardCharsets.UTF_8));
        try {
            if (!Files.exists(file)) {
                byte[] fresh = new byte[32];
                new SecureRandom().nextBytes(fresh);
                Files.createDirectories(file.toAbsolutePath().getParent());
                Files.writeString(file, HexFormat.of().formatHex(fresh));
            }
            return new FeedTokens(HexFormat.of().parseHex(Files.readString(file).strip()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the feed secret in " + file, e);
        }
    }

    public String token(long gameId) { return token("chancery calendar " + gameId); }

    /** The token of any subject, such as "chancery page 7 0" (a game page and its links' generation). */
    public String token(String subject) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            byte[] sum = mac.doFinal(subject.getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(sum);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether {@code token} is the game's, compared in constant time. */
    public boolean valid(long gameId, String token) { return valid("chancery calendar " + gameId, token); }

    /** Whether {@code token} is the subject's, compared in constant time. */
    public boolean valid(String subject, String token) {
        return token != null && MessageDigest.isEqual(token(subject).getBytes(StandardCharsets.UTF_8),
                token.getBytes(StandardCharsets.UTF_8));
    }
}
