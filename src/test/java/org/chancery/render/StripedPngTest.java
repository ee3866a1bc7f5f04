package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.zip.Adler32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import javax.imageio.ImageIO;
import org.chancery.bench.FirstMaps;
import org.chancery.engine.GameState;
import org.chancery.engine.Order;
import org.chancery.variant.Ruleset;
import org.chancery.variant.Rulesets;
import org.junit.jupiter.api.Test;

/**
 * An indexed map deflated in stripes on several threads ({@link IndexedPng}) is one valid zlib stream (the inflater
 * checks its Adler-32) holding the same rows, so the same pixels, as the map deflated in one piece: W3K's whole
 * board with orders, as a results post draws it.
 */
class StripedPngTest {
    @Test
    void w3kWholeBoardInStripesHasTheSameRowsAndPixelsAsInOnePiece() throws Exception {
        Ruleset rules = Rulesets.of("wars-of-the-three-kingdoms");
        GameState state = rules.start();
        List<Order> orders = FirstMaps.orders(rules, state);
        RenderOptions board = RenderOptions.defaults().orders(orders, rules.play(state, orders, Map.of()).result().outcomes());
        BufferedImage img = MapRenderer.bitmap(rules.variant(), state, board);
        byte[] one = Png.indexed(img, Png.LEVEL, 1);
        byte[] raw = inflate(idat(one));
        assertEquals((long) img.getHeight() * (img.getWidth() + 1), raw.length);
        BufferedImage expected = ImageIO.read(new ByteArrayInputStream(one));
        for (int stripes : new int[] {2, 3, 4}) {
            byte[] striped = Png.indexed(img, Png.LEVEL, stripes);
            assertArrayEquals(raw, inflate(idat(striped)), stripes + " stripes: the rows differ");
            assertTrue(Math.abs(striped.length - one.length) < one.length / 100, striped.length + " bytes against " + one.length);
            BufferedImage back = ImageIO.read(new ByteArrayInputStream(striped));
            assertArrayEquals(expected.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth()),
                    back.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth()), stripes + " stripes: pixels differ");
        }
        assertArrayEquals(one, Png.indexed(img, Png.LEVEL), "one stripe is the PNG as it was written before stripes");
    }

    @Test
    void adlerOfJoinedRunsIsTheAdlerOfTheWhole() {
        byte[] data = new byte[300_000];
        new java.util.Random(7).nextBytes(data);
        for (int cut : new int[] {0, 1, 65_520, 65_521, 200_000, data.length}) {
            Adler32 whole = new Adler32(), a = new Adler32(), b = new Adler32();
            whole.update(data);
            a.update(data, 0, cut);
            b.update(data, cut, data.length - cut);
            assertEquals(whole.getValue(), IndexedPng.combine(a.getValue(), b.getValue(), data.length - cut), "cut at " + cut);
        }
    }

    /** The IDAT chunks' data joined. */
    private static byte[] idat(byte[] png) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int at = 8;
        while (at < png.length) {
            int length = (png[at] & 0xff) << 24 | (png[at + 1] & 0xff) << 16 | (png[at + 2] & 0xff) << 8 | (png[at + 3] & 0xff);
            String type = new String(Arrays.copyOfRange(png, at + 4, at + 8), java.nio.charset.StandardCharsets.US_ASCII);
            if (type.equals("IDAT")) out.write(png, at + 8, length);
            at += 12 + length;
        }
        return out.toByteArray();
    }

    /** A zlib stream inflated whole; the inflater refuses one whose Adler-32 is wrong. */
    private static byte[] inflate(byte[] zlib) throws DataFormatException, IOException {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(zlib);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[1 << 16];
            while (!inflater.finished()) {
                int n = inflater.inflate(buf);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) throw new IOException("stream cut short");
                out.write(buf, 0, n);
            }
            assertEquals(0, inflater.getRemaining(), "bytes after the stream's end");
            return out.toByteArray();
        } finally {
            inflater.end();
        }
    }
}
