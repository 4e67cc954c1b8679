package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Confidence;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.catalog.Minimums;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.pricing.BreakEven;
import com.gpurental.pricing.CostCalculator;
import com.gpurental.pricing.Money;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.serving.Layout;
import com.gpurental.serving.Load;
import com.gpurental.serving.LoadShape;
import com.gpurental.serving.ServingFit;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.InspectionLatency;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.ResponseTime;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.math.MathContext;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place a {@link Candidate} is made: a sizing and its quote (or none: "needs a quote") become a configuration
 * with its speed metric, its reasons and the pitfalls that belong to it.
 */
final class CandidateFactory {

    private final LocalDate today;
    private final Catalog catalog;

    CandidateFactory(LocalDate today, Catalog catalog) {
        this.today = today;
        this.catalog = catalog;
    }

    Candidate make(ResolvedPlan rp, Sizing s, Term term, RentalCost q, BreakEven breakEven) {
        // a catalog offer's rental over the central estimate's term, beside a training's cautious term
        RentalCost atCentral = q == null || !term.sizedForCautious() || q.offers().isEmpty() ? null
                : CostCalculator.requote(q, term.central(), rp.hoursPerDay(), rp.peakHoursPerDay(), rp.peakDays());
        return make(rp, s, term, q, breakEven, atCentral);
    }

    /** A configuration that needs a quote for the reason given (a long cluster with only container prices). */
    Candidate make(ResolvedPlan rp, Sizing s, Term term, Message needsQuote) {
        return make(rp, s, term, null, null, null, needsQuote);
    }

    /** {@code atCentral}: the same rental over the central estimate's term (a vendor's quote is costed by its own rules). */
    Candidate make(ResolvedPlan rp, Sizing s, Term term, RentalCost q, BreakEven breakEven, RentalCost atCentral) {
        return make(rp, s, term, q, breakEven, atCentral, null);
    }

    private Candidate make(ResolvedPlan rp, Sizing s, Term term, RentalCost q, BreakEven breakEven, RentalCost atCentral,
                           Message needsQuote) {
        Gpu gpu = s.gpu();
        List<Message> reasons = new ArrayList<>();
        List<Warning> warnings = new ArrayList<>();
        ResponseTime response = addSizingReasons(rp, s, reasons, warnings);
        if (q == null) {
            reasons.add(needsQuote != null ? needsQuote
                    : Message.of("reason.needsQuote", s.cards(), gpu.displayName(), term.billableDays()));
        } else {
            addCostReasons(rp, term, q, atCentral, reasons, warnings);
            PeakSizing peak = q.mode() == RentalMode.HYBRID ? rp.peakSizing(s.deployment() == null ? null
                    : s.deployment().serving()) : null;
            if (peak != null) {
                reasons.add(peak.arithmetic()); // the peak's extra copies, from the capacity stage (docs/domain.md §3.8)
            }
        }
        addStackReasons(rp, gpu, reasons, warnings);
        // Pitfalls that belong to this configuration.
        addDeploymentWarnings(rp.workload(), s, term, q, warnings);
        addFigureWarnings(rp.workload(), s, q, warnings);
        double perCardUse = s.memory().perCardGb() / (1 + s.memory().appliedSpareFraction());
        double utilization = perCardUse / gpu.capacityGb();
        double margin = gpu.capacityGb() - s.memory().perCardGb();
        return Candidate.builder().gpu(gpu).cards(s.cards()).cost(q).term(term).memory(s.memory())
                .memoryUtilization(utilization).marginGb(margin).scalingEfficiency(s.efficiency())
                .tokensPerSecond(s.tokensPerSecond()).usersPerCard(s.usersPerCard()).trainingDays(s.trainingDays())
                .latencyMs(s.latencyMs()).imagesPerSecond(s.imagesPerSecond()).speed(s.speed()).needShown(s.needShown())
                .breakEven(breakEven).reasons(reasons).warnings(warnings).deployment(s.deployment()).responseTime(response)
                .responseTargetS(response == null ? null : firstTokenTargetS(rp)).atCentralEstimate(atCentral).build();
    }

