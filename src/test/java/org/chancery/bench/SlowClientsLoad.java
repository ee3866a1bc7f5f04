package org.chancery.bench;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chancery.web.Clients;
import org.chancery.web.Tricklers;

/**
 * The game page's ordinary requests while slow clients hold the web server (standard limits, loopback only):
 * {@code clients} tricklers send a request a byte a second and reconnect when cut, and one ordinary client asks for
 * a W3K game's page every 100 ms, each on a new connection, for {@code seconds}. Prints the ordinary requests'
 * times, the tricklers' connections and the load average. {@code bench/slow-clients [clients] [seconds]}; bounded
 * in time: the tricklers stop after the run, whatever happens.
 */
public final class SlowClientsLoad {
    private SlowClientsLoad() {}

    public static void main(String[] args) throws Exception {
        int clients = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        try (PageGames games = PageGames.w3k(3)) {
            String page = URI.create(games.page()).getPath() + "0";
            int port = games.site().port();
            for (int i = 0; i < 5; i++) check(Clients.get(port, page, 10_000)); // warm: the first draws the board
            System.out.printf("load average before: %s%n", load());
            List<Long> times = new ArrayList<>();
            int failed = 0;
            try (Tricklers slow = new Tricklers(port, page, clients, seconds + 15)) {
                Thread.sleep(5_000); // every trickler connected and sending
                long until = System.nanoTime() + seconds * 1_000_000_000L;
                while (System.nanoTime() < until) {
                    try {
                        Clients.Answer a = Clients.get(port, page, 10_000);
                        check(a);
                        times.add(a.millis());
                    } catch (Exception e) {
                        failed++;
                    }
                    Thread.sleep(100);
                }
                System.out.printf("load average after: %s%n", load());
                times.sort(null);
                System.out.printf("%d tricklers for %d s: %d page requests answered (%d failed or over 10 s): median %d ms, "
                        + "p90 %d ms, p99 %d ms, slowest %d ms; the tricklers opened %,d connections and the server cut %,d%n",
                        clients, seconds, times.size(), failed, at(times, 50), at(times, 90), at(times, 99),
                        times.get(times.size() - 1), slow.opened(), slow.cut());
            }
        }
    }

    private static void check(Clients.Answer a) {
        if (a.status() != 200) throw new IllegalStateException("the page answered " + a.status());
    }

    private static long at(List<Long> sorted, int percent) {
        return sorted.get(Math.min(sorted.size() - 1, sorted.size() * percent / 100));
    }

    private static String load() throws java.io.IOException {
        return Files.readString(Path.of("/proc/loadavg")).strip();
    }
}
