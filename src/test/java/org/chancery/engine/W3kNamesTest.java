package org.chancery.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/** Every name and alias of every W3K region reads, in an order, as that one region and nothing else. */
class W3kNamesTest {
    @Test
    void everyNameReadsAsItsRegion() {
        Board board = VariantLoader.load("wars-of-the-three-kingdoms").board();
        OrderLexer lexer = new OrderLexer(board);
        List<String> wrong = new ArrayList<>();
        for (Province p : board.provinces()) {
            List<String> names = new ArrayList<>(List.of(p.id(), p.name()));
            names.addAll(p.aliases());
            for (String n : names) {
                List<OrderLexer.Term> t = lexer.lex("A " + n + " H");
                boolean one = t.size() == 3 && t.get(1).province() == p;
                if (!one) wrong.add(n + " -> " + t.stream().map(x -> x.province() == null ? x.kind().name() : x.province().id()).toList());
            }
        }
        assertEquals(List.of(), wrong);
    }
}
