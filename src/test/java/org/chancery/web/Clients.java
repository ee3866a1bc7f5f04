package org.chancery.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;

/** Raw clients on loopback, well-behaved and not, for the tests and the benchmark of the web server. */
public final class Clients {
    private Clients() {}

    /** One answer: its status line's code (0 for none), its bytes, and the milliseconds it took. */
    public record Answer(int status, byte[] bytes, long millis) {
        public String text() { return new String(bytes, StandardCharsets.ISO_8859_1); }
    }

    public static Socket open(int port) throws IOException {
        return new Socket(InetAddress.getLoopbackAddress(), port);
    }

    /** A GET on a new connection that closes after it, read whole, in at most {@code timeoutMillis}. */
    public static Answer get(int port, String path, int timeoutMillis) throws IOException {
        return get(port, path, "", timeoutMillis);
    }

    /** The same with more header lines, each ending in CRLF. */
    public static Answer get(int port, String path, String headers, int timeoutMillis) throws IOException {
        long start = System.nanoTime();
        try (Socket s = open(port)) {
            s.setSoTimeout(timeoutMillis);
            s.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n" + headers + "\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            byte[] bytes = s.getInputStream().readAllBytes();
            return new Answer(status(bytes), bytes, (System.nanoTime() - start) / 1_000_000);
        }
    }

    /** What the server sends before it closes, or up to {@code timeoutMillis}: the bytes, and whether it closed. */
    public static Answer drain(Socket s, int timeoutMillis) throws IOException {
        long start = System.nanoTime();
        s.setSoTimeout(timeoutMillis);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        InputStream in = s.getInputStream();
        byte[] buf = new byte[4096];
        try {
            for (int n; (n = in.read(buf)) >= 0; ) out.write(buf, 0, n);
        } catch (SocketTimeoutException e) {
            return new Answer(-1, out.toByteArray(), (System.nanoTime() - start) / 1_000_000);
        } catch (IOException e) {
            // a reset is a close too
        }
        byte[] bytes = out.toByteArray();
        return new Answer(status(bytes), bytes, (System.nanoTime() - start) / 1_000_000);
    }

    /** A real TLS ClientHello, as a browser sends to an https address, made by the JDK's own TLS engine. */
    public static byte[] clientHello() throws Exception {
        SSLEngine engine = SSLContext.getDefault().createSSLEngine("127.0.0.1", 443);
        engine.setUseClientMode(true);
        engine.beginHandshake();
        ByteBuffer out = ByteBuffer.allocate(engine.getSession().getPacketBufferSize());
        engine.wrap(ByteBuffer.allocate(0), out);
        out.flip();
        byte[] hello = new byte[out.remaining()];
        out.get(hello);
        return hello;
    }

    private static int status(byte[] bytes) {
        String head = new String(bytes, 0, Math.min(bytes.length, 12), StandardCharsets.ISO_8859_1);
        if (!head.startsWith("HTTP/1.1 ") || head.length() < 12) return 0;
        try {
            return Integer.parseInt(head.substring(9, 12));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
