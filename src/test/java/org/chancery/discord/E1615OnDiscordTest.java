package org.chancery.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeInteraction;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.fake.Posted;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Europe 1615 on the real JDA client against the fake: influence by DM, seen by nobody else, and the Ottoman
 * suggestions never revealed; the results publish statuses, who deployed where and the Ottoman outcome only.
 * The sanctions: each list reaches its player alone by DM, /sanctions shows a player only their own, and the
 * Late Winter submissions stay secret until the build results publish them with what came into effect.
 */
class E1615OnDiscordTest {
    private static final Duration WAIT = ChanceryOnDiscordTest.WAIT;
    private BotFixture bot;
    private FakeDiscord fake;
    private FakeChannel channel;
    private FakeUser gm, france, spain, england;

    @BeforeEach
    void start() throws Exception {
        bot = new BotFixture("Thirty Years", "europe", "gm", "france-player", "spain-player", "england-player");
        fake = bot.fake;
        channel = bot.channel;
        gm = bot.users.get(0);
        france = bot.users.get(1);
        spain = bot.users.get(2);
        england = bot.users.get(3);
    }

    @AfterEach
    void stop() throws Exception {
        if (bot != null) bot.close();
    }

    /** A game without sanctions, France, Spain and England joined, started. */
    private void startWithoutSanctions(String name) {
        answer(fake.slash(gm, channel, "game create", Map.of("variant", "europe-1615", "name", name)));
        answer(fake.slash(gm, channel, "game rules rule", Map.of("action", "sanctions", "value", "off")));
        for (var p : Map.of(france, "France", spain, "Spain", england, "England").entrySet()) {
            answer(fake.slash(p.getKey(), channel, "join", Map.of("power", p.getValue())));
        }
        assertTrue(text(answer(fake.slash(gm, channel, "game start", Map.of()))).contains("started"));
    }

