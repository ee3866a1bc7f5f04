package org.chancery.store;

/** A power's secret of one kind in one phase, such as a draw vote. */
public record SecretRow(String power, String kind, String payload) {}
