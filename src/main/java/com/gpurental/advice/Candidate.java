package com.gpurental.advice;

import com.gpurental.catalog.Gpu;
import com.gpurental.pricing.BreakEven;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.text.Message;
import java.util.List;

/**
 * One fitting configuration: a GPU, a card count and a way of renting it, with its cost, speed, budget verdict and
 * the reasons and warnings in message form. Made in one place ({@link CandidateFactory}); later stages change it only
 * through the withers.
 *
 * @param cost              the cost; null when the catalog has no price for this GPU ("needs a quote")
 * @param memoryUtilization the share of each card's memory the workload uses (without the spare)
 * @param marginGb          memory left on each card after the need including the spare
 * @param usersPerCard      inference: users one card serves at the target speed (null if unknown)
 * @param speed             the plan's speed metric with its range
 * @param needShown         the plan's speed or throughput need is shown to be met (false: it cannot be checked)
 * @param budget            the cost against the budget (status UNKNOWN without a budget or a price)
 * @param breakEven         monthly against hourly renting for these cards (null without both kinds of offer)
 * @param versusLead        why the recommendation is preferred to this one (null for the recommendation itself)
 * @param vendorQuote       the vendor's quote this configuration is (with quotes in the plan, the candidates
 *                          are the quotes); null for a configuration priced from the catalog's reference prices
 * @param deployment        how the cards run: servers × cards, tensor parallel, copies of the model
 * @param responseTime      inference: one request's time to first token and whole reply (null without a
 *                          model shape or an FP16 figure)
 * @param responseTargetS   the scenario's target for the time to first token, seconds (null when it has none)
 * @param atCentralEstimate a training whose term was lengthened to hold its cautious end: the same rental costed over
 *                          the central estimate's term, what it costs when the training runs as expected (null otherwise)
 */
