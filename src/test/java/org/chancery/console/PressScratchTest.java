package org.chancery.console;

import static org.chancery.console.ConsoleScriptTest.play;
import static org.chancery.console.ConsoleScriptTest.text;

import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.junit.jupiter.api.Test;

class PressScratchTest {
    @Test
    void scratch() throws Exception {
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            System.out.println(play(service, text("""
                    game create classic
                    game settings anonymous yes
                    game settings press relay
                    as Anna
                    join England
                    as Ben
                    join France
                    as gm
                    game start
                    as Anna
                    press France: hello @everyone <@123>
                    press France, Italy: two
                    press England: me
                    press Spain: x
                    press all: to all
                    press log
                    as Ben
                    press log
                    press England
                    status
                    as gm
                    game log
                    press log
                    game settings anonymous no
                    game settings press none
                    as Ben
                    press England: hi
                    as gm
                    game end
                    yes
                    game reveal
                    game reveal press
                    as Kit
                    press log
                    quit
                    """)));
        }
    }
}
