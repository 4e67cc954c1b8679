package com.gpurental.plan;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A row of the Quotes page's table that is not yet a valid quote (a cell is missing or wrong): saved with the plan as
 * the text the user typed, so that closing and opening the plan loses nothing. Only the app reads it back;
 * the engine compares valid quotes only.
 *
 * @param row   the row's place in the table (0-based), so the rows come back in the order they were
 * @param cells the raw cell texts by the quote's JSON path ({@code "vendor"}, {@code "price.cny"} …)
 */
public record QuoteDraft(int row, Map<String, String> cells) {

    public QuoteDraft {
        if (row < 0) {
            throw new IllegalArgumentException("row must not be negative: " + row);
        }
        cells = Collections.unmodifiableMap(new LinkedHashMap<>(cells));
    }
}
