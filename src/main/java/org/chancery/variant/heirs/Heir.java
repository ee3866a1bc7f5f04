package org.chancery.variant.heirs;

/**
 * An heir: a piece that is not a unit, living at a supply centre ({@code at}, a province id). Unmarried
 * while {@code spouse} is null; otherwise {@code spouse} names whom it married (another heir's id, or a
 * power such as a minor).
 */
public record Heir(String id, String power, String at, String spouse) {
    public boolean married() { return spouse != null; }

    public Heir movedTo(String where) { return new Heir(id, power, where, spouse); }

    public Heir marriedTo(String whom, String where) { return new Heir(id, power, where, whom); }

    /** "Heir Ottomans (Amasya)" style, for notes. */
    public String describe(String placeName) { return "the " + power + " heir in " + placeName; }
}
