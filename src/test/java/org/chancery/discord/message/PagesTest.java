package org.chancery.discord.message;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PagesTest {
    @Test
    void aLongFieldGoesOnInFieldsBrokenAtLineEndsAndNothingIsLost() {
        StringBuilder orders = new StringBuilder();
        for (int i = 0; i < 60; i++) orders.append("A province-").append(i).append(" S A somewhere-else-").append(i).append('\n');
        Embed e = new Embed("Results", "Next", null, List.of(new Embed.Field("Crown", orders.toString().strip(), true)), null, null);
        List<OutgoingMessage> pages = Pages.split(new OutgoingMessage("", List.of(e), List.of()));
        StringBuilder back = new StringBuilder();
        for (OutgoingMessage m : pages) {
            for (Embed x : m.embeds()) {
                for (Embed.Field f : x.fields()) {
                    assertTrue(f.value().length() <= 1024);
                    back.append(f.value()).append('\n');
                }
            }
        }
        assertEquals(orders.toString().strip(), back.toString().strip());
        assertEquals("Crown (more)", pages.get(0).embeds().get(0).fields().get(1).name());
    }

    @Test
    void embedsBeyondSixThousandCharactersOrTenGoToMorePagesWithTheirFilesAndTheNonce() {
        List<Embed> embeds = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            embeds.add(new Embed("E" + i, "x".repeat(1500), null, List.of(), i == 11 ? "map.png" : null, null));
        }
        OutgoingMessage m = new OutgoingMessage("", embeds, List.of(new MessageFile("map.png", new byte[] {1}),
                new MessageFile("notes.txt", new byte[] {2}))).withNonce("n42");
        List<OutgoingMessage> pages = Pages.split(m);
        int count = 0;
        for (OutgoingMessage p : pages) {
            int total = 0;
            for (Embed e : p.embeds()) total += Pages.length(e);
            assertTrue(total <= 6000 && p.embeds().size() <= 10);
            count += p.embeds().size();
        }
        assertEquals(12, count);
        assertEquals("n42", pages.get(0).nonce());
        assertEquals("n42-2", pages.get(1).nonce());
        assertEquals(List.of("notes.txt"), pages.get(0).attachments().stream().map(MessageFile::name).toList());
        assertEquals(List.of("map.png"), pages.get(pages.size() - 1).attachments().stream().map(MessageFile::name).toList());
    }

    /**
     * A results post at its largest: a results embed long enough for two, then eight close-ups (W3K's busiest
     * retreat in the tests needs eight), the whole board and the position: ten images. Each page carries the files
     * its embeds show and no more, so never more than Discord's 10; every file goes out once, in order.
     */
    @Test
    void aResultsPostOfManyCloseUpsKeepsEachImageWithItsEmbedAndTenFilesAMessage() {
        List<Embed> embeds = new ArrayList<>();
        List<MessageFile> files = new ArrayList<>();
        List<Embed.Field> fields = new ArrayList<>();
        for (int i = 0; i < 10; i++) fields.add(new Embed.Field("Power " + i, "x".repeat(900), true));
        embeds.add(new Embed("Results", "Next", null, fields, "action.png", null));
        files.add(new MessageFile("action.png", new byte[] {0}));
        for (int i = 2; i <= 8; i++) {
            embeds.add(new Embed("where the action was (" + i + " of 8)", null, null, List.of(), "action-" + i + ".png", null));
            files.add(new MessageFile("action-" + i + ".png", new byte[] {(byte) i}));
        }
        embeds.add(new Embed("the whole board", null, null, List.of(), "results.png", null));
        files.add(new MessageFile("results.png", new byte[] {9}));
        embeds.add(new Embed("the map at", null, null, List.of(), "position.png", null));
        files.add(new MessageFile("position.png", new byte[] {10}));
        List<OutgoingMessage> pages = Pages.split(new OutgoingMessage("", embeds, files));
        assertTrue(pages.size() >= 2, "the text alone needs two embeds' worth: " + pages.size());
        List<String> sent = new ArrayList<>();
        for (OutgoingMessage p : pages) {
            assertTrue(p.attachments().size() <= 10 && p.embeds().size() <= 10);
            List<String> shown = p.embeds().stream().map(Embed::imageFile).filter(f -> f != null).toList();
            List<String> carried = p.attachments().stream().map(MessageFile::name).toList();
            assertEquals(shown, carried, "a page carries exactly the images its embeds show");
            sent.addAll(carried);
        }
        assertEquals(files.stream().map(MessageFile::name).toList(), sent);
    }

    @Test
    void longTextBecomesSeveralMessages() {
        String text = ("line of text ".repeat(10) + "\n").repeat(40);
        List<OutgoingMessage> pages = Pages.split(OutgoingMessage.text(text));
        assertEquals(3, pages.size());
        assertEquals(text.replaceAll("\\s", ""), String.join("", pages.stream().map(OutgoingMessage::content).toList()).replaceAll("\\s", ""));
        for (OutgoingMessage p : pages) assertTrue(p.content().length() <= 2000);
    }
}
