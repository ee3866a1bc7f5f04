package org.chancery.discord.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.chancery.discord.DiscordConfig;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeInteraction;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.interaction.Answer;
import org.chancery.discord.interaction.AutocompleteCall;
import org.chancery.discord.interaction.InteractionHandler;
import org.chancery.discord.interaction.SlashCall;
import org.chancery.discord.interaction.SlashCommand;
import org.chancery.discord.interaction.Suggestion;
import org.chancery.discord.posting.Sleeper;
import org.junit.jupiter.api.Test;

/** Autocomplete is answered within Discord's 3 seconds while every command worker is busy drawing maps. */
class SuggestionsWhileBusyTest {
    @Test
    void suggestionsComeWhileTheRenderPoolIsHeldBusy() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger drawing = new AtomicInteger();
        InteractionHandler handler = new InteractionHandler() {
            @Override
            public Answer onSlash(SlashCall call) throws Exception {
                drawing.incrementAndGet();
                release.await(); // a map that takes as long as the test wants
                return Answer.privately("the map");
            }

            @Override
            public boolean slow(SlashCall call) {
                return true;
            }

            @Override
            public List<Suggestion> onAutocomplete(AutocompleteCall call) {
                return List.of(Suggestion.of("A par-bur"));
            }
        };
        try (FakeDiscord fake = FakeDiscord.start()) {
            FakeUser alice = fake.user("alice");
            FakeGuild guild = fake.guild("Club", alice);
            FakeChannel channel = guild.textChannel("game");
            DiscordBot bot = start(fake, guild, handler);
            try {
                List<FakeInteraction> maps = new ArrayList<>();
                for (int i = 0; i < 6; i++) maps.add(fake.slash(alice, channel, "map", Map.of()));
                assertNotNull(fake.await(() -> drawing.get() >= 4 ? true : null, Duration.ofSeconds(10)),
                        "every command worker is drawing");
                FakeInteraction typing = fake.autocomplete(alice, channel, "order", "orders", "A", Map.of());
                List<InteractionResponse> choices = fake.awaitResponses(typing, 1, Duration.ofSeconds(10));
                assertNotNull(choices, "no suggestions while the workers were busy");
                assertEquals(InteractionResponse.AUTOCOMPLETE_RESULT, choices.get(0).callbackType());
                assertTrue(choices.get(0).elapsed().toMillis() < 3000, choices.get(0).elapsed().toString());
                assertEquals(4, drawing.get(), "the maps are still being drawn");
                release.countDown();
                for (FakeInteraction m : maps) assertNotNull(fake.awaitResponses(m, 2, Duration.ofSeconds(10)));
            } finally {
                release.countDown();
                bot.close();
            }
        }
    }

    /** A bot with /map and /order (its orders autocompleted) in {@code guild}. */
    static DiscordBot start(FakeDiscord fake, FakeGuild guild, InteractionHandler handler) throws Exception {
        List<SlashCommand> commands = List.of(SlashCommand.of("map", "Draws"), SlashCommand.of("order", "Orders",
                SlashCommand.Option.text("orders", "orders", true).autocompleted()));
        return DiscordBot.start(new DiscordConfig(fake.token(), Optional.of(guild.id()), Optional.empty()),
                fake.endpoints(), handler, commands, Duration.ofMillis(500), Sleeper.REAL);
    }
}
