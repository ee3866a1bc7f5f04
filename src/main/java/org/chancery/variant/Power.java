package org.chancery.variant;

/** A power of a variant, with its display colour as "#rrggbb". */
public record Power(String name, String adjective, String colour) {}
