package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.CostCalculator;
import com.gpurental.pricing.RentalCost;
import com.gpurental.catalog.RentalMode;
import com.gpurental.pricing.Term;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Stage 6 of the advice: every configuration's cost against the budget on the whole term, and — when the
 * recommendation is over — the changes that bring a configuration within it, each re-run through the engine, each
 * with its downside in plain words, one line per distinct result, cheapest for the term first.
 */
final class BudgetAdvisor {

    /** A change to the plan the buyer could make, and what it costs besides money. */
    private record Variant(Message change, Message downside, Plan plan, boolean changesWork) {

        Variant(Message change, Message downside, Plan plan) {
            this(change, downside, plan, true);
        }
    }

    private final Catalog catalog;

    BudgetAdvisor(Catalog catalog) {
        this.catalog = catalog;
    }

    static BudgetCheck.Kind kind(ResolvedPlan rp) {
        return rp.monthlyBudgetCny() != null ? BudgetCheck.Kind.MONTHLY
                : rp.totalBudgetCny() != null ? BudgetCheck.Kind.TOTAL : BudgetCheck.Kind.NONE;
    }

    /**
     * What may be spent on the term: a total budget as given; a monthly budget for one month when the term is a month
     * or shorter (a one-hour job may spend a month's budget), else pro-rated over the billable days, but never more
     * months than the calendar bills (issue 32, docs/domain.md §3.8): a year is 12 months of budget, as it is 12
     * months of rent, not 365 ÷ 30 = 12.17.
     */
    static BigDecimal budgetForTerm(ResolvedPlan rp, Term term) {
        return switch (kind(rp)) {
            case TOTAL -> rp.totalBudgetCny();
            case MONTHLY -> monthlyForTerm(rp.monthlyBudgetCny(), term);
            case NONE -> null;
        };
    }

    /** A monthly budget over a term, to the fen: budget × days ÷ 30 exactly (no rounded month count in between). */
    private static BigDecimal monthlyForTerm(BigDecimal monthly, Term term) {
        BigDecimal months = budgetMonths(term);
        int days = Math.max(Assumptions.DAYS_PER_MONTH, term.billableDays());
        BigDecimal proRata = BigDecimal.valueOf(days).divide(BigDecimal.valueOf(Assumptions.DAYS_PER_MONTH), 6,
                RoundingMode.HALF_UP);
        return proRata.compareTo(months) <= 0
                ? monthly.multiply(BigDecimal.valueOf(days)).divide(BigDecimal.valueOf(Assumptions.DAYS_PER_MONTH), 2,
                        RoundingMode.HALF_UP)
                : com.gpurental.pricing.Money.fen(monthly.multiply(months));
    }

    /** Months of a monthly budget over a term: at least one, days ÷ 30, at most the calendar months it holds. */
    static BigDecimal budgetMonths(Term term) {
        int days = Math.max(Assumptions.DAYS_PER_MONTH, term.billableDays());
        BigDecimal proRata = BigDecimal.valueOf(days).divide(BigDecimal.valueOf(Assumptions.DAYS_PER_MONTH), 6,
                RoundingMode.HALF_UP);
        return proRata.min(BigDecimal.valueOf(Math.max(1,
                com.gpurental.pricing.BillingCalendar.months(term.start(), term.billableDays()))));
    }

    /** One configuration's verdict: its whole-term cost against the budget for the term. */
    static BudgetVerdict verdict(ResolvedPlan rp, RentalCost q, Term term) {
        BudgetCheck.Kind kind = kind(rp);
        BigDecimal budget = kind == BudgetCheck.Kind.MONTHLY ? rp.monthlyBudgetCny() : rp.totalBudgetCny();
        if (kind == BudgetCheck.Kind.NONE) {
            return new BudgetVerdict(BudgetCheck.Status.UNKNOWN, kind, null, null, q == null ? null : q.termCostCny(),
                    Message.of("verdict.none"));
        }
        BigDecimal forTerm = budgetForTerm(rp, term);
        if (q == null) {
            return new BudgetVerdict(BudgetCheck.Status.UNKNOWN, kind, budget, forTerm, null,
                    Message.of("verdict.needsQuote", forTerm, term.billableDays()));
        }
        BigDecimal cost = q.termCostCny();
        boolean within = cost.compareTo(forTerm) <= 0;
        BigDecimal diff = cost.subtract(forTerm).abs();
        int days = term.billableDays();
        Message sentence = switch (kind) {
            case TOTAL -> Message.of(within ? "verdict.within.total" : "verdict.over.total", cost, days, budget, diff);
            case MONTHLY -> days <= Assumptions.DAYS_PER_MONTH
                    ? Message.of(within ? "verdict.within.monthShort" : "verdict.over.monthShort", cost, days, budget, diff)
                    : Message.of(within ? "verdict.within.monthly" : "verdict.over.monthly", cost, days, forTerm, budget, diff);
            case NONE -> throw new IllegalStateException();
        };
        return new BudgetVerdict(within ? BudgetCheck.Status.WITHIN : BudgetCheck.Status.OVER, kind, budget, forTerm,
                cost, sentence);
    }

