package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;

/** The fake's HTTP side: the gateway upgrade, faults, auth, and the REST routes. */
final class Routes extends Dispatcher {
    /** A planned failure: status 0 cuts the connection instead of answering. */
    static final class Fault {
        final String method;
        final String pathPart;
        final int status;
        final AtomicInteger left;

        Fault(String method, String pathPart, int status, int times) {
            this.method = method;
            this.pathPart = pathPart;
            this.status = status;
            this.left = new AtomicInteger(times);
        }
    }

    private static final String API = "/api/v10";
    private static final Pattern WEBHOOK = Pattern.compile("/webhooks/(\\d+)/([^/]+)(/messages/([^/]+))?");
    private static final Pattern CALLBACK = Pattern.compile("/interactions/(\\d+)/([^/]+)/callback");
    private static final Pattern CHANNEL_MESSAGES = Pattern.compile("/channels/(\\d+)/messages");
    private static final Pattern COMMANDS = Pattern.compile("/applications/(\\d+)(/guilds/(\\d+))?/commands");
    private static final Pattern USER = Pattern.compile("/users/(\\d+)");

    private final FakeDiscord fake;
    private final MessageRoutes messages;
    private final CallbackRoutes callbacks;
    private final ContractGate contract;

    Routes(FakeDiscord fake) {
        this.fake = fake;
        this.messages = new MessageRoutes(fake);
        this.callbacks = new CallbackRoutes(fake);
        this.contract = new ContractGate(fake);
    }

