package org.chancery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RenderCommandTest {
    @TempDir Path dir;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();

    private int run(String... args) {
        return RenderCommand.run(args, new PrintStream(out, true), new PrintStream(err, true));
    }

    @Test
    void rendersTheStartAsPng() throws Exception {
        Path png = dir.resolve("map.png");
        assertEquals(0, run("--variant", "classic", "--width", "800", "--out", png.toString()), err.toString());
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(800, img.getWidth());
        assertTrue(out.toString().contains("Spring 1901 Movement"), out.toString());
    }

    @Test
    void rendersAScenarioWithOrdersAsSvg() throws Exception {
        Path svg = dir.resolve("map.svg");
        assertEquals(0, run("--variant", "classic", "--scenario", "src/test/resources/render/fall1901.jsonl", "--orders",
                "--palette", "colourblind", "--out", svg.toString()), err.toString());
        String text = Files.readString(svg);
        assertTrue(text.contains("id='order-A_apu-tun'"));
        assertTrue(text.contains("id='dislodged-Austria-F_tri'"));
        assertTrue(out.toString().contains("Fall 1901 Movement"), out.toString());
    }

    /** --action draws the close-ups of the action a results post leads with, 960 px wide, the busiest to the file named. */
    @Test
    void theActionIsDrawnAsAResultsPostsCloseUps() throws Exception {
        Path png = dir.resolve("action.png");
        assertEquals(0, run("--variant", "classic", "--scenario", "src/test/resources/render/fall1901.jsonl", "--orders",
                "--action", "--out", png.toString()), err.toString());
        assertEquals(960, ImageIO.read(png.toFile()).getWidth());
        assertTrue(out.toString().contains("wrote " + png), out.toString());
    }

    /**
     * The orders that come from proxies and allocations are drawn as the results print them: W3K's proxied move (the
     * docs' Richmond to North Riding), and the Dragon's Diplomacy Point orders to minors' units, among them a minor's
     * army that a DP support could not save, ringed as dislodged though it is destroyed at once, with no retreat.
     */
    @Test
    void ordersFromProxiesAndAllocationsAreDrawn() throws Exception {
        Path w3k = dir.resolve("w3k.jsonl"), dragon = dir.resolve("dragon.jsonl");
        Files.writeString(w3k, "{\"variant\": \"wars-of-the-three-kingdoms\", \"orders\": {\"Newcastle\": [\"Army Richmond is under"
                + " the orders of the Crown\"], \"Crown\": [\"Army Richmond to North Riding of Yorkshire\"]}}\n");
        Files.writeString(dragon, "{\"variant\": \"order-of-the-dragon\", \"orders\": {\"Burgundy\": [\"A ghe - par\", \"A dij S A"
                + " ghe - par\"]}, \"allocations\": {\"England\": [\"1 A par S A dij\"], \"Hungary\": [\"1 A bra-pru\"]}}\n");
        Path svg = dir.resolve("w3k.svg");
        assertEquals(0, run("--variant", "wars-of-the-three-kingdoms", "--scenario", w3k.toString(), "--orders", "--out",
                svg.toString()), err.toString());
        String proxied = Files.readString(svg);
        int at = proxied.indexOf("id='order-A_richmond-nyorkshire'");
        assertTrue(at >= 0 && proxied.substring(at, proxied.indexOf("</g>", at)).contains("<path"), "the proxied move is drawn");
        svg = dir.resolve("dragon.svg");
        assertEquals(0, run("--variant", "order-of-the-dragon", "--scenario", dragon.toString(), "--orders", "--out",
                svg.toString()), err.toString());
        String text = Files.readString(svg);
        assertTrue(text.contains("id='order-A_bra-pru'"), "Hungary's DP order to Brandenburg's army is drawn");
        assertTrue(text.contains("id='order-A_par_S_A_dij'"), "England's DP support by Paris is drawn");
        assertTrue(text.contains("id='dislodged-Paris-A_par'"), "the minor's army dislodged and destroyed is ringed");
        assertTrue(!text.contains("1 A bra-pru") && !text.contains("1 A par S A dij"), "no allocation line is drawn");
    }

    /** Without --orders, the position after the phase: in the phase that follows, under its own title. */
    @Test
    void aScenarioWithoutOrdersDrawsThePhaseAfter() throws Exception {
        Path svg = dir.resolve("after.svg");
        assertEquals(0, run("--variant", "classic", "--scenario", "src/test/resources/render/fall1901.jsonl", "--out",
                svg.toString()), err.toString());
        assertTrue(out.toString().contains("Fall 1901 Retreat"), out.toString());
        String text = Files.readString(svg);
        assertTrue(text.contains("Fall 1901 Retreat"), "the title names the phase drawn");
        assertTrue(text.contains("id='dislodged-Austria-F_tri'"), "the dislodged fleet waits to retreat");
    }

    @Test
    void badInputGetsAClearAnswer() {
        assertEquals(2, run("--variant", "classic", "--out", dir.resolve("m.gif").toString()));
        assertTrue(err.toString().contains("--out must end in .png or .svg"), err.toString());
        assertEquals(2, run("--variant", "classic", "--orders", "--out", dir.resolve("m.png").toString()));
        assertTrue(err.toString().contains("--orders needs a --scenario"), err.toString());
        assertEquals(2, run("--palette", "rainbow", "--out", dir.resolve("m.png").toString()));
        assertTrue(err.toString().contains("unknown palette 'rainbow'"), err.toString());
        assertEquals(2, run("--variant", "nowhere", "--out", dir.resolve("m.png").toString()));
        assertTrue(err.toString().contains("no such variant 'nowhere'"), err.toString());
    }
}
