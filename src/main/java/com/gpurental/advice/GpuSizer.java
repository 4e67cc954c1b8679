package com.gpurental.advice;

import static com.gpurental.sizing.Assumptions.CARDS_PER_SERVER;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.catalog.Minimums;
import com.gpurental.serving.CopyModel;
import com.gpurental.serving.Layout;
import com.gpurental.serving.Load;
import com.gpurental.serving.LoadShape;
import com.gpurental.serving.ServingFit;
import com.gpurental.serving.ServingSizer;
import com.gpurental.serving.Targets;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.sizing.MemoryModel;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.ServingAssumptions;
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
        Trial firstSlow = null;
        List<Integer> counts = rp.workload().kind() == WorkloadKind.LLM_INFERENCE
                || rp.workload().kind() == WorkloadKind.VISION ? inferenceCardCounts(rp.maxCards()) : cardCounts(rp.maxCards());
        // A preset's soft target is first sought at the central estimate over every count, then relaxed (docs/domain.md
        // §9): the fewest cards meeting it beat a smaller count kept with a caveat.
        for (int relax = minRelax(rp); relax <= maxRelax(rp); relax++) {
            firstSlow = null;
            for (int n : counts) {
                Trial t = trial(rp, gpu, n, relax);
                if (t.sizing() != null) {
                    return Result.fits(t.sizing());
                }
                last = t;
                firstSlow = t.code() == Rejection.Code.TOO_SLOW && rp.workload().kind() == WorkloadKind.LLM_INFERENCE
                        && (firstSlow == null || fastest(t) > fastest(firstSlow)) ? t : firstSlow;
            }
        }
        if (firstSlow != null) {
            // A service too slow at every count is named at the fewest cards where one request is answered fastest —
            // a real option — not at the search's limit (issue 32: "17.9 tokens/s on 256 cards" named a count no one would rent).
            return Result.rejected(gpu, firstSlow.code(), firstSlow.failure());
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
        Result ruledOut = WorkloadRules.ruledOut(rp, gpu);
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
        if (WorkloadRules.ruledOut(rp, gpu) != null) {
            return null;
        }
        for (int relax = minRelax(rp); relax <= maxRelax(rp); relax++) {
            for (int n = 1; n <= rp.maxCards(); n++) {
                if (trial(rp, gpu, n, relax).sizing() != null) {
                    return n;
                }
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
        return stack != null ? stack : WorkloadRules.ruledOut(rp, gpu);
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

    /** The fastest one request is answered at a count too slow for the load (the capacity rejection's last figure). */
    private static double fastest(Trial t) {
        List<Object> args = t.failure().args();
        return args.size() > 5 && args.get(5) instanceof Double d ? d : 0;
    }

    /** How far the serving stage may relax a soft target (0 for the other workloads). */
    private static int maxRelax(ResolvedPlan rp) {
        return rp.workload().kind() == WorkloadKind.LLM_INFERENCE ? ServingInputs.maxRelax(rp) : 0;
    }

    /**
     * Where the search starts: a preset's soft target is met when the fast end of the range meets it (issue 32: "a
     * range whose fast end meets it" is no reason to reject), shown with its caveat when the central estimate misses.
     */
    private static int minRelax(ResolvedPlan rp) {
        return maxRelax(rp) > 0 ? 1 : 0;
    }

    /** {@code n} cards at every relaxation in turn (one count: a vendor's quote). */
    private Trial trial(ResolvedPlan rp, Gpu gpu, int n) {
        Trial t = null;
        for (int relax = minRelax(rp); relax <= maxRelax(rp); relax++) {
            t = trial(rp, gpu, n, relax);
            if (t.sizing() != null || t.code() != Rejection.Code.TOO_SLOW) {
                return t;
            }
        }
        return t;
    }

    private Trial trial(ResolvedPlan rp, Gpu gpu, int n, int relax) {
        return rp.workload().kind() == WorkloadKind.LLM_INFERENCE ? inferenceTrial(rp, gpu, n, relax)
                : otherTrial(rp, gpu, n);
    }

    /**
     * Inference on {@code n} cards (docs/domain.md §9): the serving stage ({@link ServingSizer}) tries every layout the
     * engines run and keeps the one whose copies carry the load's request rate meeting the targets at p95;
     * {@code relax} 1 keeps a count whose range only at its fast end meets a preset's (soft) target, 2 the fewest
     * cards that carry the load when no count meets it — each shown with the caveat, never rejected for it.
     */
    private Trial inferenceTrial(ResolvedPlan rp, Gpu gpu, int n, int relax) {
        Workload w = rp.workload();
        InterconnectType link = gpu.interconnect() == null ? InterconnectType.NONE : gpu.interconnect().type();
        LoadShape load = ServingInputs.load(rp);
        Targets targets = ServingInputs.targets(rp);
        ServingSizer.Miss miss = ServingSizer.memoryMiss(w, gpu, n, load, link.fastLink());
        if (miss == null) {
            return n > CARDS_PER_SERVER && !link.fastLink()
                    ? Trial.fails(Rejection.Code.NEVER_FITS, Message.of("reject.multiServerPcie", gpu.displayName()))
                    : Trial.fails(Rejection.Code.TOO_MANY_CARDS, Message.of("reject.noLayout", n,
                            w.architecture().attentionHeads()));
        }
        if (miss.memory() && n > CARDS_PER_SERVER && !link.fastLink()) {
            // docs/domain.md §8.6: a model one server of PCIe-only cards cannot hold is no deployment to sign.
            return Trial.fails(Rejection.Code.NEVER_FITS, Message.of("reject.multiServerPcie", gpu.displayName()));
        }
        if (miss.memory()) {
            // 3 or 6 cards (a vendor's quote) split a model no further than a group that divides the heads.
            return Trial.fails(Rejection.Code.TOO_MANY_CARDS, miss.layout().cardsPerCopy() < n
                    ? Message.of("reject.layoutMemory", n, miss.layout().cardsPerCopy(), miss.perCardGb(),
                            gpu.capacityGb(), gpu.memoryGib())
                    : Message.of("reject.memory", miss.perCardGb(), gpu.capacityGb(), n, gpu.memoryGib()));
        }
        ServingFit fit = ServingSizer.fit(w, gpu, n, load, targets,
                t -> t == 1 ? 1.0 : catalog.scalingEfficiency(link, t), link.fastLink(), relax);
        if (fit == null) {
            return Trial.fails(Rejection.Code.TOO_SLOW, Message.of("reject.capacity", n, gpu.displayName(),
                    Load.rate(load.requestRate(targets)), targets.ttftS() == null ? 0 : targets.ttftS(),
                    targets.tpotS() == null ? 0 : 1 / targets.tpotS(), ServingSizer.fastestTokensPerSecond(w, gpu, n,
                            load, t -> t == 1 ? 1.0 : catalog.scalingEfficiency(link, t), link.fastLink())));
        }
        return servingSized(rp, gpu, n, fit, link);
    }

    /** A serving fit as a sizing: the memory of its copies, the speed each request sees, the caveat of a soft target. */
    private Trial servingSized(ResolvedPlan rp, Gpu gpu, int n, ServingFit fit, InterconnectType link) {
        Workload w = rp.workload();
        Layout l = fit.layout();
        int copies = l.copies();
        boolean batch = ServingInputs.batch(rp);
        // a batch job holds the items its operating point runs at once, not the chat-paced number in flight
        int usersEach = batch ? (int) Math.max(1, Math.ceil(fit.central().inFlight()))
                : (w.concurrentUsers() + copies - 1) / copies;
        // the memory of the requests held, each at the load's context, and at least one request of the whole window
        // (the serving stage's, docs/domain.md §9.1): one cache figure, the copy model's
        CopyModel copy = new CopyModel(w, gpu, l, ServingInputs.load(rp), 1);
        // where the one long request sets the memory, the spare is the engine's own (vLLM keeps 10 % of a card aside)
        Workload wm = copy.windowDecides(usersEach) ? w.withSparePercent(ServingAssumptions.windowSparePercent(w.sparePercent()))
                : w;
        MemoryBreakdown one = MemoryModel.inference(wm, l.cardsPerCopy(), copy.kvCacheGb(usersEach));
        MemoryBreakdown memory = replicated(withPerCard(wm, one, fit.perCardGb(), l, copy.kvPerCardGb(usersEach)),
                copies, n).withKvWindow(batch ? null : copy.kvWindow(usersEach));
        double efficiency = l.tensorParallel() == 1 ? 1.0 : catalog.scalingEfficiency(link, l.tensorParallel());
        // where the copies would be overloaded at the slow end, that end is 0 tokens/s, said in words (Speed#text)
        Estimate tps = fit.carriesAtSlowEnd() ? fit.tokensPerSecond()
                : new Estimate(0, fit.tokensPerSecond().central(), fit.tokensPerSecond().high());
        Speed speed = range(Speed.Metric.TOKENS_PER_SECOND_PER_USER, tps);
        double usersPerCard = w.concurrentUsers() / fit.utilisation() / n;
        List<Message> checks = new ArrayList<>();
        Minimums min = w.minimums();
        if (min.usersPerCard() != null && usersPerCard < min.usersPerCard() && !batch && !ServingInputs.ownLoad(rp)) {
            // The preset's "users per card" is a check, not a wall: the copies carry the buyer's own load. Where she
            // gave the load (people, or the requests in flight) the cards are sized to it and the rule of thumb says
            // nothing more, so it is raised only against the scenario's default load.
            checks.add(Message.of("check.usersPerCard", usersPerCard, min.usersPerCard(), (int) (usersPerCard * n),
                    w.concurrentUsers()));
        }
        Message soft = ServingInputs.softTargetCheck(ServingInputs.targets(rp), fit, tps);
        if (soft != null) {
            checks.add(soft);
        }
        // A bandwidth known only as a published spread (the 910B) shows no need as met: a trial decides.
        boolean needShown = gpu.bandwidthGbPerS() != null && gpu.fp16DenseTflops() != null;
        return sized(rp, gpu, n, memory, efficiency, tps.central(), usersPerCard, null, null, null, speed, needShown,
                Deployment.serving(fit, gpu.displayName(), batch), checks, 1.0);
    }

    /**
     * One copy's memory on its layout. With data-parallel attention every card holds the shared weights (attention,
     * dense layers, shared experts, embeddings) and 1/EP of the routed experts, and only its own requests' cache: the
     * weights the copy holds are the shared ones EP times plus the experts once, so the per-card column adds up
     * (docs/domain.md §9).
     */
    private static MemoryBreakdown withPerCard(Workload w, MemoryBreakdown m, double perCardGb, Layout l,
                                               double kvPerCardGb) {
        if (l.attention() == Layout.Attention.TENSOR) {
            return m;
        }
        int ep = l.cardsPerCopy();
        double routed = m.weightsGb() * w.architecture().routedExpertShare();
        double held = (m.weightsGb() - routed) * ep + routed;
        // each rank keeps its own requests' cache and room for one request of the whole window: the cache the copy
        // reserves is what every rank keeps, so the per-card column adds up
        double kv = kvPerCardGb * ep;
        double parts = held + kv + m.overheadGb();
        double spare = w.spareFraction();
        return new MemoryBreakdown(m.cards(), held, kv, 0, 0, 0, m.overheadGb(), 0, parts * spare,
                parts * (1 + spare), perCardGb, 0, m.sparePercent(), false, kvPerCardGb);
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
        return w.withConcurrentUsers(users);
    }

    /** Training, vision and compute on {@code n} cards. */
    private Trial otherTrial(ResolvedPlan rp, Gpu gpu, int n) {
        Workload w = rp.workload();
        MemoryBreakdown memory = MemoryModel.breakdown(w, n);
        InterconnectType link = gpu.interconnect() == null ? InterconnectType.NONE : gpu.interconnect().type();
        double efficiency = n == 1 ? 1.0 : catalog.scalingEfficiency(link, n);
        if (memory.perCardGb() > gpu.capacityGb()) {
            return Trial.fails(Rejection.Code.TOO_MANY_CARDS,
                    Message.of("reject.memory", memory.perCardGb(), gpu.capacityGb(), n, gpu.memoryGib()));
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
                            catalog.trainingLinkFactor(link, n)), rp.hoursPerDay(), rp.daysPerWeek());
                    trainingDays = days == null ? null : days.central();
                    speed = range(Speed.Metric.TRAINING_DAYS, days);
                    // The training must finish within the target and within the rental the user gave: a 7-day
                    // rental cannot be priced for a configuration that trains for 80 days.
                    Double deadline = w.targetDays();
                    if (rp.durationDays() != null && (deadline == null || rp.durationDays() < deadline)) {
                        deadline = rp.durationDays();
                    }
                    if (deadline != null && trainingDays != null && trainingDays > deadline) {
                        return Trial.fails(Rejection.Code.TOO_SLOW, TrainingDays.tooSlow(rp.maxCards(), n, deadline, days,
                                Message.of("reject.trainingTime", trainingDays, deadline, n)));
                    }
                    // A deadline is met on the cautious end — the range's slow end with slack for restarts —
                    // not on the central estimate (59.4 of 60 days central while the range ran to 158.3).
                    if (deadline != null && days != null && TrainingDays.cautiousDays(days) > deadline) {
                        return Trial.fails(Rejection.Code.TOO_SLOW, TrainingDays.tooSlow(rp.maxCards(), n, deadline, days,
                                Message.of("reject.trainingTimeCautious", days.central(), days.high(),
                                        TrainingDays.cautiousDays(days), deadline, n,
                                                Assumptions.TRAINING_EFFECTIVE_TIME * 100)));
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
                layout = Deployment.vision(n, Assumptions.PRODUCTION_SPARE_CARDS, gpu.displayName());
            }
            default -> throw new IllegalStateException();
        }
        double linkFactor = catalog.trainingLinkFactor(link, n);
        List<Message> checks = w.kind() == WorkloadKind.LLM_TRAINING ? PresetIndicators.trainingChecks(w, gpu, n, memory,
                linkFactor)
                : List.of();
        return sized(rp, gpu, n, memory, efficiency, null, null, trainingDays, latencyMs, imagesPerSecond, speed,
                needShown, layout != null ? layout : Deployment.of(w.kind(), n, gpu.displayName()), checks, linkFactor);
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
