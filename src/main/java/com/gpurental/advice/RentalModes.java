package com.gpurental.advice;

import com.gpurental.catalog.RentalMode;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.BreakEven;
import com.gpurental.pricing.CostCalculator;
import com.gpurental.pricing.OfferBook;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.sizing.Assumptions;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Stage 5 of the advice: which way to rent the recommendation (docs/domain.md §3), chosen among the modes the plan allows,
 * with its cost in every mode its GPU is offered in and the break-even hours.
 */
final class RentalModes {

    private final OfferBook book;

    RentalModes(OfferBook book) {
        this.book = book;
    }

    /**
     * Whether the modes include a hybrid: only where the plan has a peak or asks for one (s21 check: a made-up peak of
     * half the base, "4 + 高峰 2", read as advice to rent by the month beside an hourly recommendation).
     */
    private static boolean peaked(ResolvedPlan rp, Candidate lead) {
        return rp.rentalMode() == Plan.RentalChoice.HYBRID || rp.plan().rental().peak().multiple() != null
                || peakCards(rp, lead) > 0;
    }

    ModeAdvice advise(ResolvedPlan rp, Candidate lead, Term term) {
        return advise(rp, lead, term, List.of());
    }

    /** The mode advice; {@code options}, every priced option (left out ones too), name a short job's monthly rental. */
    ModeAdvice advise(ResolvedPlan rp, Candidate lead, Term term, List<Candidate> options) {
        // the planned hours a month, on the days a week the work runs (issue 32): what the break-even is weighed against
        double hoursPerMonth = rp.hoursPerMonth();
        if (lead == null) {
            return new ModeAdvice(null, Message.of("mode.reason.none"), List.of(), null, hoursPerMonth, rp.allowedModes());
        }
        OfferBook.GpuOffers offers = book.forGpu(lead.gpu().id());
        List<RentalCost> byMode = new ArrayList<>();
        offers.perMode().forEach(o -> byMode.add(CostCalculator.quote(o, lead.cards(), term, rp.hoursPerDay())));
        BreakEven breakEven = offers.breakEven(lead.cards());
        if (breakEven != null && peaked(rp, lead)) {
            // a peak window's own extra copies (PeakSizing), even none; else the plan's peak cards, else half the base
            int sized = peakCards(rp, lead);
            int peak = sized > 0 || rp.plan().rental().peak().multiple() != null ? sized : Math.max(1, lead.cards() / 2);
            byMode.add(CostCalculator.hybrid(offers.bareMetal(), offers.hourly(), lead.cards(), peak, rp.peakHoursPerDay(),
                    rp.peakDays(), term));
        }
        byMode.sort(Comparator.comparing(RentalCost::mode));

        // Choose only among what the plan allows: a mode the user ruled out is never "recommended".
        List<RentalCost> allowed = byMode.stream().filter(q -> rp.allowedModes().contains(q.mode())).toList();
        int days = term.billableDays();
        RentalCost container = cheapest(allowed, true);
        RentalCost bare = cheapest(allowed, false);
        Double breakEvenHours = breakEven == null ? null : breakEven.hoursPerMonth().doubleValue();
        RentalMode recommended;
        Message reason;
        if (lead.vendor() != null) {
            // A vendor's quote is rented the way the vendor bills it; the catalog's modes stay beside it for context.
            recommended = lead.cost().mode();
            reason = Message.of("mode.reason.quote", lead.vendor(), recommended);
        } else if (lead.cost().mode() == RentalMode.CLUSTER) {
            // a long cluster the catalog prices only as containers: bare metal by the month or year, on a quote
            recommended = RentalMode.CLUSTER;
            reason = clusterReason(lead, days);
        } else if (rp.rentalMode() == Plan.RentalChoice.HYBRID) {
            recommended = RentalMode.HYBRID;
            // ".auto": the buyer left the way to the advice and the plan has a peak (PlanResolver: only hybrid bills it)
            String asked = rp.plan().rental().mode() == Plan.RentalChoice.HYBRID ? "" : ".auto";
            reason = hybridReason(rp, lead, term, asked);
        } else if (container == null || bare == null) {
            recommended = lead.cost().mode();
            boolean offeredBoth = byMode.stream().anyMatch(q -> q.mode().container())
                    && byMode.stream().anyMatch(q -> q.mode().bareMetal());
            reason = offeredBoth ? Message.of("mode.reason.onlyAllowed", recommended)
                    : shortJob(rp, lead, days, options,
                            Message.of("mode.reason.onlyOffered", lead.gpu().displayName(), recommended));
        } else if (days <= Assumptions.DAYS_PER_MONTH) {
            boolean bareCheaper = bare.termCostCny().compareTo(container.termCostCny()) < 0;
            recommended = bareCheaper ? bare.mode() : container.mode();
            reason = !bareCheaper
                    ? Message.of("mode.reason.short", days, container.termCostCny(), bare.termCostCny())
                    // The hours explain it only when they are above the break-even; otherwise the term's whole month
                    // does (a reason must not contradict its own numbers).
                    : breakEvenHours != null && hoursPerMonth > breakEvenHours
                    ? Message.of("mode.reason.shortButBusy", days, hoursPerMonth, breakEvenHours)
                    // no hourly offer (only daily or weekly containers): no break-even hours to quote
                    : Message.of("mode.reason.shortButCheaper", days, bare.termCostCny(), container.termCostCny());
        } else if (days >= 3 * Assumptions.DAYS_PER_MONTH) {
            boolean containerCheaper = container.termCostCny().compareTo(bare.termCostCny()) < 0;
            recommended = containerCheaper ? container.mode() : bare.mode();
            reason = !containerCheaper
                    ? Message.of("mode.reason.long", days, bare.termCostCny(), container.termCostCny())
                    // Above the break-even, containers can still win on a term of part months (99 days bill 4 whole
                    // months): then the two term costs are the reason, not the hours.
                    : breakEvenHours != null && hoursPerMonth < breakEvenHours
                    ? Message.of("mode.reason.longButLight", days, hoursPerMonth, breakEvenHours)
                    : Message.of("mode.reason.longButCheaper", days, container.termCostCny(), bare.termCostCny(),
                            bare.billedDays());
        } else {
            boolean bareCheaper = bare.termCostCny().compareTo(container.termCostCny()) < 0;
            RentalCost winner = bareCheaper ? bare : container;
            RentalCost loser = bareCheaper ? container : bare;
            recommended = winner.mode();
            reason = Message.of("mode.reason.between", days, winner.mode(), winner.termCostCny(), loser.mode(),
                    loser.termCostCny());
        }
        return new ModeAdvice(recommended, askMonthly(rp, lead, term, recommended, reason), byMode, breakEven,
                hoursPerMonth, rp.allowedModes());
    }

