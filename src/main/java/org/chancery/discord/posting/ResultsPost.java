package org.chancery.discord.posting;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.chancery.command.MapImages;
import org.chancery.command.ResultsMaps;
import org.chancery.command.Times;
import org.chancery.discord.message.Embed;
import org.chancery.discord.message.MessageFile;
import org.chancery.discord.message.OutgoingMessage;
import org.chancery.engine.Dislodgement;
import org.chancery.engine.GameState;
import org.chancery.engine.PhaseType;
import org.chancery.engine.Province;
import org.chancery.game.GameService;
import org.chancery.game.ResultLine;
import org.chancery.game.Rulebook;
import org.chancery.game.Views;
import org.chancery.store.GameRow;
import org.chancery.store.NoticeRow;

/**
 * The post of a phase's results: an embed with each power's orders and outcomes, dislodgements,
 * supply-centre changes and eliminations, led by the close-ups of where the action was (readable in Discord's
 * preview; one per cluster of captures and dislodgements), then the whole board with the orders as adjudicated,
 * then the new position's map; each file goes in the page that shows it, so no message carries more than its 10
 * embeds' images, within Discord's 10 files a message ({@code Pages}). Only public facts: the phase is
 * adjudicated, so its orders are.
 */
final class ResultsPost {
    /** Discord's limit on a field's text. */
    private static final int FIELD = 1024;

    private final GameService service;
    private final MapImages maps;

    ResultsPost(GameService service, MapImages maps) {
        this.service = service;
        this.maps = maps;
    }

    OutgoingMessage build(NoticeRow notice, GameRow game) {
        Views.PhaseView before = service.views().phaseAt(game.id(), notice.phaseSeq());
        Views.PhaseView after = service.views().phaseAt(game.id(), notice.phaseSeq() + 1);
        if (before == null || !before.adjudicated() || after == null) return OutgoingMessage.text(notice.text());
        Rulebook rb = Rulebook.of(game.variant());
        GameState was = before.state();
        GameState now = after.state();
        List<Embed.Field> fields = new ArrayList<>(orders(before.results(), rb.rules().playablePowers()));
        add(fields, "Dislodged", dislodged(now));
        add(fields, rb.rules().centresName() + " changed", centres(was, now));
        List<String> gone = new ArrayList<>(was.livePowers());
        gone.removeAll(now.livePowers());
        add(fields, "Eliminated", String.join(", ", gone));
        addLong(fields, "Notes", before.notes());
        if (!was.centreCounts().equals(now.centreCounts())) add(fields, rb.rules().centresName(), counts(was, now));
        String title = "Game #" + game.id() + ": " + was.phase().displayName() + " results"
                + (notice.text().startsWith(org.chancery.game.ResultsText.REPOSTED) ? ", posted again by the GM" : "");
        String next = game.outcome() != null && game.phaseSeq() == after.seq() ? "Game over: " + game.outcome()
                : "Next: " + now.phase().displayName()
                + (game.phaseSeq() == after.seq() && game.deadline() != null
                        ? ", deadline " + Times.discord(Times.token(game.deadline())) : "");
        List<MessageFile> files = new ArrayList<>();
        List<Embed> embeds = new ArrayList<>();
        List<ResultsMaps.Drawn> closeUps = new ArrayList<>();
        ResultsMaps.Drawn board = null, position = null;
        for (ResultsMaps.Drawn d : ResultsMaps.of(service, maps, game, notice.phaseSeq())) {
            switch (d.kind()) {
                case "action" -> closeUps.add(d);
                case "results" -> board = d;
                default -> position = d;
            }
            files.add(new MessageFile(d.name(), d.png()));
        }
        String lead = !closeUps.isEmpty() ? closeUps.get(0).name() : board != null ? board.name() : null;
        embeds.add(new Embed(title, next, Embed.COLOUR, fields, lead, null));
        for (int i = 1; i < closeUps.size(); i++) {
            embeds.add(new Embed("Game #" + game.id() + ": " + was.phase().displayName() + ", where the action was ("
                    + (i + 1) + " of " + closeUps.size() + ")", null, Embed.COLOUR, List.of(), closeUps.get(i).name(), null));
        }
        if (!closeUps.isEmpty() && board != null) {
            embeds.add(new Embed("Game #" + game.id() + ": " + was.phase().displayName() + ", the whole board", null,
                    Embed.COLOUR, List.of(), board.name(), null));
        }
        if (position != null) {
            embeds.add(new Embed("Game #" + game.id() + ": the map at " + now.phase().displayName(), null,
                    Embed.COLOUR, List.of(), position.name(), null));
        }
        return new OutgoingMessage("", embeds, files);
    }

