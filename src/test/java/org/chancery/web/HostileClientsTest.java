package org.chancery.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Slow, partial and garbage clients on loopback (127.0.0.1 only; every loop bounded in count and time): the
 * server closes each of them, and a valid feed request is answered within 1 s throughout. The limits are the
 * standard ones with shorter timeouts, so the test takes seconds, not minutes.
 */
class HostileClientsTest {
    /**
     * A feed request this slow was starved by the attackers (the fault measured 7.8 s); the bound leaves room for a
     * loaded machine, and the speed itself is measured by bench/slow-clients, not here.
     */
    static final long STARVED_MS = 3000;

    static final WebServer.Limits LIMITS = new WebServer.Limits(Duration.ofSeconds(3), Duration.ofSeconds(2), 8 * 1024, 1000, 100,
            Duration.ofMillis(500), 16);

    private TestSite web;
    private String feed;
    private final ExecutorService attackers = Executors.newFixedThreadPool(6, r -> {
        Thread t = new Thread(r, "hostile-client");
        t.setDaemon(true);
        return t;
    });

    @BeforeEach
    void setUp() throws Exception {
        web = TestSite.start("Feed game", LIMITS);
        feed = web.feed();
    }

    @AfterEach
    void tearDown() throws Exception {
        web.close(); // closes the hostile connections, so the attackers' reads end
        attackers.shutdownNow();
        attackers.awaitTermination(5, TimeUnit.SECONDS);
    }

    private void assertFeed(Clients.Answer a) {
        assertEquals(200, a.status(), a.text());
        assertTrue(a.text().contains("BEGIN:VCALENDAR"), a.text());
    }

    @Test
    void eachHostileClientIsClosedAndNoneHoldsAThread() throws Exception {
        int port = web.port();
        List<Future<Clients.Answer>> partial = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            partial.add(attackers.submit(() -> {
                try (Socket s = Clients.open(port)) {
                    s.getOutputStream().write("GET /cal".getBytes(StandardCharsets.US_ASCII));
                    return Clients.drain(s, 10_000);
                }
            }));
        }
        Future<Clients.Answer> tls = attackers.submit(() -> {
            try (Socket s = Clients.open(port)) {
                s.getOutputStream().write(Clients.clientHello());
                return Clients.drain(s, 10_000);
            }
        });
        Future<Clients.Answer> garbage = attackers.submit(() -> {
            try (Socket s = Clients.open(port)) {
                byte[] junk = new byte[2048];
                new Random(23).nextBytes(junk);
                s.getOutputStream().write(junk);
                return Clients.drain(s, 10_000);
            }
        });
        Future<Integer> trickled = attackers.submit(() -> trickle(port, 10));
        // While they wait, the feed is served: the JDK server's two workers were both held by the partial requests.
        Thread.sleep(300);
        assertFeed(Clients.get(port, feed, 5000));

