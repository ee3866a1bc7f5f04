package org.chancery.variant.heirs;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.engine.Board;
import org.chancery.engine.Province;

/**
 * Reads heir orders as players write them: "Heir Castile Marry Heir Naples at Tunis", "H ama marries
 * Tunis", "Heir Stark weds Heir Targaryen, to live at Dragonstone", "Heir Roskilde Hold", "Build Heir",
 * "Build Heir London", "Promote new heir". Checks only what every heir variant shares (the heirs exist,
 * the heir is the power's own); the variant's rules judge the rest.
 */
public final class HeirOrderParser {
    private static final Pattern BUILD = Pattern.compile(
            "^(?:build|promote)\\s+(?:a\\s+)?(?:new\\s+)?heir(?:\\s+(?:in|at)\\b)?\\s*(.*)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern MARRY = Pattern.compile(
            "^(.+?)\\s+(?:marry|marries|weds?)\\s+(.+?)(?:\\s*,?\\s+(?:to\\s+live\\s+)?(?:at|in)\\s+(.+))?$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern HOLD = Pattern.compile("^(.+?)\\s+(?:h|holds?)$", Pattern.CASE_INSENSITIVE);

    private final Board board;
    private final HeirNames names;
    private final boolean openPartner;

    public HeirOrderParser(Board board, HeirNames names) { this(board, names, false); }

    /**
     * @param openPartner whether a marriage may name a House with several heirs ("Heir Targaryen") and leave
     *                    the variant to settle which; otherwise such a name is refused as ambiguous. With it, the
     *                    marrying heir named by its House, when its unmarried heirs live at one place and nothing
     *                    tells them apart, is the first of them
     */
    public HeirOrderParser(Board board, HeirNames names, boolean openPartner) {
        this.board = board;
        this.names = names;
        this.openPartner = openPartner;
    }

    /** An heir order, a message saying what is wrong with one, or not an heir order at all. */
    public sealed interface Parsed {
        record Ok(HeirOrder order) implements Parsed {}
        record Error(String message) implements Parsed {}
        record NotHeirOrder() implements Parsed {}
    }

    /** Whether the line is meant as an heir order (so other parsers need not try). */
    public static boolean isHeirOrder(String text) {
        String t = text == null ? "" : text.strip();
        if (BUILD.matcher(t).matches()) return true;
        Matcher m = MARRY.matcher(t);
        if (m.matches() && HeirNames.looksLikeHeir(m.group(1))) return true;
        Matcher h = HOLD.matcher(t);
        return h.matches() && HeirNames.looksLikeHeir(h.group(1));
    }

    /** @param power the power giving the order; null means whoever owns the heir (a GM) */
    public Parsed parse(Heirs heirs, String power, String text) {
        String t = text == null ? "" : text.strip();
        if (!isHeirOrder(t)) return new Parsed.NotHeirOrder();
        Matcher b = BUILD.matcher(t);
        if (b.matches()) {
            Province at = null;
            if (!b.group(1).isBlank()) {
                Optional<Province> p = board.find(b.group(1));
                if (p.isEmpty()) return new Parsed.Error("no place called '" + b.group(1).strip() + "'; say 'Build Heir' or 'Build Heir <capital>'");
                at = p.get();
            }
            if (power == null) return new Parsed.Error("say which power builds the heir");
            return new Parsed.Ok(new HeirOrder.Build(power, at));
        }
        Matcher m = MARRY.matcher(t);
        if (m.matches() && HeirNames.looksLikeHeir(m.group(1))) {
            HeirNames.Found who = names.find(heirs, m.group(1), openPartner);
            if (who instanceof HeirNames.Found.Error e) return new Parsed.Error(e.message());
            Heir heir = ((HeirNames.Found.Ok) who).heir();
            String mine = ownership(heir, power);
            if (mine != null) return new Parsed.Error(mine);
            Heir partner = null;
            Province centre = null;
            List<Heir> choices = List.of();
            if (HeirNames.looksLikeHeir(m.group(2))) {
                HeirNames.Found other = names.find(heirs, m.group(2));
                if (other instanceof HeirNames.Found.Error e && (!openPartner || e.choices().isEmpty())) {
                    return new Parsed.Error(e.message());
                }
                if (other instanceof HeirNames.Found.Error e) choices = e.choices();
                else partner = ((HeirNames.Found.Ok) other).heir();
                if (partner != null && partner.id().equals(heir.id())) return new Parsed.Error("an heir cannot marry itself");
            } else {
                Optional<Province> p = board.find(m.group(2));
                if (p.isEmpty()) {
                    return new Parsed.Error("no place called '" + m.group(2).strip() + "': marry another heir, "
                            + names.example(heirs) + ", or the power at a supply centre");
                }
                centre = p.get();
            }
            Province at = null;
            if (m.group(3) != null) {
                Optional<Province> p = board.find(m.group(3));
                if (p.isEmpty()) return new Parsed.Error("no place called '" + m.group(3).strip() + "' to marry at");
                at = p.get();
            }
            return new Parsed.Ok(new HeirOrder.Marry(heir, partner, centre, at, choices));
        }
        Matcher h = HOLD.matcher(t);
        HeirNames.Found who = names.find(heirs, h.matches() ? h.group(1) : t);
        if (who instanceof HeirNames.Found.Error e) return new Parsed.Error(e.message());
        Heir heir = ((HeirNames.Found.Ok) who).heir();
        String mine = ownership(heir, power);
        return mine != null ? new Parsed.Error(mine) : new Parsed.Ok(new HeirOrder.Hold(heir));
    }

    private static String ownership(Heir heir, String power) {
        if (power == null || power.equalsIgnoreCase(heir.power())) return null;
        return "that heir belongs to " + heir.power() + ", not " + power;
    }
}
