package org.chancery.discord.interaction;

import java.util.Map;

/** A request for suggestions while the caller types option {@code focused}; {@code typed} is the text so far. */
public record AutocompleteCall(String path, String focused, String typed, Map<String, String> options,
        Invoker caller, Place place) {
    public AutocompleteCall {
        options = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(options));
    }
}
