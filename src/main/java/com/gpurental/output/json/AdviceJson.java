package com.gpurental.output.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.advice.Advice;
import com.gpurental.advice.Answer;
import com.gpurental.advice.BudgetCheck;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.Deployment;
import com.gpurental.advice.MemoryPart;
import com.gpurental.advice.ModeAdvice;
import com.gpurental.advice.Rejection;
import com.gpurental.advice.Speed;
import com.gpurental.advice.Suggestion;
import com.gpurental.advice.Warning;
import com.gpurental.catalog.Offer;
import com.gpurental.plan.PlanJson;
import com.gpurental.pricing.RentalCost;
import com.gpurental.sizing.Architecture;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.sizing.ResponseTime;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;

/** The machine-readable form of an {@link Advice} (the {@code advise --format json} output). */
public final class AdviceJson {

    private AdviceJson() {
    }

    /**
     * The model the advice sized — total and active parameters (MoE), its attention kind (mha, gqa, mla), the
     * KV cache per token and what the sliding window keeps; {@code derivedFrom} when a bare count borrowed a shape.
     */
    private static void model(ObjectNode root, Advice a) {
        Architecture arch = a.plan().workload().architecture();
        if (arch == null) {
            return;
        }
        ObjectNode n = root.putObject("model");
        n.put("id", a.plan().plan().model().id());
        n.put("derivedFrom", arch.derivedFrom());
        n.put("config", a.plan().plan().model().config());
        n.put("parametersB", round(arch.parametersB(), 3));
        n.put("activeParameters", round(arch.activeParametersB(), 2).toPlainString() + "B");
        n.put("activeParametersB", round(arch.activeParametersB(), 3));
        n.put("attention", arch.attention().json());
        n.put("layers", arch.layers());
        n.put("kvHeads", arch.kvHeads());
        n.put("headDim", arch.headDim());
        if (arch.kvLoraRank() > 0) {
            n.put("kvLoraRank", arch.kvLoraRank());
            n.put("qkRopeHeadDim", arch.qkRopeHeadDim());
        }
        if (arch.slidingWindow() > 0) {
            n.put("slidingWindow", arch.slidingWindow());
            n.put("slidingWindowLayers", arch.slidingWindowLayers());
        }
        // Per token of context beyond any window: the full-attention layers (DeepSeek-V3: 576 × 61 × 2 = 70,272 bytes).
        n.put("kvCacheBytesPerToken", Math.round(arch.kvValuesPerTokenPerLayer() * (arch.layers() - arch.slidingWindowLayers())
                * a.plan().workload().kvPrecision().bytesPerValue()));
        n.put("precision", a.plan().workload().precision().json());
    }