    /**
     * What the sizing says: how the cards hold the memory, how fast they run, the deadline, the response time, how the
     * cards run and which indicators were checked. Returns the response time of an inference (else null).
     */
    private static ResponseTime addSizingReasons(ResolvedPlan rp, Sizing s, List<Message> reasons, List<Warning> warnings) {
        Workload w = rp.workload();
        Gpu gpu = s.gpu();
        reasons.add(fitNote(w, s));
        Message speed = speedNote(w, s);
        if (speed != null && !ServingInputs.batch(rp)) { // a batch job's speed is its items a second (BatchNote)
            reasons.add(speed);
        } else if (speed == null && (w.kind() == WorkloadKind.LLM_INFERENCE || w.kind() == WorkloadKind.LLM_TRAINING)) {
            warnings.add(Warning.of(Warning.Code.SPEED_UNKNOWN, gpu.displayName()));
        }
        Double deadline = trainingDeadline(rp);
        if (w.kind() == WorkloadKind.LLM_TRAINING && deadline != null && s.speed().high() != null) {
            // The deadline is met on the cautious end, and the advice says by how much.
            double cautious = s.speed().high() / Assumptions.TRAINING_EFFECTIVE_TIME;
            reasons.add(Message.of("reason.deadlineCautious", deadline, s.speed().high(), cautious,
                    Assumptions.TRAINING_EFFECTIVE_TIME * 100));
        }
        ResponseTime response = w.kind() == WorkloadKind.LLM_INFERENCE ? responseTime(rp, s, reasons, warnings) : null;
        if (w.kind() == WorkloadKind.VISION && s.latencyMs() != null && w.minimums().latencyMs() != null) {
            reasons.add(inspectionNote(w, s.latencyMs()));
        }
        if (w.kind() == WorkloadKind.LLM_INFERENCE && s.deployment().serving() != null) {
            reasons.add(ServingInputs.batch(rp) ? BatchNote.of(rp, s) : capacityNote(rp, s.deployment().serving()));
        } else if (w.kind() == WorkloadKind.LLM_INFERENCE && s.usersPerCard() != null) {
            reasons.add(Message.of("reason.usersPerCard", s.usersPerCard(), w.tokensPerSecondPerUser()));
        }
        // How the cards run (servers × cards, tensor parallel, copies of the model).
        reasons.add(s.deployment().note());
        if (!s.needShown()) {
            reasons.add(Message.of("reason.needNotShown", gpu.displayName()));
        }
        // Claim the key indicators only when they were all checked and met: users per card needs a speed estimate, and
        // below it (not raised where the buyer gave the load, GpuSizer) it is not claimed either.
        boolean unchecked = w.minimums().usersPerCard() != null
                && (s.usersPerCard() == null || s.usersPerCard() < w.minimums().usersPerCard());
        if (!w.minimums().equals(Minimums.NONE) && !unchecked && s.checks().isEmpty()) {
            reasons.add(Message.of("reason.indicators", rp.preset().name()));
        }
        return response;
    }

    /** The copies' capacity under the load, in words (docs/domain.md §9). */
    static Message capacityNote(ResolvedPlan rp, ServingFit fit) {
        LoadShape load = ServingInputs.load(rp);
        // the rates to three significant figures, as the load's arithmetic says them (0.0694, not 0.1: tester J); a given
        // number of users is a closed loop (serving.ClosedLoop); open arrivals that would overload the copies at the slow
        // end of the estimate get no slow-end figure (ServingFit.carriesAtSlowEnd)
        String key = load.closed() ? "reason.capacityClosed"
                : fit.carriesAtSlowEnd() ? "reason.capacity" : "reason.capacityOverloaded";
        return Message.of(key, Load.rate(fit.loadRate()), load.inFlight(), fit.layout().copies(), Load.rate(fit.capacity()),
                fit.utilisation() * 100, seconds(fit.ttftS().central()), fit.tpotS().central() * 1000,
                load.prefixCacheShare() * 100, seconds(fit.ttftS().low()), seconds(fit.ttftS().high()),
                fit.tpotS().low() * 1000, fit.tpotS().high() * 1000);
    }

    /** Seconds as a sentence shows them: two significant digits below 1 s (0.043, not "0"), else one decimal. */
    static Object seconds(double s) {
        return s < 1 ? new BigDecimal(s, new MathContext(2)).stripTrailingZeros().toPlainString()
                : (Object) s;
    }

