package org.chancery.discord.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.chancery.command.Caller;
import org.chancery.command.Commands;
import org.chancery.command.MapImages;
import org.chancery.command.Reply;
import org.chancery.command.Table;
import org.chancery.discord.interaction.Answer;
import org.chancery.discord.interaction.AutocompleteCall;
import org.chancery.discord.interaction.Invoker;
import org.chancery.discord.interaction.Place;
import org.chancery.discord.interaction.SlashCall;
import org.chancery.discord.interaction.SlashCommand;
import org.chancery.discord.interaction.Suggestion;
import org.chancery.discord.message.Embed;
import org.chancery.discord.message.MessageFile;
import org.chancery.discord.message.OutgoingMessage;
import org.chancery.game.GameService;
import org.chancery.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The bridge between Discord calls and the command layer, on a real in-memory store (no JDA objects involved). */
class CommandBridgeTest {
    static final long GUILD = 100, CHANNEL = 200, OTHER_GUILD = 900, OTHER_CHANNEL = 901;
    static final long GM = 1, FRANCE = 2, GERMANY = 3, ADMIN = 4, MOD = 5, STRANGER = 6;

    final Database db = Database.inMemory();
    final GameService service = new GameService(db, Clock.systemUTC());
    final MapImages maps = (v, s, o) -> Optional.of(new byte[] {(byte) 0x89, 'P', 'N', 'G'});
    final AtomicInteger woken = new AtomicInteger();
    final CommandBridge bridge = new CommandBridge(service, new Commands(service, maps), Optional.of("GM"),
            woken::incrementAndGet);
    int ids;

    @AfterEach
    void close() {
        db.close();
    }

    static Invoker user(long id, String name) {
        return new Invoker(id, name, false, Set.of(), Set.of());
    }

    Answer run(Invoker who, Place where, String path, Map<String, String> options) {
        return bridge.onSlash(new SlashCall(++ids, path, options, who, where));
    }

    Answer inChannel(Invoker who, String path, Map<String, String> options) {
        return run(who, new Place(GUILD, CHANNEL), path, options);
    }

    Answer inDm(Invoker who, String path, Map<String, String> options) {
        return run(who, new Place(null, 50 + who.userId()), path, options);
    }

    static String text(Answer r) {
        StringBuilder b = new StringBuilder(r.message().content());
        for (Embed e : r.message().embeds()) {
            b.append(e.title()).append('\n').append(e.description());
            for (Embed.Field f : e.fields()) b.append('\n').append(f.name()).append(' ').append(f.value());
        }
        return b.toString();
    }

    /** A started classic game in the channel with France and Germany seated. */
    void game() {
        inChannel(user(GM, "gwen"), "game create", Map.of("variant", "classic"));
        inChannel(user(FRANCE, "fran"), "join", Map.of("power", "France"));
        inChannel(user(GERMANY, "gert"), "join", Map.of("power", "Germany"));
        inChannel(user(GM, "gwen"), "game start", Map.of());
    }

    @Test
    void managersAndTheGmRoleRunTheChannelsGameButNotAnotherServers() {
        game();
        Invoker admin = new Invoker(ADMIN, "ann", true, Set.of(), Set.of());
        Invoker mod = new Invoker(MOD, "mo", false, Set.of(77L), Set.of("gm"));
        assertTrue(bridge.caller(admin, new Place(GUILD, CHANNEL), null).admin());
        assertTrue(bridge.caller(mod, new Place(GUILD, CHANNEL), "1").admin(), "the GM role, by name, any case");
        assertFalse(bridge.caller(user(FRANCE, "fran"), new Place(GUILD, CHANNEL), null).admin());
        assertFalse(bridge.caller(admin, new Place(OTHER_GUILD, OTHER_CHANNEL), "1").admin(),
                "Manage Server elsewhere gives no power over this game");
        assertFalse(bridge.caller(admin, new Place(OTHER_GUILD, OTHER_CHANNEL), "#1").admin());
        var dm = bridge.caller(admin, new Place(null, 9), null);
        assertTrue(dm.dm());
        assertFalse(dm.admin());
        assertNull(dm.guildId());

        assertTrue(text(inChannel(mod, "game pause", Map.of())).startsWith("Done"));
        Answer refused = run(admin, new Place(OTHER_GUILD, OTHER_CHANNEL), "game resume", Map.of("game", "1"));
        assertTrue(text(refused).contains("There is no game #1 that you can see"), text(refused));
        Answer player = inChannel(user(FRANCE, "fran"), "game resume", Map.of());
        assertTrue(text(player).contains("Only the GM"), text(player));
        assertTrue(player.ephemeral());
    }

