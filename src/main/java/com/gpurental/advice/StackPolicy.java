package com.gpurental.advice;

import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.SoftwareStack;
import com.gpurental.plan.Software;
import com.gpurental.text.Message;

/**
 * The software stack as a decision. A team's code runs on CUDA, and also on CANN or DTK when the plan says
 * so ({@code software}); a card on any other stack means porting it (days to weeks of engineering: the code,
 * re-validating accuracy and speed, often other model builds — docs/domain.md §8). Such a card is considered only when
 * the plan allows it ({@code software: any}) or when the plan requires domestic (信创) products, and then the porting
 * is named as a cost.
 */
final class StackPolicy {

    private StackPolicy() {
    }

    /** Whether the team's code already runs on this stack: CUDA always, CANN or DTK when the plan says so. */
    static boolean runsOn(Software team, SoftwareStack stack) {
        return stack == SoftwareStack.CUDA || team == Software.CANN && stack == SoftwareStack.CANN
                || team == Software.DTK && stack == SoftwareStack.DTK;
    }

    /** Whether a card may be recommended: the team runs on its stack, will port to any, or 信创 requires it. */
    static boolean allowed(ResolvedPlan rp, Gpu gpu) {
        Software team = rp.plan().softwareOrDefault();
        return gpu.stack() == null || runsOn(team, gpu.stack()) || team == Software.ANY
                || rp.domesticOnly() && gpu.domestic();
    }

    /** Whether recommending this card means porting the team's code to its stack. */
    static boolean needsPorting(ResolvedPlan rp, Gpu gpu) {
        return gpu.stack() != null && !runsOn(rp.plan().softwareOrDefault(), gpu.stack());
    }

    /** The stacks the team's code runs on, in words ("CUDA", "CUDA and CANN"). */
    static Message teamStacks(Software team) {
        return Message.of("stack.team." + (team == Software.ANY ? Software.CUDA : team).name());
    }

    /** A stack's name as shown: CUDA, ROCm, CANN, DTK. */
    static String name(SoftwareStack stack) {
        return stack == SoftwareStack.ROCM ? "ROCm" : stack.name();
    }
}