    /**
     * A field for each player's power; the units of powers no player takes (minor states) share fields, their
     * plain holds one line.
     */
    static List<Embed.Field> orders(List<ResultLine> lines, List<String> players) {
        Map<String, StringBuilder> byPower = new TreeMap<>();
        List<String> others = new ArrayList<>(), held = new ArrayList<>();
        for (ResultLine l : lines) {
            String line = (l.missed() ? "\u2796 " : l.succeeded() ? "\u2705 " : "\u274C ") + l.describe();
            if (players.contains(l.power())) byPower.computeIfAbsent(l.power(), k -> new StringBuilder()).append(line).append('\n');
            else if (l.succeeded() && l.reason() == null && !l.missed() && l.order().endsWith(" H")) {
                held.add(l.power() + " " + l.order().substring(0, l.order().length() - 2));
            } else others.add(l.power() + ": " + line);
        }
        if (!held.isEmpty()) others.add("Held: " + String.join(", ", held));
        List<Embed.Field> out = new ArrayList<>();
        byPower.forEach((power, text) -> out.add(new Embed.Field(power, text.toString().strip(), true)));
        addLong(out, "Other units", others);
        if (out.isEmpty()) out.add(new Embed.Field("Orders", "(no orders)", false));
        return out;
    }

    /**
     * Lines in as many fields as Discord's field length needs, the first named {@code name}; a line longer than a
     * field is broken after a "; " (or a space), never cut.
     */
    private static void addLong(List<Embed.Field> fields, String name, List<String> lines) {
        StringBuilder b = new StringBuilder();
        boolean first = true;
        for (String line : lines.stream().flatMap(l -> pieces(l).stream()).toList()) {
            if (b.length() > 0 && b.length() + line.length() + 1 > FIELD) {
                fields.add(new Embed.Field(first ? name : name + " (more)", b.toString(), false));
                first = false;
                b.setLength(0);
            }
            if (b.length() > 0) b.append('\n');
            b.append(line);
        }
        if (b.length() > 0) fields.add(new Embed.Field(first ? name : name + " (more)", b.toString(), false));
    }

    /** A line in pieces of at most a field's length, broken after "; " where it can be, else after a space. */
    static List<String> pieces(String line) {
        List<String> out = new ArrayList<>();
        String rest = line;
        while (rest.length() > FIELD) {
            int at = rest.lastIndexOf("; ", FIELD - 2);
            int cut = at > 0 ? at + 1 : rest.lastIndexOf(' ', FIELD - 1);
            if (cut <= 0) cut = FIELD;
            out.add(rest.substring(0, cut).strip());
            rest = rest.substring(cut).strip();
        }
        if (!rest.isEmpty()) out.add(rest);
        return out;
    }

    static String dislodged(GameState now) {
        if (now.phase().type() != PhaseType.RETREAT) return "";
        List<String> out = new ArrayList<>();
        for (Dislodgement d : now.dislodged()) {
            out.add(d.unit().power() + ": " + d.unit().shortName() + " (from " + d.attackerFrom().name() + ")");
        }
        return String.join("\n", out);
    }

    static String centres(GameState was, GameState now) {
        List<String> out = new ArrayList<>();
        for (Province p : now.board().provinces()) {
            if (!p.isSupplyCenter()) continue;
            String a = was.ownerOf(p);
            String b = now.ownerOf(p);
            if (!Objects.equals(a, b)) {
                out.add(p.name() + ": " + (b == null ? "neutral" : b) + " (was " + (a == null ? "neutral" : a) + ")");
            }
        }
        return String.join("\n", out);
    }

    /** The new counts of the powers whose centres changed hands. */
    static String counts(GameState was, GameState now) {
        java.util.Set<String> involved = new java.util.TreeSet<>();
        for (Province p : now.board().provinces()) {
            if (!p.isSupplyCenter() || Objects.equals(was.ownerOf(p), now.ownerOf(p))) continue;
            if (was.ownerOf(p) != null) involved.add(was.ownerOf(p));
            if (now.ownerOf(p) != null) involved.add(now.ownerOf(p));
        }
        Map<String, Integer> counts = now.centreCounts();
        List<String> out = new ArrayList<>();
        for (String power : involved) out.add(power + " " + counts.getOrDefault(power, 0));
        return String.join(", ", out);
    }

    private static void add(List<Embed.Field> fields, String name, String value) {
        if (!value.isBlank()) fields.add(new Embed.Field(name, value, false));
    }
}
