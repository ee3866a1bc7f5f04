package org.chancery.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The game page's answers a second for past phases of a W3K game over loopback, four clients on kept-alive
 * connections asking with gzip as a browser does: a past phase's page, its board (the SVG, drawn once and then
 * kept), and the board revalidated (304). {@code bench/run-jmh GamePage}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Threads(4)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 5, time = 3)
public class GamePageBenchmark {
    private PageGames games;
    private HttpClient http;
    private URI page;
    private URI board;
    private String etag;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        games = PageGames.w3k(3);
        http = HttpClient.newHttpClient();
        page = URI.create(games.page() + "1");
        board = URI.create(games.page() + "1.svg");
        etag = http.send(request(board).build(), HttpResponse.BodyHandlers.discarding()).headers().firstValue("ETag").orElseThrow();
    }

    @TearDown(Level.Trial)
    public void tearDown() { games.close(); }

    private static HttpRequest.Builder request(URI uri) { return HttpRequest.newBuilder(uri).header("Accept-Encoding", "gzip"); }

    private int get(HttpRequest.Builder r, int status) throws Exception {
        HttpResponse<byte[]> a = http.send(r.build(), HttpResponse.BodyHandlers.ofByteArray());
        if (a.statusCode() != status) throw new IllegalStateException("status " + a.statusCode());
        return a.body().length;
    }

    @Benchmark
    public int pastPage() throws Exception { return get(request(page), 200); }

    @Benchmark
    public int pastBoard() throws Exception { return get(request(board), 200); }

    @Benchmark
    public int pastBoardRevalidated() throws Exception { return get(request(board).header("If-None-Match", etag), 304); }
}
