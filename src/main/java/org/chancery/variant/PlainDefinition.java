package org.chancery.variant;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@code variant.json} of the plain shape read with Jackson's streaming parser instead of data binding: its fields
 * each at most once, every value of its field's kind (texts, whole numbers, true or false, lists and objects of
 * those), no null, and no rules (none, or an empty object), as classic's map is. Data binding's first
 * {@code ObjectMapper} and its readers of these records cost a batch JVM's start some 130 ms (docs/performance.md,
 * "Seventh look"). Anything else gives null and is read by data binding as before, so its definition and its
 * refusals are the same ({@code PlainDefinitionTest} compares the two).
 */
final class PlainDefinition {
    private static final JsonFactory FACTORY = new JsonFactory();

    private PlainDefinition() {}

    /** The definition, or null when the file is not of the plain shape (or not JSON). */
    static VariantDefinition read(byte[] bytes) {
        try (JsonParser p = FACTORY.createParser(bytes)) {
            if (p.nextToken() != JsonToken.START_OBJECT) return null;
            VariantDefinition d = definition(p);
            return p.nextToken() == null ? d : null;
        } catch (NotPlain | IOException | RuntimeException e) {
            return null;
        }
    }

    /** Thrown where the file leaves the plain shape; made once, without a stack. */
    private static final class NotPlain extends Exception {
        static final NotPlain IT = new NotPlain();

        private NotPlain() { super(null, null, false, false); }
    }

    private static VariantDefinition definition(JsonParser p) throws IOException, NotPlain {
        String id = null, name = null, calendar = null;
        int startYear = 0, victoryCentres = 0, supplyCentres = 0, homeCentres = 0;
        List<VariantDefinition.PowerDef> powers = null;
        List<VariantDefinition.ProvinceDef> provinces = null;
        List<List<String>> armyEdges = null, fleetEdges = null;
        List<String> convoySpaces = null;
        List<VariantDefinition.StartingUnit> startingUnits = null;
        List<VariantDefinition.UnitKindDef> unitKinds = null;
        Map<String, JsonNode> rules = null;
        List<String> seen = new ArrayList<>(16);
        String f;
        while ((f = field(p, seen)) != null) {
            switch (f) {
                case "id" -> id = text(p);
                case "name" -> name = text(p);
                case "startYear" -> startYear = whole(p);
                case "calendar" -> calendar = text(p);
                case "victoryCentres" -> victoryCentres = whole(p);
                case "supplyCentres" -> supplyCentres = whole(p);
                case "homeCentres" -> homeCentres = whole(p);
                case "powers" -> {
                    expect(p, JsonToken.START_ARRAY);
                    powers = new ArrayList<>();
                    while (item(p)) powers.add(power(p));
                }
                case "provinces" -> {
                    expect(p, JsonToken.START_ARRAY);
                    provinces = new ArrayList<>();
                    while (item(p)) provinces.add(province(p));
                }
                case "armyEdges" -> armyEdges = pairs(p);
                case "fleetEdges" -> fleetEdges = pairs(p);
                case "convoySpaces" -> convoySpaces = texts(p);
                case "startingUnits" -> {
                    expect(p, JsonToken.START_ARRAY);
                    startingUnits = new ArrayList<>();
                    while (item(p)) startingUnits.add(startingUnit(p));
                }
                case "unitKinds" -> {
                    expect(p, JsonToken.START_ARRAY);
                    unitKinds = new ArrayList<>();
                    while (item(p)) unitKinds.add(unitKind(p));
                }
                case "rules" -> {
                    if (p.currentToken() != JsonToken.START_OBJECT || p.nextToken() != JsonToken.END_OBJECT) throw NotPlain.IT;
                    rules = new LinkedHashMap<>();
                }
                default -> throw NotPlain.IT;
            }
        }
        return new VariantDefinition(id, name, startYear, calendar, victoryCentres, supplyCentres, homeCentres, powers,
                provinces, armyEdges, fleetEdges, convoySpaces, startingUnits, unitKinds, rules);
    }

    private static VariantDefinition.PowerDef power(JsonParser p) throws IOException, NotPlain {
        expect(p, JsonToken.START_OBJECT);
        String name = null, adjective = null, colour = null;
        List<String> seen = new ArrayList<>(4);
        String f;
        while ((f = field(p, seen)) != null) {
            switch (f) {
                case "name" -> name = text(p);
                case "adjective" -> adjective = text(p);
                case "colour" -> colour = text(p);
                default -> throw NotPlain.IT;
            }
        }
        return new VariantDefinition.PowerDef(name, adjective, colour);
    }

