package org.chancery.store;

/** A phase played: its start state (JSON), variant state, and results (JSON) once adjudicated. */
public record PhaseRow(int seq, String code, String state, String variantState, String results, long startedAt,
                       Long adjudicatedAt) {}
