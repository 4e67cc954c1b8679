package com.gpurental.quotes;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.GpuNames;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.json.InputProblem;
import com.gpurental.pricing.Costing;
import com.gpurental.pricing.PriceTerms;
import com.gpurental.pricing.Term;
import com.gpurental.purchase.Invoice;
import com.gpurental.purchase.Purchase;
import com.gpurental.purchase.VendorQuote;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import com.gpurental.units.CnyRate;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The quote stage of the advice: takes the plan's quotes and what the advice resolved for that plan (its
 * workload, rental term and hours per day: a {@link QuoteBasis}) and compares the quotes on one basis. The advice
 * ({@code advice.Advisor}) runs it and makes the quotes its candidates. Each quote is sized against the
 * workload by the advice's own sizing ({@link QuoteSizer} → {@link QuoteFit}), costed under its own billing rules
 * ({@link QuoteCosting}) over its term (a serving plan's term; for training, the term of the days this GPU at these
 * cards needs to finish), set beside the catalog's reference price, flagged (including the plan's filters: domestic
 * only, the most cards, the rental modes allowed), and ranked: quotes that fit and can be bought first, cheapest for
 * their term first.
 */
public final class QuoteAdvisor {

    /** A price more than this factor above or below the reference is probably a typing error. */
    public static final BigDecimal FAR_FACTOR = BigDecimal.valueOf(2);

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);
    private static final Comparator<VendorQuoteCost> RANKING = Comparator
            .comparing(VendorQuoteCost::blocked)
            .thenComparing(VendorQuoteCost::termCostCny)
            .thenComparing(VendorQuoteCost::vendor)
            .thenComparingInt(VendorQuoteCost::index);

    private QuoteAdvisor() {
    }

    public static QuoteComparison compare(QuoteBasis rp, QuoteSizer sizer, Catalog catalog, LocalDate today) {
        Purchase purchase = rp.purchase();
        boolean stale = catalog.asOf() != null
                && ChronoUnit.DAYS.between(catalog.asOf(), today) > Assumptions.STALE_PRICE_DAYS;
        if (purchase.quotes().isEmpty() && purchase.ownership() == null) {
            return new QuoteComparison(List.of(), null, null, null, List.of(), catalog.asOf(), stale);
        }
        List<InputProblem> problems = new ArrayList<>();
        List<VendorQuoteCost> costed = new ArrayList<>();
        BigDecimal usualVat = usualVatPercent(purchase.quotes());
        for (int i = 0; i < purchase.quotes().size(); i++) {
            VendorQuote q = purchase.quotes().get(i);
            // The GPU as the vendor wrote it ("A100 80GB", "H20 96G"), found by one rule; costed under its id.
            Gpu gpu = GpuNames.find(catalog, q.gpu()).orElse(null);
            if (gpu == null) {
                problems.add(new InputProblem(null, "quotes[" + i + "].gpu", unknownGpu(q.gpu(), catalog)));
                continue;
            }
            q = q.withGpu(gpu.id());
            costed.add(cost(i, q, gpu, rp, sizer, purchase.dataGb(), usualVat, catalog, today, rp.serviceNeed()));
        }
        costed.sort(RANKING);
        VendorQuoteCost best = costed.stream().filter(c -> !c.blocked()).findFirst().orElse(null);
        Message reason = reason(best, costed);
        OwnershipCost ownership = purchase.ownership() == null ? null
                : OwnershipCosting.cost(purchase.ownership(), rp.hoursPerDay(), rp.term().daysPerWeek(),
                        costed, catalog);
        return new QuoteComparison(costed, best, reason, ownership, problems, catalog.asOf(), stale);
    }

    /** The message for a GPU id the catalog does not know, with the ids it does. */
    public static Message unknownGpu(String id, Catalog catalog) {
        return Message.of("quote.error.gpu", id, catalog.gpus().stream().map(Gpu::id).toList());
    }

    private static VendorQuoteCost cost(int index, VendorQuote q, Gpu gpu, QuoteBasis rp, QuoteSizer sizer, BigDecimal dataGb,
                                  BigDecimal usualVat, Catalog catalog, LocalDate today, ServiceNeed need) {
        int billedCards = QuoteCosting.billedCards(q);
        QuoteFit fit = sizer.fit(gpu, billedCards);
        Integer needed = sizer.cardsNeeded(gpu);
        Term term = term(rp, fit);
        Costing.Lines lines = QuoteCosting.cost(q, term, rp.hoursPerDay(), dataGb);
        Costing.Lines month = QuoteCosting.perMonth(q, rp.hoursPerDay(), term.daysPerWeek(), dataGb);
        Priced p = new Priced(q, gpu, fit, needed, billedCards, term, lines, QuoteCosting.cardHourCny(q),
                reference(q, catalog), fit.fits() || needed == null ? null
                : carriedBy(q, needed, rp.hoursPerDay(), term.daysPerWeek(), dataGb));
        VersusReference versus = versusReference(p.cardHour(), p.reference(), today);
        List<QuoteFlag> flags = new ArrayList<>();
        addPlanFilterFlags(p, rp, flags);
        addBillingFlags(p, flags);
        addValidityFlags(q, rp.startDate(), today, flags);
        addServiceFlags(q, need, flags);
        addTaxFlags(p, usualVat, flags);
        addPriceFlags(p, dataGb, flags);
        return new VendorQuoteCost(index, q, gpu, fit.fits(), fit.note(), fit.speed(), lines.billedCards(), needed,
                lines.billedDays(),
                lines.gpu(), lines.storage(), lines.bandwidth(), lines.vat(), lines.total(), month.total(), p.cardHour(),
                p.reference(), versus.percent(), versus.note(), flags, term);
    }

    /** A quote as costed over its term, with what its flags are read from. */
    private record Priced(VendorQuote q, Gpu gpu, QuoteFit fit, Integer needed, int billedCards, Term term,
            Costing.Lines lines, CnyRate cardHour, Offer reference, Message carriedBy) {
    }

    /**
     * A quote too small for the plan, at the engine's fewest cards that carry it (issue 32): "2 servers would carry it,
     * ¥X a month", the month under the quote's own rules (its minimum term, whole servers, VAT, storage and bandwidth).
     * Servers where the quote prices or bills servers, else cards.
     */
    private static Message carriedBy(VendorQuote q, int needed, double hoursPerDay, int daysPerWeek, BigDecimal dataGb) {
        PriceTerms t = QuoteCosting.terms(q);
        BigDecimal month = Costing.perMonth(t, needed, hoursPerDay, daysPerWeek, dataGb).total().amount();
        int serverCards = q.billing().serverCards();
        if (q.price().per().perServer() || q.billing().wholeServerOnly()) {
            int servers = (t.billedCards(needed) + serverCards - 1) / serverCards;
            return Message.of("quote.flag.carriedByServers", servers, month);
        }
        return Message.of("quote.flag.carriedByCards", needed, month);
    }

    /** The card-hour price against the catalog's reference, in percent (null without a reference), and in words. */
    private record VersusReference(BigDecimal percent, Message note) {
    }

    private static VersusReference versusReference(CnyRate cardHour, Offer reference, LocalDate today) {
        if (reference == null) {
            return new VersusReference(null, Message.of("quote.reference.none"));
        }
        CnyRate refHour = offerCardHour(reference);
        BigDecimal vsReference = cardHour.ratioTo(refHour).subtract(BigDecimal.ONE)
                .multiply(HUNDRED).setScale(1, RoundingMode.HALF_UP);
        String date = String.valueOf(reference.asOf());
        Message referenceNote = switch (vsReference.signum()) {
            case 1 -> Message.of("quote.reference.above", vsReference.toPlainString(), date, refHour.fen().amount());
            case -1 -> Message.of("quote.reference.below", vsReference.negate().toPlainString(), date, refHour.fen().amount());
            default -> Message.of("quote.reference.same", date, refHour.fen().amount());
        };
        if (reference.asOf() != null && ChronoUnit.DAYS.between(reference.asOf(), today) > Assumptions.STALE_PRICE_DAYS) {
            referenceNote = Message.of("quote.reference.stale", referenceNote);
        }
        return new VersusReference(vsReference, referenceNote);
    }

    /** The plan's filters: the workload fits, domestic only, the most cards, the rental modes allowed. */
    private static void addPlanFilterFlags(Priced p, QuoteBasis rp, List<QuoteFlag> flags) {
        VendorQuote q = p.q();
        if (!p.fit().fits()) {
            flags.add(new QuoteFlag(QuoteFlag.Code.DOES_NOT_FIT, p.needed() == null
                    ? Message.of("quote.flag.doesNotFit", p.fit().note())
                    : Message.of("quote.flag.doesNotFitCarried", p.fit().note(), p.needed(), p.carriedBy())));
        }
        if (rp.domesticOnly() && !p.gpu().domestic()) {
            flags.add(new QuoteFlag(QuoteFlag.Code.NOT_DOMESTIC, Message.of("quote.flag.notDomestic", p.gpu().displayName())));
        }
        if (p.billedCards() > rp.maxCards()) {
            flags.add(new QuoteFlag(QuoteFlag.Code.TOO_MANY_CARDS, p.billedCards() > q.cards()
                    ? Message.of("quote.flag.tooManyCardsServer", p.billedCards(), q.cards(), rp.maxCards())
                    : Message.of("quote.flag.tooManyCards", p.billedCards(), rp.maxCards())));
        }
        RentalMode mode = rentalMode(q);
        if (!allowed(mode, rp.allowedModes())) {
            flags.add(new QuoteFlag(QuoteFlag.Code.MODE_NOT_ALLOWED, Message.of("quote.flag.modeNotAllowed", q.vendor(), mode)));
        }
    }

    /** How the quote bills: a price unit its billing does not match, a minimum or whole periods, whole servers. */
    private static void addBillingFlags(Priced p, List<QuoteFlag> flags) {
        VendorQuote q = p.q();
        Costing.Lines lines = p.lines();
        Term term = p.term();
        if (!q.price().per().agreesWith(q.billing().unit())) {
            // A monthly whole-server price left on hourly billing was costed by the hour without a word.
            flags.add(new QuoteFlag(QuoteFlag.Code.BILLING_DIFFERS_FROM_PRICE, Message.of("quote.flag.billingDiffers",
                    q.price().per(), q.billing().unit(), lines.total().amount())));
        }
        int minimum = q.billing().minimumDays();
        if (minimum > term.billableDays()) {
            flags.add(new QuoteFlag(QuoteFlag.Code.MINIMUM_TERM_LONGER,
                    Message.of("quote.flag.minimumTerm", minimum, term.billableDays(), lines.billedDays())));
        } else if (lines.billedDays() > term.billableDays()) {
            flags.add(new QuoteFlag(QuoteFlag.Code.MINIMUM_TERM_LONGER,
                    Message.of("quote.flag.wholePeriods", q.billing().unit(), lines.billedDays(), term.billableDays())));
        }
        if (q.billing().wholeServerOnly()) {
            flags.add(new QuoteFlag(QuoteFlag.Code.WHOLE_SERVER_ONLY, lines.billedCards() > q.cards()
                    ? Message.of("quote.flag.wholeServerMore", lines.billedCards(), q.cards())
                    : Message.of("quote.flag.wholeServer", q.billing().serverCards())));
        }
    }

    /** A quote that has expired, or expires before the rental starts. */
    private static void addValidityFlags(VendorQuote q, LocalDate planStart, LocalDate today, List<QuoteFlag> flags) {
        if (q.validUntil() == null) {
            return;
        }
        // The plan's rental start when given, else the earliest the vendor can deliver.
        LocalDate start = planStart != null ? planStart : today.plusDays(q.deliveryDays() == null ? 0 : q.deliveryDays());
        if (q.validUntil().isBefore(today)) {
            flags.add(new QuoteFlag(QuoteFlag.Code.EXPIRED, Message.of("quote.flag.expired", q.validUntil().toString())));
        } else if (planStart != null && q.validUntil().isBefore(planStart)) {
            flags.add(new QuoteFlag(QuoteFlag.Code.EXPIRES_BEFORE_START,
                    Message.of("quote.flag.expiresBeforePlanStart", q.validUntil().toString(), planStart.toString())));
        } else if (q.validUntil().isBefore(start)) {
            flags.add(new QuoteFlag(QuoteFlag.Code.EXPIRES_BEFORE_START,
                    Message.of("quote.flag.expiresBeforeStart", q.validUntil().toString(), start.toString(), q.deliveryDays())));
        }
    }

    /** The service the plan needs: availability and card replacement. */
    private static void addServiceFlags(VendorQuote q, ServiceNeed need, List<QuoteFlag> flags) {
        BigDecimal slaNeed = need.availabilityPercent();
        BigDecimal availability = q.sla().availabilityPercent();
        if (availability == null) {
            flags.add(new QuoteFlag(QuoteFlag.Code.SLA_BELOW_NEED, Message.of("quote.flag.slaNotStated",
                    slaNeed.toPlainString())));
        } else if (availability.compareTo(slaNeed) < 0) {
            flags.add(new QuoteFlag(QuoteFlag.Code.SLA_BELOW_NEED, Message.of("quote.flag.slaBelow",
                    availability.toPlainString(), slaNeed.toPlainString(), ServiceNeed.downMinutes(availability),
                    need.downMinutesPerMonth())));
        }
        int replacementNeed = need.replacementHours();
        Integer replacement = q.sla().cardReplacementHours();
        if (replacement != null && replacement > replacementNeed) {
            flags.add(new QuoteFlag(QuoteFlag.Code.REPLACEMENT_SLOWER, Message.of("quote.flag.replacement", replacement,
                    replacementNeed)));
        }
    }

    /** The invoice and the tax: no special VAT invoice, a price before VAT, a VAT rate other than the usual one. */
    private static void addTaxFlags(Priced p, BigDecimal usualVat, List<QuoteFlag> flags) {
        VendorQuote q = p.q();
        if (q.invoice() == null) {
            flags.add(new QuoteFlag(QuoteFlag.Code.INVOICE_NOT_STATED, Message.of("quote.flag.invoiceNotStated")));
        } else if (q.invoice() != Invoice.SPECIAL) {
            flags.add(new QuoteFlag(QuoteFlag.Code.NO_SPECIAL_INVOICE, Message.of("quote.flag.noSpecialInvoice", q.invoice())));
        }
        if (!q.price().includesVat()) {
            flags.add(new QuoteFlag(QuoteFlag.Code.TAX_BASIS_DIFFERS,
                    Message.of("quote.flag.taxBasis", q.price().vatPercent().toPlainString(), p.lines().vat())));
        }
        if (usualVat != null && q.price().vatPercent() != null && q.price().vatPercent().compareTo(usualVat) != 0) {
            flags.add(new QuoteFlag(QuoteFlag.Code.VAT_RATE_DIFFERS,
                    Message.of("quote.flag.vatRate", q.price().vatPercent().toPlainString(), usualVat.toPlainString())));
        }
    }

    /** A price far from the catalog's reference (probably a typing error), and data beyond the storage priced. */
    private static void addPriceFlags(Priced p, BigDecimal dataGb, List<QuoteFlag> flags) {
        VendorQuote q = p.q();
        Offer reference = p.reference();
        if (reference != null) {
            BigDecimal ratio = p.cardHour().ratioTo(offerCardHour(reference));
            if (ratio.compareTo(FAR_FACTOR) > 0 || ratio.multiply(FAR_FACTOR).compareTo(BigDecimal.ONE) < 0) {
                flags.add(new QuoteFlag(QuoteFlag.Code.FAR_FROM_REFERENCE, Message.of("quote.flag.farFromReference",
                        p.cardHour().fen().amount(), offerCardHour(reference).fen().amount(),
                        String.valueOf(reference.asOf()))));
            }
        }
        if (dataGb != null && dataGb.compareTo(q.storage().includedGb()) > 0 && q.storage().cnyPerGbMonth() == null) {
            flags.add(new QuoteFlag(QuoteFlag.Code.STORAGE_NOT_PRICED, Message.of("quote.flag.storageNotPriced",
                    dataGb.toPlainString(), q.storage().includedGb().toPlainString())));
        }
    }

    /**
     * The term a quote is costed over. A serving plan rents for its own duration whatever the GPU, so every quote takes
     * the plan's term. A training rents until the training is done: a slower GPU, or fewer cards, trains more days and
     * is billed for them, so a quote that fits takes the term of its own task days (the advice's sizing of that GPU at
     * the billed cards; the plan's duration when the user gave one). A quote that does not fit keeps the plan's term.
     */
    static Term term(QuoteBasis rp, QuoteFit fit) {
        if (rp.workload().kind() == WorkloadKind.LLM_TRAINING && fit.taskDays() != null) {
            return Term.forTraining(fit.taskDays(), fit.cautiousDays(), rp.term().bufferPercent()).startingOn(rp.term().start())
                    .runOn(rp.term().daysPerWeek());
        }
        return rp.term();
    }

    /**
     * The plan's rental mode a quote amounts to. The billing unit decides it, not the price unit: the billing unit is
     * what the buyer commits to (whole periods prepaid, or pay-as-you-go), while the price unit only states the rate
     * (¥ per card-day billed by the second is still rented by the hour, pay-as-you-go). Billed by the second or the
     * started hour → container by the hour; by the day → by the day; by the week → by the week; by the month →
     * bare metal by the month. The price unit counts where the quote names no billing unit: the parser then bills it
     * the usual way ({@code PriceUnit.usualBilling}), so a card-month or server-month price (docs/domain.md §3: bare metal
     * is quoted per server and month) is bare metal by the month, and a card-hour price is by the hour.
     */
    public static RentalMode rentalMode(VendorQuote q) {
        return switch (q.billing().unit()) {
            case SECOND, HOUR -> RentalMode.HOURLY;
            case DAY -> RentalMode.DAILY;
            case WEEK -> RentalMode.WEEKLY;
            case MONTH -> RentalMode.MONTHLY;
        };
    }

    /**
     * Whether the plan's rental modes admit a quote's mode. Bare metal by the month is admitted where by the quarter is
     * (no vendor bills per quarter: a quarter is three months prepaid), and a hybrid plan admits every quote (a quote
     * rents either the monthly base or the hourly peaks).
     */
    static boolean allowed(RentalMode mode, Set<RentalMode> allowed) {
        return allowed.contains(mode) || allowed.contains(RentalMode.HYBRID)
                || mode == RentalMode.MONTHLY && allowed.contains(RentalMode.QUARTERLY);
    }

    private static Message reason(VendorQuoteCost best, List<VendorQuoteCost> ranked) {
        if (ranked.isEmpty()) {
            return null;
        }
        if (best == null) {
            return Message.of("quote.reason.none");
        }
        VendorQuoteCost next = ranked.stream().filter(c -> c != best && !c.blocked()).findFirst().orElse(null);
        if (next == null) {
            return Message.of("quote.reason.only", best.vendor(), best.termCostCny(), best.term().billableDays());
        }
        return Message.of("quote.reason.cheapest", best.vendor(), best.termCostCny(), best.term().billableDays(),
                next.termCostCny().minus(best.termCostCny()), next.vendor());
    }

    /** The VAT rate most quotes state (the lowest on a tie); null when none states one. */
    private static BigDecimal usualVatPercent(List<VendorQuote> quotes) {
        Map<BigDecimal, Integer> count = new HashMap<>();
        for (VendorQuote q : quotes) {
            if (q.price().vatPercent() != null) {
                count.merge(q.price().vatPercent().stripTrailingZeros(), 1, Integer::sum);
            }
        }
        return count.entrySet().stream()
                .max(Comparator.comparing(Map.Entry<BigDecimal, Integer>::getValue)
                        .thenComparing(Map.Entry::getKey, Comparator.reverseOrder()))
                .map(Map.Entry::getKey).orElse(null);
    }

    /**
     * The catalog's reference for a quote: the cheapest per card-hour among the GPU's offers of the same kind (container
     * by the hour, day or week; bare metal by the month or quarter), or among all its offers when none is of that kind.
     */
    static Offer reference(VendorQuote q, Catalog catalog) {
        List<Offer> offers = catalog.offersFor(q.gpu());
        boolean monthly = q.price().per().hours() >= Assumptions.HOURS_PER_MONTH;
        List<Offer> same = offers.stream().filter(o -> o.mode().bareMetal() == monthly).toList();
        return (same.isEmpty() ? offers : same).stream().min(Comparator.comparing(QuoteAdvisor::offerCardHour)).orElse(null);
    }

    /** A catalog offer's price per card-hour (catalog prices include VAT). */
    static CnyRate offerCardHour(Offer o) {
        int hours = switch (o.mode()) {
            case HOURLY -> 1;
            case DAILY -> Assumptions.HOURS_PER_DAY;
            case WEEKLY -> Assumptions.HOURS_PER_WEEK;
            case MONTHLY -> Assumptions.HOURS_PER_MONTH;
            case QUARTERLY -> Assumptions.HOURS_PER_QUARTER;
            case HYBRID, CLUSTER -> throw new IllegalArgumentException("a catalog offer is not " + o.mode() + ": " + o.id());
        };
        return o.pricePerCardCny().per(hours);
    }
}