    /** What the rental costs: the mode's month and term, the cautious term's, a hybrid's peak, a server's share. */
    private static void addCostReasons(ResolvedPlan rp, Term term, RentalCost q, RentalCost atCentral,
            List<Message> reasons, List<Warning> warnings) {
        reasons.add(Message.of("reason.cost", q.mode(), q.monthlyCostCny(), q.termCostCny(), term.billableDays()));
        if (atCentral != null) {
            // The term holds the training's cautious end; what the same rental costs if it runs as expected.
            reasons.add(Message.of(q.mode().bareMetal() ? "reason.termCautious.bareMetal" : "reason.termCautious",
                    term.cautiousTaskDays(), term.billableDays(), q.termCostCny(), term.taskDays(),
                    term.central().billableDays(), atCentral.termCostCny(), term.bufferPercent()));
        }
        if (q.mode() == RentalMode.HYBRID && q.peakCards() > 0) {
            reasons.add(rp.peakDays() == null || rp.peakDays() >= term.billableDays()
                    // the peak cards by the hour on the days a week the work runs (issue 32): said where fewer than 7
                    ? rp.daysPerWeek() < Assumptions.DAYS_PER_WEEK
                    ? Message.of("reason.hybridWeek", q.cards(), q.peakCards(), rp.peakHoursPerDay(), rp.daysPerWeek())
                    : Message.of("reason.hybrid", q.cards(), q.peakCards(), rp.peakHoursPerDay())
                    : Message.of("reason.hybridWindow", q.cards(), q.peakCards(), rp.peakHoursPerDay(), rp.peakDays(),
                            term.billableDays()));
        }
        Offer server = q.offers().stream().filter(o -> o.perCards() > 1).findFirst().orElse(null);
        if (server != null && q.cards() % server.perCards() != 0) {
            addServerShare(q, server, reasons, warnings);
        }
    }

    /**
     * Cards that fill part of a server: a share is priced pro rata only where the offer states that shares are
     * rented; otherwise the whole server is the price, and the share's pro-rata price is a question for the vendor.
     */
    private static void addServerShare(RentalCost q, Offer server, List<Message> reasons, List<Warning> warnings) {
        BigDecimal share = Money.fen(server.pricePerCardCny().yuan()
                .multiply(BigDecimal.valueOf(q.cards())));
        int servers = CostCalculator.billedCards(server, q.cards()) / server.perCards();
        Object[] args = {q.cards(), server.perCards(), server.priceCny(), server.mode(), share, servers};
        reasons.add(Message.of(server.wholeServerOnly() ? "reason.wholeServer"
                : server.shareUnconfirmed() ? "reason.serverShareAsk" : "reason.serverShare", args));
        if (server.shareUnconfirmed()) {
            warnings.add(Warning.of(Warning.Code.SERVER_SHARE_UNCONFIRMED, args));
        }
    }

    /** A domestic card's software stack, and the porting a stack other than the team's costs. */
    private static void addStackReasons(ResolvedPlan rp, Gpu gpu, List<Message> reasons, List<Warning> warnings) {
        if (gpu.domestic()) {
            reasons.add(Message.of("reason.domestic", gpu.stack()));
        }
        if (StackPolicy.needsPorting(rp, gpu)) {
            // Moving the team's code to another stack is a cost of its own, named beside the price.
            reasons.add(Message.of("reason.porting", StackPolicy.name(gpu.stack()),
                    StackPolicy.teamStacks(rp.plan().softwareOrDefault())));
            warnings.add(Warning.of(Warning.Code.PORTING, gpu.displayName(), StackPolicy.name(gpu.stack()),
                    StackPolicy.teamStacks(rp.plan().softwareOrDefault())));
        }
    }

