package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Png#indexed(BufferedImage)} gives the palette and each pixel's entry that the class comment's rule gives,
 * worked out here the plain way (a boxed sort of the colours, a walk of the whole palette for each colour): flat
 * colours commonest first, ties by value; every other colour the nearest entry of its flat colour's class, the first
 * of equals. The image has many colours of equal counts (ties in the sort) and more colours than the palette holds.
 */
class PngIndexingTest {
    @Test
    void paletteAndEntriesAreTheRulesOnAnImageWithTiesAndManyColours() {
        int w = 600, h = 400;
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        SplittableRandom r = new SplittableRandom(7);
        int[] flat = new int[40];
        for (int i = 0; i < flat.length; i++) flat[i] = r.nextInt(1 << 24);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                // wide bands of flat colours (pairs of equal counts), speckled with blends and noise
                int band = (x / 15) % flat.length;
                int c = flat[band];
                int roll = r.nextInt(100);
                if (roll < 8) c = Palette.mix(new Color(c), new Color(flat[(band + 1) % flat.length]), r.nextDouble()).getRGB();
                else if (roll < 10) c = r.nextInt(1 << 24);
                img.setRGB(x, y, c);
            }
        }
        BufferedImage got = Png.indexed(img);
        IndexColorModel cm = (IndexColorModel) got.getColorModel();
        int[] want = palette(img);
        int[] palette = new int[cm.getMapSize()];
        for (int i = 0; i < palette.length; i++) palette[i] = cm.getRGB(i) & 0xffffff;
        assertArrayEquals(want, palette);
        Map<Integer, Integer> entries = entries(img, want);
        byte[] data = ((DataBufferByte) got.getRaster().getDataBuffer()).getData();
        for (int i = 0; i < data.length; i++) {
            int c = img.getRGB(i % w, i / w) & 0xffffff;
            assertEquals((int) entries.get(c), data[i] & 0xff, "pixel " + i);
        }
    }

    private static Map<Integer, Integer> counts(BufferedImage img) {
        Map<Integer, Integer> n = new HashMap<>();
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) n.merge(img.getRGB(x, y) & 0xffffff, 1, Integer::sum);
        }
        return n;
    }

    private static int flat(BufferedImage img) {
        int min = (int) Math.max(64, (long) img.getWidth() * img.getHeight() * Png.FLAT_SHARE);
        return (int) counts(img).values().stream().filter(c -> c >= min).count();
    }

    private static int[] palette(BufferedImage img) {
        Map<Integer, Integer> n = counts(img);
        Integer[] colours = n.keySet().toArray(new Integer[0]);
        Arrays.sort(colours, (a, b) -> !n.get(a).equals(n.get(b)) ? Integer.compare(n.get(b), n.get(a)) : Integer.compare(a, b));
        int[] out = new int[Math.min(Png.PALETTE, colours.length)];
        for (int i = 0; i < out.length; i++) out[i] = colours[i];
        return out;
    }

    private static Map<Integer, Integer> entries(BufferedImage img, int[] palette) {
        int flat = flat(img);
        float[][] lab = new float[palette.length][];
        for (int i = 0; i < palette.length; i++) lab[i] = lab(palette[i]);
        int[] cls = new int[palette.length];
        for (int i = 0; i < palette.length; i++) cls[i] = nearest(lab[i], lab, flat, -1, cls);
        Map<Integer, Integer> out = new HashMap<>();
        for (int i = 0; i < palette.length; i++) out.put(palette[i], i);
        for (int c : counts(img).keySet()) {
            if (out.containsKey(c)) continue;
            float[] l = lab(c);
            out.put(c, nearest(l, lab, palette.length, nearest(l, lab, flat, -1, cls), cls));
        }
        return out;
    }

    private static int nearest(float[] l, float[][] lab, int n, int within, int[] cls) {
        int best = -1;
        float bestD = Float.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            if (within >= 0 && cls[i] != within) continue;
            float dl = l[0] - lab[i][0], da = l[1] - lab[i][1], db = l[2] - lab[i][2];
            float d = dl * dl + da * da + db * db;
            if (d < bestD) {
                bestD = d;
                best = i;
            }
        }
        return best;
    }

    private static float[] lab(int rgb) {
        double[] l = ColourDifference.lab(new Color(rgb), ColourDifference.Vision.NORMAL);
        return new float[] {(float) l[0], (float) l[1], (float) l[2]};
    }
}
