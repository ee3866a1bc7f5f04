package org.chancery.render;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.chancery.engine.GameState;
import org.chancery.variant.Variant;
import org.jfree.svg.SVGGraphics2D;

/**
 * Draws a variant's board with a position, and optionally orders and their outcomes, as PNG (for Discord)
 * or SVG. Both go through the same {@link MapPainter}. The variant needs {@code maps/<id>/geometry.json}.
 */
public final class MapRenderer {
    /** How many times a framing is drawn before its board layer's pixels are made and kept (for warming up). */
    public static final int DRAWN_BEFORE_KEPT = BoardLayer.DRAWN;

    private MapRenderer() {}

    public static byte[] png(Variant variant, GameState state, RenderOptions options) {
        return png(BoardShapes.of(variant), state, options);
    }

    public static String svg(Variant variant, GameState state, RenderOptions options) {
        return svg(BoardShapes.of(variant), state, options);
    }

    public static byte[] png(BoardShapes shapes, GameState state, RenderOptions options) {
        MapPainter painter = new MapPainter(shapes, state, options, true);
        try (DrawingMemory.Hold hold = DrawingMemory.hold(painter.width(), painter.height())) {
            return encode(image(painter, null));
        }
    }

    /** The map as a bitmap (for measuring encoders; {@link #png} encodes it). */
    public static BufferedImage bitmap(Variant variant, GameState state, RenderOptions options) {
        return image(BoardShapes.of(variant), state, options, null);
    }

    /**
     * PNG bytes of an image ({@link Png}), on the calling thread: a storm of results keeps every core busy
     * drawing, so splitting one image's deflate over threads would only add work; but for W3K's whole board, whose
     * 20 million pixels take most of a post's time, free cores help ({@link Png#STRIPES}).
     */
    static byte[] encode(BufferedImage img) {
        return Png.encode(img);
    }

    public static String svg(BoardShapes shapes, GameState state, RenderOptions options) {
        return svgCanvas(shapes, state, options, null).getSVGDocument();
    }

    /** Paints into a bitmap; the ids of the drawn elements go into {@code drawn} when it is not null. */
    static BufferedImage image(BoardShapes shapes, GameState state, RenderOptions options, List<String> drawn) {
        return image(new MapPainter(shapes, state, options, true), drawn);
    }

    private static BufferedImage image(MapPainter painter, List<String> drawn) {
        BufferedImage img = new BufferedImage(painter.width(), painter.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            List<String> ids = painter.paint(g, img);
            if (drawn != null) drawn.addAll(ids);
        } finally {
            g.dispose();
        }
        return img;
    }

    static SVGGraphics2D svgCanvas(BoardShapes shapes, GameState state, RenderOptions options, List<String> drawn) {
        MapPainter painter = new MapPainter(shapes, state, options);
        SVGGraphics2D g = new SVGGraphics2D(painter.width(), painter.height());
        g.setFontSizeUnits(org.jfree.svg.SVGUnits.PX);
        g.setGeomDoubleConverter(MapRenderer::oneDecimal);
        List<String> ids = painter.paint(g);
        if (drawn != null) drawn.addAll(ids);
        return g;
    }

    /** SVG coordinates to a tenth of a pixel, which keeps the file small. */
    private static String oneDecimal(double d) {
        long tenths = Math.round(d * 10);
        return tenths % 10 == 0 ? Long.toString(tenths / 10) : Double.toString(tenths / 10.0);
    }
}
