package com.gpurental.plan;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the user ticked and wrote on the checklist, by item id, and the acceptance result imported as evidence for
 * items 9 and 10 (null when none). Saved with the plan.
 */
public record ChecklistState(Map<String, Entry> entries, AcceptanceRecord acceptance) {

    /** A manual tick, a free-text note, and whether the buyer marked the item not applicable (the note says why). */
    public record Entry(boolean checked, String note, boolean notApplicable) {
        public static final Entry EMPTY = new Entry(false, "");

        public Entry {
            note = note == null ? "" : note;
        }

        public Entry(boolean checked, String note) {
            this(checked, note, false);
        }
    }

    public static final ChecklistState EMPTY = new ChecklistState(Map.of());

    public ChecklistState {
        entries = Map.copyOf(entries);
    }

    /** Ticks and notes without an acceptance result. */
    public ChecklistState(Map<String, Entry> entries) {
        this(entries, null);
    }

    /** The same ticks with an imported acceptance result (null removes it). */
    public ChecklistState withAcceptance(AcceptanceRecord record) {
        return new ChecklistState(entries, record);
    }

    public Entry entry(String id) {
        return entries.getOrDefault(id, Entry.EMPTY);
    }

    public ChecklistState with(String id, Entry entry) {
        Map<String, Entry> copy = new LinkedHashMap<>(entries);
        copy.put(id, entry);
        return new ChecklistState(copy, acceptance);
    }
}
