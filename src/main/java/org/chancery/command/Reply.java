package org.chancery.command;

import java.util.ArrayList;
import java.util.List;

/**
 * A transport-neutral answer: a title and text, tables, attachments, and who may see it. {@code error} marks
 * a refusal (bad input, no permission), whose text says what was wrong and how to say it right. {@code actions}
 * are follow-ups to offer (a confirmation, shortcuts); {@code form} asks for text to be filled in.
 */
public record Reply(Visibility visibility, String title, String text, List<Table> tables, List<Attachment> attachments,
                    boolean error, List<Action> actions, Form form) {
    public static Reply privately(String text) { return new Reply(Visibility.PRIVATE, null, text, List.of(), List.of(), false, List.of(), null); }

    public static Reply publicly(String text) { return new Reply(Visibility.PUBLIC, null, text, List.of(), List.of(), false, List.of(), null); }

    public static Reply error(String text) { return new Reply(Visibility.PRIVATE, null, text, List.of(), List.of(), true, List.of(), null); }

    public Reply titled(String t) { return new Reply(visibility, t, text, tables, attachments, error, actions, form); }

    public Reply with(Table t) {
        List<Table> more = new ArrayList<>(tables);
        more.add(t);
        return new Reply(visibility, title, text, List.copyOf(more), attachments, error, actions, form);
    }

    public Reply with(Attachment a) {
        List<Attachment> more = new ArrayList<>(attachments);
        more.add(a);
        return new Reply(visibility, title, text, tables, List.copyOf(more), error, actions, form);
    }

    public Reply with(Action a) {
        List<Action> more = new ArrayList<>(actions);
        more.add(a);
        return new Reply(visibility, title, text, tables, attachments, error, List.copyOf(more), form);
    }

    public Reply with(Form f) { return new Reply(visibility, title, text, tables, attachments, error, actions, f); }

    /** The confirmation this reply waits for, or null. */
    public Action confirmation() {
        for (Action a : actions) if (a.kind() == Action.Kind.CONFIRM) return a;
        return null;
    }

    /** Everything as plain text, tables included (for the console and for tests). */
    public String plain() {
        StringBuilder b = new StringBuilder();
        if (title != null) b.append(title).append('\n');
        if (text != null && !text.isEmpty()) b.append(text).append('\n');
        for (Table t : tables) b.append(t.render());
        return b.toString().stripTrailing();
    }
}
