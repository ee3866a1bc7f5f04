package org.chancery.discord.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.chancery.discord.fake.FakeChannel;
import org.chancery.discord.fake.FakeDiscord;
import org.chancery.discord.fake.FakeGuild;
import org.chancery.discord.fake.FakeUser;
import org.chancery.discord.fake.InteractionResponse;
import org.chancery.discord.interaction.Answer;
import org.chancery.discord.interaction.AutocompleteCall;
import org.chancery.discord.interaction.InteractionHandler;
import org.chancery.discord.interaction.SlashCall;
import org.chancery.discord.interaction.Suggestion;
import org.junit.jupiter.api.Test;

/** Discord takes at most 25 choices: 26 offered are answered with the first 25, never with nothing. */
class ManySuggestionsTest {
    @Test
    void twentySixSuggestionsAreAnsweredWithTwentyFive() throws Exception {
        InteractionHandler handler = new InteractionHandler() {
            @Override
            public Answer onSlash(SlashCall call) {
                return Answer.privately("done");
            }

            @Override
            public List<Suggestion> onAutocomplete(AutocompleteCall call) {
                return IntStream.range(0, 26).mapToObj(i -> Suggestion.of("A par-bur " + i)).toList();
            }
        };
        try (FakeDiscord fake = FakeDiscord.start()) {
            FakeUser alice = fake.user("alice");
            FakeGuild guild = fake.guild("Club", alice);
            FakeChannel channel = guild.textChannel("game");
            DiscordBot bot = SuggestionsWhileBusyTest.start(fake, guild, handler);
            try {
                var typing = fake.autocomplete(alice, channel, "order", "orders", "A", Map.of());
                List<InteractionResponse> answer = fake.awaitResponses(typing, 1, Duration.ofSeconds(10));
                assertNotNull(answer, "26 suggestions got no answer at all");
                assertEquals(InteractionResponse.AUTOCOMPLETE_RESULT, answer.get(0).callbackType());
                var choices = answer.get(0).payload().path("data").path("choices");
                assertEquals(25, choices.size());
                assertEquals("A par-bur 0", choices.get(0).path("value").asText());
                assertEquals(List.of(), fake.takeBreaches());
            } finally {
                bot.close();
            }
        }
    }
}