    @Test
    void everyAnswerToAPlayerInTheChannelIsEphemeralEvenWhenItIsPublic() {
        Answer created = inChannel(user(GM, "gwen"), "game create", Map.of("variant", "classic"));
        assertFalse(created.ephemeral(), "a new game is news for the channel");
        Answer joined = inChannel(user(FRANCE, "fran"), "join", Map.of());
        assertTrue(joined.ephemeral());
        inChannel(user(GM, "gwen"), "game start", Map.of());
        Answer map = inChannel(user(FRANCE, "fran"), "map", Map.of());
        assertTrue(map.ephemeral(), "/map is public in the command layer, but answered ephemerally here");
        assertEquals("game-1-S1901M.png", map.message().attachments().get(0).name());
        Answer again = inChannel(user(GM, "gwen"), "game create", Map.of("variant", "classic"));
        assertTrue(again.ephemeral(), "a refusal is the caller's business");
        assertTrue(woken.get() >= 5, "the poster is woken after every command");
    }

    @Test
    void ordersAreSeenByTheirOwnerAlone() {
        game();
        Answer given = inChannel(user(FRANCE, "fran"), "order", Map.of("orders", "A par-bur; F bre-mao"));
        assertTrue(given.ephemeral());
        assertTrue(text(given).contains("accepted: F bre-mao"), text(given));
        Answer mine = inChannel(user(FRANCE, "fran"), "orders", Map.of());
        assertTrue(mine.ephemeral());
        assertTrue(text(mine).contains("A par-bur"));
        for (Answer other : List.of(inChannel(user(GERMANY, "gert"), "orders", Map.of()),
                inDm(user(GERMANY, "gert"), "orders", Map.of()),
                inChannel(user(GERMANY, "gert"), "status", Map.of()),
                inChannel(user(GERMANY, "gert"), "history", Map.of()),
                inChannel(user(GM, "gwen"), "game export", Map.of()))) {
            assertFalse(text(other).contains("bre-mao") || text(other).contains("par-bur"), text(other));
            for (MessageFile a : other.message().attachments()) assertFalse(new String(a.data()).contains("bre-mao"));
        }
        Answer status = inChannel(user(GERMANY, "gert"), "status", Map.of());
        assertTrue(text(status).contains("Orders in: 1 of 7"), text(status));
        Answer vote = inChannel(user(FRANCE, "fran"), "vote", Map.of("proposal", "draw", "vote", "yes"));
        assertTrue(vote.ephemeral());
        assertFalse(text(inChannel(user(GERMANY, "gert"), "vote", Map.of("proposal", "draw"))).contains("yes"));
    }

    @Test
    void allocationsAreTheCallersOwn() {
        game();
        Answer mine = inChannel(user(FRANCE, "fran"), "allocations", Map.of());
        assertTrue(mine.ephemeral());
        assertFalse(text(mine).contains("Germany"), text(mine));
        Answer theirs = inChannel(user(GERMANY, "gert"), "allocations", Map.of("power", "France"));
        assertTrue(text(theirs).contains("You do not play France"), text(theirs));
    }

    @Test
    void answersInADmStayInTheDmAndAUserInTwoGamesPicksOne() {
        game();
        inDm(user(FRANCE, "fran"), "order", Map.of("orders", "A par-bur"));
        run(user(GM, "gwen"), new Place(GUILD, 201), "game create", Map.of("variant", "classic", "name", "Second"));
        run(user(FRANCE, "fran"), new Place(GUILD, 201), "join", Map.of("power", "Italy"));
        Answer which = inDm(user(FRANCE, "fran"), "orders", Map.of());
        assertFalse(which.ephemeral(), "a DM is private already and keeps the answer");
        assertTrue(text(which).contains("several games"), text(which));
        var games = bridge.onAutocomplete(new AutocompleteCall("orders", "game", "sec", Map.of("game", "sec"),
                user(FRANCE, "fran"), new Place(null, 52)));
        assertEquals(List.of(new Suggestion("#2 Second", "2")), games);
        Answer first = inDm(user(FRANCE, "fran"), "orders", Map.of("game", "1"));
        assertTrue(text(first).contains("A par-bur"), text(first));
    }

