package com.gpurental.advice;

import com.gpurental.serving.BatchRun;
import com.gpurental.serving.ServingFit;
import com.gpurental.text.Message;

/** A batch job's run on a candidate's cards, in words (docs/domain.md §9.4 "Batch jobs"). */
final class BatchNote {

    private BatchNote() {
    }

    /** The job's run on {@code s}'s cards: items a second and days, with the range, against the deadline. */
    static Message of(ResolvedPlan rp, Sizing s) {
        ServingFit fit = s.deployment().serving();
        com.gpurental.serving.Load load = rp.load();
        BatchRun run = BatchRun.of(rp.workload(), s.gpu(), fit, ServingInputs.load(rp), s.efficiency(),
                load.batchItems());
        return Message.of("reason.batchRun", load.batchItems(), load.promptTokens(), load.answerTokens(),
                fit.layout().copies(), run.itemsPerSecond().central(), run.itemsPerSecond().low(),
                run.itemsPerSecond().high(), run.days().central(), run.days().low(), run.days().high(),
                load.deadlineDays(), run.prefillDays());
    }
}
