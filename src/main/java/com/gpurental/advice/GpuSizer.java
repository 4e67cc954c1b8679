package com.gpurental.advice;

import static com.gpurental.sizing.Assumptions.CARDS_PER_SERVER;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.catalog.Minimums;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.sizing.MemoryModel;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Stage 2 of the advice: one GPU against the plan, without prices. Checks the scenario's key indicators, then tries
 * 1, 2, 4, 8, 16 … cards until the memory, speed and throughput needs are met. The result is a {@link Sizing} or a
 * {@link Rejection}, never both.
 */
final class GpuSizer {

    /** The outcome for one GPU: exactly one of the two is set. */
    record Result(Sizing sizing, Rejection rejection) {
        static Result fits(Sizing s) {
            return new Result(s, null);
        }

        static Result rejected(Gpu gpu, Rejection.Code code, Message reason) {
            return new Result(null, new Rejection(gpu, code, reason));
        }
    }

    /** One card count tried: a sizing, or the reason it fails. */
    private record Trial(Sizing sizing, Rejection.Code code, Message failure) {
        static Trial fails(Rejection.Code code, Message failure) {
            return new Trial(null, code, failure);
        }
    }

    private final Catalog catalog;

    GpuSizer(Catalog catalog) {
        this.catalog = catalog;
    }

    Result size(ResolvedPlan rp, Gpu gpu) {
        Result ruledOut = ruledOut(rp, gpu);
        if (ruledOut != null) {
            return ruledOut;
        }
        Trial last = Trial.fails(Rejection.Code.TOO_MANY_CARDS, null);
        List<Integer> counts = rp.workload().kind() == WorkloadKind.LLM_INFERENCE
                || rp.workload().kind() == WorkloadKind.VISION ? inferenceCardCounts(rp.maxCards()) : cardCounts(rp.maxCards());
        for (int n : counts) {
            Trial t = trial(rp, gpu, n);
            if (t.sizing() != null) {
                return Result.fits(t.sizing());
            }
            last = t;
        }
        return Result.rejected(gpu, last.code(), last.code() == Rejection.Code.TOO_MANY_CARDS
                ? Message.of("reject.tooManyCards", rp.maxCards(), last.failure()) : last.failure());
    }

    /** One GPU at a given card count (a vendor's quote): the same checks as {@link #size}, at that count only. */
    Result sizeAt(ResolvedPlan rp, Gpu gpu, int cards) {
        Result notDomestic = notDomestic(rp, gpu);
        return notDomestic != null ? notDomestic : fitAt(rp, gpu, cards);
    }

    /**
     * Whether a GPU at a given card count carries the workload (memory, key indicators, speed), leaving the plan's
     * domestic (信创) rule aside: the quote stage flags that on its own ({@link QuoteSizing}).
     */
    Result fitAt(ResolvedPlan rp, Gpu gpu, int cards) {
        Result ruledOut = ruledOutForWorkload(rp, gpu);
        if (ruledOut != null) {
            return ruledOut;
        }
        Trial t = trial(rp, gpu, cards);
        return t.sizing() != null ? Result.fits(t.sizing()) : Result.rejected(gpu, t.code(), t.failure());
    }

    /**
     * The fewest cards of a GPU that carry the workload, counting every number up to the plan's maximum (a vendor may
     * quote 3 cards), the domestic rule aside; null when none does.
     */
    Integer fewestCards(ResolvedPlan rp, Gpu gpu) {
        if (ruledOutForWorkload(rp, gpu) != null) {
            return null;
        }
        for (int n = 1; n <= rp.maxCards(); n++) {
            if (trial(rp, gpu, n).sizing() != null) {
                return n;
            }
        }
        return null;
    }

    private static Result notDomestic(ResolvedPlan rp, Gpu gpu) {
        return rp.domesticOnly() && !gpu.domestic()
                ? Result.rejected(gpu, Rejection.Code.NOT_DOMESTIC, Message.of("reject.notDomestic")) : null;
    }

    /** A card on a stack the team's code does not run on, unless the plan allows porting (or 信创 needs it). */
    private static Result otherStack(ResolvedPlan rp, Gpu gpu) {
        return StackPolicy.allowed(rp, gpu) ? null : Result.rejected(gpu, Rejection.Code.OTHER_STACK,
                Message.of("reject.otherStack", StackPolicy.name(gpu.stack()),
                        StackPolicy.teamStacks(rp.plan().softwareOrDefault())));
    }

