package org.chancery.discord.fake;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialect;
import com.networknt.schema.dialect.Dialects;
import com.networknt.schema.keyword.NonValidationKeyword;
import com.networknt.schema.path.NodePath;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Discord's own description of its HTTP API ({@code discord/openapi.json}, OpenAPI 3.1, whose schemas are JSON Schema
 * 2020-12), and the check of one request against it: the operation for the method and path, its path and query
 * parameters, and its request body, validated by networknt's json-schema-validator.
 *
 * <p>One leniency, from the README of Discord's spec ("Our API accepts strings for int fields if they are parseable as
 * ints"): where the schema wants an integer, a string of the spec's own snowflake form ({@code ^(0|[1-9][0-9]*)$}) is
 * read as the number it spells, and that number must then meet the integer's own bounds. Nothing else is loosened.
 */
final class ApiContract {
    static final String SPEC = "discord/openapi.json";
    /** The spec's {@code SnowflakeType} pattern: the only strings read as integers. */
    static final Pattern SNOWFLAKE = Pattern.compile("^(0|[1-9][0-9]*)$");
    private static final Pattern PARAM = Pattern.compile("\\{([^}]+)}");
    private static final Pattern FILE_PART = Pattern.compile("files\\[(0|[1-9][0-9]*)]");
    private static final ObjectMapper JSON = JsonMapper.builder().build();
    private static volatile ApiContract instance;

    /** OpenAPI 3.1's dialect; Discord's own {@code x-discord-union} marks anyOf unions and validates nothing. */
    private final SchemaRegistry registry = SchemaRegistry.withDialect(Dialect.builder(Dialects.getOpenApi31())
            .keyword(new NonValidationKeyword("x-discord-union")).build());
    private final List<Operation> operations = new ArrayList<>();
    private final Map<String, Schema> schemas = new ConcurrentHashMap<>();

    /** One route and method of the spec: {@code pointer} is its JSON pointer in the document. */
    private record Operation(String method, String template, Pattern pattern, List<String> names, JsonNode node,
            String pointer, List<JsonNode> parameters, List<String> parameterPointers, int literals) {}

    static ApiContract get() {
        ApiContract local = instance;
        if (local == null) {
            synchronized (ApiContract.class) {
                if (instance == null) instance = new ApiContract();
                local = instance;
            }
        }
        return local;
    }

