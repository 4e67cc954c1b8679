package com.gpurental.checklist;

import com.gpurental.text.Message;

/**
 * One of the twelve pre-purchase checks (DOMAIN.md §5) in the state the plan is in.
 *
 * @param evidence what the wizard established for it (null when it must be confirmed by hand)
 * @param checked  ticked by hand
 */
public record ChecklistItem(int number, String id, Message title, Message evidence, boolean checked, String note) {

    public boolean automatic() {
        return evidence != null;
    }

    public boolean done() {
        return automatic() || checked;
    }
}
