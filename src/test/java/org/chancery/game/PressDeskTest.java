package org.chancery.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.store.Database;
import org.chancery.store.NoticeRow;
import org.chancery.store.Phases;
import org.chancery.store.TestStores;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/**
 * The press desk's promises, on H2 and PostgreSQL: a message is stored with its deliveries before the sender hears it
 * was sent, and every limit is refused with its reason, nothing stored: length, rate, phase, an eliminated power,
 * oneself, a gunboat game, private press in a public game.
 */
class PressDeskTest {
    private static GameSettings with(String... kv) {
        GameSettings s = GameSettings.defaults();
        for (int i = 0; i < kv.length; i += 2) s = s.with(kv[i], kv[i + 1]);
        return s;
    }

    @ParameterizedTest
    @EnumSource(TestStores.Kind.class)
    void aMessageIsStoredWithItsDeliveriesBeforeTheSenderHears(TestStores.Kind store) {
        try (Table t = new Table(store, with("press", "relay"))) {
            PressDesk.Sent s = t.service.press().send(t.player("England"), t.game, null, "France, italy", "Hello.");
            assertEquals(List.of("France", "Italy"), s.to());
            List<NoticeRow> out = t.service.pendingNotices(t.game).stream().filter(NoticeRow::press).toList();
            assertEquals(List.of("power:France", "power:Italy"), out.stream().map(NoticeRow::audience).toList());
            assertEquals("From England (game #1, S1901M; to France, Italy): Hello.", out.get(0).text());
            assertEquals(s.id(), out.get(0).pressId());
            t.service.press().send(t.player("Italy"), t.game, null, "all", "To everyone.");
            NoticeRow all = t.service.pendingNotices(t.game).stream().filter(n -> n.audience().equals("public")).reduce((a, b) -> b)
                    .orElseThrow();
            assertEquals("From Italy to all: To everyone.", all.text());
            assertEquals(List.of("S1901M, England to France, Italy: Hello.", "S1901M, Italy to all: To everyone."),
                    lines(t, "France"));
            assertEquals(List.of("S1901M, Italy to all: To everyone."), lines(t, "Germany"));
        }
    }

    private static List<String> lines(Table t, String power) {
        PressDesk.Log log = t.service.press().log(t.player(power), t.game, null);
        return log.messages().stream().map(p -> log.phases().get(p.seq()) + ", " + p.sender() + " to "
                + (p.toAll() ? "all" : String.join(", ", p.recipients())) + ": " + p.text()).toList();
    }

    @Test
    void everyLimitIsRefusedWithItsReasonAndNothingIsStored() {
        try (Table t = new Table(with("press", "relay"))) {
            Actor eng = t.player("England");
            PressDesk press = t.service.press();
            assertEquals("A message to yourself goes nowhere: England is you. Say who else it is for.",
                    refused(() -> press.send(eng, t.game, null, "England", "hi")));
            assertEquals("'Spain' is no power of game #1; say all, or one or more of Austria, England, France, Germany,"
                    + " Italy, Russia, Turkey (e.g. press Austria: hello).", refused(() -> press.send(eng, t.game, null, "France, Spain", "hi")));
            assertEquals("Say something: press France: your message.", refused(() -> press.send(eng, t.game, null, "France", "  ")));
            String header = "From England (game #1, S1901M): ";
            int room = PressDesk.MESSAGE_MAX - header.length();
            press.send(eng, t.game, null, "France", "x".repeat(room));
            assertEquals("Your message is " + String.format("%,d", room + 1) + " characters long; with its header (" + header.length()
                            + " characters) a message takes at most " + String.format("%,d", room) + ". Cut it, or send it in parts.",
                    refused(() -> press.send(eng, t.game, null, "France", "x".repeat(room + 1))));
            // mentions count as neutralised: each @everyone grows by one character
            assertTrue(refused(() -> press.send(eng, t.game, null, "France", "@everyone" + "x".repeat(room - 9)))
                    .startsWith("Your message is " + String.format("%,d", room + 1)));
            // the rate: RATE messages in any RATE_MINUTES minutes
            for (int i = 1; i < PressDesk.RATE; i++) press.send(eng, t.game, null, "Germany", "m" + i);
            String rate = refused(() -> press.send(eng, t.game, null, "Germany", "one more"));
            assertTrue(rate.startsWith("England has sent " + PressDesk.RATE + " messages in the last " + PressDesk.RATE_MINUTES
                    + " minutes, the most a power may; the next may go at "), rate);
            assertTrue(press.send(t.player("France"), t.game, null, "England", "France is not held back").id() > 0);
            t.clock.advance(Duration.ofMinutes(PressDesk.RATE_MINUTES));
            press.send(eng, t.game, null, "Germany", "after the wait");
            assertEquals(PressDesk.RATE + 2, t.service.press().log(eng, t.game, null).messages().size(), "nothing refused was stored");
        }
    }

