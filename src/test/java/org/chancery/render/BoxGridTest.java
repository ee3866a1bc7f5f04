package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The grid of placed names' boxes answers as testing every box in turn does. */
class BoxGridTest {
    /** W3K's whole board's size, with names' boxes of its sizes, some off the image and some touching edge to edge. */
    @Test
    void answersAsEveryBoxInTurn() {
        SplittableRandom random = new SplittableRandom(7);
        double width = 3788, height = 5503;
        BoxGrid grid = new BoxGrid(width, height, 6 * 14);
        List<Rectangle2D> all = new ArrayList<>();
        int met = 0, missed = 0;
        for (int i = 0; i < 20_000; i++) {
            Rectangle2D q = box(random, width, height);
            if (random.nextInt(10) == 0 && !all.isEmpty()) {
                // a box whose edge lies on a kept one's: boxes that only touch do not meet
                Rectangle2D t = all.get(random.nextInt(all.size()));
                q = new Rectangle2D.Double(t.getMaxX(), t.getY(), q.getWidth(), q.getHeight());
            }
            boolean expected = false;
            for (Rectangle2D t : all) expected |= t.intersects(q.getX(), q.getY(), q.getWidth(), q.getHeight());
            assertEquals(expected, grid.meets(q.getX(), q.getY(), q.getWidth(), q.getHeight()), "box " + q);
            if (expected) met++;
            else missed++;
            if (i % 40 == 0) {
                grid.add(q);
                all.add(q);
            }
        }
        assertTrue(met > 1000 && missed > 1000, "both answers asked: " + met + " met, " + missed + " missed");
    }

    private static Rectangle2D box(SplittableRandom random, double width, double height) {
        double w = 10 + random.nextDouble(250), h = 12 + random.nextDouble(40);
        return new Rectangle2D.Double(random.nextDouble(-100, width + 100), random.nextDouble(-100, height + 100), w, h);
    }
}
