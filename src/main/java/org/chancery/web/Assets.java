package org.chancery.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The page's own script and style at {@code /assets/<name>}, from the jar: nothing comes from another site.
 * They change only with a new build, and the ETag names their content.
 */
final class Assets extends Handler.Abstract {
    private static final Map<String, String> TYPES = Map.of(
            "page.js", "text/javascript; charset=utf-8",
            "page.css", "text/css; charset=utf-8",
            "icon.svg", "image/svg+xml");
    private final Map<String, byte[]> files = new java.util.HashMap<>();

    Assets() {
        for (String name : TYPES.keySet()) {
            try (InputStream in = Assets.class.getResourceAsStream("/web/" + name)) {
                if (in == null) throw new IllegalStateException("the jar has no web/" + name);
                files.put(name, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        String path = Request.getPathInContext(request);
        if (!path.startsWith("/assets/")) return false;
        String name = path.substring("/assets/".length());
        byte[] body = files.get(name);
        if (body == null) return false;
        Replies.cached(request, response, callback, TYPES.get(name), "public, max-age=3600",
                Replies.etag(new String(body, java.nio.charset.StandardCharsets.UTF_8)), () -> body);
        return true;
    }
}