        for (Future<Clients.Answer> f : partial) {
            Clients.Answer a = f.get(10, TimeUnit.SECONDS);
            assertTrue(a.status() >= 0, "closed by the server, not by the client's patience");
            assertTrue(a.millis() < LIMITS.idle().toMillis() + 1500, "closed after the idle timeout: " + a.millis() + " ms");
        }
        Clients.Answer hello = tls.get(10, TimeUnit.SECONDS);
        assertEquals(400, hello.status(), hello.text());
        assertTrue(hello.millis() < 1000, hello.millis() + " ms");
        Clients.Answer junk = garbage.get(10, TimeUnit.SECONDS);
        assertEquals(400, junk.status(), junk.text());
        int sent = trickled.get(15, TimeUnit.SECONDS);
        assertTrue(sent <= 2 * LIMITS.request().toSeconds() + 1,
                "a client trickling a byte a second is cut off by the request deadline, not after its " + sent + " bytes");
        Clients.Answer big = Clients.get(port, feed, "X-Big: " + "a".repeat(LIMITS.headerBytes()) + "\r\n", 1000);
        assertEquals(431, big.status(), "headers past the bound: " + big.text());
        assertFeed(Clients.get(port, feed, 5000));
    }

    /**
     * Sends a feed request one byte a second, for at most {@code maxSeconds}; the bytes sent before the server
     * closed the connection.
     */
    private int trickle(int port, int maxSeconds) throws Exception {
        byte[] request = ("GET " + feed + " HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
        try (Socket s = Clients.open(port)) {
            s.setSoTimeout(1000);
            for (int i = 0; i < Math.min(maxSeconds, request.length); i++) {
                try {
                    s.getOutputStream().write(request[i]);
                    s.getOutputStream().flush();
                    s.getInputStream().read();
                    return i + 1; // the server answered or closed
                } catch (java.net.SocketTimeoutException e) {
                    continue; // a second passed with the connection open
                } catch (java.io.IOException e) {
                    return i + 1;
                }
            }
            return Integer.MAX_VALUE;
        }
    }

    @Test
    void validRequestsAreAnsweredWithinASecondThroughout() throws Exception {
        int port = web.port();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        ConcurrentLinkedQueue<String> seen = new ConcurrentLinkedQueue<>();
        List<Socket> idle = new ArrayList<>();
        try {
            assertFeed(Clients.get(port, feed, 5000)); // warm: the first request loads ical4j and the store's classes
            for (int i = 0; i < 200; i++) idle.add(Clients.open(port)); // idle, under the bound of 300
            byte[] hello = Clients.clientHello();
            byte[] junk = new byte[2048];
            new Random(27).nextBytes(junk);
            for (byte[] attack : List.of("GET /cal".getBytes(StandardCharsets.US_ASCII), "GET /cal".getBytes(StandardCharsets.US_ASCII), hello, junk)) {
                attackers.submit(() -> {
                    for (int round = 0; round < 100 && System.nanoTime() < until; round++) {
                        try (Socket s = Clients.open(port)) {
                            s.getOutputStream().write(attack);
                            seen.add(Clients.drain(s, 5_000).status() + "");
                        }
                    }
                    return null;
                });
            }
            attackers.submit(() -> {
                for (int round = 0; round < 10 && System.nanoTime() < until; round++) seen.add("trickled " + trickle(port, 5));
                return null;
            });
            long worst = 0;
            int answered = 0;
            List<Long> times = new ArrayList<>();
            for (int i = 0; i < 200 && System.nanoTime() < until; i++) {
                Clients.Answer a = Clients.get(port, feed, 5000);
                assertFeed(a);
                worst = Math.max(worst, a.millis());
                times.add(a.millis());
                answered++;
                Thread.sleep(100);
            }
            System.out.println("HostileClientsTest: " + answered + " feed requests among 200 idle connections, 2 partial requests,"
                    + " a TLS hello, garbage and a trickler: median " + times.stream().sorted().toList().get(times.size() / 2) + " ms, slowest "
                    + worst + " ms; hostile rounds " + seen.size());
            assertTrue(answered >= 20, answered + " answered");
            assertTrue(worst < STARVED_MS, worst + " ms");
        } finally {
            for (Socket s : idle) s.close();
        }
    }

    /**
     * 400 clients trickling a byte a second and reconnecting when cut, four times the busy mark: before Jetty's
     * low-resource monitor the bound was 300 here (512 in production), the tricklers filled it, and a feed request
     * waited in the backlog for many seconds (the issue measured up to 7.8 s at 700 against 512).
     */
    @Test
    void slowClientsPastTheBusyMarkAreCutAndOrdinaryRequestsStayFast() throws Exception {
        int port = web.port();
        assertFeed(Clients.get(port, feed, 5000)); // warm
        List<Long> times = new ArrayList<>();
        try (Tricklers slow = new Tricklers(port, feed, 400, 20)) {
            Thread.sleep(2000); // every trickler connected and sending
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(6);
            while (System.nanoTime() < until) {
                Clients.Answer a = Clients.get(port, feed, 5000);
                assertFeed(a);
                times.add(a.millis());
                Thread.sleep(50);
            }
            List<Long> sorted = times.stream().sorted().toList();
            System.out.println("HostileClientsTest: " + times.size() + " feed requests among 400 tricklers: median "
                    + sorted.get(sorted.size() / 2) + " ms, p99 " + sorted.get(sorted.size() * 99 / 100) + " ms, slowest "
                    + sorted.get(sorted.size() - 1) + " ms; tricklers opened " + slow.opened() + " connections, the server cut "
                    + slow.cut());
            assertTrue(slow.cut() >= 400, "the busy server cuts the tricklers: " + slow.cut());
            assertTrue(sorted.get(sorted.size() - 1) < STARVED_MS, "no feed request starved: " + sorted);
        }
    }

    /** Jetty's own refusals, before any route runs, carry the security headers and repeat nothing of the request. */
    @Test
    void jettysOwnRefusalsCarryTheHeadersAndEchoNothing() throws Exception {
        int port = web.port();
        String mark = "zq<script>alert(7)</script>";
        byte[] junk = new byte[512];
        new Random(5).nextBytes(junk);
        List<byte[]> requests = List.of(
                ("GET /" + mark + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1),
                ("GET /" + mark + " HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header" + mark + ": x\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1),
                ("G" + mark + " / HTTP/1.1\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1),
                ("GET /" + mark + "a".repeat(LIMITS.headerBytes()) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1),
                ("GET /" + mark + " HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + mark + "b".repeat(LIMITS.headerBytes()) + "\r\n\r\n")
                        .getBytes(StandardCharsets.ISO_8859_1),
                junk);
        List<Integer> statuses = new ArrayList<>();
        for (byte[] r : requests) {
            try (Socket s = Clients.open(port)) {
                s.getOutputStream().write(r);
                Clients.Answer a = Clients.drain(s, 5000);
                statuses.add(a.status());
                String text = a.text();
                for (String h : List.of("X-Content-Type-Options: nosniff", "Referrer-Policy: no-referrer", "X-Frame-Options: DENY",
                        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'", "Cache-Control: no-store")) {
                    assertTrue(text.contains(h), "missing " + h + ":\n" + text);
                }
                for (String echo : List.of("zq", "script", "alert", "Bad Header", "aaaa", "bbbb", "Exception", "org.eclipse", "<html", "null")) {
                    assertTrue(!text.contains(echo), "the answer repeats or leaks '" + echo + "':\n" + text);
                }
            }
        }
        assertEquals(List.of(400, 400, 400, 414, 431, 400), statuses);
    }

    /**
     * A megabyte of headers from a client with a small send buffer, which is still sending when the server has
     * read its 8 KiB: the server reads the rest before it answers 431, so the client's send ends and it reads the
     * answer; closing at once reset the connection and the client saw no answer.
     */
    @Test
    void aMegabyteOfHeadersIsAnswered431NotReset() throws Exception {
        int port = web.port();
        byte[] request = ("GET " + feed + " HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "c".repeat(1 << 20) + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < 5; i++) {
            try (Socket s = new Socket()) {
                s.setSendBufferSize(16 * 1024);
                s.connect(new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), port));
                s.getOutputStream().write(request);
                Clients.Answer a = Clients.drain(s, 5000);
                assertEquals(431, a.status(), a.text());
            }
        }
        assertFeed(Clients.get(port, feed, 5000));
    }

    @Test
    void pastTheConnectionBoundIdleConnectionsAreCutSoonerAndTheFeedIsServedAgain() throws Exception {
        int port = web.port();
        List<Socket> idle = new ArrayList<>();
        try {
            for (int i = 0; i < LIMITS.connections() + 20; i++) idle.add(Clients.open(port)); // the last wait in the backlog
            Thread.sleep(200);
            Clients.Answer a = Clients.get(port, feed, 5000);
            assertFeed(a);
            assertTrue(a.millis() < 3500, "idle connections are cut after 0.5 s once the server is busy: " + a.millis() + " ms");
            System.out.println("HostileClientsTest: with " + idle.size() + " idle connections (bound " + LIMITS.connections()
                    + "), the feed was answered in " + a.millis() + " ms");
        } finally {
            for (Socket s : idle) s.close();
        }
        assertFeed(Clients.get(port, feed, 5000));
    }
}
