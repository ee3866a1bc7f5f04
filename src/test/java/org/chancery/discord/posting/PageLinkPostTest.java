package org.chancery.discord.posting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.chancery.command.FeedLinks;
import org.chancery.command.MapImages;
import org.chancery.discord.message.Button;
import org.chancery.discord.message.OutgoingMessage;
import org.chancery.game.Actor;
import org.chancery.game.GameService;
import org.chancery.game.GameSettings;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.store.NoticeRow;
import org.junit.jupiter.api.Test;

/** A results post carries a link button to the game's page, in the game's own channel only; other posts do not. */
class PageLinkPostTest {
    @Test
    void resultsPostsLinkTheGamePage() throws Exception {
        try (Database db = Database.inMemory();
                Outbox outbox = new Outbox((t, m) -> 1L, Backoff.DEFAULT, d -> {})) {
            GameService service = new GameService(db, TestClock.at("2030-01-01T00:00:00Z"));
            Actor gm = new Actor("100", "Gina", false);
            long id = service.create(gm, "200", "300", "Linked", "classic", GameSettings.defaults());
            service.join(new Actor("400", "Fran", false), id, "France");
            service.start(gm, id);
            service.force(gm, id, null);
            FeedLinks links = new FeedLinks() {
                @Override
                public Optional<String> calendar(long gameId) { return Optional.empty(); }

                @Override
                public Optional<String> page(long gameId) { return Optional.of("https://chancery.example/game/" + gameId + "/t/"); }
            };
            NoticePoster poster = new NoticePoster(service, outbox, MapImages.NONE, links, java.util.function.UnaryOperator.identity());
            int results = 0;
            for (NoticeRow n : service.pendingNotices()) {
                NoticePoster.Post post = poster.plan(n).orElseThrow();
                OutgoingMessage m = post.message();
                if (n.results()) {
                    results++;
                    assertEquals(List.of(Button.link("https://chancery.example/game/1/t/", "Game page")), m.buttons());
                } else {
                    assertTrue(m.buttons().stream().noneMatch(b -> b.style() == Button.Style.LINK), n.text());
                }
            }
            assertEquals(1, results, "one results post");
        }
    }
}