    /** The checks that rule a GPU out whatever the card count; null when it may fit. */
    private Result ruledOut(ResolvedPlan rp, Gpu gpu) {
        Result notDomestic = notDomestic(rp, gpu);
        if (notDomestic != null) {
            return notDomestic;
        }
        Result stack = otherStack(rp, gpu);
        return stack != null ? stack : ruledOutForWorkload(rp, gpu);
    }

    /** The workload's checks that rule a GPU out whatever the card count; null when it may fit. */
    private static Result ruledOutForWorkload(ResolvedPlan rp, Gpu gpu) {
        Workload w = rp.workload();
        Message missing = PresetIndicators.missingIndicator(w, gpu);
        if (missing != null) {
            return Result.rejected(gpu, Rejection.Code.MISSES_INDICATOR, missing);
        }
        if (gpu.memoryGb() == null) {
            return Result.rejected(gpu, Rejection.Code.MISSES_INDICATOR,
                    Message.of("reject.unknownFigure", Message.of("indicator.memory")));
        }
        double fixed = MemoryModel.fixedPerCardGb(w);
        if (fixed > gpu.capacityGb()) {
            return Result.rejected(gpu, Rejection.Code.NEVER_FITS,
                    Message.of("reject.neverFits", fixed, gpu.capacityGb(), gpu.memoryGb()));
        }
        // A card whose speed is unknown never beats a known one. With a speed need (a per-user speed, a
        // training deadline) and no figure to estimate it from, it is "not enough data to judge", not a fit.
        if (w.kind() == WorkloadKind.LLM_INFERENCE && w.tokensPerSecondPerUser() != null
                && Performance.tokensPerSecondPerUserRange(w, gpu, 1, 1, 1.0) == null) {
            return Result.rejected(gpu, Rejection.Code.INSUFFICIENT_DATA, Message.of("reject.insufficientData.speed",
                    gpu.name(), w.tokensPerSecondPerUser()));
        }
        if (w.kind() == WorkloadKind.LLM_TRAINING && CandidateFactory.trainingDeadline(rp) != null
                && Performance.trainingDaysRange(w, gpu, 1, 1.0) == null) {
            return Result.rejected(gpu, Rejection.Code.INSUFFICIENT_DATA, Message.of("reject.insufficientData.deadline",
                    gpu.name(), CandidateFactory.trainingDeadline(rp)));
        }
        if (w.kind() == WorkloadKind.LLM_TRAINING && gpu.inferenceOnly()) {
            return Result.rejected(gpu, Rejection.Code.MISSES_INDICATOR, Message.of("reject.inferenceOnly"));
        }
        Result fp64 = PresetIndicators.doublePrecision(w, gpu);
        if (fp64 != null) {
            return fp64;
        }
        // Vision latency does not improve with more cards: check it once.
        if (w.kind() == WorkloadKind.VISION && w.minimums().latencyMs() != null) {
            Double latency = Performance.visionLatencyMs(w, gpu);
            if (latency == null) {
                return Result.rejected(gpu, Rejection.Code.MISSES_INDICATOR,
                        Message.of("reject.unknownFigure", Message.of("indicator.int8")));
            }
            if (latency > w.minimums().latencyMs()) {
                return Result.rejected(gpu, Rejection.Code.TOO_SLOW, Message.of("reject.latency", latency, w.minimums().latencyMs()));
            }
            // The image's transfer and decoding count in the latency (on-site when the transfer alone misses).
            com.gpurental.sizing.InspectionLatency whole = com.gpurental.sizing.InspectionLatency.of(w.vision(), latency,
                    w.minimums().latencyMs());
            if (!whole.meets()) {
                return Result.rejected(gpu, Rejection.Code.TOO_SLOW, whole.onSite()
                        ? Message.of("reject.latencyOnSite", whole.decodeHighMs(), latency, whole.onSiteHighMs(),
                                whole.targetMs())
                        : Message.of("reject.latencyEndToEnd", whole.transferMs(), whole.decodeHighMs(), latency,
                                whole.totalHighMs(), whole.targetMs()));
            }
        }
        return null;
    }

    /** 1, 2, 4, 8, then multiples of 8 (whole servers), up to {@code max}. */
    static List<Integer> cardCounts(int max) {
        List<Integer> counts = new ArrayList<>();
        for (int n : new int[] {1, 2, 4, 8}) {
            if (n <= max) {
                counts.add(n);
            }
        }
        for (int n = 16; n <= max; n += CARDS_PER_SERVER) {
            counts.add(n);
        }
        if (counts.isEmpty() || counts.get(counts.size() - 1) < max && max < 8) {
            counts.add(max);
        }
        return counts;
    }