    public static ObjectNode toJson(Advice a, Messages m) {
        ObjectNode root = PlanJson.MAPPER.createObjectNode();
        root.put("format", "gpu-rental-advice");
        root.put("version", 1);
        root.put("language", m.isChinese() ? "zh" : "en");
        root.put("preset", a.plan().preset().id());
        root.put("workload", a.plan().workload().kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        root.put("software", a.plan().plan().softwareOrDefault().json());

        model(root, a);
        ServingJson.load(root, a, m);

        memory(root, a);
        term(root, a);

        ArrayNode candidates = root.putArray("candidates");
        for (Candidate c : a.allCandidates()) {
            candidate(candidates.addObject(), c, m);
        }

        root.put("recommendationSource", a.leading().isEmpty() ? null : a.quoteLed() ? "quote" : "reference");
        answer(root, a, m);
        if (a.quoteLed()) {
            // The candidates are the vendors' quotes; the catalog's reference-priced options stay for context.
            ArrayNode reference = root.putArray("referenceCandidates");
            for (Candidate c : a.referenceCandidates()) {
                candidate(reference.addObject(), c, m);
            }
        }

        rejected(root, a, m);

        rental(root, a, m);

        budget(root, a, m);
        if (a.whyNotCheapest() != null) {
            root.put("whyNotCheapest", m.format(a.whyNotCheapest()));
        }
        if (a.quoteLed()) {
            root.put("recommendationReason", a.quoteChoice() == null ? null : m.format(a.quoteChoice()));
        }
        warnings(root.putArray("warnings"), a.warnings(), m);
        ArrayNode assumptions = root.putArray("assumptions");
        for (Message msg : a.assumptions()) {
            assumptions.add(m.format(msg));
        }
        return root;
    }

    /** The memory need and its parts, in GB. */
    private static void memory(ObjectNode root, Advice a) {
        MemoryBreakdown mem = a.memory();
        ObjectNode memory = root.putObject("memory");
        memory.put("cards", mem.cards());
        memory.put("requiredGb", round(mem.requiredGb(), 2));
        memory.put("perCardGb", round(mem.perCardGb(), 2));
        memory.put("weightsGb", round(mem.weightsGb(), 2));
        memory.put("kvCacheGb", round(mem.kvCacheGb(), 3));
        memory.put("kvCacheCopiesGb", round(mem.kvCacheCopiesGb(), 3));
        memory.put("activationsGb", round(mem.activationsGb(), 3));
        memory.put("gradientsGb", round(mem.gradientsGb(), 2));
        memory.put("optimizerGb", round(mem.optimizerGb(), 2));
        memory.put("overheadGb", round(mem.overheadGb(), 2));
        memory.put("workingSetGb", round(mem.workingSetGb(), 2));
        memory.put("headroomGb", round(mem.headroomGb(), 2));
        memory.put("sparePercent", round(mem.sparePercent(), 2));
        memory.put("unit", "GB = 10^9 bytes; card capacity: catalog memoryGb × 2^30 bytes");
        ArrayNode parts = memory.putArray("parts");
        for (MemoryPart p : a.memoryParts()) {
            ObjectNode pn = parts.addObject();
            pn.put("part", p.key());
            pn.put("totalGb", round(p.totalGb(), 3));
            pn.put("perCardGb", round(p.perCardGb(), 3));
        }
    }

    /** The task's days and the term billed. */
    private static void term(ObjectNode root, Advice a) {
        ObjectNode term = root.putObject("term");
        term.put("taskDays", round(a.term().taskDays(), 2));
        term.put("billableDays", a.term().billableDays());
        // a training's term holds its cautious end: that end, and the term the central estimate alone would give
        putNullable(term, "cautiousTaskDays", a.term().cautiousTaskDays(), 2);
        term.put("sizedForCautious", a.term().sizedForCautious());
        term.put("centralBillableDays", a.term().central().billableDays());
    }

    /** What the advice answers before any price. */
    private static void answer(ObjectNode root, Advice a, Messages m) {
        // What the advice answers before any price: "rent", or "on-site" hardware for an inspection line whose image
        // transfer alone takes the target (the candidates' prices are then a reference for the cards' class).
        Answer answer = a.answer();
        ObjectNode answerNode = root.putObject("answer");
        answerNode.put("kind", answer.kind().json());
        answerNode.put("title", answer.title() == null ? null : m.format(answer.title()));
        answerNode.put("headline", answer.headline() == null ? null : m.format(answer.headline()));
        answerNode.put("priceNote", answer.priceNote() == null ? null : m.format(answer.priceNote()));
        PlainJson.plain(answerNode, a, m);
        putNullable(answerNode, "transferMs", answer.transferMs(), 1);
        putNullable(answerNode, "targetMs", answer.targetMs(), 1);
    }

    /** The GPUs refused or left out, each with its reason. */
    private static void rejected(ObjectNode root, Advice a, Messages m) {
        ArrayNode rejected = root.putArray("rejected");
        for (Rejection r : a.rejected()) {
            ObjectNode n = rejected.addObject();
            n.put("gpu", r.gpu().id());
            n.put("code", r.code().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            n.put("reason", m.format(r.reason()));
        }
    }

    /** The rental-mode advice: the mode, its break-even and the cost by mode. */
    private static void rental(ObjectNode root, Advice a, Messages m) {
        ModeAdvice mode = a.modeAdvice();
        ObjectNode rental = root.putObject("rental");
        rental.put("recommendedMode", mode.recommended() == null ? null : mode.recommended().json());
        rental.put("reason", m.format(mode.reason()));
        if (mode.breakEvenHoursPerMonth() != null) {
            rental.put("breakEvenHoursPerMonth", mode.breakEvenHoursPerMonth());
            rental.put("breakEvenBareMetalOffer", mode.breakEven().bareMetal().id());
            rental.put("breakEvenHourlyOffer", mode.breakEven().hourly().id());
        } else {
            rental.putNull("breakEvenHoursPerMonth");
        }
        ArrayNode allowed = rental.putArray("allowedModes");
        mode.allowedModes().stream().sorted().forEach(q -> allowed.add(q.json()));
        rental.put("plannedHoursPerMonth", round(mode.plannedHoursPerMonth(), 1));
        // the days a week the work runs and the use as every paper says it (issue 32)
        rental.put("daysPerWeek", a.plan().daysPerWeek());
        rental.put("use", m.format(a.plan().use()));
        ServingJson.peak(rental, a, m);
        ArrayNode byMode = rental.putArray("costByMode");
        for (RentalCost q : mode.quotesByMode()) {
            ObjectNode n = byMode.addObject();
            n.put("mode", q.mode().json());
            n.put("cards", q.cards());
            n.put("monthlyCostCny", q.monthlyCostCny().amount());
            n.put("termCostCny", q.termCostCny().amount());
            n.put("billedDays", q.billedDays());
            offers(n.putArray("offers"), q);
        }
    }

    /** The budget check: its verdict, the nearest option when nothing fits, and the suggestions. */
    private static void budget(ObjectNode root, Advice a, Messages m) {
        BudgetCheck b = a.budget();
        ObjectNode budget = root.putObject("budget");
        budget.put("status", b.status().name().toLowerCase(Locale.ROOT));
        budget.put("kind", b.kind().name().toLowerCase(Locale.ROOT));
        budget.put("budgetCny", b.budgetCny());
        budget.put("costCny", b.costCny() == null ? null : b.costCny().amount());
        budget.put("budgetForTermCny", b.verdict().budgetForTermCny());
        budget.put("verdict", m.format(b.verdict().sentence()));
        // the line that heads the budget everywhere, and whether nothing fits it (with the nearest option)
        budget.put("headline", m.format(b.headline()));
        budget.put("nothingFits", b.nothingFits());
        if (b.nothingFits() && b.cheapest() != null) {
            ObjectNode nearest = budget.putObject("nearest");
            nearest.put("gpu", b.cheapest().gpu().id());
            nearest.put("cards", b.cheapest().cards());
            nearest.put("rentalMode", b.cheapest().cost().mode().json());
            nearest.put("termCostCny", b.cheapest().cost().termCostCny().amount());
            nearest.put("gapCny", b.gapCny());
        }
        ArrayNode suggestions = budget.putArray("suggestions");
        for (Suggestion s : b.suggestions()) {
            ObjectNode n = suggestions.addObject();
            n.put("description", m.format(s.description()));
            n.put("gpu", s.gpuId());
            n.put("cards", s.cards());
            n.put("rentalMode", s.mode().json());
            n.put("monthlyCostCny", s.monthlyCostCny().amount());
            n.put("termCostCny", s.termCostCny().amount());
            n.put("withinBudget", s.withinBudget());
            ArrayNode downsides = n.putArray("downsides");
            s.downsides().forEach(d -> downsides.add(m.format(d)));
            offers(n.putArray("offers"), s.cost());
        }
    }

    /** How the candidate's cards run, with the sentence every renderer prints. */
    private static void deployment(ObjectNode n, Deployment d, Messages m) {
        n.put("cardsPerServer", d.cardsPerServer());
        n.put("servers", d.servers());
        n.put("tensorParallel", d.tensorParallel());
        n.put("pipelineStages", d.pipelineStages());
        n.put("replicas", d.replicas());
        n.put("kind", d.kind().json());
        n.put("needsRdma", d.needsRdma());
        n.put("note", m.format(d.note()));
        // issue 31 (fields added): how the attention and its cache are split, and the experts' split
        n.put("attention", d.attention().json());
        n.put("expertParallel", d.expertParallel());
        n.put("serversPerCopy", d.serversPerReplica());
    }

    /**
     * One option, fields in this order: the GPU, cards and how they run; the vendor's quote (a quote only); the rental
     * and its cost; the figures; the speed; the budget and the comparison with the lead; the offers, reasons and warnings.
     */
    private static void candidate(ObjectNode n, Candidate c, Messages m) {
        n.put("gpu", c.gpu().id());
        n.put("name", c.gpu().name());
        n.put("cards", c.cards());
        n.put("needsQuote", c.needsQuote());
        n.put("stack", c.stack() == null ? null : c.stack().json());
        deployment(n.putObject("deployment"), c.deployment(), m);
        ServingJson.capacity(n, c);
        if (c.vendorQuote() != null) {
            vendorQuote(n, c, m);
        }
        rentalCost(n, c);
        figures(n, c);
        speed(n.putObject("speed"), c.speed());
        verdicts(n, c, m);
        offers(n.putArray("offers"), c.cost());
        ArrayNode reasons = n.putArray("reasons");
        c.reasons().forEach(r -> reasons.add(m.format(r)));
        warnings(n.putArray("warnings"), c.warnings(), m);
    }

    /** The vendor, which of the plan's quotes, its price against the reference, and the quote's flags. */
    private static void vendorQuote(ObjectNode n, Candidate c, Messages m) {
        n.put("vendor", c.vendor());
        n.put("quoteIndex", c.vendorQuote().index());
        if (c.vendorQuote().vsReferencePercent() == null) {
            n.putNull("vsReferencePercent");
        } else {
            n.put("vsReferencePercent", c.vendorQuote().vsReferencePercent());
        }
        n.put("reference", m.format(c.vendorQuote().referenceNote()));
        ArrayNode flags = n.putArray("quoteFlags");
        c.vendorQuote().flags().forEach(f -> flags.addObject()
                .put("code", f.code().name().toLowerCase(Locale.ROOT).replace('_', '-'))
                .put("text", m.format(f.text())));
    }

    /** The rental mode, cost a month and over the term, and the days billed; all null for an option not priced. */
    private static void rentalCost(ObjectNode n, Candidate c) {
        RentalCost q = c.cost();
        if (q == null) {
            n.putNull("rentalMode");
            n.putNull("monthlyCostCny");
            n.putNull("termCostCny");
            n.putNull("billedDays");
            return;
        }
        n.put("rentalMode", q.mode().json());
        if (q.peakCards() > 0) {
            n.put("peakCards", q.peakCards());
        }
        n.put("monthlyCostCny", q.monthlyCostCny().amount());
        n.put("termCostCny", q.termCostCny().amount());
        n.put("billedDays", q.billedDays());
        if (c.atCentralEstimate() != null) {
            // a training priced over the term its cautious end needs: the same rental over the central term
            ObjectNode central = n.putObject("atCentralEstimate");
            central.put("billableDays", c.term().central().billableDays());
            central.put("billedDays", c.atCentralEstimate().billedDays());
            central.put("termCostCny", c.atCentralEstimate().termCostCny().amount());
        }
    }

    /** The memory used and left, and the workload's figures (null where they do not apply). */
    private static void figures(ObjectNode n, Candidate c) {
        n.put("memoryUtilization", round(c.memoryUtilization(), 3));
        n.put("marginGb", round(c.marginGb(), 2));
        n.put("capacityGb", round(c.gpu().capacityGb(), 2));
        putNullable(n, "tokensPerSecond", c.tokensPerSecond(), 1);
        putNullable(n, "usersPerCard", c.usersPerCard(), 1);
        putNullable(n, "trainingDays", c.trainingDays(), 2);
        putNullable(n, "latencyMs", c.latencyMs(), 1);
        putNullable(n, "imagesPerSecond", c.imagesPerSecond() == null ? null : c.imagesPerSecond() * c.cards(), 1);
        if (c.responseTime() != null) {
            responseTime(n.putObject("responseTime"), c);
        }
    }

    /** The speed the option is judged on, with its range: days and FP64 TFLOPS to 2 decimals, the rest to 1. */
    private static void speed(ObjectNode speed, Speed s) {
        speed.put("metric", s.metric().json());
        int decimals = s.metric() == Speed.Metric.TRAINING_DAYS || s.metric() == Speed.Metric.FP64_TFLOPS ? 2 : 1;
        putNullable(speed, "value", s.value(), decimals);
        putNullable(speed, "low", s.low(), decimals);
        putNullable(speed, "high", s.high(), decimals);
        if (s.measured() != null) { // issue 34: the figure is sized on a measurement
            ObjectNode m = speed.putObject("measured");
            putNullable(m, "value", s.measured().value(), 2);
            m.put("concurrency", s.measured().concurrency());
            m.put("source", s.measured().source());
            m.put("date", s.measured().date().toString());
            m.put("cards", s.measured().cards());
            m.put("onVendorsMachine", s.measured().kit());
        }
    }

    /** Whether the need is shown, the budget's verdict, the break-even and how the option compares with the lead. */
    private static void verdicts(ObjectNode n, Candidate c, Messages m) {
        n.put("needShown", c.needShown());
        if (c.withinBudget() == null) {
            n.putNull("withinBudget");
        } else {
            n.put("withinBudget", c.withinBudget());
        }
        if (c.budget() != null) {
            n.put("budgetVerdict", m.format(c.budget().sentence()));
        }
        if (c.breakEven() != null) {
            n.put("breakEvenHoursPerMonth", c.breakEven().hoursPerMonth());
        }
        if (c.versusLead() != null) {
            n.put("versusRecommendation", m.format(c.versusLead()));
        }
    }

    /** One request's prefill and whole reply, slow end against the scenario's first-token target. */
    private static void responseTime(ObjectNode rt, Candidate c) {
        ResponseTime t = c.responseTime();
        rt.put("promptTokens", t.promptTokens());
        rt.put("answerTokens", t.answerTokens());
        rt.put("timeToFirstTokenS", round(t.firstTokenSlowS(), 3));
        rt.put("timeToFirstTokenFastS", round(t.firstTokenFastS(), 3));
        putNullable(rt, "replyS", t.replySlowS(), 2);
        putNullable(rt, "replyFastS", t.replyFastS(), 2);
        putNullable(rt, "targetS", c.responseTargetS(), 1);
        if (c.responseMeetsTarget() == null) {
            rt.putNull("meets");
        } else {
            rt.put("meets", c.responseMeetsTarget());
        }
    }

    private static void offers(ArrayNode offers, RentalCost q) {
        if (q == null) {
            return;
        }
        for (Offer o : q.offers()) {
            ObjectNode on = offers.addObject();
            on.put("id", o.id());
            on.put("priceCny", o.priceCny());
            on.put("mode", o.mode().json());
            on.put("perCards", o.perCards());
            on.put("wholeServerOnly", o.wholeServerOnly());
            on.put("sharesRented", o.sharesRented()); // null when the offer does not say
            on.put("source", o.source().title());
            on.put("confidence", o.source().confidence().name());
            on.put("asOf", o.asOf().toString());
        }
    }

    private static void warnings(ArrayNode array, List<Warning> warnings, Messages m) {
        for (Warning w : warnings) {
            ObjectNode n = array.addObject();
            n.put("code", w.code().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            n.put("text", m.format(w.text()));
            n.put("action", m.format(w.action()));
        }
    }

    static void putNullable(ObjectNode n, String field, Double value, int decimals) {
        if (value == null) {
            n.putNull(field);
        } else {
            n.put(field, round(value, decimals));
        }
    }

    static BigDecimal round(double value, int decimals) {
        return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP);
    }
}