    private ApiContract() {
        JsonNode spec;
        try (InputStream in = ApiContract.class.getClassLoader().getResourceAsStream(SPEC)) {
            if (in == null) throw new IllegalStateException(SPEC + " is not on the test classpath");
            spec = JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (Map.Entry<String, JsonNode> path : spec.path("paths").properties()) {
            String template = path.getKey();
            List<String> names = new ArrayList<>();
            Matcher m = PARAM.matcher(template);
            StringBuilder regex = new StringBuilder();
            int last = 0;
            while (m.find()) {
                regex.append(Pattern.quote(template.substring(last, m.start()))).append("([^/]+)");
                names.add(m.group(1));
                last = m.end();
            }
            regex.append(Pattern.quote(template.substring(last)));
            int literals = (int) java.util.Arrays.stream(template.split("/")).filter(s -> !s.startsWith("{")).count();
            String pathPointer = "/paths/" + escape(template);
            for (Map.Entry<String, JsonNode> op : path.getValue().properties()) {
                if (op.getKey().equals("parameters")) continue;
                List<JsonNode> parameters = new ArrayList<>();
                List<String> pointers = new ArrayList<>();
                collect(path.getValue().path("parameters"), pathPointer + "/parameters", parameters, pointers);
                collect(op.getValue().path("parameters"), pathPointer + "/" + op.getKey() + "/parameters", parameters,
                        pointers);
                operations.add(new Operation(op.getKey().toUpperCase(), template, Pattern.compile(regex.toString()),
                        names, op.getValue(), pathPointer + "/" + op.getKey(), parameters, pointers, literals));
            }
        }
        // A literal segment beats a parameter: /messages/@original before /messages/{message_id}.
        operations.sort(Comparator.comparingInt(Operation::literals).reversed());
    }

    private static void collect(JsonNode list, String pointer, List<JsonNode> into, List<String> pointers) {
        for (int i = 0; i < list.size(); i++) {
            into.add(list.get(i));
            pointers.add(pointer + "/" + i);
        }
    }

    /** How many operations the spec describes. */
    int operationCount() {
        return operations.size();
    }

    /**
     * What is wrong with a request by Discord's description; empty when nothing is. {@code route} is the path after
     * {@code /api/v10}; {@code query} its query parameters; {@code body} the parsed body (null when there was none).
     */
    List<String> check(String method, String route, Map<String, List<String>> query, String contentType,
            Multipart body) {
        Operation op = null;
        Matcher matched = null;
        for (Operation candidate : operations) {
            if (!candidate.method.equals(method)) continue;
            Matcher m = candidate.pattern.matcher(route);
            if (m.matches()) {
                op = candidate;
                matched = m;
                break;
            }
        }
        List<String> problems = new ArrayList<>();
        if (op == null) {
            problems.add("no operation " + method + " " + route + " in Discord's API description");
            return problems;
        }
        String where = method + " " + op.template;
        for (int i = 0; i < op.names.size(); i++) {
            String name = op.names.get(i);
            int index = parameter(op, name, "path");
            if (index < 0) continue;
            problems.addAll(validate(schemaAt(op.parameterPointers.get(index) + "/schema"),
                    JsonNodeFactory.instance.stringNode(matched.group(i + 1)), where + " path {" + name + "}"));
        }
        // Query parameters the description declares are checked; others are let by, as Discord ignores them (JDA
        // adds ?wait=true to every interaction webhook request, where the description declares no such parameter).
        for (Map.Entry<String, List<String>> q : query.entrySet()) {
            int index = parameter(op, q.getKey(), "query");
            if (index < 0) continue;
            for (String value : q.getValue()) {
                JsonNode instance = value.equals("true") || value.equals("false")
                        ? JsonNodeFactory.instance.booleanNode(Boolean.parseBoolean(value))
                        : JsonNodeFactory.instance.stringNode(value);
                List<String> found = validate(schemaAt(op.parameterPointers.get(index) + "/schema"), instance,
                        where + " ?" + q.getKey());
                // a URL carries every value as text: one in the spec's snowflake form is read as the integer it writes
                if (!found.isEmpty() && value.matches("0|[1-9][0-9]{0,17}")) {
                    found = validate(schemaAt(op.parameterPointers.get(index) + "/schema"),
                            JsonNodeFactory.instance.numberNode(Long.parseLong(value)), where + " ?" + q.getKey());
                }
                problems.addAll(found);
            }
        }
        JsonNode requestBody = op.node.path("requestBody");
        if (body == null) {
            if (requestBody.path("required").asBoolean(false)) problems.add(where + ": a body is required");
            return problems;
        }
        if (requestBody.isMissingNode()) {
            problems.add(where + " takes no body");
            return problems;
        }
        String type = contentType == null ? "application/json" : contentType.split(";")[0].trim().toLowerCase();
        if (!requestBody.path("content").has(type)) {
            problems.add(where + " does not take " + type);
            return problems;
        }
        JsonNode instance = toJackson3(body.json());
        if (type.equals("multipart/form-data")) {
            if (!instance.isObject()) {
                problems.add(where + ": payload_json must be an object");
                return problems;
            }
            java.util.Set<String> parts = new java.util.HashSet<>();
            for (Upload file : body.files()) {
                Matcher m = file.field() == null ? null : FILE_PART.matcher(file.field());
                if (m == null || !m.matches()) {
                    problems.add(where + ": multipart part '" + file.field() + "' is neither payload_json nor files[n]");
                } else {
                    ((ObjectNode) instance).put(file.field(), "");
                    parts.add(m.group(1));
                }
            }
            placeholders(instance, parts);
        }
        problems.addAll(validate(schemaAt(op.pointer + "/requestBody/content/" + escape(type) + "/schema"), instance,
                where + " body"));
        return problems;
    }

    /**
     * An attachment's {@code id} that is the index {@code n} of a {@code files[n]} part of the same request, as a
     * number: Discord's documentation calls it "the snowflake placeholder" and shows it as a number ({@code "id": 0},
     * Reference, Uploading Files), where its spec says snowflake string; where the two differ, Discord says its
     * documentation wins. Read as the string; any other number stays a number, and is refused.
     */
    private static void placeholders(JsonNode payload, java.util.Set<String> parts) {
        JsonNode attachments = payload.path("data").isObject() ? payload.path("data").path("attachments")
                : payload.path("attachments");
        for (JsonNode a : attachments) {
            JsonNode id = a.path("id");
            if (id.isIntegralNumber() && parts.contains(id.asString())) ((ObjectNode) a).put("id", id.asString());
        }
    }

    private static int parameter(Operation op, String name, String in) {
        for (int i = 0; i < op.parameters.size(); i++) {
            JsonNode p = op.parameters.get(i);
            if (p.path("name").asString().equals(name) && p.path("in").asString().equals(in)) return i;
        }
        return -1;
    }

    private Schema schemaAt(String pointer) {
        return schemas.computeIfAbsent(pointer, p -> registry.getSchema(SchemaLocation.of("classpath:" + SPEC + "#"
                + p.replace("{", "%7B").replace("}", "%7D"))));
    }

    /**
     * The schema's errors for {@code instance}, after reading snowflake strings as integers where an integer was
     * wanted (each such string is replaced by its number and the whole instance checked again).
     */
    static List<String> validate(Schema schema, JsonNode instance, String where) {
        JsonNode current = instance.deepCopy();
        List<Error> errors = run(schema, current);
        for (int round = 0; round < 8 && !errors.isEmpty(); round++) {
            boolean changed = false;
            for (Error e : errors) {
                if (integerWanted(e) && replace(current, e.getInstanceLocation())) changed = true;
            }
            if (!changed) break;
            errors = run(schema, current);
        }
        List<String> out = new ArrayList<>();
        for (Error e : errors) {
            String message = where + ": " + e.getInstanceLocation() + ": " + e.getMessage();
            if (!out.contains(message)) out.add(message);
        }
        return out;
    }

    private static List<Error> run(Schema schema, JsonNode instance) {
        return schema.validate(instance,
                context -> context.executionConfig(config -> config.formatAssertionsEnabled(true)));
    }

    /** A "type" error whose schema allows an integer, on a string of snowflake form. */
    private static boolean integerWanted(Error e) {
        if (!"type".equals(e.getKeyword())) return false;
        JsonNode value = e.getInstanceNode();
        if (value == null || !value.isString() || !SNOWFLAKE.matcher(value.asString()).matches()) return false;
        JsonNode schema = e.getSchemaNode();
        JsonNode type = schema != null && schema.isObject() ? schema.path("type") : schema;
        if (type == null) return false;
        if (type.isString()) return type.asString().equals("integer");
        for (JsonNode t : type) if (t.asString().equals("integer")) return true;
        return false;
    }

    /** Replaces the snowflake string at {@code path} by its number; false when it is not there or already replaced. */
    private static boolean replace(JsonNode root, NodePath path) {
        int count = path.getNameCount();
        if (count == 0) return false;
        JsonNode parent = root;
        for (int i = 0; i < count - 1; i++) {
            Object element = path.getElement(i);
            parent = element instanceof Integer index ? parent.path(index) : parent.path(String.valueOf(element));
        }
        Object last = path.getElement(count - 1);
        JsonNode value = last instanceof Integer index ? parent.path(index) : parent.path(String.valueOf(last));
        if (!value.isString() || !SNOWFLAKE.matcher(value.asString()).matches()) return false;
        JsonNode number = JsonNodeFactory.instance.numberNode(new BigInteger(value.asString()));
        if (parent instanceof ObjectNode object) object.set(String.valueOf(last), number);
        else if (parent instanceof ArrayNode array && last instanceof Integer index) array.set(index, number);
        else return false;
        return true;
    }

    static JsonNode toJackson3(com.fasterxml.jackson.databind.JsonNode node) {
        return JSON.readTree(node.toString());
    }

    /** A JSON pointer token: {@code ~} as {@code ~0}, {@code /} as {@code ~1}. */
    private static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }
}
