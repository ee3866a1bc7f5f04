package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import mockwebserver3.MockResponse;

/**
 * Interaction callbacks and the interaction webhook (edit original, follow-ups). Like Discord, an
 * interaction must be acknowledged once, within the limit (3 seconds), before its webhook can be used.
 */
final class CallbackRoutes {
    private static final int LOADING = 128;
    static final int MODAL = 9;

    private final FakeDiscord fake;

    CallbackRoutes(FakeDiscord fake) {
        this.fake = fake;
    }

    MockResponse callback(long id, String token, Multipart body, boolean withResponse) {
        FakeInteraction ix = fake.interactions.get(id);
        if (ix == null || !ix.token.equals(token)) return unknownInteraction();
        Duration elapsed = Duration.ofNanos(System.nanoTime() - ix.sentNanos);
        synchronized (ix) {
            if (ix.acknowledged != 0) {
                return Routes.json(400, Shapes.error("Interaction has already been acknowledged.", 40060));
            }
            if (elapsed.compareTo(fake.ackLimit) > 0) return unknownInteraction();
            int type = body.json().path("type").asInt(-1);
            JsonNode data = body.json().path("data");
            ObjectNode message = null;
            if (type == MODAL) {
                if (ix.type != Interactions.APPLICATION_COMMAND && ix.type != Interactions.MESSAGE_COMPONENT) {
                    return invalid("a modal answers a command or a button only");
                }
                String problem = modalProblem(data);
                if (problem != null) return invalid(problem);
                ix.modal = data.deepCopy();
            } else if (type == InteractionResponse.REPLY || type == InteractionResponse.DEFERRED) {
                if (ix.type == Interactions.AUTOCOMPLETE) return invalid("type " + type + " does not answer autocomplete");
                if (type == InteractionResponse.REPLY) {
                    String problem = MessageRoutes.invalid(new Multipart(data, body.files()));
                    if (problem != null) return Routes.json(400, Shapes.error(problem, 50006));
                }
                ObjectNode sent = type == InteractionResponse.REPLY ? (ObjectNode) data.deepCopy() : Shapes.object();
                int flags = data.path("flags").asInt(0) | (type == InteractionResponse.DEFERRED ? LOADING : 0);
                sent.put("flags", flags);
                message = interactionMessage(ix, sent, Routes.attachments(fake, ix.channel.id(), body));
                message.put("flags", flags);
                ix.original = message;
                ix.deferralFlags = flags;
            } else if (type == InteractionResponse.AUTOCOMPLETE_RESULT) {
                if (ix.type != Interactions.AUTOCOMPLETE) return invalid("type 8 answers autocomplete only");
                String choices = ChoiceLimits.problem(data);
                if (choices != null) return invalid(choices);
            } else {
                return invalid("unknown interaction callback type " + type);
            }
            ix.acknowledged = type;
            ix.responses.add(new InteractionResponse(InteractionResponse.Kind.CALLBACK, type, body.json(),
                    body.files(), message, elapsed));
            fake.signal();
            if (!withResponse) return Routes.noContent();
            ObjectNode answer = Shapes.object();
            ObjectNode about = answer.putObject("interaction").put("id", Shapes.id(ix.id)).put("type", ix.type);
            if (message != null) {
                about.put("response_message_id", message.get("id").asText())
                        .put("response_message_loading", type == InteractionResponse.DEFERRED)
                        .put("response_message_ephemeral", (message.get("flags").asInt() & 64) != 0);
            }
            ObjectNode resource = answer.putObject("resource").put("type", type);
            if (message != null) resource.set("message", message);
            return Routes.json(200, answer);
        }
    }

    MockResponse webhook(String method, long applicationId, String token, String messageId, Multipart body) {
        FakeInteraction ix = fake.allInteractions().stream().filter(i -> i.token.equals(token)).findFirst().orElse(null);
        if (ix == null || applicationId != fake.applicationId) return Routes.json(404, Shapes.error("Unknown Webhook", 10015));
        synchronized (ix) {
            if (ix.acknowledged == 0 || ix.original == null) {
                return Routes.json(404, Shapes.error("Unknown Message", 10008));
            }
            Duration elapsed = Duration.ofNanos(System.nanoTime() - ix.sentNanos);
            if (messageId == null && method.equals("POST")) return followUp(ix, body, elapsed);
            if (!"@original".equals(messageId) && !ix.original.get("id").asText().equals(messageId)) {
                return Routes.json(404, Shapes.error("Unknown Message", 10008));
            }
            return switch (method) {
                case "GET" -> Routes.json(200, ix.original);
                case "PATCH" -> editOriginal(ix, body, elapsed);
                case "DELETE" -> {
                    ix.originalDeleted = true;
                    yield Routes.noContent();
                }
                default -> Routes.json(405, Shapes.error("405: Method Not Allowed", 0));
            };
        }
    }