    /** Pitfalls of how the cards are rented and run: idle billed days, PCIe scaling, clusters, the preset's checks. */
    private static void addDeploymentWarnings(Workload w, Sizing s, Term term, RentalCost q, List<Warning> warnings) {
        if (q != null) {
            int idle = q.billedDays() - term.billableDays();
            if (idle >= Assumptions.IDLE_DAYS_WARNING) {
                warnings.add(Warning.of(Warning.Code.IDLE_TERM, q.billedDays(), term.billableDays(), idle));
            }
        }
        Gpu gpu = s.gpu();
        InterconnectType link = gpu.interconnect() == null ? InterconnectType.NONE : gpu.interconnect().type();
        if (w.training() && !link.fastLink() && s.cards() > Assumptions.PCIE_TRAINING_CARD_LIMIT) {
            warnings.add(Warning.of(Warning.Code.PCIE_SCALING, s.cards(), s.efficiency() * 100));
        }
        if (s.deployment().needsRdma()) {
            if (w.kind() == WorkloadKind.LLM_TRAINING) {
                // A training of many servers needs a cluster, not dozens of hourly containers.
                warnings.add(Warning.of(q != null && !q.mode().bareMetal() ? Warning.Code.TRAINING_CLUSTER_CONTAINERS
                        : Warning.Code.TRAINING_CLUSTER, s.cards(), s.deployment().servers()));
            } else {
                // A copy of the model over several servers needs a cluster: RDMA, one zone, a multi-node serving engine.
                // The servers of ONE copy, from the one layout record (not the servers of all copies together).
                warnings.add(Warning.of(Warning.Code.MULTI_SERVER, s.deployment().cardsPerReplica(),
                        s.deployment().serversPerReplica(), Assumptions.RDMA_GBIT_PER_CARD));
            }
        }
        for (Message check : s.checks()) {
            warnings.add(Warning.of(Warning.Code.PRESET_CHECK, check));
        }
    }

    /**
     * Pitfalls of the figures the advice rests on: old or unverified prices, unverified specifications, an assumed
     * duration, and the card itself (modified, sold in China as another, FP8 without tensor cores, two devices).
     */
    private void addFigureWarnings(Workload w, Sizing s, RentalCost q, List<Warning> warnings) {
        if (q != null) {
            for (Offer o : q.offers()) {
                long age = ChronoUnit.DAYS.between(o.asOf(), today);
                if (age > Assumptions.STALE_PRICE_DAYS) {
                    warnings.add(Warning.of(Warning.Code.STALE_PRICE, o.asOf().toString(), age));
                }
                if (o.source() != null && o.source().confidence() == Confidence.U) {
                    warnings.add(Warning.of(Warning.Code.UNVERIFIED_PRICE, o.source()));
                }
            }
        }
        Gpu gpu = s.gpu();
        List<String> unverified = unverifiedFields(gpu, w);
        if (!unverified.isEmpty()) {
            warnings.add(Warning.of(Warning.Code.UNVERIFIED_SPEC, List.copyOf(unverified)));
        }
        if (s.durationAssumed()) {
            warnings.add(Warning.of(Warning.Code.DURATION_ASSUMED, s.taskDays()));
        }
        if (gpu.modified()) {
            warnings.add(Warning.of(Warning.Code.MODIFIED_CARD, gpu.displayName()));
        }
        if (!gpu.soldInChinaAs().isEmpty()) {
            // A card not sold in China under the US export rules: what a Chinese platform rents under its name may
            // be one of the variants sold there in its place, with figures of their own (docs/gpu-specs.md).
            warnings.add(VariantCheck.china(catalog, gpu));
        }
        warnings.addAll(VariantCheck.warnings(w, s)); // a variant under the card's name that the plan's need excludes
        if (w.precision() == Precision.FP8 && !gpu.fp8TensorCores()) {
            warnings.add(Warning.of(Warning.Code.FP8_WEIGHT_ONLY, gpu.displayName(),
                    gpu.architecture() != null ? gpu.architecture() : Message.of("gpu.architectureUnknown")));
        }
        if (gpu.devicesPerCard() > 1) {
            warnings.add(Warning.of(Warning.Code.TWO_DEVICES, gpu.displayName(), gpu.devicesPerCard(),
                    gpu.memoryPerDevice().gib(), gpu.memoryGib()));
        }
    }

