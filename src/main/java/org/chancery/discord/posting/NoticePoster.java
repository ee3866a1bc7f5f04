package org.chancery.discord.posting;

import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.chancery.command.Action;
import org.chancery.command.MapImages;
import org.chancery.command.Times;
import org.chancery.discord.bridge.Components;
import org.chancery.discord.message.Button;
import org.chancery.discord.message.OutgoingMessage;
import org.chancery.discord.message.Pages;
import org.chancery.game.GameService;
import org.chancery.store.GameRow;
import org.chancery.store.Leases;
import org.chancery.store.NoticeRow;
import org.chancery.store.PlayerRow;
import org.chancery.store.PressRow;

/**
 * Posts the store's notices: a phase's results (embed and maps) and other public news to the game's channel,
 * reminders (with Ready and Show my orders buttons) and owed decisions by DM to the power's player, GM notes by
 * DM to the GM. Each place keeps the notices' order; a place in backoff holds up no other. A notice is marked
 * delivered only once Discord has taken its post; a notice still pending when the bot stops is posted after it
 * starts again. A post Discord refuses for good is given up, and the GM is told once about that place until a post there
 * goes through again.
 *
 * <p>Several processes on one store share the posting: a poster claims a few games with notices waiting (a
 * lease in the store, see {@link org.chancery.game.Claims}), posts their notices, renews its leases while
 * posts are in flight and gives each game back once its notices are out. A game's notices are posted by
 * one process at a time, in order. If a process dies, its leases run out and another takes the games over;
 * a notice it had sent but not yet marked goes again with the same nonce (the notice's id), and Discord
 * makes no second message. Discord keeps a nonce for a few minutes only: a notice sent again later than
 * {@link Outbox#RECHECK} after it was made is first looked for in its place ({@link Sender#find}).
 */
