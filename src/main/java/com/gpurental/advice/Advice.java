package com.gpurental.advice;

import com.gpurental.catalog.RentalMode;
import com.gpurental.pricing.BreakEven;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.quotes.ServiceNeed;
import com.gpurental.serving.BatchRun;
import com.gpurental.sizing.Architecture;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.KvWindow;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.sizing.MemoryModel;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Everything the engine concluded for one plan, and every figure a page, chart, PDF, text or JSON shows: the memory
 * need and its parts, the ranked priced candidates (best first), the configurations that need a quote, the rejected
 * GPUs, the rental-mode advice with its break-even, the budget verdict and suggestions, warnings and assumptions.
 *
 * @param needsQuote     GPUs that fit but have no catalog price: sized fully, ranked after the priced ones
 * @param whyNotCheapest why the recommendation is not the cheapest fit (null when it is)
 * @param quotes         the plan's vendors' quotes compared ({@link QuoteComparison#NONE} without quotes)
 * @param referenceCandidates the configurations priced from the catalog's reference prices, ranked. Without usable
 *                       quotes they are the {@code candidates}; with a quote that fits and can be bought, the
 *                       candidates are the quotes (best first) and these stay beside them for context
 * @param memoryCheck    every catalog GPU's memory fit for this plan (the memory check), priced or not
 * @param trialCost      a one-day trial of one copy of the recommendation's cards on the card's hourly offer (the price
 *                       the plain trial names for a lead rented by the month, tester m12); null without one
 */
public record Advice(
        ResolvedPlan plan,
        MemoryBreakdown memory,
        List<Candidate> candidates,
        List<Rejection> rejected,
        Term term,
        ModeAdvice modeAdvice,
        BudgetCheck budget,
        List<Warning> warnings,
        List<Message> assumptions,
        List<Candidate> needsQuote,
        Message whyNotCheapest,
        QuoteComparison quotes,
        List<Candidate> referenceCandidates,
        List<GpuFit> memoryCheck,
        RentalCost trialCost) {

    public Advice {
        candidates = List.copyOf(candidates);
        rejected = List.copyOf(rejected);
        warnings = List.copyOf(warnings);
        assumptions = List.copyOf(assumptions);
        needsQuote = List.copyOf(needsQuote);
        quotes = quotes == null ? QuoteComparison.NONE : quotes;
        referenceCandidates = List.copyOf(referenceCandidates);
        memoryCheck = List.copyOf(memoryCheck);
    }

    /** The recommendation is a vendor's quote (the plan's quotes are the candidates). */
    public boolean quoteLed() {
        return leading().map(c -> c.vendorQuote() != null).orElse(false);
    }

    /**
     * The recommendation's speed cannot be confirmed from published figures: it is provisional, to be proven in a
     * trial run before the term is signed (the {@code TRIAL_BEFORE_SIGNING} warning gives the acceptance figures).
     */
    public boolean provisional() {
        return TrialClause.needed(leading().orElse(null));
    }

    /** Why the recommendation was chosen among the quotes ("丙数据 is the cheapest quote that fits …"); null without quotes. */
    public Message quoteChoice() {
        boolean agrees = leading().map(c -> c.vendorQuote() == null || c.vendorQuote() == quotes.recommended()).orElse(true);
        return agrees ? quotes.reason() : null;
    }

    /** The answer in plain words for the buyer and her approvers: what, how much, why, the risks as actions (issue 33). */
    public PlainAnswer plain() {
        return PlainAnswer.of(this);
    }

    /**
     * The figure the tables show for a candidate's speed: a batch job's days to finish with their range (the same
     * {@code BatchRun} its reasons state, docs/domain.md §9.4), else the candidate's own speed.
     */
    public Speed shownSpeed(Candidate c) {
        if (shownMetric() != Speed.Metric.BATCH_DAYS) {
            return c.speed();
        }
        BatchRun run = BatchNote.run(plan, c);
        return run == null ? new Speed(Speed.Metric.BATCH_DAYS, null, null, null)
                : Speed.range(Speed.Metric.BATCH_DAYS, run.days().central(), run.days().low(), run.days().high());
    }

    /**
     * The configurations a careful buyer accepts as equivalents when she asks for quotes ({@link Equivalents}): other
     * models sold in China within {@link Equivalents#COST_FACTOR} times the recommendation's term cost, best first.
     */
    public List<Candidate> equivalents() {
        return Equivalents.of(this);
    }

    /** The metric of the tables' speed column: days to finish for a batch job, else the workload's own. */
    public Speed.Metric shownMetric() {
        return ServingInputs.batch(plan) ? Speed.Metric.BATCH_DAYS
                : Speed.Metric.of(plan.workload());
    }

    /** The recommendation's hybrid rental in its two parts, base and peak (null: not rented hybrid). */
    public PeakRental peak() {
        return PeakRental.of(this);
    }

    /** The reference-priced configurations, then those that need a quote: what GPU comparisons chart. */
    public List<Candidate> allReference() {
        List<Candidate> all = new ArrayList<>(referenceCandidates);
        all.addAll(needsQuote);
        return all;
    }

    /** What the advice answers before any price: rent the cards, or on-site hardware for an inspection line. */
    public Answer answer() {
        return Answer.of(plan, leading().orElse(null));
    }

    public Optional<Candidate> leading() {
        return candidates.isEmpty() ? Optional.empty() : Optional.of(candidates.get(0));
    }

    /** The priced candidates, then those that need a quote: the order every list of options shows. */
    public List<Candidate> allCandidates() {
        List<Candidate> all = new ArrayList<>(candidates);
        all.addAll(needsQuote);
        return all;
    }

    /** Why there is no recommendation: nothing fits, or only configurations that need a quote (null with a lead). */
    public Message noRecommendation() {
        if (!candidates.isEmpty()) {
            return null;
        }
        return needsQuote.isEmpty() ? Message.of("text.noCandidate") : Message.of("text.onlyQuotes", needsQuote.size());
    }

    /**
     * Which variant of the recommended card the vendor must name (910B1–B3 / 64 GB, not the 32 GB 910B4; the SXM module,
     * not the PCIe card), from the recommendation's own variant warnings; null when the plan's need excludes none.
     */
    public Message variantRequirement() {
        return leading().map(c -> VariantCheck.requirement(c.warnings())).orElse(null);
    }

    /** The availability and card-replacement time the vendor must commit to (the RFQ asks, the quotes are flagged). */
    public ServiceNeed serviceNeed() {
        return ServiceNeed.of(plan.workload().kind());
    }

    /** Whether the service was sized with one spare copy of the model, the availability the buyer asked for. */
    public boolean spareCopy() {
        return ServingInputs.spareCopies(plan) > 0;
    }

    /**
     * The break-even sentence every renderer prints under the rental modes, null without a break-even: the hours a month
     * above which a month costs less; for a term shorter than a month it says a month would be billed whole (s21 check:
     * "超过该值，按月租更便宜" under a 1-day job's hourly recommendation read as advice to rent a month).
     */
    public Message breakEvenSentence() {
        if (modeAdvice.breakEvenHoursPerMonth() == null) {
            return null;
        }
        String key = modeAdvice.hourlyCheaperAtAnyUse() ? "rental.breakEvenBeyondMonth"
                : term.billableDays() < Assumptions.DAYS_PER_MONTH && modeAdvice.recommended() != null
                && modeAdvice.recommended().container() ? "rental.breakEvenShortTerm"
                : "rental.breakEven";
        return Message.of(key, modeAdvice.breakEvenHoursPerMonth().doubleValue(), modeAdvice.plannedHoursPerMonth(),
                BreakEven.AXIS_HOURS, term.billableDays());
    }

    /** Whether the plan is a batch job (items against a deadline) rather than a service. */
    public boolean batchJob() {
        return ServingInputs.batch(plan);
    }

    /**
     * The task and its rental term in words, for every renderer: the task's days and the term with its buffer, or, for a
     * training whose term holds its cautious end, both estimates and why the term is the longer one.
     */
    public Message termNote() {
        Message note = term.sizedForCautious()
                ? Message.of("text.termCautious", term.taskDays(), term.cautiousTaskDays(), term.billableDays(),
                        term.bufferPercent(), term.central().billableDays())
                // a batch job is rented for its deadline: a slow run is met with more cards, not a longer term
                : ServingInputs.batch(plan) && term.bufferPercent() == 0
                ? Message.of("text.termBatch", term.taskDays(), term.billableDays())
                : Message.of("text.term", term.taskDays(), term.billableDays(), term.bufferPercent());
        // a training's or a batch job's days are calendar days at the plan's hours (issue 32); a service's is its period
        boolean hours = !plan.running().roundTheClock() && (plan.workload().kind().training() || ServingInputs.batch(plan));
        return billedHours(hours ? Message.of("text.termAtHours", note, plan.use()) : note);
    }

    /**
     * The hours billed, where the lead is rented by the hour for fewer hours than its term's days hold (s21 check: "3 天租期
     * 合计 ¥1,354.56" was 68 started hours of a 2.8-day training, a finance reader's 3 × 24 h gave ¥1,434.24).
     */
    private Message billedHours(Message note) {
        Candidate lead = leading().orElse(null);
        if (lead == null || lead.cost() == null || lead.cost().mode() != RentalMode.HOURLY) {
            return note;
        }
        BigDecimal billed = term.billableHours(plan.hoursPerDay());
        return billed.compareTo(term.heldHours(plan.hoursPerDay())) < 0
                ? Message.of("text.termBilledHours", note, billed.intValue()) : note;
    }

    /**
     * The weights' size at the format stored for the plan's precision (INT4 = AWQ/GPTQ g128, 16-bit embeddings;
     * GB = 10^9 bytes), the figure the precision's explanation gives; null for a workload without a model architecture.
     */
    public Double weightsGb() {
        return weightsGb(plan);
    }

    static Double weightsGb(ResolvedPlan plan) {
        Architecture arch = plan.workload().architecture();
        return arch == null ? null : MemoryModel.weightsGb(arch, plan.workload().weightFormat());
    }

    /** The servers' RAM, storage and network minimums, the one figure of each that every paper states. */
    public SupportingHardware supportingHardware() {
        return SupportingHardware.of(this);
    }

    /**
     * The same minimums for another configuration the papers name (an alternative the request for quotation accepts):
     * its own layout's network (a 2-server alternative needs RDMA where a one-server lead needs none).
     */
    public SupportingHardware supportingHardware(Candidate c) {
        return SupportingHardware.of(plan, c);
    }

    /** The memory need's parts in the one order every renderer lists them. */
    public List<MemoryPart> memoryParts() {
        return MemoryPart.of(memory);
    }

    /**
     * How the KV cache was sized, for every renderer of the memory: the promised window against the typical load where
     * the window decides or could ({@link #kvWindowNote}), and the one sentence on the copies a tensor-parallel group
     * keeps: how many times the cards keep the cache and what they keep in all (the KV figure of the parts and the
     * need); null when neither applies.
     */
    public Message kvCacheCopiesNote() {
        Message copies = memory.kvCacheCopiesGb() > 0
                ? Message.of("memory.kvCopiesNote", memory.kvCacheCopies(), memory.cards(), memory.kvCacheHeldGb())
                : null;
        Message window = kvWindowNote();
        if (window == null) {
            return copies;
        }
        return copies == null ? window : Message.of("memory.kvNotes", window, copies);
    }

    /**
     * The window rule in words (docs/domain.md §9.1 "Memory of a request"), as the serving stage handed it over
     * ({@link com.gpurental.sizing.KvWindow}): the cache of the requests in flight at their actual length against one
     * request that fills the window the plan promises, checked within the share of a card actually used; null for a
     * batch job, a workload without a cache, or a load that already holds the whole window.
     */
    Message kvWindowNote() {
        KvWindow k = memory.kvWindow();
        if (k == null) {
            return null;
        }
        return Message.of("memory.kvWindowNote", k.windowGb(), k.windowTokens(), k.loadGb(), k.requests(),
                k.contextTokens(), k.decides() ? 1 : 0, k.reservedOnEveryRank() ? 1 : 0, memory.cards(),
                memory.kvCacheGb(), k.loadSparePercent(), k.windowSparePercent(), k.memorySharePercent(),
                k.buyersShare() ? 1 : 0, k.engineSharePercent());
    }
}
