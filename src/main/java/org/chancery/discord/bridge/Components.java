package org.chancery.discord.bridge;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.chancery.command.Action;
import org.chancery.command.Form;
import org.chancery.discord.message.Button;
import org.chancery.discord.message.TextForm;

/**
 * The command layer's follow-ups as Discord components. A shortcut's button carries its command in its id
 * ("run:ready?game=1&power=France"), so it works after a restart. A confirmation's button carries only a
 * random token, kept here for 15 minutes for the user who asked: nobody else can press it, and it runs once.
 * A form (modal) carries its command in its id like a shortcut.
 */
public final class Components {
    static final Duration CONFIRM_FOR = Duration.ofMinutes(15);
    private static final String RUN = "run:", OK = "ok:", FORM = "form:";

    /** A command and its options, as a button or form asks for it. */
    record Call(String command, Map<String, String> options) {}

    private record Pending(long userId, Call call, long until) {}

    private final Map<String, Pending> pending = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final Clock clock;

    Components(Clock clock) { this.clock = clock; }

    List<Button> buttons(List<Action> actions, long userId) {
        long now = clock.millis();
        pending.values().removeIf(p -> p.until() < now);
        List<Button> out = new ArrayList<>();
        for (Action a : actions) {
            Call call = new Call(a.command(), a.options());
            String id = encode(RUN, call);
            if (a.kind() == Action.Kind.CONFIRM || id.length() > Button.ID_MAX) {
                byte[] token = new byte[12];
                random.nextBytes(token);
                id = OK + HexFormat.of().formatHex(token);
                pending.put(id, new Pending(userId, call, clock.millis() + CONFIRM_FOR.toMillis()));
            }
            out.add(new Button(id, a.label(), a.kind() == Action.Kind.CONFIRM ? Button.Style.DANGER : Button.Style.SECONDARY));
        }
        return out;
    }

    /** Shortcut buttons whose ids carry their commands (for posts nobody answered, such as reminders). */
    public static List<Button> shortcuts(List<Action> actions) {
        List<Button> out = new ArrayList<>();
        for (Action a : actions) {
            String id = encode(RUN, new Call(a.command(), a.options()));
            if (a.kind() == Action.Kind.SHORTCUT && id.length() <= Button.ID_MAX) {
                out.add(new Button(id, a.label(), Button.Style.SECONDARY));
            }
        }
        return out;
    }

    /** The form as a modal, or null if its command and options do not fit a form's id. */
    TextForm form(Form f, int maxLength) {
        String id = encode(FORM, new Call(f.command(), f.options()));
        if (id.length() > Button.ID_MAX) return null;
        return new TextForm(id, f.title(), f.field(), f.label(), f.prefill(), maxLength);
    }

    /** Whether a button's id is a confirmation (its command may be slow: a rollback). */
    static boolean confirmation(String id) { return id.startsWith(OK); }

    /** The call a pressed button stands for; a refusal in words when there is none for this user. */
    Call button(String id, long userId) {
        if (id.startsWith(RUN)) return decode(id.substring(RUN.length()));
        if (id.startsWith(OK)) {
            Pending p = pending.get(id);
            if (p == null || p.until() < clock.millis()) {
                pending.remove(id);
                throw new Refusal("This confirmation has expired or was used already; run the command again.");
            }
            if (p.userId() != userId) throw new Refusal("Only the one who asked can confirm this.");
            pending.remove(id);
            return p.call();
        }
        throw new Refusal("This button does nothing any more.");
    }

    /** The call a sent form stands for, with its fields added to the options. */
    Call form(String id, Map<String, String> fields) {
        if (!id.startsWith(FORM)) throw new Refusal("This form is not taken any more.");
        Call c = decode(id.substring(FORM.length()));
        Map<String, String> options = new LinkedHashMap<>(c.options());
        options.putAll(fields);
        return new Call(c.command(), options);
    }

    /** A button or form that cannot be used, with the reason. */
    static final class Refusal extends RuntimeException {
        Refusal(String message) { super(message, null, false, false); }
    }

    private static String encode(String prefix, Call c) {
        StringBuilder b = new StringBuilder(prefix).append(c.command().replace(' ', '+')).append('?');
        c.options().forEach((k, v) -> b.append(k).append('=').append(URLEncoder.encode(v, StandardCharsets.UTF_8)).append('&'));
        return b.substring(0, b.length() - 1);
    }

    private static Call decode(String s) {
        int q = s.indexOf('?');
        String command = (q < 0 ? s : s.substring(0, q)).replace('+', ' ');
        Map<String, String> options = new LinkedHashMap<>();
        if (q >= 0) {
            for (String pair : s.substring(q + 1).split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0) options.put(pair.substring(0, eq), URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
            }
        }
        return new Call(command, options);
    }
}
