package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.json.InputException;
import com.gpurental.plan.Measurement;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.OfferBook;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.quotes.QuoteAdvisor;
import com.gpurental.quotes.QuoteBasis;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.sizing.MemoryModel;
import com.gpurental.text.Message;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The engine's entry point: plan + catalog → {@link Advice}, as the pipeline docs/architecture.md draws, one call per
 * stage in {@link #advise(Plan, String)}:
 * <ol>
 *   <li>resolve the plan ({@link PlanResolver});</li>
 *   <li>size every GPU ({@link GpuSizer}), price each sizing from the {@link OfferBook} — a GPU without a price stays,
 *       as "needs a quote" — and rank and explain ({@link Ranking}): the options;</li>
 *   <li>with vendors' quotes in the plan, compare them ({@link QuoteAdvisor}) over the options' term; the quotes that
 *       fit become the candidates ({@link QuoteCandidates}) and the reference-priced ones stay beside them;</li>
 *   <li>budget verdicts on every configuration, once ({@link BudgetAdvisor#withVerdict}), in a {@link Shortlist};</li>
 *   <li>the lead's last stages ({@link MeasuredLead}, {@link TrialClause}, {@link TrialFirst}), the finished lead
 *       replacing the first in every list;</li>
 *   <li>rental mode ({@link RentalModes}) and budget check ({@link BudgetAdvisor});</li>
 *   <li>the results as one {@link Advice}.</li>
 * </ol>
 * Pure and deterministic for a given "today" (which only decides whether a price is stale).
 */
public final class Advisor {

    /** The options for one resolved plan: stages 2–4. */
    private record Options(List<Candidate> priced, List<Candidate> needsQuote, List<Rejection> rejected,
                           Message whyNotCheapest, Warning leftOut, List<Rejection> leftOutGpus,
                           List<Candidate> leftOutOptions, List<ClusterRental.Reference> clusterQuotes) {

        /** The options not recommended: the refused ones, then the GPUs left out beside the recommendation. */
        List<Rejection> allRejected() {
            List<Rejection> all = new ArrayList<>(rejected);
            all.addAll(leftOutGpus);
            return all;
        }

        /**
         * With a vendor's quote leading, the options left out are said against that quote (its vendor and its cost), as
         * the Results and Quotes pages lead with it; one that is no such outlier beside the quote is said against the
         * reference-priced recommendation it was left out beside, named as the catalog-priced one.
         */
        Options besideQuote(Candidate quoteLead) {
            if (leftOutOptions.isEmpty() || priced.isEmpty()) {
                return this;
            }
            Candidate reference = priced.get(0);
            Function<Candidate, Candidate> against =
                    c -> Ranking.leftOutBeside(c, quoteLead) ? quoteLead : reference;
            List<Candidate> all = new ArrayList<>(priced);
            all.addAll(needsQuote);
            all.addAll(leftOutOptions);
            boolean allBesideQuote = leftOutOptions.stream().allMatch(c -> against.apply(c) == quoteLead);
            return new Options(priced, needsQuote, rejected, whyNotCheapest,
                    Ranking.leftOutWarning(leftOutOptions.size(), allBesideQuote ? quoteLead : reference, !allBesideQuote),
                    Ranking.leftOutGpus(all, priced, needsQuote, against, quoteLead), leftOutOptions, clusterQuotes);
        }
    }

    private final Catalog catalog;
    private final OfferBook book;
    private final GpuSizer sizer;
    private final CandidateFactory factory;
    private final RentalModes rentalModes;
    private final BudgetAdvisor budget;
    private final LocalDate today;

    public Advisor(Catalog catalog, LocalDate today) {
        this.catalog = catalog;
        this.book = OfferBook.of(catalog);
        this.sizer = new GpuSizer(catalog);
        this.factory = new CandidateFactory(today, catalog);
        this.rentalModes = new RentalModes(book);
        this.budget = new BudgetAdvisor(catalog);
        this.today = today;
    }

    /** The day this advisor checks prices and quotes against. */
    public LocalDate today() {
        return today;
    }

    public Catalog catalog() {
        return catalog;
    }

    /** The cheapest offer per mode for every GPU: what every price in the advice comes from. */
    public OfferBook offerBook() {
        return book;
    }

    public Advice advise(Plan plan) throws InputException {
        return advise(plan, "plan");
    }

    /** The pipeline, one call per stage. */
    public Advice advise(Plan plan, String file) throws InputException {
        ResolvedPlan rp = PlanResolver.resolve(plan, catalog, file);
        Options options = options(rp);
        QuoteComparison quotes = compareQuotes(rp, term(rp, sized(options)));
        Shortlist shortlist = new Shortlist(options.priced(), options.needsQuote(),
                QuoteCandidates.of(rp, quotes, sizer, catalog, factory)).map(c -> BudgetAdvisor.withVerdict(rp, c));
        Candidate lead = finishedLead(rp, shortlist.lead(), plan, file);
        shortlist = shortlist.replacing(shortlist.lead(), lead);
        Candidate sized = lead != null ? lead : sized(options);
        Term term = lead != null ? lead.term() : term(rp, sized);
        List<Candidate> all = new ArrayList<>(options.priced());
        all.addAll(options.leftOutOptions());
        ModeAdvice mode = rentalModes.advise(rp, lead, term, all);
        BudgetCheck check = budgetCheck(rp, lead, shortlist.candidates());
        return advice(rp, options, shortlist, lead, sized, term, quotes, mode, check);
    }

    /**
     * The lead's last stages, each a changed copy of it: why the plan's measurements moved the lead (issue 34); with a
     * speed not yet proven, the clause that makes the recommendation provisional until a trial run proves it; a trial
     * first, with its cost, where the memory only just fits or a batch's slow end passes its deadline (issue 34).
     */
    private Candidate finishedLead(ResolvedPlan rp, Candidate lead, Plan plan, String file) {
        Candidate measured = MeasuredLead.explained(rp, lead, estimateAlone(plan, file));
        Candidate provisional = TrialClause.needed(measured) ? TrialClause.withClause(rp, measured, book) : measured;
        return TrialFirst.withTrial(rp, provisional, book);
    }

    /** The budget stage: the recommendation's verdict and suggestions, said as a reference for an on-site answer. */
    private BudgetCheck budgetCheck(ResolvedPlan rp, Candidate lead, List<Candidate> candidates) {
        BudgetCheck check = budget.check(rp, lead, candidates, this::pricedVariant);
        if (check.kind() == BudgetCheck.Kind.NONE || !Answer.of(rp, lead).onSite()) {
            return check;
        }
        // The rented price of an on-site answer is a reference for the cards' class, not the order's cost.
        return new BudgetCheck(check.status(), check.kind(), check.budgetCny(), check.costCny(), check.suggestions(),
                check.verdict(), Message.of("budget.headline.onSite", check.headline()), check.nothingFits(),
                check.cheapest());
    }

    /** The stages' results as one {@link Advice}: the options left out said beside a leading vendor's quote. */
    private Advice advice(ResolvedPlan rp, Options options, Shortlist shortlist, Candidate lead, Candidate sized, Term term,
                          QuoteComparison quotes, ModeAdvice mode, BudgetCheck check) {
        boolean fromQuotes = !shortlist.fromQuotes().isEmpty();
        Options shown = fromQuotes ? options.besideQuote(lead) : options;
        // The lead's own memory: with copies of the model, every copy holds all the weights.
        MemoryBreakdown memory = sized == null ? MemoryModel.breakdown(rp.workload(), 1) : sized.memory();
        List<Candidate> candidates = shortlist.candidates();
        List<Rejection> rejected = shown.allRejected();
        // a hybrid model sized with its thinking on says what switching it off would save (issue 31)
        List<Warning> warnings = ThinkingSaving.priced(warnings(rp, candidates, lead, shown), rp, lead, this::pricedVariant);
        return new Advice(rp, memory, candidates, rejected, term, mode, check, warnings,
                PlanNotes.assumptions(rp, term), shortlist.needsQuote(), fromQuotes ? null : options.whyNotCheapest(), quotes,
                shortlist.priced(), MemoryCheck.of(rp, memory, shortlist.allReference(), rejected, catalog),
                lead == null || lead.vendor() != null ? null : TrialFirst.trial(lead, book, rp.hoursPerDay()));
    }

    /** The configuration the term is sized on: the reference-priced lead, else the first that needs a quote. */
    private static Candidate sized(Options options) {
        return !options.priced().isEmpty() ? options.priced().get(0)
                : options.needsQuote().isEmpty() ? null : options.needsQuote().get(0);
    }

    private static Term term(ResolvedPlan rp, Candidate sized) {
        return sized != null ? sized.term() : Term.forTask(rp.durationDays() != null ? rp.durationDays()
                : rp.preset().defaults().durationDays(), rp.bufferPercent()).startingOn(rp.plan().project().startDate())
                .runOn(rp.daysPerWeek());
    }

    private QuoteComparison compareQuotes(ResolvedPlan rp, Term term) {
        return QuoteAdvisor.compare(new QuoteBasis(rp.plan().purchase(), rp.workload(), term, rp.hoursPerDay(),
                rp.domesticOnly(), rp.plan().project().startDate(), rp.maxCards(), rp.allowedModes()),
                new QuoteSizing(sizer, catalog, rp), catalog, today);
    }

    /**
     * Issue 34: the lead the estimate alone gives — the same plan without its measurements, sized, priced, ranked and
     * its quotes compared by the same stages — or null for a plan without measurements.
     */
    private Candidate estimateAlone(Plan plan, String file) {
        if (plan.measurements().isEmpty()) {
            return null;
        }
        try {
            ResolvedPlan bare = PlanResolver.resolve(plan.withMeasurements(
                    Measurement.Measurements.NONE), catalog, file);
            Options o = options(bare);
            List<Candidate> fromQuotes = QuoteCandidates.of(bare, compareQuotes(bare, term(bare, sized(o))), sizer,
                    catalog, factory);
            List<Candidate> c = fromQuotes.isEmpty() ? o.priced() : fromQuotes;
            return c.isEmpty() ? null : c.get(0);
        } catch (InputException e) {
            return null;
        }
    }

    /** The plan's warnings, and how many options were left out as far dearer or bigger than the recommendation. */
    private static List<Warning> warnings(ResolvedPlan rp, List<Candidate> candidates, Candidate lead, Options options) {
        List<Warning> warnings = new ArrayList<>(PlanNotes.warnings(rp, candidates, lead));
        if (options.leftOut() != null) {
            warnings.add(options.leftOut());
        }
        Warning clusterQuote = ClusterRental.warning(options.clusterQuotes(), options.needsQuote(), lead);
        if (clusterQuote != null) {
            warnings.add(clusterQuote);
        }
        return warnings;
    }

    /**
     * The budget stage's question: a changed plan resolved, sized, priced and ranked by the same stages (its ranked
     * priced candidates), none when the change makes the plan invalid.
     */
    private List<Candidate> pricedVariant(Plan variant) {
        try {
            return options(PlanResolver.resolve(variant, catalog, "plan")).priced();
        } catch (InputException e) {
            return List.of();
        }
    }

    /** Size every GPU, price what fits (or mark it "needs a quote"), rank. */
    private Options options(ResolvedPlan rp) {
        List<Candidate> priced = new ArrayList<>();
        List<Candidate> unpriced = new ArrayList<>();
        List<Rejection> rejected = new ArrayList<>();
        List<ClusterRental.Reference> clusterQuotes = new ArrayList<>();
        for (Gpu gpu : catalog.gpus()) {
            GpuSizer.Result r = MeasuredSpeed.size(sizer, catalog, rp, gpu); // issue 34: measured beats estimated
            if (r.rejection() != null) {
                rejected.add(r.rejection());
                continue;
            }
            Sizing s = r.sizing();
            Term term = s.term(rp.bufferPercent()).startingOn(rp.plan().project().startDate()).runOn(rp.daysPerWeek());
            OfferBook.GpuOffers offers = book.forGpu(gpu.id());
            if (!offers.priced()) {
                unpriced.add(MeasuredSpeed.explained(factory.make(rp, s, term, null, null)));
                continue;
            }
            List<RentalCost> quotes = offers.quotes(rp.allowedModes(), s.cards(), term, rp.hoursPerDay(),
                    rp.peakCardsFor(s.cards(), s.deployment() == null ? null : s.deployment().serving()), rp.peakHoursPerDay(),
                    rp.peakDays());
            if (ClusterRental.applies(s, term) && !quotes.isEmpty()) {
                // a cluster held for months is rented as bare-metal servers, or needs a quote for one (issue 32)
                List<RentalCost> bare = ClusterRental.bareMetal(quotes);
                if (bare.isEmpty()) {
                    ClusterRental.Reference ref = ClusterRental.reference(s, term, quotes);
                    if (ClusterRental.estimated(ref, rp.allowedModes())) {
                        // recommended at the containers' price as its estimate, the quote to sign on (issue 31/32)
                        priced.add(MeasuredSpeed.explained(ClusterRental.candidate(factory, rp, s, term, ref)));
                        continue;
                    }
                    clusterQuotes.add(ref);
                    unpriced.add(factory.make(rp, s, term, ref.reason()));
                    continue;
                }
                quotes = bare;
            }
            if (quotes.isEmpty()) {
                // a peak left to the cheapest way is costed hybrid (PlanResolver): the card lacks the pair it needs
                boolean peakHybrid = rp.rentalMode() == Plan.RentalChoice.HYBRID
                        && rp.plan().rental().mode() != Plan.RentalChoice.HYBRID;
                rejected.add(new Rejection(gpu, Rejection.Code.MODE_NOT_OFFERED, Message.of(peakHybrid
                        ? "reject.modeNotOffered.peak" : "reject.modeNotOffered",
                        // the modes by their names in the language ("该卡的报价方式：monthly" was the code)
                        offers.perMode().stream().map(o -> o.mode()).toList())));
                continue;
            }
            for (RentalCost q : quotes) {
                priced.add(MeasuredSpeed.explained(factory.make(rp, s, term, q, offers.breakEven(s.cards()))));
            }
        }
        Ranking.Ranked ranked = Ranking.rank(priced, unpriced, rp.workload());
        boolean batch = ServingInputs.batch(rp); // a batch job's options in its own terms: days against the deadline
        return new Options(batch ? BatchNote.alternatives(rp, ranked.priced()) : ranked.priced(),
                batch ? BatchNote.quotes(rp, ranked.unpriced()) : ranked.unpriced(), rejected, ranked.whyNotCheapest(),
                ranked.leftOutWarning(),
                ranked.leftOutGpus(), ranked.leftOutOptions(), clusterQuotes);
    }
}
