package com.gpurental.advice;

import com.gpurental.catalog.Gpu;
import com.gpurental.pricing.Quote;
import com.gpurental.pricing.Term;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.text.Message;
import java.util.List;

/**
 * One fitting configuration: a GPU, a card count and a way of renting it, with its cost, speed
 * and the reasons and warnings in message form.
 *
 * @param memoryUtilization the share of each card's memory the workload uses (without the spare)
 * @param marginGb          memory left on each card after the need including the 20% spare
 * @param usersPerCard      inference: users one card serves at the target speed (null if unknown)
 * @param withinBudget      null when no budget is set
 */
public record Candidate(
        Gpu gpu,
        int cards,
        Quote quote,
        Term term,
        MemoryBreakdown memory,
        double memoryUtilization,
        double marginGb,
        double scalingEfficiency,
        Double tokensPerSecond,
        Double usersPerCard,
        Double trainingDays,
        Double latencyMs,
        Double imagesPerSecond,
        Boolean withinBudget,
        List<Message> reasons,
        List<Warning> warnings) {

    public Candidate {
        reasons = List.copyOf(reasons);
        warnings = List.copyOf(warnings);
    }

    public boolean multiServer() {
        return cards > com.gpurental.sizing.Assumptions.CARDS_PER_SERVER;
    }
}
