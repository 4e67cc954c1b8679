package com.gpurental.catalog;

import java.util.List;

/** Where a figure comes from. {@code fields} names the catalog fields it supports (may be empty). */
public record Source(String title, String url, Confidence confidence, List<String> fields) {
    public Source {
        fields = fields == null ? List.of() : List.copyOf(fields);
    }
}
