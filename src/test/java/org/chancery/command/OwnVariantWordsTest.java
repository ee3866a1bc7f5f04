package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.engine.Province;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.variant.Power;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/**
 * Every variant's error paths and help speak that variant: no message names a province, power or heir of
 * another variant. Each variant is played at a table and given wrong orders, heir orders, allocations,
 * provinces, powers, phases and GM actions; every answer is searched for the other variants' words.
 */
class OwnVariantWordsTest {
    /** Inputs that go wrong, by command: each answer must speak the game's own variant. */
    private static final List<String[]> WRONG = List.of(
            new String[] {"order", "orders", "xyzzy"},
            new String[] {"order", "orders", "A nowhere - elsewhere"},
            new String[] {"order", "orders", "A"},
            new String[] {"order", "orders", "Build A xyz"},
            new String[] {"order", "orders", "Waive"},
            new String[] {"order", "orders", "Heir Nobody Hold"},
            new String[] {"order", "orders", "Heir Nobody marries Heir Somebody at Nowhere"},
            new String[] {"order", "orders", "Build Heir"},
            new String[] {"order", "orders", "Execute Heir Nobody"},
            new String[] {"allocate", "allocations", "xyzzy"},
            new String[] {"allocate", "allocations", "2 xyzzy"},
            new String[] {"allocate", "allocations", "99 A nowhere H"},
            new String[] {"allocate", "allocations", "1: OT"},
            new String[] {"moves", "province", "nowhere"},
            new String[] {"history", "phase", "Q1234Z"},
            new String[] {"join", "power", "Narnia"},
            new String[] {"vote", "proposal", "draw"});

    @Test
    void noAnswerNamesAnotherVariantsPlacesPowersOrHeirs() {
        List<String> ids = VariantLoader.ids();
        Map<String, Vocabulary> words = new LinkedHashMap<>();
        for (String id : ids) words.put(id, new Vocabulary(VariantLoader.load(id)));
        List<String> problems = new ArrayList<>();
        for (String id : ids) {
            Vocabulary own = words.get(id);
            for (String answer : answers(id)) {
                for (Map.Entry<String, Vocabulary> other : words.entrySet()) {
                    if (other.getKey().equals(id)) continue;
                    for (String w : other.getValue().foundIn(answer, own)) {
                        problems.add(id + ": '" + w + "' of " + other.getKey() + " in: " + answer);
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /** Every answer a player and the GM get for the wrong inputs, and help, in a fresh game of the variant. */
    static List<String> answers(String variant) {
        List<String> out = new ArrayList<>();
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            Commands commands = new Commands(service, (v, s, o) -> Optional.empty());
            Caller gm = new Caller("u-gm", "Gina", "g1", "c1", false, false);
            Caller player = new Caller("u-pl", "Pat", "g1", "c1", false, false);
            out.add(commands.run("game create", gm, Map.of("variant", variant)).plain());
            out.add(commands.run("help", player, Map.of()).plain());
            out.add(commands.run("join", player, Map.of()).plain());
            out.add(commands.run("game start", gm, Map.of()).plain());
            for (String[] w : WRONG) out.add(commands.run(w[0], player, Map.of(w[1], w[2])).plain());
            out.add(commands.run("vote", player, Map.of("proposal", "draw", "vote", "yes")).plain());
            out.add(commands.run("help", player, Map.of()).plain());
            out.add(commands.run("status", player, Map.of()).plain());
            out.add(commands.run("board", player, Map.of()).plain());
            out.add(commands.run("game rule", gm, Map.of("action", "nonsense", "value", "1")).plain());
            out.add(commands.run("game edit", gm, Map.of("action", "add-unit", "province", "nowhere")).plain());
            out.add(commands.run("game assign", gm, Map.of("power", "Narnia", "user", "u-x")).plain());
            out.add(commands.run("start", gm, Map.of()).plain());
        }
        return out;
    }

    /** The words of one variant: its provinces' names, aliases and ids, and its powers. */
    static final class Vocabulary {
        final Set<String> names = new TreeSet<>();
        final Set<String> ids = new TreeSet<>();

        Vocabulary(Variant v) {
            for (Province p : v.board().provinces()) {
                ids.add(p.id().toLowerCase(Locale.ROOT));
                names.add(p.name());
                for (String a : p.aliases()) if (a.length() >= 4 && Character.isUpperCase(a.charAt(0))) names.add(a);
            }
            for (Power p : v.powers()) {
                names.add(p.name());
                names.add(p.adjective());
            }
        }

        /** Whether the word is this variant's too, in any case. */
        boolean has(String word) {
            for (String n : names) if (n.equalsIgnoreCase(word)) return true;
            return ids.contains(word.toLowerCase(Locale.ROOT));
        }

        /** This variant's words (names as written, so "channel" is not the English Channel) in the text that the game's own variant does not also use. */
        List<String> foundIn(String text, Vocabulary own) {
            List<String> out = new ArrayList<>();
            for (String n : names) {
                if (own.has(n)) continue;
                if (Pattern.compile("(?<![\\p{L}])" + Pattern.quote(n) + "(?![\\p{L}])").matcher(text).find()) out.add(n);
            }
            // ids as orders use them: "A par", "par-bur", "RUM - BUL", "tun-tri", "stp/nc"; each form looked for on its own
            for (String form : List.of("[AF] ([a-z]{3})", "([a-z]{3}) ?- ?([a-z]{3})", "([a-z]{3})/[nesw]c")) {
                Matcher m = Pattern.compile("(?i)(?<![\\p{L}])" + form + "(?![\\p{L}])").matcher(text);
                while (m.find()) {
                    for (int g = 1; g <= m.groupCount(); g++) {
                        String id = m.group(g).toLowerCase(Locale.ROOT);
                        if (ids.contains(id) && !own.ids.contains(id)) out.add(id);
                    }
                }
            }
            return out;
        }
    }
}
