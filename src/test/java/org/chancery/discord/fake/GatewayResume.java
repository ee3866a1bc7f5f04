package org.chancery.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** Gateway sessions that a new connection may resume: their sequence and the events sent, by session id. */
final class GatewayResume {
    /** Events kept per session for replay. */
    private static final int KEPT = 1000;
    private final Map<String, Session> sessions = new ConcurrentHashMap<>();
    private final AtomicInteger resumes = new AtomicInteger();

    record Session(String id, int shard, int shards, JsonNode identify, AtomicInteger sequence, List<ObjectNode> log) {
        synchronized void sent(ObjectNode frame) {
            log.add(frame);
            if (log.size() > KEPT) log.remove(0);
        }

        synchronized List<ObjectNode> after(int seq) {
            List<ObjectNode> out = new ArrayList<>();
            for (ObjectNode f : log) if (f.path("s").asInt() > seq) out.add(f);
            return out;
        }
    }

    Session open(String id, int shard, int shards, JsonNode identify) {
        Session s = new Session(id, shard, shards, identify, new AtomicInteger(), new ArrayList<>());
        sessions.put(id, s);
        return s;
    }

    Session find(String id) {
        return sessions.get(id);
    }

    void resumed() {
        resumes.incrementAndGet();
    }

    int resumes() {
        return resumes.get();
    }
}
