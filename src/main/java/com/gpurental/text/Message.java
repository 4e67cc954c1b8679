package com.gpurental.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A user-facing sentence as a bundle key plus its arguments, so the engine can say things
 * without knowing the language: the UI, the CLI and the PDF render it with {@link Messages}.
 * Arguments are numbers, strings, {@link java.math.BigDecimal} or {@link com.gpurental.units.Cny} money or nested messages;
 * null means unknown.
 */
public record Message(String key, List<Object> args) {

    public Message {
        Objects.requireNonNull(key, "key");
        // Not List.copyOf: a null argument is an unknown figure, rendered as "unknown" by Messages.
        args = Collections.unmodifiableList(new ArrayList<>(args));
    }

    public static Message of(String key, Object... args) {
        return new Message(key, Arrays.asList(args));
    }
}
