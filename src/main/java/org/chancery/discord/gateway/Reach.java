package org.chancery.discord.gateway;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;

/**
 * Whether Discord can be reached at all, asked before JDA starts: a host that is not found or does not answer is
 * then one plain sentence, where JDA would log a long stack trace for it. The trace is kept at debug level.
 */
public final class Reach {
    private static final System.Logger LOG = System.getLogger(Reach.class.getName());
    public static final Duration TIMEOUT = Duration.ofSeconds(10);

    private Reach() {}

    /** Null when a connection to the REST host opens, else why not: "cannot find discord.com". */
    public static String problem(Endpoints endpoints, Duration timeout) {
        String host = "discord.com";
        int port = 443;
        if (!endpoints.isDiscord()) {
            URI uri = URI.create(endpoints.restBaseUrl());
            host = uri.getHost();
            port = uri.getPort() > 0 ? uri.getPort() : "https".equals(uri.getScheme()) ? 443 : 80;
        }
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getByName(host), port), (int) timeout.toMillis());
            return null;
        } catch (UnknownHostException e) {
            LOG.log(System.Logger.Level.DEBUG, "looking up " + host, e);
            return "cannot find " + host;
        } catch (SocketTimeoutException e) {
            LOG.log(System.Logger.Level.DEBUG, "connecting to " + host + ":" + port, e);
            return host + ":" + port + " did not answer within " + timeout.toSeconds() + " s";
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "connecting to " + host + ":" + port, e);
            return "cannot connect to " + host + ":" + port + " (" + e.getMessage() + ")";
        }
    }
}
