package org.chancery.bench;

import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.chancery.web.Clients;
import org.chancery.web.TestSite;
import org.chancery.web.WebServer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The calendar feed over loopback with the standard limits, as a calendar app fetches it: a new connection a
 * request, the whole feed, or 304 for a known ETag. With {@code clients=hostile} a keeper thread holds 200 idle
 * connections, two partial requests ({@code GET /cal}) and a client trickling a byte a second open throughout,
 * opening each anew when the server closes it. {@code bench/run-jmh WebFeed}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 5, time = 4)
public class WebFeedBenchmark {
    @Param({"none", "hostile"})
    public String clients;

    private TestSite web;
    private String feed;
    private String etag;
    private Thread keeper;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        web = TestSite.start("Ελληνικός αγώνας — Ice and Fire παρτίδα", WebServer.Limits.STANDARD);
        feed = web.feed();
        String head = Clients.get(web.port(), feed, 5000).text();
        etag = head.lines().filter(l -> l.startsWith("ETag: ")).findFirst().orElseThrow().substring(6);
        if (clients.equals("hostile")) {
            keeper = new Thread(this::keepHostileClients, "hostile-keeper");
            keeper.setDaemon(true);
            keeper.start();
            Thread.sleep(1000);
        }
    }

    /** Holds the hostile connections open until interrupted: each is opened anew every 5 s, the trickler when cut. */
    private void keepHostileClients() {
        List<Socket> held = new ArrayList<>();
        byte[] slow = ("GET " + feed + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + "X-Slow: " + "a".repeat(4000) + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII);
        Socket trickler = null;
        int sent = 0;
        try {
            for (long round = 0; !Thread.currentThread().isInterrupted() && round < 100_000; round++) {
                if (round % 5 == 0) {
                    for (Socket s : held) s.close();
                    held.clear();
                    for (int i = 0; i < 200; i++) held.add(Clients.open(web.port()));
                    for (int i = 0; i < 2; i++) {
                        Socket s = Clients.open(web.port());
                        s.getOutputStream().write("GET /cal".getBytes(StandardCharsets.US_ASCII));
                        held.add(s);
                    }
                }
                try {
                    if (trickler == null) {
                        trickler = Clients.open(web.port());
                        sent = 0;
                    }
                    trickler.getOutputStream().write(slow[sent++ % slow.length]);
                } catch (IOException cut) {
                    trickler.close();
                    trickler = null;
                }
                Thread.sleep(1000);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } finally {
            try {
                for (Socket s : held) s.close();
                if (trickler != null) trickler.close();
            } catch (IOException ignored) {
                // closing on the way out
            }
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() throws Exception {
        if (keeper != null) {
            keeper.interrupt();
            keeper.join(5000);
        }
        web.close();
    }

    @Benchmark
    public int wholeFeed() throws IOException {
        Clients.Answer a = Clients.get(web.port(), feed, 5000);
        if (a.status() != 200) throw new IllegalStateException(a.text());
        return a.bytes().length;
    }

    @Benchmark
    public int revalidated() throws IOException {
        Clients.Answer a = Clients.get(web.port(), feed, "If-None-Match: " + etag + "\r\n", 5000);
        if (a.status() != 304) throw new IllegalStateException(a.text());
        return a.bytes().length;
    }
}
