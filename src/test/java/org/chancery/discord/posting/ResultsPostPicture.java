package org.chancery.discord.posting;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.chancery.command.Commands;
import org.chancery.command.RenderedMaps;
import org.chancery.console.Console;
import org.chancery.discord.message.Embed;
import org.chancery.discord.message.MessageFile;
import org.chancery.discord.message.OutgoingMessage;
import org.chancery.game.GameService;
import org.chancery.game.TestClock;
import org.chancery.store.Database;
import org.chancery.store.NoticeRow;

/**
 * The README's picture: the bot's own results post for a classic Spring 1901 (the embed the poster builds, and the
 * map it attaches), laid out the way Discord shows an embed. Not a screenshot of Discord: the text and the map are
 * the bot's, the frame is drawn here. Run it with
 * {@code mvn -q test-compile dependency:build-classpath -Dmdep.outputFile=cp.txt} and
 * {@code java -cp target/classes:target/test-classes:$(cat cp.txt) org.chancery.discord.posting.ResultsPostPicture docs/results-post.png}.
 */
public final class ResultsPostPicture {
    private static final String NOW = "2030-03-01T12:00:00Z";

    public static void main(String[] args) throws Exception {
        Path outFile = Path.of(args.length > 0 ? args[0] : "docs/results-post.png");
        try (Database db = Database.inMemory()) {
            GameService service = new GameService(db, TestClock.at(NOW));
            RenderedMaps maps = new RenderedMaps();
            String script = String.join("\n", "new", "as France", "order A par-bur; F bre-mao; A mar-spa", "as Germany",
                    "order A mun-bur; F kie-den; A ber-kie", "as England", "order F lon-nth; F edi-nwg; A lvp-yor", "as Italy",
                    "order A ven-pie; A rom-ven; F nap-ion", "as Russia", "order F sev-bla; A mos-ukr; A war-gal; F stp/sc-bot",
                    "as Austria", "order A vie-gal; A bud-ser; F tri-alb", "as Turkey", "order F ank-bla; A con-bul; A smy-arm", "");
            // The table delivers notices as it goes; the poster's own copy is built from the same stored phase.
            new Console(service, new Commands(service, maps), new PrintStream(new ByteArrayOutputStream(), true,
                    StandardCharsets.UTF_8), Path.of("target", "picture")).run(new ByteArrayInputStream(
                    (script + "as gm\ngame adjudicate S1901M\n").getBytes(StandardCharsets.UTF_8)));
            long game = service.gameIn(Console.GUILD, "table").id();
            NoticeRow results = new NoticeRow(0, game, 0, "public", "", 0);
            OutgoingMessage m = new ResultsPost(service, maps).build(results, service.game(game));
            ImageIO.write(draw(m), "png", outFile.toFile());
            System.out.println("wrote " + outFile);
        }
    }