    @Test
    void anEliminatedPowerNeitherSendsNorReceives() {
        try (Table t = new Table(with("press", "relay"))) {
            GameState s = t.status().state();
            var b = s.toBuilder();
            for (var u : s.unitsOf("Italy")) b.removeUnit(u.province());
            for (var p : s.centresOf("Italy")) b.owner(p, null);
            GameState gone = b.build();
            t.db.inTransaction(c -> {
                Phases.setState(c, t.game, 0, StateJson.write(gone));
                return null;
            });
            assertEquals("Italy is out of the game; it takes no press.",
                    refused(() -> t.service.press().send(t.player("England"), t.game, null, "France, Italy", "hi")));
            assertEquals("Italy is out of the game, so it sends no press.",
                    refused(() -> t.service.press().send(t.player("Italy"), t.game, null, "France", "hi")));
        }
    }

    @Test
    void theGameSettingsLimitPress() {
        try (Table t = new Table(with("press", "none"))) {
            assertEquals("Game #1 is played without press (gunboat): the GM set press none, so no message may be sent, to"
                    + " anyone.", refused(() -> t.service.press().send(t.player("England"), t.game, null, "all", "hi")));
        }
        try (Table t = new Table(with("press", "public"))) {
            assertEquals("Game #1 takes press to everyone only (press public): nothing private. Send it to all, e.g. press"
                    + " all: hi", refused(() -> t.service.press().send(t.player("England"), t.game, null, "France", "hi")));
            t.service.press().send(t.player("England"), t.game, null, "all", "hi");
        }
        try (Table t = new Table(with("press-phases", "movement"))) {
            t.service.press().send(t.player("England"), t.game, null, "France", "in Spring");
            t.order("England", "F lon-nth");
            t.service.force(t.gm, t.game, "S1901M");
            t.order("England", "F nth-nwy");
            t.service.force(t.gm, t.game, "F1901M");
            String code = t.phase();
            assertTrue(code.endsWith("A") || code.endsWith("R"), code);
            String why = refused(() -> t.service.press().send(t.player("England"), t.game, null, "France", "in winter"));
            assertTrue(why.startsWith("Game #1 takes press in movement phases only (press-phases movement); it is now "),
                    why);
        }
    }

    @Test
    void pressIsForThePlayersOfARunningGame() {
        try (Table t = new Table(GameSettings.defaults())) {
            assertEquals("Press is read by its sender and its readers only, and you play no power in game #1. After the game,"
                    + " game reveal press publishes it.", refused(() -> t.service.press().log(t.gm, t.game, null)));
            Actor kit = new Actor("kit", "Kit", false);
            assertEquals("You do not play in game #1; join it first.",
                    refused(() -> t.service.press().send(kit, t.game, null, "France", "hi")));
            assertEquals("Press stays secret between its senders and readers until the game ends; end it first with game end.",
                    refused(() -> t.service.press().reveal(t.gm, t.game)));
            t.service.gm().end(t.gm, t.game, null);
            assertEquals("Game #1 has ended; press is closed.",
                    refused(() -> t.service.press().send(t.player("England"), t.game, null, "France", "hi")));
            assertEquals(0, t.service.press().reveal(t.gm, t.game));
            assertEquals(true, t.service.press().log(kit, t.game, null).published(), "published, anyone reads it");
        }
    }

    @Test
    void anonymityIsSetBeforeTheStart() {
        try (Table t = new Table(GameSettings.defaults())) {
            assertEquals("Whether game #1 is anonymous is set before it starts; after the game ends, game reveal shows who"
                    + " played what.", refused(() -> t.service.configure(t.gm, t.game, "anonymous", "yes")));
            assertFalse(Anonymity.on(t.service.game(t.game)));
        }
    }

    @Test
    void anonymityIsSetBeforeAnyoneJoins() {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-03-01T12:00:00Z"));
            Actor gm = new Actor("gm-1", "Gamemaster", false);
            long id = service.create(gm, "guild-1", "channel-1", "Masks", "classic", GameSettings.defaults());
            service.gm().seatBot(gm, id, "Austria", true);
            service.configure(gm, id, "anonymous", "yes");
            service.configure(gm, id, "anonymous", "no");
            service.join(new Actor("user-alice", "Alice", false), id, "France");
            service.join(new Actor("user-bob", "Bob", false), id, "England");
            assertEquals("Game #1 is made anonymous before anyone joins: England, France have players already, named in the"
                    + " channel when they joined, so hiding them now would hide nothing. Free the seats with /game kick first,"
                    + " or make a new game anonymous right after /game create.",
                    refused(() -> service.configure(gm, id, "anonymous", "yes")));
            assertFalse(Anonymity.on(service.game(id)), "nothing half-applied");
            service.gm().kick(gm, id, "France");
            service.gm().kick(gm, id, "England");
            service.configure(gm, id, "anonymous", "yes");
            assertTrue(Anonymity.on(service.game(id)));
        }
    }

    @Test
    void mentionsAreNeutralised() {
        assertEquals("@\u200beveryone @\u200bHere <\u200b@12> <\u200b@!34> <\u200b@&56> <#78> a@b.c",
                Mentions.neutral("@everyone @Here <@12> <@!34> <@&56> <#78> a@b.c"));
        assertEquals(Mentions.neutral("@everyone <@1>"), Mentions.neutral(Mentions.neutral("@everyone <@1>")));
    }

    private static String refused(Runnable r) {
        return assertThrows(GameException.class, r::run).getMessage();
    }
}
