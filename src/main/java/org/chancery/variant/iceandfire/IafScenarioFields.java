package org.chancery.variant.iceandfire;

import com.fasterxml.jackson.databind.JsonNode;
import org.chancery.engine.GameState;
import org.chancery.variant.ScenarioFields;

/**
 * Ice and Fire's scenarios: a House listed as removed (in {@code extras.iceandfire.removed}) is removed in
 * full, its units stationary, without being listed again under {@code stationary}.
 */
final class IafScenarioFields implements ScenarioFields {
    static final IafScenarioFields INSTANCE = new IafScenarioFields();

    private IafScenarioFields() {}

    @Override
    public GameState read(JsonNode scenario, GameState read) {
        GameState.Builder b = read.toBuilder();
        for (String house : IafState.read(read).removed()) b.stationary(house, true);
        return b.build();
    }
}
