package com.gpurental.advice;

import com.gpurental.plan.Plan;
import java.util.ArrayList;
import java.util.List;

/**
 * What switching a hybrid model's thinking off would save (issue 31): the plan sized again with {@code inference.thinking}
 * false by the same stages, its first priced option set beside the recommendation in the {@link Warning.Code#THINKING_ON}
 * warning ("关闭思考后…只需 1 张 A800，每月约 ¥3,585.60"), or that the cards and cost stay the same.
 */
final class ThinkingSaving {

    /** The warning's choice: fewer or cheaper cards, the same, not worked out. */
    static final int CHEAPER = 0;
    static final int SAME = 1;
    static final int UNKNOWN = 2;

    private ThinkingSaving() {
    }

    /** The THINKING_ON warning as {@link PlanNotes} says it before the saving is known. */
    static Warning unpriced(String model, int answerTokens, int offTokens) {
        return Warning.of(Warning.Code.THINKING_ON, model, answerTokens, offTokens, null, null, null, UNKNOWN);
    }

    /** {@code warnings} with the THINKING_ON warning priced against {@code lead}; unchanged without either. */
    static List<Warning> priced(List<Warning> warnings, ResolvedPlan rp, Candidate lead, PlanVariants variants) {
        int at = indexOf(warnings);
        if (at < 0 || lead == null || lead.cost() == null) {
            return warnings;
        }
        Plan.Inference in = rp.plan().inference();
        List<Candidate> off = variants.priced(rp.plan().withInference(in.withDecoding(false, in.speculative())));
        if (off.isEmpty() || off.get(0).cost() == null) {
            return warnings;
        }
        Candidate o = off.get(0);
        boolean cheaper = o.cost().monthlyCostCny().compareTo(lead.cost().monthlyCostCny()) < 0;
        List<Object> args = new ArrayList<>(warnings.get(at).text().args().subList(0, 3));
        args.addAll(List.of(o.cards(), o.gpu().displayName(), o.cost().monthlyCostCny(), cheaper ? CHEAPER : SAME));
        List<Warning> out = new ArrayList<>(warnings);
        out.set(at, Warning.of(Warning.Code.THINKING_ON, args.toArray()));
        return out;
    }

    private static int indexOf(List<Warning> warnings) {
        for (int i = 0; i < warnings.size(); i++) {
            if (warnings.get(i).code() == Warning.Code.THINKING_ON) {
                return i;
            }
        }
        return -1;
    }
}
