import java.awt.Graphics2D;
import java.awt.Image;
import java.awt.image.BufferedImage;
import java.io.File;
import javax.imageio.ImageIO;

/**
 * The pictures of docs/maps from a full-size map: {@code Shrink IN OUT scale WIDTH} scales the whole map to WIDTH
 * pixels wide (area averaging, as a browser shows a large image small); {@code Shrink IN OUT crop X Y W H} cuts a
 * full-size window out of it. Prints the input's size.
 */
public class Shrink {
    public static void main(String[] a) throws Exception {
        BufferedImage im = ImageIO.read(new File(a[0]));
        System.out.println(im.getWidth() + "x" + im.getHeight());
        BufferedImage out;
        if (a[2].equals("scale")) {
            int w = Integer.parseInt(a[3]), h = (int) Math.round(im.getHeight() * (double) w / im.getWidth());
            out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = out.createGraphics();
            g.drawImage(im.getScaledInstance(w, h, Image.SCALE_AREA_AVERAGING), 0, 0, null);
            g.dispose();
        } else {
            int x = Integer.parseInt(a[3]), y = Integer.parseInt(a[4]), w = Integer.parseInt(a[5]), h = Integer.parseInt(a[6]);
            out = im.getSubimage(x, y, Math.min(w, im.getWidth() - x), Math.min(h, im.getHeight() - y));
        }
        ImageIO.write(out, "png", new File(a[1]));
    }
}
