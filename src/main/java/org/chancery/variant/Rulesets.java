package org.chancery.variant;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The rules for each variant, built once. A definition names its rules in {@code rules.ruleset}; without
 * one it plays by the standard rules.
 */
public final class Rulesets {
    private static final Map<String, Function<Variant, Ruleset>> KINDS = new ConcurrentHashMap<>();
    private static final Map<String, Ruleset> CACHE = new ConcurrentHashMap<>();

    static {
        KINDS.put("classic", ClassicRuleset::new);
        KINDS.put("order-of-the-dragon", org.chancery.variant.dragon.DragonRuleset::new);
        KINDS.put("ice-and-fire", org.chancery.variant.iceandfire.IceAndFireRuleset::new);
        KINDS.put("wars-of-the-three-kingdoms", org.chancery.variant.w3k.W3kRuleset::new);
        KINDS.put("diplomacy-of-the-empire", org.chancery.variant.dote.DoteRuleset::new);
        KINDS.put("europe-1615", v -> new org.chancery.variant.europe1615.E1615Ruleset(v,
                org.chancery.variant.europe1615.sanctions.SanctionRules::new));
    }

    private Rulesets() {}

    /** The rules of the variant with this id. */
    public static Ruleset of(String variantId) {
        return CACHE.computeIfAbsent(variantId, id -> forVariant(VariantLoader.load(id)));
    }

    /** Whether the variant plays by the standard rules alone, naming no ruleset of its own. */
    public static boolean isStandard(String variantId) {
        return VariantLoader.load(variantId).definition().rules().get("ruleset") == null;
    }

    /** A variant's rules, built afresh (a board on trial before it is kept). */
    public static Ruleset forVariant(Variant v) {
        var node = v.definition().rules().get("ruleset");
        String kind = node == null ? "classic" : node.asText();
        Function<Variant, Ruleset> make = KINDS.get(kind);
        if (make == null) throw new IllegalArgumentException("variant " + v.id() + " names unknown rules '" + kind + "'");
        return make.apply(v);
    }

    /** The private views of every playable variant's rules, each name once. */
    public static java.util.List<Ruleset.PrivateView> privateViews() {
        Map<String, Ruleset.PrivateView> out = new java.util.TreeMap<>();
        for (String id : VariantLoader.available()) for (Ruleset.PrivateView v : of(id).privateViews()) out.putIfAbsent(v.name(), v);
        return java.util.List.copyOf(out.values());
    }

    /** The names {@code rules.ruleset} may take. */
    static java.util.Set<String> kinds() { return new java.util.TreeSet<>(KINDS.keySet()); }
}