    static BufferedImage draw(OutgoingMessage m) throws Exception {
        Embed e = m.embeds().get(0);
        BufferedImage map = null;
        for (MessageFile f : m.attachments()) {
            if (f.name().equals(e.imageFile())) map = ImageIO.read(new ByteArrayInputStream(f.data()));
        }
        int width = 900, pad = 16, left = 80, inner = width - left - pad * 2 - 8;
        BufferedImage img = new BufferedImage(width, 1800, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
        g.setColor(new Color(0x313338));
        g.fillRect(0, 0, width, img.getHeight());
        g.setColor(new Color(0x5865F2));
        g.fillOval(pad, pad, 40, 40);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        g.setColor(Color.WHITE);
        g.drawString("Chancery", left, pad + 16);
        g.setColor(new Color(0x5865F2));
        g.fillRoundRect(left + 80, pad + 3, 34, 16, 4, 4);
        g.setColor(Color.WHITE);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 10));
        g.drawString("APP", left + 87, pad + 15);
        int top = pad + 30, x = left + 14, y = top + 24;
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        g.setColor(Color.WHITE);
        g.drawString(e.title(), x, y);
        y += 22;
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
        g.setColor(new Color(0xDBDEE1));
        if (e.description() != null) y = wrap(g, timestamps(e.description()), x, y, inner - 20) + 8;
        int col = 0, rowTop = y, rowBottom = y, colWidth = (inner - 20) / 3;
        for (Embed.Field f : e.fields()) {
            if (!f.inline() || col == 3) {
                col = 0;
                rowTop = rowBottom;
            }
            int fx = x + col * colWidth, fy = rowTop + 18;
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
            g.setColor(Color.WHITE);
            g.drawString(f.name(), fx, fy);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
            g.setColor(new Color(0xDBDEE1));
            int end = wrap(g, f.value(), fx, fy + 18, f.inline() ? colWidth - 10 : inner - 20);
            rowBottom = Math.max(rowBottom, end + 4);
            col = f.inline() ? col + 1 : 3;
        }
        y = rowBottom + 8;
        if (map != null) {
            int w = inner - 20, h = map.getHeight() * w / map.getWidth();
            g.drawImage(map, x, y, w, h, null);
            y += h + 12;
        }
        g.setColor(new Color(0x2B2D31));
        g.setColor(new Color(e.color() == null ? 0x2E86C1 : e.color()));
        g.setStroke(new BasicStroke(4));
        g.fillRect(left, top, 4, y - top);
        g.dispose();
        return img.getSubimage(0, 0, width, Math.min(img.getHeight(), y + pad));
    }

    private static int wrap(Graphics2D g, String text, int x, int y, int width) {
        FontMetrics fm = g.getFontMetrics();
        for (String para : text.split("\n")) {
            List<String> words = new ArrayList<>(List.of(para.split(" ")));
            StringBuilder line = new StringBuilder();
            for (String w : words) {
                if (line.length() > 0 && fm.stringWidth(line + " " + w) > width) {
                    g.drawString(line.toString(), x, y);
                    y += fm.getHeight();
                    line.setLength(0);
                }
                if (line.length() > 0) line.append(' ');
                line.append(w.replace("**", ""));
            }
            mark(g, line.toString(), x, y);
            y += fm.getHeight();
        }
        return y;
    }

    /** Discord draws its emoji in colour; the JDK's fonts have none, so the three marks are drawn as Discord shows them. */
    private static void mark(Graphics2D g, String line, int x, int y) {
        Color colour = line.startsWith("\u2705") ? new Color(0x77B255) : line.startsWith("\u274C") ? new Color(0xDD2E44)
                : line.startsWith("\u2796") ? new Color(0x99AAB5) : null;
        if (colour == null) {
            g.drawString(line, x, y);
            return;
        }
        Color text = g.getColor();
        g.setColor(colour);
        g.fillRoundRect(x, y - 11, 13, 13, 4, 4);
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke(2));
        if (line.startsWith("\u2705")) g.drawPolyline(new int[] {x + 3, x + 6, x + 10}, new int[] {y - 5, y - 2, y - 8}, 3);
        else if (line.startsWith("\u274C")) {
            g.drawLine(x + 3, y - 8, x + 10, y - 1);
            g.drawLine(x + 10, y - 8, x + 3, y - 1);
        } else g.drawLine(x + 3, y - 4, x + 10, y - 4);
        g.setColor(text);
        g.drawString(line.substring(1).strip(), x + 18, y);
    }

    /** Discord shows {@code <t:N:F>} as a date in the reader's zone and {@code <t:N:R>} as "in 2 days"; here in UTC. */
    private static String timestamps(String text) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<t:(\\d+):([FR])>").matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            java.time.ZonedDateTime t = java.time.Instant.ofEpochSecond(Long.parseLong(m.group(1))).atZone(java.time.ZoneOffset.UTC);
            String shown = m.group(2).equals("F")
                    ? t.format(java.time.format.DateTimeFormatter.ofPattern("EEEE, d MMMM yyyy HH:mm", java.util.Locale.UK))
                    : "in " + java.time.Duration.between(java.time.Instant.parse(NOW), t.toInstant()).toDays() + " days";
            m.appendReplacement(b, shown);
        }
        m.appendTail(b);
        return b.toString();
    }
}
