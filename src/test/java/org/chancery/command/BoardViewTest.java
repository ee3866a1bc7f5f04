package org.chancery.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chancery.engine.GameState;
import org.chancery.game.GameService;
import org.chancery.game.StateJson;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.store.Phases;
import org.chancery.variant.heirs.Heir;
import org.chancery.variant.heirs.Heirs;
import org.chancery.variant.iceandfire.IafState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** status and board say in words what only the map shows: victory progress and each variant's own pieces. */
class BoardViewTest {
    private Database db;
    private GameService service;
    private Commands commands;
    private final Caller gm = new Caller("u-gm", "Gina", "g1", "c1", false, false);
    private final Caller player = new Caller("u-pl", "Pat", "g1", "c1", false, false);

    private void game(String variant) {
        db = Database.inMemory();
        service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
        commands = new Commands(service, (v, s, o) -> Optional.empty());
        commands.run("game create", gm, Map.of("variant", variant));
        commands.run("join", player, Map.of());
        commands.run("game start", gm, Map.of());
    }

    @AfterEach
    void close() { if (db != null) db.close(); }

    private void setState(GameState s) {
        db.inTransaction(c -> {
            Phases.setState(c, 1, 0, StateJson.write(s));
            return null;
        });
    }

    private GameState state() { return service.views().status(1).state(); }

    @Test
    void orderOfTheDragonsBoardCountsThrallsAndVassalsAndShowsHeirsAndPoints() {
        game("order-of-the-dragon");
        String status = commands.run("status", player, Map.of()).plain();
        assertTrue(status.contains("Victory at 18 centres, thralls and vassals counted (§3.1), and strictly the most: "
                + "Castile 3 of 18, England 3 of 18 and Golden Horde 3 of 18 (ties by name: 3 more have 3)."), status);
        assertTrue(status.contains("Cycle 1 of 10: after the Autumn Census of 1450 the survivors draw."), status);
        Reply board = commands.run("board", player, Map.of());
        assertFalse(board.error(), board.plain());
        String b = board.plain();
        assertTrue(b.contains("Centres for victory (§3.1)"), b);
        assertTrue(row(b, "Hungary", "2", "1", "0", "3 of 18"), b);
        assertTrue(row(b, "Naples", "Rome", "Rome (thrall)"), "Naples's heir married Rome: " + b);
        assertTrue(row(b, "Ottomans", "Amasya", "unmarried"), b);
        assertTrue(row(b, "Brandenburg", "Brandenburg", "Hungary", "A bra"), "a thrall and its controller: " + b);
        assertTrue(row(b, "Burgundy", "2", "capital, heir at home"), "the DP each power has: " + b);
        assertEquals(List.of("Game #1: Order of the Dragon, the board"), List.of(board.title()));
    }

    @Test
    void aVassalIsShownWithItsTwoControllers() {
        game("order-of-the-dragon");
        GameState s = state();
        var d = org.chancery.variant.dragon.DragonState.read(s)
                .withNeutral("Tunis", null).withVassal("vNC", new org.chancery.variant.dragon.DragonState.Vassal("tun", "Naples", "Castile"));
        var board = s.board();
        Heirs h = Heirs.read(s).with(new Heir("Castile 2", "Castile", "tun", "Naples 2")).with(new Heir("Naples 2", "Naples", "tun", "Castile 2"));
        setState(d.write(h.write(s.toBuilder().owner(board.find("tun").orElseThrow(), "vNC").stationary("Tunis", false))).build());
        String b = commands.run("board", player, Map.of()).plain();
        assertTrue(row(b, "vNC", "Tunis", "Naples", "Castile", "1"), b);
        assertTrue(row(b, "Naples", "2", "1", "1", "4 of 18"), "Naples counts Rome and vNC: " + b);
        assertTrue(row(b, "Castile", "2", "1", "1", "4 of 18"), "so does Castile: " + b);
        assertTrue(row(b, "Castile", "Tunis", "the Naples heir (vassal vNC)"), b);
    }

    @Test
    void iceAndFiresBoardShowsHostagesExecutionsRemovedHousesAndTheWildlings() {
        game("ice-and-fire");
        GameState s = state();
        IafState st = IafState.read(s).withRemoved("Stark")
                .withExecution(new IafState.Execution("Lannister", "Stark", "Stark", "S299M"));
        Heirs h = new Heirs(List.of(new Heir("Targaryen 1", "Targaryen", "sen", null), new Heir("Targaryen 2", "Targaryen", "drs", null),
                new Heir("Baratheon", "Baratheon", "sen", null)), Map.of());
        setState(st.write(h.write(s.toBuilder().owner(s.board().find("drs").orElseThrow(), "Baratheon").stationary("Stark", true))).build());
        String status = commands.run("status", player, Map.of()).plain();
        assertTrue(status.contains("Stark (removed)"), "status marks removed Houses: " + status);
        assertTrue(status.contains("Victory at 18 centres after an Autumn retreat: Baratheon 4 of 18"), status);
        assertTrue(status.contains("No draw yet: a draw needs 5 game years to have passed: not before Spring 303 AC."), status);
        String b = commands.run("board", player, Map.of()).plain();
        assertTrue(row(b, "Heir Targaryen 1", "Storm's End", "unmarried", "hostage of Baratheon"), b);
        assertTrue(row(b, "Heir Targaryen 2", "Dragonstone", "unmarried", "hostage of Baratheon"), b);
        assertTrue(row(b, "Lannister", "Heir Stark", "S299M", "Stark's units may never support Lannister's"), b);
        assertTrue(b.contains("Removed from the game: Stark."), b);
        assertTrue(b.contains("The wildling army holds Beyond the Wall."), b);
    }

    @Test
    void aWinterWherePowersOnlyMayActSaysSo() {
        game("order-of-the-dragon");
        var gmActor = new org.chancery.game.Actor("u-gm", "Gina", false);
        service.force(gmActor, 1, "S1405M");
        service.force(gmActor, 1, "A1405M");
        String status = commands.run("status", player, Map.of()).plain();
        assertTrue(status.contains("No power owes orders; 6 powers may act but need not."), status);
        assertFalse(status.contains("Orders in: 0 of 6"), status);
        String moves = commands.run("moves", player, Map.of("province", "dij")).plain();
        assertEquals("Burgundy A dij has no orders to take in the Winter 1405 Adjustments.", moves);
    }

    /** Whether a table row holds these cells in order, with only spaces between them. */
    private static boolean row(String text, String... cells) {
        StringBuilder re = new StringBuilder("(?m)^\\s+");
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) re.append("\\s+");
            re.append(java.util.regex.Pattern.quote(cells[i]));
        }
        return java.util.regex.Pattern.compile(re.append("\\s*$").toString()).matcher(text).find();
    }

    /** Ties in the status line are broken by a rule the player can see: most centres first, then by name. */
    @Test
    void classicStatusSaysHowTiesAreBroken() {
        game("classic");
        String status = commands.run("status", player, Map.of()).plain();
        assertTrue(status.contains("Victory at 18 supply centres: Russia 4 of 18, Austria 3 of 18 and England 3 of 18"
                + " (ties by name: 4 more have 3)."), status);
    }
}