    static List<Candidate> withVerdicts(ResolvedPlan rp, List<Candidate> candidates) {
        List<Candidate> result = new ArrayList<>(candidates.size());
        for (Candidate c : candidates) {
            result.add(c.withBudget(verdict(rp, c.cost(), c.term())));
        }
        return result;
    }

    /**
     * The recommendation's verdict and, when over, the suggestions, each found by asking {@code variants} for the
     * priced candidates of a changed plan.
     */
    BudgetCheck check(ResolvedPlan rp, Candidate lead, List<Candidate> candidates, PlanVariants variants) {
        BudgetCheck.Kind kind = kind(rp);
        BigDecimal budget = kind == BudgetCheck.Kind.MONTHLY ? rp.monthlyBudgetCny() : rp.totalBudgetCny();
        if (lead == null) {
            BudgetVerdict none = new BudgetVerdict(BudgetCheck.Status.UNKNOWN, kind, budget, null, null,
                    Message.of("verdict.noCandidate"));
            return new BudgetCheck(BudgetCheck.Status.UNKNOWN, kind, budget, null, List.of(), none,
                    none.sentence(), false, null);
        }
        BudgetVerdict verdict = lead.budget() != null ? lead.budget() : verdict(rp, lead.cost(), lead.term());
        List<Suggestion> suggestions = verdict.over() ? suggestions(rp, lead, variants) : List.of();
        Candidate cheapest = candidates.stream().filter(c -> c.cost() != null && c.needShown())
                .min(Comparator.comparing((Candidate c) -> c.cost().termCostCny())).orElse(null);
        boolean anyWithin = candidates.stream().anyMatch(c -> c.budget() != null && c.budget().within());
        // Nothing fits: over, no option of the plan as asked within the budget, and no change that keeps the model.
        boolean nothingFits = verdict.over() && !anyWithin && suggestions.stream().allMatch(Suggestion::changesWork);
        return new BudgetCheck(verdict.status(), kind, budget, lead.cost().termCostCny(), suggestions, verdict,
                headline(verdict, lead, nothingFits ? cheapest : null), nothingFits, cheapest);
    }

    /**
     * The budget's headline names the monthly budget, the budget for the term and the term's cost apart (the
     * text's "预算 ¥20,000，费用 ¥22,809.60" held a monthly budget against a term's cost): the verdict's sentence does;
     * when nothing fits, it says so with the cheapest option that works and the gap.
     */
    static Message headline(BudgetVerdict v, Candidate lead, Candidate cheapestWhenNothingFits) {
        if (cheapestWhenNothingFits == null || v.kind() == BudgetCheck.Kind.NONE) {
            return v.sentence();
        }
        int days = lead.term().billableDays();
        String kind = v.kind() == BudgetCheck.Kind.TOTAL ? "total"
                : days <= Assumptions.DAYS_PER_MONTH ? "monthShort" : "monthly";
        Candidate c = cheapestWhenNothingFits;
        BigDecimal gap = c.cost().termCostCny().subtract(v.budgetForTermCny());
        return Message.of("budget.headline.nothingFits." + kind, v.budgetCny(), v.budgetForTermCny(), days,
                c.cards(), c.label(), c.cost().mode(), c.cost().termCostCny(), gap);
    }

