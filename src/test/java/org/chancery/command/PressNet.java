package org.chancery.command;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The secrecy net's watch on press and on players' names ({@link SecrecyNet}): each power sends random press every
 * phase, each message carrying a token of its own ("prs12x"), and every text a reader receives is searched for the
 * tokens of messages they neither sent nor read. In an anonymous game every player's name and id (a mention holds the
 * id) is searched for too: only its owner may read it. Both searches are one pass over a text, whatever the number of
 * messages and players.
 */
final class PressNet {
    /** A message: its token, sender, and readers (null: everyone). */
    record Message(String token, String sender, Set<String> readers) {}

    private static final Pattern TOKEN = Pattern.compile("prs(\\d+)x");
    private static final Pattern NAME = Pattern.compile("Nym[a-z]{6}|uid\\d{9}");

    private final Random rnd;
    private final Map<String, Message> messages = new HashMap<>();
    /** Names and ids of the players, to the power whose player they are. */
    final Map<String, String> owners = new LinkedHashMap<>();
    private final boolean anonymous;
    int sent;
    int refused;
    int names;

    PressNet(Random rnd, boolean anonymous) {
        this.rnd = rnd;
        this.anonymous = anonymous;
    }

    /** A player's name for the power: a word found nowhere else ("Nymqbxzte") when the game is anonymous. */
    String name(String power) {
        if (!anonymous) return power + " player";
        StringBuilder b = new StringBuilder("Nym");
        for (int i = 0; i < 6; i++) b.append((char) ('a' + rnd.nextInt(26)));
        owners.put(b.toString(), power);
        return b.toString();
    }

    /** A player's user id: "uid" and nine digits in an anonymous game. */
    String id(String power) {
        if (!anonymous) return "u-" + power.toLowerCase(java.util.Locale.ROOT).replace(' ', '-');
        String id = "uid" + (100_000_000 + rnd.nextInt(900_000_000));
        owners.put(id, power);
        return id;
    }

    /** Each power sends one or two messages: to one or two others, or now and then to all. */
    void send(Commands commands, long game, Map<String, Caller> seats) {
        List<String> powers = new ArrayList<>(seats.keySet());
        for (Map.Entry<String, Caller> seat : seats.entrySet()) {
            for (int n = 1 + rnd.nextInt(2); n > 0; n--) {
                String token = "prs" + messages.size() + "x";
                Set<String> readers = null;
                String to = "all";
                if (rnd.nextInt(5) > 0) {
                    readers = new TreeSet<>();
                    for (int k = 1 + rnd.nextInt(2); k > 0; k--) {
                        String p = powers.get(rnd.nextInt(powers.size()));
                        if (!p.equals(seat.getKey())) readers.add(p);
                    }
                    if (readers.isEmpty()) continue;
                    to = String.join(", ", readers);
                }
                Reply r = commands.run("press", seat.getValue(), Map.of("to", to, "power", seat.getKey(),
                        "text", token + " " + (readers == null ? "open letter" : "between us") + " @everyone",
                        "game", String.valueOf(game)));
                if (r.error()) {
                    refused++; // to or from a power out of the game
                    continue;
                }
                if (readers != null) readers.add(seat.getKey());
                messages.put(token, new Message(token, seat.getKey(), readers));
                sent++;
            }
        }
    }

    /** Every press token and player's name in a text that its reader may not read, as leaks. */
    void scan(String variant, String phase, String viewer, String what, String text, List<String> leaks) {
        Matcher m = TOKEN.matcher(text);
        while (m.find()) {
            Message msg = messages.get(m.group());
            if (msg == null || msg.readers() == null || msg.readers().contains(viewer)) continue;
            leaks.add(variant + " " + phase + ": " + reader(viewer) + " reads " + msg.sender() + "'s press " + msg.token()
                    + " to " + msg.readers() + " in " + what + ": ..." + around(text, m.start()) + "...");
        }
        if (text.contains("@everyone") || text.contains("<@")) {
            leaks.add(variant + " " + phase + ": a mention reaches " + reader(viewer) + " unneutralised in " + what);
        }
        if (!anonymous) return;
        Matcher n = NAME.matcher(text);
        while (n.find()) {
            names++;
            String power = owners.get(n.group());
            if (power == null || power.equals(viewer)) continue;
            leaks.add(variant + " " + phase + ": " + reader(viewer) + " reads " + power + "'s player " + n.group() + " in "
                    + what + ": ..." + around(text, n.start()) + "...");
        }
    }

    /** The press in the GM's export: only messages the GM's power sent or read (or everyone's). */
    void exportData(String variant, String gmPower, JsonNode root, List<String> leaks) {
        for (JsonNode p : root.path("press")) {
            String token = p.path("text").asText().split(" ")[0];
            Message msg = messages.get(token);
            if (msg != null && msg.readers() != null && !msg.readers().contains(gmPower)) {
                leaks.add(variant + ": the GM's export holds " + msg.sender() + "'s press " + token + " to " + msg.readers());
            }
        }
        if (!anonymous) return;
        for (JsonNode p : root.path("players")) {
            String power = p.path("power").asText();
            if (power.equals(gmPower)) continue;
            for (String field : List.of("userId", "userName")) {
                if (owners.containsKey(p.path(field).asText())) leaks.add(variant + ": the GM's export names " + power + "'s player");
            }
        }
    }

    private static String reader(String viewer) { return viewer.startsWith("(") ? "a bystander" : viewer; }

    private static String around(String text, int at) {
        return text.substring(Math.max(0, at - 80), Math.min(text.length(), at + 60)).replace('\n', ' ');
    }
}