    /**
     * A training shorter than a month on a card offered only by the hour (issue 32): the reason names what a month would
     * cost, the cheapest option by the month that fits without a caveat (13B full training, 3 days: 4 × A800 by the hour,
     * where a month of 4 × H100 bare metal, seed 003's row, bills ¥42,240), so the buyer sees why not the monthly
     * rental the market tables list. Only where the plan allows bare metal.
     */
    private static Message shortJob(ResolvedPlan rp, Candidate lead, int days, List<Candidate> options, Message reason) {
        if (!rp.workload().training() || lead.vendor() != null || !lead.cost().mode().container()
                || days >= Assumptions.DAYS_PER_MONTH || !rp.allowedModes().contains(RentalMode.MONTHLY)) {
            return reason;
        }
        return options.stream().filter(c -> c.cost() != null && c.cost().mode() == RentalMode.MONTHLY && c.needShown()
                        && c.vendor() == null && Ranking.caveat(c) == null)
                .min(Comparator.comparing((Candidate c) -> c.cost().termCostCny()))
                .map(c -> Message.of("mode.reason.shortJob", reason, days, c.cards(), c.gpu().displayName(),
                        c.cost().termCostCny()))
                .orElse(reason);
    }

    /** A cluster at its containers' estimate: bare metal by the month or year, priced on the vendors' quote. */
    private static Message clusterReason(Candidate lead, int days) {
        return Message.of("mode.reason.cluster", lead.cards(), lead.gpu().displayName(), lead.deployment().servers(), days,
                lead.cost().offer().mode(), lead.cost().monthlyCostCny());
    }

    /** Why a hybrid: its base alone, its peak every day (on the days a week the work runs), or its peak's window. */
    private static Message hybridReason(ResolvedPlan rp, Candidate lead, Term term, String asked) {
        if (peakCards(rp, lead) == 0) {
            // the base's copies carry the peak (PeakSizing): the hybrid is its monthly base alone
            return Message.of("mode.reason.hybridNoPeak" + asked, lead.cards(), rp.plan().rental().peak().multiple());
        }
        if (rp.peakDays() != null) {
            return Message.of("mode.reason.hybridWindow" + asked, lead.cards(), peakCards(rp, lead), rp.peakHoursPerDay(),
                    rp.peakDays(), term.billableDays());
        }
        // the peak's hours on the days a week the work runs (issue 32): said where fewer than 7
        return rp.daysPerWeek() < Assumptions.DAYS_PER_WEEK
                ? Message.of("mode.reason.hybridChosenWeek" + asked, lead.cards(), peakCards(rp, lead), rp.peakHoursPerDay(),
                        rp.daysPerWeek())
                : Message.of("mode.reason.hybridChosen" + asked, lead.cards(), peakCards(rp, lead), rp.peakHoursPerDay());
    }

    /**
     * A service of 3 months or more on one server rented by the hour (issue 32): vendors sell months and years
     * (包月/包年), usually below the hourly sum (docs/domain.md §3: "≥3 months → monthly/quarterly/yearly (discounts
     * negotiable)"), so the reason asks for that price, with the hourly month and term as the reference. A job over
     * several servers is {@link ClusterRental}'s; a vendor's quote is billed as the vendor bills it; a light use that
     * stays on containers below the break-even is better by the hour.
     */
    private static Message askMonthly(ResolvedPlan rp, Candidate lead, Term term, RentalMode recommended, Message reason) {
        boolean longService = !rp.workload().training() && term.billableDays() >= 3 * Assumptions.DAYS_PER_MONTH;
        // Not where the use is light (below the break-even): the monthly price is the catalog's, and dearer.
        if (lead.vendor() != null || !longService || reason.key().equals("mode.reason.longButLight")
                || recommended == null || !recommended.container()
                || !lead.cost().mode().container() || lead.deployment() == null || lead.deployment().servers() != 1) {
            return reason;
        }
        return Message.of("mode.reason.askMonthly", reason, term.billableDays(), lead.cost().monthlyCostCny(),
                lead.cost().termCostCny(), lead.cost().mode());
    }

    /** The lead's peak cards: its hybrid rental's own, else what the plan's peak needs beside its cards. */
    private static int peakCards(ResolvedPlan rp, Candidate lead) {
        if (lead.cost() != null && lead.cost().mode() == RentalMode.HYBRID) {
            return lead.cost().peakCards();
        }
        return rp.peakCardsFor(lead.cards(), lead.deployment() == null ? null : lead.deployment().serving());
    }

    private static RentalCost cheapest(List<RentalCost> quotes, boolean container) {
        return quotes.stream().filter(q -> container ? q.mode().container() : q.mode().bareMetal())
                .min(Comparator.comparing(RentalCost::termCostCny)).orElse(null);
    }
}
