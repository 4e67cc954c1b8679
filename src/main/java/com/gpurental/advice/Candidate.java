package com.gpurental.advice;

import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.LocalizedText;
import com.gpurental.catalog.SoftwareStack;
import com.gpurental.pricing.BreakEven;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.sizing.ResponseTime;
import com.gpurental.text.Message;
import java.util.List;

/**
 * One fitting configuration: a GPU, a card count and a way of renting it, with its cost, speed, budget verdict and
 * the reasons and warnings in message form. Made in one place ({@link CandidateFactory}, through {@link #builder()});
 * later stages change it only through the withers, which copy it with {@link #toBuilder()}.
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
        ResponseTime responseTime,
        Double responseTargetS,
        RentalCost atCentralEstimate) {

    public Candidate {
        reasons = List.copyOf(reasons);
        warnings = List.copyOf(warnings);
    }

    /** Whether the first token comes within the target on the slow end; null without both. */
    public Boolean responseMeetsTarget() {
        return responseTime == null || responseTargetS == null ? null : responseTime.firstTokenSlowS() <= responseTargetS;
    }

    /** The software stack the card runs on (the stack is a decision). */
    public SoftwareStack stack() {
        return gpu.stack();
    }

    public boolean multiServer() {
        return cards > Assumptions.CARDS_PER_SERVER;
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
    public LocalizedText label() {
        return vendorQuote == null ? gpu.displayName() : gpu.displayName().map(n -> n + " · " + vendorQuote.vendor());
    }

    Candidate withVendorQuote(VendorQuoteCost quoted, List<Message> newReasons) {
        return toBuilder().reasons(newReasons).vendorQuote(quoted).build();
    }

    /** The same candidate with other reasons (issue 34: a measurement that changed the lead says so first). */
    Candidate withReasons(List<Message> newReasons) {
        return toBuilder().reasons(newReasons).build();
    }

    /** Null when no budget is set (or the configuration has no price). */
    public Boolean withinBudget() {
        return budget == null || budget.status() == BudgetCheck.Status.UNKNOWN ? null : budget.within();
    }

    public Candidate withWarnings(List<Warning> newWarnings) {
        return toBuilder().warnings(newWarnings).build();
    }

    public Candidate withBudget(BudgetVerdict verdict) {
        return toBuilder().budget(verdict).build();
    }

    public Candidate withVersusLead(Message why) {
        return toBuilder().versusLead(why).build();
    }

    /** A candidate with every field unset (null, 0, false, empty lists): set what the configuration has. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this candidate's fields, to change some of them. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.gpu = gpu;
        b.cards = cards;
        b.cost = cost;
        b.term = term;
        b.memory = memory;
        b.memoryUtilization = memoryUtilization;
        b.marginGb = marginGb;
        b.scalingEfficiency = scalingEfficiency;
        b.tokensPerSecond = tokensPerSecond;
        b.usersPerCard = usersPerCard;
        b.trainingDays = trainingDays;
        b.latencyMs = latencyMs;
        b.imagesPerSecond = imagesPerSecond;
        b.speed = speed;
        b.needShown = needShown;
        b.budget = budget;
        b.breakEven = breakEven;
        b.versusLead = versusLead;
        b.reasons = reasons;
        b.warnings = warnings;
        b.vendorQuote = vendorQuote;
        b.deployment = deployment;
        b.responseTime = responseTime;
        b.responseTargetS = responseTargetS;
        b.atCentralEstimate = atCentralEstimate;
        return b;
    }

    /** Builds a {@link Candidate} field by field, so no caller passes its fields by position. */
    public static final class Builder {
        private Gpu gpu;
        private int cards;
        private RentalCost cost;
        private Term term;
        private MemoryBreakdown memory;
        private double memoryUtilization;
        private double marginGb;
        private double scalingEfficiency;
        private Double tokensPerSecond;
        private Double usersPerCard;
        private Double trainingDays;
        private Double latencyMs;
        private Double imagesPerSecond;
        private Speed speed;
        private boolean needShown;
        private BudgetVerdict budget;
        private BreakEven breakEven;
        private Message versusLead;
        private List<Message> reasons;
        private List<Warning> warnings;
        private VendorQuoteCost vendorQuote;
        private Deployment deployment;
        private ResponseTime responseTime;
        private Double responseTargetS;
        private RentalCost atCentralEstimate;

        private Builder() {
            reasons = List.of();
            warnings = List.of();
        }

        public Builder gpu(Gpu gpu) {
            this.gpu = gpu;
            return this;
        }

        public Builder cards(int cards) {
            this.cards = cards;
            return this;
        }

        public Builder cost(RentalCost cost) {
            this.cost = cost;
            return this;
        }

        public Builder term(Term term) {
            this.term = term;
            return this;
        }

        public Builder memory(MemoryBreakdown memory) {
            this.memory = memory;
            return this;
        }

        public Builder memoryUtilization(double memoryUtilization) {
            this.memoryUtilization = memoryUtilization;
            return this;
        }

        public Builder marginGb(double marginGb) {
            this.marginGb = marginGb;
            return this;
        }

        public Builder scalingEfficiency(double scalingEfficiency) {
            this.scalingEfficiency = scalingEfficiency;
            return this;
        }

        public Builder tokensPerSecond(Double tokensPerSecond) {
            this.tokensPerSecond = tokensPerSecond;
            return this;
        }

        public Builder usersPerCard(Double usersPerCard) {
            this.usersPerCard = usersPerCard;
            return this;
        }

        public Builder trainingDays(Double trainingDays) {
            this.trainingDays = trainingDays;
            return this;
        }

        public Builder latencyMs(Double latencyMs) {
            this.latencyMs = latencyMs;
            return this;
        }

        public Builder imagesPerSecond(Double imagesPerSecond) {
            this.imagesPerSecond = imagesPerSecond;
            return this;
        }

        public Builder speed(Speed speed) {
            this.speed = speed;
            return this;
        }

        public Builder needShown(boolean needShown) {
            this.needShown = needShown;
            return this;
        }

        public Builder budget(BudgetVerdict budget) {
            this.budget = budget;
            return this;
        }

        public Builder breakEven(BreakEven breakEven) {
            this.breakEven = breakEven;
            return this;
        }

        public Builder versusLead(Message versusLead) {
            this.versusLead = versusLead;
            return this;
        }

        public Builder reasons(List<Message> reasons) {
            this.reasons = reasons;
            return this;
        }

        public Builder warnings(List<Warning> warnings) {
            this.warnings = warnings;
            return this;
        }

        public Builder vendorQuote(VendorQuoteCost vendorQuote) {
            this.vendorQuote = vendorQuote;
            return this;
        }

        public Builder deployment(Deployment deployment) {
            this.deployment = deployment;
            return this;
        }

        public Builder responseTime(ResponseTime responseTime) {
            this.responseTime = responseTime;
            return this;
        }

        public Builder responseTargetS(Double responseTargetS) {
            this.responseTargetS = responseTargetS;
            return this;
        }

        public Builder atCentralEstimate(RentalCost atCentralEstimate) {
            this.atCentralEstimate = atCentralEstimate;
            return this;
        }

        public Candidate build() {
            return new Candidate(gpu, cards, cost, term, memory, memoryUtilization, marginGb, scalingEfficiency, tokensPerSecond,
                    usersPerCard, trainingDays, latencyMs, imagesPerSecond, speed, needShown, budget, breakEven, versusLead,
                    reasons, warnings, vendorQuote, deployment, responseTime, responseTargetS, atCentralEstimate);
        }
    }
}
