package org.chancery.store;

/** An order as stored: its power, slot (ordered province or waive number) and canonical text. */
public record OrderRow(String power, String slot, String text, long submittedAt) {}