    private List<Suggestion> suggestions(ResolvedPlan rp, Candidate lead, PlanVariants pipeline) {
        List<Suggestion> result = suggestions(rp, variants(rp), pipeline, false);
        if (result.isEmpty()) {
            // Nothing fits the model as asked — the largest smaller model of the catalog that fits, at its
            // precision or a lower one, is what the budget can buy.
            result = suggestions(rp, smallerModels(rp), pipeline, true);
        }
        return result;
    }

    /** Smaller dense models of the catalog, largest first, each at the plan's precision and then the lower ones. */
    private List<Variant> smallerModels(ResolvedPlan rp) {
        Workload w = rp.workload();
        List<Variant> variants = new ArrayList<>();
        if (w.kind() != WorkloadKind.LLM_INFERENCE || w.architecture() == null) {
            return variants;
        }
        double asked = w.architecture().parametersB();
        Set<Long> sizes = new HashSet<>();
        catalog.models().stream()
                .filter(mp -> mp.parametersB() <= asked * SMALLER_MODEL_SHARE && mp.activeParametersB() == mp.parametersB())
                .sorted(Comparator.comparingDouble(com.gpurental.catalog.ModelPreset::parametersB).reversed()
                        .thenComparing(com.gpurental.catalog.ModelPreset::id))
                .filter(mp -> sizes.add(Math.round(mp.parametersB())))
                .limit(SMALLER_MODELS_TRIED)
                .forEach(mp -> {
                    Plan smaller = rp.plan().withModel(new Plan.Model(mp.id(), null, null, null, null, null, null, null));
                    for (Precision p = w.precision(); p != null; p = p.lower()) {
                        variants.add(new Variant(p == w.precision()
                                ? Message.of("suggest.model", asked, mp.name(), mp.parametersB())
                                : Message.of("suggest.modelPrecision", asked, mp.name(), mp.parametersB(), p),
                                Message.of("suggest.downside.model", mp.name()), smaller.withPrecision(p)));
                    }
                });
        return variants;
    }

    /** A smaller model is one of at most 60 % of the asked parameters (a 72B → 32B, 14B, 7B). */
    private static final double SMALLER_MODEL_SHARE = 0.6;
    private static final int SMALLER_MODELS_TRIED = 12;