    @Test
    void autocompleteOffersUnitsThenLegalOrdersFromTheEngine() {
        game();
        var start = bridge.onAutocomplete(new AutocompleteCall("order", "orders", "", Map.of(), user(FRANCE, "fran"),
                new Place(GUILD, CHANNEL)));
        assertTrue(start.stream().allMatch(c -> c.value().startsWith("A par") || c.value().startsWith("A mar")
                || c.value().startsWith("F bre")), start.toString());
        var more = bridge.onAutocomplete(new AutocompleteCall("order", "orders", "A par-bur; F bre-", Map.of(),
                user(FRANCE, "fran"), new Place(GUILD, CHANNEL)));
        assertTrue(more.contains(new Suggestion("F bre-mao", "A par-bur; F bre-mao")), more.toString());
        var stranger = bridge.onAutocomplete(new AutocompleteCall("order", "orders", "", Map.of(), user(STRANGER, "s"),
                new Place(GUILD, CHANNEL)));
        assertEquals(List.of(), stranger);
    }

    @Test
    void aWholeTurnByPlainDirectMessage() {
        game();
        var caller = new Caller(String.valueOf(GERMANY), "gert", null, null, true, false);
        var commands = bridge.commands();
        String answer = text(new Answer(DirectText.answer(commands, caller, "order #1\nA mun-ruh\nF kie-den\nA ber - Kiel")
                .orElseThrow(), false));
        assertTrue(answer.contains("accepted: A mun-ruh") && answer.contains("accepted: A ber-kie"), answer);
        String late = text(new Answer(DirectText.answer(commands, caller, "order\nA mun-bur game=1").orElseThrow(), false));
        assertTrue(late.contains("accepted: A mun-bur"), "game=1 after the orders picks the game: " + late);
        String guide = DirectText.answer(commands, caller, "hello?").orElseThrow().content();
        assertTrue(guide.contains("order\nF kie-") || guide.contains("order\nA ber-") || guide.contains("order\nA mun-"),
                "the guide's examples are Germany's own units: " + guide);
        assertEquals(guide, DirectText.answer(commands, caller, "game adjudicate").orElseThrow().content(),
                "no GM commands by DM");
        var stranger = new org.chancery.command.Caller("99", "nobody", null, null, true, false);
        assertEquals(DirectText.GUIDE, DirectText.answer(commands, stranger, "hello?").orElseThrow().content());
        assertTrue(DirectText.GUIDE.contains("A <province> - <province>"), "no variant's places without a game");
        assertTrue(DirectText.answer(commands, caller, "status now please").orElseThrow().content().contains("/status"));
    }

    @Test
    void slowCallsAreTheOnesThatRenderOrAdjudicate() {
        for (String path : List.of("map", "game adjudicate", "ready", "history", "game export")) {
            assertTrue(bridge.slow(new SlashCall(1, path, Map.of(), user(GM, "g"), new Place(GUILD, CHANNEL))), path);
        }
        assertFalse(bridge.slow(new SlashCall(1, "order", Map.of(), user(GM, "g"), new Place(GUILD, CHANNEL))));
    }

    @Test
    void gmCommandsInAnAnswerAreNamedAsTypedOnDiscord() {
        var all = bridge.commands().all();
        assertEquals("name the phase: /game phase adjudicate phase: S1901M.",
                SlashCommands.discordWords("name the phase: /game adjudicate S1901M.", all));
        assertEquals("correct them with /game rules edit, or go back with /game phase rollback, then (or /game phase resume).",
                SlashCommands.discordWords("correct them with /game edit, or go back with /game rollback, then (or /game resume).", all));
        assertEquals("a game create in plain words stays", SlashCommands.discordWords("a game create in plain words stays", all));
        assertEquals("/game nosuch stays", SlashCommands.discordWords("/game nosuch stays", all));
    }

