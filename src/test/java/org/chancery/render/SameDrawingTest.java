package org.chancery.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chancery.cli.ScenarioRunner;
import org.chancery.variant.Variant;
import org.chancery.variant.VariantLoader;
import org.junit.jupiter.api.Test;

/** The SVG and the PNG come from one drawing: the same elements, in the same order. */
class SameDrawingTest {
    private final Variant classic = VariantLoader.load("classic");

    @Test
    void svgGroupsAreTheElementsPaintedIntoThePng() throws Exception {
        ScenarioRunner.Adjudicated a = new ScenarioRunner(classic).adjudicate(
                new ObjectMapper().readTree(Files.readString(Path.of("src/test/resources/render/fall1901.jsonl"))));
        RenderOptions opts = RenderOptions.defaults().width(1200).orders(a.orders(), a.result().outcomes());
        BoardShapes shapes = BoardShapes.of(classic);
        List<String> png = new ArrayList<>();
        MapRenderer.image(shapes, a.result().after(), opts, png);
        String svg = MapRenderer.svgCanvas(shapes, a.result().after(), opts, null).getSVGDocument();
        List<String> groups = new ArrayList<>();
        Matcher m = Pattern.compile("<g id=['\"]([^'\"]+)['\"]").matcher(svg);
        while (m.find()) groups.add(m.group(1));
        assertEquals(png, groups);
        assertTrue(png.contains("unit-Italy-A_tri"), png.toString());
        assertTrue(png.contains("dislodged-Austria-F_tri"), png.toString());
        assertTrue(png.contains("order-A_apu-tun"), png.toString());
        assertTrue(png.stream().filter(s -> s.startsWith("province-")).count() == classic.board().size());
    }

    @Test
    void outputsStayWithinTheirSizeBudgets() {
        RenderOptions opts = RenderOptions.defaults().width(2000);
        byte[] png = MapRenderer.png(classic, classic.start(), opts);
        String svg = MapRenderer.svg(classic, classic.start(), opts);
        assertTrue(png.length < 1_500_000, "PNG " + png.length);
        assertTrue(svg.length() < 1_000_000, "SVG " + svg.length());
        assertEquals((byte) 0x89, png[0]);
        assertTrue(svg.startsWith("<?xml") || svg.startsWith("<svg"), svg.substring(0, 40));
    }
}
