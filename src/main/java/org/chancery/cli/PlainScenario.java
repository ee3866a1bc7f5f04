package org.chancery.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A scenario line of the common shape, read with Jackson's streaming parser instead of as a tree: an object of
 * {@code phase} (a text), {@code units}, {@code sc_owners}, {@code orders} and {@code dislodged} (objects of lists of
 * texts by power), {@code dislodgers} (an object of texts) and {@code bounces} (a list of pairs of texts), each at
 * most once. Any other line (another field, another kind of value, a name twice, a bounce that is not a pair) is read
 * as a tree, as before, so its answer or its refusal is the same.
 *
 * @param phase the phase, or null when not given
 * @param units the position's units by power, or null when not given
 * @param owners the centres' owners by power, or null when not given
 * @param orders the orders by power, or null when not given
 * @param dislodged the dislodged units by power, or null when not given
 * @param dislodgers where each dislodged unit's attacker came from, by the unit's province as written, or null
 * @param bounces the standoffs, pairs of places, or null when not given
 * @param texts the line's texts that are not kept ones ({@link KnownTexts}), in the order written: the places the
 *              caller may have spelt their own way
 */
record PlainScenario(String phase, List<Map.Entry<String, List<String>>> units,
                     List<Map.Entry<String, List<String>>> owners, List<Map.Entry<String, List<String>>> orders,
                     List<Map.Entry<String, List<String>>> dislodged, Map<String, String> dislodgers,
                     List<List<String>> bounces, List<String> texts) {

    /** The line as a plain scenario, or null when it is not one (or not JSON at all). */
    static PlainScenario read(JsonFactory json, byte[] line) {
        return read(json, line, KnownTexts.NONE);
    }

    /**
     * The line as a plain scenario, or null when it is not one; its texts among {@code known} are taken as the kept
     * Strings, without making one, and are left out of {@link #texts}.
     */
    static PlainScenario read(JsonFactory json, byte[] line, KnownTexts known) {
        try (JsonParser p = json.createParser(line)) {
            if (p.nextToken() != JsonToken.START_OBJECT) return null;
            String phase = null;
            List<Map.Entry<String, List<String>>> units = null, owners = null, orders = null, dislodged = null;
            Map<String, String> dislodgers = null;
            List<List<String>> bounces = null;
            List<String> texts = new ArrayList<>(64);
            String field;
            while ((field = p.nextFieldName()) != null) {
                JsonToken value = p.nextToken();
                switch (field) {
                    case "phase" -> {
                        if (phase != null || value != JsonToken.VALUE_STRING) return null;
                        phase = text(p, known, texts);
                    }
                    case "units" -> {
                        if (units != null || (units = lists(p, value, known, texts)) == null) return null;
                    }
                    case "sc_owners" -> {
                        if (owners != null || (owners = lists(p, value, known, texts)) == null) return null;
                    }
                    case "orders" -> {
                        if (orders != null || (orders = lists(p, value, known, texts)) == null) return null;
                    }
                    case "dislodged" -> {
                        if (dislodged != null || (dislodged = lists(p, value, known, texts)) == null) return null;
                    }
                    case "dislodgers" -> {
                        if (dislodgers != null || (dislodgers = places(p, value, known, texts)) == null) return null;
                    }
                    case "bounces" -> {
                        if (bounces != null || (bounces = pairs(p, value, known, texts)) == null) return null;
                    }
                    default -> {
                        return null;
                    }
                }
            }
            return p.currentToken() == JsonToken.END_OBJECT ? new PlainScenario(phase, units, owners, orders, dislodged, dislodgers, bounces, texts) : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * The most names a plain line's object may have: a variant has a handful of powers, and a line with thousands of
     * made-up ones is refused by the tree's reading at its first unknown name (each name here is compared with those
     * before it).
     */
    static final int MOST_NAMES = 64;

    /** An object of lists of texts by name, each name once and at most {@link #MOST_NAMES}; null for anything else. */
    private static List<Map.Entry<String, List<String>>> lists(JsonParser p, JsonToken start, KnownTexts known,
                                                               List<String> texts) throws IOException {
        if (start != JsonToken.START_OBJECT) return null;
        List<Map.Entry<String, List<String>>> out = new ArrayList<>(8);
        String name;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            if (out.size() == MOST_NAMES) return null;
            name = known.find(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
            if (name == null) name = p.getCurrentName();
            for (Map.Entry<String, List<String>> e : out) if (e.getKey().equals(name)) return null;
            if (p.nextToken() != JsonToken.START_ARRAY) return null;
            List<String> list = new ArrayList<>();
            JsonToken t;
            while ((t = p.nextToken()) == JsonToken.VALUE_STRING) list.add(text(p, known, texts));
            if (t != JsonToken.END_ARRAY) return null;
            out.add(Map.entry(name, list));
        }
        return p.currentToken() == JsonToken.END_OBJECT ? out : null;
    }

    /**
     * An object of texts by name, each name once and at most {@link #MOST_NAMES}: the names are not among the texts to
     * spell (the runner reads a line with a name that may be a place's other spelling as a tree). Null for anything else.
     */
    private static Map<String, String> places(JsonParser p, JsonToken start, KnownTexts known, List<String> texts)
            throws IOException {
        if (start != JsonToken.START_OBJECT) return null;
        Map<String, String> out = new java.util.HashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            if (out.size() == MOST_NAMES) return null;
            String name = known.find(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
            if (name == null) name = p.getCurrentName();
            if (p.nextToken() != JsonToken.VALUE_STRING || out.put(name, text(p, known, texts)) != null) return null;
        }
        return p.currentToken() == JsonToken.END_OBJECT ? out : null;
    }

    /** A list of pairs of texts; null for anything else (a bounce that is not a pair is refused by the tree's reading). */
    private static List<List<String>> pairs(JsonParser p, JsonToken start, KnownTexts known, List<String> texts)
            throws IOException {
        if (start != JsonToken.START_ARRAY) return null;
        List<List<String>> out = new ArrayList<>();
        JsonToken t;
        while ((t = p.nextToken()) == JsonToken.START_ARRAY) {
            if (p.nextToken() != JsonToken.VALUE_STRING) return null;
            String from = text(p, known, texts);
            if (p.nextToken() != JsonToken.VALUE_STRING) return null;
            String to = text(p, known, texts);
            if (p.nextToken() != JsonToken.END_ARRAY) return null;
            out.add(List.of(from, to));
        }
        return t == JsonToken.END_ARRAY ? out : null;
    }

    /** The string value at hand: a kept one, or a new one that is also added to {@code texts}. */
    private static String text(JsonParser p, KnownTexts known, List<String> texts) throws IOException {
        String t = known.find(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
        if (t == null) {
            t = p.getText();
            texts.add(t);
        }
        return t;
    }

    /**
     * Whether every name of the line is one of {@code powers} exactly and none has three letters (which the caller's
     * spellings would read as a place): only then is the line read as plain, where the tree's reading would check and
     * refuse names.
     */
    boolean namesOnly(Set<String> powers) {
        return namesOnly(units, powers) && namesOnly(owners, powers) && namesOnly(orders, powers)
                && namesOnly(dislodged, powers);
    }

    private static boolean namesOnly(List<Map.Entry<String, List<String>>> lists, Set<String> powers) {
        if (lists == null) return true;
        for (Map.Entry<String, List<String>> e : lists) {
            if (e.getKey().length() == 3 || !powers.contains(e.getKey())) return false;
        }
        return true;
    }
}
