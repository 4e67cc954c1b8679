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
 * @param notApplicable why the item does not apply to this plan (信创 when the plan does not require domestic
 *                      products, or the buyer's own reason); null when it applies. It counts with the done items.
 */
public record ChecklistItem(int number, String id, Message title, Message evidence, boolean checked, String note,
                            boolean needsDecision, boolean confirmByHand, Message notApplicable) {

    public ChecklistItem(int number, String id, Message title, Message evidence, boolean checked, String note,
                         boolean needsDecision, boolean confirmByHand) {
        this(number, id, title, evidence, checked, note, needsDecision, confirmByHand, null);
    }

    /** Established by the wizard and true as stated. */
    public boolean automatic() {
        return evidence != null && !needsDecision && !confirmByHand;
    }

    /** Done, or not applicable: nothing left to do. */
    public boolean done() {
        return automatic() || checked || notApplicable != null;
    }

    public boolean applies() {
        return notApplicable == null;
    }

    /** Not applicable because the plan says so (信创 without the domestic requirement), not by the buyer's choice. */
    public boolean notApplicableByPlan() {
        return notApplicable != null && "checklist.na.domestic".equals(notApplicable.key());
    }
}
