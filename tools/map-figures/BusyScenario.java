import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.engine.Province;
import org.chancery.engine.Unit;
import org.chancery.variant.Power;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;

/**
 * A busy first phase for docs/maps, as one scenario line (adjudicate format): every player power's unit ordered, two
 * in three to move (where they can, into a province another unit moves to), the third to support one of those moves
 * or a neighbour's hold. {@code java -cp CLASSPATH tools/map-figures/BusyScenario.java VARIANT}
 */
public class BusyScenario {
    public static void main(String[] a) throws Exception {
        Ruleset rules = Rulesets.of(a[0]);
        GameState s = rules.start();
        List<Order.Move> moves = new ArrayList<>();
        Map<String, List<String>> orders = new TreeMap<>();
        Set<Province> targets = new HashSet<>();
        List<Unit> units = new ArrayList<>(s.units());
        Set<String> players = new HashSet<>();
        for (Power p : rules.variant().powers()) players.add(p.name());
        int i = 0;
        List<Unit> later = new ArrayList<>();
        for (Unit u : units) {
            if (!players.contains(u.power())) continue;
            if (i++ % 3 == 2) { later.add(u); continue; }
            List<Order> legal = rules.legalOrders(s, u);
            Order.Move pick = null;
            for (Order o : legal) {
                if (o instanceof Order.Move m && m.then() == null && !m.viaConvoy()) {
                    if (pick == null || (targets.contains(m.to().province()) && !targets.contains(pick.to().province()))) pick = m;
                }
            }
            Order chosen = pick != null ? pick : legal.stream().filter(Order.Hold.class::isInstance).findFirst().orElse(null);
            if (chosen == null) continue;
            if (pick != null) { moves.add(pick); targets.add(pick.to().province()); }
            orders.computeIfAbsent(u.power(), k -> new ArrayList<>()).add(chosen.text());
        }
        for (Unit u : later) {
            List<Order> legal = rules.legalOrders(s, u);
            Order chosen = null;
            for (Order o : legal) {
                if (o instanceof Order.SupportMove sm) {
                    for (Order.Move m : moves) if (m.unit().equals(sm.supported()) && m.to().province().equals(sm.to())) { chosen = sm; break; }
                }
                if (chosen != null) break;
            }
            if (chosen == null) chosen = legal.stream().filter(Order.SupportHold.class::isInstance).findFirst().orElse(null);
            if (chosen == null) chosen = legal.stream().filter(Order.Hold.class::isInstance).findFirst().orElse(null);
            if (chosen != null) orders.computeIfAbsent(u.power(), k -> new ArrayList<>()).add(chosen.text());
        }
        ObjectMapper om = new ObjectMapper();
        ObjectNode line = om.createObjectNode();
        line.put("variant", a[0]);
        line.set("orders", om.valueToTree(orders));
        System.out.println(om.writeValueAsString(line));
    }
}