    @Test
    void theCommandLayerBecomesSlashCommandsDiscordAccepts() {
        List<SlashCommand> specs = SlashCommands.of(bridge.commands().all());
        SlashCommand game = specs.stream().filter(s -> s.name().equals("game")).findFirst().orElseThrow();
        assertTrue(game.guildOnly());
        SlashCommand phase = game.subcommands().stream().filter(s -> s.name().equals("phase")).findFirst().orElseThrow();
        assertTrue(phase.subcommands().stream().anyMatch(s -> s.name().equals("adjudicate")), "grouped: /game phase adjudicate");
        assertTrue(game.subcommands().size() <= 15, "/game keeps slots free: " + game.subcommands().size());
        assertEquals("game adjudicate", SlashCommands.commandPath("game phase adjudicate"), "the table's spelling");
        assertEquals("game phase adjudicate", SlashCommands.discordPath("game adjudicate"));
        for (SlashCommand s : specs) {
            assertFalse(s.name().contains(" "));
            for (SlashCommand c : s.subcommands().isEmpty() ? List.of(s) : s.subcommands()) {
                assertTrue(c.description().length() <= 100, c.name());
                boolean optional = false;
                for (SlashCommand.Option o : c.options()) {
                    assertFalse(o.required() && optional, c.name() + ": required options come first");
                    optional |= !o.required();
                    assertFalse(o.autocomplete() && !o.choices().isEmpty(), o.name());
                    assertTrue(o.description().length() <= 100, o.name());
                }
            }
        }
        SlashCommand map = specs.stream().filter(s -> s.name().equals("map")).findFirst().orElseThrow();
        assertEquals(List.of("png", "svg"), map.options().stream().filter(o -> o.name().equals("format")).findFirst()
                .orElseThrow().choices());
        SlashCommand order = specs.stream().filter(s -> s.name().equals("order")).findFirst().orElseThrow();
        assertTrue(order.options().get(0).autocomplete());
        assertEquals(SlashCommand.Kind.TEXT, order.options().stream().filter(o -> o.name().equals("game")).findFirst()
                .orElseThrow().kind(), "game numbers go as text, so autocomplete can offer them");
    }

    @Test
    void tablesBecomeMonospaceFieldsWithinDiscordsLimits() {
        List<List<String>> rows = new java.util.ArrayList<>();
        for (int i = 0; i < 80; i++) rows.add(List.of("Power " + i, "player " + i, String.valueOf(i)));
        var reply = Reply.privately("Seats at {t:1700000000}")
                .with(new Table("Seats", List.of("Power", "Player", "Centres"), rows));
        OutgoingMessage m = Replies.message(reply);
        Embed e = m.embeds().get(0);
        assertEquals("Seats at <t:1700000000:F> (<t:1700000000:R>)", e.description());
        assertTrue(e.fields().size() > 1);
        assertEquals("Seats", e.fields().get(0).name());
        for (Embed.Field f : e.fields()) {
            assertTrue(f.value().length() <= 1024, f.value().length() + "");
            assertTrue(f.value().startsWith("```\n") && f.value().endsWith("```"));
        }
        assertEquals(Embed.ERROR_COLOUR, Replies.message(Reply.error("no").titled("x"))
                .embeds().get(0).color());
        assertEquals("no", Replies.message(Reply.error("no")).content());
    }

    @Test
    void everyReplyFitsAnEmbedWithoutWrapping() {
        game();
        inChannel(user(FRANCE, "fran"), "order", Map.of("orders", "A par-bur; F bre-mao"));
        inChannel(user(GM, "gwen"), "game adjudicate", Map.of("phase", "S1901M"));
        List<Answer> answers = List.of(inChannel(user(FRANCE, "fran"), "help", Map.of()),
                inChannel(user(FRANCE, "fran"), "status", Map.of()),
                inChannel(user(FRANCE, "fran"), "games", Map.of()),
                inChannel(user(FRANCE, "fran"), "history", Map.of("phase", "S1901M")),
                inChannel(user(FRANCE, "fran"), "moves", Map.of("province", "bur")),
                inChannel(user(GM, "gwen"), "game log", Map.of()),
                inChannel(user(GM, "gwen"), "game settings", Map.of()));
        for (Answer a : answers) {
            OutgoingMessage m = a.message();
            assertTrue(m.content().length() <= 2000);
            assertTrue(m.embeds().size() <= 10, text(a));
            for (Embed e : m.embeds()) {
                assertTrue(e.fields().size() <= 25, text(a));
                for (Embed.Field f : e.fields()) {
                    assertTrue(f.value().length() <= 1024 && f.name().length() <= 256, f.toString());
                    if (!f.value().startsWith("```")) continue;
                    for (String line : f.value().split("\n")) {
                        assertTrue(line.length() <= 40, "a monospace line wraps: '" + line + "' in " + text(a));
                    }
                }
            }
        }
        Answer help = answers.get(0);
        assertTrue(text(help).contains("order <orders>"), text(help));
        assertTrue(help.message().embeds().stream().mapToInt(e -> e.fields().size()).sum() > 25,
                "every command in help, over more than one embed");
    }
}
