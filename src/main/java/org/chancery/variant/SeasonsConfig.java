package org.chancery.variant;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chancery.engine.PhaseType;
import org.chancery.engine.SeasonCalendar;

/**
 * Reads a {@code "calendar": "seasons"} year from a definition's rules: {@code rules.phases}, a list of
 * {@code {"season": "Summer", "code": "Su", "type": "movement", "newYear": false, "centres": false}}, and
 * {@code rules.startPhase} (such as "Su1642M"; the first listed phase of {@code startYear} if left out), and
 * {@code rules.era}, how players write the years ("AD" for "AD 1" after "1 BC").
 * {@code startYear} below zero counts years BC. {@code rules.yearsPerTurn} as for the classic calendar.
 */
final class SeasonsConfig {
    private SeasonsConfig() {}

    static SeasonCalendar calendar(VariantDefinition def) {
        JsonNode phases = def.rules().get("phases");
        if (phases == null || !phases.isArray() || phases.isEmpty()) {
            throw new IllegalArgumentException("a seasons calendar lists its phases in rules.phases");
        }
        List<SeasonCalendar.Slot> slots = new ArrayList<>();
        for (JsonNode p : phases) {
            slots.add(new SeasonCalendar.Slot(p.path("season").asText(null), p.path("code").asText(null),
                    type(p.path("type").asText("")), p.path("newYear").asBoolean(false), p.path("centres").asBoolean(false)));
        }
        JsonNode years = def.rules().get("yearsPerTurn");
        int perTurn = years == null ? 1 : years.asInt();
        String era = def.rules().containsKey("era") ? def.rules().get("era").asText("") : "";
        SeasonCalendar draft = new SeasonCalendar(slots, 0, def.startYear(), perTurn, era);
        JsonNode start = def.rules().get("startPhase");
        if (start == null) return draft;
        var first = draft.parse(start.asText());
        return new SeasonCalendar(slots, draft.slot(first), first.year(), perTurn, era);
    }

    static PhaseType type(String t) {
        return switch (t.toLowerCase(Locale.ROOT)) {
            case "movement", "m" -> PhaseType.MOVEMENT;
            case "retreat", "retreats", "r" -> PhaseType.RETREAT;
            case "adjustment", "adjustments", "a" -> PhaseType.ADJUSTMENT;
            default -> throw new IllegalArgumentException("a phase's type is movement, retreat or adjustment, not '" + t + "'");
        };
    }
}