    /**
     * Inference: every count up to one server (3 cards are 3 copies of a model one card holds), then whole servers,
     * up to {@code max}.
     */
    static List<Integer> inferenceCardCounts(int max) {
        List<Integer> counts = new ArrayList<>();
        for (int n = 1; n <= Math.min(max, CARDS_PER_SERVER); n++) {
            counts.add(n);
        }
        for (int n = 2 * CARDS_PER_SERVER; n <= max; n += CARDS_PER_SERVER) {
            counts.add(n);
        }
        return counts;
    }

    private Trial trial(ResolvedPlan rp, Gpu gpu, int n) {
        return rp.workload().kind() == WorkloadKind.LLM_INFERENCE ? inferenceTrial(rp, gpu, n) : otherTrial(rp, gpu, n);
    }

    /**
     * Inference on {@code n} cards: each layout a serving engine runs ({@link Deployment#layouts}) in turn, the first
     * that holds the model and meets the need; when none does, why the last (the largest copy) fails.
     */
    private Trial inferenceTrial(ResolvedPlan rp, Gpu gpu, int n) {
        List<Deployment.Layout> layouts = Deployment.layouts(n, rp.workload().architecture().attentionHeads());
        if (layouts.isEmpty()) {
            return Trial.fails(Rejection.Code.TOO_MANY_CARDS,
                    Message.of("reject.noLayout", n, rp.workload().architecture().attentionHeads()));
        }
        Trial last = null;
        Deployment.Layout largest = null;
        for (Deployment.Layout l : layouts) {
            last = inferenceAt(rp, gpu, l);
            if (last.sizing() != null) {
                return last;
            }
            largest = l;
        }
        if (last.code() == Rejection.Code.TOO_MANY_CARDS && largest.cardsPerReplica() < n) {
            // 3 or 6 cards (a vendor's quote) split a model no further than a group that divides the heads.
            double perCard = MemoryModel.breakdown(withUsers(rp.workload(),
                    (rp.workload().concurrentUsers() + largest.replicas() - 1) / largest.replicas()),
                    largest.cardsPerReplica()).perCardGb();
            return Trial.fails(Rejection.Code.TOO_MANY_CARDS, Message.of("reject.layoutMemory", n,
                    largest.cardsPerReplica(), perCard, gpu.capacityGb(), gpu.memoryGb()));
        }
        return last;
    }

    /**
     * One inference layout: every copy holds all the weights and the KV caches of its share of the users
     * (⌈users ÷ copies⌉), and each user sees the speed of one copy serving that share (weights were counted
     * once over any number of cards). The need is the workload's own in total; the preset's per-card rule is a check.
     */
    private Trial inferenceAt(ResolvedPlan rp, Gpu gpu, Deployment.Layout l) {
        Workload w = rp.workload();
        int n = l.cards();
        int replicas = l.replicas();
        int perReplica = l.cardsPerReplica();
        int usersEach = (w.concurrentUsers() + replicas - 1) / replicas;
        Workload share = withUsers(w, usersEach);
        MemoryBreakdown one = MemoryModel.breakdown(share, perReplica);
        MemoryBreakdown memory = replicated(one, replicas, n);
        InterconnectType link = gpu.interconnect() == null ? InterconnectType.NONE : gpu.interconnect().type();
        // A copy over several servers decodes stage after stage: its speed is one tensor-parallel group's, per stage.
        int tp = l.tensorParallel();
        int stages = l.pipelineStages();
        double efficiency = tp == 1 ? 1.0 : catalog.scalingEfficiency(link, tp);
        if (memory.perCardGb() > gpu.capacityGb()) {
            return Trial.fails(Rejection.Code.TOO_MANY_CARDS,
                    Message.of("reject.memory", memory.perCardGb(), gpu.capacityGb(), n, gpu.memoryGb()));
        }
        if (l.pipelineStages() > 1 && !link.fastLink()) {
            // docs/domain.md §8: beyond one server a copy runs over whole servers with tensor parallelism inside each
            // over NVLink/HCCS and RDMA between them. PCIe-only cards (consumer and PCIe data-centre cards) are
            // offered for one server per copy: 6 servers of RTX 4090 for DeepSeek-R1 is no deployment to sign.
            return Trial.fails(Rejection.Code.NEVER_FITS, Message.of("reject.multiServerPcie", gpu.name()));
        }
        Minimums min = w.minimums();
        List<Message> checks = new ArrayList<>();
        Estimate tps = Performance.tokensPerSecondPerUserRange(share, gpu, tp, stages, usersEach, efficiency);
        Double tokensPerSecond = tps == null ? null : tps.central();
        Speed speed = range(Speed.Metric.TOKENS_PER_SECOND_PER_USER, tps);
        Double usersPerCard = null;
        // A bandwidth known only as a published spread shows a need met only when its low end meets it.
        boolean disputed = gpu.bandwidthGbPerS() == null;
        boolean needShown = true;
        Double target = w.tokensPerSecondPerUser();
        if (target != null && tokensPerSecond != null && tokensPerSecond < target) {
            return Trial.fails(Rejection.Code.TOO_SLOW, Message.of("reject.speed", tokensPerSecond, target, n));
        }
        if (target != null) {
            Estimate each = Performance.maxUsersRange(share, gpu, tp, stages, target, efficiency);
            Estimate users = each == null ? null : new Estimate(Math.floor(each.low()) * replicas,
                    Math.floor(each.central()) * replicas, Math.floor(each.high()) * replicas);
            usersPerCard = users == null ? null : users.central() / n;
            if (usersPerCard != null && (int) users.central() < w.concurrentUsers()) {
                return Trial.fails(Rejection.Code.TOO_SLOW,
                        Message.of("reject.users", (int) users.central(), w.concurrentUsers(), n));
            }
            // The preset's "users per card" is a check, not a wall: cards that serve the buyer's own
            // number of users in total are not rejected for serving fewer per card than the preset's rule of thumb.
            if (min.usersPerCard() != null && usersPerCard != null && usersPerCard < min.usersPerCard()) {
                checks.add(Message.of("check.usersPerCard", usersPerCard, min.usersPerCard(), (int) users.central(),
                        w.concurrentUsers()));
            }
            needShown = tps != null && users != null && (!disputed || tps.low() >= target
                    && users.low() >= w.concurrentUsers());
        }
        if (min.usersPerCard() != null && usersPerCard == null) {
            needShown = false;
        }
        Deployment deployment = Deployment.inference(l, gpu.name());
        return sized(rp, gpu, n, memory, efficiency, tokensPerSecond, usersPerCard, null, null, null, speed, needShown,
                deployment, checks, 1.0);
    }