    private static VariantDefinition.ProvinceDef province(JsonParser p) throws IOException, NotPlain {
        expect(p, JsonToken.START_OBJECT);
        String id = null, name = null, kind = null, home = null, owner = null, seaArea = null;
        List<String> aliases = null, coasts = null;
        boolean supplyCentre = false;
        Boolean primary = null;
        List<Double> at = null;
        List<String> seen = new ArrayList<>(12);
        String f;
        while ((f = field(p, seen)) != null) {
            switch (f) {
                case "id" -> id = text(p);
                case "name" -> name = text(p);
                case "kind" -> kind = text(p);
                case "aliases" -> aliases = texts(p);
                case "supplyCentre" -> supplyCentre = truth(p);
                case "home" -> home = text(p);
                case "coasts" -> coasts = texts(p);
                case "owner" -> owner = text(p);
                case "seaArea" -> seaArea = text(p);
                case "primary" -> primary = truth(p);
                case "at" -> {
                    expect(p, JsonToken.START_ARRAY);
                    at = new ArrayList<>(2);
                    while (item(p)) at.add(number(p));
                }
                default -> throw NotPlain.IT;
            }
        }
        return new VariantDefinition.ProvinceDef(id, name, kind, aliases, supplyCentre, home, coasts, owner, seaArea,
                primary, at);
    }

    private static VariantDefinition.StartingUnit startingUnit(JsonParser p) throws IOException, NotPlain {
        expect(p, JsonToken.START_OBJECT);
        String power = null, unit = null, at = null;
        List<String> seen = new ArrayList<>(4);
        String f;
        while ((f = field(p, seen)) != null) {
            switch (f) {
                case "power" -> power = text(p);
                case "unit" -> unit = text(p);
                case "at" -> at = text(p);
                default -> throw NotPlain.IT;
            }
        }
        return new VariantDefinition.StartingUnit(power, unit, at);
    }

    private static VariantDefinition.UnitKindDef unitKind(JsonParser p) throws IOException, NotPlain {
        expect(p, JsonToken.START_OBJECT);
        String letter = null, abbreviation = null, name = null, retreatsAs = null;
        List<String> aliases = null;
        boolean naval = false, convoyable = false, roads = false;
        Double strength = null;
        Integer stages = null;
        List<String> seen = new ArrayList<>(12);
        String f;
        while ((f = field(p, seen)) != null) {
            switch (f) {
                case "letter" -> letter = text(p);
                case "abbreviation" -> abbreviation = text(p);
                case "name" -> name = text(p);
                case "aliases" -> aliases = texts(p);
                case "naval" -> naval = truth(p);
                case "strength" -> strength = number(p);
                case "convoyable" -> convoyable = truth(p);
                case "stages" -> stages = whole(p);
                case "roads" -> roads = truth(p);
                case "retreatsAs" -> retreatsAs = text(p);
                default -> throw NotPlain.IT;
            }
        }
        return new VariantDefinition.UnitKindDef(letter, abbreviation, name, aliases, naval, strength, convoyable, stages,
                roads, retreatsAs);
    }

    /**
     * The next field's name of the object at hand, its value's first token read; null at the object's end. The parser
     * is at the object's start or at the last token of the value before; a name given twice leaves the plain shape.
     */
    private static String field(JsonParser p, List<String> seen) throws IOException, NotPlain {
        String name = p.nextFieldName();
        if (name == null) {
            if (p.currentToken() != JsonToken.END_OBJECT) throw NotPlain.IT;
            return null;
        }
        if (seen.contains(name)) throw NotPlain.IT;
        seen.add(name);
        p.nextToken();
        return name;
    }

    /** Leaves the plain shape unless the parser is at {@code token}, an object's or a list's start. */
    private static void expect(JsonParser p, JsonToken token) throws NotPlain {
        if (p.currentToken() != token) throw NotPlain.IT;
    }

    /**
     * Whether the list at hand has another item, its first token read. The parser is at the list's start or at the
     * last token of the item before.
     */
    private static boolean item(JsonParser p) throws IOException, NotPlain {
        JsonToken t = p.nextToken();
        if (t == JsonToken.END_ARRAY) return false;
        if (t == null || t == JsonToken.VALUE_NULL) throw NotPlain.IT;
        return true;
    }

    private static String text(JsonParser p) throws IOException, NotPlain {
        if (p.currentToken() != JsonToken.VALUE_STRING) throw NotPlain.IT;
        return p.getText();
    }

    private static int whole(JsonParser p) throws IOException, NotPlain {
        if (p.currentToken() != JsonToken.VALUE_NUMBER_INT || p.getNumberType() != JsonParser.NumberType.INT) throw NotPlain.IT;
        return p.getIntValue();
    }

    private static boolean truth(JsonParser p) throws NotPlain {
        if (p.currentToken() == JsonToken.VALUE_TRUE) return true;
        if (p.currentToken() == JsonToken.VALUE_FALSE) return false;
        throw NotPlain.IT;
    }

    private static Double number(JsonParser p) throws IOException, NotPlain {
        if (p.currentToken() != JsonToken.VALUE_NUMBER_FLOAT && p.currentToken() != JsonToken.VALUE_NUMBER_INT) throw NotPlain.IT;
        return p.getDoubleValue();
    }

    private static List<String> texts(JsonParser p) throws IOException, NotPlain {
        expect(p, JsonToken.START_ARRAY);
        List<String> out = new ArrayList<>();
        while (item(p)) out.add(text(p));
        return out;
    }

    /** A list of lists of texts, such as the edges. */
    private static List<List<String>> pairs(JsonParser p) throws IOException, NotPlain {
        expect(p, JsonToken.START_ARRAY);
        List<List<String>> out = new ArrayList<>();
        while (item(p)) out.add(texts(p));
        return out;
    }
}
