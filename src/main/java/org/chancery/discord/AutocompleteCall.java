package org.chancery.discord;

import java.util.Map;

/** A request for suggestions while the caller types option {@code focused}; {@code typed} is the text so far. */
public record AutocompleteCall(String path, String focused, String typed, Map<String, String> options,
        Caller caller, Place place) {
    public AutocompleteCall {
        options = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(options));
    }
}