    /** The memory of {@code replicas} copies, each with {@code one}'s parts: what {@code n} cards hold in total. */
    static MemoryBreakdown replicated(MemoryBreakdown one, int replicas, int n) {
        if (replicas == 1) {
            return one;
        }
        return new MemoryBreakdown(n, one.weightsGb() * replicas, one.kvCacheGb() * replicas,
                one.activationsGb() * replicas, one.gradientsGb() * replicas, one.optimizerGb() * replicas,
                one.overheadGb() * replicas, one.workingSetGb() * replicas, one.headroomGb() * replicas,
                one.requiredGb() * replicas, one.perCardGb(), one.trainableParametersB(), one.sparePercent(),
                one.cardClass(), one.kvCachePerCardGb());
    }

    /** The workload with {@code users} concurrent users: one copy's share. */
    static Workload withUsers(Workload w, int users) {
        if (users == w.concurrentUsers()) {
            return w;
        }
        return new Workload(w.kind(), w.architecture(), w.precision(), w.method(), w.trainingTokensB(), w.sequenceLength(),
                w.microBatch(), w.activationCheckpointing(), w.targetDays(), w.contextTokens(), users,
                w.tokensPerSecondPerUser(), w.vision(), w.workingSetGb(), w.minimums(), w.sparePercent(), w.kvPrecision(),
                w.doublePrecision());
    }