public record Candidate(
        Gpu gpu,
        int cards,
        RentalCost cost,
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
        Speed speed,
        boolean needShown,
        BudgetVerdict budget,
        BreakEven breakEven,
        Message versusLead,
        List<Message> reasons,
        List<Warning> warnings,
        VendorQuoteCost vendorQuote,
        Deployment deployment,
        com.gpurental.sizing.ResponseTime responseTime,
        Double responseTargetS,
        RentalCost atCentralEstimate) {

    public Candidate {
        reasons = List.copyOf(reasons);
        warnings = List.copyOf(warnings);
    }

    /** A configuration without a response-time estimate (training, vision, compute). */
    public Candidate(Gpu gpu, int cards, RentalCost cost, Term term, MemoryBreakdown memory, double memoryUtilization,
                     double marginGb, double scalingEfficiency, Double tokensPerSecond, Double usersPerCard,
                     Double trainingDays, Double latencyMs, Double imagesPerSecond, Speed speed, boolean needShown,
                     BudgetVerdict budget, BreakEven breakEven, Message versusLead, List<Message> reasons,
                     List<Warning> warnings, VendorQuoteCost vendorQuote, Deployment deployment) {
        this(gpu, cards, cost, term, memory, memoryUtilization, marginGb, scalingEfficiency, tokensPerSecond, usersPerCard,
                trainingDays, latencyMs, imagesPerSecond, speed, needShown, budget, breakEven, versusLead, reasons, warnings,
                vendorQuote, deployment, null, null, null);
    }

    /** A configuration without a central-estimate cost beside its term's (all but a training sized for its cautious end). */
    public Candidate(Gpu gpu, int cards, RentalCost cost, Term term, MemoryBreakdown memory, double memoryUtilization,
                     double marginGb, double scalingEfficiency, Double tokensPerSecond, Double usersPerCard,
                     Double trainingDays, Double latencyMs, Double imagesPerSecond, Speed speed, boolean needShown,
                     BudgetVerdict budget, BreakEven breakEven, Message versusLead, List<Message> reasons,
                     List<Warning> warnings, VendorQuoteCost vendorQuote, Deployment deployment,
                     com.gpurental.sizing.ResponseTime responseTime, Double responseTargetS) {
        this(gpu, cards, cost, term, memory, memoryUtilization, marginGb, scalingEfficiency, tokensPerSecond, usersPerCard,
                trainingDays, latencyMs, imagesPerSecond, speed, needShown, budget, breakEven, versusLead, reasons, warnings,
                vendorQuote, deployment, responseTime, responseTargetS, null);
    }

    /** Whether the first token comes within the target on the slow end; null without both. */
    public Boolean responseMeetsTarget() {
        return responseTime == null || responseTargetS == null ? null : responseTime.firstTokenSlowS() <= responseTargetS;
    }

    /** The software stack the card runs on (the stack is a decision). */
    public com.gpurental.catalog.SoftwareStack stack() {
        return gpu.stack();
    }

    public boolean multiServer() {
        return cards > com.gpurental.sizing.Assumptions.CARDS_PER_SERVER;
    }

    /** No catalog price: the configuration is sized, but its cost needs a vendor's quote. */
    public boolean needsQuote() {
        return cost == null;
    }

    /** The vendor whose quote this is; null for a reference-price configuration. */
    public String vendor() {
        return vendorQuote == null ? null : vendorQuote.vendor();
    }

    /** The GPU's name, with the vendor for a quote ("H20 · 丙数据"): how lists of options name a candidate. */
    public String label() {
        return vendorQuote == null ? gpu.name() : gpu.name() + " · " + vendorQuote.vendor();
    }

    Candidate withVendorQuote(VendorQuoteCost quoted, List<Message> newReasons) {
        return new Candidate(gpu, cards, cost, term, memory, memoryUtilization, marginGb, scalingEfficiency,
                tokensPerSecond, usersPerCard, trainingDays, latencyMs, imagesPerSecond, speed, needShown, budget,
                breakEven, versusLead, newReasons, warnings, quoted, deployment, responseTime, responseTargetS,
                atCentralEstimate);
    }

    /** The same candidate with other reasons (issue 34: a measurement that changed the lead says so first). */
    Candidate withReasons(List<Message> newReasons) {
        return new Candidate(gpu, cards, cost, term, memory, memoryUtilization, marginGb, scalingEfficiency,
                tokensPerSecond, usersPerCard, trainingDays, latencyMs, imagesPerSecond, speed, needShown, budget,
                breakEven, versusLead, newReasons, warnings, vendorQuote, deployment, responseTime, responseTargetS,
                atCentralEstimate);
    }

    /** Null when no budget is set (or the configuration has no price). */
    public Boolean withinBudget() {
        return budget == null || budget.status() == BudgetCheck.Status.UNKNOWN ? null : budget.within();
    }

    public Candidate withWarnings(List<Warning> newWarnings) {
        return new Candidate(gpu, cards, cost, term, memory, memoryUtilization, marginGb, scalingEfficiency,
                tokensPerSecond, usersPerCard, trainingDays, latencyMs, imagesPerSecond, speed, needShown, budget,
                breakEven, versusLead, reasons, newWarnings, vendorQuote, deployment, responseTime, responseTargetS,
                atCentralEstimate);
    }

    public Candidate withBudget(BudgetVerdict verdict) {
        return new Candidate(gpu, cards, cost, term, memory, memoryUtilization, marginGb, scalingEfficiency,
                tokensPerSecond, usersPerCard, trainingDays, latencyMs, imagesPerSecond, speed, needShown, verdict,
                breakEven, versusLead, reasons, warnings, vendorQuote, deployment, responseTime, responseTargetS,
                atCentralEstimate);
    }

    public Candidate withVersusLead(Message why) {
        return new Candidate(gpu, cards, cost, term, memory, memoryUtilization, marginGb, scalingEfficiency,
                tokensPerSecond, usersPerCard, trainingDays, latencyMs, imagesPerSecond, speed, needShown, budget,
                breakEven, why, reasons, warnings, vendorQuote, deployment, responseTime, responseTargetS,
                atCentralEstimate);
    }
}
