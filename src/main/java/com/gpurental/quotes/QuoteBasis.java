package com.gpurental.quotes;

import com.gpurental.catalog.RentalMode;
import com.gpurental.pricing.Term;
import com.gpurental.purchase.Purchase;
import com.gpurental.sizing.Workload;
import java.time.LocalDate;
import java.util.Set;

/**
 * What the quote stage needs from the resolved plan: the quotes themselves, the workload they must carry, the rental
 * term serving quotes are costed over (training quotes run their own days: {@link QuoteAdvisor}), the hours used per
 * day, whether only domestic GPUs may be bought, the plan's rental start (null when not given), and the plan's
 * filters: the most cards and the rental modes allowed. Whether a quote fits (deadlines included) is the advice's
 * sizing's to say ({@link QuoteSizer}).
 */
public record QuoteBasis(
        Purchase purchase,
        Workload workload,
        Term term,
        double hoursPerDay,
        boolean domesticOnly,
        LocalDate startDate,
        int maxCards,
        Set<RentalMode> allowedModes) {

    public QuoteBasis {
        allowedModes = Set.copyOf(allowedModes);
    }

    /** The service level this workload needs (one rule: {@link ServiceNeed#of}). */
    public ServiceNeed serviceNeed() {
        return ServiceNeed.of(workload.kind());
    }
}
