package org.chancery.web;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import org.eclipse.jetty.http.EtagUtils;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The ways a route answers: a body with its length (Jetty leaves it out for HEAD), 304 for a known ETag, 404, a small
 * page for a person in a browser, and 503 when the store fails.
 */
final class Replies {
    private Replies() {}

    /** The same answer for every path, token or game that is not served, so none can be told from another. */
    static void notFound(Request request, Response response, Callback callback) {
        text(request, response, callback, 404, "Not found.\n");
    }

    /** The store did not answer: logged for the operator; the client is told a retry may help, and nothing more. */
    static void unavailable(Request request, Response response, Callback callback, String what, RuntimeException e) {
        System.getLogger(Replies.class.getName()).log(System.Logger.Level.ERROR, what + " could not be read", e);
        response.getHeaders().put(HttpHeader.RETRY_AFTER, "60");
        text(request, response, callback, 503, "Chancery cannot read its games just now; try again in a minute.\n");
    }

    /** A page's policy for these small answers: the page's style and icon, nothing else. */
    static final String PLAIN_PAGE_POLICY = "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none';"
            + " frame-ancestors 'none'";

    /**
     * A small HTML page for a person in a browser: {@code title} as its heading and {@code paragraphs} (already HTML,
     * names escaped) under it, never stored by a cache.
     */
    static void page(Request request, Response response, Callback callback, int status, String title, String... paragraphs) {
        StringBuilder b = new StringBuilder(1024).append("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><meta name=\"referrer\" content=\"no-referrer\">")
                .append("<title>").append(PageModel.esc(title)).append(" \u2013 Chancery</title>")
                .append("<link rel=\"stylesheet\" href=\"/assets/page.css\"><link rel=\"icon\" href=\"/assets/icon.svg\"></head>\n")
                .append("<body><main class=\"answer\"><h1>").append(PageModel.esc(title)).append("</h1>\n");
        for (String p : paragraphs) b.append("<p>").append(p).append("</p>\n");
        b.append("</main></body></html>\n");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.getHeaders().put("Content-Security-Policy", PLAIN_PAGE_POLICY);
        send(response, callback, status, "text/html; charset=utf-8", b.toString().getBytes(StandardCharsets.UTF_8));
    }

    static void text(Request request, Response response, Callback callback, int status, String body) {
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        send(response, callback, status, "text/plain; charset=utf-8", body.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * {@code body} with {@code etag} and {@code cache}, or 304 with no body when the client holds that ETag.
     * {@code etag} names the content, so it must change whenever the body's meaning does.
     */
    static void cached(Request request, Response response, Callback callback, String type, String cache, String etag,
            java.util.function.Supplier<byte[]> body) {
        HttpFields.Mutable h = response.getHeaders();
        h.put(HttpHeader.ETAG, etag);
        h.put(HttpHeader.CACHE_CONTROL, cache);
        String held = request.getHeaders().get(HttpHeader.IF_NONE_MATCH);
        if (held != null && holds(held, etag)) {
            response.setStatus(304);
            response.write(true, null, callback);
            return;
        }
        send(response, callback, 200, type, body.get());
    }

    /** A weak ETag for these parts: the same parts mean the same content, though a stamp in it may differ. */
    static String etag(String... parts) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (String p : parts) {
                sha.update(p.getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
            }
            return "W/\"" + Base64.getUrlEncoder().withoutPadding().encodeToString(sha.digest()).substring(0, 22) + '"';
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether If-None-Match names {@code etag}, compared weakly as RFC 9110 asks. */
    private static boolean holds(String ifNoneMatch, String etag) {
        String mine = strong(etag);
        for (String held : ifNoneMatch.split(",")) {
            String t = held.strip();
            if (t.equals("*") || EtagUtils.matches(mine, strong(t))) return true;
        }
        return false;
    }

    private static String strong(String etag) { return etag.startsWith("W/") ? etag.substring(2) : etag; }

    private static void send(Response response, Callback callback, int status, String type, byte[] body) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
        response.write(true, ByteBuffer.wrap(body), callback);
    }
}
