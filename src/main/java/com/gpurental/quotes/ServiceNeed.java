package com.gpurental.quotes;

import com.gpurental.sizing.WorkloadKind;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The service level a plan needs from the vendor: the availability and the hours to replace a failed card.
 * One place decides it: the request for quotation asks for it, the approval summary states it and the quote stage
 * flags quotes below it. Serving workloads (LLM inference, vision) need 99.9% (about 43 minutes down per 30-day month,
 * docs/domain.md §7) and a card back within 24 hours; training and batch work restart from a checkpoint, so 99.5% and
 * 48 hours do.
 */
public record ServiceNeed(boolean serving, BigDecimal availabilityPercent, int replacementHours) {

    /** Availability a serving workload needs (99.9% ≈ 43 minutes down per 30-day month, docs/domain.md §7). */
    public static final BigDecimal SLA_SERVING_PERCENT = new BigDecimal("99.9");
    /** Availability a training or batch workload needs (it restarts from a checkpoint). */
    public static final BigDecimal SLA_BATCH_PERCENT = new BigDecimal("99.5");
    /** Hours to replace a failed card a serving workload can accept; batch work accepts twice as long. */
    public static final int REPLACEMENT_SERVING_HOURS = 24;

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    public static ServiceNeed of(WorkloadKind kind) {
        boolean serving = kind == WorkloadKind.LLM_INFERENCE || kind == WorkloadKind.VISION;
        return new ServiceNeed(serving, serving ? SLA_SERVING_PERCENT : SLA_BATCH_PERCENT,
                serving ? REPLACEMENT_SERVING_HOURS : 2 * REPLACEMENT_SERVING_HOURS);
    }

    /** Minutes down per 30-day month at this availability (43,200 minutes a month): 43 at 99.9%, 216 at 99.5%. */
    public String downMinutesPerMonth() {
        return downMinutes(availabilityPercent);
    }

    /** Minutes down per 30-day month at an availability (43,200 minutes a month). */
    public static String downMinutes(BigDecimal availabilityPercent) {
        return HUNDRED.subtract(availabilityPercent).multiply(BigDecimal.valueOf(432)).setScale(0, RoundingMode.HALF_UP)
                .toPlainString();
    }
}
