package org.chancery.command;

import java.util.Map;

/**
 * A form a reply asks to be filled in: one text field, filled with {@code prefill}, whose text is given to
 * {@code command} as option {@code field} (with {@code options} besides). On Discord a modal; at the local
 * table the prefill is shown with the command to give it again.
 */
public record Form(String title, String command, String field, String label, String prefill,
                   Map<String, String> options) {
    public Form {
        options = Map.copyOf(options);
    }
}