    /** Training, vision and compute on {@code n} cards. */
    private Trial otherTrial(ResolvedPlan rp, Gpu gpu, int n) {
        Workload w = rp.workload();
        MemoryBreakdown memory = MemoryModel.breakdown(w, n);
        InterconnectType link = gpu.interconnect() == null ? InterconnectType.NONE : gpu.interconnect().type();
        double efficiency = n == 1 ? 1.0 : catalog.scalingEfficiency(link, n);
        if (memory.perCardGb() > gpu.capacityGb()) {
            return Trial.fails(Rejection.Code.TOO_MANY_CARDS,
                    Message.of("reject.memory", memory.perCardGb(), gpu.capacityGb(), n, gpu.memoryGb()));
        }
        Minimums min = w.minimums();
        Double trainingDays = null;
        Double latencyMs = null;
        Double imagesPerSecond = null;
        Deployment layout = null;
        Speed speed;
        boolean needShown = true;
        switch (w.kind()) {
            case LLM_TRAINING, COMPUTE -> {
                speed = w.doublePrecision() ? Speed.point(Speed.Metric.FP64_TFLOPS, gpu.fp64Tflops())
                        : Speed.point(Speed.Metric.FP32_TFLOPS, gpu.fp32Tflops());
                if (w.kind() == WorkloadKind.LLM_TRAINING) {
                    // The published utilisation includes an NVLink cluster's losses: only a slower link costs more.
                    Estimate days = TrainingDays.calendarDays(Performance.trainingDaysRange(w, gpu, n,
                            catalog.trainingLinkFactor(link, n)), rp.hoursPerDay());
                    trainingDays = days == null ? null : days.central();
                    speed = range(Speed.Metric.TRAINING_DAYS, days);
                    // The training must finish within the target and within the rental the user gave: a 7-day
                    // rental cannot be priced for a configuration that trains for 80 days.
                    Double deadline = w.targetDays();
                    if (rp.durationDays() != null && (deadline == null || rp.durationDays() < deadline)) {
                        deadline = rp.durationDays();
                    }
                    if (deadline != null && trainingDays != null && trainingDays > deadline) {
                        return Trial.fails(Rejection.Code.TOO_SLOW, Message.of("reject.trainingTime", trainingDays, deadline, n));
                    }
                    // A deadline is met on the cautious end — the range's slow end with slack for restarts —
                    // not on the central estimate (59.4 of 60 days central while the range ran to 158.3).
                    if (deadline != null && days != null && TrainingDays.cautiousDays(days) > deadline) {
                        return Trial.fails(Rejection.Code.TOO_SLOW, Message.of("reject.trainingTimeCautious",
                                days.central(), days.high(), TrainingDays.cautiousDays(days), deadline, n,
                                Assumptions.TRAINING_EFFECTIVE_TIME * 100));
                    }
                    needShown = deadline == null || days != null;
                }
                if (min.fp16TflopsTotal() != null && gpu.fp16DenseTflops() != null
                        && n * gpu.fp16DenseTflops() < min.fp16TflopsTotal()) {
                    return Trial.fails(Rejection.Code.MISSES_INDICATOR,
                            Message.of("reject.totalFp16", n * gpu.fp16DenseTflops(), min.fp16TflopsTotal(), n));
                }
            }
            case VISION -> {
                latencyMs = Performance.visionLatencyMs(w, gpu);
                imagesPerSecond = Performance.visionImagesPerSecond(w, gpu);
                speed = Speed.point(Speed.Metric.MS_PER_IMAGE, latencyMs);
                double needed = w.vision().imagesPerDay() / 86_400.0;
                // A production line keeps one spare card (N+1): the others carry the images on their own.
                int working = n - Assumptions.PRODUCTION_SPARE_CARDS;
                if (imagesPerSecond != null && working * imagesPerSecond < needed) {
                    return Trial.fails(Rejection.Code.TOO_SLOW, working < 1
                            ? Message.of("reject.visionSpare", n, Assumptions.PRODUCTION_SPARE_CARDS)
                            : Message.of("reject.images", working * imagesPerSecond, needed, n));
                }
                needShown = imagesPerSecond != null;
                layout = Deployment.vision(n, Assumptions.PRODUCTION_SPARE_CARDS, gpu.name());
            }
            default -> throw new IllegalStateException();
        }
        double linkFactor = catalog.trainingLinkFactor(link, n);
        List<Message> checks = w.kind() == WorkloadKind.LLM_TRAINING ? PresetIndicators.trainingChecks(w, gpu, n, memory, linkFactor)
                : List.of();
        return sized(rp, gpu, n, memory, efficiency, null, null, trainingDays, latencyMs, imagesPerSecond, speed,
                needShown, layout != null ? layout : Deployment.of(w.kind(), n, gpu.name()), checks, linkFactor);
    }

    private static Trial sized(ResolvedPlan rp, Gpu gpu, int n, MemoryBreakdown memory, double efficiency,
                               Double tokensPerSecond, Double usersPerCard, Double trainingDays, Double latencyMs,
                               Double imagesPerSecond, Speed speed, boolean needShown, Deployment deployment,
                               List<Message> checks, double trainingLinkFactor) {
        double taskDays;
        boolean assumed = false;
        if (rp.durationDays() != null) {
            taskDays = rp.durationDays();
        } else if (trainingDays != null) {
            taskDays = Math.max(trainingDays, 1.0 / 24);
        } else {
            taskDays = rp.preset().defaults().durationDays();
            assumed = true;
        }
        return new Trial(new Sizing(gpu, n, memory, efficiency, tokensPerSecond, usersPerCard, trainingDays, latencyMs,
                imagesPerSecond, taskDays, assumed, speed, needShown, deployment, checks, trainingLinkFactor), null, null);
    }

    private static Speed range(Speed.Metric metric, Estimate e) {
        return e == null ? Speed.point(metric, null) : Speed.range(metric, e.central(), e.low(), e.high());
    }
}