    /**
     * Each variant priced by the pipeline; the cheapest configuration under it within the budget, one line per
     * distinct result. {@code firstOnly}: stop at the first variant that fits (the largest smaller model).
     */
    private List<Suggestion> suggestions(ResolvedPlan rp, List<Variant> variants,
                                         PlanVariants pipeline, boolean firstOnly) {
        List<Suggestion> result = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Variant v : variants) {
            if (firstOnly && !result.isEmpty()) {
                break;
            }
            // The cheapest configuration under the changed plan that fits the budget on its whole term.
            Candidate best = null;
            BudgetVerdict bestVerdict = null;
            for (Candidate c : pipeline.priced(v.plan())) {
                BudgetVerdict cv = verdict(rp, c.cost(), c.term());
                if (cv.within() && c.needShown()) {
                    best = c;
                    bestVerdict = cv;
                    break;
                }
            }
            if (best == null) {
                continue;
            }
            RentalCost q = best.cost();
            // One line per distinct result: two changes that end in the same rental are one suggestion.
            if (!seen.add(best.gpu().id() + "|" + best.cards() + "|" + q.mode() + "|" + q.peakCards() + "|" + q.termCostCny())) {
                continue;
            }
            List<Message> downsides = new ArrayList<>();
            downsides.add(v.downside());
            if (q.mode().bareMetal() && q.billedDays() > best.term().billableDays()) {
                downsides.add(Message.of("suggest.downside.wholePeriods", q.billedDays(), best.term().billableDays()));
            }
            if (q.mode() == RentalMode.QUARTERLY) {
                downsides.add(Message.of("suggest.downside.quarter"));
            }
            if (q.offers().stream().anyMatch(o -> o.perCards() > 1 && o.wholeServerOnly())) {
                downsides.add(Message.of("suggest.downside.wholeServer"));
            }
            if (q.offers().stream().anyMatch(o -> o.shareUnconfirmed() && q.cards() % o.perCards() != 0)) {
                downsides.add(Message.of("suggest.downside.wholeServerAsk"));
            }
            result.add(new Suggestion(Message.of("suggest.result", v.change(), best.cards(), best.gpu().name(), q.mode()),
                    v.plan(), best.gpu().id(), best.cards(), q.mode(), q.monthlyCostCny(), q.termCostCny(), true,
                    best.gpu().name(), downsides, q, bestVerdict, v.changesWork()));
        }
        result.sort(Comparator.comparing(Suggestion::termCostCny).thenComparing(Suggestion::gpuId));
        return result;
    }

    /** The changes worth trying for this plan, each with its downside. */
    private static List<Variant> variants(ResolvedPlan rp) {
        Plan plan = rp.plan();
        Workload w = rp.workload();
        List<Variant> variants = new ArrayList<>();
        if (w.kind() == WorkloadKind.LLM_INFERENCE) {
            Precision p = w.precision().lower();
            while (p != null) {
                variants.add(new Variant(Message.of("suggest.precision", w.precision(), p),
                        Message.of("suggest.downside.precision", p), plan.withPrecision(p)));
                p = p.lower();
            }
            if (w.contextTokens() > 2048) {
                int half = w.contextTokens() / 2;
                variants.add(new Variant(Message.of("suggest.context", w.contextTokens(), half),
                        Message.of("suggest.downside.context", half),
                        // The load in the buyer's words stays: a shorter context serves the same people.
                        plan.withInference(new Plan.Inference(half, plan.inference().concurrentUsers(),
                                plan.inference().tokensPerSecondPerUser()).withLoad(plan.inference().users(),
                                plan.inference().prefixCacheShare(), plan.inference().batch()))));
            }
        }
        if (w.kind() == WorkloadKind.LLM_TRAINING) {
            Plan.Training t = plan.training();
            for (TrainingMethod method : new TrainingMethod[] {TrainingMethod.LORA, TrainingMethod.QLORA}) {
                if (w.method().ordinal() < method.ordinal()) {
                    variants.add(new Variant(Message.of("suggest.method", w.method(), method),
                            Message.of("suggest.downside.method", method),
                            plan.withTraining(new Plan.Training(method, t.tokens(), t.sequenceLength(), t.microBatch(),
                                    t.targetDays(), t.activationCheckpointing()))));
                }
            }
            if (t.targetDays() != null) {
                variants.add(new Variant(Message.of("suggest.fewerCards", t.targetDays()),
                        Message.of("suggest.downside.longer", t.targetDays()),
                        plan.withTraining(new Plan.Training(t.method(), t.tokens(), t.sequenceLength(), t.microBatch(),
                                null, t.activationCheckpointing()))));
            }
        }
        if (rp.hoursPerDay() > 12 && !w.training()) {
            Plan.Rental r = plan.rental();
            variants.add(new Variant(Message.of("suggest.hours", rp.hoursPerDay(), 12.0),
                    Message.of("suggest.downside.hours", 12.0),
                    plan.withRental(r.withModeAndHours(Plan.RentalChoice.HOURLY, 12.0))));
        }
        for (Plan.RentalChoice mode : Plan.RentalChoice.values()) {
            if (mode != rp.rentalMode() && mode != Plan.RentalChoice.AUTO) {
                Plan.Rental r = plan.rental();
                // A peak window is billed only in a hybrid rental: another mode's cost is the base load's, and says so.
                Message downside = Message.of("suggest.downside.mode." + mode.name());
                if (r.peak().multiple() != null && mode != Plan.RentalChoice.HYBRID) {
                    downside = Message.of("suggest.downside.peakNotCovered", downside, r.peak().multiple());
                }
                variants.add(new Variant(Message.of("suggest.mode", Message.of("enum.RentalChoice." + mode.name())),
                        downside,
                        // The peak window stays with the suggestion: a budget suggestion never drops the peak.
                        plan.withRental(r.withModeAndHours(mode, r.hoursPerDay())).withFilters(Plan.Filters.NONE), false));
            }
        }
        if (!plan.filters().equals(Plan.Filters.NONE)) {
            variants.add(new Variant(Message.of("suggest.filters"), Message.of("suggest.downside.filters"),
                    plan.withFilters(Plan.Filters.NONE), false));
        }
        return variants;
    }
}