public final class NoticePoster implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger(NoticePoster.class.getName());

    private final GameService service;
    private final Outbox outbox;
    private final ResultsPost results;
    private final ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "chancery-notices");
        t.setDaemon(true);
        return t;
    });
    private final ScheduledExecutorService renewals = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "chancery-leases");
        t.setDaemon(true);
        return t;
    });
    private final AtomicBoolean queued = new AtomicBoolean();
    private final org.chancery.command.FeedLinks links;
    /** Notices handed to the outbox and not yet settled. */
    private final Set<Long> inFlight = ConcurrentHashMap.newKeySet();
    /** The games this poster holds a lease on, each with its notices in flight. */
    private final Map<Long, Set<Long>> held = new ConcurrentHashMap<>();

    /** A notice's text as typed on Discord: GM commands under their groups ("/game phase adjudicate"). */
    private final java.util.function.UnaryOperator<String> words;

    public NoticePoster(GameService service, Outbox outbox, MapImages maps) {
        this(service, outbox, maps, org.chancery.command.FeedLinks.NONE, java.util.function.UnaryOperator.identity());
    }

    /**
     * With {@code links}, a results post carries a link button to the game's page; {@code words} writes a notice's
     * text as typed on Discord.
     */
    public NoticePoster(GameService service, Outbox outbox, MapImages maps, org.chancery.command.FeedLinks links,
            java.util.function.UnaryOperator<String> words) {
        this.words = words;
        this.service = service;
        this.links = links;
        this.outbox = outbox;
        this.results = new ResultsPost(service, maps);
    }

    /** How many games one claim takes: a few, so that processes share a storm of results between them. */
    static final int BATCH = 4;

    /** Posts what is pending now, then looks again every {@code every}; renews its leases meanwhile. */
    public void start(Duration every) {
        loop.scheduleWithFixedDelay(this::safeFlush, 0, every.toMillis(), TimeUnit.MILLISECONDS);
        long renew = Math.max(100, service.claims().lease().toMillis() / 3);
        renewals.scheduleWithFixedDelay(this::renew, renew, renew, TimeUnit.MILLISECONDS);
    }

    /** Looks for new notices soon (after a command, which may have adjudicated). */
    public void wake() {
        if (queued.compareAndSet(false, true)) {
            try {
                loop.execute(() -> {
                    queued.set(false);
                    safeFlush();
                });
            } catch (java.util.concurrent.RejectedExecutionException stopped) {
                queued.set(false);
            }
        }
    }

    private void safeFlush() {
        try {
            flush();
        } catch (RuntimeException e) {
            LOG.log(Level.ERROR, "posting notices failed; trying again shortly", e);
        }
    }

    /**
     * Hands the outbox the notices of the games this poster holds, then of games it claims, until no game with
     * notices waiting is left unclaimed; gives back the games whose notices are all out. Returns how many
     * notices it handed over.
     */
    public synchronized int flush() {
        int queuedNow = 0;
        for (long game : List.copyOf(held.keySet())) queuedNow += post(game);
        for (List<Long> claimed = service.claims().posting(BATCH); !claimed.isEmpty();
                claimed = service.claims().posting(BATCH)) {
            for (long game : claimed) queuedNow += post(game);
        }
        for (long game : List.copyOf(held.keySet())) giveBackIfDone(game);
        return queuedNow;
    }

    /** Hands over a held (or just claimed) game's pending notices not yet in flight, in order. */
    private int post(long game) {
        Set<Long> flying = held.computeIfAbsent(game, g -> ConcurrentHashMap.newKeySet());
        int queuedNow = 0;
        boolean onDisk = false;
        for (NoticeRow n : service.waitingNotices(game)) {
            if (!inFlight.add(n.id())) continue;
            // the list was read before this loop came here: a notice in flight then may have been posted and let go of
            // since, and handed over again it would be posted twice (its look for an earlier copy starts after the
            // place's newest post, so it would not find it); read it again now that it is this poster's
            if (!whileHeld(n, () -> service.stillWaiting(n.id()))) {
                inFlight.remove(n.id());
                continue;
            }
            if (!onDisk) {
                // what was read goes out only once it is on disk: a crash must not take back a notice already posted
                whileHeld(n, () -> {
                    service.durable();
                    return true;
                });
                onDisk = true;
            }
            Optional<Post> post = whileHeld(n, () -> plan(n));
            if (post.isEmpty()) {
                service.delivered(n.id());
                inFlight.remove(n.id());
                continue;
            }
            flying.add(n.id());
            queuedNow++;
            try {
                handOver(n, post.get());
            } catch (RuntimeException e) {
                // the bot's own failure, before Discord saw anything: given up as the outbox gives up its own refusals,
                // so the GM hears of it and the game's later notices go on, rather than the notice held in flight for ever
                LOG.log(Level.ERROR, "notice " + n.id() + " could not be handed to the outbox", e);
                settle(n, new Sender.Refused("the bot could not build the post", 0, e));
            }
        }
        return queuedNow;
    }

    /** A step on a notice this poster holds; if it fails, the notice is let go before the failure goes on. */
    private <T> T whileHeld(NoticeRow n, java.util.function.Supplier<T> step) {
        try {
            return step.get();
        } catch (RuntimeException e) {
            inFlight.remove(n.id());
            throw e;
        }
    }

    /** Splits the notice's post into pages and queues them, or refuses it whole; the notice settles when all are done. */
    private void handOver(NoticeRow n, Post post) {
        List<OutgoingMessage> split = Pages.split(post.message().withNonce(nonce(n)));
        // a post Discord would refuse in part (embeds without Embed Links) is refused whole: nothing half-posted
        String refused = null;
        for (OutgoingMessage page : split) if (refused == null) refused = outbox.refusal(post.target(), page);
        if (refused != null) {
            settle(n, new Sender.Refused(refused, 403, null));
            return;
        }
        List<CompletableFuture<Long>> pages = new ArrayList<>();
        // made no earlier than the notice: if sent before (a crash or a lost answer), looked for from then
        long since = sinceOnTheOutboxClock(n);
        for (OutgoingMessage page : split) pages.add(outbox.post(post.target(), page, since));
        CompletableFuture.allOf(pages.toArray(CompletableFuture[]::new))
                .whenComplete((ok, failure) -> settle(n, firstFailure(pages)));
    }

    /**
     * The notice's stamp, from the game's clock, as a moment on the outbox's (the host's): the same in production. A game
     * clock ahead of the host's (a test's fast clock, a host set back) would make a notice look younger than it is, even
     * made in the future, and its resend would lean on a nonce Discord may have forgotten; moved by the clocks' gap
     * now, a notice looks as old as the game's clock says or older, so a resend is looked for first.
     */
    private long sinceOnTheOutboxClock(NoticeRow n) {
        return n.at() - Math.max(0, service.clock().millis() - outbox.now());
    }

    /** A notice's nonce: its id, the same in every process, so Discord makes one message of it however often sent. */
    static String nonce(NoticeRow n) {
        return "n" + n.id();
    }

    /** The first page's failure, the cause unwrapped; null when every page was posted. */
    private static Throwable firstFailure(List<CompletableFuture<Long>> pages) {
        for (CompletableFuture<Long> p : pages) {
            try {
                p.join();
            } catch (java.util.concurrent.CompletionException e) {
                return e.getCause() == null ? e : e.getCause();
            } catch (java.util.concurrent.CancellationException e) {
                return e;
            }
        }
        return null;
    }

    private void giveBackIfDone(long game) {
        Set<Long> flying = held.get(game);
        if (flying == null || !flying.isEmpty() || service.noticesWaiting(game)) return;
        held.remove(game);
        service.claims().release(Leases.Kind.POST, game);
    }

    /** Renews the lease of every held game; a game whose lease ran out and was taken is let go. */
    private void renew() {
        for (long game : List.copyOf(held.keySet())) {
            try {
                if (!service.claims().renew(Leases.Kind.POST, game)) {
                    held.remove(game);
                    LOG.log(Level.WARNING, "the lease on posting game #" + game + " ran out and was taken over");
                }
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "could not renew the lease on posting game #" + game + ": " + e.getMessage());
            }
        }
    }

    private void settle(NoticeRow n, Throwable failure) {
        try {
            if (failure == null) {
                service.delivered(n);
            } else if (failure instanceof Sender.Refused refused) {
                LOG.log(Level.ERROR, "notice " + n.id() + " of game #" + n.gameId() + " was refused: " + refused.getMessage());
                if (service.undeliverable(n, refused.getMessage(), advice(n, refused) + again(n, refused),
                        refused.status() == 404)) wake();
            }
        } catch (RuntimeException e) {
            LOG.log(Level.ERROR, "could not settle notice " + n.id(), e);
        } finally {
            inFlight.remove(n.id());
            Set<Long> flying = held.get(n.gameId());
            if (flying != null && flying.remove(n.id()) && flying.isEmpty()) wake();
        }
    }

    /**
     * What the GM can do about a refusal, for every status Discord (or the bot itself, status 0) can refuse with:
     * a permission to give for a 403 in the channel; nothing of theirs for a 400, 413 or the bot's own refusal (the
     * post broke a limit: Chancery's fault); the channel gone for a 404; the bot's token for a 401.
     */
    static String advice(NoticeRow n, Sender.Refused refused) {
        boolean channel = n.audience().equals("public");
        String report = " Please report it to Chancery's maintainers with the game's number. Later posts go on.";
        return switch (refused.status()) {
            case 0 -> "Chancery refused the post itself before sending it; nothing in the server is wrong." + report;
            case 400 -> "The post broke one of Discord's limits on a message; nothing in the server is wrong." + report;
            case 413 -> "A file in the post was larger than Discord takes; nothing in the server is wrong." + report;
            case 401 -> "Discord no longer accepts the bot's token: the operator must give Chancery a valid token.";
            case 403 -> channel ? "Give the bot View Channel, Send Messages, Embed Links and Attach Files there."
                    : "Ask them to allow direct messages from members of this server.";
            case 404 -> channel ? "The channel is gone, or the bot cannot see it: give the bot View Channel there, or"
                    + " move the game with game import in a channel it can see." : "Discord does not know that user.";
            default -> "Discord gave status " + refused.status() + ", which Chancery does not expect here." + report;
        };
    }

    /** For results refused for a permission, how the GM posts them again once it is given ("" otherwise). */
    private String again(NoticeRow n, Sender.Refused refused) {
        if (!n.results() || refused.status() != 403) return "";
        var phase = service.views().phaseAt(n.gameId(), n.phaseSeq());
        return phase == null ? "" : " Then /game repost " + phase.code() + " posts these results again.";
    }

    record Post(Target target, OutgoingMessage message) {}

    /** Where a notice goes and what it says; empty when nobody on Discord can receive it. */
    Optional<Post> plan(NoticeRow n) {
        GameRow g = service.game(n.gameId());
        String audience = n.audience();
        if (n.press()) return press(n, g);
        if (audience.equals("public")) {
            Optional<Long> channel = snowflake(g.channelId());
            if (channel.isEmpty()) return nobody(n, "its game has no Discord channel");
            OutgoingMessage m = n.results() ? results.build(n, g) : OutgoingMessage.text(Times.discord(words.apply(n.text())));
            if (n.results()) m = m.withButtons(links.page(g.id()).map(u -> List.of(Button.link(u, "Game page"))).orElse(List.of()));
            return Optional.of(new Post(Target.channel(channel.get()), m));
        }
        String user = null;
        if (audience.equals("gm")) user = g.gmId();
        else if (audience.startsWith("power:")) {
            String power = audience.substring("power:".length());
            for (PlayerRow p : service.players(g.id())) if (p.power().equals(power)) user = p.userId();
        }
        Optional<Long> id = snowflake(user);
        if (id.isEmpty()) return nobody(n, "no Discord user holds " + audience);
        OutgoingMessage m = OutgoingMessage.text(Times.discord(words.apply(n.text())));
        if (n.reminder()) m = m.withButtons(reminderButtons(n, audience.substring("power:".length())));
        return Optional.of(new Post(Target.user(id.get()), m));
    }

    /**
     * A press message as its sender wrote it (no words or times rewritten), to the channel or a recipient's DM, with a
     * Reply button (and Reply to all, for a message with more readers), which opens a form to write the answer in.
     */
    private Optional<Post> press(NoticeRow n, GameRow g) {
        PressRow m = service.press().delivery(n.pressId());
        String game = String.valueOf(g.id());
        OutgoingMessage text = OutgoingMessage.text(n.text());
        if (n.audience().equals("public")) {
            Optional<Long> channel = snowflake(g.channelId());
            if (channel.isEmpty()) return nobody(n, "its game has no Discord channel");
            return Optional.of(new Post(Target.channel(channel.get()), text.withButtons(Components.shortcuts(List.of(
                    Action.shortcut("Reply to " + m.sender(), "press", Map.of("game", game, "to", m.sender())))))));
        }
        String reader = n.audience().substring("power:".length());
        String user = null;
        for (PlayerRow p : service.players(g.id())) if (p.power().equals(reader)) user = p.userId();
        Optional<Long> id = snowflake(user);
        if (id.isEmpty()) return nobody(n, "no Discord user holds " + n.audience());
        List<Action> actions = new ArrayList<>(List.of(Action.shortcut("Reply", "press",
                Map.of("game", game, "to", m.sender(), "power", reader))));
        if (m.recipients().size() > 1) {
            List<String> all = new ArrayList<>(List.of(m.sender()));
            for (String p : m.recipients()) if (!p.equals(reader)) all.add(p);
            actions.add(Action.shortcut("Reply to all", "press", Map.of("game", game, "to", String.join(", ", all),
                    "power", reader)));
        }
        return Optional.of(new Post(Target.user(id.get()), text.withButtons(Components.shortcuts(actions))));
    }

    /** Ready (for the phase reminded of, so it never lands on the next) and Show my orders. */
    private List<Button> reminderButtons(NoticeRow n, String power) {
        var phase = service.views().phaseAt(n.gameId(), n.phaseSeq());
        if (phase == null) return List.of();
        String game = String.valueOf(n.gameId());
        return Components.shortcuts(List.of(
                Action.shortcut("Ready", "ready", Map.of("game", game, "power", power, "ready", "yes", "phase", phase.code())),
                Action.shortcut("Show my orders", "orders", Map.of("game", game, "power", power))));
    }

    private static Optional<Post> nobody(NoticeRow n, String why) {
        LOG.log(Level.INFO, "notice " + n.id() + " of game #" + n.gameId() + " has no recipient: " + why);
        return Optional.empty();
    }

    static Optional<Long> snowflake(String id) {
        if (id == null) return Optional.empty();
        try {
            return Optional.of(Long.parseUnsignedLong(id));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    @Override
    public void close() throws InterruptedException {
        loop.shutdownNow();
        renewals.shutdownNow();
        loop.awaitTermination(5, TimeUnit.SECONDS);
        // A clean stop gives its games back at once; another process need not wait for the leases to run out.
        for (long game : List.copyOf(held.keySet())) {
            try {
                service.claims().release(Leases.Kind.POST, game);
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "could not give back game #" + game + ": " + e.getMessage());
            }
        }
        held.clear();
    }
}
