package com.gpurental.checklist;

import com.gpurental.text.Message;

/**
 * One of the twelve pre-purchase checks (DOMAIN.md §5) in the state the plan is in.
 *
 * @param evidence what the wizard established for it (null when it must be confirmed by hand)
 * @param checked  ticked by hand
 * @param needsDecision what the wizard established says the item does not hold (over budget): it is never ticked
 *                      automatically and reads "needs a decision" until the user ticks it
 */
public record ChecklistItem(int number, String id, Message title, Message evidence, boolean checked, String note,
                            boolean needsDecision) {

    /** Established by the wizard and true as stated. */
    public boolean automatic() {
        return evidence != null && !needsDecision;
    }

    public boolean done() {
        return automatic() || checked;
    }
}
