package org.chancery.variant.europe1615;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chancery.engine.Board;
import org.chancery.engine.GameState;
import org.chancery.engine.Province;
import org.chancery.engine.ProvinceKind;
import org.chancery.engine.UnitKind;
import org.chancery.variant.Variant;

/**
 * Europe 1615's data under {@code rules} in variant.json: the five powers and their confessions, centre
 * values, the starting territory of provinces without centres, the states, the first year's order of
 * diplomatic attacks, Rome, the provinces Christian units never help an Islamic unit into, and the victory
 * and draw numbers.
 */
public final class E1615Setup {
    public static final String PROTESTANT = "protestant", CATHOLIC = "catholic";
    private static final ObjectMapper JSON = new ObjectMapper();

    final Variant variant;
    final Board board;
    final List<String> majors = new ArrayList<>();
    final Map<String, String> confessions = new TreeMap<>();
    final Map<String, Integer> values = new TreeMap<>();
    final Map<String, String> territory = new TreeMap<>();
    final Map<String, MinorState> states = new LinkedHashMap<>();
    final List<String> firstYearOrder = new ArrayList<>();
    final Set<String> islamicBanned = new TreeSet<>();
    final Map<String, UnitKind> startingKinds = new TreeMap<>();
    final String rome;
    final int victoryRounds;
    final int ottomanCentres;
    final int ottomanChristian;
    /** The sanctions this game plays by (set once by the ruleset). */
    Sanctions sanctions = Sanctions.NONE;

    public E1615Setup(Variant v) {
        this.variant = v;
        this.board = v.board();
        Map<String, JsonNode> r = v.definition().rules();
        r.get("majors").forEach(n -> majors.add(n.asText()));
        r.get("confessions").fields().forEachRemaining(e -> confessions.put(e.getKey(), e.getValue().asText()));
        r.get("values").fields().forEachRemaining(e -> values.put(e.getKey(), e.getValue().asInt()));
        r.get("territory").fields().forEachRemaining(e -> territory.put(e.getKey(), e.getValue().asText()));
        for (JsonNode s : r.get("states")) {
            MinorState m = JSON.convertValue(s, MinorState.class);
            states.put(m.key(), m);
        }
        r.get("firstYearAttackOrder").forEach(n -> firstYearOrder.add(n.asText()));
        r.get("islamicSupportBanned").forEach(n -> islamicBanned.add(n.asText()));
        rome = r.get("rome").asText();
        victoryRounds = r.get("victoryRounds").asInt();
        ottomanCentres = r.get("ottomanDraw").path("centres").asInt();
        ottomanChristian = r.get("ottomanDraw").path("christian").asInt();
        v.definition().startingUnits().forEach(u -> startingKinds.put(u.at().split("/")[0], kind(u.unit())));
        for (MinorState m : states.values()) m.units().forEach((at, kind) -> startingKinds.put(at, kind(kind)));
    }

    private static UnitKind kind(String letter) { return letter.equalsIgnoreCase("F") ? UnitKind.FLEET : UnitKind.ARMY; }

    public boolean isMajor(String power) { return majors.contains(power); }

    /** The five powers, in the rulebook's order. */
    public List<String> majors() { return List.copyOf(majors); }

    /** The first year's order of diplomatic attacks, least influential first. */
    public List<String> firstYearOrder() { return List.copyOf(firstYearOrder); }

    public Sanctions sanctions() { return sanctions; }

    public Variant variant() { return variant; }

    /** The board's start, with each state's centres and starting units. */
    GameState start() {
        GameState.Builder b = variant.start().toBuilder();
        for (MinorState m : states.values()) {
            if (m.ottoman() || m.dormant()) continue;
            for (String id : m.provinces()) if (province(id).isSupplyCenter()) b.owner(province(id), m.power());
            m.units().forEach((at, kind) -> b.unit(new org.chancery.engine.Unit(m.power(), startingKinds.get(at),
                    province(at).main())));
        }
        return b.build();
    }

    public String confession(String power) { return confessions.get(power); }

    public boolean protestant(String power) { return PROTESTANT.equals(confessions.get(power)); }

    public boolean catholic(String power) { return CATHOLIC.equals(confessions.get(power)); }

    /** A centre's value (INFs and victory points), 0 for a province without one. */
    public int value(Province p) { return values.getOrDefault(p.id(), 0); }

    public Province province(String id) { return board.find(id).orElseThrow(() -> new IllegalArgumentException("no province " + id)); }

    /** The home centres of a major power. */
    public List<Province> homeCentres(String major) {
        List<Province> out = new ArrayList<>();
        for (Province p : board.provinces()) if (p.isSupplyCenter() && major.equals(p.home())) out.add(p);
        return out;
    }

    /** The state whose units and centres belong to {@code power} (one of the rules, or raised in play), or null. */
    public MinorState stateOf(GameState s, String power) {
        for (MinorState m : states.values()) if (m.power().equals(power)) return m;
        for (MinorState m : E1615State.read(s).raised()) if (m.power().equals(power)) return m;
        return null;
    }

    /** The Ottoman Empire's state. */
    public MinorState ottomans() {
        for (MinorState m : states.values()) if (m.ottoman()) return m;
        throw new IllegalStateException("no Ottoman state in the rules");
    }

    /** The kind of unit a centre is rebuilt with: the one it started with, else a fleet on a coast, an army inland. */
    public UnitKind rebuildKind(Province p) {
        UnitKind k = startingKinds.get(p.id());
        if (k != null) return k;
        return p.kind() == ProvinceKind.COASTAL ? UnitKind.FLEET : UnitKind.ARMY;
    }

    static String upper(String s) { return s.toUpperCase(Locale.ROOT); }
}
