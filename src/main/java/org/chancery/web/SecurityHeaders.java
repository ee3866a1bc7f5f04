package org.chancery.web;

import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Headers on every answer: no content sniffing, no referrer to other sites, no framing, and a policy that loads
 * nothing (a route that serves a page sets its own policy over it). Only GET and HEAD are served.
 */
final class SecurityHeaders extends Handler.Wrapper {
    static final String NO_CONTENT = "default-src 'none'; frame-ancestors 'none'";

    SecurityHeaders(Handler next) { super(next); }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        HttpFields.Mutable h = response.getHeaders();
        put(h);
        String method = request.getMethod();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            h.put(HttpHeader.ALLOW, "GET, HEAD");
            h.put(HttpHeader.CONNECTION, "close"); // its body is never read
            Replies.text(request, response, callback, 405, "Only GET and HEAD are served here.\n");
            return true;
        }
        return super.handle(request, response, callback);
    }

    /** The headers themselves, for this handler and for the answers Jetty makes before any handler runs. */
    static void put(HttpFields.Mutable h) {
        h.put("X-Content-Type-Options", "nosniff");
        h.put("Referrer-Policy", "no-referrer");
        h.put("X-Frame-Options", "DENY");
        h.put("Content-Security-Policy", NO_CONTENT);
    }
}