    /**
     * The response time of one request — prefill to the first token, then the answer — against the scenario's
     * first-token target (chat 1 s, multimodal 3 s). Under a load (docs/domain.md §9) it is the serving stage's p95 at
     * the load, its range as the figure and no sentence of its own: the capacity sentence says it, and a missed soft
     * target is its caveat (one value per fact; a batch job has none). Only a sizing without that stage keeps one idle
     * request's estimate: a reason when the slow end meets the target (or there is none), a warning when it does not.
     */
    static ResponseTime responseTime(ResolvedPlan rp, Sizing s, List<Message> reasons, List<Warning> warnings) {
        Workload w = rp.workload();
        if (w.architecture() == null || ServingInputs.batch(rp)) {
            return null;
        }
        // the load's prompt and answer: the plan's, else the request kind's defaults (one source, serving.RequestKind)
        int answer = ServingInputs.answerTokens(rp);
        int prompt = ServingInputs.promptTokens(rp);
        if (s.deployment() != null && s.deployment().serving() != null) {
            return underLoad(s.deployment().serving(), prompt, answer);
        }
        // one prompt is processed by one copy's tensor-parallel group (pipeline stages take it in turn)
        int group = s.deployment() == null ? Math.min(s.cards(), Assumptions.CARDS_PER_SERVER)
                : s.deployment().attention() == Layout.Attention.DATA
                ? Math.min(s.deployment().cardsPerReplica(), Assumptions.CARDS_PER_SERVER)
                : Math.max(1, s.deployment().tensorParallel());
        ResponseTime t = ResponseTime.of(w.architecture().activeParametersB(), s.gpu().fp16DenseTflops(), group,
                s.efficiency(), prompt, answer, s.speed().low(), s.speed().high());
        if (t == null) {
            return null;
        }
        Double target = firstTokenTargetS(rp);
        long fastMs = Math.round(t.firstTokenFastS() * 1000);
        long slowMs = Math.round(t.firstTokenSlowS() * 1000);
        Object replyFast = t.replyFastS();
        Object replySlow = t.replySlowS();
        if (target != null && t.firstTokenSlowS() > target) {
            warnings.add(Warning.of(Warning.Code.FIRST_TOKEN_SLOW, prompt, fastMs, slowMs, target, group));
        }
        reasons.add(Message.of(target == null ? "reason.responseTime"
                : t.firstTokenSlowS() <= target ? "reason.responseTimeMet" : "reason.responseTimeMissed",
                prompt, answer, fastMs, slowMs, replyFast, replySlow, target));
        return t;
    }

    /** The serving stage's p95 first token and whole reply at the load, as (fast end, slow end). */
    private static ResponseTime underLoad(ServingFit fit, int prompt, int answer) {
        Estimate ttft = fit.ttftS();
        Estimate tpot = fit.tpotS();
        return new ResponseTime(prompt, answer, ttft.low(), ttft.high(), ttft.low() + answer * tpot.low(),
                ttft.high() + answer * tpot.high());
    }

    /** The inspected image's whole latency in words: end to end, or next to the line when the transfer misses. */
    static Message inspectionNote(Workload w, double inferenceMs) {
        InspectionLatency l = InspectionLatency.of(w.vision(), inferenceMs, w.minimums().latencyMs());
        if (l.onSite()) {
            return Message.of("reason.inspectionOnSite", l.decodeLowMs() + inferenceMs, l.onSiteHighMs(), l.targetMs(),
                    l.decodeLowMs(), l.decodeHighMs(), inferenceMs, l.linkMbps(), l.imageMb(), l.transferMs());
        }
        return Message.of("reason.inspectionLatency", l.totalLowMs(), l.totalHighMs(), l.targetMs(), l.imageMb(),
                l.linkMbps(), l.transferMs(), l.decodeLowMs(), l.decodeHighMs(), inferenceMs);
    }

    /** The scenario's target for the time to first token, seconds; null when it has none. */
    static Double firstTokenTargetS(ResolvedPlan rp) {
        return firstTokenTargetS(rp.preset().id());
    }

    /** The target for the time to first token of the scenario {@code presetId}, seconds; null when it has none. */
    static Double firstTokenTargetS(String presetId) {
        return switch (presetId) {
            case "chat-inference" -> Assumptions.CHAT_FIRST_TOKEN_TARGET_S;
            case "multimodal-inference" -> Assumptions.MULTIMODAL_FIRST_TOKEN_TARGET_S;
            default -> null;
        };
    }

    /** The days a training must finish in: the earlier of its target and the rental the user gave; null without. */
    static Double trainingDeadline(ResolvedPlan rp) {
        Double deadline = rp.workload().targetDays();
        if (rp.durationDays() != null && (deadline == null || rp.durationDays() < deadline)) {
            deadline = rp.durationDays();
        }
        return deadline;
    }

    /** How the sized cards hold the workload's memory, in words (the candidate's first reason, a quote's fit note). */
    static Message fitNote(Workload w, Sizing s) {
        Gpu gpu = s.gpu();
        if (w.kind() == WorkloadKind.VISION || w.kind() == WorkloadKind.COMPUTE) {
            return Message.of("reason.fitsWorkingSet", s.cards(), gpu.displayName(), gpu.capacityGb(), s.memory().perCardGb(),
                    gpu.memoryGib());
        }
        // where a tensor-parallel group keeps the KV cache more than once, the need counts the copies (a card's need ×
        // the cards) and the memory section says why, once (Advice#kvCacheCopiesNote)
        return Message.of("reason.fits", s.cards(), gpu.displayName(), s.memory().requiredGb(), s.memory().perCardGb(),
                gpu.capacityGb(), w.sparePercent(), gpu.memoryGib());
    }

