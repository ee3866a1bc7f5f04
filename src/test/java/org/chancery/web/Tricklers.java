package org.chancery.web;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Slow clients on loopback (127.0.0.1 only), all on one thread: each opens a connection and sends a request for
 * {@code path} one byte a second, a header that never ends; when the server closes it, it opens a new one at once,
 * as a slowloris attacker does. It stops, closing every connection, when closed or after {@code maxSeconds}.
 */
public final class Tricklers implements AutoCloseable {
    private final Selector selector = Selector.open();
    private final InetSocketAddress server;
    private final byte[] request;
    private final long until;
    private final Thread thread;
    private final AtomicLong opened = new AtomicLong();
    private final AtomicLong cut = new AtomicLong();
    private final AtomicLong sent = new AtomicLong();
    private volatile boolean stop;

    /** One slow client: its connection, the next byte it sends, and when. */
    private static final class Slow {
        SocketChannel channel;
        int next;
        long due;
    }

    public Tricklers(int port, String path, int clients, int maxSeconds) throws IOException {
        this.server = new InetSocketAddress(InetAddress.getLoopbackAddress(), port);
        StringBuilder r = new StringBuilder("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: trickler\r\nX-Padding: ");
        r.append("a".repeat(4000)); // long enough never to end within a run
        this.request = r.toString().getBytes(StandardCharsets.US_ASCII);
        this.until = System.nanoTime() + maxSeconds * 1_000_000_000L;
        List<Slow> all = new ArrayList<>();
        for (int i = 0; i < clients; i++) all.add(new Slow());
        thread = new Thread(() -> run(all), "tricklers");
        thread.setDaemon(true);
        thread.start();
    }

    public long opened() { return opened.get(); }

    /** Connections the server closed. */
    public long cut() { return cut.get(); }

    public long bytesSent() { return sent.get(); }

    private void run(List<Slow> all) {
        long start = System.nanoTime();
        for (int i = 0; i < all.size(); i++) all.get(i).due = start + (i * 1_000_000_000L / all.size()); // spread over a second
        ByteBuffer one = ByteBuffer.allocate(1);
        ByteBuffer sink = ByteBuffer.allocate(4096);
        try {
            while (!stop && System.nanoTime() < until) {
                long now = System.nanoTime();
                for (Slow s : all) {
                    if (s.due > now) continue;
                    if (s.channel == null) {
                        open(s);
                        s.due = now + 1_000_000_000L;
                        continue;
                    }
                    if (!s.channel.isConnected()) continue;
                    one.clear();
                    one.put(request[s.next % request.length]).flip();
                    try {
                        if (s.channel.write(one) == 1) {
                            s.next++;
                            sent.incrementAndGet();
                        }
                    } catch (IOException closed) {
                        drop(s);
                        continue;
                    }
                    s.due = now + 1_000_000_000L;
                }
                selector.select(20);
                for (SelectionKey k : selector.selectedKeys()) {
                    Slow s = (Slow) k.attachment();
                    try {
                        if (k.isConnectable()) {
                            s.channel.finishConnect();
                            k.interestOps(SelectionKey.OP_READ);
                        } else if (k.isReadable()) {
                            sink.clear();
                            if (s.channel.read(sink) < 0) drop(s); // closed by the server (an answer, if any, is dropped)
                        }
                    } catch (IOException closed) {
                        drop(s);
                    }
                }
                selector.selectedKeys().clear();
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } finally {
            for (Slow s : all) close(s);
            try {
                selector.close();
            } catch (IOException ignored) {
                // closing
            }
        }
    }

    private void open(Slow s) {
        try {
            s.channel = SocketChannel.open();
            s.channel.configureBlocking(false);
            s.next = 0;
            opened.incrementAndGet();
            if (s.channel.connect(server)) s.channel.register(selector, SelectionKey.OP_READ, s);
            else s.channel.register(selector, SelectionKey.OP_CONNECT, s);
        } catch (IOException e) {
            close(s); // out of ports or descriptors: tried again on its next turn
        }
    }

    private void drop(Slow s) {
        cut.incrementAndGet();
        close(s);
        s.due = System.nanoTime(); // reconnect at once
    }

    private static void close(Slow s) {
        if (s.channel == null) return;
        try {
            s.channel.close();
        } catch (IOException ignored) {
            // already closed
        }
        s.channel = null;
    }

    @Override
    public void close() throws InterruptedException {
        stop = true;
        selector.wakeup();
        thread.join(10_000);
    }
}
