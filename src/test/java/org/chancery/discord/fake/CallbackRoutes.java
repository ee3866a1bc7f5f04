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
    /** Discord: "Interaction tokens are valid for 15 minutes". */
    static final Duration TOKEN_LIFE = Duration.ofMinutes(15);

    private final FakeDiscord fake;

    CallbackRoutes(FakeDiscord fake) {
        this.fake = fake;
    }

    MockResponse callback(long id, String token, Multipart body, boolean withResponse) {
        FakeInteraction ix = fake.interactions.get(id);
        if (ix == null || !ix.token.equals(token)) return unknownInteraction();
        Duration elapsed = Duration.ofNanos(arrival() - ix.sentNanos);
        synchronized (ix) {
            if (ix.acknowledged != 0) {
                return Routes.json(400, Shapes.error("Interaction has already been acknowledged.", 40060));
            }
            if (elapsed.compareTo(fake.ackLimit) > 0) {
                // refused as Discord refuses it; kept, so a test can say how late it came rather than that none came
                ix.lateAcknowledgement = elapsed;
                fake.signal();
                return unknownInteraction();
            }
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
            } else if (type == InteractionResponse.AUTOCOMPLETE_RESULT) {
                if (ix.type != Interactions.AUTOCOMPLETE) return invalid("type 8 answers autocomplete only");
                if (data.path("choices").size() > 25) return invalid("at most 25 choices");
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
            Duration elapsed = Duration.ofNanos(arrival() - ix.sentNanos);
            if (elapsed.compareTo(TOKEN_LIFE) > 0) return Routes.json(401, Shapes.error("Invalid Webhook Token", 50027));
            if (ix.acknowledged == 0 || ix.original == null) {
                return Routes.json(404, Shapes.error("Unknown Message", 10008));
            }
            if (messageId == null && method.equals("POST")) return followUp(ix, body, elapsed);
            if (ix.originalDeleted || !"@original".equals(messageId) && !ix.original.get("id").asText().equals(messageId)) {
                return Routes.json(404, Shapes.error("Unknown Message", 10008));
            }
            return switch (method) {
                case "GET" -> Routes.json(200, ix.original);
                case "PATCH" -> editOriginal(ix, body, elapsed);
                case "DELETE" -> deleteOriginal(ix);
                default -> Routes.json(405, Shapes.error("405: Method Not Allowed", 0));
            };
        }
    }

    /** Discord: "Delete Original Interaction Response ... Returns 204 No Content". The message is gone after. */
    /** When this request arrived (before the contract check), on the fake's clock. */
    private long arrival() {
        Long at = fake.arrived.get();
        return at == null ? fake.nanoTime() : at;
    }

    private MockResponse deleteOriginal(FakeInteraction ix) {
        ix.originalDeleted = true;
        fake.signal();
        return Routes.noContent();
    }

    private MockResponse editOriginal(FakeInteraction ix, Multipart body, Duration elapsed) {
        ObjectNode edited = edited(ix, body);
        String problem = refusal(edited);
        if (problem != null) return Routes.json(400, Shapes.error(problem, 50006));
        ix.original = edited;
        ix.responses.add(new InteractionResponse(InteractionResponse.Kind.EDIT_ORIGINAL, 0, body.json(), body.files(),
                edited, elapsed));
        fake.signal();
        return Routes.json(200, edited);
    }

    /** Why Discord refuses an edited message, or null. */
    private static String refusal(ObjectNode edited) {
        String problem = MessageRoutes.invalid(new Multipart(edited, List.of()));
        return problem != null && edited.path("attachments").isEmpty() ? problem : null;
    }

    /** The original response with this edit applied (not stored). */
    private ObjectNode edited(FakeInteraction ix, Multipart body) {
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
        return edited;
    }

    private MockResponse followUp(FakeInteraction ix, Multipart body, Duration elapsed) {
        String problem = MessageRoutes.invalid(body);
        if (problem != null) return Routes.json(400, Shapes.error(problem, 50006));
        if (editsTheDeferral(ix)) {
            // Discord: right after a deferral, a follow-up edits the loading message; its ephemeral flag is ignored.
            ObjectNode edited = edited(ix, body);
            String refused = refusal(edited);
            if (refused != null) return Routes.json(400, Shapes.error(refused, 50006));
            ix.original = edited;
            ix.responses.add(new InteractionResponse(InteractionResponse.Kind.FOLLOWUP, 0, body.json(), body.files(),
                    edited, elapsed));
            fake.signal();
            return Routes.json(200, edited);
        }
        ObjectNode message = interactionMessage(ix, body.json(), Routes.attachments(fake, ix.channel.id(), body));
        ix.responses.add(new InteractionResponse(InteractionResponse.Kind.FOLLOWUP, 0, body.json(), body.files(),
                message, elapsed));
        fake.signal();
        return Routes.json(200, message);
    }

    /**
     * Whether a follow-up now stands for Edit Original Interaction Response: the interaction was deferred (type 5) and
     * its loading message is still there, not yet edited nor deleted.
     */
    private static boolean editsTheDeferral(FakeInteraction ix) {
        return ix.acknowledged == InteractionResponse.DEFERRED && !ix.originalDeleted
                && (ix.original.path("flags").asInt() & LOADING) != 0;
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
