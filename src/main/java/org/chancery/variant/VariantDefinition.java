package org.chancery.variant;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/** The JSON form of {@code maps/<id>/variant.json}, exactly as written by a map maker. */
@JsonIgnoreProperties(ignoreUnknown = false)
public record VariantDefinition(
        String id,
        String name,
        int startYear,
        String calendar,
        int victoryCentres,
        int supplyCentres,
        int homeCentres,
        List<PowerDef> powers,
        List<ProvinceDef> provinces,
        List<List<String>> armyEdges,
        List<List<String>> fleetEdges,
        List<String> convoySpaces,
        List<StartingUnit> startingUnits,
        List<UnitKindDef> unitKinds,
        Map<String, JsonNode> rules) {

    /**
     * A kind of unit of the variant; none listed means armies and fleets. {@code stages} 2 lets it add a second
     * move, {@code roads} lets it travel along roads, {@code retreatsAs} names (by letter) what it becomes when it
     * retreats.
     */
    public record UnitKindDef(String letter, String abbreviation, String name, List<String> aliases, boolean naval,
                              Double strength, boolean convoyable, Integer stages, boolean roads, String retreatsAs) {
        public List<String> aliases() { return aliases == null ? List.of() : aliases; }
    }

    public record PowerDef(String name, String adjective, String colour) {}

    /**
     * One region. {@code owner} owns a centre at the start without it being a home centre (for variants with no
     * home centres); {@code seaArea} and {@code primary} group sea regions into sea areas (variant/seaareas);
     * {@code at} is an uploaded board's anchor point [x, y], round which its cell is drawn.
     */
    public record ProvinceDef(String id, String name, String kind, List<String> aliases, boolean supplyCentre,
                              String home, List<String> coasts, String owner, String seaArea, Boolean primary,
                              List<Double> at) {
        public List<String> aliases() { return aliases == null ? List.of() : aliases; }
        public List<String> coasts() { return coasts == null ? List.of() : coasts; }
    }

    public record StartingUnit(String power, String unit, String at) {}

    public List<List<String>> armyEdges() { return armyEdges == null ? List.of() : armyEdges; }
    public List<List<String>> fleetEdges() { return fleetEdges == null ? List.of() : fleetEdges; }
    public List<String> convoySpaces() { return convoySpaces == null ? List.of() : convoySpaces; }
    public List<StartingUnit> startingUnits() { return startingUnits == null ? List.of() : startingUnits; }
    public List<UnitKindDef> unitKinds() { return unitKinds == null ? List.of() : unitKinds; }
    public Map<String, JsonNode> rules() { return rules == null ? Map.of() : rules; }
}
