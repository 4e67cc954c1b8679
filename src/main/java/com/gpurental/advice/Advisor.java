package com.gpurental.advice;

import static com.gpurental.sizing.Assumptions.CARDS_PER_SERVER;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Confidence;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.catalog.Minimums;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.OfferMode;
import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.CostCalculator;
import com.gpurental.pricing.Quote;
import com.gpurental.pricing.QuoteMode;
import com.gpurental.pricing.Term;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.sizing.MemoryModel;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The engine's entry point: plan + catalog → {@link Advice}. Pure and deterministic for a given
 * "today" (which only decides whether a price is stale).
 */
public final class Advisor {

    private final Catalog catalog;
    private final LocalDate today;

    public Advisor(Catalog catalog, LocalDate today) {
        this.catalog = catalog;
        this.today = today;
    }

    public Catalog catalog() {
        return catalog;
    }

    public Advice advise(Plan plan) throws InputException {
        return advise(plan, "plan");
    }

    public Advice advise(Plan plan, String file) throws InputException {
        ResolvedPlan resolved = PlanResolver.resolve(plan, catalog, file);
        Advice core = core(resolved);
        BudgetCheck budget = budget(resolved, core);
        return new Advice(resolved, core.memory(), withBudget(core.candidates(), resolved), core.rejected(), core.term(),
                core.modeAdvice(), budget, core.warnings(), core.assumptions());
    }

    /** Everything but the budget suggestions (which re-run this). */
    Advice core(ResolvedPlan rp) {
        Workload w = rp.workload();
        List<Candidate> candidates = new ArrayList<>();
        List<Rejection> rejected = new ArrayList<>();
        for (Gpu gpu : catalog.gpus()) {
            evaluate(rp, gpu, candidates, rejected);
        }
        candidates.sort(RANKING);
        candidates = overSpecified(candidates);

        Candidate lead = candidates.isEmpty() ? null : candidates.get(0);
        MemoryBreakdown memory = MemoryModel.breakdown(w, lead == null ? 1 : lead.cards());
        Term term = lead != null ? lead.term() : Term.forTask(rp.durationDays() != null ? rp.durationDays()
                : rp.preset().defaults().durationDays());
        ModeAdvice modeAdvice = modeAdvice(rp, lead, term);
        List<Warning> warnings = planWarnings(rp, candidates, lead);
        return new Advice(rp, memory, candidates, rejected, term, modeAdvice, null, warnings, assumptions(rp));
    }

    /** Cheapest for the whole term first, then faster, then fewer cards. */
    static final Comparator<Candidate> RANKING = Comparator
            .comparing((Candidate c) -> c.quote().termCostCny())
            .thenComparing(Advisor::speedScore)
            .thenComparingInt(Candidate::cards)
            .thenComparing(c -> c.gpu().id());

    private static double speedScore(Candidate c) {
        if (c.tokensPerSecond() != null) {
            return -c.tokensPerSecond();
        }
        if (c.trainingDays() != null) {
            return c.trainingDays();
        }
        if (c.latencyMs() != null) {
            return c.latencyMs();
        }
        return Double.MAX_VALUE;
    }

    // ---------------------------------------------------------------- per GPU

    private void evaluate(ResolvedPlan rp, Gpu gpu, List<Candidate> out, List<Rejection> rejected) {
        Workload w = rp.workload();
        if (rp.domesticOnly() && !gpu.domestic()) {
            rejected.add(new Rejection(gpu, Rejection.Code.NOT_DOMESTIC, Message.of("reject.notDomestic")));
            return;
        }
        Message missing = missingIndicator(w, gpu);
        if (missing != null) {
            rejected.add(new Rejection(gpu, Rejection.Code.MISSES_INDICATOR, missing));
            return;
        }
        if (gpu.memoryGb() == null) {
            rejected.add(new Rejection(gpu, Rejection.Code.MISSES_INDICATOR,
                    Message.of("reject.unknownFigure", Message.of("indicator.memory"))));
            return;
        }
        double fixed = MemoryModel.fixedPerCardGb(w);
        if (fixed > gpu.capacityGb()) {
            rejected.add(new Rejection(gpu, Rejection.Code.NEVER_FITS,
                    Message.of("reject.neverFits", fixed, gpu.capacityGb(), gpu.memoryGb())));
            return;
        }
        // Vision latency does not improve with more cards: check it once.
        if (w.kind() == WorkloadKind.VISION && w.minimums().latencyMs() != null) {
            Double latency = Performance.visionLatencyMs(w, gpu);
            if (latency == null) {
                rejected.add(new Rejection(gpu, Rejection.Code.MISSES_INDICATOR,
                        Message.of("reject.unknownFigure", Message.of("indicator.int8"))));
                return;
            }
            if (latency > w.minimums().latencyMs()) {
                rejected.add(new Rejection(gpu, Rejection.Code.TOO_SLOW,
                        Message.of("reject.latency", latency, w.minimums().latencyMs())));
                return;
            }
        }

        Sizing sizing = null;
        Message lastFailure = null;
        Rejection.Code lastCode = Rejection.Code.TOO_MANY_CARDS;
        for (int n : cardCounts(rp.maxCards())) {
            Sizing s = size(rp, gpu, n);
            if (s.failure == null) {
                sizing = s;
                break;
            }
            lastFailure = s.failure;
            lastCode = s.failureCode;
        }
        if (sizing == null) {
            rejected.add(new Rejection(gpu, lastCode, lastCode == Rejection.Code.TOO_MANY_CARDS
                    ? Message.of("reject.tooManyCards", rp.maxCards(), lastFailure) : lastFailure));
            return;
        }

        List<Offer> offers = catalog.offersFor(gpu.id());
        if (offers.isEmpty()) {
            rejected.add(new Rejection(gpu, Rejection.Code.NO_PRICE, Message.of("reject.noPrice", sizing.cards)));
            return;
        }
        double taskDays = sizing.taskDays;
        Term term = Term.forTask(taskDays);
        List<Quote> quotes = quotes(rp, offers, sizing.cards, term);
        if (quotes.isEmpty()) {
            rejected.add(new Rejection(gpu, Rejection.Code.MODE_NOT_OFFERED, Message.of("reject.modeNotOffered",
                    offerModes(offers))));
            return;
        }
        for (Quote q : quotes) {
            out.add(candidate(rp, gpu, sizing, term, q));
        }
    }