    @Override
    public MockResponse dispatch(RecordedRequest request) {
        String path = request.getUrl().encodedPath();
        if (path.equals("/gateway")) {
            fake.requests.add("GET " + request.getTarget() + " -> 101");
            GatewaySession session = new GatewaySession(fake);
            return new MockResponse.Builder().webSocketUpgrade(session).build();
        }
        if (path.startsWith("/attachments/") && request.getMethod().equals("GET")) {
            String[] parts = path.split("/");
            FakeFile file = parts.length > 2 ? fake.files.get(Long.parseUnsignedLong(parts[2])) : null;
            fake.requests.add("GET " + path + " -> " + (file == null ? 404 : 200));
            if (file == null) return json(404, Shapes.error("404: Not Found", 0));
            return new MockResponse.Builder().code(200).addHeader("Content-Type", "application/octet-stream")
                    .body(new okio.Buffer().write(file.data())).build();
        }
        fake.arrived.set(fake.nanoTime());
        String route = path.startsWith(API + "/") ? path.substring(API.length()) : path;
        MockResponse response;
        try {
            response = contract.check(request, route);
            if (response == null) response = RateLimits.limited(fake, request.getMethod(), route);
            if (response == null) response = fake.buckets.take(request.getMethod(), route);
            if (response == null) response = faulted(request.getMethod(), route);
            if (response == null) response = fake.buckets.headed(request.getMethod(), route, route(request, route));
            if (lost(request.getMethod(), route)) {
                // done, but the answer never reaches the bot: a timeout or a crash after Discord made the message
                response = new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket(true, false, false))
                        .build();
            }
        } catch (IOException | RuntimeException e) {
            fake.breach(request.getMethod() + " " + route + " -> 400: unreadable request: " + e);
            response = json(400, Shapes.error("Invalid Form Body: " + e.getMessage(), 50035));
        }
        boolean dropped = response.getOnResponseStart() != null;
        fake.requests.add(request.getMethod() + " " + route + " -> " + (dropped ? "dropped" : response.getCode()));
        fake.signal();
        return response;
    }

    private boolean lost(String method, String route) {
        for (Fault fault : fake.faults) {
            if (fault.status == LOST && fault.method.equals(method) && route.contains(fault.pathPart)
                    && fault.left.getAndDecrement() > 0) return true;
        }
        return false;
    }

    /** A fault's status when the request is carried out and its answer lost. */
    static final int LOST = -1;

    private MockResponse faulted(String method, String route) {
        for (Fault fault : fake.faults) {
            if (fault.status == LOST) continue;
            if (fault.method.equals(method) && route.contains(fault.pathPart) && fault.left.getAndDecrement() > 0) {
                if (fault.status == 0) {
                    return new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket(true, false, false))
                            .build();
                }
                return json(fault.status, Shapes.error(fault.status + ": injected failure", 0));
            }
        }
        return null;
    }

    private MockResponse route(RecordedRequest request, String route) throws IOException {
        String method = request.getMethod();
        Matcher m;
        if ((m = CALLBACK.matcher(route)).matches() && method.equals("POST")) {
            return callbacks.callback(Long.parseUnsignedLong(m.group(1)), m.group(2), body(request),
                    "true".equals(request.getUrl().queryParameter("with_response")));
        }
        if ((m = WEBHOOK.matcher(route)).matches()) {
            return callbacks.webhook(method, Long.parseUnsignedLong(m.group(1)), m.group(2), m.group(4), body(request));
        }
        String auth = request.getHeaders().get("Authorization");
        if (!("Bot " + fake.token).equals(auth)) return json(401, Shapes.error("401: Unauthorized", 0));
        if (route.equals("/users/@me") && method.equals("GET")) return json(200, Shapes.selfUser(fake.bot));
        if ((route.equals("/gateway/bot") || route.equals("/gateway")) && method.equals("GET")) return gateway();
        if (route.equals("/users/@me/channels") && method.equals("POST")) return messages.openDm(body(request).json());
        if ((m = CHANNEL_MESSAGES.matcher(route)).matches() && method.equals("POST")) {
            return messages.post(Long.parseUnsignedLong(m.group(1)), body(request));
        }
        if ((m = CHANNEL_MESSAGES.matcher(route)).matches() && method.equals("GET")) {
            return messages.list(Long.parseUnsignedLong(m.group(1)), request.getUrl().queryParameter("after"),
                    request.getUrl().queryParameter("before"), request.getUrl().queryParameter("limit"));
        }
        if ((m = COMMANDS.matcher(route)).matches()) {
            Long guild = m.group(3) == null ? null : Long.parseUnsignedLong(m.group(3));
            if (method.equals("PUT")) return Commands.overwrite(fake, guild, body(request).json());
            if (method.equals("GET")) return json(200, guild == null ? fake.globalCommands() : fake.guildCommands(guild));
        }
        if ((m = USER.matcher(route)).matches() && method.equals("GET")) {
            FakeUser user = fake.user(Long.parseUnsignedLong(m.group(1)));
            return user == null ? json(404, Shapes.error("Unknown User", 10013)) : json(200, Shapes.user(user));
        }
        fake.unknown.add(method + " " + route);
        fake.breach(method + " " + route + " -> 404: the fake serves no such route");
        return json(404, Shapes.error("404: Not Found", 0));
    }

    private MockResponse gateway() {
        ObjectNode json = Shapes.object().put("url", fake.gatewayUrl()).put("shards", fake.recommendedShards);
        json.putObject("session_start_limit").put("total", 1000).put("remaining", 999).put("reset_after", 0)
                .put("max_concurrency", 16);
        return json(200, json);
    }

    private static Multipart body(RecordedRequest request) throws IOException {
        return Multipart.parse(request.getHeaders().get("Content-Type"), request.getBody());
    }

    static MockResponse json(int status, JsonNode body) {
        return new MockResponse.Builder().code(status).addHeader("Content-Type", "application/json")
                .body(body.toString()).build();
    }

    static MockResponse noContent() {
        return new MockResponse.Builder().code(204).build();
    }

    static ArrayNode attachments(FakeDiscord fake, long channelId, Multipart body) {
        ArrayNode out = Shapes.array();
        JsonNode described = body.json().path("attachments");
        for (Upload upload : body.files()) {
            String index = upload.field() == null ? "" : upload.field().replaceAll("\\D", "");
            String description = null;
            for (JsonNode a : described) {
                if (a.path("id").asText().equals(index)) description = a.path("description").asText(null);
            }
            out.add(Shapes.attachment(fake.ids.next(), channelId, upload, description));
        }
        return out;
    }
}
