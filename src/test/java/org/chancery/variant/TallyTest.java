package org.chancery.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TallyTest {
    @Test
    void onlyAStrictLeaderLeads() {
        assertEquals(Optional.of("England"), Tally.soleLeader(Map.of("England", 18, "Hungary", 17)));
        assertEquals(Optional.empty(), Tally.soleLeader(Map.of("England", 18, "Hungary", 18, "Mamluks", 12)));
        assertEquals(Optional.empty(), Tally.soleLeader(Map.of()));
        assertEquals(Optional.of("Hold"), Tally.soleLeader(Map.of("Hold", 0)));
    }
}