    /** The speed the sized cards reach, in words; null when a figure needed for it is unknown. */
    static Message speedNote(Workload w, Sizing s) {
        return switch (w.kind()) {
            case LLM_INFERENCE -> s.tokensPerSecond() == null ? null
                    : decodeFloorBound(w, s) ? Message.of("reason.decodeLayerBound", s.tokensPerSecond(),
                            w.concurrentUsers(), Performance.layerFloorSeconds(w, s.cards())
                                    .central() * 1000)
                    : Message.of(decodeComputeBound(w, s) ? "reason.decodeComputeBound" : "reason.decode",
                            s.tokensPerSecond(), w.concurrentUsers());
            case LLM_TRAINING -> s.trainingDays() == null ? null
                    : Message.of("reason.trainingDays", s.trainingDays(), s.cards(),
                            Assumptions.TRAINING_HFU_BAND.central() * s.trainingLinkFactor() * 100,
                            (int) Performance.hardwareFlopsPerParamToken(w), s.trainingLinkFactor() * 100,
                            (w.activationCheckpointing() ? 1 : 0)
                                    + (w.method() != null && w.method() != TrainingMethod.FULL ? 2 : 0));
            case VISION -> s.imagesPerSecond() == null ? null
                    : Message.of("reason.vision", s.latencyMs(), s.imagesPerSecond() * s.cards());
            case COMPUTE -> w.doublePrecision() && s.gpu().fp64Tflops() != null && s.gpu().fp32Tflops() != null
                    ? Message.of("reason.computeFp64", s.gpu().fp64Tflops(),
                            Math.round(100 * s.gpu().fp64Tflops() / s.gpu().fp32Tflops()), s.gpu().fp32Tflops())
                    : w.doublePrecision() ? Message.of("speed.value.FP64_TFLOPS", s.gpu().fp64Tflops())
                    : Message.of("reason.compute", s.gpu().fp32Tflops());
        };
    }

    /**
     * Whether one copy's decode is held by the card's compute rather than its memory bandwidth, at its share of
     * the users: then "the speed is set by the memory bandwidth" is not said.
     */
    /** Whether the per-token floor of a mixture of experts, not bandwidth or compute, sets the sized cards' speed. */
    static boolean decodeFloorBound(Workload w, Sizing s) {
        int copies = s.deployment() == null ? 1 : Math.max(1, s.deployment().replicas());
        int usersEach = Math.max(1, (w.concurrentUsers() + copies - 1) / copies);
        int tp = s.deployment() == null ? s.cards() : s.deployment().attention()
                == Layout.Attention.DATA ? s.deployment().cardsPerReplica()
                : s.deployment().tensorParallel();
        return Performance.decodeFloorBound(GpuSizer.withUsers(w, usersEach), s.gpu(), tp, usersEach);
    }

    static boolean decodeComputeBound(Workload w, Sizing s) {
        int copies = s.deployment() == null ? 1 : Math.max(1, s.deployment().replicas());
        int usersEach = Math.max(1, (w.concurrentUsers() + copies - 1) / copies);
        return Performance.decodeComputeBound(GpuSizer.withUsers(w, usersEach), s.gpu(), usersEach);
    }

    /** Figures this workload relies on that are tagged [U] (widely quoted, not confirmed). */
    private static List<String> unverifiedFields(Gpu g, Workload w) {
        List<String> fields = new ArrayList<>();
        List<String> used = switch (w.kind()) {
            case LLM_INFERENCE -> List.of("memoryGb", "bandwidthGbPerS", "fp16DenseTflops");
            case LLM_TRAINING -> List.of("memoryGb", "fp16DenseTflops");
            case VISION -> List.of("memoryGb", "int8DenseTops");
            case COMPUTE -> List.of("memoryGb", w.doublePrecision() ? "fp64Tflops" : "fp32Tflops");
        };
        for (String f : used) {
            if (g.confidenceOf(f) == Confidence.U) {
                fields.add(f);
            }
        }
        return fields;
    }
}
