package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import okhttp3.HttpUrl;

/**
 * Every REST request passes here before the fake's routes: it is checked against Discord's API description
 * ({@link ApiContract}) and the limits the description cannot state ({@link DiscordLimits}). A request that fails is
 * answered as Discord would (400 Invalid Form Body, 413 for a file over 10 MiB) and recorded as a breach, which fails
 * the running test ({@link ContractExtension}).
 */
final class ContractGate {
    private final FakeDiscord fake;

    ContractGate(FakeDiscord fake) {
        this.fake = fake;
    }

    /** Null when the request keeps the contract; else Discord's refusal. */
    MockResponse check(RecordedRequest request, String route) throws IOException {
        String method = request.getMethod();
        var raw = request.getBody();
        String contentType = request.getHeaders().get("Content-Type");
        Multipart body = raw == null || raw.size() == 0 ? null : Multipart.parse(contentType, raw);
        Map<String, List<String>> query = new LinkedHashMap<>();
        HttpUrl url = request.getUrl();
        for (String name : url.queryParameterNames()) query.put(name, url.queryParameterValues(name));
        List<String> problems = ApiContract.get().check(method, route, query, contentType, body);
        fake.checked();
        if (!problems.isEmpty()) return refuse(method, route, 400, "Invalid Form Body", 50035, problems);
        if (body == null) return null;
        List<String> oversized = new java.util.ArrayList<>(DiscordLimits.oversized(body.files()));
        oversized.addAll(DiscordLimits.overTotal(body.files()));
        if (!oversized.isEmpty()) return refuse(method, route, 413, "Request entity too large", 40005, oversized);
        List<String> limits = DiscordLimits.check(method, route, body.json());
        if (!limits.isEmpty()) return refuse(method, route, 400, "Invalid Form Body", 50035, limits);
        return null;
    }

    private MockResponse refuse(String method, String route, int status, String message, int code, List<String> why) {
        fake.breach(method + " " + route + " -> " + status + ": " + String.join("; ", why));
        ObjectNode error = Shapes.error(message, code);
        // Discord's error shape: errors by field, each with "_errors" of {code, message}.
        ArrayNode errors = error.putObject("errors").putObject("request").putArray("_errors");
        why.forEach(w -> errors.addObject().put("code", status == 413 ? "FILE_TOO_LARGE" : "CONTRACT").put("message", w));
        return Routes.json(status, error);
    }
}
