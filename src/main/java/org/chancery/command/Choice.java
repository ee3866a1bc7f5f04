package org.chancery.command;

/** An autocomplete suggestion: what the user sees and the value it fills in. */
public record Choice(String label, String value) {}