    @Test
    void infsByDmStaySecretAndTheOttomanOrdersAreNeverRevealed() {
        startWithoutSanctions("Europe");

        fake.directMessage(france, "allocate\n9: WUR\n3: RHI\n1: LOWR\n4: LOR\n4: SAV\nSAV HOLD\nLOR S PAR-CHA");
        Posted stored = awaitDm(france, "Stored for S1615M");
        assertTrue(text(stored.message()).contains("9: WUR; 3: RHI; 1: LOWR; 4: LOR; 4: SAV; A sav H; A lor S A par-cha"),
                text(stored.message()));
        answer(fake.slashInDm(france, "order", Map.of("orders", "A par - cha; A norm S A par - cha")));
        InteractionResponse spanish = answer(fake.slashInDm(spain, "allocate", Map.of("allocations", "6: LOR; A ser - bos; LOR - CHA")));
        assertTrue(text(spanish).contains("This year Spain has 23 INFs"), text(spanish));
        InteractionResponse english = answer(fake.slashInDm(england, "allocate", Map.of("allocations", "5: SAX; A ser H")));
        assertTrue(text(english).contains("Stored for S1615M: 5: SAX; A ser H"), text(english));
        InteractionResponse over = answer(fake.slashInDm(england, "allocate", Map.of("allocations", "18: SAX")));
        assertTrue(text(over).contains("Nothing was stored") && text(over).contains("spend 18 INF but you have 17"), text(over));

        InteractionResponse peek = answer(fake.slash(england, channel, "allocations", Map.of()));
        assertTrue(peek.ephemeral());
        assertTrue(text(peek).contains("5: SAX"), "England's own set is still the first one: " + text(peek));
        assertFalse(text(peek).contains("WUR") || text(peek).contains("bos"), text(peek));

        answer(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", "S1615M")));
        Posted results = fake.await(() -> fake.channelMessages(channel.id()).stream()
                .filter(m -> text(m.message()).contains("Spring 1615 Movement results")).findFirst().orElse(null), WAIT);
        assertNotNull(results, "no results posted: " + fake.channelMessages(channel.id()));
        String published = text(results.message());
        assertTrue(published.contains("A ser-bos"), "the Ottoman outcome is public: " + published);
        assertTrue(published.contains("LOR: France, Spain"), "who deployed where is public: " + published);
        assertTrue(published.contains("LOR aligned with Spain"), published);
        assertTrue(published.contains("A lor (Lorraine): Spain's order followed"), published);
        for (String secret : List.of("9: WUR", "6: LOR", "5: SAX", "A ser H", "A ser - bos", "allocat")) {
            assertFalse(published.contains(secret), "'" + secret + "' leaked into the results: " + published);
        }
        for (FakeUser other : List.of(spain, england)) {
            for (Posted p : fake.channelMessages(fake.dmChannel(other).id())) {
                assertFalse(text(p.message()).contains("WUR"), "France's INFs reached " + other.name() + ": " + p.message());
            }
        }
        for (Posted p : fake.channelMessages(fake.dmChannel(france).id())) {
            assertFalse(text(p.message()).contains("ser"), "the Ottoman suggestions reached France: " + p.message());
        }
        assertEquals(1, fake.channelMessages(channel.id()).stream()
                .filter(m -> text(m.message()).contains("Spring 1615 Movement results")).count());
    }

    /** Every state aligned and ordered: the results post still fits Discord's limits and cuts no public line. */
    @Test
    void aBusyPhaseIsPostedWholeWithinDiscordsLimits() {
        startWithoutSanctions("Busy");
        Map<FakeUser, String> sets = Map.of(
                france, "1: WES; 1: LOWR; 1: MEC; 1: BRA; 1: PRU; 1: SAX; 1: HES; 1: RHI; 1: LOR; 1: WUR; 1: BAV; 1: FRA;"
                        + " WES HOLD; BRU HOLD; MEC HOLD; BRA HOLD; PRU HOLD; SAX HOLD; HES HOLD; RHI HOLD; LOR HOLD;"
                        + " WUR HOLD; BAV HOLD",
                spain, "1: SWI; 1: SAV; 1: PIA; 1: VEN; 1: TUS; 1: PAPL; 1: CAT; 1: SUL;"
                        + " SAV HOLD; PIA HOLD; VEN HOLD; TUS HOLD; ROM HOLD; CAT HOLD",
                england, "1: SCOT; 1: IRE; 1: DUT; 1: TRA; 1: MOL; 1: SWE; 1: POLN;"
                        + " SCOT HOLD; IRE HOLD; DUT HOLD; TRA HOLD; MOL HOLD; STO HOLD; LIV HOLD; WAR HOLD; VIL HOLD");
        sets.forEach((user, set) -> {
            String stored = text(answer(fake.slashInDm(user, "allocate", Map.of("allocations", set))));
            assertTrue(stored.contains("Stored for S1615M"), stored);
        });
        answer(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", "S1615M")));
        Posted results = fake.await(() -> fake.channelMessages(channel.id()).stream()
                .filter(m -> text(m.message()).contains("Spring 1615 Movement results")).findFirst().orElse(null), WAIT);
        assertNotNull(results, "the results post was refused: " + fake.channelMessages(channel.id()));
        String published = text(results.message());
        assertFalse(published.contains("\u2026"), "a public line was cut: " + published);
        for (String line : List.of("SUL aligned with Spain", "POLN aligned with England (protestant marker)",
                "A vil (Poland): England's order followed", "A bav (Bavaria): France's order followed")) {
            assertTrue(published.contains(line), line + " is missing: " + published);
        }
    }

    @Test
    void listsAndSubmissionsStaySecretUntilTheBuildResults() {
        answer(fake.slash(gm, channel, "game create", Map.of("variant", "europe-1615", "name", "Sanctions")));
        answer(fake.slash(gm, channel, "game rules rule", Map.of("action", "deal-seed", "value", "1615")));
        answer(fake.slash(gm, channel, "game settings", Map.of("key", "nmr", "value", "0")));
        for (var p : Map.of(france, "France", spain, "Spain", england, "England").entrySet()) {
            answer(fake.slash(p.getKey(), channel, "join", Map.of("power", p.getValue())));
        }
        answer(fake.slash(gm, channel, "game start", Map.of()));
        Posted dealt = awaitDm(spain, "Your secret list of sanctions");
        assertTrue(text(dealt.message()).contains("Forced march, Bethlen's intervention, Bribe a unit to hold"), text(dealt.message()));
        awaitDm(england, "Your secret list of sanctions");
        assertNoneSees(List.of(france, england), "Bribe a unit to hold");

        InteractionResponse mine = answer(fake.slash(england, channel, "sanctions", Map.of()));
        assertTrue(mine.ephemeral());
        assertTrue(text(mine).contains("Stronghold II [27]"), text(mine));
        assertFalse(text(mine).contains("Bribe") || text(mine).contains("Cancellation option"), "only England's own list: " + text(mine));
        InteractionResponse peek = answer(fake.slash(england, channel, "sanctions", Map.of("power", "Spain")));
        assertTrue(text(peek).contains("You do not play Spain"), text(peek));

        for (String phase : List.of("S1615M", "Su1615M", "F1615M")) {
            answer(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", phase)));
        }
        awaitDm(spain, "Submit one sanction from your secret list for 1616");
        fake.directMessage(france, "allocate\nIrish Catholic rebellion");
        awaitDm(france, "Stored for LW1615A: Irish Catholic rebellion");
        InteractionResponse spanish = answer(fake.slashInDm(spain, "allocate", Map.of("allocations", "Forced march")));
        assertTrue(text(spanish).contains("Stored for LW1615A: Forced march"), text(spanish));
        InteractionResponse wrong = answer(fake.slashInDm(england, "allocate", Map.of("allocations", "Bribe a unit to hold")));
        assertTrue(text(wrong).contains("not on your list"), text(wrong));
        fake.directMessage(england, "allocate\nRelieve attrition");
        awaitDm(england, "Stored for LW1615A: Relieve attrition");

        for (String secret : List.of("Irish Catholic", "Forced march", "Relieve attrition")) {
            assertFalse(fake.channelMessages(channel.id()).stream().anyMatch(m -> text(m.message()).contains(secret)),
                    secret + " reached the channel before the build results");
        }
        assertNoneSees(List.of(spain, england), "Irish Catholic");
        assertNoneSees(List.of(france, england), "Stored for LW1615A: Forced march");

        answer(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", "LW1615A")));
        Posted results = fake.await(() -> fake.channelMessages(channel.id()).stream()
                .filter(m -> text(m.message()).contains("Late Winter 1615 Adjustments results")).findFirst().orElse(null), WAIT);
        assertNotNull(results, "no build results: " + fake.channelMessages(channel.id()));
        String published = text(results.message());
        assertTrue(published.contains("Sanctions submitted for 1616: England: Relieve attrition; Denmark: none; Spain: Forced march;"
                + " France: Irish Catholic rebellion; Austria: none."), published);
        assertTrue(published.contains("In effect from 1616: Forced march (Spain)."), published);
        for (String listed : List.of("Bribe a unit", "Stronghold II", "Embargo on Denmark", "Cancellation option", "Satellite")) {
            assertFalse(fake.channelMessages(channel.id()).stream().anyMatch(m -> text(m.message()).contains(listed)),
                    "'" + listed + "', on a list but never submitted, reached the channel");
        }
        awaitDm(spain, "Forced march is in effect and yours to use once");
        assertNoneSees(List.of(france, england), "yours to use once");
    }

    /**
     * A phase of DMs (INFs allocated by DM, press between the players delivered by DM): the bot opens its
     * DM channel with each player once and posts every later DM into it (issue 32 §6: it used to open the channel
     * again for every DM, two requests each against Discord's global limit).
     */
    @Test
    void eachPlayersDmChannelIsOpenedOnceForAPhaseOfDms() {
        startWithoutSanctions("Letters");
        fake.directMessage(france, "allocate\n9: WUR\n3: RHI\n1: LOWR\n4: LOR\n4: SAV\nSAV HOLD\nLOR S PAR-CHA");
        awaitDm(france, "Stored for S1615M");
        answer(fake.slashInDm(spain, "allocate", Map.of("allocations", "6: LOR; A ser - bos; LOR - CHA")));
        String[][] letters = {{"england", "Spain", "One."}, {"france", "Spain", "Two."}, {"england", "Spain", "Three."},
                {"spain", "France", "Four."}, {"spain", "England", "Five."}, {"france", "England", "Six."},
                {"england", "France", "Seven."}};
        Map<String, FakeUser> by = Map.of("england", england, "france", france, "spain", spain);
        Map<String, FakeUser> to = Map.of("Spain", spain, "France", france, "England", england);
        for (String[] l : letters) {
            answer(fake.slash(by.get(l[0]), channel, "press", Map.of("to", l[1], "text", l[2])));
            awaitDm(to.get(l[1]), l[2]);
        }
        for (FakeUser u : List.of(france, spain, england)) {
            long dms = fake.channelMessages(fake.dmChannel(u).id()).stream()
                    .filter(m -> text(m.message()).contains("From ")).count();
            assertTrue(dms >= 2, u.name() + " got " + dms + " letters by DM");
            assertEquals(1, fake.dmOpens(u), u.name() + "'s DM channel was opened for each of " + dms + " DMs");
        }
        long opens = fake.requests().stream().filter(r -> r.startsWith("POST /users/@me/channels")).count();
        assertTrue(opens <= 4, "one open for each player and the GM at most: " + opens);
    }

    /**
     * Issue 37 §5 on Discord: France's army in Champagne is dislodged while Lorraine is neutral (France and Spain tie
     * there). /order A cha - lor is refused with its reason and the retreats there are, nothing is stored, and the
     * retreat the rules allow is taken and played.
     */
    @Test
    void aRetreatIntoANeutralStateIsRefusedWhenGiven() {
        startWithoutSanctions("Retreat");
        for (String[] edit : new String[][] {{"remove-unit", "lor"}, {"remove-unit", "sav"}, {"add-unit", "sav", "Spain", "A"},
                {"add-unit", "cha", "France", "A"}}) {
            Map<String, Object> options = edit.length == 2 ? Map.of("action", edit[0], "province", edit[1])
                    : Map.of("action", edit[0], "province", edit[1], "power", edit[2], "kind", edit[3]);
            assertTrue(text(answer(fake.slash(gm, channel, "game rules edit", options))).contains("Done: edited"));
        }
        answer(fake.slashInDm(spain, "order", Map.of("orders", "A fla - cha; A sav S A fla - cha")));
        answer(fake.slashInDm(spain, "allocate", Map.of("allocations", "4: LOR")));
        answer(fake.slashInDm(france, "allocate", Map.of("allocations", "4: LOR")));
        answer(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", "S1615M")));
        Posted results = fake.await(() -> fake.channelMessages(channel.id()).stream()
                .filter(m -> text(m.message()).contains("Spring 1615 Movement results")).findFirst().orElse(null), WAIT);
        assertNotNull(results, "no results posted: " + fake.channelMessages(channel.id()));
        assertTrue(text(results.message()).contains("LOR neutral"), text(results.message()));

        String moves = text(answer(fake.slash(france, channel, "moves", Map.of("province", "cha"))));
        assertTrue(moves.contains("A cha R swi") && moves.contains("A cha D") && !moves.contains("A cha R lor"), moves);
        InteractionResponse refused = answer(fake.slash(france, channel, "order", Map.of("orders", "A cha - lor")));
        assertTrue(refused.ephemeral());
        assertTrue(text(refused).contains("rejected: A cha - lor - Lorraine lies in a neutral state; A cha may give A cha R swi"
                + " or A cha D"), text(refused));
        assertFalse(text(refused).contains("accepted"), text(refused));
        String none = text(answer(fake.slash(france, channel, "orders", Map.of())));
        assertTrue(none.contains("no orders for S1615R"), "nothing was stored: " + none);

        String taken = text(answer(fake.slash(france, channel, "order", Map.of("orders", "A cha - swi"))));
        assertTrue(taken.contains("accepted: A cha R swi") && taken.contains("Your orders for S1615R: A cha R swi"), taken);
        answer(fake.slash(gm, channel, "game phase adjudicate", Map.of("phase", "S1615R")));
        Posted retreats = fake.await(() -> fake.channelMessages(channel.id()).stream()
                .filter(m -> text(m.message()).contains("Spring 1615 Retreats results")).findFirst().orElse(null), WAIT);
        assertNotNull(retreats, "no retreat results posted: " + fake.channelMessages(channel.id()));
        assertTrue(text(retreats.message()).contains("A cha R swi"), text(retreats.message()));
        assertFalse(text(retreats.message()).contains("void"), text(retreats.message()));
    }

    private void assertNoneSees(List<FakeUser> users, String part) {
        for (FakeUser u : users) {
            for (Posted p : fake.channelMessages(fake.dmChannel(u).id())) {
                assertFalse(text(p.message()).contains(part), "'" + part + "' reached " + u.name() + ": " + text(p.message()));
            }
        }
    }

    private Posted awaitDm(FakeUser user, String part) { return ChanceryOnDiscordTest.awaitDm(fake, user, part); }

    private InteractionResponse answer(FakeInteraction ix) { return ChanceryOnDiscordTest.answer(fake, ix); }

    private static String text(InteractionResponse r) { return ChanceryOnDiscordTest.text(r); }

    private static String text(com.fasterxml.jackson.databind.JsonNode m) { return ChanceryOnDiscordTest.text(m); }
}
