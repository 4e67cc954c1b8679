package com.gpurental.checklist;

import com.gpurental.text.Message;

/**
 * One of the twelve pre-purchase checks (docs/domain.md §5) in the state the plan is in.
 *
 * @param evidence what the wizard established for it (null when it must be confirmed by hand)
 * @param checked  ticked by hand
 * @param needsDecision what the wizard established says the item does not hold (over budget): it is never ticked
 *                      automatically and reads "needs a decision" until the user ticks it
 * @param confirmByHand what the wizard established covers only part of the item (a quote's service terms, not its
 *                      data-security and early-termination terms): shown as a help, the item is done when ticked
 */
public record ChecklistItem(int number, String id, Message title, Message evidence, boolean checked, String note,
                            boolean needsDecision, boolean confirmByHand) {

    /** Established by the wizard and true as stated. */
    public boolean automatic() {
        return evidence != null && !needsDecision && !confirmByHand;
    }

    public boolean done() {
        return automatic() || checked;
    }
}