    private MockResponse editOriginal(FakeInteraction ix, Multipart body, Duration elapsed) {
        ObjectNode edited = ix.original.deepCopy();
        JsonNode json = body.json();
        if (json.has("content")) edited.put("content", json.path("content").asText(""));
        ArrayNode attachments = Shapes.array();
        if (json.has("attachments")) {
            for (JsonNode kept : edited.path("attachments")) {
                for (JsonNode listed : json.get("attachments")) {
                    if (listed.path("id").asText().equals(kept.get("id").asText())) attachments.add(kept);
                }
            }
        } else {
            attachments.addAll((ArrayNode) edited.path("attachments"));
        }
        attachments.addAll(Routes.attachments(fake, ix.channel.id(), body));
        edited.set("attachments", attachments);
        if (json.has("embeds")) edited.set("embeds", Shapes.embeds(json.get("embeds"), attachments));
        if (json.has("components")) edited.set("components", json.get("components"));
        edited.put("flags", edited.get("flags").asInt() & ~LOADING).put("edited_timestamp", Shapes.now());
        String problem = MessageRoutes.invalid(new Multipart(edited, List.of()));
        if (problem != null && attachments.isEmpty()) return Routes.json(400, Shapes.error(problem, 50006));
        ix.original = edited;
        ix.deferralAnswered = true;
        ix.responses.add(new InteractionResponse(InteractionResponse.Kind.EDIT_ORIGINAL, 0, json, body.files(),
                edited, elapsed));
        fake.signal();
        return Routes.json(200, edited);
    }

    private MockResponse followUp(FakeInteraction ix, Multipart body, Duration elapsed) {
        String problem = MessageRoutes.invalid(body);
        if (problem != null) return Routes.json(400, Shapes.error(problem, 50006));
        boolean first = FirstFollowUp.takesDeferral(ix);
        JsonNode sent = first ? FirstFollowUp.withDeferralFlags(ix, body.json()) : body.json();
        ObjectNode message = interactionMessage(ix, sent, Routes.attachments(fake, ix.channel.id(), body));
        if (first && !ix.originalDeleted) ix.original = message;
        ix.responses.add(new InteractionResponse(InteractionResponse.Kind.FOLLOWUP, 0, body.json(), body.files(),
                message, elapsed));
        fake.signal();
        return Routes.json(200, message);
    }

    private ObjectNode interactionMessage(FakeInteraction ix, JsonNode sent, ArrayNode attachments) {
        ObjectNode message = Shapes.message(fake.ids.next(), ix.channel, fake.bot, sent, attachments);
        message.put("type", 20).put("webhook_id", Shapes.id(fake.applicationId))
                .put("application_id", Shapes.id(fake.applicationId));
        ObjectNode metadata = message.putObject("interaction_metadata").put("id", Shapes.id(ix.id)).put("type", ix.type);
        metadata.set("user", Shapes.user(ix.user));
        metadata.set("authorizing_integration_owners", ix.payload.get("authorizing_integration_owners"));
        metadata.put("name", ix.payload.path("data").path("name").asText()).put("command_type", 1);
        return message;
    }

    /** Discord's checks on a modal: an id, a title of 1-45 characters, 1-5 labelled text inputs within their limits. */
    private static String modalProblem(JsonNode data) {
        if (data.path("custom_id").asText("").isEmpty() || data.path("custom_id").asText().length() > 100) return "modal custom_id";
        int title = data.path("title").asText("").length();
        if (title < 1 || title > 45) return "modal title must be 1-45 characters";
        JsonNode components = data.path("components");
        if (components.size() < 1 || components.size() > 5) return "a modal has 1-5 components";
        for (JsonNode c : components) {
            if (c.path("type").asInt() != 18) return "modal components must be labels (type 18)";
            if (c.path("label").asText("").length() > 45) return "label too long";
            JsonNode input = c.path("component");
            if (input.path("type").asInt() != 4) return "a label here holds a text input";
            if (input.path("value").asText("").length() > input.path("max_length").asInt(4000)) return "value longer than max_length";
            if (input.path("max_length").asInt(4000) > 4000) return "max_length at most 4000";
        }
        return null;
    }

    private static MockResponse unknownInteraction() {
        return Routes.json(404, Shapes.error("Unknown interaction", 10062));
    }

    private static MockResponse invalid(String why) {
        return Routes.json(400, Shapes.error("Invalid Form Body: " + why, 50035));
    }
}
