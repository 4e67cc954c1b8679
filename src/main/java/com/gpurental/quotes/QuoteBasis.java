package com.gpurental.quotes;

import com.gpurental.pricing.Term;
import com.gpurental.sizing.Workload;
import com.gpurental.vendor.Purchase;
import java.time.LocalDate;

/**
 * What the quote stage needs from the resolved plan: the quotes themselves, the workload they must carry, the rental
 * term every quote is costed over (the same for all, so they compare), the hours used per day, the task's duration
 * (a training deadline), whether only domestic GPUs may be bought and the plan's rental start (null when not given).
 */
public record QuoteBasis(
        Purchase purchase,
        Workload workload,
        Term term,
        double hoursPerDay,
        Double durationDays,
        boolean domesticOnly,
        LocalDate startDate) {

    /** The service level this workload needs (one rule: {@link ServiceNeed#of}). */
    public ServiceNeed serviceNeed() {
        return ServiceNeed.of(workload.kind());
    }
}
