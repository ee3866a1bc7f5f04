package org.chancery.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import java.util.ArrayList;
import java.util.List;
import org.chancery.engine.Order;
import org.chancery.engine.Outcome;

/**
 * One line of a phase's results: a power's order and how it fared. {@code missed} marks the hold (or, in a
 * retreat, the disband) the rules gave a unit nobody ordered, as against one a player gave.
 */
public record ResultLine(String power, String order, boolean succeeded, String reason, boolean missed) {
    public ResultLine(String power, String order, boolean succeeded, String reason) {
        this(power, order, succeeded, reason, false);
    }

    public static ResultLine of(Outcome o) {
        return new ResultLine(Rulebook.powerOf(o.order()), o.order().text(), o.succeeded(), o.reason());
    }

    /** The same line marked as the default for a unit given no orders. */
    public ResultLine asMissed() {
        return new ResultLine(power, order, succeeded, reason, true);
    }

    public String describe() {
        String why = missed ? (reason == null ? MISSED : MISSED + "; " + reason) : reason;
        return order + (why == null ? "" : " (" + why + ")");
    }

    /** How a missed-orders line reads. */
    public static final String MISSED = "no orders given";

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
        return ofAll(outcomes, null);
    }

    /** The lines of a phase; with {@code ordered} (the provinces of units given orders), other units' lines are missed. */
    public static List<ResultLine> ofAll(List<Outcome> outcomes, java.util.Set<org.chancery.engine.Province> ordered) {
        List<ResultLine> out = new ArrayList<>();
        for (Outcome o : outcomes) {
            ResultLine l = of(o);
            boolean standIn = o.order() instanceof Order.Hold || o.order() instanceof Order.Disband;
            boolean unordered = ordered != null && standIn && !ordered.contains(o.order().unit().province());
            out.add(unordered ? l.asMissed() : l);
        }
        return out;
    }
}
