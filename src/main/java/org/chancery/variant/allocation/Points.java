package org.chancery.variant.allocation;

/**
 * What a variant's secret allocations spend, as players write and read it: Order of the Dragon's Diplomacy
 * Points ("2 DP A ber-pru"), Europe 1615's influence ("9 INF: WUR").
 */
public record Points(String unit, String name) {
    public static final Points DP = new Points("DP", "Diplomacy Points");
    public static final Points INF = new Points("INF", "influence points (INFs)");
}
