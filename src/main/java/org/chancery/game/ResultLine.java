package org.chancery.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.Outcome;

/** One line of a phase's results: a power's order and how it fared. */
public record ResultLine(String power, String order, boolean succeeded, String reason) {
    public static ResultLine of(Outcome o) {
        return new ResultLine(Rulebook.powerOf(o.order()), o.order().text(), o.succeeded(), o.reason());
    }

    public String describe() {
        return order + (reason == null ? "" : " (" + reason + ")");
    }

    public static String toJson(List<ResultLine> lines) {
        try {
            return StateJson.JSON.writeValueAsString(lines);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public static List<ResultLine> fromJson(String json) {
        if (json == null) return List.of();
        try {
            return StateJson.JSON.readValue(json, new TypeReference<List<ResultLine>>() {});
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("bad results JSON: " + e.getOriginalMessage(), e);
        }
    }

    public static List<ResultLine> ofAll(List<Outcome> outcomes) {
        List<ResultLine> out = new ArrayList<>();
        for (Outcome o : outcomes) out.add(of(o));
        return out;
    }
}
