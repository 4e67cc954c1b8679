package com.gpurental.plan;

import java.time.LocalDate;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The acceptance result imported into a plan, saved with it as the plan file's {@code acceptance}
 * section (version {@value #VERSION}): the script's result file as it came ({@code result}, every raw output kept),
 * its name, the day it was imported and the verdicts the app gave then, line by line. The checklist reads the result
 * again against the plan as it is now.
 *
 * @param resultJson the result file's text (JSON)
 * @param overall    the worst verdict at import: PASS, WARN or FAIL
 * @param verdicts   line id → verdict at import, in the lines' order
 */
public record AcceptanceRecord(String fileName, LocalDate importedOn, String resultJson, String overall,
                               Map<String, String> verdicts) {

    public static final int VERSION = 1;

    public AcceptanceRecord {
        verdicts = verdicts == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(verdicts));
    }
}
