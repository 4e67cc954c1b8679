package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.RentalMode;
import com.gpurental.pricing.BillingCalendar;
import com.gpurental.pricing.Money;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.sizing.Assumptions;
import com.gpurental.text.Message;
import com.gpurental.units.Cny;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Stage 6 of the advice: every configuration's cost against the budget on the whole term, and — when the
 * recommendation is over — the changes that bring a configuration within it, each re-run through the engine, each
 * with its downside in plain words, one line per remedy, in the order of the remedies (issue 32,
 * {@link BudgetRemedies}): the project kept first, another model last.
 */
final class BudgetAdvisor {

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
                : Money.fen(monthly.multiply(months));
    }

    /** Months of a monthly budget over a term: at least one, days ÷ 30, at most the calendar months it holds. */
    static BigDecimal budgetMonths(Term term) {
        int days = Math.max(Assumptions.DAYS_PER_MONTH, term.billableDays());
        BigDecimal proRata = BigDecimal.valueOf(days).divide(BigDecimal.valueOf(Assumptions.DAYS_PER_MONTH), 6,
                RoundingMode.HALF_UP);
        return proRata.min(BigDecimal.valueOf(Math.max(1,
                BillingCalendar.months(term.start(), term.billableDays()))));
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
        Cny cost = q.termCostCny();
        boolean within = cost.amount().compareTo(forTerm) <= 0;
        BigDecimal diff = cost.amount().subtract(forTerm).abs();
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

    /** The candidate with its budget verdict on its own cost and term ("no budget" without one). */
    static Candidate withVerdict(ResolvedPlan rp, Candidate c) {
        return c.withBudget(verdict(rp, c.cost(), c.term()));
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
        // When nothing fits, the option named with the gap is the recommendation itself, the one every page leads with:
        // the cheapest could be one the ranking sends after it (audit 31/32 §13: "the cheapest option … is ¥5,970
        // over", the RTX 5090 not sold in China, beside a first choice of 2 × A800 ¥7,027.20 over).
        Candidate nearest = !nothingFits ? cheapest : lead.needShown() ? lead : null;
        return new BudgetCheck(verdict.status(), kind, budget, lead.cost().termCostCny(), suggestions, verdict,
                headline(verdict, lead, nothingFits ? nearest : null), nothingFits, nearest);
    }

    /**
     * The budget's headline names the monthly budget, the budget for the term and the term's cost apart (the
     * text's "预算 ¥20,000，费用 ¥22,809.60" held a monthly budget against a term's cost): the verdict's sentence does;
     * when nothing fits, it says so with the first choice that meets the need and its gap.
     */
    static Message headline(BudgetVerdict v, Candidate lead, Candidate nearestWhenNothingFits) {
        if (nearestWhenNothingFits == null || v.kind() == BudgetCheck.Kind.NONE) {
            return v.sentence();
        }
        int days = lead.term().billableDays();
        String kind = v.kind() == BudgetCheck.Kind.TOTAL ? "total"
                : days <= Assumptions.DAYS_PER_MONTH ? "monthShort" : "monthly";
        Candidate c = nearestWhenNothingFits;
        BigDecimal gap = c.cost().termCostCny().amount().subtract(v.budgetForTermCny());
        return Message.of("budget.headline.nothingFits." + kind, v.budgetCny(), v.budgetForTermCny(), days,
                c.cards(), c.label(), c.cost().mode(), c.cost().termCostCny(), gap);
    }

    /**
     * The remedies in the order of issue 32 (see {@link BudgetRemedies}): each group's first step within the budget,
     * one line per remedy; smaller models of the same family after the changes that keep the model, and
     * another family only when nothing before fits.
     */
    private List<Suggestion> suggestions(ResolvedPlan rp, Candidate lead, PlanVariants pipeline) {
        List<Suggestion> result = new ArrayList<>();
        Map<String, Boolean> seen = new HashMap<>();
        List<List<BudgetRemedies.Variant>> keeping = BudgetRemedies.keepingTheModel(rp);
        for (List<BudgetRemedies.Variant> group : keeping) {
            firstWithin(rp, group, pipeline, seen).ifPresent(result::add);
        }
        if (result.isEmpty()) {
            // a spare copy asked: without it and one more change, before the model is changed (s21 check: the spare plan
            // went straight to "use Llama-3.1-8B" where the same plan without the spare fit at 8 hours a day)
            for (List<BudgetRemedies.Variant> group : BudgetRemedies.withoutTheSpare(rp, keeping)) {
                firstWithin(rp, group, pipeline, seen).ifPresent(result::add);
            }
        }
        firstWithin(rp, BudgetRemedies.sameFamily(rp, catalog), pipeline, seen).ifPresent(result::add);
        if (result.isEmpty()) {
            // Nothing of the project fits: the largest smaller model of another family that does is what the budget buys.
            firstWithin(rp, BudgetRemedies.otherFamilies(rp, catalog), pipeline, seen).ifPresent(result::add);
        }
        return lead == null || lead.vendor() == null ? result : result.stream().map(x -> leavingTheQuote(x, lead)).toList();
    }

    /**
     * A remedy priced on the catalog beside a vendor's quote says so (s21 check: "改为按小时租容器" beside a quote that
     * already was containers by the hour; what changes is leaving the quote and its minimum term for the catalog's price).
     */
    private static Suggestion leavingTheQuote(Suggestion s, Candidate lead) {
        List<Message> downsides = new ArrayList<>(s.downsides());
        downsides.add(0, Message.of("suggest.downside.catalogNotQuote", lead.vendor()));
        return new Suggestion(s.description(), s.plan(), s.gpuId(), s.cards(), s.mode(), s.monthlyCostCny(),
                s.termCostCny(), s.withinBudget(), s.gpuName(), downsides, s.cost(), s.verdict(), s.changesWork());
    }

    /**
     * The first step of a remedy whose plan the pipeline recommends within the budget, as a suggestion; empty when no
     * step fits. The configuration is the changed plan's own first choice, as its ranking puts it (shown to meet the
     * need, then without a caveat, then cheapest): a cheaper option the ranking sends after it — the RTX 5090 not sold in
     * China, an FP8 model on a card without FP8 — is no remedy the advice would stand behind (audit 31/32 §5: "Serve
     * 4,500 people …: 4 × RTX 5090" beside a lead that refuses the RTX 5090). A change to the work that ends in the
     * rental a change of the rental alone already gave is left out (the same rental without giving anything up); two
     * changes of the work that end in the same rental are both said, for each gives up something else.
     */
    private Optional<Suggestion> firstWithin(ResolvedPlan rp, List<BudgetRemedies.Variant> steps,
                                                       PlanVariants pipeline, Map<String, Boolean> seen) {
        for (BudgetRemedies.Variant v : steps) {
            Candidate c = pipeline.priced(v.plan()).stream().findFirst().orElse(null);
            BudgetVerdict cv = c == null ? null : verdict(rp, c.cost(), c.term());
            if (cv != null && cv.within() && c.needShown()) {
                RentalCost q = c.cost();
                String rental = c.gpu().id() + "|" + c.cards() + "|" + q.mode() + "|" + q.peakCards() + "|"
                        + q.termCostCny();
                if (Boolean.FALSE.equals(seen.get(rental))) {
                    return Optional.empty();
                }
                seen.putIfAbsent(rental, v.changesWork());
                return Optional.of(suggestion(v, c, cv));
            }
        }
        return Optional.empty();
    }

    /** A remedy's suggestion: the change, the configuration it rents, its cost and what it gives up. */
    private static Suggestion suggestion(BudgetRemedies.Variant v, Candidate best, BudgetVerdict bestVerdict) {
        RentalCost q = best.cost();
        List<Message> downsides = new ArrayList<>();
        downsides.add(v.downside());
        if (TrialFirst.tightMemory(best) && !v.downside().key().equals("suggest.downside.engineSpare")) {
            // the remedy only just fits: said first, where the plain answer and the budget page read it (tester A)
            downsides.add(0, Message.of("suggest.downside.tight", best.marginGb()));
        }
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
        return new Suggestion(Message.of("suggest.result", v.change(), best.cards(), best.gpu().displayName(), q.mode()),
                v.plan(), best.gpu().id(), best.cards(), q.mode(), q.monthlyCostCny(), q.termCostCny(), true,
                best.gpu().name(), downsides, q, bestVerdict, v.changesWork());
    }
}
