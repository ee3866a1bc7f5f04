package org.chancery.web;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Closes a connection that, within one period, has neither begun a new request nor sent any answer. The idle
 * timeout cannot do this for a client that trickles its request a byte at a time, since every byte resets it;
 * this deadline holds whatever the client sends. A route that streams (server-sent events) must send something
 * more often than this, as it must for the idle timeout. Jetty calls it for each connection of the connector it
 * is a bean of.
 */
final class RequestDeadline implements Connection.Listener {
    private final long millis;
    private final Scheduler scheduler;

    RequestDeadline(Duration period, Scheduler scheduler) {
        this.millis = period.toMillis();
        this.scheduler = scheduler;
    }

    @Override
    public void onOpened(Connection connection) { watch(connection, 0, 0); }

    private void watch(Connection connection, long requests, long bytesOut) {
        scheduler.schedule(() -> {
            if (!connection.getEndPoint().isOpen()) return;
            long nowRequests = connection.getMessagesIn();
            long nowOut = connection.getBytesOut();
            if (nowRequests == requests && nowOut == bytesOut) connection.getEndPoint().close();
            else watch(connection, nowRequests, nowOut);
        }, millis, TimeUnit.MILLISECONDS);
    }
}