    private static String offerModes(List<Offer> offers) {
        Set<String> modes = new LinkedHashSet<>();
        offers.forEach(o -> modes.add(o.mode().json()));
        return String.join(", ", modes);
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

    /** The result of trying one card count. */
    private static final class Sizing {
        int cards;
        MemoryBreakdown memory;
        double efficiency;
        Double tokensPerSecond;
        Double usersPerCard;
        Double trainingDays;
        Double latencyMs;
        Double imagesPerSecond;
        double taskDays;
        boolean durationAssumed;
        Message failure;
        Rejection.Code failureCode;
    }

    private Sizing size(ResolvedPlan rp, Gpu gpu, int n) {
        Workload w = rp.workload();
        Sizing s = new Sizing();
        s.cards = n;
        s.memory = MemoryModel.breakdown(w, n);
        InterconnectType link = gpu.interconnect() == null ? InterconnectType.NONE : gpu.interconnect().type();
        s.efficiency = n == 1 ? 1.0 : catalog.scalingEfficiency(link, n);
        if (s.memory.perCardGb() > gpu.capacityGb()) {
            s.failure = Message.of("reject.memory", s.memory.perCardGb(), gpu.capacityGb(), n, gpu.memoryGb());
            s.failureCode = Rejection.Code.TOO_MANY_CARDS;
            return s;
        }
        Minimums min = w.minimums();
        switch (w.kind()) {
            case LLM_INFERENCE -> {
                s.tokensPerSecond = Performance.tokensPerSecondPerUser(w, gpu, n, w.concurrentUsers(), s.efficiency);
                Double target = w.tokensPerSecondPerUser();
                if (target != null && s.tokensPerSecond != null && s.tokensPerSecond < target) {
                    s.failure = Message.of("reject.speed", s.tokensPerSecond, target, n);
                    s.failureCode = Rejection.Code.TOO_SLOW;
                    return s;
                }
                if (target != null) {
                    Integer users = Performance.maxUsers(w, gpu, n, target, s.efficiency);
                    s.usersPerCard = users == null ? null : users / (double) n;
                    if (s.usersPerCard != null && users < w.concurrentUsers()) {
                        s.failure = Message.of("reject.users", users, w.concurrentUsers(), n);
                        s.failureCode = Rejection.Code.TOO_SLOW;
                        return s;
                    }
                    if (min.usersPerCard() != null && s.usersPerCard != null && s.usersPerCard < min.usersPerCard()) {
                        s.failure = Message.of("reject.usersPerCard", s.usersPerCard, min.usersPerCard());
                        s.failureCode = Rejection.Code.MISSES_INDICATOR;
                        return s;
                    }
                }
            }
            case LLM_TRAINING, COMPUTE -> {
                if (w.kind() == WorkloadKind.LLM_TRAINING) {
                    s.trainingDays = Performance.trainingDays(w, gpu, n, s.efficiency);
                    // The training must finish within the target and within the rental the user gave: a 7-day
                    // rental cannot be priced for a configuration that trains for 80 days.
                    Double deadline = w.targetDays();
                    if (rp.durationDays() != null && (deadline == null || rp.durationDays() < deadline)) {
                        deadline = rp.durationDays();
                    }
                    if (deadline != null && s.trainingDays != null && s.trainingDays > deadline) {
                        s.failure = Message.of("reject.trainingTime", s.trainingDays, deadline, n);
                        s.failureCode = Rejection.Code.TOO_SLOW;
                        return s;
                    }
                }
                if (min.fp16TflopsTotal() != null && gpu.fp16DenseTflops() != null
                        && n * gpu.fp16DenseTflops() < min.fp16TflopsTotal()) {
                    s.failure = Message.of("reject.totalFp16", n * gpu.fp16DenseTflops(), min.fp16TflopsTotal(), n);
                    s.failureCode = Rejection.Code.MISSES_INDICATOR;
                    return s;
                }
            }
            case VISION -> {
                s.latencyMs = Performance.visionLatencyMs(w, gpu);
                s.imagesPerSecond = Performance.visionImagesPerSecond(w, gpu);
                double needed = w.vision().imagesPerDay() / 86_400.0;
                if (s.imagesPerSecond != null && n * s.imagesPerSecond < needed) {
                    s.failure = Message.of("reject.images", n * s.imagesPerSecond, needed, n);
                    s.failureCode = Rejection.Code.TOO_SLOW;
                    return s;
                }
            }
            default -> throw new IllegalStateException();
        }
        if (rp.durationDays() != null) {
            s.taskDays = rp.durationDays();
        } else if (s.trainingDays != null) {
            s.taskDays = Math.max(s.trainingDays, 1.0 / 24);
        } else {
            s.taskDays = rp.preset().defaults().durationDays();
            s.durationAssumed = true;
        }
        return s;
    }

    /** A scenario's per-card key indicator this GPU misses, or null. Unknown figures cannot confirm one. */
    static Message missingIndicator(Workload w, Gpu g) {
        Minimums m = w.minimums();
        Message r;
        if ((r = below("indicator.memory", g.memoryGb(), m.memoryGbPerCard())) != null
                || (r = below("indicator.fp16", g.fp16DenseTflops(), m.fp16TflopsPerCard())) != null
                || (r = below("indicator.int8", g.int8DenseTops(), m.int8TopsPerCard())) != null
                || (r = below("indicator.fp32", g.fp32Tflops(), m.fp32TflopsPerCard())) != null) {
            return r;
        }
        if (m.interconnectGbPerS() != null) {
            Double pair = g.interconnect() == null ? null : g.interconnect().pairGbPerS();
            boolean fast = g.interconnect() != null && g.interconnect().type().fastLink();
            if (pair == null) {
                return Message.of("reject.unknownFigure", Message.of("indicator.interconnect"));
            }
            if (!fast || pair < m.interconnectGbPerS()) {
                return Message.of("reject.indicator", Message.of("indicator.interconnect"), pair, m.interconnectGbPerS());
            }
        }
        return null;
    }

    private static Message below(String indicator, Double has, Double needs) {
        if (needs == null) {
            return null;
        }
        if (has == null) {
            return Message.of("reject.unknownFigure", Message.of(indicator));
        }
        return has < needs ? Message.of("reject.indicator", Message.of(indicator), has, needs) : null;
    }

    // ---------------------------------------------------------------- pricing

    private List<Quote> quotes(ResolvedPlan rp, List<Offer> offers, int cards, Term term) {
        List<Quote> quotes = new ArrayList<>();
        Set<QuoteMode> allowed = rp.allowedModes();
        // The cheapest offer of each billing mode: two hourly lists for one GPU make one candidate.
        List<Offer> perMode = cheapestPerMode(offers);
        for (Offer o : perMode) {
            if (allowed.contains(QuoteMode.of(o.mode()))) {
                quotes.add(CostCalculator.quote(o, cards, term, rp.hoursPerDay()));
            }
        }
        if (allowed.contains(QuoteMode.HYBRID) && rp.peakCards() > 0) {
            Offer bare = cheapest(perMode, true, cards);
            Offer hourly = hourly(perMode);
            if (bare != null && hourly != null) {
                quotes.add(CostCalculator.hybrid(bare, hourly, cards, rp.peakCards(), rp.peakHoursPerDay(), term));
            }
        }
        return quotes;
    }

    /**
     * The offer with the lowest price per card in each billing mode, in mode order (the first in catalog order on a
     * tie). Within one mode every cost is proportional to the price per card, so only these need quoting: a catalog
     * of 10,000 offers is quoted a handful of times per GPU, not 10,000 times.
     */
    private static List<Offer> cheapestPerMode(List<Offer> offers) {
        Map<OfferMode, Offer> best = new EnumMap<>(OfferMode.class);
        for (Offer o : offers) {
            best.merge(o.mode(), o, (kept, next) -> perCardCompare(next, kept) < 0 ? next : kept);
        }
        return List.copyOf(best.values());
    }

    /** Compares price per card (price ÷ cards it is quoted for) exactly, without dividing. */
    private static int perCardCompare(Offer a, Offer b) {
        return a.priceCny().multiply(BigDecimal.valueOf(b.perCards()))
                .compareTo(b.priceCny().multiply(BigDecimal.valueOf(a.perCards())));
    }

    private static Offer hourly(List<Offer> perMode) {
        return perMode.stream().filter(o -> o.mode() == OfferMode.HOURLY).findFirst().orElse(null);
    }

    private static Offer cheapest(List<Offer> offers, boolean bareMetal, int cards) {
        Offer best = null;
        BigDecimal bestMonthly = null;
        for (Offer o : offers) {
            if (o.mode().bareMetal() != bareMetal) {
                continue;
            }
            BigDecimal monthly = CostCalculator.monthlyPerCard(o, 24);
            if (best == null || monthly.compareTo(bestMonthly) < 0) {
                best = o;
                bestMonthly = monthly;
            }
        }
        return best;
    }

    private Candidate candidate(ResolvedPlan rp, Gpu gpu, Sizing s, Term term, Quote q) {
        Workload w = rp.workload();
        List<Message> reasons = new ArrayList<>();
        List<Warning> warnings = new ArrayList<>();
        double perCardUse = s.memory.perCardGb() / (1 + w.spareFraction());
        double utilization = perCardUse / gpu.capacityGb();
        double margin = gpu.capacityGb() - s.memory.perCardGb();
        if (w.kind() == WorkloadKind.VISION || w.kind() == WorkloadKind.COMPUTE) {
            reasons.add(Message.of("reason.fitsWorkingSet", s.cards, gpu.name(), gpu.capacityGb(), s.memory.perCardGb(),
                    gpu.memoryGb()));
        } else {
            reasons.add(Message.of("reason.fits", s.cards, gpu.name(), s.memory.requiredGb(), s.memory.perCardGb(),
                    gpu.capacityGb(), w.sparePercent(), gpu.memoryGb()));
        }
        switch (w.kind()) {
            case LLM_INFERENCE -> {
                if (s.tokensPerSecond != null) {
                    reasons.add(Message.of("reason.decode", s.tokensPerSecond, w.concurrentUsers()));
                } else {
                    warnings.add(Warning.of(Warning.Code.SPEED_UNKNOWN, gpu.name()));
                }
                if (s.usersPerCard != null) {
                    reasons.add(Message.of("reason.usersPerCard", s.usersPerCard, w.tokensPerSecondPerUser()));
                }
            }
            case LLM_TRAINING -> {
                if (s.trainingDays != null) {
                    reasons.add(Message.of("reason.trainingDays", s.trainingDays, s.cards, s.efficiency * 100));
                } else {
                    warnings.add(Warning.of(Warning.Code.SPEED_UNKNOWN, gpu.name()));
                }
            }
            case VISION -> reasons.add(Message.of("reason.vision", s.latencyMs, s.imagesPerSecond * s.cards));
            case COMPUTE -> reasons.add(Message.of("reason.compute", gpu.fp32Tflops()));
            default -> { }
        }
        // Claim the key indicators only when they were all checked: users per card needs a speed estimate.
        boolean unchecked = w.minimums().usersPerCard() != null && s.usersPerCard == null;
        if (!w.minimums().equals(Minimums.NONE) && !unchecked) {
            reasons.add(Message.of("reason.indicators", rp.preset().name()));
        }
        reasons.add(Message.of("reason.cost", q.mode(), q.monthlyCostCny(), q.termCostCny(), term.billableDays()));
        if (q.mode() == QuoteMode.HYBRID) {
            reasons.add(Message.of("reason.hybrid", q.cards(), q.peakCards(), rp.peakHoursPerDay()));
        }
        if (gpu.domestic()) {
            reasons.add(Message.of("reason.domestic", gpu.stack()));
        }

        // Pitfalls that belong to this configuration.
        int idle = q.billedDays() - term.billableDays();
        if (idle >= Assumptions.IDLE_DAYS_WARNING) {
            warnings.add(Warning.of(Warning.Code.IDLE_TERM, q.billedDays(), term.billableDays(), idle));
        }
        InterconnectType link = gpu.interconnect() == null ? InterconnectType.NONE : gpu.interconnect().type();
        if (w.training() && !link.fastLink() && s.cards > Assumptions.PCIE_TRAINING_CARD_LIMIT) {
            warnings.add(Warning.of(Warning.Code.PCIE_SCALING, s.cards, s.efficiency * 100));
        }
        if (s.cards > CARDS_PER_SERVER) {
            warnings.add(Warning.of(Warning.Code.MULTI_SERVER, s.cards, (s.cards + CARDS_PER_SERVER - 1) / CARDS_PER_SERVER));
        }
        for (Offer o : q.offers()) {
            long age = ChronoUnit.DAYS.between(o.asOf(), today);
            if (age > Assumptions.STALE_PRICE_DAYS) {
                warnings.add(Warning.of(Warning.Code.STALE_PRICE, o.asOf().toString(), age));
            }
            if (o.source() != null && o.source().confidence() == Confidence.U) {
                warnings.add(Warning.of(Warning.Code.UNVERIFIED_PRICE, o.source().title()));
            }
        }
        List<String> unverified = unverifiedFields(gpu, w);
        if (!unverified.isEmpty()) {
            warnings.add(Warning.of(Warning.Code.UNVERIFIED_SPEC, String.join(", ", unverified)));
        }
        if (s.durationAssumed) {
            warnings.add(Warning.of(Warning.Code.DURATION_ASSUMED, s.taskDays));
        }
        if ("mi250".equals(gpu.id())) {
            warnings.add(Warning.of(Warning.Code.TWO_DEVICES));
        }
        return new Candidate(gpu, s.cards, q, term, s.memory, utilization, margin, s.efficiency, s.tokensPerSecond,
                s.usersPerCard, s.trainingDays, s.latencyMs, s.imagesPerSecond, null, reasons, warnings);
    }

    /** Figures this workload relies on that are tagged [U] (widely quoted, not confirmed). */
    private static List<String> unverifiedFields(Gpu g, Workload w) {
        List<String> fields = new ArrayList<>();
        List<String> used = switch (w.kind()) {
            case LLM_INFERENCE -> List.of("memoryGb", "bandwidthGbPerS", "fp16DenseTflops");
            case LLM_TRAINING -> List.of("memoryGb", "fp16DenseTflops");
            case VISION -> List.of("memoryGb", "int8DenseTops");
            case COMPUTE -> List.of("memoryGb", "fp32Tflops");
        };
        for (String f : used) {
            if (g.confidenceOf(f) == Confidence.U) {
                fields.add(f);
            }
        }
        return fields;
    }

    /** Marks candidates that rent far more memory than needed or cost far more than the cheapest fit. */
    private static List<Candidate> overSpecified(List<Candidate> sorted) {
        if (sorted.isEmpty()) {
            return sorted;
        }
        BigDecimal cheapest = sorted.get(0).quote().termCostCny();
        List<Candidate> result = new ArrayList<>();
        for (Candidate c : sorted) {
            double rented = c.cards() * c.gpu().capacityGb();
            double needed = c.memory().requiredGb();
            // Spare memory only costs something when a cheaper configuration also fits: the cheapest fit is never
            // told to "choose the cheaper fitting configuration".
            boolean memoryHeavy = rented > Assumptions.OVERSPEC_MEMORY_FACTOR * needed
                    && c.quote().termCostCny().compareTo(cheapest) > 0;
            boolean costHeavy = c.quote().termCostCny()
                    .compareTo(cheapest.multiply(BigDecimal.valueOf(Assumptions.OVERSPEC_COST_FACTOR))) > 0;
            if (memoryHeavy || costHeavy) {
                List<Warning> w = new ArrayList<>(c.warnings());
                w.add(0, Warning.of(Warning.Code.OVER_SPECIFIED, rented, needed, c.quote().termCostCny(), cheapest));
                c = new Candidate(c.gpu(), c.cards(), c.quote(), c.term(), c.memory(), c.memoryUtilization(),
                        c.marginGb(), c.scalingEfficiency(), c.tokensPerSecond(), c.usersPerCard(), c.trainingDays(),
                        c.latencyMs(), c.imagesPerSecond(), c.withinBudget(), c.reasons(), w);
            }
            result.add(c);
        }
        return result;
    }

    // ---------------------------------------------------------------- plan level

    private ModeAdvice modeAdvice(ResolvedPlan rp, Candidate lead, Term term) {
        double hoursPerMonth = rp.hoursPerDay() * Assumptions.DAYS_PER_MONTH;
        if (lead == null) {
            return new ModeAdvice(null, Message.of("mode.reason.none"), List.of(), null, hoursPerMonth);
        }
        List<Offer> perMode = cheapestPerMode(catalog.offersFor(lead.gpu().id()));
        List<Quote> byMode = new ArrayList<>();
        for (Offer o : perMode) {
            byMode.add(CostCalculator.quote(o, lead.cards(), term, rp.hoursPerDay()));
        }
        Offer bare = cheapest(perMode, true, lead.cards());
        Offer hourly = hourly(perMode);
        BigDecimal breakEven = bare != null && hourly != null ? CostCalculator.breakEvenHoursPerMonth(bare, hourly) : null;
        if (bare != null && hourly != null) {
            int peak = rp.peakCards() > 0 ? rp.peakCards() : Math.max(1, lead.cards() / 2);
            byMode.add(CostCalculator.hybrid(bare, hourly, lead.cards(), peak, rp.peakHoursPerDay(), term));
        }
        byMode.sort(Comparator.comparing(Quote::mode));

        QuoteMode recommended;
        Message reason;
        int days = term.billableDays();
        Quote cheapestContainer = byMode.stream().filter(q -> q.mode().container())
                .min(Comparator.comparing(Quote::termCostCny)).orElse(null);
        Quote cheapestBare = byMode.stream().filter(q -> q.mode().bareMetal())
                .min(Comparator.comparing(Quote::termCostCny)).orElse(null);
        if (rp.rentalMode() == Plan.RentalChoice.HYBRID) {
            recommended = QuoteMode.HYBRID;
            reason = Message.of("mode.reason.hybridChosen", lead.cards(), rp.peakCards(), rp.peakHoursPerDay());
        } else if (cheapestContainer == null || cheapestBare == null) {
            recommended = lead.quote().mode();
            reason = Message.of("mode.reason.onlyOffered", lead.gpu().name(), recommended);
        } else if (days <= Assumptions.DAYS_PER_MONTH) {
            boolean bareCheaper = cheapestBare.termCostCny().compareTo(cheapestContainer.termCostCny()) < 0;
            recommended = bareCheaper ? cheapestBare.mode() : cheapestContainer.mode();
            reason = !bareCheaper
                    ? Message.of("mode.reason.short", days, cheapestContainer.termCostCny(), cheapestBare.termCostCny())
                    : breakEven != null ? Message.of("mode.reason.shortButBusy", days, hoursPerMonth, hours(breakEven))
                    // no hourly offer (only daily or weekly containers): no break-even hours to quote
                    : Message.of("mode.reason.shortButCheaper", days, cheapestBare.termCostCny(), cheapestContainer.termCostCny());
        } else if (days >= 3 * Assumptions.DAYS_PER_MONTH) {
            boolean containerCheaper = cheapestContainer.termCostCny().compareTo(cheapestBare.termCostCny()) < 0;
            recommended = containerCheaper ? cheapestContainer.mode() : cheapestBare.mode();
            reason = !containerCheaper
                    ? Message.of("mode.reason.long", days, cheapestBare.termCostCny(), cheapestContainer.termCostCny())
                    : breakEven != null ? Message.of("mode.reason.longButLight", days, hoursPerMonth, hours(breakEven))
                    : Message.of("mode.reason.longButCheaper", days, cheapestContainer.termCostCny(), cheapestBare.termCostCny());
        } else {
            boolean bareCheaper = cheapestBare.termCostCny().compareTo(cheapestContainer.termCostCny()) < 0;
            Quote winner = bareCheaper ? cheapestBare : cheapestContainer;
            Quote loser = bareCheaper ? cheapestContainer : cheapestBare;
            recommended = winner.mode();
            reason = Message.of("mode.reason.between", days, winner.mode(), winner.termCostCny(), loser.mode(),
                    loser.termCostCny());
        }
        return new ModeAdvice(recommended, reason, byMode, breakEven, hoursPerMonth);
    }

    private static Double hours(BigDecimal breakEven) {
        return breakEven == null ? null : breakEven.doubleValue();
    }

    private static List<Warning> planWarnings(ResolvedPlan rp, List<Candidate> candidates, Candidate lead) {
        List<Warning> warnings = new ArrayList<>();
        Workload w = rp.workload();
        if (w.training()) {
            warnings.add(Warning.of(Warning.Code.SUPPORTING_HARDWARE, Message.of("hardware.training")));
        } else {
            warnings.add(Warning.of(Warning.Code.SUPPORTING_HARDWARE, Message.of("hardware.inference")));
        }
        Set<String> stacks = new LinkedHashSet<>();
        candidates.stream().limit(6).forEach(c -> stacks.add(c.gpu().stack().json().toUpperCase(java.util.Locale.ROOT)));
        if (stacks.size() > 1) {
            warnings.add(Warning.of(Warning.Code.MIXED_STACKS, String.join(", ", stacks)));
        }
        if (lead != null && lead.trainingDays() != null && rp.durationDays() != null
                && rp.durationDays() > lead.trainingDays() * (1 + Assumptions.TERM_BUFFER) + 1) {
            warnings.add(Warning.of(Warning.Code.TERM_LONGER_THAN_TASK, rp.durationDays(), lead.trainingDays()));
        }
        return warnings;
    }

    private static List<Message> assumptions(ResolvedPlan rp) {
        List<Message> a = new ArrayList<>(rp.notes());
        a.add(Message.of("assumption.gb"));
        a.add(Message.of("assumption.headroom", rp.workload().sparePercent()));
        a.add(Message.of("assumption.month", Assumptions.DAYS_PER_MONTH, Assumptions.HOURS_PER_MONTH));
        a.add(Message.of("assumption.term", Assumptions.TERM_BUFFER * 100));
        switch (rp.workload().kind()) {
            case LLM_INFERENCE -> {
                a.add(Message.of("assumption.overhead", Assumptions.OVERHEAD_GB_PER_CARD));
                a.add(Message.of("assumption.weights", Message.of("enum.WeightFormat." + rp.workload().weightFormat().name()),
                        rp.workload().weightFormat().bits(), rp.workload().weightFormat().embeddingBits()));
                a.add(Message.of("assumption.kv", Message.of("enum.KvPrecision." + rp.workload().kvPrecision().name())));
                a.add(Message.of("assumption.mbu", Assumptions.DECODE_SHARE_GDDR.low() * 100,
                        Assumptions.DECODE_SHARE_GDDR.high() * 100, Assumptions.DECODE_SHARE_HBM.low() * 100,
                        Assumptions.DECODE_SHARE_HBM.high() * 100, Assumptions.DECODE_SHARE_OTHER.low() * 100,
                        Assumptions.DECODE_SHARE_OTHER.high() * 100));
            }
            case LLM_TRAINING -> {
                a.add(Message.of("assumption.overhead", Assumptions.OVERHEAD_GB_PER_CARD));
                // Only the memory model the plan uses: a LoRA plan is not "16 bytes per parameter, sharded".
                if (rp.workload().method() == com.gpurental.sizing.TrainingMethod.FULL) {
                    a.add(Message.of("assumption.adam"));
                }
                a.add(Message.of(rp.workload().activationCheckpointing() ? "assumption.activations" : "assumption.activationsStored",
                        rp.workload().sequenceLength(), rp.workload().microBatch()));
                a.add(Message.of("assumption.mfu", Assumptions.TRAINING_MFU * 100, Assumptions.TRAINING_MFU_BAND.low() * 100,
                        Assumptions.TRAINING_MFU_BAND.high() * 100));
                if (rp.workload().method() != com.gpurental.sizing.TrainingMethod.FULL) {
                    a.add(Message.of("assumption.lora", Assumptions.LORA_RANK));
                }
            }
            case VISION -> a.add(Message.of("assumption.vision", rp.workload().vision().gflopsPerMegapixel(),
                    Assumptions.INFERENCE_MFU * 100));
            case COMPUTE -> a.add(Message.of("assumption.compute", rp.workload().workingSetGb()));
            default -> { }
        }
        a.add(Message.of("assumption.prices"));
        return a;
    }

    // ---------------------------------------------------------------- budget

    private static List<Candidate> withBudget(List<Candidate> candidates, ResolvedPlan rp) {
        if (rp.monthlyBudgetCny() == null && rp.totalBudgetCny() == null) {
            return candidates;
        }
        List<Candidate> result = new ArrayList<>();
        for (Candidate c : candidates) {
            result.add(new Candidate(c.gpu(), c.cards(), c.quote(), c.term(), c.memory(), c.memoryUtilization(),
                    c.marginGb(), c.scalingEfficiency(), c.tokensPerSecond(), c.usersPerCard(), c.trainingDays(),
                    c.latencyMs(), c.imagesPerSecond(), within(c.quote(), rp), c.reasons(), c.warnings()));
        }
        return result;
    }

    private static boolean within(Quote q, ResolvedPlan rp) {
        if (rp.monthlyBudgetCny() != null) {
            return q.monthlyCostCny().compareTo(rp.monthlyBudgetCny()) <= 0;
        }
        return q.termCostCny().compareTo(rp.totalBudgetCny()) <= 0;
    }

    private BudgetCheck budget(ResolvedPlan rp, Advice core) {
        BudgetCheck.Kind kind = rp.monthlyBudgetCny() != null ? BudgetCheck.Kind.MONTHLY
                : rp.totalBudgetCny() != null ? BudgetCheck.Kind.TOTAL : BudgetCheck.Kind.NONE;
        BigDecimal budget = kind == BudgetCheck.Kind.MONTHLY ? rp.monthlyBudgetCny() : rp.totalBudgetCny();
        Candidate lead = core.leading().orElse(null);
        if (kind == BudgetCheck.Kind.NONE || lead == null) {
            return new BudgetCheck(BudgetCheck.Status.UNKNOWN, kind, budget,
                    lead == null ? null : lead.quote().monthlyCostCny(), List.of());
        }
        BigDecimal cost = kind == BudgetCheck.Kind.MONTHLY ? lead.quote().monthlyCostCny() : lead.quote().termCostCny();
        if (within(lead.quote(), rp)) {
            return new BudgetCheck(BudgetCheck.Status.WITHIN, kind, budget, cost, List.of());
        }
        return new BudgetCheck(BudgetCheck.Status.OVER, kind, budget, cost, suggestions(rp, lead, kind));
    }

    /** Alternatives found by re-running the engine on changed plans; only those cheaper than now. */
    private List<Suggestion> suggestions(ResolvedPlan rp, Candidate lead, BudgetCheck.Kind kind) {
        Plan plan = rp.plan();
        Workload w = rp.workload();
        List<Object[]> variants = new ArrayList<>();
        if (w.kind() == WorkloadKind.LLM_INFERENCE) {
            com.gpurental.sizing.Precision p = w.precision().lower();
            while (p != null) {
                variants.add(new Object[] {Message.of("suggest.precision", w.precision(), p), plan.withPrecision(p)});
                p = p.lower();
            }
            if (w.contextTokens() > 2048) {
                int half = w.contextTokens() / 2;
                variants.add(new Object[] {Message.of("suggest.context", w.contextTokens(), half),
                        plan.withInference(new Plan.Inference(half, plan.inference().concurrentUsers(),
                                plan.inference().tokensPerSecondPerUser()))});
            }
        }
        if (w.kind() == WorkloadKind.LLM_TRAINING) {
            Plan.Training t = plan.training();
            if (w.method() == com.gpurental.sizing.TrainingMethod.FULL) {
                variants.add(new Object[] {Message.of("suggest.method", w.method(), com.gpurental.sizing.TrainingMethod.LORA),
                        plan.withTraining(new Plan.Training(com.gpurental.sizing.TrainingMethod.LORA, t.tokens(),
                                t.sequenceLength(), t.microBatch(), t.targetDays(), t.activationCheckpointing()))});
            }
            if (w.method() != com.gpurental.sizing.TrainingMethod.QLORA) {
                variants.add(new Object[] {Message.of("suggest.method", w.method(), com.gpurental.sizing.TrainingMethod.QLORA),
                        plan.withTraining(new Plan.Training(com.gpurental.sizing.TrainingMethod.QLORA, t.tokens(),
                                t.sequenceLength(), t.microBatch(), t.targetDays(), t.activationCheckpointing()))});
            }
            if (t.targetDays() != null) {
                variants.add(new Object[] {Message.of("suggest.fewerCards", t.targetDays()),
                        plan.withTraining(new Plan.Training(t.method(), t.tokens(), t.sequenceLength(), t.microBatch(),
                                null, t.activationCheckpointing()))});
            }
        }
        if (rp.hoursPerDay() > 12 && !w.training()) {
            Plan.Rental r = plan.rental();
            variants.add(new Object[] {Message.of("suggest.hours", rp.hoursPerDay(), 12.0),
                    plan.withRental(new Plan.Rental(Plan.RentalChoice.HOURLY, r.durationDays(), 12.0, r.peakCards(),
                            r.peakHoursPerDay()))});
        }
        for (Plan.RentalChoice mode : Plan.RentalChoice.values()) {
            if (mode != rp.rentalMode() && mode != Plan.RentalChoice.AUTO) {
                Plan.Rental r = plan.rental();
                variants.add(new Object[] {Message.of("suggest.mode", Message.of("enum.RentalChoice." + mode.name())),
                        plan.withRental(new Plan.Rental(mode, r.durationDays(), r.hoursPerDay(), r.peakCards(), r.peakHoursPerDay()))
                                .withFilters(Plan.Filters.NONE)});
            }
        }
        if (!plan.filters().equals(Plan.Filters.NONE)) {
            variants.add(new Object[] {Message.of("suggest.filters"), plan.withFilters(Plan.Filters.NONE)});
        }

        List<Suggestion> result = new ArrayList<>();
        BigDecimal current = kind == BudgetCheck.Kind.MONTHLY ? lead.quote().monthlyCostCny() : lead.quote().termCostCny();
        for (Object[] v : variants) {
            Plan changed = (Plan) v[1];
            ResolvedPlan resolved;
            try {
                resolved = PlanResolver.resolve(changed, catalog, "plan");
            } catch (InputException e) {
                continue;
            }
            Advice a = core(resolved);
            // The cheapest GPU that still fits under the changed plan; under budget if any is.
            Candidate best = a.candidates().stream().filter(c -> within(c.quote(), rp)).findFirst()
                    .orElse(a.leading().orElse(null));
            if (best == null) {
                continue;
            }
            BigDecimal cost = kind == BudgetCheck.Kind.MONTHLY ? best.quote().monthlyCostCny() : best.quote().termCostCny();
            if (cost.compareTo(current) >= 0) {
                continue;
            }
            result.add(new Suggestion(Message.of("suggest.result", v[0], best.cards(), best.gpu().name(), best.quote().mode()),
                    changed, best.gpu().id(), best.cards(), best.quote().mode(), best.quote().monthlyCostCny(),
                    best.quote().termCostCny(), within(best.quote(), rp)));
        }
        result.sort(Comparator.comparing((Suggestion s) -> !s.withinBudget())
                .thenComparing(s -> kind == BudgetCheck.Kind.MONTHLY ? s.monthlyCostCny() : s.termCostCny()));
        return result;
    }
}
