package com.gpurental.advice;

import com.gpurental.catalog.Gpu;
import com.gpurental.pricing.Term;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.text.Message;
import java.util.List;

/**
 * A GPU sized for the plan: the fewest cards that hold the workload and meet its needs, and what they achieve. The
 * record between the sizing stage and the pricing stage; nothing in it depends on a price.
 *
 * @param taskDays        the task's duration the rental is priced for
 * @param durationAssumed the duration is the preset's default, not the user's
 * @param speed           the plan's speed metric with its range
 * @param deployment      how the cards run: servers, tensor parallel group, copies of the model
 * @param checks          the preset's rules of thumb this configuration misses while it meets the plan's own need
 *                        (checks, not walls); each becomes a warning
 * @param needShown       every speed or throughput need of the plan was shown to be met (false: a figure needed to
 *                        check one is unknown, so the need may or may not be met)
 * @param trainingLinkFactor what the cards' link keeps, for training, of the utilisation published NVLink-cluster runs
 *                        reached (1 for NVLink-class links and one card; {@code Catalog#trainingLinkFactor})
 */
record Sizing(
        Gpu gpu,
        int cards,
        MemoryBreakdown memory,
        double efficiency,
        Double tokensPerSecond,
        Double usersPerCard,
        Double trainingDays,
        Double latencyMs,
        Double imagesPerSecond,
        double taskDays,
        boolean durationAssumed,
        Speed speed,
        boolean needShown,
        Deployment deployment,
        List<Message> checks,
        double trainingLinkFactor) {

    Sizing {
        checks = List.copyOf(checks);
    }

    /**
     * A training's cautious end in days: the slow end of its range ÷ the effective training time, the figure a deadline
     * is held against ({@link TrainingDays#cautiousDays}); null for other workloads or without an estimate.
     */
    Double cautiousTrainingDays() {
        return trainingDays == null || speed.metric() != Speed.Metric.TRAINING_DAYS || speed.high() == null ? null
                : speed.high() / Assumptions.TRAINING_EFFECTIVE_TIME;
    }

    /** The term this configuration is rented for: a training's holds its cautious end ({@link Term#forTraining}). */
    Term term(double bufferPercent) {
        return Term.forTraining(taskDays, cautiousTrainingDays(), bufferPercent);
    }
}
