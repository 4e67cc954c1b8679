package com.gpurental.quotes;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.Offer;
import com.gpurental.json.InputProblem;
import com.gpurental.pricing.Term;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.Workload;
import com.gpurental.text.Message;
import com.gpurental.vendor.Invoice;
import com.gpurental.vendor.Purchase;
import com.gpurental.vendor.VendorQuote;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The quote stage of the advice (issue 11): takes the plan's quotes and what the advice resolved for that plan (its
 * workload, rental term and hours per day: a {@link QuoteBasis}) and compares the quotes on one basis. The advice
 * ({@code advice.Advisor}) runs it and makes the quotes its candidates. Each quote is sized against the
 * workload ({@link QuoteFit}), costed under its own billing rules ({@link QuoteCosting}), set beside the catalog's
 * reference price, flagged, and ranked: quotes that fit and can be bought first, cheapest for the term first.
 */
public final class QuoteAdvisor {

    /** A price more than this factor above or below the reference is probably a typing error. */
    public static final BigDecimal FAR_FACTOR = BigDecimal.valueOf(2);

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);
    private static final Comparator<QuoteCost> RANKING = Comparator
            .comparing(QuoteCost::blocked)
            .thenComparing(QuoteCost::termCostCny)
            .thenComparing(QuoteCost::vendor)
            .thenComparingInt(QuoteCost::index);

    private QuoteAdvisor() {
    }

    public static QuoteComparison compare(QuoteBasis rp, Catalog catalog, LocalDate today) {
        Purchase purchase = rp.purchase();
        boolean stale = catalog.asOf() != null
                && ChronoUnit.DAYS.between(catalog.asOf(), today) > Assumptions.STALE_PRICE_DAYS;
        if (purchase.quotes().isEmpty() && purchase.ownership() == null) {
            return new QuoteComparison(List.of(), null, null, null, List.of(), catalog.asOf(), stale);
        }
        Term term = rp.term();
        Workload w = rp.workload();
        Double deadline = w.targetDays();
        if (rp.durationDays() != null && (deadline == null || rp.durationDays() < deadline)) {
            deadline = rp.durationDays();
        }
        List<InputProblem> problems = new ArrayList<>();
        List<QuoteCost> costed = new ArrayList<>();
        BigDecimal usualVat = usualVatPercent(purchase.quotes());
        for (int i = 0; i < purchase.quotes().size(); i++) {
            VendorQuote q = purchase.quotes().get(i);
            Gpu gpu = catalog.gpu(q.gpu()).orElse(null);
            if (gpu == null) {
                problems.add(new InputProblem(null, "quotes[" + i + "].gpu", unknownGpu(q.gpu(), catalog)));
                continue;
            }
            costed.add(cost(i, q, gpu, rp, w, term, deadline, purchase.dataGb(), usualVat, catalog, today, rp.serviceNeed()));
        }
        costed.sort(RANKING);
        QuoteCost best = costed.stream().filter(c -> !c.blocked()).findFirst().orElse(null);
        Message reason = reason(best, costed, term);
        OwnershipCost ownership = purchase.ownership() == null ? null
                : OwnershipCosting.cost(purchase.ownership(), rp.hoursPerDay(), costed, catalog);
        return new QuoteComparison(costed, best, reason, ownership, problems, catalog.asOf(), stale);
    }

    /** The message for a GPU id the catalog does not know, with the ids it does. */
    public static Message unknownGpu(String id, Catalog catalog) {
        return Message.of("quote.error.gpu", id, catalog.gpus().stream().map(Gpu::id).collect(Collectors.joining(", ")));
    }

    private static QuoteCost cost(int index, VendorQuote q, Gpu gpu, QuoteBasis rp, Workload w, Term term, Double deadline,
                                  BigDecimal dataGb, BigDecimal usualVat, Catalog catalog, LocalDate today,
                                  ServiceNeed need) {
        QuoteCosting.Lines lines = QuoteCosting.cost(q, term.billableDays(), rp.hoursPerDay(), dataGb);
        QuoteCosting.Lines month = QuoteCosting.cost(q, QuoteCosting.DAYS_PER_MONTH, rp.hoursPerDay(), dataGb);
        QuoteFit.Fit fit = QuoteFit.check(w, gpu, lines.billedCards(), catalog, deadline);
        Integer needed = QuoteFit.cardsNeeded(w, gpu, catalog, deadline);
        BigDecimal cardHour = QuoteCosting.cardHourCny(q);
        Offer reference = reference(q, catalog);
        BigDecimal vsReference = null;
        Message referenceNote = Message.of("quote.reference.none");
        if (reference != null) {
            BigDecimal refHour = offerCardHour(reference);
            vsReference = cardHour.divide(refHour, 10, RoundingMode.HALF_UP).subtract(BigDecimal.ONE).multiply(HUNDRED)
                    .setScale(1, RoundingMode.HALF_UP);
            String date = String.valueOf(reference.asOf());
            referenceNote = switch (vsReference.signum()) {
                case 1 -> Message.of("quote.reference.above", vsReference.toPlainString(), date, refHour.setScale(2, RoundingMode.HALF_UP));
                case -1 -> Message.of("quote.reference.below", vsReference.negate().toPlainString(), date, refHour.setScale(2, RoundingMode.HALF_UP));
                default -> Message.of("quote.reference.same", date, refHour.setScale(2, RoundingMode.HALF_UP));
            };
            if (reference.asOf() != null && ChronoUnit.DAYS.between(reference.asOf(), today) > Assumptions.STALE_PRICE_DAYS) {
                referenceNote = Message.of("quote.reference.stale", referenceNote);
            }
        }

        List<QuoteFlag> flags = new ArrayList<>();
        if (!fit.fits()) {
            flags.add(new QuoteFlag(QuoteFlag.Code.DOES_NOT_FIT, needed == null ? Message.of("quote.flag.doesNotFit", fit.note())
                    : Message.of("quote.flag.doesNotFitNeeds", fit.note(), needed)));
        }
        if (rp.domesticOnly() && !gpu.domestic()) {
            flags.add(new QuoteFlag(QuoteFlag.Code.NOT_DOMESTIC, Message.of("quote.flag.notDomestic", gpu.name())));
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
        if (q.validUntil() != null) {
            // Issue 12: the plan's rental start when given, else the earliest the vendor can deliver.
            LocalDate planStart = rp.startDate();
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
        BigDecimal slaNeed = need.availabilityPercent();
        BigDecimal availability = q.sla().availabilityPercent();
        if (availability == null) {
            flags.add(new QuoteFlag(QuoteFlag.Code.SLA_BELOW_NEED, Message.of("quote.flag.slaNotStated", slaNeed.toPlainString())));
        } else if (availability.compareTo(slaNeed) < 0) {
            flags.add(new QuoteFlag(QuoteFlag.Code.SLA_BELOW_NEED, Message.of("quote.flag.slaBelow",
                    availability.toPlainString(), slaNeed.toPlainString(), ServiceNeed.downMinutes(availability),
                    need.downMinutesPerMonth())));
        }
        int replacementNeed = need.replacementHours();
        Integer replacement = q.sla().cardReplacementHours();
        if (replacement != null && replacement > replacementNeed) {
            flags.add(new QuoteFlag(QuoteFlag.Code.REPLACEMENT_SLOWER, Message.of("quote.flag.replacement", replacement, replacementNeed)));
        }
        if (q.invoice() == null) {
            flags.add(new QuoteFlag(QuoteFlag.Code.INVOICE_NOT_STATED, Message.of("quote.flag.invoiceNotStated")));
        } else if (q.invoice() != Invoice.SPECIAL) {
            flags.add(new QuoteFlag(QuoteFlag.Code.NO_SPECIAL_INVOICE, Message.of("quote.flag.noSpecialInvoice", q.invoice())));
        }
        if (!q.price().includesVat()) {
            flags.add(new QuoteFlag(QuoteFlag.Code.TAX_BASIS_DIFFERS,
                    Message.of("quote.flag.taxBasis", q.price().vatPercent().toPlainString(), lines.vat())));
        }
        if (usualVat != null && q.price().vatPercent() != null && q.price().vatPercent().compareTo(usualVat) != 0) {
            flags.add(new QuoteFlag(QuoteFlag.Code.VAT_RATE_DIFFERS,
                    Message.of("quote.flag.vatRate", q.price().vatPercent().toPlainString(), usualVat.toPlainString())));
        }
        if (reference != null) {
            BigDecimal ratio = cardHour.divide(offerCardHour(reference), 10, RoundingMode.HALF_UP);
            if (ratio.compareTo(FAR_FACTOR) > 0 || ratio.multiply(FAR_FACTOR).compareTo(BigDecimal.ONE) < 0) {
                flags.add(new QuoteFlag(QuoteFlag.Code.FAR_FROM_REFERENCE, Message.of("quote.flag.farFromReference",
                        cardHour.setScale(2, RoundingMode.HALF_UP), offerCardHour(reference).setScale(2, RoundingMode.HALF_UP),
                        String.valueOf(reference.asOf()))));
            }
        }
        if (dataGb != null && dataGb.compareTo(q.storage().includedGb()) > 0 && q.storage().cnyPerGbMonth() == null) {
            flags.add(new QuoteFlag(QuoteFlag.Code.STORAGE_NOT_PRICED, Message.of("quote.flag.storageNotPriced",
                    dataGb.toPlainString(), q.storage().includedGb().toPlainString())));
        }
        return new QuoteCost(index, q, gpu, fit.fits(), fit.note(), fit.speed(), lines.billedCards(), needed, lines.billedDays(),
                lines.gpu(), lines.storage(), lines.bandwidth(), lines.vat(), lines.total(), month.total(), cardHour, reference,
                vsReference, referenceNote, flags);
    }

    private static Message reason(QuoteCost best, List<QuoteCost> ranked, Term term) {
        if (ranked.isEmpty()) {
            return null;
        }
        if (best == null) {
            return Message.of("quote.reason.none");
        }
        QuoteCost next = ranked.stream().filter(c -> c != best && !c.blocked()).findFirst().orElse(null);
        if (next == null) {
            return Message.of("quote.reason.only", best.vendor(), best.termCostCny(), term.billableDays());
        }
        return Message.of("quote.reason.cheapest", best.vendor(), best.termCostCny(), term.billableDays(),
                next.termCostCny().subtract(best.termCostCny()), next.vendor());
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
        boolean monthly = q.price().per().hours() >= 720;
        List<Offer> same = offers.stream().filter(o -> o.mode().bareMetal() == monthly).toList();
        return (same.isEmpty() ? offers : same).stream().min(Comparator.comparing(QuoteAdvisor::offerCardHour)).orElse(null);
    }

    /** A catalog offer's price per card-hour (catalog prices include VAT). */
    static BigDecimal offerCardHour(Offer o) {
        int hours = switch (o.mode()) {
            case HOURLY -> 1;
            case DAILY -> 24;
            case WEEKLY -> 168;
            case MONTHLY -> 720;
            case QUARTERLY -> 2160;
        };
        return o.pricePerCardCny().divide(BigDecimal.valueOf(hours), 6, RoundingMode.HALF_UP);
    }
}
