package org.chancery.variant.europe1615.sanctions;

import java.util.List;

/** The states and provinces of the board that the sanctions name, by their keys and ids. */
final class Places {
    private Places() {}

    static final List<String> UNION = List.of("RHI", "HES", "BRA", "WUR");
    static final List<String> LEAGUE = List.of("BAV", "FRA", "WES");
    static final List<String> ANTI_HAPSBURG = List.of("DUT", "TRA", "RHI", "LOWR", "SAV");
    static final List<String> LYON = List.of("SAV", "VEN");
    static final String SAXONY = "SAX", TRANSYLVANIA = "TRA", LOWER_SAXONY = "LOWR", SWEDEN = "SWE", DUTCH = "DUT",
            POLAND = "POLN", SAVOY = "SAV", VENICE = "VEN", SWITZERLAND = "SWI", CATALONIA = "CAT", IRELAND = "IRE";
    static final String BOHEMIA = "boh", GUYENNE = "guy";
    /**
     * The minor German and Italian states an ecclesiastical reservation may name: not the Papal States, the Dutch,
     * the Iberian states, Sweden, Poland, Transylvania, Moldavia, Morocco, Ireland or Scotland (the rulebook), nor
     * Switzerland, which is neither (NOTES.md).
     */
    static final List<String> RESERVABLE = List.of("WES", "LOWR", "MEC", "BRA", "PRU", "SAX", "HES", "RHI", "LOR", "WUR",
            "BAV", "FRA", "SAV", "PIA", "VEN", "TUS");
    /** Satellite states: a state with a centre and a unit, not Sweden or Poland. */
    static final List<String> NOT_SATELLITES = List.of("SWE", "POLN");
}
