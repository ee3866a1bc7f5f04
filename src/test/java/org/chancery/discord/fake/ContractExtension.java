package org.chancery.discord.fake;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Fails the running test when any fake Discord received a request that breaks Discord's contract: an unknown route, a
 * body its API description refuses, or a limit of its documentation. Registered for every test class by JUnit's
 * extension autodetection ({@code junit-platform.properties}); a test that provokes a breach on purpose takes it with
 * {@link FakeDiscord#takeBreaches()}. After each class that talked to a fake it prints how many requests were checked.
 */
public final class ContractExtension implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {
    static final ConcurrentLinkedQueue<String> PENDING = new ConcurrentLinkedQueue<>();
    static final AtomicLong CHECKED = new AtomicLong();
    private static final ExtensionContext.Namespace HERE = ExtensionContext.Namespace.create(ContractExtension.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getStore(HERE).put("checked", CHECKED.get());
    }

    @Override
    public void afterEach(ExtensionContext context) {
        failOnBreaches();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        Long before = context.getStore(HERE).get("checked", Long.class);
        long checked = CHECKED.get() - (before == null ? 0 : before);
        if (checked > 0) {
            System.out.println("Discord contract: " + checked + " requests checked against openapi.json in "
                    + context.getRequiredTestClass().getSimpleName() + " (" + CHECKED.get() + " so far)");
        }
        failOnBreaches();
    }

    private static void failOnBreaches() {
        List<String> found = new ArrayList<>();
        String b;
        while ((b = PENDING.poll()) != null) found.add(b);
        if (!found.isEmpty()) {
            throw new AssertionError("Discord would refuse " + found.size() + " request(s) the bot made:\n  "
                    + String.join("\n  ", found));
        }
    }
}
