package org.chancery.discord.fake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Requests checked against Discord's own API description: routes, bodies, and the one leniency it grants. */
class ApiContractTest {
    private static final ApiContract SPEC = ApiContract.get();
    private static final String CHANNEL = "/channels/1234567890123/messages";

    private static List<String> post(String route, String json) throws Exception {
        return SPEC.check("POST", route, Map.of(), "application/json", new Multipart(Shapes.JSON.readTree(json), List.of()));
    }

    private static List<String> put(String route, String json) throws Exception {
        return SPEC.check("PUT", route, Map.of(), "application/json", new Multipart(Shapes.JSON.readTree(json), List.of()));
    }

    @Test
    void theSpecIsLoadedWhole() {
        assertTrue(SPEC.operationCount() > 200, "operations: " + SPEC.operationCount());
    }

    @Test
    void aPlainMessageIsValidAndAnOverlongOneIsNot() throws Exception {
        assertEquals(List.of(), post(CHANNEL, "{\"content\":\"Spring 1901 adjudicated\"}"));
        List<String> problems = post(CHANNEL, "{\"content\":\"x\",\"embeds\":[{\"title\":\"" + "t".repeat(257) + "\"}]}");
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("/embeds/0/title"), problems.toString());
    }

    @Test
    void unknownRoutesAndMethodsAreRefused() throws Exception {
        assertFalse(post("/channels/123/no-such-thing", "{}").isEmpty());
        assertFalse(SPEC.check("PUT", CHANNEL, Map.of(), null, null).isEmpty(), "PUT on messages is no operation");
        assertFalse(SPEC.check("GET", "/channels/not-a-snowflake", Map.of(), null, null).isEmpty());
        assertEquals(List.of(), SPEC.check("GET", "/users/@me", Map.of(), null, null));
    }

    @Test
    void literalSegmentsBeatParameters() {
        assertEquals(List.of(), SPEC.check("DELETE", "/webhooks/123/tok/messages/@original", Map.of(), null, null));
        assertEquals(List.of(), SPEC.check("DELETE", "/webhooks/123/tok/messages/456", Map.of(), null, null));
    }

    @Test
    void describedQueryParametersMustBeWellTyped() {
        String route = "/interactions/123/tok/callback";
        Multipart deferral = new Multipart(Shapes.object().put("type", 5), List.of());
        assertEquals(List.of(), SPEC.check("POST", route, Map.of("with_response", List.of("true")), null, deferral));
        assertFalse(SPEC.check("POST", route, Map.of("with_response", List.of("yes")), null, deferral).isEmpty());
        assertEquals(List.of(), SPEC.check("POST", route, Map.of("surprise", List.of("1")), null, deferral),
                "undeclared query parameters are ignored, as by Discord");
    }

    @Test
    void aSnowflakeStringPassesWhereTheSpecSaysIntegerAndNothingLooser() throws Exception {
        String route = "/applications/123/commands";
        String ok = "[{\"name\":\"game\",\"description\":\"d\",\"default_member_permissions\":\"32\"}]";
        assertEquals(List.of(), put(route, ok));
        assertEquals(List.of(), put(route, ok.replace("\"32\"", "32")), "the integer itself");
        for (String loose : new String[] {"\"032\"", "\"-32\"", "\"32.0\"", "\" 32\"", "\"0x20\"", "\"\"", "true",
                "\"18014398509481984\""}) {
            assertFalse(put(route, ok.replace("\"32\"", loose)).isEmpty(), loose + " must be refused");
        }
    }

    @Test
    void integersAreNotAcceptedWhereTheSpecSaysString() throws Exception {
        assertFalse(post("/users/@me/channels", "{\"recipient_id\":12345}").isEmpty());
        assertEquals(List.of(), post("/users/@me/channels", "{\"recipient_id\":\"12345\"}"));
    }

    @Test
    void multipartPartsAreFilesOrPayload() throws Exception {
        JsonNode payload = Shapes.JSON.readTree("{\"attachments\":[{\"id\":\"0\",\"filename\":\"map.png\"}]}");
        Upload ok = new Upload("files[0]", "map.png", "image/png", new byte[4]);
        Upload odd = new Upload("file", "map.png", "image/png", new byte[4]);
        String type = "multipart/form-data; boundary=x";
        assertEquals(List.of(), SPEC.check("POST", CHANNEL, Map.of(), type, new Multipart(payload, List.of(ok))));
        assertFalse(SPEC.check("POST", CHANNEL, Map.of(), type, new Multipart(payload, List.of(odd))).isEmpty());
    }

    @Test
    void aNumericAttachmentIdMustBeThePlaceholderOfAFileInTheSameRequest() throws Exception {
        JsonNode payload = Shapes.JSON.readTree("{\"attachments\":[{\"id\":0,\"filename\":\"map.png\"}]}");
        String type = "multipart/form-data; boundary=x";
        Upload first = new Upload("files[0]", "map.png", "image/png", new byte[4]);
        Upload second = new Upload("files[1]", "map.png", "image/png", new byte[4]);
        assertEquals(List.of(), SPEC.check("POST", CHANNEL, Map.of(), type, new Multipart(payload, List.of(first))));
        assertFalse(SPEC.check("POST", CHANNEL, Map.of(), type, new Multipart(payload, List.of(second))).isEmpty(),
                "no files[0] here");
        assertFalse(SPEC.check("POST", CHANNEL, Map.of(), "application/json", new Multipart(payload, List.of())).isEmpty(),
                "no file at all");
    }
}
