package org.chancery.discord.interaction;

import java.util.Map;

/** A form (modal) sent back: {@code formId} as it was given, and each field's text by field id. */
public record FormCall(long interactionId, String formId, Map<String, String> fields, Invoker caller, Place place) {
    public FormCall {
        fields = Map.copyOf(fields);
    }
}
