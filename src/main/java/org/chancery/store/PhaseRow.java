package org.chancery.store;

/** A phase played: its start state (JSON), and once adjudicated its results and public notes (JSON). */
public record PhaseRow(int seq, String code, String state, String notes, String results, long startedAt,
                       Long adjudicatedAt) {}
